import type { TAG_TYPES } from './baseApi';

// The one tag recipe of every entity: a list provides its LIST tag and one tag per row; a create invalidates
// LIST; an update invalidates its row (so every list showing it refetches too); a delete invalidates both.

export type TagType = (typeof TAG_TYPES)[number];

const LIST = 'LIST' as const;

export const listTags = (type: TagType, ids: readonly number[]) => [
  { type, id: LIST },
  ...ids.map((id) => ({ type, id })),
];

export const rowTag = (type: TagType, id: number) => [{ type, id }];

export const createdTags = (type: TagType) => [{ type, id: LIST }];

export const deletedTags = (type: TagType, id: number) => [
  { type, id },
  { type, id: LIST },
];
