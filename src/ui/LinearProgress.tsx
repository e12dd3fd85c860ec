import styles from './LinearProgress.module.css';

/** MUI's indeterminate LinearProgress in static CSS: a thin bar over what is being reloaded. */
export function LinearProgress({ 'aria-label': label, className }: { 'aria-label': string; className?: string }) {
  return (
    <span role="progressbar" aria-label={label} className={className ? `${styles.track} ${className}` : styles.track}>
      <span className={`${styles.bar} ${styles.first}`} />
      <span className={`${styles.bar} ${styles.second}`} />
    </span>
  );
}
