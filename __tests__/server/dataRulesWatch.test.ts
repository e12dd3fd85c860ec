import type { DataRulesReport } from '../../src/domain/dataRules';
import { DataRulesWatch } from '../../server/dataRules/dataRulesWatch';
import { currentRequestScope, runInRequestScope } from '../../server/db/requestScope';
import { createTestDatabase, type TestDatabase } from './helpers/testDatabase';

// How fresh the data rules' report is: the health entry (the status page, every dashboard) answers the last report
// at once and reads the breaches again in the background once it is a minute old and the flights or tickets changed;
// only the first report is waited for.

let testDatabase: TestDatabase;
beforeAll(async () => {
  testDatabase = await createTestDatabase('seeded');
});
afterAll(() => testDatabase.dispose());

const report = (checkedAt: string): DataRulesReport => ({ checkedAt, rules: [] });

/** A read of the breaches that the test finishes when it wants; `started(n)` resolves once the n-th read began. */
function controlledReads() {
  const pending: ((report: DataRulesReport) => void)[] = [];
  const waiters: { n: number; resolve: () => void }[] = [];
  return {
    pending,
    read: () =>
      new Promise<DataRulesReport>((resolve) => {
        pending.push(resolve);
        for (const waiter of waiters.filter(({ n }) => n <= pending.length)) waiter.resolve();
      }),
    started: (n: number) =>
      new Promise<void>((resolve) => (pending.length >= n ? resolve() : waiters.push({ n, resolve }))),
  };
}

it('waits for the first report, then answers the last one at once and reads again in the background', async () => {
  let clock = 0;
  const reads = controlledReads();
  const watch = new DataRulesWatch(testDatabase.connection.db, () => clock, reads.read);

  const first = watch.recent();
  await reads.started(1);
  reads.pending[0]?.(report('first'));
  expect(await first).toEqual(report('first'));

  // Within the minute: the same report, nothing read.
  clock = 59_000;
  expect(await watch.recent()).toEqual(report('first'));
  expect(reads.pending).toHaveLength(1);

  // Past the minute, with a flight changed: the last report at once, a new read under way.
  await testDatabase.connection.db
    .updateTable('flight')
    .set({ departureTime: '09:05:00' })
    .where('id', '=', 1)
    .execute();
  clock = 61_000;
  expect(await watch.recent()).toEqual(report('first'));
  await reads.started(2);
  // While it reads, the last report still answers, and no second read starts.
  expect(await watch.recent()).toEqual(report('first'));
  expect(reads.pending).toHaveLength(2);

  reads.pending[1]?.(report('second'));
  // The background read's result is what `current()` gives once it is in (the records did not change since).
  expect(await watch.current()).toEqual(report('second'));
  expect(await watch.recent()).toEqual(report('second'));
});

it('reads nothing again when the flights and tickets did not change', async () => {
  const reads = controlledReads();
  const watch = new DataRulesWatch(testDatabase.connection.db, () => 0, reads.read);
  const first = watch.current();
  await reads.started(1);
  reads.pending[0]?.(report('only'));
  await first;
  expect(await watch.current()).toEqual(report('only'));
  expect(reads.pending).toHaveLength(1);
});

it('reads the report outside the request that asked first, so its client going away stops no other request', async () => {
  const reads = controlledReads();
  const scopes: unknown[] = [];
  const watch = new DataRulesWatch(testDatabase.connection.db, Date.now, () => {
    scopes.push(currentRequestScope());
    return reads.read();
  });
  const leaving = new AbortController();
  const first = runInRequestScope({ signal: leaving.signal }, () => watch.current());
  await reads.started(1);
  // The first client goes away while the read it started runs; a second request shares that read.
  leaving.abort();
  const second = watch.current();
  reads.pending[0]?.(report('shared'));
  expect(await second).toEqual(report('shared'));
  await expect(first).resolves.toEqual(report('shared'));
  expect(scopes).toEqual([undefined]);
});
