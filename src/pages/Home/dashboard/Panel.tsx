import { useId, type ReactNode } from 'react';
import styles from './Dashboard.module.css';

interface PanelProps {
  title: string;
  /** A line under or beside the title: the period, how many there are. */
  note?: ReactNode;
  /** What sits at the heading's end (a toggle, a link). */
  action?: ReactNode;
  className?: string;
  children: ReactNode;
}

/** One of the dashboard's panels: a region named by its heading. */
export function Panel({ title, note, action, className, children }: PanelProps) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={[styles.panel, className].filter(Boolean).join(' ')}>
      <div className={styles.panelHeading}>
        <div>
          <h2 id={headingId} className={styles.panelTitle}>
            {title}
          </h2>
          {note ? <p className={styles.note}>{note}</p> : null}
        </div>
        {action}
      </div>
      {children}
    </section>
  );
}
