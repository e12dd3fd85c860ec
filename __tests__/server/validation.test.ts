import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import Fastify, { type FastifyInstance } from 'fastify';
import { ROLES } from '../../src/domain/roles';
import { declaredKeys, renameKeys, caseInsensitiveKeys } from '../../server/http/caseInsensitiveKeys';
import { problemForDatabaseError } from '../../server/plugins/databaseErrors';
import { errorHandling } from '../../server/plugins/errors';
import { formatTimeSpan } from '../../server/health/timeSpan';

// The generic request machinery every later route relies on, exercised through a small app with one route.

const Body = Type.Object({
  Name: Type.String({ minLength: 1, maxLength: 5 }),
  Roles: Type.Union(ROLES.map((role) => Type.Literal(role))),
  Count: Type.Integer({ minimum: 0, maximum: 10 }),
});
const Query = Type.Object({
  page: Type.Optional(Type.Integer({ minimum: 1 })),
  pageSize: Type.Optional(Type.Integer()),
});

let app: FastifyInstance;

beforeAll(async () => {
  const typed = Fastify({ ajv: { customOptions: { allErrors: true } } }).withTypeProvider<TypeBoxTypeProvider>();
  await typed.register(errorHandling);
  await typed.register(caseInsensitiveKeys);
  typed.post('/things', { schema: { body: Body, querystring: Query } }, async (request) => ({
    body: request.body,
    query: request.query,
  }));
  typed.get('/fails', async () => {
    throw new Error('connection string postgres://user:secret@db/abo is wrong');
  });
  app = typed;
});
afterAll(() => app.close());

const post = (payload: unknown, url = '/things') => app.inject({ method: 'POST', url, payload: payload as object });

describe('case-insensitive property names (D-40)', () => {
  it('renames body and query keys to the declared spelling before validation', async () => {
    const response = await post({ name: 'abc', ROLES: 'Admin', count: '7' }, '/things?PAGE=2&pagesize=5');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      body: { Name: 'abc', Roles: 'Admin', Count: 7 },
      query: { page: 2, pageSize: 5 },
    });
  });

  it('prefers the exact spelling when both are present, and keeps unknown keys', () => {
    const keys = declaredKeys(Body);
    expect(keys).toBeDefined();
    if (keys === undefined) return;
    expect(renameKeys({ name: 'a', Name: 'b', extra: 1 }, keys)).toEqual({ Name: 'b', extra: 1 });
    expect(renameKeys({ NAME: 'a', name: 'b' }, keys)).toEqual({ Name: 'a' });
    expect(renameKeys(['x'], keys)).toEqual(['x']);
    expect(renameKeys(JSON.parse('{"__proto__": {"polluted": true}, "name": "a"}'), keys)).toEqual({ Name: 'a' });
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});

describe('validation problems', () => {
  it('name every invalid field with a readable message', async () => {
    const response = await post({ Name: 'toolong', Roles: 'Guest', Count: 11 });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({
      Name: ['Name cannot be longer than 5 characters.'],
      Roles: ['Roles must be one of User, Admin, SuperAdmin.'],
      Count: ['Count cannot be greater than 10.'],
    });
  });

  it('say what type was expected, including for query parameters', async () => {
    const response = await post({ Name: 'ok', Roles: 'User', Count: 1 }, '/things?page=0&pageSize=x');
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({
      page: ['page must be at least 1.'],
      pageSize: ['pageSize must be an integer.'],
    });
  });

  it('put every message in the detail sentence too', async () => {
    const response = await post({ Name: '', Roles: 'User', Count: 'many' });
    expect(response.json().errors).toEqual({ Name: ['Name is required.'], Count: ['Count must be an integer.'] });
    expect(response.json().detail).toBe('Name is required. Count must be an integer.');
  });

  it('hide the internals of unexpected errors behind a 500 problem', async () => {
    const response = await app.inject({ method: 'GET', url: '/fails' });
    expect(response.statusCode).toBe(500);
    expect(response.headers['content-type']).toBe('application/problem+json; charset=utf-8');
    expect(response.json()).toMatchObject({
      status: 500,
      title: 'Internal Server Error',
      detail: 'An unexpected error occurred.',
      instance: '/fails',
    });
    expect(response.body).not.toContain('secret');
  });
});

describe('formatTimeSpan', () => {
  it.each([
    [0, '00:00:00.0000000'],
    [12.3456, '00:00:00.0123456'],
    [1500, '00:00:01.5000000'],
    [61_000.00001, '00:01:01.0000000'],
    [3_723_004.5, '01:02:03.0045000'],
    [90_061_000, '1.01:01:01.0000000'],
  ])('%d ms → %s', (milliseconds, expected) => {
    expect(formatTimeSpan(milliseconds)).toBe(expected);
  });
});

describe('database errors', () => {
  it.each([
    [{ code: '23505', severity: 'ERROR' }, 409],
    [{ code: '23503', severity: 'ERROR' }, 409],
    [{ code: '23001', severity: 'ERROR' }, 409],
    [{ code: '23514', severity: 'ERROR' }, 400],
    [{ code: '08006', severity: 'FATAL' }, 503],
    [{ code: '57P01', severity: 'FATAL' }, 503],
    [{ code: 'ECONNREFUSED' }, 503],
  ])('turn %o into a %d problem', (error, status) => {
    expect(problemForDatabaseError(Object.assign(new Error('boom'), error))?.status).toBe(status);
  });

  it('leave other errors to the 500 path', () => {
    expect(problemForDatabaseError(Object.assign(new Error('x'), { code: '23505' }))).toBeUndefined();
    expect(
      problemForDatabaseError(Object.assign(new Error('x'), { code: 'XX000', severity: 'ERROR' })),
    ).toBeUndefined();
    expect(problemForDatabaseError(new Error('x'))).toBeUndefined();
  });
});
