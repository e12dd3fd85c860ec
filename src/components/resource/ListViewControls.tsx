import { Button } from '../../ui/Button';
import { ColumnChooser } from './ColumnChooser';
import type { Density } from './listPreferences';
import styles from './ListViewControls.module.css';

interface ListViewControlsProps {
  headers: readonly string[];
  hidden: readonly string[];
  onToggleColumn: (header: string, shown: boolean) => void;
  onShowAllColumns: () => void;
  density: Density;
  onDensity: (density: Density) => void;
}

/**
 * Above a list's table: which columns it shows and whether its rows are compact, each user's choice per list (D-81).
 * Not printed, and not shown on a phone, where each row is a card with all its fields.
 */
export function ListViewControls(props: ListViewControlsProps) {
  const { headers, hidden, onToggleColumn, onShowAllColumns, density, onDensity } = props;
  const compact = density === 'compact';
  return (
    <div className={styles.controls} data-print="hide">
      <ColumnChooser headers={headers} hidden={hidden} onToggle={onToggleColumn} onShowAll={onShowAllColumns} />
      <Button
        variant="outlined"
        size="small"
        aria-pressed={compact}
        className={compact ? styles.pressed : undefined}
        onClick={() => onDensity(compact ? 'standard' : 'compact')}
      >
        Compact rows
      </Button>
    </div>
  );
}
