import type { AuditAction, AuditEntry } from '../domain/auditEntry';

/** What each action reads as, on an entry and in the Activity screen's filter. */
export const ACTION_LABELS: Readonly<Record<AuditAction, string>> = {
  create: 'Created',
  update: 'Changed',
  delete: 'Deleted',
  restore: 'Restored',
};

/** Who made a change; the users tool's changes name the operating-system user, and say so. */
export const whoOf = (entry: Pick<AuditEntry, 'userName' | 'source'>) =>
  entry.source === 'users tool' ? `${entry.userName} (users tool)` : entry.userName;
