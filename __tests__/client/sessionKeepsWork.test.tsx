import { act, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { keepDraft, readDraft } from '../../src/session/formDrafts';
import { getHandler, pageOf, pilot } from './resources/support';
import { healthHandler } from './support/healthHandlers';
import { mockMatchMedia } from './support/matchMedia';
import { renderApp } from './support/renderApp';
import { apiUrl, server } from './support/server';
import { makeToken, storeSession } from './support/tokens';

// Sessions that keep work: a warning with 'Stay signed in' before the session ends, a form that keeps what was typed
// when it ends anyway, and sign-in that returns to where the user was (or was going).

const EXPIRED = 'Your session has expired. Please sign in again.';

beforeEach(() => mockMatchMedia({ width: 1920 }));
afterEach(() => {
  jest.useRealTimers();
  sessionStorage.clear();
});

const drafts = () => Object.keys(sessionStorage).filter((key) => key.startsWith('formDraft:'));

async function signInAs(user: ReturnType<typeof renderApp>['user'], name: string) {
  await user.type(screen.getByLabelText(/username/i), name);
  await user.type(screen.getByLabelText(/password/i), name);
  await user.click(screen.getByRole('button', { name: 'Sign In' }));
}

describe('five minutes before the session ends', () => {
  it('offers to stay signed in, and a fresh token keeps the session going', async () => {
    const old = storeSession('Admin', 4 * 60 * 1000, 'aa');
    const fresh = makeToken('Admin', 'aa');
    let sentWith: string | null = null;
    server.use(
      healthHandler(),
      http.post(apiUrl('Authentication/refresh'), ({ request }) => {
        sentWith = request.headers.get('authorization');
        return HttpResponse.text(fresh);
      }),
    );
    const { user } = renderApp('/HealthCheck');
    const notice = await screen.findByRole('region', { name: 'Session' });
    expect(within(notice).getByRole('alert')).toHaveTextContent(/^Your session ends at \d{2}:\d{2}\./);

    await user.click(within(notice).getByRole('button', { name: 'Stay signed in' }));

    await screen.findByRole('heading', { name: 'Status Check' });
    expect(sentWith).toBe(`Bearer ${old}`);
    expect(localStorage.getItem('token')).toBe(fresh);
    const expiresIn = Date.parse(localStorage.getItem('expiration') ?? '') - Date.now();
    expect(expiresIn).toBeGreaterThan(59 * 60 * 1000);
    expect(screen.queryByRole('region', { name: 'Session' })).not.toBeInTheDocument();
  });

  it('says nothing while more than five minutes are left', async () => {
    storeSession('Admin', 6 * 60 * 1000);
    server.use(healthHandler());
    renderApp('/HealthCheck');
    await screen.findByRole('heading', { name: 'Status Check' });
    expect(screen.queryByRole('region', { name: 'Session' })).not.toBeInTheDocument();
  });

  it('says why when the session cannot be extended', async () => {
    storeSession('Admin', 60 * 1000);
    server.use(
      healthHandler(),
      http.post(apiUrl('Authentication/refresh'), () =>
        HttpResponse.json({ status: 401 }, { status: 401, headers: { 'Content-Type': 'application/problem+json' } }),
      ),
    );
    const { user } = renderApp('/HealthCheck');
    const notice = await screen.findByRole('region', { name: 'Session' });
    await user.click(within(notice).getByRole('button', { name: 'Stay signed in' }));
    // A refused token ends the session at once: the sign-in form says so.
    expect(await screen.findByText(EXPIRED)).toBeInTheDocument();
  });
});

describe('when the session ends anyway', () => {
  it('keeps a half-filled form and brings it back after signing in again', async () => {
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick'] });
    storeSession('Admin', 60 * 1000, 'aa');
    server.use(http.post(apiUrl('Authentication'), () => HttpResponse.text(makeToken('Admin', 'aa'))));
    const { user, location } = renderApp('/Pilots/Create', { advanceTimers: jest.advanceTimersByTime });
    await user.type(await screen.findByRole('textbox', { name: /first name/i }), 'Ada');
    await user.type(screen.getByRole('textbox', { name: /last name/i }), 'Lovelace');

    await act(async () => {
      await jest.advanceTimersByTimeAsync(61_000);
    });
    expect(await screen.findByText(EXPIRED)).toBeInTheDocument();
    expect(location().pathname).toBe('/');

    await signInAs(user, 'aa');

    expect(await screen.findByRole('heading', { name: /create pilot/i })).toBeInTheDocument();
    expect(location().pathname).toBe('/Pilots/Create');
    expect(screen.getByRole('textbox', { name: /first name/i })).toHaveValue('Ada');
    expect(screen.getByRole('textbox', { name: /last name/i })).toHaveValue('Lovelace');
    expect(screen.getByText(/what you typed before it did is back in the form/)).toBeInTheDocument();
  });

  it('does not keep a form left on purpose', async () => {
    storeSession('Admin', undefined, 'aa');
    server.use(getHandler('Pilots', () => pageOf([pilot(1)])));
    const confirm = jest.spyOn(window, 'confirm').mockReturnValue(true);
    try {
      const { user } = renderApp('/Pilots/Create');
      await user.type(await screen.findByRole('textbox', { name: /first name/i }), 'Ada');
      expect(drafts()).toEqual(['formDraft:/pilots/create']);
      await user.click(screen.getByRole('link', { name: 'Back to List' }));
      expect(await screen.findByRole('table', { name: 'Pilots' })).toBeInTheDocument();
      expect(drafts()).toEqual([]);
    } finally {
      confirm.mockRestore();
    }
  });

  it('gives a kept form to the same user only', () => {
    keepDraft('/Pilots/Create', { userName: 'aa', values: { firstName: 'Ada' } });
    expect(readDraft('/Pilots/Create', 'uu')).toBeUndefined();
    expect(readDraft('/pilots/create', 'aa')).toEqual({ firstName: 'Ada' });
  });

  it('does not send a token whose stored expiry has passed, even without a reload', async () => {
    const token = storeSession('Admin');
    let authorization: string | null = 'not asked';
    server.use(
      getHandler('Pilots/:id', () => pilot(3)),
      http.get(apiUrl('HealthCheck'), ({ request }) => {
        authorization = request.headers.get('authorization');
        return HttpResponse.json(null, { status: 204 });
      }),
    );
    const { navigate } = renderApp('/Pilots/3');
    await screen.findByRole('heading', { name: /pilot details/i });
    localStorage.setItem('expiration', new Date(Date.now() - 1000).toISOString());
    await act(() => navigate('/HealthCheck'));
    expect(await screen.findByText(EXPIRED)).toBeInTheDocument();
    expect(authorization).not.toBe(`Bearer ${token}`);
  });
});

describe('a signed-out visit to a shared link', () => {
  it('returns to the link after signing in', async () => {
    server.use(
      http.post(apiUrl('Authentication'), () => HttpResponse.text(makeToken('User', 'uu'))),
      getHandler('Pilots/:id', () => pilot(3)),
    );
    const { user, location } = renderApp('/Pilots/3?from=share');
    expect(await screen.findByRole('button', { name: 'Sign In' })).toBeInTheDocument();
    await signInAs(user, 'uu');
    expect(await screen.findByRole('heading', { name: /pilot details/i })).toBeInTheDocument();
    expect(`${location().pathname}${location().search}`).toBe('/Pilots/3?from=share');
  });
});
