import { useId, useState, type ReactNode } from 'react';
import styles from './AuditEntryView.module.css';

interface WholeRecordProps {
  /** The record in one line ('2025-07-16 11:30, Air Serbia to Paris'). */
  summary: string;
  /** How many fields the list holds, which the button says. */
  fields: number;
  /** The list of every field, shown on demand. */
  children: ReactNode;
}

/**
 * A whole record an entry recorded (a create, a restore) as one line, and every field on demand (D-88): a disclosure
 * button (aria-expanded, aria-controls) rather than a list of six fields per entry that buries the changes around it.
 * The list stays in the page, hidden, so that the button always controls an element that is there.
 */
export function WholeRecord({ summary, fields, children }: WholeRecordProps) {
  const [open, setOpen] = useState(false);
  const listId = useId();
  return (
    <>
      <p className={styles.summary}>
        <span>{summary}</span>
        <button
          type="button"
          className={styles.disclosure}
          aria-expanded={open}
          aria-controls={listId}
          onClick={() => setOpen(!open)}
        >
          {open ? 'Hide the fields' : `Show all ${fields} fields`}
        </button>
      </p>
      <div id={listId} hidden={!open}>
        {children}
      </div>
    </>
  );
}
