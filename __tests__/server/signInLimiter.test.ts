import { createSignInLimiter, type SignInLimiter } from '../../server/plugins/signInLimiter';
import { HttpProblem } from '../../server/http/problem';
import { startTestApp, type TestApp } from './helpers/testApp';

const MAX_FAILURES = 3;
let testApp: TestApp;

beforeAll(async () => {
  testApp = await startTestApp({ config: { signInMaxFailures: MAX_FAILURES, signInWindowSeconds: 600 } });
});
afterAll(() => testApp.close());

function attempt(userName: string, password: string, address = '203.0.113.1') {
  return testApp.app.inject({
    method: 'POST',
    url: '/api/v1/Authentication',
    payload: { UserName: userName, Password: password },
    remoteAddress: address,
  });
}

/** How many failures a user name gets from all addresses together (five times one address's allowance). */
const USER_FAILURES = MAX_FAILURES * 5;

describe('sign-in limits (D-70)', () => {
  it('locks a user name out at one address after too many failures; colleagues there still sign in', async () => {
    const office = '203.0.113.10';
    for (let index = 0; index < MAX_FAILURES; index += 1) {
      expect((await attempt('aa', 'wrong', office)).statusCode).toBe(401);
    }
    const locked = await attempt('AA', 'aa', office);

    expect(locked.statusCode).toBe(429);
    expect(locked.headers['content-type']).toBe('application/problem+json; charset=utf-8');
    const retryAfter = Number(locked.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(590);
    expect(retryAfter).toBeLessThanOrEqual(600);
    expect(locked.json()).toMatchObject({
      status: 429,
      title: 'Too Many Requests',
      detail: 'Too many failed sign-in attempts. Try again in 10 minutes.',
    });
    // Colleagues behind the same router, and the same user elsewhere, are not affected.
    expect((await attempt('og', 'og', office)).statusCode).toBe(200);
    expect((await attempt('uu', 'uu', office)).statusCode).toBe(200);
    expect((await attempt('aa', 'aa', '203.0.113.11')).statusCode).toBe(200);
  });

  it('locks a user name out from every address after five times as many failures, even with the right password', async () => {
    for (let index = 0; index < USER_FAILURES; index += 1) {
      expect((await attempt('og', 'wrong', `198.51.100.${index + 1}`)).statusCode).toBe(401);
    }
    const locked = await attempt('og', 'og', '198.51.100.99');
    expect(locked.statusCode).toBe(429);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
    // Other users are not affected.
    expect((await attempt('uu', 'uu', '198.51.100.99')).statusCode).toBe(200);
  });

  it('never locks an address out, whatever user names fail there', async () => {
    const address = '192.0.2.77';
    for (const userName of ['guess1', 'guess2', 'guess3']) {
      for (let index = 0; index < MAX_FAILURES; index += 1) {
        expect((await attempt(userName, 'wrong', address)).statusCode).toBe(401);
      }
    }
    expect((await attempt('uu', 'uu', address)).statusCode).toBe(200);
  });

  it('clears the user name count after a successful sign-in', async () => {
    for (let round = 0; round < 3; round += 1) {
      for (let index = 0; index < MAX_FAILURES - 1; index += 1) {
        expect((await attempt('uu', 'wrong', '10.1.0.1')).statusCode).toBe(401);
      }
      expect((await attempt('uu', 'uu', '10.1.0.1')).statusCode).toBe(200);
    }
  });

  it('does not count malformed requests as failed sign-ins', async () => {
    const address = '192.0.2.200';
    for (let index = 0; index < MAX_FAILURES + 2; index += 1) {
      expect((await attempt('', '', address)).statusCode).toBe(400);
    }
    expect((await attempt('uu', 'uu', address)).statusCode).toBe(200);
  });

  it('checks at most the allowed number of passwords in a parallel burst, the right one inside it included', async () => {
    const user = 'aa';
    const tries = Array.from({ length: 200 }, (_, index) =>
      index === 150
        ? attempt(user, 'aa', `100.64.0.${index % 250}`)
        : attempt(user, `wrong-${index}`, `100.64.1.${index % 250}`),
    );
    const statuses = (await Promise.all(tries)).map((response) => response.statusCode);
    const count = (status: number) => statuses.filter((candidate) => candidate === status).length;
    expect(count(401) + count(200)).toBeLessThanOrEqual(USER_FAILURES);
    expect(count(429)).toBeGreaterThanOrEqual(200 - USER_FAILURES);
    expect(count(401) + count(200) + count(429)).toBe(200);
  });
});

/** Resolves to what a reserve call did: 'reserved', or the status of the problem it threw. */
const outcomeOf = (reservation: Promise<unknown>) =>
  reservation.then(
    () => 'reserved',
    (error: unknown) => (error as HttpProblem).status,
  );

describe('createSignInLimiter', () => {
  it('throws a 429 HttpProblem with a Retry-After header once a user name’s allowance at an address is used up', async () => {
    const limiter = createSignInLimiter({ maxFailures: 2, windowSeconds: 30 });
    await limiter.reserve('1.1.1.1', 'x');
    await limiter.reserve('1.1.1.1', 'x');

    const thrown = await limiter.reserve('1.1.1.1', 'X').catch((error: unknown) => error);
    expect(thrown).toBeInstanceOf(HttpProblem);
    expect(thrown).toMatchObject({
      status: 429,
      detail: 'Too many failed sign-in attempts. Try again in 30 seconds.',
      extras: { headers: { 'retry-after': '30' } },
    });
    await expect(outcomeOf(limiter.reserve('2.2.2.2', 'x'))).resolves.toBe('reserved');
    await expect(outcomeOf(limiter.reserve('1.1.1.1', 'y'))).resolves.toBe('reserved');
  });

  it('gives a user name five times the allowance over all addresses', async () => {
    const limiter = createSignInLimiter({ maxFailures: 2, windowSeconds: 30 });
    for (let index = 0; index < 10; index += 1) await limiter.reserve(`10.0.0.${index}`, 'x');
    await expect(outcomeOf(limiter.reserve('10.0.1.1', 'x'))).resolves.toBe(429);
    await expect(outcomeOf(limiter.reserve('10.0.1.1', 'y'))).resolves.toBe('reserved');
  });

  it('clears a user name’s counts on success and gives an abandoned attempt back', async () => {
    const limiter = createSignInLimiter({ maxFailures: 2, windowSeconds: 30 });
    await limiter.reserve('1.1.1.1', 'x');
    await (await limiter.reserve('1.1.1.1', 'x')).succeeded();
    await (await limiter.reserve('1.1.1.1', 'x')).abandoned();
    await limiter.reserve('1.1.1.1', 'x');
    await limiter.reserve('1.1.1.1', 'x');
    await expect(outcomeOf(limiter.reserve('1.1.1.1', 'x'))).resolves.toBe(429);
  });

  it('slows an address’s failures past three times the allowance, a second more each, at most five', async () => {
    const limiter = createSignInLimiter({ maxFailures: 2, windowSeconds: 30 });
    const slowDowns: number[] = [];
    for (let index = 0; index < 12; index += 1) {
      const attempt = await limiter.reserve('1.1.1.1', `user-${index}`);
      slowDowns.push((await attempt.failed()).slowDownMs);
    }
    expect(slowDowns).toEqual([0, 0, 0, 0, 0, 0, 1_000, 2_000, 3_000, 4_000, 5_000, 5_000]);
    // Another address is not slowed.
    const elsewhere = await limiter.reserve('2.2.2.2', 'user-0');
    expect((await elsewhere.failed()).slowDownMs).toBe(0);
  });
});

// Shared counters need a Redis server: run with TEST_REDIS_URL=redis://127.0.0.1:6379 to include these.
const TEST_REDIS_URL = process.env.TEST_REDIS_URL || undefined;

(TEST_REDIS_URL === undefined ? describe.skip : describe)('createSignInLimiter with Redis', () => {
  it('shares one allowance between instances, also under a parallel burst', async () => {
    const { Redis } = await import('ioredis');
    const redis = new Redis(TEST_REDIS_URL ?? '');
    try {
      // Until the connection is ready, each instance counts in memory (the insurance limiter).
      await new Promise((resolve) => redis.once('ready', resolve));
      const instances = [0, 1].map(() => createSignInLimiter({ maxFailures: 5, windowSeconds: 30, redis }));
      const user = `redis-test-${Date.now()}-${Math.random()}`;
      const outcomes = await Promise.all(
        Array.from({ length: 40 }, (_, index) =>
          outcomeOf((instances[index % 2] as SignInLimiter).reserve('10.9.0.1', user)),
        ),
      );
      expect(outcomes.filter((outcome) => outcome === 'reserved')).toHaveLength(5);
      expect(outcomes.filter((outcome) => outcome === 429)).toHaveLength(35);
    } finally {
      redis.disconnect();
    }
  });
});
