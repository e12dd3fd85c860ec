import { Type } from '@sinclair/typebox';
import { problem } from '../http/problem';
import type { ResourceDefinition } from '../resources/definition';
import { RESOURCES } from '../resources/definitions';
import type { FieldErrors } from '../schemas/problem';
import { AUDIT_ACTIONS, type AuditAction } from '../../src/domain/auditEntry';

// The filters of GET /AuditLog, checked all at once: every bad one is named in one 400.

const ACTIONS: readonly AuditAction[] = AUDIT_ACTIONS;
const ENTITIES = RESOURCES.map(({ definition }) => definition.path);

export const AuditLogQuerySchema = {
  entity: Type.Optional(Type.String({ description: `The resource: ${ENTITIES.join(', ')}.` })),
  recordId: Type.Optional(Type.Integer({ description: "The record's id (with `entity`: one record's history)." })),
  userName: Type.Optional(Type.String({ description: 'Who made the changes (exact, any letter case).' })),
  action: Type.Optional(Type.String({ description: `One of ${ACTIONS.join(', ')}.` })),
  from: Type.Optional(Type.String({ description: 'From this UTC date (YYYY-MM-DD) or instant (ISO 8601), included.' })),
  to: Type.Optional(
    Type.String({ description: 'Up to this UTC date (the whole day included) or instant (ISO 8601), included.' }),
  ),
  sort: Type.Optional(Type.String({ description: '`-at` (the default): newest first; `at`: oldest first.' })),
};

export type AuditLogQuery = { [Name in keyof typeof AuditLogQuerySchema]?: string } & {
  recordId?: number;
  page?: number;
  pageSize?: number;
};

export interface AuditFilter {
  entity?: ResourceDefinition;
  recordId?: number;
  userName?: string;
  action?: AuditAction;
  /** Included. */
  from?: Date;
  /** Excluded: the instant after the period. */
  until?: Date;
  newestFirst: boolean;
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,6})?)?(Z|[+-]\d{2}:\d{2})?$/i;
const DAY_MS = 86_400_000;

/** The start of the UTC day, when the text is a real date (2026-02-30 is not: Date would make it March 2nd). */
function startOfDay(text: string): Date | undefined {
  const at = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(at.getTime()) && at.toISOString().startsWith(text) ? at : undefined;
}

/** A date (the start of that UTC day) or an instant (UTC unless it names its offset); undefined when it is neither. */
function parseMoment(text: string): { at: Date; isDate: boolean } | undefined {
  if (DATE.test(text)) {
    const at = startOfDay(text);
    return at === undefined ? undefined : { at, isDate: true };
  }
  if (!INSTANT.test(text) || startOfDay(text.slice(0, 10)) === undefined) return undefined;
  const at = new Date(/(Z|[+-]\d{2}:\d{2})$/i.test(text) ? text : `${text}Z`);
  return Number.isNaN(at.getTime()) ? undefined : { at, isDate: false };
}

const momentSentence = (text: string) =>
  `"${text}" is neither a date (YYYY-MM-DD) nor a date and time (such as 2026-11-28T14:30Z).`;

export function parseAuditFilter(query: AuditLogQuery): AuditFilter {
  const errors: FieldErrors = {};
  const filter: AuditFilter = { newestFirst: true };

  const entity = query.entity?.trim();
  if (entity !== undefined && entity !== '') {
    const found = RESOURCES.find(({ definition }) => definition.path.toLowerCase() === entity.toLowerCase());
    if (found === undefined) errors.entity = [`There is no entity "${entity}". It is one of: ${ENTITIES.join(', ')}.`];
    else filter.entity = found.definition;
  }
  if (query.recordId !== undefined) {
    if (query.recordId < 1) errors.recordId = ['The record id must be a whole number from 1.'];
    else filter.recordId = query.recordId;
  }
  const userName = query.userName?.trim();
  if (userName !== undefined && userName !== '') filter.userName = userName;
  const action = query.action?.trim().toLowerCase();
  if (action !== undefined && action !== '') {
    if (!ACTIONS.includes(action as AuditAction)) errors.action = [`The action is one of ${ACTIONS.join(', ')}.`];
    else filter.action = action as AuditAction;
  }
  for (const end of ['from', 'to'] as const) {
    const text = query[end]?.trim();
    if (text === undefined || text === '') continue;
    const moment = parseMoment(text);
    if (moment === undefined) errors[end] = [momentSentence(text)];
    else if (end === 'from') filter.from = moment.at;
    else filter.until = new Date(moment.at.getTime() + (moment.isDate ? DAY_MS : 1));
  }
  if (filter.from !== undefined && filter.until !== undefined && filter.until <= filter.from) {
    errors.to = ['The end of the period is before its start.'];
  }
  const sort = query.sort?.trim().toLowerCase();
  if (sort !== undefined && sort !== '') {
    if (sort === 'at' || sort === '-at') filter.newestFirst = sort === '-at';
    else errors.sort = ['Sort by -at (newest first) or at (oldest first).'];
  }
  if (Object.keys(errors).length > 0) throw problem.validation(errors);
  return filter;
}
