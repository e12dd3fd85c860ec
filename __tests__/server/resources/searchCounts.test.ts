import { sql } from 'kysely';
import { passengers } from '../../../server/resources/definitions/passengers';
import { findPage } from '../../../server/resources/repository';
import { createSearchCounts } from '../../../server/resources/searchCounts';
import { startResourceTests, type ResourceTests } from './support';

// A search's totalCount is remembered per table version (migration 0003) and must stay exact whatever changes the
// table, including changes made behind this instance's back (another instance, a script): the writes below go straight
// to the database, not through the API.

let t: ResourceTests;
beforeAll(async () => {
  t = await startResourceTests();
});
afterAll(() => t.close());

const TERM = 'Qzcount';
let serial = 0;

/** Inserts passengers with the last name `Qzcount<n>`, straight into the table; returns their ids. */
async function insertMatching(count: number): Promise<number[]> {
  const rows = Array.from({ length: count }, () => {
    serial += 1;
    const n = String(serial).padStart(4, '0');
    return {
      firstName: 'Count',
      lastName: `${TERM}${n}`,
      uprn: `777000000${n}`,
      passport: `Z0000${n}`,
      address: 'Somewhere',
      phone: '1',
    };
  });
  const inserted = await t.db.insertInto('passenger').values(rows).returning('id').execute();
  return inserted.map((row) => row.id);
}

/** Inserts one matching passenger with the triggers off: the table's version stays as it was. */
async function insertUnnoticed(firstName: string, suffix: string, serialNumber: string): Promise<void> {
  await t.db.transaction().execute(async (trx) => {
    await sql`set local session_replication_role = replica`.execute(trx);
    await trx
      .insertInto('passenger')
      .values({
        firstName,
        lastName: `${TERM}${suffix}`,
        uprn: `777000000${serialNumber}`,
        passport: `Z0000${serialNumber}`,
        address: 'Somewhere',
        phone: '1',
      })
      .execute();
  });
}

async function searchTotal(query = `lastName=${TERM.toLowerCase()}`, page = 1): Promise<number | 'none'> {
  const response = await t.user.get(`/Passengers/byFilter?${query}&page=${page}&pageSize=2`);
  if (response.statusCode === 204) return 'none';
  expect(response.statusCode).toBe(200);
  return (response.json() as { totalCount: number }).totalCount;
}

describe('a remembered search count', () => {
  it('is reused while nothing changes the table, also on other pages', async () => {
    await insertMatching(5);
    expect(await searchTotal()).toBe(5);
    // Triggers off: this insert leaves the version as it was, so only a remembered count can still say 5.
    await insertUnnoticed('Hidden', 'hidden', '9999');
    expect(await searchTotal()).toBe(5);
    expect(await searchTotal(`lastName=${TERM.toLowerCase()}`, 2)).toBe(5);
    // A search the server has not seen before counts, and sees the hidden row.
    expect(await searchTotal(`lastName=${TERM.toUpperCase()}`)).toBe(6);
    await t.db.deleteFrom('passenger').where('lastName', '=', `${TERM}hidden`).execute();
    expect(await searchTotal()).toBe(5);
  });

  it('follows an insert', async () => {
    const before = await searchTotal();
    if (before === 'none') throw new Error('expected matches');
    await insertMatching(2);
    expect(await searchTotal()).toBe(before + 2);
  });

  it('follows an update of the searched column, out of and into the search', async () => {
    const before = await searchTotal();
    if (before === 'none') throw new Error('expected matches');
    const [id] = await insertMatching(1);
    expect(await searchTotal()).toBe(before + 1);
    await t.db.updateTable('passenger').set({ lastName: 'Elsewhere' }).where('id', '=', Number(id)).execute();
    expect(await searchTotal()).toBe(before);
    await t.db
      .updateTable('passenger')
      .set({ lastName: `${TERM}back` })
      .where('id', '=', Number(id))
      .execute();
    expect(await searchTotal()).toBe(before + 1);
  });

  it('follows an update through the API', async () => {
    const before = await searchTotal();
    if (before === 'none') throw new Error('expected matches');
    const [id] = await insertMatching(1);
    expect(await searchTotal()).toBe(before + 1);
    const patched = await t.admin.patch(`/Passengers/${id}`, [{ op: 'replace', path: '/lastName', value: 'Other' }]);
    expect(patched.statusCode).toBeLessThan(300);
    expect(await searchTotal()).toBe(before);
  });

  it('follows a delete', async () => {
    const before = await searchTotal();
    if (before === 'none') throw new Error('expected matches');
    const [first] = await insertMatching(1);
    expect(await searchTotal()).toBe(before + 1);
    await t.db.deleteFrom('passenger').where('id', '=', Number(first)).execute();
    expect(await searchTotal()).toBe(before);
  });

  it('follows a truncate', async () => {
    expect(await searchTotal()).not.toBe('none');
    await sql`truncate plane_ticket, passenger`.execute(t.db);
    // Rows put back with triggers off: only the truncate itself can have told the server that its count is stale.
    // (The kept row count stays 0 as a result; nothing after this lists passengers.)
    await insertUnnoticed('Back', 'back', '8888');
    expect(await searchTotal()).toBe(1);
  });
});

describe('findPage', () => {
  it('remembers nothing inside a transaction, which may yet roll back', async () => {
    const counts = createSearchCounts();
    const lastName = passengers.searches.flatMap((search) => search.criteria).find((c) => c.param === 'lastName');
    if (lastName === undefined) throw new Error('passengers have no lastName criterion');
    const filter = { criteria: new Map([[lastName, TERM]]) };
    const page = { page: 1, pageSize: 2, offset: 0n };
    await t.db.transaction().execute(async (trx) => {
      expect((await findPage(trx, passengers, filter, page, counts)).totalCount).toBe(1);
    });
    expect(counts.size).toBe(0);
    expect((await findPage(t.db, passengers, filter, page, counts)).totalCount).toBe(1);
    expect(counts.size).toBe(1);
  });
});
