import styles from './Dashboard.module.css';

const Placeholder = ({ className }: { className?: string }) => (
  <div className={[styles.placeholder, className].filter(Boolean).join(' ')} />
);

/** A panel's outline with a placeholder where its figures will be. */
function PanelPlaceholder({ className, body }: { className?: string; body: string }) {
  return (
    <div className={[styles.panel, className].filter(Boolean).join(' ')}>
      <div className={styles.panelHeading}>
        <Placeholder className={styles.placeholderLine} />
      </div>
      <Placeholder className={body} />
    </div>
  );
}

/**
 * The dashboard before its code or its figures have come: every panel at the size it will have, so nothing below moves
 * when they come. Announced once, as 'Loading the dashboard...'.
 */
export function DashboardSkeleton({ cards }: { cards: number }) {
  return (
    <div className={styles.dashboard} role="status" aria-label="Loading the dashboard...">
      <div className={`${styles.panel} ${styles.health}`}>
        <Placeholder className={styles.placeholderLine} />
      </div>
      <div className={styles.counts}>
        {Array.from({ length: cards }, (_, index) => (
          <div key={index} className={styles.count}>
            <Placeholder className={styles.placeholderLine} />
            <Placeholder className={styles.placeholderLine} />
          </div>
        ))}
      </div>
      <PanelPlaceholder className={styles.departures} body={styles.fill} />
      <div className={styles.charts}>
        <PanelPlaceholder body={styles.chartArea} />
        <PanelPlaceholder body={styles.chartArea} />
      </div>
    </div>
  );
}
