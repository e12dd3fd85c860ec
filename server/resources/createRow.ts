import { sql, type Kysely, type QueryCreator } from 'kysely';
import type { AuditActor } from '../audit/auditActor';
import { createdEntryValues } from '../audit/createdEntry';
import { compileOnce, queryCompiler, type CompiledStatement } from '../db/queryCompiler';
import type { Database } from '../db/schema';
import type { ResourceDefinition } from './definition';
import type { DtoRow } from './dtoRows';
import { assertParentsExist } from './writeChecks';

// A create without write hooks in one round trip: one statement inserts the row and reads it back as the resource's
// DTO. In a transaction the same work took five (begin, check, insert, read, commit), and a round trip is most of what
// a small write costs here: creating a ticket at ten at once went from ~300 to ~500 a second at 100,000 tickets, an
// airline from ~630 to ~1,460 (2026-11-27, with the parents still checked first: two round trips). One statement is
// atomic, so nothing is lost without the transaction. Its parents are checked only when the insert is refused: a
// missing parent is the foreign key's to refuse, and is then named as the check names it; and a request with a missing
// parent that also breaks a booking rule is answered with the 400 that names the parent, as when it was checked first.
// The same statement writes the create's audit entry (audit/createdEntry.ts), so the two commit together.

type Values = Record<string, unknown>;

/** SQLSTATE class of integrity constraint violations (a foreign key, a unique value, a booking rule), on both engines. */
const INTEGRITY_VIOLATION = /^23/;

/** The actor's slots of the statement, beside the columns' (no column is named so). */
interface ActorValues {
  auditUserName: string;
  auditSource: string;
}

/** The insert-and-read statements, by resource and the columns a create sets: compiled once, each prepared. */
const statements = new WeakMap<ResourceDefinition, Map<string, CompiledStatement<Values & ActorValues, DtoRow>>>();

/**
 * The DTO select of the resource, built on a common table expression named as its table that holds the inserted row:
 * the name shadows the table in the select, so the definition's own select reads the new row, with its related records.
 */
function insertAndReadStatement(definition: ResourceDefinition, columns: readonly string[]) {
  let byColumns = statements.get(definition);
  if (byColumns === undefined) statements.set(definition, (byColumns = new Map()));
  const key = columns.join(',');
  let statement = byColumns.get(key);
  if (statement === undefined) {
    const table = definition.table;
    statement = compileOnce<Values & ActorValues, DtoRow>(
      (slots) => {
        const values = Object.fromEntries(columns.map((column) => [column, slots[column]]));
        const creator = queryCompiler
          .with(table, (db) => db.insertInto(table).values(values).returningAll())
          .with('audit', (db) =>
            db
              .insertInto('auditEntry')
              .columns(['userId', 'userName', 'source', 'action', 'entity', 'recordId', 'changes'])
              .expression(
                createdEntryValues(
                  definition,
                  sql`cast(${slots.auditUserName} as varchar)`,
                  sql`cast(${slots.auditSource} as varchar)`,
                ),
              ),
          ) as unknown as QueryCreator<Database>;
        return definition.rows((select) => select, creator);
      },
      { prepared: true },
    );
    byColumns.set(key, statement);
  }
  return statement;
}

/** Creates the record with its audit entry and answers its DTO; a missing parent is a 400 naming it (writeChecks.ts). */
export async function createRow(
  db: Kysely<Database>,
  definition: ResourceDefinition,
  values: Values,
  actor: AuditActor,
): Promise<DtoRow> {
  try {
    // As Kysely's insert leaves out an undefined value, so the column takes its default.
    const columns = Object.keys(values).filter((column) => values[column] !== undefined);
    const statement = insertAndReadStatement(definition, columns);
    const { rows } = await db.executeQuery(
      statement.with({ ...values, auditUserName: actor.userName, auditSource: actor.source }),
    );
    const [created] = rows;
    if (created === undefined) throw new Error(`insert into ${definition.table} returned no row`);
    return created;
  } catch (error) {
    const code = (error as { code?: unknown }).code;
    if (typeof code === 'string' && INTEGRITY_VIOLATION.test(code)) await assertParentsExist(db, definition, values);
    throw error;
  }
}
