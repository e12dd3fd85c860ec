import { useEffect, useId, useRef, useState } from 'react';
import { Button } from '../../ui/Button';
import styles from './ListViewControls.module.css';

interface ColumnChooserProps {
  /** Every column's header, in the list's order; the first names the row and is always shown. */
  headers: readonly string[];
  hidden: readonly string[];
  onToggle: (header: string, shown: boolean) => void;
  onShowAll: () => void;
}

/**
 * 'Columns': a button that opens a panel of check boxes, one per column, to show only the columns a task needs (D-81).
 * The panel closes with Escape (the focus back on the button), a click outside it, or the focus leaving it.
 */
export function ColumnChooser({ headers, hidden, onToggle, onShowAll }: ColumnChooserProps) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const shownCount = headers.filter((header) => !hidden.includes(header)).length;

  useEffect(() => {
    if (!open) return undefined;
    const closeOutside = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      if (root.current?.contains(document.activeElement)) button.current?.focus();
    };
    document.addEventListener('pointerdown', closeOutside);
    document.addEventListener('keydown', closeOnEscape);
    return () => {
      document.removeEventListener('pointerdown', closeOutside);
      document.removeEventListener('keydown', closeOnEscape);
    };
  }, [open]);

  return (
    <div
      ref={root}
      className={styles.chooser}
      onBlur={(event) => {
        if (!root.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <Button
        ref={button}
        variant="outlined"
        size="small"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen(!open)}
      >
        Columns ({shownCount} of {headers.length})
      </Button>
      <div id={panelId} className={styles.panel} hidden={!open}>
        <fieldset className={styles.fieldset}>
          <legend className={styles.legend}>Columns shown</legend>
          {headers.map((header, index) => (
            <label key={header} className={styles.option}>
              <input
                type="checkbox"
                checked={index === 0 || !hidden.includes(header)}
                // The first column names each row (and its screen reader's row header): it stays.
                disabled={index === 0}
                onChange={(event) => onToggle(header, event.target.checked)}
              />
              {header}
              {index === 0 ? <span className={styles.note}> (always shown)</span> : null}
            </label>
          ))}
        </fieldset>
        <Button size="small" onClick={onShowAll} disabled={hidden.length === 0}>
          Show all columns
        </Button>
      </div>
    </div>
  );
}
