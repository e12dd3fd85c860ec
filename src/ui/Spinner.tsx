import styles from './Spinner.module.css';

/** A turning ring, decorative: whoever shows it also says 'Loading...' in words (see components/Loading). */
export function Spinner({ size = 40 }: { size?: number }) {
  return (
    <span className={styles.spinner} style={{ width: size, height: size }} aria-hidden="true">
      <svg viewBox="22 22 44 44" width={size} height={size}>
        <circle cx="44" cy="44" r="20.2" fill="none" strokeWidth="3.6" />
      </svg>
    </span>
  );
}
