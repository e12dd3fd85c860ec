import { sql } from 'kysely';
import { addApiUser } from '../../server/accounts/apiUserAccounts';
import { usersToolActor } from '../../server/audit/auditActor';
import { pruneAuditEntries } from '../../server/audit/auditRetention';
import { setTimeout as delay } from 'node:timers/promises';
import { buildApp } from '../../server/app';
import { testConfig } from '../../server/config';
import { bearer, signIn, startTestApp } from './helpers/testApp';
import {
  createdId,
  expectProblem,
  expectValidation,
  startResourceTests,
  type Reply,
  type ResourceTests,
} from './resources/support';
import { demoDate as seedDay } from '../../server/db/seed/seedDates';

// The audit trail through the API (docs/audit-trail.md): an entry per write with exact values, none for a failed or
// refused write, never a password, who may read it, the restore of a deleted record, and retention. The users tool's
// entries are tested with the tool itself (users.test.ts).

let t: ResourceTests;
beforeAll(async () => {
  t = await startResourceTests();
});
afterAll(() => t.close());

interface Entry {
  id: number;
  at: string;
  userId: number | null;
  userName: string;
  source: string;
  action: string;
  entity: string;
  recordId: number;
  changes: Record<string, unknown>[];
  recordExists: boolean;
}

const history = async (entity: string, recordId: number, sort = 'at'): Promise<Entry[]> => {
  const response = await t.superAdmin.get(`/AuditLog?entity=${entity}&recordId=${recordId}&sort=${sort}&pageSize=20`);
  expect(response.statusCode).toBe(200);
  return (response.json() as { data: Entry[] }).data;
};
const entryCount = async () =>
  Number(
    (
      await t.db
        .selectFrom('auditEntry')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );
const idOf = async (userName: string) =>
  (await t.db.selectFrom('apiUser').select('apiUserId').where('userName', '=', userName).executeTakeFirstOrThrow())
    .apiUserId;

const ticket = (overrides: Record<string, unknown> = {}) => ({
  Price: 250.5,
  PurchaseDate: seedDay('2025-08-01'),
  SeatNumber: 4,
  PassengerId: 11,
  TravelClassId: 2,
  FlightId: 3,
  ...overrides,
});
const TICKET_AFTER = [
  { field: 'price', after: 250.5 },
  { field: 'purchaseDate', after: seedDay('2025-08-01') },
  { field: 'seatNumber', after: 4 },
  { field: 'passengerId', after: 11, refersTo: 'Passengers' },
  { field: 'travelClassId', after: 2, refersTo: 'TravelClasses' },
  { field: 'flightId', after: 3, refersTo: 'Flights' },
];

describe('an entry for every write', () => {
  it('records a create with every field, and who made it, in the same statement as the record', async () => {
    const id = createdId(await t.admin.post('/PlaneTickets', ticket()), 'PlaneTickets');
    const [created, ...others] = await history('PlaneTickets', id);
    expect(others).toEqual([]);
    expect(created).toEqual({
      id: expect.any(Number),
      at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/),
      userId: await idOf('aa'),
      userName: 'aa',
      source: 'api',
      action: 'create',
      entity: 'PlaneTickets',
      recordId: id,
      changes: TICKET_AFTER,
      recordExists: true,
    });
    expect(Math.abs(Date.parse(created?.at ?? '') - Date.now())).toBeLessThan(60_000);
  });

  it('records a replace (PUT) and a JSON Patch with the fields that changed, before and after', async () => {
    const id = createdId(
      await t.admin.post('/PlaneTickets', ticket({ SeatNumber: 5, PassengerId: 12 })),
      'PlaneTickets',
    );
    expect(
      (await t.superAdmin.put(`/PlaneTickets/${id}`, ticket({ SeatNumber: 6, Price: 99, PassengerId: 12 }))).statusCode,
    ).toBe(204);
    const patch = [{ op: 'replace', path: '/purchaseDate', value: seedDay('2025-08-02') }];
    expect((await t.admin.patch(`/PlaneTickets/${id}`, patch)).statusCode).toBe(200);
    const [, replaced, patched] = await history('PlaneTickets', id);
    expect(replaced).toMatchObject({
      action: 'update',
      userName: 'og',
      userId: await idOf('og'),
      changes: [
        { field: 'price', before: 250.5, after: 99 },
        { field: 'seatNumber', before: 5, after: 6 },
      ],
    });
    expect(patched).toMatchObject({
      action: 'update',
      userName: 'aa',
      changes: [{ field: 'purchaseDate', before: seedDay('2025-08-01'), after: seedDay('2025-08-02') }],
    });
  });

  it('records nothing for a save that changed nothing', async () => {
    const id = createdId(await t.admin.post('/Pilots', pilot('5550000000101')), 'Pilots');
    expect((await t.admin.put(`/Pilots/${id}`, pilot('5550000000101'))).statusCode).toBe(204);
    expect((await history('Pilots', id)).map((entry) => entry.action)).toEqual(['create']);
  });

  it('records a delete with every field the record had, and says the record is gone', async () => {
    const id = createdId(await t.admin.post('/Pilots', pilot('5550000000102')), 'Pilots');
    expect((await t.admin.delete(`/Pilots/${id}`)).statusCode).toBe(204);
    const entries = await history('Pilots', id, '-at');
    expect(entries.map(({ action, recordExists }) => ({ action, recordExists }))).toEqual([
      { action: 'delete', recordExists: false },
      { action: 'create', recordExists: false },
    ]);
    expect(entries[0]?.changes).toEqual([
      { field: 'firstName', before: 'Amelia' },
      { field: 'lastName', before: 'Earhart' },
      { field: 'uprn', before: '5550000000102' },
      { field: 'flyingHours', before: 1200 },
    ]);
  });

  it('leaves no entry for a failed or refused write', async () => {
    const before = await entryCount();
    const refused: Reply[] = [
      await t.admin.post('/Pilots', { FirstName: '' }),
      await t.user.post('/Pilots', pilot('5550000000103')),
      await t.admin.put('/Pilots/999999', pilot('5550000000104')),
      // Pilot 1 flies flights: a delete is refused (409).
      await t.admin.delete('/Pilots/1'),
      // A ticket for a passenger who does not exist.
      await t.admin.post('/PlaneTickets', ticket({ PassengerId: 999_999 })),
      await t.admin.patch('/Pilots/1', [{ op: 'replace', path: '/flyingHours', value: -5 }]),
    ];
    expect(refused.map((response) => response.statusCode)).toEqual([400, 403, 404, 409, 400, 400]);
    expect(await entryCount()).toBe(before);
  });

  it('records a password change as such, never with the password or its hash', async () => {
    const { apiUserId: id } = await addApiUser(
      t.db,
      { userName: 'auditee', password: 'first-secret-1', roles: 'User' },
      usersToolActor(),
    );
    const put = await t.superAdmin.put(`/ApiUsers/${id}`, {
      ApiUserId: id,
      UserName: 'auditee',
      Password: 'a-new-secret-9',
      Roles: 'Admin',
    });
    expect(put.statusCode).toBe(204);
    const updates = (await history('ApiUsers', id)).filter((entry) => entry.action === 'update');
    expect(updates.map((entry) => entry.changes)).toEqual([
      [
        { field: 'roles', before: 'User', after: 'Admin' },
        { field: 'password', summary: 'password changed' },
      ],
    ]);
    const stored = await t.db.selectFrom('apiUser').select('password').where('apiUserId', '=', id).executeTakeFirst();
    const everything = JSON.stringify(await t.db.selectFrom('auditEntry').selectAll().execute());
    expect(everything).not.toContain('a-new-secret-9');
    expect(everything).not.toContain(String(stored?.password));
    expect(everything).not.toMatch(/argon2/);
  });
});

const pilot = (uprn: string) => ({ FirstName: 'Amelia', LastName: 'Earhart', UPRN: uprn, FlyingHours: 1200 });

describe('GET /AuditLog', () => {
  it('is for Admin and SuperAdmin; entries about API users for SuperAdmin only', async () => {
    expect((await t.testApp.app.inject({ method: 'GET', url: '/api/v1/AuditLog' })).statusCode).toBe(401);
    expectProblem(await t.user.get('/AuditLog'), 403);
    expectProblem(await t.admin.get('/AuditLog?entity=ApiUsers'), 403, {
      detail: 'Entries about API users are for the SuperAdmin role only.',
    });
    const all = async (client: typeof t.admin) =>
      ((await client.get('/AuditLog?pageSize=20')).json() as { data: Entry[]; totalCount: number }).data;
    expect((await all(t.admin)).some((entry) => entry.entity === 'ApiUsers')).toBe(false);
    expect((await all(t.superAdmin)).some((entry) => entry.entity === 'ApiUsers')).toBe(true);
  });

  it('filters by entity, record, user (any letter case), action and period, newest first by default', async () => {
    const id = createdId(await t.superAdmin.post('/Airlines', { Name: 'Audit Air' }), 'Airlines');
    await t.admin.put(`/Airlines/${id}`, { Id: id, Name: 'Audit Air 2' });
    const today = new Date().toISOString().slice(0, 10);
    const page = await t.admin.get(`/AuditLog?entity=airlines&userName=OG&action=create&from=${today}&to=${today}`);
    expect(page.json()).toMatchObject({ pageNumber: 1, pageSize: 10, totalCount: 1, totalPages: 1, lastPage: 1 });
    expect(page.json().data[0]).toMatchObject({ recordId: id, userName: 'og', action: 'create' });

    const newestFirst = (await t.admin.get(`/AuditLog?entity=Airlines&recordId=${id}`)).json().data as Entry[];
    expect(newestFirst.map((entry) => entry.action)).toEqual(['update', 'create']);
    const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
    const before = await t.admin.get(`/AuditLog?entity=Airlines&recordId=${id}&to=${yesterday}`);
    expect(before.json()).toMatchObject({ data: [], totalCount: 0, totalPages: 0 });
  });

  it('totals the whole trail and each entity exactly, as counts kept at commit', async () => {
    const counted = async (where: (entity: string) => boolean) =>
      (await t.db.selectFrom('auditEntry').select('entity').execute()).filter((row) => where(row.entity)).length;
    const total = async (client: typeof t.admin, query = '') =>
      ((await client.get(`/AuditLog${query}`)).json() as { totalCount: number }).totalCount;
    expect(await total(t.superAdmin)).toBe(await counted(() => true));
    expect(await total(t.admin)).toBe(await counted((entity) => entity !== 'ApiUsers'));
    expect(await total(t.admin, '?entity=PlaneTickets')).toBe(await counted((entity) => entity === 'PlaneTickets'));
    expect(await total(t.superAdmin, '?entity=ApiUsers')).toBe(await counted((entity) => entity === 'ApiUsers'));
    expect(await total(t.admin)).toBeGreaterThan(0);
  });

  it('names every bad filter in one 400', async () => {
    expectValidation(
      await t.admin.get('/AuditLog?entity=Planes&recordId=0&action=erase&from=2026-02-30&to=yesterday&sort=when'),
      {
        entity: [
          'There is no entity "Planes". It is one of: Airlines, ApiUsers, Destinations, Flights, Passengers, Pilots, PlaneTickets, TravelClasses.',
        ],
        recordId: ['The record id must be a whole number from 1.'],
        action: ['The action is one of create, update, delete, restore.'],
        from: ['"2026-02-30" is neither a date (YYYY-MM-DD) nor a date and time (such as 2026-11-28T14:30Z).'],
        to: ['"yesterday" is neither a date (YYYY-MM-DD) nor a date and time (such as 2026-11-28T14:30Z).'],
        sort: ['Sort by -at (newest first) or at (oldest first).'],
      },
    );
    expectValidation(await t.admin.get('/AuditLog?from=2026-03-02&to=2026-03-01'), {
      to: ['The end of the period is before its start.'],
    });
  });

  it('has no route that changes or deletes an entry, and the database refuses it too', async () => {
    for (const method of ['PUT', 'PATCH', 'DELETE', 'POST'] as const) {
      const response = await t.testApp.app.inject({ method, url: '/api/v1/AuditLog/1', headers: bearer(t.adminToken) });
      expect(response.statusCode).toBe(404);
    }
    await expect(sql`update audit_entry set user_name = 'someone else'`.execute(t.db)).rejects.toThrow(/append-only/);
    await expect(sql`delete from audit_entry`.execute(t.db)).rejects.toThrow(/append-only/);
  });
});

describe('POST /{Entity}/{id}/restore', () => {
  it('brings a deleted record back with its id and fields (201), and records the restore', async () => {
    const id = createdId(
      await t.admin.post('/PlaneTickets', ticket({ SeatNumber: 9, PassengerId: 13 })),
      'PlaneTickets',
    );
    const original = (await t.admin.get(`/PlaneTickets/${id}`)).json();
    expect((await t.admin.delete(`/PlaneTickets/${id}`)).statusCode).toBe(204);

    const restored = await t.admin.post(`/PlaneTickets/${id}/restore`, undefined);
    expect(restored.statusCode).toBe(201);
    expect(restored.headers.location).toBe(`/api/v1/PlaneTickets/${id}`);
    expect(restored.json()).toEqual(original);
    expect((await t.user.get(`/PlaneTickets/${id}`)).json()).toEqual(original);
    const last = (await history('PlaneTickets', id, '-at'))[0];
    expect(last).toMatchObject({ action: 'restore', userName: 'aa', recordExists: true });
    const changed: Record<string, number> = { seatNumber: 9, passengerId: 13 };
    expect(last?.changes).toEqual(
      TICKET_AFTER.map((change) => ({ ...change, after: changed[change.field] ?? change.after })),
    );
  });

  it('answers 409 when the id is there again, and 404 when nothing was deleted', async () => {
    const id = createdId(await t.admin.post('/Pilots', pilot('5550000000105')), 'Pilots');
    expectProblem(await t.admin.post(`/Pilots/${id}/restore`, undefined), 409, {
      detail: `Pilot ${id} cannot be restored: Pilot ${id} exists.`,
    });
    await t.admin.delete(`/Pilots/${id}`);
    expect((await t.admin.post(`/Pilots/${id}/restore`, undefined)).statusCode).toBe(201);
    expectProblem(await t.admin.post(`/Pilots/${id}/restore`, undefined), 409);
    expectProblem(await t.admin.post('/Pilots/999999/restore', undefined), 404, {
      detail: 'There is no deletion of Pilot 999999 to restore.',
    });
  });

  it('answers 409 naming the record it refers to when that one is gone, and changes nothing', async () => {
    const flight = createdId(
      await t.admin.post('/Flights', {
        DepartureDate: seedDay('2025-09-01'),
        DepartureTime: '07:45',
        AirlineId: 11,
        DestinationId: 11,
        PilotId: 11,
      }),
      'Flights',
    );
    const id = createdId(await t.admin.post('/PlaneTickets', ticket({ FlightId: flight })), 'PlaneTickets');
    await t.admin.delete(`/PlaneTickets/${id}`);
    expect((await t.admin.delete(`/Flights/${flight}`)).statusCode).toBe(204);
    const before = await entryCount();
    expectProblem(await t.admin.post(`/PlaneTickets/${id}/restore`, undefined), 409, {
      detail: `Plane ticket ${id} cannot be restored: Flight ${flight}, which it refers to, no longer exists.`,
    });
    expect(await entryCount()).toBe(before);
    expectProblem(await t.admin.get(`/PlaneTickets/${id}`), 404);
  });

  it('is for Admin and SuperAdmin, and for API users SuperAdmin only, who gets the user back able to sign in', async () => {
    const id = createdId(await t.admin.post('/Pilots', pilot('5550000000106')), 'Pilots');
    await t.admin.delete(`/Pilots/${id}`);
    expectProblem(await t.user.post(`/Pilots/${id}/restore`, undefined), 403);

    const userId = await idOf('auditee');
    const password = (
      await t.db.selectFrom('apiUser').select('password').where('apiUserId', '=', userId).executeTakeFirstOrThrow()
    ).password;
    expect((await t.superAdmin.delete(`/ApiUsers/${userId}`)).statusCode).toBe(204);
    expectProblem(await t.admin.post(`/ApiUsers/${userId}/restore`, undefined), 403);
    const restored = await t.superAdmin.post(`/ApiUsers/${userId}/restore`, undefined);
    expect(restored.statusCode).toBe(201);
    expect(restored.json()).toMatchObject({ apiUserId: userId, userName: 'auditee', password });
    // Its password was changed to a-new-secret-9 above.
    expect(await signIn(t.testApp.app, { userName: 'auditee', password: 'a-new-secret-9' })).toMatch(/^ey/);
  });
});

describe('retention', () => {
  const insertOld = (testDb: typeof t.db, daysAgo: number, recordId: number) =>
    sql`insert into audit_entry (at, user_name, source, action, entity, record_id, changes)
        values (now() - make_interval(days => ${daysAgo}), 'aa', 'api', 'update', 'Pilots', ${recordId}, '[]')`.execute(
      testDb,
    );

  it('prunes the entries older than the retention period, and only those', async () => {
    await insertOld(t.db, 400, 900_001);
    await insertOld(t.db, 20, 900_002);
    expect(await pruneAuditEntries(t.db, 365)).toBe(1);
    const left = await t.db.selectFrom('auditEntry').select('recordId').where('recordId', '>', 900_000).execute();
    expect(left).toEqual([{ recordId: 900_002 }]);
    const pilots = await t.db.selectFrom('auditEntry').select('id').where('entity', '=', 'Pilots').execute();
    expect((await t.admin.get('/AuditLog?entity=Pilots')).json().totalCount).toBe(pilots.length);
  });

  it('prunes when the server starts with AUDIT_RETENTION_DAYS', async () => {
    const first = await startTestApp({ seed: false });
    try {
      await insertOld(first.database.db, 40, 900_003);
      await insertOld(first.database.db, 10, 900_004);
      const config = testConfig({ databaseUrl: first.config.databaseUrl, auditRetentionDays: 30 });
      const restarted = await buildApp({ config, database: first.database });
      try {
        // The start's prune runs in the background, so that a long one does not hold the server: wait for it.
        const left = () =>
          first.database.db.selectFrom('auditEntry').select('recordId').where('recordId', '>', 900_000).execute();
        for (let wait = 0; wait < 200 && (await left()).length > 1; wait++) await delay(50);
        expect(await left()).toEqual([{ recordId: 900_004 }]);
      } finally {
        await restarted.close();
      }
    } finally {
      await first.close();
    }
  });
});
