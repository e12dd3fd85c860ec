import type { Kysely } from 'kysely';
import type { Database } from '../../../server/db/schema';
import type { Saved } from '../helpers/referenceClientReplay';

// Shared pieces of the reference clients' request tables: the paging every list and search sends, and how a row
// checks what the database holds after a replayed write.

type Db = Kysely<Database>;
export type EntityTable = 'airline' | 'destination' | 'pilot' | 'passenger' | 'flight' | 'planeTicket';

/** The paging both clients append to a search: the first page, at the default size. */
export const PAGING = '&page=1&pageSize=10';

/** The reference's 409 sentence for a referenced row. */
export const referencedSentence = (what: string) =>
  `${what} cannot be deleted because it is being referenced by other entities.`;

/** The row with this id (saved ids may be numbers or strings), or undefined. */
export const storedRow = (db: Db, table: EntityTable, id: unknown) =>
  db.selectFrom(table).selectAll().where('id', '=', Number(id)).executeTakeFirst();

/** The API user the test made with the users tool and saved as `editor`, as stored. */
export const storedEditor = (db: Db, saved: Saved) =>
  db
    .selectFrom('apiUser')
    .select(['userName', 'roles', 'password'])
    .where('apiUserId', '=', Number(saved.editor?.apiUserId))
    .executeTakeFirst();

/** Checks that the row an earlier request saved under `name` no longer exists. */
export const isGone = (table: EntityTable, name: string) => async (db: Db, saved: Saved) =>
  expect(await storedRow(db, table, saved[name]?.id)).toBeUndefined();
