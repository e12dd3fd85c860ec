import {
  createdId,
  expectNoChange,
  expectProblem,
  expectValidation,
  idsOf,
  startResourceTests,
  type ResourceTests,
} from './support';

// Pilots as a client sees them (decisions D-23, D-44): CRUD, rules (flying hours 0..40000, a number,
// never silently 0), unique UPRN, and the searches where flyingHours is a minimum.

let t: ResourceTests;
beforeAll(async () => {
  t = await startResourceTests();
});
afterAll(() => t.close());

const pilot = (id: number) => t.db.selectFrom('pilot').selectAll().where('id', '=', id).executeTakeFirst();
const pilotIds = async (predicate: (row: { flyingHours: number }) => boolean) =>
  (await t.db.selectFrom('pilot').selectAll().orderBy('id').execute()).filter(predicate).map((row) => row.id);
const body = (uprn: string, flyingHours: unknown = 1200) => ({
  FirstName: 'Amelia',
  LastName: 'Earhart',
  UPRN: uprn,
  FlyingHours: flyingHours,
});

describe('creating, reading, replacing and deleting a pilot', () => {
  it('creates (201, Location, DTO), reads, replaces every field (204) and deletes (204, then 404)', async () => {
    const created = await t.admin.post('/Pilots', body('5550000000001', '1200'));
    const id = createdId(created, 'Pilots');
    const dto = { id, firstName: 'Amelia', lastName: 'Earhart', uprn: '5550000000001', flyingHours: 1200 };
    expect(created.json()).toEqual(dto);
    expect(await pilot(id)).toEqual(dto);
    expect((await t.user.get(`/Pilots/${id}`)).json()).toEqual(dto);

    // The reference SPA's pilot form sends no Id (D-42): the path's id is meant.
    const next = { FirstName: 'Bessie', LastName: 'Coleman', UPRN: '5550000000002', FlyingHours: 0 };
    expect((await t.admin.put(`/Pilots/${id}`, next)).statusCode).toBe(204);
    const replaced = { id, firstName: 'Bessie', lastName: 'Coleman', uprn: '5550000000002', flyingHours: 0 };
    expect((await t.user.get(`/Pilots/${id}`)).json()).toEqual(replaced);

    expect((await t.admin.delete(`/Pilots/${id}`)).statusCode).toBe(204);
    expectProblem(await t.user.get(`/Pilots/${id}`), 404);
    expect(await pilot(id)).toBeUndefined();
  });

  it('refuses to delete a pilot who flies a flight (409, D-31)', async () => {
    await expectNoChange(t.db, ['pilot', 'flight'], async () => {
      expectProblem(await t.admin.delete('/Pilots/6'), 409, {
        detail: 'Pilot cannot be deleted because it is being referenced by other entities.',
      });
    });
  });
});

describe('pilot rules (D-23)', () => {
  it('names every missing field at once, flying hours included (never a silent 0)', async () => {
    await expectNoChange(t.db, ['pilot'], async () => {
      expectValidation(await t.admin.post('/Pilots', {}), {
        FirstName: ['Pilot first name is required.'],
        LastName: ['Pilot last name is required.'],
        UPRN: ['Pilot UPRN is required.'],
        FlyingHours: ['Pilot flying hours is required and must be a number.'],
      });
    });
  });

  it.each([
    ['FirstName', 'of 51 characters', 'n'.repeat(51), 'Pilot first name cannot exceed 50 characters.'],
    ['LastName', 'of 51 characters', 'n'.repeat(51), 'Pilot last name cannot exceed 50 characters.'],
    ['UPRN', 'of 12 characters', '555000000000', 'Pilot UPRN must be exactly 13 characters.'],
    ['FlyingHours', 'that is blank', ' ', 'Pilot flying hours is required and must be a number.'],
    ['FlyingHours', 'that is not a number', 'many', 'Pilot flying hours is required and must be a number.'],
    ['FlyingHours', 'with a fraction', 12.5, 'Pilot flying hours is required and must be a number.'],
    ['FlyingHours', 'of 40001', 40001, 'Pilot flying hours cannot exceed 40000'],
    ['FlyingHours', "of '1e5' (100000, not 1)", '1e5', 'Pilot flying hours cannot exceed 40000'],
    ['FlyingHours', 'below 0', -1, 'Pilot flying hours cannot be lower than 0.'],
  ])('refuses a %s %s on POST, PUT and PATCH with its message', async (field, _case, value, message) => {
    await expectNoChange(t.db, ['pilot'], async () => {
      const invalid = { ...body('5550000000003'), [field]: value };
      expectValidation(await t.admin.post('/Pilots', invalid), { [field]: [message] });
      expectValidation(await t.admin.put('/Pilots/12', invalid), { [field]: [message] });
      const patch = [{ op: 'replace', path: `/${field}`, value }];
      expectValidation(await t.admin.patch('/Pilots/12', patch), { [field]: [message] });
    });
  });

  it("accepts the bounds 0 and 40000, and '4e4' as 40000", async () => {
    for (const [uprn, hours, stored] of [
      ['5550000000004', 0, 0],
      ['5550000000005', '40000', 40000],
      ['5550000000006', '4e4', 40000],
    ] as const) {
      const id = createdId(await t.admin.post('/Pilots', body(uprn, hours)), 'Pilots');
      expect((await pilot(id))?.flyingHours).toBe(stored);
    }
  });
});

describe('unique UPRN (D-44)', () => {
  it('refuses a new pilot, or a pilot renumbered, with a UPRN another pilot holds (409)', async () => {
    await expectNoChange(t.db, ['pilot'], async () => {
      const taken = { detail: 'Pilot with UPRN already exists.' };
      expectProblem(await t.admin.post('/Pilots', body('1234567890123')), 409, taken);
      expectProblem(await t.admin.put('/Pilots/11', body('6789012345671')), 409, taken);
    });
  });

  it('lets a pilot keep its own UPRN, and share one with a passenger', async () => {
    const own = { Id: 11, FirstName: 'Carter', LastName: 'Walker', UPRN: '9012345678900', FlyingHours: 14 };
    expect((await t.admin.put('/Pilots/11', own)).statusCode).toBe(204);
    expect(await pilot(11)).toEqual({
      id: 11,
      firstName: 'Carter',
      lastName: 'Walker',
      uprn: '9012345678900',
      flyingHours: 14,
    });
    // Passenger 21's UPRN: uniqueness is per entity.
    createdId(await t.admin.post('/Pilots', body('1357924680246')), 'Pilots');
  });
});

describe('searching pilots', () => {
  it('byName: first and last name contain the terms, in any case', async () => {
    expect(idsOf(await t.user.get('/Pilots/byName?lastName=WALK'))).toEqual([1, 11]);
    expect(idsOf(await t.user.get('/Pilots/byName?firstName=a&lastName=walker'))).toEqual([1, 11]);
    expect(idsOf(await t.user.get('/Pilots/byName?firstName=alex&lastName=walker'))).toEqual([1]);
  });

  it.each(['byFilter', 'search'])(
    '/%s: flyingHours is a minimum (inclusive), ANDed with the text criteria',
    async (route) => {
      // Other tests add pilots with many hours: the expectation is read from the table, and includes 9 (exactly 18).
      const atLeast18 = await pilotIds((row) => row.flyingHours >= 18);
      expect(atLeast18).toEqual(expect.arrayContaining([9, 10]));
      expect(idsOf(await t.user.get(`/Pilots/${route}?flyingHours=18`))).toEqual(atLeast18.slice(0, 10));
      expect(idsOf(await t.user.get(`/Pilots/${route}?lastName=walker&flyingHours=11`))).toEqual([11]);
      expect(idsOf(await t.user.get(`/Pilots/${route}?uprn=789012345678`))).toEqual([7, 9]);
      expect((await t.user.get(`/Pilots/${route}?flyingHours=20&lastName=walker`)).statusCode).toBe(204);
    },
  );

  it('counts every match in totalCount', async () => {
    const response = await t.user.get('/Pilots/byFilter?flyingHours=10&pageSize=3');
    const matching = await pilotIds((row) => row.flyingHours >= 10);
    expect(idsOf(response)).toEqual([1, 3, 4]);
    expect(response.json()).toMatchObject({ totalCount: matching.length, totalPages: Math.ceil(matching.length / 3) });
  });

  it.each([
    ['/Pilots/byFilter?flyingHours=many', { flyingHours: ['flyingHours must be a whole number.'] }],
    ['/Pilots/byFilter?flyingHours=1.5', { flyingHours: ['flyingHours must be a whole number.'] }],
    ['/Pilots/search?flyingHours=99999999999', { flyingHours: ['flyingHours must be a whole number.'] }],
  ])('answers %s with 400 naming the criterion', async (url, errors) => {
    expectProblem(await t.user.get(url), 400, { errors });
  });

  it.each([
    ['/Pilots/byName', 'Both first name and last name are missing in the request.'],
    ['/Pilots/byName?firstName=%20', 'Both first name and last name are missing in the request.'],
    ['/Pilots/byFilter', 'At least one filter criterion must be provided.'],
    ['/Pilots/search?uprn=&flyingHours=%20', 'At least one filter criterion must be provided.'],
  ])('answers %s with 400 and the sentence of the reference API', async (url, sentence) => {
    expectProblem(await t.user.get(url), 400, { detail: sentence });
  });
});
