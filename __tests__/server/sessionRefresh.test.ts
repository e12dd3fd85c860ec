import { hashPassword } from '../../server/auth/passwords';
import { bearer, decodePart, signIn, startTestApp, type TestApp } from './helpers/testApp';
import { claimsFor, craftToken } from './helpers/tokens';

// A refresh retires the token it replaces (D-93), and a session ends a fixed time after its sign-in with the password,
// however often it is refreshed (D-94). The server's clock is Date.now, faked here as the other auth tests do.

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
let testApp: TestApp;

beforeAll(async () => {
  testApp = await startTestApp({ config: { authCacheMs: 5000 } });
});
afterAll(() => testApp.close());

const status = async (token: string) =>
  (await testApp.app.inject({ method: 'GET', url: '/api/v1/HealthCheck', headers: bearer(token) })).statusCode;
const refresh = (token: string) =>
  testApp.app.inject({ method: 'POST', url: '/api/v1/Authentication/refresh', headers: bearer(token) });

async function newUser(userName: string) {
  await testApp.database.db
    .insertInto('apiUser')
    .values({ userName, password: await hashPassword('pw'), roles: 'Admin' })
    .execute();
  return { userName, password: 'pw' };
}

/** Runs `body` with the server's clock at `at`, ms since the epoch. */
async function at<T>(time: number, body: () => Promise<T>): Promise<T> {
  const clock = jest.spyOn(Date, 'now').mockReturnValue(time);
  try {
    return await body();
  } finally {
    clock.mockRestore();
  }
}

describe('a refresh retires the token it replaces', () => {
  it('keeps the replaced token for a minute for requests on their way, and never refreshes it again', async () => {
    const first = await signIn(testApp.app, await newUser('retiring'));
    const replacedAt = Date.now();
    const second = (await refresh(first)).body;
    expect(decodePart(second, 1)).toMatchObject({ sid: decodePart(first, 1).sid, ver: 2 });

    // Another tab's request sent with the old token a moment ago still gets its answer.
    expect(await status(first)).toBe(200);
    const again = await refresh(first);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ detail: /already|just been extended/ });

    await at(replacedAt + 61_000, async () => {
      testApp.app.tokenUsers.forgetAll();
      expect(await status(first)).toBe(401);
      expect((await refresh(first)).statusCode).toBe(401);
      expect(await status(second)).toBe(200);
    });
  });

  it('lets one of two refreshes of the same token win: the thief and the owner cannot both go on', async () => {
    const token = await signIn(testApp.app, await newUser('contested'));
    const answers = await Promise.all([refresh(token), refresh(token), refresh(token)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409, 409]);
    const winner = answers.find((answer) => answer.statusCode === 200)?.body ?? '';
    expect((await refresh(winner)).statusCode).toBe(200);
  });

  it('is seen by an instance that kept the session: a newer token is looked up, not refused', async () => {
    const token = await signIn(testApp.app, await newUser('kept-elsewhere'));
    expect(await status(token)).toBe(200); // now kept for the cache's 5 s
    const { sid } = decodePart(token, 1);
    // A refresh made on another instance: the database moves on, this instance is not told.
    await testApp.database.db
      .updateTable('apiSession')
      .set({ tokenVersion: 2, replacedTokenValidUntil: new Date(Date.now() + MINUTE) })
      .where('sessionId', '=', Number(sid))
      .execute();
    const newer = craftToken({ ...decodePart(token, 1), ver: 2 }, testApp.config.jwtSecret ?? '');
    expect(await status(newer)).toBe(200);
  });

  it('cannot extend a token that belongs to no session (signed before sessions were kept)', async () => {
    await newUser('sessionless');
    const next = Math.floor(Date.now() / 1000) + 1;
    const token = craftToken(
      claimsFor('sessionless', 'Admin', { iat: next, nbf: next }),
      testApp.config.jwtSecret ?? '',
    );
    expect(await status(token)).toBe(200);
    const refused = await refresh(token);
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toMatchObject({ detail: /no session that can be extended/ });
  });

  it('refuses session claims that no token of ours carries', async () => {
    const claims = decodePart(await signIn(testApp.app, await newUser('odd-claims')), 1);
    const secret = testApp.config.jwtSecret ?? '';
    // The control: the same claims, signed again, are accepted; each odd one differs from them in one claim.
    expect(await status(craftToken(claims, secret))).toBe(200);
    for (const odd of [{ ver: 0 }, { ver: '1' }, { sid: 'one' }, { sid: 7 }, { session_exp: undefined }]) {
      expect(await status(craftToken({ ...claims, ...odd }, secret))).toBe(401);
    }
  });
});

describe('a session has an absolute lifetime', () => {
  it('is carried through every refresh and ends 12 hours after the sign-in, when the password is needed', async () => {
    const user = await newUser('all-day');
    const signedInAt = Date.now() - 12 * HOUR + 30 * MINUTE;
    let token = await at(signedInAt, () => signIn(testApp.app, user));
    const sessionEnd = Math.floor((signedInAt + 12 * HOUR) / 1000);
    expect(decodePart(token, 1).session_exp).toBe(sessionEnd);

    // Refreshed every 50 minutes all day, as an active user's app does.
    for (let time = signedInAt + 50 * MINUTE; time < signedInAt + 12 * HOUR; time += 50 * MINUTE) {
      token = await at(time, async () => {
        const answer = await refresh(token);
        expect(answer.statusCode).toBe(200);
        return answer.body;
      });
      expect(decodePart(token, 1).session_exp).toBe(sessionEnd);
    }
    // The last token ends with the session, not an hour after it was issued.
    const last = decodePart(token, 1);
    expect(last.exp).toBe(sessionEnd);
    expect(last.ver).toBe(15);

    await at((sessionEnd + 1) * 1000, async () => {
      const refused = await refresh(token);
      expect(refused.statusCode).toBe(401);
      expect(refused.json()).toMatchObject({ detail: /reached its end/ });
      expect(await status(token)).toBe(401);
    });
    await at((sessionEnd + 120) * 1000, async () => expect((await refresh(token)).statusCode).toBe(401));
    // The password starts a new session with a full day ahead.
    expect(await status(await signIn(testApp.app, user))).toBe(200);
  });

  it('is a setting: SESSION_LIFETIME_MINUTES', async () => {
    const short = await startTestApp({ config: { sessionLifetimeMinutes: 90 } });
    try {
      await short.database.db
        .insertInto('apiUser')
        .values({ userName: 'short-day', password: await hashPassword('pw'), roles: 'User' })
        .execute();
      const token = await signIn(short.app, { userName: 'short-day', password: 'pw' });
      const claims = decodePart(token, 1);
      expect(Number(claims.session_exp) - Number(claims.auth_time)).toBe(90 * 60);
      const refused = await at(Date.now() + 91 * MINUTE, () =>
        short.app.inject({ method: 'POST', url: '/api/v1/Authentication/refresh', headers: bearer(token) }),
      );
      expect(refused.statusCode).toBe(401);
    } finally {
      await short.close();
    }
  }, 60_000);
});
