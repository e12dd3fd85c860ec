import { sql, type Kysely, type RawBuilder } from 'kysely';
import { compileOnce, queryCompiler, type CompiledStatement } from '../db/queryCompiler';
import type { Database } from '../db/schema';
import type { ResourceDefinition } from '../resources/definition';
import { RESOURCES } from '../resources/definitions';
import type { AuditChange, AuditEntry, RelatedRecords } from '../../src/domain/auditEntry';

// The records an audit page's changes refer to (decision D-88): the trail records a flight's airline as its id, and
// staff read 'Airline: Air Serbia (12)'. Each change of a reference field says which resource it refers to
// (`refersTo`), and the page carries those records as GET /{Entity}/{id} answers them, read in one statement for the
// whole page, whatever its size: each resource's rows by key, `= any` of the ids the page names. The statement of each
// set of resources is compiled once and prepared, as the page's own is (auditLogPage.ts): planning it would cost as
// much as running it. A record deleted since is simply not there, and the screens say so.

const definitionOf = new Map(RESOURCES.map(({ definition }) => [definition.path, definition]));

/** The resource a field of `entity` refers to, if it is a reference field. */
const targetOf = (entity: string, field: string): ResourceDefinition | undefined =>
  definitionOf.get(entity)?.references[field];

/** Each change of a reference field, with the resource it refers to. */
export function withReferences(entries: AuditEntry[]): AuditEntry[] {
  return entries.map((entry) => ({
    ...entry,
    changes: entry.changes.map((change): AuditChange => {
      const target = targetOf(entry.entity, change.field);
      return target === undefined || 'summary' in change ? change : { ...change, refersTo: target.path };
    }),
  }));
}

/** The ids each referred resource is asked for: the before and after values of the reference fields. */
function wantedIds(entries: readonly AuditEntry[], superAdmin: boolean): Map<ResourceDefinition, Set<number>> {
  const wanted = new Map<ResourceDefinition, Set<number>>();
  for (const entry of entries) {
    for (const change of entry.changes) {
      const target = targetOf(entry.entity, change.field);
      if (target === undefined || 'summary' in change) continue;
      if (target.access.read === 'superAdmin' && !superAdmin) continue;
      for (const value of [change.before, change.after]) {
        if (typeof value !== 'number' || !Number.isSafeInteger(value)) continue;
        let ids = wanted.get(target);
        if (ids === undefined) wanted.set(target, (ids = new Set()));
        ids.add(value);
      }
    }
  }
  return wanted;
}

/** 'departure_date' → 'departureDate': the DTO's own columns come back from to_json as SQL names them. */
const camel = (name: string) => name.replace(/_([a-z0-9])/g, (_match, letter: string) => letter.toUpperCase());

interface RelatedRow {
  entity: string;
  record: Record<string, unknown>;
}

/** The ids to look up, by resource path. */
type IdsByPath = Record<string, number[]>;

const statements = new Map<string, CompiledStatement<IdsByPath, RelatedRow>>();

/** The statement of the records of these resources, each `= any` of an array of ids, compiled once per set. */
function statementOf(targets: readonly ResourceDefinition[]): CompiledStatement<IdsByPath, RelatedRow> {
  const key = targets.map((definition) => definition.path).join(',');
  let statement = statements.get(key);
  if (statement === undefined) {
    statement = compileOnce<IdsByPath, RelatedRow>(
      (slots) => {
        const parts = targets.map((definition) =>
          definition.rows(
            (select): RawBuilder<RelatedRow> =>
              sql`select ${sql.lit(definition.path)}::text as entity, to_json(r) as record from (${select.where(
                sql.ref(`t.${definition.idProperty}`),
                '=',
                sql`any(${slots[definition.path]}::int[])`,
              )}) as r`,
          ),
        );
        return queryCompiler.selectFrom(sql<RelatedRow>`(${sql.join(parts, sql` union all `)})`.as('u')).selectAll();
      },
      { prepared: true },
    );
    statements.set(key, statement);
  }
  return statement;
}

/** The records the page's reference fields name, by resource and id; one statement for the page. */
export async function findRelatedRecords(
  db: Kysely<Database>,
  entries: readonly AuditEntry[],
  superAdmin: boolean,
): Promise<RelatedRecords> {
  const wanted = [...wantedIds(entries, superAdmin)].sort(([a], [b]) => a.path.localeCompare(b.path));
  if (wanted.length === 0) return {};
  const statement = statementOf(wanted.map(([definition]) => definition));
  const ids = Object.fromEntries(wanted.map(([definition, found]) => [definition.path, [...found]]));
  const { rows } = await db.executeQuery(statement.with(ids));
  const related: RelatedRecords = {};
  for (const { entity, record } of rows) {
    const dto = Object.fromEntries(Object.entries(record).map(([key, value]) => [camel(key), value]));
    const key = definitionOf.get(entity)?.idProperty ?? 'id';
    (related[entity] ??= {})[String(dto[key])] = dto;
  }
  return related;
}
