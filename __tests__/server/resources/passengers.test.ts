import {
  createdId,
  expectNoChange,
  expectProblem,
  expectValidation,
  idsOf,
  startResourceTests,
  type ResourceTests,
} from './support';
import { PASSENGER_COLUMNS } from '../../../server/resources/definitions/dtoColumns';

// Passengers as a client sees them (decisions D-23, D-44, D-46): CRUD, rules, unique UPRN and
// passport, the name and filter searches.

let t: ResourceTests;
beforeAll(async () => {
  t = await startResourceTests();
});
afterAll(() => t.close());

/** The stored row, as its DTO's columns (not the search text the database derives from them). */
const passenger = (id: number) =>
  t.db.selectFrom('passenger').select(PASSENGER_COLUMNS).where('id', '=', id).executeTakeFirst();

/** A valid create body; `n` keeps UPRN and passport unique between tests. */
const body = (n: number) => ({
  FirstName: 'Ada',
  LastName: 'Lovelace',
  UPRN: `99900000000${String(n).padStart(2, '0')}`,
  Passport: `Q000000${String(n).padStart(2, '0')}`,
  Address: '12 St James Square, London',
  Phone: '+44 20 0000 0000',
});
const dtoOf = (id: number, b: ReturnType<typeof body>) => ({
  id,
  firstName: b.FirstName,
  lastName: b.LastName,
  uprn: b.UPRN,
  passport: b.Passport,
  address: b.Address,
  phone: b.Phone,
});

describe('creating, reading, replacing and deleting a passenger', () => {
  it('creates (201, Location, DTO), reads, replaces every field (204) and deletes (204, then 404)', async () => {
    const created = await t.admin.post('/Passengers', body(1));
    const id = createdId(created, 'Passengers');
    expect(created.json()).toEqual(dtoOf(id, body(1)));
    expect(await passenger(id)).toEqual(dtoOf(id, body(1)));
    expect((await t.user.get(`/Passengers/${id}`)).json()).toEqual(dtoOf(id, body(1)));

    const next = { ...body(2), FirstName: 'Grace', LastName: 'Hopper', Address: 'Arlington', Phone: '555' };
    expect((await t.admin.put(`/Passengers/${id}`, { Id: id, ...next })).statusCode).toBe(204);
    expect((await t.user.get(`/Passengers/${id}`)).json()).toEqual(dtoOf(id, next));

    expect((await t.admin.delete(`/Passengers/${id}`)).statusCode).toBe(204);
    expectProblem(await t.user.get(`/Passengers/${id}`), 404);
    expect(await passenger(id)).toBeUndefined();
  });

  it('refuses to delete a passenger who holds a ticket (409, D-31)', async () => {
    await expectNoChange(t.db, ['passenger', 'plane_ticket'], async () => {
      expectProblem(await t.admin.delete('/Passengers/7'), 409, {
        detail: 'Passenger cannot be deleted because it is being referenced by other entities.',
      });
    });
  });
});

describe('passenger rules (D-23)', () => {
  it('names every missing field at once, detail being the sentence the form would join (D-25)', async () => {
    await expectNoChange(t.db, ['passenger'], async () => {
      const problem = expectValidation(await t.admin.post('/Passengers', {}), {
        FirstName: ['Passenger first name is required.'],
        LastName: ['Passenger last name is required.'],
        UPRN: ['Passenger UPRN is required.'],
        Passport: ['Passenger passport is required.'],
        Address: ['Passenger address is required.'],
        Phone: ['Passenger phone is required.'],
      });
      expect(problem.detail).toBe(
        'Passenger first name is required. Passenger last name is required. Passenger UPRN is required. ' +
          'Passenger passport is required. Passenger address is required. Passenger phone is required.',
      );
    });
  });

  it.each([
    ['FirstName', 'of 51 characters', 'f'.repeat(51), 'Passenger first name cannot exceed 50 characters.'],
    ['LastName', 'of 51 characters', 'l'.repeat(51), 'Passenger last name cannot exceed 50 characters.'],
    ['UPRN', 'of 12 characters', '123456789012', 'Passenger UPRN must be exactly 13 characters.'],
    ['UPRN', 'of 14 characters', '12345678901234', 'Passenger UPRN must be exactly 13 characters.'],
    ['Passport', 'of 8 characters', 'P1234567', 'Passenger passport must be exactly 9 characters.'],
    ['Passport', 'of 10 characters', 'P123456789', 'Passenger passport must be exactly 9 characters.'],
    ['Address', 'of 201 characters', 'a'.repeat(201), 'Passenger address cannot exceed 200 characters.'],
    ['Phone', 'of 31 characters', '1'.repeat(31), 'Passenger phone cannot exceed 30 characters.'],
    ['Phone', 'of spaces only', '   ', 'Passenger phone is required.'],
  ])('refuses a %s %s on POST, PUT and PATCH with its message', async (field, _case, value, message) => {
    await expectNoChange(t.db, ['passenger'], async () => {
      expectValidation(await t.admin.post('/Passengers', { ...body(3), [field]: value }), { [field]: [message] });
      expectValidation(await t.admin.put('/Passengers/20', { ...body(3), [field]: value }), { [field]: [message] });
      const patch = [{ op: 'replace', path: `/${field}`, value }];
      expectValidation(await t.admin.patch('/Passengers/20', patch), { [field]: [message] });
    });
  });

  it('accepts the limits exactly, a UPRN sent as a number, and property names in any case', async () => {
    const limits = {
      firstname: 'f'.repeat(50),
      LASTNAME: 'l'.repeat(50),
      uprn: 9990000000004,
      passport: 'Q00000004',
      address: 'a'.repeat(200),
      phone: '1'.repeat(30),
    };
    const id = createdId(await t.admin.post('/Passengers', limits), 'Passengers');
    expect(await passenger(id)).toMatchObject({
      uprn: '9990000000004',
      lastName: 'l'.repeat(50),
      phone: '1'.repeat(30),
    });
  });
});

describe('unique UPRN and passport (D-44)', () => {
  const taken = 'Passenger with UPRN or Passport already exists.';

  it.each([
    ['UPRN', { UPRN: '1234567890123' }],
    ['passport', { Passport: 'P12345678' }],
  ])('refuses a new passenger with a taken %s (409)', async (_case, clash) => {
    await expectNoChange(t.db, ['passenger'], async () => {
      expectProblem(await t.admin.post('/Passengers', { ...body(5), ...clash }), 409, { detail: taken });
    });
  });

  it('refuses to give a passenger the UPRN of another (409), but keeping its own values is fine', async () => {
    const own = {
      Id: 13,
      FirstName: 'Liam',
      LastName: 'Brown',
      UPRN: '4567890123457',
      Passport: 'P98765433',
      Address: '790 Pine Road, Paris, France',
      Phone: '777-888-9999',
    };
    await expectNoChange(t.db, ['passenger'], async () => {
      expectProblem(await t.admin.put('/Passengers/13', { ...own, UPRN: '9876543210988' }), 409, { detail: taken });
      expect((await t.admin.put('/Passengers/13', own)).statusCode).toBe(204);
    });
  });
});

describe('searching passengers', () => {
  it('byName: first and last name contain the terms, in any case', async () => {
    expect(idsOf(await t.user.get('/Passengers/byName?firstName=EMMA'))).toEqual([12, 21]);
    expect(idsOf(await t.user.get('/Passengers/byName?lastName=johnson'))).toEqual([3, 11, 21]);
    expect(idsOf(await t.user.get('/Passengers/byName?firstName=emma&lastName=john'))).toEqual([21]);
  });

  it.each(['byFilter', 'search'])('/%s: every given field contains its term (AND)', async (route) => {
    expect(idsOf(await t.user.get(`/Passengers/${route}?address=new%20york`))).toEqual([1, 11, 21]);
    expect(idsOf(await t.user.get(`/Passengers/${route}?address=new%20york&phone=111-222`))).toEqual([11, 21]);
    expect(idsOf(await t.user.get(`/Passengers/${route}?passport=s5432`))).toEqual([4, 10, 14, 20]);
    expect(idsOf(await t.user.get(`/Passengers/${route}?UPRN=5555555`))).toEqual([24]);
    expect((await t.user.get(`/Passengers/${route}?firstName=john&lastName=smith`)).statusCode).toBe(204);
  });

  it('counts every match in totalCount', async () => {
    const response = await t.user.get('/Passengers/byFilter?address=street&pageSize=2');
    expect(response.json()).toMatchObject({ totalCount: 11, totalPages: 6, pageSize: 2 });
    expect(idsOf(response)).toEqual([1, 2]);
  });

  it.each([
    ['/Passengers/byName', 'Both first name and last name are missing in the request.'],
    ['/Passengers/byName?firstName=%20&lastName=', 'Both first name and last name are missing in the request.'],
    ['/Passengers/byFilter', 'At least one filter criterion must be provided.'],
    ['/Passengers/search?phone=%20%20%20', 'At least one filter criterion must be provided.'],
  ])('answers %s with 400 and the sentence of the reference API', async (url, sentence) => {
    expectProblem(await t.user.get(url), 400, { detail: sentence });
  });
});
