import fc from 'fast-check';
import { sql } from 'kysely';
import { RESOURCES } from '../../../server/resources/definitions';
import { tableNameOf } from '../../../server/resources/sqlNames';
import { validRecordText } from '../helpers/bodyArbitraries';
import { sendChecked } from '../helpers/checkedRequest';
import { propertyParameters, propertyTimeout, writerTokens } from '../helpers/propertyRuns';
import { pathId } from '../helpers/queryArbitraries';
import { type Actor } from '../helpers/routeCatalogue';
import { bearer, DEMO_USERS, startTestApp, type TestApp } from '../helpers/testApp';
import { snapshotTables } from '../helpers/tableSnapshot';

// GET, PUT, PATCH and DELETE of /{Resource}/{id} on every resource with path ids that are not plain ids: negative,
// zero, fractions, exponents, spaces, huge numbers, other digits, malformed percent-encodings. Decision D-39: an id
// that is not a whole number ≥ 0 is a 400, a whole one is found or a 404 (or a 409 for a delete of a referenced row);
// the read-only travel classes answer 405 to writes; never a 5xx, always problem+json when it is not a success, and a
// successful DELETE removes exactly that row.

let testApp: TestApp;
let tokens: Record<Actor, string>;
let tokenUserIds: number[];

beforeAll(async () => {
  testApp = await startTestApp();
  tokens = await writerTokens(testApp.app);
  const { rows } = await sql<{ apiUserId: number }>`select api_user_id from api_user
    where user_name in (${DEMO_USERS.admin.userName}, ${DEMO_USERS.superAdmin.userName})`.execute(testApp.database.db);
  tokenUserIds = rows.map((row) => row.apiUserId);
});
afterAll(() => testApp.close());

const DEFINITIONS = new Map(RESOURCES.map(({ definition }) => [definition.path, definition]));
const METHODS = ['GET', 'PUT', 'PATCH', 'DELETE'] as const;

/** What each method may answer for an id written as a whole number ≥ 0 (a 404 when no row has it). */
const FOR_WHOLE_ID: Record<(typeof METHODS)[number], number[]> = {
  GET: [200, 404],
  PUT: [204, 400, 404, 409],
  PATCH: [200, 400, 404, 409],
  DELETE: [204, 404, 409],
};

/**
 * How the API reads a path id (D-39): a whole number ≥ 0 ('whole'), a negative one (400), anything else that is
 * not an integer (400: fractions, exponents, spaces, other digits, NUL, a malformed percent-encoding), or a spelling
 * the rules leave open ('+1', '-0', '..').
 */
function idKind(id: string): 'whole' | 'refused' | 'open' {
  let decoded: string;
  try {
    decoded = decodeURIComponent(id);
  } catch {
    return 'refused';
  }
  if (/^\d+$/.test(decoded)) return 'whole';
  // '..' is a dot segment: the client resolves it before sending (/api/v1/Airlines/.. is /api/v1/).
  if (/^\+\d+$/.test(decoded) || /^-0+$/.test(decoded) || decoded === '..') return 'open';
  return 'refused';
}

/** The statuses allowed for the request; an id longer than the router takes may also be refused as too long (414). */
function allowedFor(writable: boolean, method: (typeof METHODS)[number], id: string): number[] {
  const tooLong = id.length > 100 ? [414] : [];
  const kind = idKind(id);
  if (kind === 'open') return [...new Set([...FOR_WHOLE_ID[method], 400, 404, 405, ...tooLong])];
  if (!writable && method !== 'GET') return [405, ...(kind === 'refused' ? [400] : []), ...tooLong];
  return [...(kind === 'whole' ? FOR_WHOLE_ID[method] : [400]), ...tooLong];
}

/** Whether the server may read the id as a user whose token the test needs (' 1 ', '+1' and '1e0' are 1). */
function namesTokenUser(id: string): boolean {
  try {
    return tokenUserIds.includes(Number(decodeURIComponent(id)));
  } catch {
    return false;
  }
}

const idRequest = fc
  .tuple(fc.constantFrom(...DEFINITIONS.keys()), fc.constantFrom(...METHODS), pathId)
  .filter(
    ([path, method, id]) =>
      method === 'GET' || DEFINITIONS.get(path)?.access.write !== 'superAdmin' || !namesTokenUser(id),
  )
  .chain(([path, method, id]) => {
    const fields = DEFINITIONS.get(path)?.fields;
    const body =
      fields === undefined || method === 'GET' || method === 'DELETE'
        ? fc.constant(undefined)
        : method === 'PUT'
          ? validRecordText(fields)
          : fc.constant(JSON.stringify([{ op: 'test', path: `/${Object.keys(fields)[0] ?? ''}`, value: 'x' }]));
    return fc.record({ path: fc.constant(path), method: fc.constant(method), id: fc.constant(id), body });
  });

describe('path ids on every resource', () => {
  it(
    'answer 400 unless written as a whole number, never a 5xx, and a refusal changes nothing',
    async () => {
      await fc.assert(
        fc.asyncProperty(idRequest, async ({ path, method, id, body }) => {
          const definition = DEFINITIONS.get(path);
          if (definition === undefined) throw new Error(`no resource ${path}`);
          const actor: Actor = definition.access.write === 'superAdmin' ? 'superAdmin' : 'admin';
          const url = `/api/v1/${path}/${id}`;
          const headers = {
            ...bearer(tokens[actor]),
            ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          };
          const allowed = allowedFor(definition.fields !== undefined, method, id);
          const db = testApp.database.db;
          const before = method === 'DELETE' ? await snapshotTables(db) : undefined;
          const response = await sendChecked(testApp.app, db, { method, url, headers, payload: body }, allowed);
          // For a whole id, a 400 is about the body (a parent deleted meanwhile), never about the id.
          if (idKind(id) === 'whole' && response.statusCode === 400)
            expect(response.json().errors).not.toHaveProperty('id');
          if (response.statusCode === 405) {
            expect(String(response.headers.allow).split(', ')).toEqual(expect.arrayContaining(['GET']));
            expect(String(response.headers.allow).split(', ')).not.toContain(method);
          }
          if (before === undefined || response.statusCode !== 204) return;
          // A successful delete removes one row of the resource's table and nothing else, apart from that table's
          // kept row count (migration 0002), which must follow, and the one audit entry that records it (with, for
          // an API user, its kept password hash: migration 0011).
          const after = await snapshotTables(db);
          const table = tableNameOf(definition.table);
          expect(after[table]?.rowCount).toBe((before[table]?.rowCount ?? 0) - 1);
          const kept = await sql<{ n: string }>`select n from row_count where table_name = ${table}`.execute(db);
          expect(Number(kept.rows[0]?.n)).toBe(after[table]?.rowCount);
          expect(after.audit_entry?.rowCount).toBe((before.audit_entry?.rowCount ?? 0) + 1);
          const audit = ['audit_entry', 'audit_kept_secret'];
          const untouched = (name: string) => name !== table && name !== 'row_count' && !audit.includes(name);
          for (const table of Object.keys(before).filter(untouched)) {
            expect([table, after[table]]).toEqual([table, before[table]]);
          }
          expect((await testApp.app.inject({ method: 'GET', url, headers: bearer(tokens[actor]) })).statusCode).toBe(
            404,
          );
        }),
        propertyParameters(150),
      );
    },
    propertyTimeout(),
  );
});
