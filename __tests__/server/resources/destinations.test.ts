import {
  createdId,
  expectNoChange,
  expectProblem,
  expectValidation,
  idsOf,
  startResourceTests,
  type ResourceTests,
} from './support';

// Destinations as a client sees them (decisions D-23, D-36, D-37): CRUD, city/airport search, rules.

let t: ResourceTests;
beforeAll(async () => {
  t = await startResourceTests();
});
afterAll(() => t.close());

const destination = (id: number) => t.db.selectFrom('destination').selectAll().where('id', '=', id).executeTakeFirst();

describe('creating, reading, replacing and deleting a destination', () => {
  it('creates with 201 and Location, reads it back, replaces both fields with PUT', async () => {
    const created = await t.admin.post('/Destinations', { City: 'Oslo', Airport: 'Gardermoen' });
    const id = createdId(created, 'Destinations');
    expect(created.json()).toEqual({ id, city: 'Oslo', airport: 'Gardermoen' });
    expect(await destination(id)).toEqual({ id, city: 'Oslo', airport: 'Gardermoen' });
    expect((await t.user.get(`/Destinations/${id}`)).json()).toEqual({ id, city: 'Oslo', airport: 'Gardermoen' });

    const replaced = await t.admin.put(`/Destinations/${id}`, { Id: String(id), City: 'Bergen', Airport: 'Flesland' });
    expect(replaced.statusCode).toBe(204);
    expect((await t.user.get(`/Destinations/${id}`)).json()).toEqual({ id, city: 'Bergen', airport: 'Flesland' });
  });

  it('deletes an unreferenced destination (204, then 404) and refuses a referenced one (409)', async () => {
    const id = createdId(
      await t.admin.post('/Destinations', { City: 'Turku', Airport: 'Turku Airport' }),
      'Destinations',
    );
    expect((await t.admin.delete(`/Destinations/${id}`)).statusCode).toBe(204);
    expectProblem(await t.admin.get(`/Destinations/${id}`), 404);
    expect(await destination(id)).toBeUndefined();

    await expectNoChange(t.db, ['destination', 'flight'], async () => {
      expectProblem(await t.admin.delete('/Destinations/5'), 409, {
        detail: 'Destination cannot be deleted because it is being referenced by other entities.',
      });
    });
  });
});

describe('destination rules (D-23)', () => {
  it.each([
    ['an empty body', {}, { City: ['Destination city is required.'], Airport: ['Destination airport is required.'] }],
    ['no airport', { City: 'Oslo' }, { Airport: ['Destination airport is required.'] }],
    ['a blank city', { City: '\t', Airport: 'Gardermoen' }, { City: ['Destination city is required.'] }],
    [
      'names of 256 characters',
      { City: 'c'.repeat(256), Airport: 'a'.repeat(256) },
      {
        City: ['Destination city cannot exceed 255 characters.'],
        Airport: ['Destination airport cannot exceed 255 characters.'],
      },
    ],
  ])('refuses %s on POST and PUT with every message, joined in field order as detail', async (_case, body, errors) => {
    await expectNoChange(t.db, ['destination'], async () => {
      expectValidation(await t.admin.post('/Destinations', body), errors);
      expectValidation(await t.admin.put('/Destinations/11', body), errors);
    });
  });

  it('accepts exactly 255 characters and property names in any case', async () => {
    const city = 'c'.repeat(255);
    const id = createdId(await t.admin.post('/Destinations', { city, AIRPORT: 'Long City Airport' }), 'Destinations');
    expect(await destination(id)).toEqual({ id, city, airport: 'Long City Airport' });
  });
});

describe('searching destinations', () => {
  it.each(['search', 'byFilter'])(
    '/%s: city and airport contain the terms, any case, all given must match',
    async (route) => {
      expect(idsOf(await t.user.get(`/Destinations/${route}?city=ON`))).toEqual([2, 14, 16]);
      expect(idsOf(await t.user.get(`/Destinations/${route}?city=on&airport=international`))).toEqual([14, 16]);
      // A blank criterion is ignored, as the SPA sends the unused field as an empty string.
      expect(idsOf(await t.user.get(`/Destinations/${route}?city=&airport=heathrow`))).toEqual([2]);
      expect((await t.user.get(`/Destinations/${route}?city=london&airport=narita`)).statusCode).toBe(204);
    },
  );

  it('matches letters outside ASCII regardless of case', async () => {
    const id = createdId(
      await t.admin.post('/Destinations', { City: 'Zürich', Airport: 'Flughafen Zürich' }),
      'Destinations',
    );
    expect(idsOf(await t.user.get('/Destinations/search?city=ZÜRICH'))).toEqual([id]);
    expect(idsOf(await t.user.get(`/Destinations/search?airport=${encodeURIComponent('FLUGHAFEN zü')}`))).toEqual([id]);
  });

  it('counts every match in totalCount and pages them by id', async () => {
    const response = await t.user.get('/Destinations/search?airport=international&pageSize=3&page=2');
    expect(idsOf(response)).toEqual([9, 10, 14]);
    expect(response.json()).toMatchObject({ totalCount: 8, totalPages: 3, lastPage: 3, pageNumber: 2, pageSize: 3 });
  });

  it.each([
    ['/Destinations/search', 'Both city and airport are missing in the request.'],
    ['/Destinations/search?city=&airport=', 'Both city and airport are missing in the request.'],
    ['/Destinations/search?city=%20&airport=%09', 'Both city and airport are missing in the request.'],
    ['/Destinations/byFilter', 'At least one filter criterion must be provided.'],
    ['/Destinations/byFilter?city=%20%20', 'At least one filter criterion must be provided.'],
  ])('answers %s with 400 and the sentence of the reference API', async (url, sentence) => {
    expectProblem(await t.user.get(url), 400, { detail: sentence });
  });
});
