import { sql, type RawBuilder, type Transaction } from 'kysely';
import { recordedFields } from '../../audit/auditChanges';
import type { ResourceDefinition } from '../../resources/definition';
import { airlines } from '../../resources/definitions/airlines';
import { destinations } from '../../resources/definitions/destinations';
import { flights } from '../../resources/definitions/flights';
import { passengers } from '../../resources/definitions/passengers';
import { pilots } from '../../resources/definitions/pilots';
import { planeTickets } from '../../resources/definitions/planeTickets';
import type { Database } from '../schema';

// A realistic audit history for the generated records (docs/audit-trail.md): each was created by one of the office's
// staff at some moment of the last three years, and some were changed a few days later (a ticket's seat or price, a
// flight's departure time, a pilot's flying hours). Written by PostgreSQL from the rows themselves, a statement per
// table: at scale 1 some 2.2 million entries.

type Trx = Transaction<Database>;

/** Who made the generated changes: the office's staff, by the user names they sign in with. */
export const GENERATED_STAFF = [
  'a.patel', 'j.smith', 'm.garcia', 'l.chen', 'k.okafor', 'r.novak', 's.kowalski', 'e.muller', 'd.rossi', 'n.haddad',
  'p.silva', 't.nguyen', 'h.jensen', 'f.dubois', 'c.murphy', 'y.tanaka', 'o.petrov', 'b.santos', 'g.ibrahim', 'i.larsen',
  'v.kumar', 'w.brown', 'z.ali', 'u.schmidt', 'q.martin', 'x.wong', 'ab.jones', 'cd.lopez', 'ef.kim', 'gh.taylor',
  'ij.moreau', 'kl.fischer', 'mn.costa', 'op.walsh', 'qr.sato', 'st.nowak', 'uv.berg', 'wx.popescu', 'yz.evans', 'aa.reid',
]; // prettier-ignore

/** The history's span: creates fall within it, a week short of now, so that each later change is still in the past. */
const SPAN_SECONDS = 3 * 365 * 86_400 - 7 * 86_400;

/** The generated tables that get a history, in the order they load. */
const HISTORIES: ResourceDefinition[] = [airlines, destinations, pilots, passengers, flights, planeTickets];

const createdAt = (step: number) =>
  sql`now() - interval '3 years' + make_interval(secs => (t.id::bigint * ${sql.lit(step)}) % ${sql.lit(SPAN_SECONDS)})`;
const staff = (salt: number) =>
  sql`(${sql.val(GENERATED_STAFF)}::text[])[1 + (t.id * 7 + ${sql.lit(salt)}) % ${sql.lit(GENERATED_STAFF.length)}]`;

/** Inserts the generated entries of every table, reporting the tables done; resolves to how many entries. */
export async function generateAuditHistory(trx: Trx, report: (done: number, total: number) => void): Promise<number> {
  let written = 0;
  for (const [position, definition] of HISTORIES.entries()) {
    report(position, HISTORIES.length);
    const step = 104_729 + position * 2;
    written += await insertEntries(
      trx,
      definition,
      'create',
      createdAt(step),
      staff(position),
      createdChanges(definition),
    );
    for (const change of CHANGES[definition.path] ?? []) {
      const at = sql`${createdAt(step)} + make_interval(days => 1 + t.id % 5, secs => t.id % 86400)`;
      written += await insertEntries(trx, definition, 'update', at, staff(position + 3), change.changes, change.which);
    }
  }
  report(HISTORIES.length, HISTORIES.length);
  return written;
}

function createdChanges(definition: ResourceDefinition): RawBuilder<unknown> {
  const fields = recordedFields(definition).map(
    (field) => sql`jsonb_build_object('field', ${sql.lit(field)}, 'after', ${sql.ref(`t.${field}`)})`,
  );
  return sql`jsonb_build_array(${sql.join(fields)})`;
}

/** One field's change to its present value, from the value `before` gives. */
const changedTo = (field: string, before: RawBuilder<unknown>) =>
  sql`jsonb_build_array(jsonb_build_object('field', ${sql.lit(field)}, 'before', ${before}, 'after', ${sql.ref(`t.${field}`)}))`;

/** The later changes of some records of a table: which ones, and what changed. */
const CHANGES: Record<string, { which: RawBuilder<boolean>; changes: RawBuilder<unknown> }[]> = {
  PlaneTickets: [
    { which: sql`t.id % 10 = 0`, changes: changedTo('seatNumber', sql`t.seat_number % 320 + 1`) },
    { which: sql`t.id % 10 = 5`, changes: changedTo('price', sql`t.price + 25`) },
  ],
  Flights: [
    {
      which: sql`t.id % 20 = 0`,
      changes: changedTo('departureTime', sql`to_char(t.departure_time - interval '30 minutes', 'HH24:MI:SS')`),
    },
  ],
  Pilots: [
    {
      which: sql`t.id % 10 = 0`,
      changes: changedTo(
        'flyingHours',
        sql`case when t.flying_hours >= 100 then t.flying_hours - 100 else t.flying_hours + 100 end`,
      ),
    },
  ],
};

async function insertEntries(
  trx: Trx,
  definition: ResourceDefinition,
  action: 'create' | 'update',
  at: RawBuilder<unknown>,
  userName: RawBuilder<unknown>,
  changes: RawBuilder<unknown>,
  which: RawBuilder<boolean> = sql`true`,
): Promise<number> {
  const result = await sql`insert into audit_entry (at, user_name, source, action, entity, record_id, changes)
    select ${at}, ${userName}, 'api', ${sql.lit(action)}, ${sql.lit(definition.path)}, t.id, ${changes}
    from ${sql.table(definition.table)} t where ${which}`.execute(trx);
  return Number(result.numAffectedRows ?? 0);
}
