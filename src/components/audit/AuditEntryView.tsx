import type { ReactNode } from 'react';
import { ACTION_LABELS, whoOf } from '../../audit/auditWords';
import type { AuditChange, AuditEntry } from '../../domain/auditEntry';
import { formatLocalDateTime } from '../../domain/typedDateTime';
import styles from './AuditEntryView.module.css';

/** A value as the wire carried it, as people read it; nothing is '(empty)' rather than a blank. */
function valueText(value: unknown): string {
  if (value === null || value === undefined || value === '') return '(empty)';
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value as string | number | boolean);
}

/** 'Seat Number: 12 → 14'; a create or restore shows the value set, a delete the value it had. */
function changeText(change: AuditChange): string {
  if ('summary' in change) return change.summary;
  if ('before' in change && 'after' in change) return `${valueText(change.before)} → ${valueText(change.after)}`;
  return valueText('after' in change ? change.after : change.before);
}

interface AuditEntryViewProps {
  entry: AuditEntry;
  fieldLabel: (field: string) => string;
  /** The record it is about, where that is not the page's own (the Activity screen). */
  record?: ReactNode;
  /** What can be done about it (Restore), and how that went. */
  children?: ReactNode;
}

/**
 * One entry of the audit trail: when (local time, D-71), what was done and by whom, and each field's change. It takes
 * the focus after a move to another page of entries (D-72).
 */
export function AuditEntryView({ entry, fieldLabel, record, children }: AuditEntryViewProps) {
  return (
    <li className={styles.entry} tabIndex={-1} data-result>
      <p className={styles.head}>
        <time dateTime={entry.at} className={styles.when}>
          {formatLocalDateTime(entry.at)}
        </time>
        <span>
          <strong>{ACTION_LABELS[entry.action]}</strong>
          {record ? <> {record}</> : null} by {whoOf(entry)}
        </span>
      </p>
      {entry.changes.length > 0 ? (
        <ul className={styles.changes} aria-label="Changes">
          {entry.changes.map((change) => (
            <li key={change.field}>
              <span className={styles.field}>{fieldLabel(change.field)}:</span> {changeText(change)}
            </li>
          ))}
        </ul>
      ) : null}
      {children}
    </li>
  );
}
