import type { TAG_TYPES } from './baseApi';

// The one tag recipe of every entity: a list provides its LIST tag and one tag per row; a create invalidates
// LIST; an update invalidates its row (so every list showing it refetches too); a delete invalidates both, and so does
// a restore. Every write also adds an entry to the audit trail, so each invalidates the trail's pages too.

export type TagType = (typeof TAG_TYPES)[number];

const LIST = 'LIST' as const;

/** The audit trail's pages (the Activity screen); a record's own History is tagged with its row. */
export const AUDIT_LOG_TAG = { type: 'AuditLog' as const, id: LIST };

export const listTags = (type: TagType, ids: readonly number[]) => [
  { type, id: LIST },
  ...ids.map((id) => ({ type, id })),
];

export const rowTag = (type: TagType, id: number) => [{ type, id }];

export const createdTags = (type: TagType) => [{ type, id: LIST }, AUDIT_LOG_TAG];

export const updatedTags = (type: TagType, id: number) => [...rowTag(type, id), AUDIT_LOG_TAG];

/** A delete's, and a restore's: the record and every list it is (or was) in. */
export const deletedTags = (type: TagType, id: number) => [{ type, id }, { type, id: LIST }, AUDIT_LOG_TAG];
