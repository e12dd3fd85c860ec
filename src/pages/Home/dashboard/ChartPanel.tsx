import { Suspense, useRef, useState, type ReactNode } from 'react';
import { visuallyHidden } from '../../../components/visuallyHidden';
import { Button } from '../../../ui/Button';
import styles from './Dashboard.module.css';
import { Panel } from './Panel';
import { useNearViewport } from './useNearViewport';

interface ChartPanelProps {
  title: string;
  note: string;
  /** The chart (a lazy part): drawn for the eye only, its numbers are `table`. */
  chart: ReactNode;
  /** The chart's numbers, its text alternative: read by screen readers always, shown instead of the chart on demand. */
  table: ReactNode;
}

/**
 * A chart in a panel, with its numbers as a table. Screen readers read the table (the chart is hidden from them, and
 * takes no focus); 'Show as table' puts it in the chart's place for anyone who wants the exact figures. The chart is
 * drawn when it nears the window.
 */
export function ChartPanel({ title, note, chart, table }: ChartPanelProps) {
  const [asTable, setAsTable] = useState(false);
  const area = useRef<HTMLDivElement>(null);
  const near = useNearViewport(area);
  const placeholder = <div className={`${styles.placeholder} ${styles.fill}`} />;
  return (
    <Panel
      title={title}
      note={note}
      action={
        <Button variant="text" size="small" onClick={() => setAsTable(!asTable)}>
          {asTable ? 'Show as chart' : 'Show as table'}
        </Button>
      }
    >
      {asTable ? (
        <div className={styles.chartTable}>{table}</div>
      ) : (
        <div ref={area} className={styles.chartArea}>
          <div aria-hidden="true" className={styles.fill}>
            {near ? <Suspense fallback={placeholder}>{chart}</Suspense> : placeholder}
          </div>
          <div style={visuallyHidden}>{table}</div>
        </div>
      )}
    </Panel>
  );
}
