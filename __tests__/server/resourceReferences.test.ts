import { sql } from 'kysely';
import { RESOURCES } from '../../server/resources/definitions';
import { referrersOf } from '../../server/resources/referrers';
import { tableNameOf } from '../../server/resources/sqlNames';
import { createTestDatabase, type TestDatabase } from './helpers/testDatabase';

// A resource's references (the resource each reference field points at) decide which parents a write checks and
// which rows keep a record from being deleted. They must say what the database's foreign keys say.

let testDatabase: TestDatabase;
beforeAll(async () => {
  testDatabase = await createTestDatabase('migrated');
});
afterAll(() => testDatabase.dispose());

const snake = (name: string) => name.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);

it("are the database's foreign keys, each one named", async () => {
  const { rows } = await sql<{ child: string; column: string; parent: string }>`
    select c.relname as child, a.attname as column, p.relname as parent
    from pg_constraint k
      join pg_class c on c.oid = k.conrelid
      join pg_class p on p.oid = k.confrelid
      join pg_attribute a on a.attrelid = k.conrelid and a.attnum = k.conkey[1]
    where k.contype = 'f' and c.relnamespace = to_regnamespace(current_schema())`.execute(testDatabase.connection.db);
  const declared = RESOURCES.flatMap(({ definition: child }) =>
    Object.entries(child.references).map(([field, parent]) => ({
      child: tableNameOf(child.table),
      column: snake(field),
      parent: parent === undefined ? 'none' : tableNameOf(parent.table),
    })),
  );
  const order = (list: { child: string; column: string }[]) =>
    [...list].sort((a, b) => `${a.child}.${a.column}`.localeCompare(`${b.child}.${b.column}`));
  const resourceTables = new Set(RESOURCES.map(({ definition }) => tableNameOf(definition.table)));
  expect(order(declared)).toEqual(order(rows.filter((row) => resourceTables.has(row.child))));
  expect(declared).toHaveLength(6);
  // The others belong to no resource, and go with what they point at: a deleted record's kept secret with its audit
  // entry (migration 0011), a user's sessions with the user (migration 0014, D-93).
  expect(order(rows.filter((row) => !resourceTables.has(row.child)))).toEqual([
    { child: 'api_session', column: 'api_user_id', parent: 'api_user' },
    { child: 'audit_kept_secret', column: 'audit_entry_id', parent: 'audit_entry' },
  ]);
});

it('cover every reference field, and only those', () => {
  for (const { definition } of RESOURCES) {
    const referenceFields = Object.entries(definition.fields ?? {})
      .filter(([, field]) => field.kind === 'reference')
      .map(([name]) => name);
    expect([definition.path, Object.keys(definition.references).sort()]).toEqual([
      definition.path,
      referenceFields.sort(),
    ]);
  }
});

it('tell each resource which rows point at it', () => {
  const byPath = (path: string) => {
    const found = RESOURCES.find(({ definition }) => definition.path === path)?.definition;
    if (found === undefined) throw new Error(`no resource ${path}`);
    return found;
  };
  expect(referrersOf(byPath('Airlines'))).toEqual([{ table: 'flight', column: 'airlineId', resource: 'Flights' }]);
  expect(referrersOf(byPath('TravelClasses'))).toEqual([
    { table: 'planeTicket', column: 'travelClassId', resource: 'PlaneTickets' },
  ]);
  expect(referrersOf(byPath('Flights'))).toEqual([
    { table: 'planeTicket', column: 'flightId', resource: 'PlaneTickets' },
  ]);
  expect(referrersOf(byPath('PlaneTickets'))).toEqual([]);
});
