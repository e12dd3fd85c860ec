import type { AuditEntry, RelatedRecords } from '../../../src/domain/auditEntry';
import { getHandler, pageOf } from './support';

// The audit trail as the API answers it (GET /AuditLog), for the History, Activity and Undo tests.

/** An entry of the trail; an update of airline 1 by aa unless told otherwise. */
export const auditEntry = (id: number, parts: Partial<AuditEntry> = {}): AuditEntry => ({
  id,
  at: '2026-11-28T04:12:33.120Z',
  userId: 2,
  userName: 'aa',
  source: 'api',
  action: 'update',
  entity: 'Airlines',
  recordId: 1,
  changes: [],
  recordExists: true,
  ...parts,
});

/**
 * GET AuditLog over `entries` (given in any order), as the server answers: filtered by entity, record, action and user,
 * newest first unless `sort=at`, paged, with the records the changes refer to (`related`, as the server reads them).
 * `entries` is read at each request, so a test may change it meanwhile.
 */
export const auditLogHandler = (entries: AuditEntry[] = [], related: RelatedRecords = {}) =>
  getHandler('AuditLog', (url) => {
    const param = (name: string) => url.searchParams.get(name);
    const found = entries
      .filter(
        (entry) =>
          (param('entity') === null || entry.entity === param('entity')) &&
          (param('recordId') === null || entry.recordId === Number(param('recordId'))) &&
          (param('action') === null || entry.action === param('action')) &&
          (param('userName') === null || entry.userName.toLowerCase() === param('userName')?.toLowerCase()),
      )
      .sort((a, b) => (param('sort') === 'at' ? a.at.localeCompare(b.at) : b.at.localeCompare(a.at)));
    const page = Number(param('page') ?? 1);
    const pageSize = Number(param('pageSize') ?? 10);
    const shown = pageOf(found.slice((page - 1) * pageSize, page * pageSize), {
      pageNumber: page,
      pageSize,
      totalCount: found.length,
    });
    return { ...shown, related };
  });

/** GET AuditLog/users: the users the trail names, as given. */
export const auditUsersHandler = (names: string[]) =>
  getHandler('AuditLog/users', () => ({ data: names.map((userName) => ({ userName })) }));

/** A moment as the reader's local date and time, YYYY-MM-DD HH:MM, computed apart from the app's own formatting. */
export const localTime = (iso: string) =>
  new Intl.DateTimeFormat('sv-SE', {
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(new Date(iso));
