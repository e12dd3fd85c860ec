import Fastify, { type FastifyInstance } from 'fastify';
import { CompiledQuery } from 'kysely';
import { eventLoopShare } from '../../server/exports/exportDocument';
import { rowsInBatches } from '../../server/exports/exportRows';
import type { DtoRow } from '../../server/resources/dtoRows';
import { countRequestsInFlight, interactiveRequestsBusy } from '../../server/http/requestsInFlight';
import { startTestApp } from './helpers/testApp';

// An export gives way to the requests someone is waiting for now: while they are being answered it works in short
// slices with waits between them, and at full speed again once they are done.

let app: FastifyInstance;
/** Requests to /slow wait for this to be called. */
let release: () => void = () => undefined;

beforeAll(async () => {
  app = Fastify();
  countRequestsInFlight(app);
  const slow = async () => {
    await new Promise<void>((resolve) => (release = resolve));
    return 'done';
  };
  app.get('/slow', slow);
  app.get('/slow-export', { config: { background: true } }, slow);
  await app.ready();
});
afterAll(() => app.close());

/** Resolves, with its answer to come, once the server has the request in hand (its handler waits for `release`). */
async function startRequest(path: string): Promise<{ answer: Promise<string> }> {
  const previous = release;
  const answer = app.inject({ method: 'GET', url: path }).then((response) => response.body);
  while (release === previous) await new Promise((resolve) => setTimeout(resolve, 5));
  return { answer };
}

async function untilQuiet() {
  while (interactiveRequestsBusy()) await new Promise((resolve) => setTimeout(resolve, 5));
}

/**
 * How long the share's turn waits on a timer, or null when it goes on without one (at the next round of the event
 * loop): read from the timer it sets, not from a race against the clock, which a busy machine could lose either way.
 */
async function timerOfTurn(share: ReturnType<typeof eventLoopShare>): Promise<number | null> {
  const timers = jest.spyOn(globalThis, 'setTimeout');
  try {
    await share.turn();
    const set = timers.mock.calls.find(([, delay]) => typeof delay === 'number');
    return set === undefined ? null : Number(set[1]);
  } finally {
    timers.mockRestore();
  }
}

/**
 * The clock the share reads, held still and moved by `work`: a slice is one millisecond, which a loaded machine could
 * lose anywhere between two lines of a test, so the test decides when time passes.
 */
const clock = { now: 0 };
const holdTheClock = () => {
  clock.now = performance.now();
  jest.spyOn(performance, 'now').mockImplementation(() => clock.now);
};
afterEach(() => jest.restoreAllMocks());

/** The thread kept busy for `ms`, as formatting rows does. */
function work(ms: number) {
  clock.now += ms;
}

it('counts an interactive request as busy while it is answered, and not an export', async () => {
  await untilQuiet();
  const exporting = await startRequest('/slow-export');
  expect(interactiveRequestsBusy()).toBe(false);
  release();
  expect(await exporting.answer).toBe('done');

  await untilQuiet();
  const listing = await startRequest('/slow');
  expect(interactiveRequestsBusy()).toBe(true);
  release();
  expect(await listing.answer).toBe('done');
  // Quiet again shortly after the answer: the export goes back to full speed.
  await untilQuiet();
  expect(interactiveRequestsBusy()).toBe(false);
});

it('lets an export go on at once on a quiet server, and makes it wait while a request is being answered', async () => {
  await untilQuiet();
  holdTheClock();
  const quiet = eventLoopShare();
  work(2);
  expect(quiet.due()).toBe(true);
  expect(await timerOfTurn(quiet)).toBeNull();
  expect(quiet.due()).toBe(false);

  const listing = await startRequest('/slow');
  const busy = eventLoopShare();
  work(5);
  // It waits twice as long as it worked (5 ms or more).
  expect(await timerOfTurn(busy)).toBeGreaterThanOrEqual(10);
  release();
  expect(await listing.answer).toBe('done');
});

it('reads every row once, in order, when its cursor stops reading ahead while requests are answered', async () => {
  const { database, close } = await startTestApp();
  try {
    const statement: CompiledQuery<DtoRow> = CompiledQuery.raw('select id from pilot order by id', []);
    const expected = (await database.db.executeQuery(statement)).rows.map(({ id }) => id);
    expect(expected.length).toBeGreaterThan(6);
    const read = async () => {
      const ids: unknown[] = [];
      for await (const batch of rowsInBatches(database.db, statement, 3)) ids.push(...batch.map((row) => row.id));
      return ids;
    };
    expect(await read()).toEqual(expected);
    const listing = await startRequest('/slow');
    expect(await read()).toEqual(expected);
    release();
    expect(await listing.answer).toBe('done');
  } finally {
    await close();
  }
});
