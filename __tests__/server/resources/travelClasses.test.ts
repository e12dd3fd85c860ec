import { expectNoChange, expectProblem, idsOf, startResourceTests, type ResourceTests } from './support';

// Travel classes are read-only (decision D-16): any signed-in role lists and reads them; no method writes them.

let t: ResourceTests;
beforeAll(async () => {
  t = await startResourceTests();
});
afterAll(() => t.close());

const ALL = [
  { id: 1, type: 'Economy' },
  { id: 2, type: 'Premium Economy' },
  { id: 3, type: 'Business' },
  { id: 4, type: 'First' },
];

describe('reading travel classes', () => {
  it('lists the four classes on one page for any role', async () => {
    for (const client of [t.user, t.admin, t.superAdmin]) {
      const response = await client.get('/TravelClasses');
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        data: ALL,
        pageNumber: 1,
        pageSize: 10,
        totalCount: 4,
        totalPages: 1,
        lastPage: 1,
      });
    }
  });

  it('pages them like every list', async () => {
    const response = await t.user.get('/TravelClasses?page=2&pageSize=3');
    expect(idsOf(response)).toEqual([4]);
    expect(response.json()).toMatchObject({ totalCount: 4, totalPages: 2 });
    expect((await t.user.get('/TravelClasses?page=3&pageSize=3')).statusCode).toBe(204);
  });

  it('reads one by id, and answers 404 for an id that does not exist', async () => {
    expect((await t.user.get('/TravelClasses/3')).json()).toEqual({ id: 3, type: 'Business' });
    expectProblem(await t.user.get('/TravelClasses/5'), 404);
  });
});

describe('travel classes cannot be written', () => {
  it.each([
    ['POST', '/TravelClasses', () => t.superAdmin.post('/TravelClasses', { Type: 'Steerage' })],
    ['PUT', '/TravelClasses/1', () => t.superAdmin.put('/TravelClasses/1', { Id: 1, Type: 'Steerage' })],
    [
      'PATCH',
      '/TravelClasses/1',
      () => t.superAdmin.patch('/TravelClasses/1', [{ op: 'replace', path: '/type', value: 'x' }]),
    ],
    ['DELETE', '/TravelClasses/4', () => t.superAdmin.delete('/TravelClasses/4')],
  ])('answers %s %s with 405 and an Allow header listing the read methods', async (method, _path, request) => {
    await expectNoChange(t.db, ['travel_class'], async () => {
      const response = await request();
      expectProblem(response, 405);
      const allowed = String(response.headers.allow).split(/,\s*/);
      expect(allowed).toContain('GET');
      expect(allowed).not.toContain(method);
    });
  });
});
