import {
  createdId,
  expectNoChange,
  expectProblem,
  expectValidation,
  idsOf,
  rowsOf,
  startResourceTests,
  type ResourceTests,
} from './support';

// Airlines as a client sees them (decisions D-23, D-36, D-37, D-46): CRUD, the name search and the rules.

let t: ResourceTests;
beforeAll(async () => {
  t = await startResourceTests();
});
afterAll(() => t.close());

const airline = (id: number) => t.db.selectFrom('airline').selectAll().where('id', '=', id).executeTakeFirst();

describe('creating, reading, replacing and deleting an airline', () => {
  it('creates with 201, a Location naming the new row, the DTO as body, and the row in the database', async () => {
    const response = await t.admin.post('/Airlines', { Name: 'Norse Atlantic' });
    const id = createdId(response, 'Airlines');
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.json()).toEqual({ id, name: 'Norse Atlantic' });
    expect(await airline(id)).toEqual({ id, name: 'Norse Atlantic' });
    expect((await t.user.get(`/Airlines/${id}`)).json()).toEqual({ id, name: 'Norse Atlantic' });
  });

  it('replaces with 204 (body id optional, it must match the path when given), then reads the new name', async () => {
    const id = createdId(await t.admin.post('/Airlines', { Name: 'Before' }), 'Airlines');
    const replaced = await t.admin.put(`/Airlines/${id}`, { Id: id, Name: 'After' });
    expect(replaced.statusCode).toBe(204);
    expect(replaced.body).toBe('');
    expect((await t.admin.get(`/Airlines/${id}`)).json()).toEqual({ id, name: 'After' });
    // D-42: a body without the id means the path's.
    expect((await t.admin.put(`/Airlines/${id}`, { Name: 'Again' })).statusCode).toBe(204);
    expect(await airline(id)).toEqual({ id, name: 'Again' });

    await expectNoChange(t.db, ['airline'], async () => {
      expectProblem(await t.admin.put(`/Airlines/${id}`, { Id: id + 1, Name: 'Mismatch' }), 400, {
        errors: { Id: [`The Id in the body (${id + 1}) does not match the id in the path (${id}).`] },
      });
    });
  });

  it('answers 404 to reading, replacing, patching or deleting an airline that does not exist', async () => {
    expectProblem(await t.admin.get('/Airlines/999'), 404, { detail: 'Airline 999 was not found.' });
    expectProblem(await t.admin.put('/Airlines/999', { Name: 'Ghost' }), 404);
    expectProblem(await t.admin.patch('/Airlines/999', [{ op: 'replace', path: '/name', value: 'Ghost' }]), 404);
    expectProblem(await t.admin.delete('/Airlines/999'), 404);
    expect(await airline(999)).toBeUndefined();
  });

  it('deletes an unreferenced airline with 204, after which it is gone (404)', async () => {
    const id = createdId(await t.admin.post('/Airlines', { Name: 'Short Lived' }), 'Airlines');
    const deleted = await t.admin.delete(`/Airlines/${id}`);
    expect(deleted.statusCode).toBe(204);
    expect(deleted.body).toBe('');
    expectProblem(await t.admin.get(`/Airlines/${id}`), 404);
    expect(await airline(id)).toBeUndefined();
  });

  it('refuses to delete an airline that a flight uses (409, D-31) and keeps it', async () => {
    await expectNoChange(t.db, ['airline', 'flight'], async () => {
      expectProblem(await t.admin.delete('/Airlines/3'), 409, {
        detail: 'Airline cannot be deleted because it is being referenced by other entities.',
      });
    });
  });

  it('lets a User read but not write (403), changing nothing', async () => {
    expect((await t.user.get('/Airlines/1')).statusCode).toBe(200);
    await expectNoChange(t.db, ['airline'], async () => {
      expectProblem(await t.user.post('/Airlines', { Name: 'Nope' }), 403);
      expectProblem(await t.user.put('/Airlines/1', { Name: 'Nope' }), 403);
      expectProblem(await t.user.delete('/Airlines/15'), 403);
    });
  });
});

describe('airline rules (D-23)', () => {
  it.each([
    ['no name', {}, 'Airline name is required.'],
    ['a null name', { Name: null }, 'Airline name is required.'],
    ['a blank name', { Name: '   ' }, 'Airline name is required.'],
    ['a name of 256 characters', { Name: 'x'.repeat(256) }, 'Airline name cannot exceed 255 characters.'],
  ])('refuses %s on POST and PUT with 400, changing nothing', async (_case, body, message) => {
    await expectNoChange(t.db, ['airline'], async () => {
      expectValidation(await t.admin.post('/Airlines', body), { Name: [message] });
      expectValidation(await t.admin.put('/Airlines/1', { Id: 1, ...body }), { Name: [message] });
    });
  });

  it('counts characters, not bytes or UTF-16 units: 255 emoji fit, 256 do not', async () => {
    const name = '🛫'.repeat(255); // 510 UTF-16 units, 1020 bytes
    const id = createdId(await t.admin.post('/Airlines', { Name: name }), 'Airlines');
    expect((await airline(id))?.name).toBe(name);
    expectValidation(await t.admin.post('/Airlines', { Name: `${name}🛫` }), {
      Name: ['Airline name cannot exceed 255 characters.'],
    });
  });

  it('matches property names regardless of case', async () => {
    for (const body of [{ name: 'Lower Air' }, { NAME: 'Upper Air' }]) {
      const response = await t.admin.post('/Airlines', body);
      const id = createdId(response, 'Airlines');
      expect((await airline(id))?.name).toBe(Object.values(body)[0]);
    }
  });
});

describe('searching airlines by name', () => {
  beforeAll(async () => {
    for (const name of ['100% Air', 'Under_Score Lines', 'Backslash \\ Air']) {
      createdId(await t.admin.post('/Airlines', { Name: name }), 'Airlines');
    }
  });

  const namesOf = async (url: string) => {
    const response = await t.user.get(url);
    expect(response.statusCode).toBe(200);
    return (response.json() as { data: { name: string }[] }).data.map((row) => row.name);
  };

  it('finds names containing the term, in any letter case, in both spellings of the route', async () => {
    expect(await namesOf('/Airlines/byName/LUFT')).toEqual(['Lufthansa']);
    expect(await namesOf('/Airlines/search?name=hansa')).toEqual(['Lufthansa']);
    expect(await namesOf('/Airlines/search?name=%20Royal%20')).toEqual(['KLM Royal Dutch Airlines']);
  });

  it.each([
    ['%', '%25', '100% Air'],
    ['_', '_', 'Under_Score Lines'],
    ['\\', '%5C', 'Backslash \\ Air'],
  ])('treats %s in the term as itself, not as a wildcard', async (_char, encoded, only) => {
    expect(await namesOf(`/Airlines/search?name=${encoded}`)).toEqual([only]);
    expect(await namesOf(`/Airlines/byName/${encoded}`)).toEqual([only]);
  });

  it('counts the whole filtered set in totalCount while returning one page', async () => {
    const response = await t.user.get('/Airlines/search?name=air&pageSize=3&page=2');
    const all = (await rowsOf(t.db, 'airline')).filter((row) => String(row.name).toLowerCase().includes('air'));
    expect(idsOf(response)).toEqual(all.slice(3, 6).map((row) => row.id));
    expect(response.json()).toMatchObject({ totalCount: all.length, pageSize: 3, pageNumber: 2 });
  });

  it('answers 204 when nothing matches and 400 when no name is given', async () => {
    expect((await t.user.get('/Airlines/search?name=zzz')).statusCode).toBe(204);
    for (const url of ['/Airlines/search', '/Airlines/search?name=', '/Airlines/search?name=%20%20']) {
      expectProblem(await t.user.get(url), 400, { detail: 'At least one filter criterion must be provided.' });
    }
    expectProblem(await t.user.get('/Airlines/byName/%20'), 400, {
      detail: 'Invalid input. The name must be a valid non-empty string.',
    });
  });
});
