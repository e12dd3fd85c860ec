import type { ReactNode } from 'react';
import { resourceOfEntity } from '../../audit/auditedEntities';
import { ACTION_LABELS, whoOf } from '../../audit/auditWords';
import { recordSummary, referenceText } from '../../audit/recordWords';
import type { AuditChange, AuditEntry, RelatedRecords } from '../../domain/auditEntry';
import { formatLocalDateTime } from '../../domain/typedDateTime';
import styles from './AuditEntryView.module.css';
import { WholeRecord } from './WholeRecord';

/** A value as the wire carried it, as people read it; nothing is '(empty)' rather than a blank. */
function valueText(value: unknown, change: AuditChange, related: RelatedRecords): string {
  if (value === null || value === undefined || value === '') return '(empty)';
  if ('refersTo' in change && change.refersTo !== undefined) {
    const label = resourceOfEntity(change.refersTo)?.label ?? change.refersTo;
    return referenceText(change.refersTo, label, value, related);
  }
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value as string | number | boolean);
}

/** 'Seat Number: 12 → 14'; a create or restore shows the value set, a delete the value it had. */
function changeText(change: AuditChange, related: RelatedRecords): string {
  if ('summary' in change) return change.summary;
  if ('before' in change && 'after' in change) {
    return `${valueText(change.before, change, related)} → ${valueText(change.after, change, related)}`;
  }
  return valueText('after' in change ? change.after : change.before, change, related);
}

/** The one line a create or restore reads as, from the values it set: '2025-07-16 11:30, Air Serbia to Paris'. */
function summaryOf(entry: AuditEntry, related: RelatedRecords): string | undefined {
  if (entry.action !== 'create' && entry.action !== 'restore') return undefined;
  const values = Object.fromEntries(
    entry.changes.map((change) => [change.field, 'after' in change ? change.after : undefined]),
  );
  const refersTo = (field: string) => {
    const change = entry.changes.find((candidate) => candidate.field === field);
    return change && 'refersTo' in change ? change.refersTo : undefined;
  };
  return recordSummary(entry.entity, entry.recordId, values, refersTo, related);
}

interface AuditEntryViewProps {
  entry: AuditEntry;
  fieldLabel: (field: string) => string;
  /** The records the page's reference fields name, by resource and id (GET /AuditLog's `related`). */
  related: RelatedRecords;
  /** The record it is about, where that is not the page's own (the Activity screen). */
  record?: ReactNode;
  /** What can be done about it (Restore), and how that went. */
  children?: ReactNode;
}

/**
 * One entry of the audit trail: when (local time, D-71), what was done and by whom, and each field's change, a related
 * record by its name (D-88). A create or restore reads as one line that shows every field on demand. It takes the
 * focus after a move to another page of entries (D-72).
 */
export function AuditEntryView({ entry, fieldLabel, related, record, children }: AuditEntryViewProps) {
  const changes =
    entry.changes.length > 0 ? (
      <ul className={styles.changes} aria-label="Changes">
        {entry.changes.map((change) => (
          <li key={change.field}>
            <span className={styles.field}>{fieldLabel(change.field)}:</span> {changeText(change, related)}
          </li>
        ))}
      </ul>
    ) : null;
  const summary = changes ? summaryOf(entry, related) : undefined;
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
      {summary === undefined ? (
        changes
      ) : (
        <WholeRecord summary={summary} fields={entry.changes.length}>
          {changes}
        </WholeRecord>
      )}
      {children}
    </li>
  );
}
