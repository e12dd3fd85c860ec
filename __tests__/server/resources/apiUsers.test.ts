import { verifyPassword } from '../../../server/auth/passwords';
import { expectNoChange, expectProblem, startResourceTests, type Reply, type ResourceTests } from './support';

// Reading and searching API users (decisions D-32 to D-34): SuperAdmin only, paginated like every
// list, the password shown as its argon2id hash, and the searches (user name contains, role and password equal).
// Changes to users are in apiUserChanges.test.ts.

let t: ResourceTests;
beforeAll(async () => {
  t = await startResourceTests();
});
afterAll(() => t.close());

const namesOf = (response: Reply): string[] => {
  expect(response.statusCode).toBe(200);
  return (response.json() as { data: { userName: string }[] }).data.map((user) => user.userName);
};

describe('listing and reading API users', () => {
  it('pages the list like every other list (the reference ignored paging)', async () => {
    const response = await t.superAdmin.get('/ApiUsers?pageSize=2');
    expect(namesOf(response)).toEqual(['og', 'aa']);
    expect(response.json()).toMatchObject({ pageNumber: 1, pageSize: 2, totalCount: 3, totalPages: 2, lastPage: 2 });
    expect(namesOf(await t.superAdmin.get('/ApiUsers?page=2&pageSize=2'))).toEqual(['uu']);
  });

  it('shows the stored argon2id hash as password, never the password itself', async () => {
    const stored = await t.db.selectFrom('apiUser').selectAll().orderBy('apiUserId').execute();
    const listed = (await t.superAdmin.get('/ApiUsers')).json().data as { userName: string; password: string }[];
    expect(listed.map((user) => user.password)).toEqual(stored.map((user) => user.password));
    for (const user of listed) {
      // The demo users' passwords are their names: what is shown is a hash of it, not it.
      expect(user.password).toMatch(/^\$argon2id\$/);
      expect(await verifyPassword(user.password, user.userName)).toBe(true);
    }
    expect((await t.superAdmin.get('/ApiUsers/3')).json()).toEqual({
      apiUserId: 3,
      userName: 'uu',
      password: stored[2]?.password,
      roles: 'User',
    });
    expectProblem(await t.superAdmin.get('/ApiUsers/99'), 404);
  });

  it('is for SuperAdmins only: an Admin or a User gets 403', async () => {
    for (const client of [t.admin, t.user]) {
      expectProblem(await client.get('/ApiUsers'), 403);
      expectProblem(await client.get('/ApiUsers/1'), 403);
      expectProblem(await client.get('/ApiUsers/byFilter?password=uu'), 403);
    }
  });

  it('has no POST: users are created with the users tool (405, D-33)', async () => {
    await expectNoChange(t.db, ['api_user'], async () => {
      const response = await t.superAdmin.post('/ApiUsers', { UserName: 'new', Password: 'pw', Roles: 'User' });
      expectProblem(response, 405);
      expect(String(response.headers.allow)).not.toMatch(/POST/);
    });
  });
});

describe('searching API users (D-34)', () => {
  it.each(['byFilter', 'search'])('/%s?password=uu finds exactly the users whose password is uu', async (route) => {
    expect(namesOf(await t.superAdmin.get(`/ApiUsers/${route}?password=uu`))).toEqual(['uu']);
    expect(namesOf(await t.superAdmin.get(`/ApiUsers/${route}?password=og`))).toEqual(['og']);
    // The password itself, not a part of the hash, and case-sensitive.
    expect((await t.superAdmin.get(`/ApiUsers/${route}?password=u`)).statusCode).toBe(204);
    expect((await t.superAdmin.get(`/ApiUsers/${route}?password=UU`)).statusCode).toBe(204);
    expect((await t.superAdmin.get(`/ApiUsers/${route}?password=argon2id`)).statusCode).toBe(204);
  });

  it.each(['byFilter', 'search'])('/%s: user name contains (any case), role equals, all ANDed', async (route) => {
    const url = (query: string) => `/ApiUsers/${route}?${query}`;
    expect(namesOf(await t.superAdmin.get(url('userName=G')))).toEqual(['og']);
    expect(namesOf(await t.superAdmin.get(url('USERNAME=a')))).toEqual(['aa']);
    expect(namesOf(await t.superAdmin.get(url('roles=User')))).toEqual(['uu']);
    expect(namesOf(await t.superAdmin.get(url('roles=SuperAdmin')))).toEqual(['og']);
    expect(namesOf(await t.superAdmin.get(url('userName=u&roles=User&password=uu')))).toEqual(['uu']);
    expect((await t.superAdmin.get(url('userName=u&roles=Admin'))).statusCode).toBe(204);
    expect((await t.superAdmin.get(url('password=uu&roles=Admin'))).statusCode).toBe(204);
  });

  it('/byRole/Admin finds only aa: equality, also in totalCount (the reference counted SuperAdmin too)', async () => {
    const response = await t.superAdmin.get('/ApiUsers/byRole/Admin');
    expect(namesOf(response)).toEqual(['aa']);
    expect(response.json()).toMatchObject({ totalCount: 1, totalPages: 1 });
    expect(namesOf(await t.superAdmin.get('/ApiUsers/byRole/SuperAdmin'))).toEqual(['og']);
  });

  it('answers a blank role with 400', async () => {
    expectProblem(await t.superAdmin.get('/ApiUsers/byRole/%20'), 400, {
      detail: 'Invalid input. The role must be a valid non-empty string.',
    });
  });

  it.each(['/ApiUsers/byFilter', '/ApiUsers/search?userName=%20&roles=&password='])(
    'answers %s with 400 and the sentence of the reference API',
    async (url) => {
      expectProblem(await t.superAdmin.get(url), 400, { detail: 'At least one filter criterion must be provided.' });
    },
  );
});
