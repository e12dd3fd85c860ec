import { readdirSync, readlinkSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'kysely';
import { testConfig } from '../../server/config';
import { ExportQueue, ExportQueueFull } from '../../server/exports/exportQueue';
import { bearer, DEMO_USERS, signIn, startTestApp, type TestApp } from './helpers/testApp';

// Exports of every row take turns and never wait for their reader with the database (D-101, D-102): the rows are
// spooled at the database's speed, a reader who stops is dropped after EXPORT_STALL_SECONDS with the spool removed,
// and the exports beyond the limits wait in line (their place asked by ticket) or are refused with Retry-After.

const STALL_MS = 1500;
let t: TestApp;
let port: number;
let admin: string;
let superAdmin: string;

beforeAll(async () => {
  const defaults = testConfig().exports;
  t = await startTestApp({
    config: { exports: { ...defaults, runningMax: 1, perUserMax: 1, waitingMax: 2, stallMs: STALL_MS } },
  });
  // More bytes than the sockets' buffers hold (some 14 MB), so that a reader who stops holds the rest of the file up.
  // The free-text indexes go first: this file's database is its own, and they took most of a minute to fill.
  const { rows: indexes } = await sql<{ name: string }>`
    select indexname as name from pg_indexes where tablename = 'passenger' and indexdef like '%gin%'`.execute(
    t.database.db,
  );
  for (const { name } of indexes) await sql`drop index ${sql.id(name)}`.execute(t.database.db);
  await sql`
    insert into passenger (first_name, last_name, uprn, passport, address, phone)
    select 'Many', 'Row' || n, '9' || lpad(n::text, 12, '0'), 'Q' || lpad(n::text, 8, '0'),
      n || repeat(' Long Street', 15), '555-0100'
    from generate_series(1, 70000) as n`.execute(t.database.db);
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  port = (t.app.server.address() as AddressInfo).port;
  admin = await signIn(t.app, DEMO_USERS.admin);
  superAdmin = await signIn(t.app, DEMO_USERS.superAdmin);
}, 180_000);
afterAll(() => t.close());

interface Download {
  response: Promise<http.IncomingMessage>;
  request: http.ClientRequest;
}

/** An export of every passenger as CSV, uncompressed, named by its ticket. */
function exportPassengers(token: string, ticket: string): Download {
  let request!: http.ClientRequest;
  const response = new Promise<http.IncomingMessage>((resolve, reject) => {
    request = http.get(
      {
        host: '127.0.0.1',
        port,
        path: '/api/v1/Passengers/export/csv?getAll=true',
        headers: { ...bearer(token), 'x-export-ticket': ticket },
      },
      resolve,
    );
    request.on('error', reject);
  });
  return { response, request };
}

const bodyOf = (response: http.IncomingMessage) =>
  new Promise<string>((resolve, reject) => {
    const chunks: Buffer[] = [];
    response.on('data', (chunk: Buffer) => chunks.push(chunk));
    response.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    response.on('error', reject);
  });

const queueState = async (token: string, ticket: string) => {
  const reply = await t.app.inject({ url: `/api/v1/Exports/queue/${ticket}`, headers: bearer(token) });
  return { status: reply.statusCode, body: reply.json<Record<string, unknown>>() };
};

/** The spool files this process holds open (unlinked at once, so /proc names them '(deleted)'). */
const openSpools = () =>
  readdirSync('/proc/self/fd').filter((fd) => {
    try {
      return readlinkSync(`/proc/self/fd/${fd}`).includes('airport-export-');
    } catch {
      return false;
    }
  }).length;

async function until(condition: () => Promise<boolean> | boolean, timeoutMs = 20_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error('The condition did not hold in time.');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

it('drops a reader who stopped, removes the spool, and lets the waiting exports run in their order', async () => {
  const stalled = exportPassengers(admin, 'stalled-0001');
  const stalledResponse = await stalled.response;
  expect(stalledResponse.statusCode).toBe(200);
  stalledResponse.pause();
  await until(async () => (await queueState(admin, 'stalled-0001')).body.state === 'running');
  expect(openSpools()).toBe(1);

  // The reader reads nothing, yet the database is free: a list page answers at once, on the embedded database's one
  // connection too, and no session of the server's is left inside a transaction.
  const list = await t.app.inject({ url: '/api/v1/Airlines?page=1', headers: bearer(admin) });
  expect(list.statusCode).toBe(200);
  if (t.database.engine === 'postgres') {
    await until(async () => {
      const { rows } = await sql<{ n: number }>`
        select count(*)::int as n from pg_stat_activity
        where datname = current_database() and state like 'idle in transaction%'`.execute(t.database.db);
      return rows[0]?.n === 0;
    });
  }

  // The next two wait in line, each asking where it is; the owner alone may ask.
  const second = exportPassengers(superAdmin, 'second-0001');
  await until(async () => (await queueState(superAdmin, 'second-0001')).status === 200);
  expect((await queueState(superAdmin, 'second-0001')).body).toEqual({
    ticket: 'second-0001',
    state: 'waiting',
    position: 1,
    waiting: 1,
  });
  expect((await queueState(admin, 'second-0001')).status).toBe(404);
  const third = exportPassengers(admin, 'third-00001');
  await until(async () => (await queueState(admin, 'third-00001')).status === 200);
  expect((await queueState(admin, 'third-00001')).body).toMatchObject({ state: 'waiting', position: 2, waiting: 2 });

  // One more of aa's: one running and one waiting is all a user may have.
  const refused = await exportPassengers(admin, 'refused-0001').response;
  expect(refused.statusCode).toBe(429);
  expect(refused.headers['retry-after']).toBe('30');
  expect(refused.headers['content-type']).toContain('application/problem+json');
  await bodyOf(refused);

  // The stalled reader is dropped after the bound; its spool goes with it, and the next in line begins.
  // (The client, reading nothing, does not even see its connection close: the server is the witness.)
  const secondResponse = await second.response;
  expect(stalledResponse.complete).toBe(false);
  stalled.request.destroy();
  expect(secondResponse.statusCode).toBe(200);
  const rows = Number(secondResponse.headers['x-export-rows']);
  expect(rows).toBeGreaterThan(70_000);
  const secondBody = await bodyOf(secondResponse);
  expect(secondBody.split('\r\n').length - 2).toBe(rows);

  const thirdResponse = await third.response;
  expect(thirdResponse.statusCode).toBe(200);
  expect(await bodyOf(thirdResponse)).toBe(secondBody);
  await until(() => openSpools() === 0 && t.app.everyRowExports.queue.counts().running === 0);
  expect(t.app.everyRowExports.queue.counts()).toEqual({ running: 0, waiting: 0 });
}, 120_000);

it('refuses a ticket that is not one', async () => {
  const reply = await t.app.inject({
    url: '/api/v1/Airlines/export/csv?getAll=true',
    headers: { ...bearer(admin), 'x-export-ticket': 'no spaces!' },
  });
  expect(reply.statusCode).toBe(400);
  expect(reply.json<{ detail: string }>().detail).toContain('x-export-ticket');
});

describe('the queue', () => {
  const never = new AbortController().signal;

  it('refuses with 503 once as many wait as allowed, and gives a waiting place up when its client goes', async () => {
    const queue = new ExportQueue({ running: 1, perUser: 2, waiting: 1 });
    const endFirst = await queue.enter('a', 'aa', never);
    const leaving = new AbortController();
    const waiting = queue.enter('b', 'og', leaving.signal);
    await expect(queue.enter('c', 'bb', never)).rejects.toEqual(new ExportQueueFull('server'));
    leaving.abort(new Error('gone'));
    await expect(waiting).rejects.toThrow('gone');
    const next = queue.enter('c', 'bb', never);
    expect(queue.stateOf('c', 'bb')).toEqual({ state: 'waiting', position: 1, waiting: 1 });
    endFirst();
    endFirst();
    (await next)();
    expect(queue.counts()).toEqual({ running: 0, waiting: 0 });
  });

  it("passes over a user at their limit for the next one's export", async () => {
    const queue = new ExportQueue({ running: 2, perUser: 1, waiting: 5 });
    const endA = await queue.enter('a1', 'aa', never);
    const endX = await queue.enter('x1', 'xx', never);
    let started = '';
    void queue.enter('a2', 'aa', never).then(() => (started += 'a2 '));
    void queue.enter('o1', 'og', never).then(() => (started += 'o1 '));
    expect(queue.stateOf('o1', 'og')).toEqual({ state: 'waiting', position: 2, waiting: 2 });
    endX();
    await new Promise((resolve) => setImmediate(resolve));
    expect(started).toBe('o1 ');
    endA();
    await new Promise((resolve) => setImmediate(resolve));
    expect(started).toBe('o1 a2 ');
  });
});
