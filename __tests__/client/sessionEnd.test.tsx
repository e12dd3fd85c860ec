import { act, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { airlineRange, getHandler, logRequests, pageOf, pilot } from './resources/support';
import { healthHandler } from './support/healthHandlers';
import { mockMatchMedia } from './support/matchMedia';
import { renderApp } from './support/renderApp';
import { apiUrl, server } from './support/server';
import { makeToken, storeSession, type TokenSessionTimes } from './support/tokens';

// A session ends a fixed time after its sign-in with the password, however often it was kept going (D-94). Its last
// token cannot be refreshed: the app says that the session reaches its end and offers to sign in again, never a
// 'Stay signed in' that cannot work. A token replaced by another tab's refresh (D-93) signs nobody out.

const MINUTE = 60_000;
const ENDED =
  'Your session has reached its end, 12 hours after you signed in. Please sign in again with your password.';
const requests = logRequests();
const refreshes = () => requests.of('POST').filter((request) => request.url === 'Authentication/refresh');

beforeEach(() => mockMatchMedia({ width: 1366 }));
afterEach(() => {
  jest.useRealTimers();
  sessionStorage.clear();
});

/** Stores a session whose token is the last of a 12-hour session ending in `endsInMs`. */
function storeLastToken(endsInMs: number, times: Partial<TokenSessionTimes> = {}) {
  const token = makeToken('Admin', 'aa', { endsInMs, lengthMinutes: 12 * 60, ...times });
  localStorage.setItem('token', token);
  localStorage.setItem('role', 'Admin');
  localStorage.setItem('expiration', new Date(Date.now() + endsInMs).toISOString());
  return token;
}

const advance = (ms: number) =>
  act(async () => {
    await jest.advanceTimersByTimeAsync(ms);
  });

describe('the last token of a session', () => {
  it('gets a notice that the session reaches its end, with Sign in again and no Stay signed in', async () => {
    storeLastToken(4 * MINUTE);
    server.use(getHandler('Airlines', () => pageOf(airlineRange(1, 10))));
    const { user } = renderApp('/Airlines');
    const notice = await screen.findByRole('region', { name: 'Session' });
    expect(within(notice).getByRole('alert')).toHaveTextContent(/^Your session ends at \d{2}:\d{2}\./);
    expect(notice).toHaveTextContent(
      'A session lasts 12 hours from signing in, so this one cannot be extended: sign in again to keep working.',
    );
    expect(within(notice).queryByRole('button', { name: 'Stay signed in' })).not.toBeInTheDocument();

    await user.click(within(notice).getByRole('button', { name: 'Sign in again' }));

    expect(await screen.findByText(ENDED)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeInTheDocument();
    expect(localStorage.getItem('token')).toBeNull();
    expect(refreshes()).toEqual([]);
  });

  it('is not refreshed silently however active the person is, and the end says why on the sign-in form', async () => {
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick'] });
    storeLastToken(12 * MINUTE, { lengthMinutes: 12 * 60 });
    server.use(getHandler('Airlines', () => pageOf(airlineRange(1, 10))));
    const { user } = renderApp('/Airlines', { advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
    await screen.findByRole('table', { name: 'Airlines' });
    for (let minute = 0; minute < 12; minute++) {
      await user.keyboard('{Shift}');
      await advance(MINUTE);
    }
    await advance(5_000);
    expect(refreshes()).toEqual([]);
    expect(await screen.findByText(ENDED)).toBeInTheDocument();
  });

  it('keeps a half-filled form through the end, and brings it back after signing in', async () => {
    storeLastToken(3 * MINUTE);
    server.use(http.post(apiUrl('Authentication'), () => HttpResponse.text(makeToken('Admin', 'aa'))));
    const { user, location } = renderApp('/Pilots/Create');
    await user.type(await screen.findByRole('textbox', { name: /first name/i }), 'Ada');
    const notice = await screen.findByRole('region', { name: 'Session' });
    await user.click(within(notice).getByRole('button', { name: 'Sign in again' }));
    expect(await screen.findByText(ENDED)).toBeInTheDocument();

    await user.type(screen.getByLabelText(/username/i), 'aa');
    await user.type(screen.getByLabelText(/password/i), 'aa');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));

    expect(await screen.findByRole('heading', { name: /create pilot/i })).toBeInTheDocument();
    expect(location().pathname).toBe('/Pilots/Create');
    expect(screen.getByRole('textbox', { name: /first name/i })).toHaveValue('Ada');
  });

  it('is told from a token that still has more than its hour, which keeps Stay signed in', async () => {
    // Two hours left of the session: this token's hour ends first, and a refresh can still give another.
    const token = makeToken('Admin', 'aa', { endsInMs: 120 * MINUTE, lengthMinutes: 12 * 60 });
    localStorage.setItem('token', token);
    localStorage.setItem('role', 'Admin');
    localStorage.setItem('expiration', new Date(Date.now() + 4 * MINUTE).toISOString());
    server.use(getHandler('Airlines', () => pageOf(airlineRange(1, 10))));
    renderApp('/Airlines');
    const notice = await screen.findByRole('region', { name: 'Session' });
    expect(within(notice).getByRole('button', { name: 'Stay signed in' })).toBeInTheDocument();
  });

  it('ends a fresh session at the end of the session, when that comes before the hour', async () => {
    const token = makeToken('Admin', 'aa', { endsInMs: 20 * MINUTE, lengthMinutes: 12 * 60 });
    server.use(
      http.post(apiUrl('Authentication'), () => HttpResponse.text(token)),
      healthHandler(),
    );
    const { user } = renderApp('/');
    await user.type(screen.getByLabelText(/username/i), 'aa');
    await user.type(screen.getByLabelText(/password/i), 'aa');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    await screen.findByRole('heading', { name: 'Status Check' });
    const left = Date.parse(localStorage.getItem('expiration') ?? '') - Date.now();
    expect(left).toBeGreaterThan(19 * MINUTE);
    expect(left).toBeLessThanOrEqual(20 * MINUTE);
  });
});

describe('a token replaced by a refresh in another tab', () => {
  it('signs nobody out: a request refused with it is sent again with the stored new token', async () => {
    const old = storeSession('Admin', 60 * MINUTE, 'aa');
    // The refreshed token of the same session: another token text than the one stored.
    const fresh = makeToken('Admin', 'aa', { endsInMs: 11 * 60 * MINUTE, lengthMinutes: 12 * 60 });
    const sentWith: (string | null)[] = [];
    server.use(
      http.get(apiUrl('Pilots/:id'), ({ request }) => {
        const authorization = request.headers.get('authorization');
        sentWith.push(authorization);
        if (authorization === `Bearer ${old}`) {
          // The other tab refreshed while this request was on its way; its storage event has not come yet.
          localStorage.setItem('token', fresh);
          return HttpResponse.json(
            { status: 401 },
            { status: 401, headers: { 'Content-Type': 'application/problem+json' } },
          );
        }
        return HttpResponse.json(pilot(3));
      }),
    );
    renderApp('/Pilots/3');
    expect(await screen.findByRole('heading', { name: /pilot details/i })).toBeInTheDocument();
    expect(sentWith).toEqual([`Bearer ${old}`, `Bearer ${fresh}`]);
    expect(localStorage.getItem('token')).toBe(fresh);
  });

  it('takes the other tab’s new token when its own Stay signed in finds the session already extended', async () => {
    storeSession('Admin', 4 * MINUTE, 'aa');
    // The refreshed token of the same session: another token text than the one stored.
    const fresh = makeToken('Admin', 'aa', { endsInMs: 11 * 60 * MINUTE, lengthMinutes: 12 * 60 });
    server.use(
      getHandler('Airlines', () => pageOf(airlineRange(1, 10))),
      http.post(apiUrl('Authentication/refresh'), () => {
        localStorage.setItem('token', fresh);
        localStorage.setItem('expiration', new Date(Date.now() + 60 * MINUTE).toISOString());
        return HttpResponse.json(
          { status: 409 },
          { status: 409, headers: { 'Content-Type': 'application/problem+json' } },
        );
      }),
    );
    const { user } = renderApp('/Airlines');
    const notice = await screen.findByRole('region', { name: 'Session' });
    await user.click(within(notice).getByRole('button', { name: 'Stay signed in' }));
    expect(await screen.findByRole('table', { name: 'Airlines' })).toBeInTheDocument();
    await act(async () => undefined);
    expect(screen.queryByRole('region', { name: 'Session' })).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
