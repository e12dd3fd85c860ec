import { act, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { healthHandler } from './support/healthHandlers';
import { mockMatchMedia } from './support/matchMedia';
import { renderApp } from './support/renderApp';
import { apiUrl, server } from './support/server';
import { storeSession } from './support/tokens';

const EXPIRED = 'Your session has expired. Please sign in again.';
const MUST_SIGN_IN = 'You must be logged in to access this resource. Please log in and try again.';

beforeEach(() => mockMatchMedia({ width: 1920 }));
afterEach(() => jest.useRealTimers());

describe('the session', () => {
  it('treats a stored session past its expiry as signed out, clears it and says why (D-01)', () => {
    storeSession('Admin', -1000);
    localStorage.setItem('theme', 'dark');
    renderApp('/');
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeInTheDocument();
    expect(screen.getByText(EXPIRED)).toBeInTheDocument();
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('role')).toBeNull();
    expect(localStorage.getItem('expiration')).toBeNull();
    expect(localStorage.getItem('theme')).toBe('dark');
  });

  it('ends the session when it expires while the app is open', async () => {
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick'] });
    storeSession('User', 5_000);
    server.use(healthHandler());
    renderApp('/HealthCheck');
    expect(await screen.findByRole('heading', { name: 'Status Check' })).toBeInTheDocument();

    await act(async () => {
      await jest.advanceTimersByTimeAsync(6_000);
    });

    expect(await screen.findByText(EXPIRED)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeInTheDocument();
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('sends the Bearer token of a live session', async () => {
    const token = storeSession('User');
    let authorization: string | null = null;
    server.use(
      http.get(apiUrl('HealthCheck'), ({ request }) => {
        authorization = request.headers.get('Authorization');
        return HttpResponse.json(null, { status: 204 });
      }),
    );
    renderApp('/HealthCheck');
    expect(await screen.findByText('No data available')).toBeInTheDocument();
    expect(authorization).toBe(`Bearer ${token}`);
  });

  it('clears the session when the server rejects its token', async () => {
    storeSession('Admin');
    server.use(http.get(apiUrl('HealthCheck'), () => new HttpResponse(null, { status: 401 })));
    renderApp('/HealthCheck');
    expect(await screen.findByText(EXPIRED)).toBeInTheDocument();
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('sends a signed-out visitor of a guarded screen to sign-in with a message (D-04)', async () => {
    const { location } = renderApp('/HealthCheck');
    expect(await screen.findByText(MUST_SIGN_IN)).toBeInTheDocument();
    expect(location().pathname).toBe('/');
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeInTheDocument();
  });

  it('follows a sign-out made in another tab', async () => {
    storeSession('Admin');
    renderApp('/');
    expect(await screen.findByText(/Signed in as/)).toBeInTheDocument();
    act(() => {
      localStorage.clear();
      window.dispatchEvent(new StorageEvent('storage', { key: 'token' }));
    });
    expect(await screen.findByRole('button', { name: 'Sign In' })).toBeInTheDocument();
  });

  it('shows nothing fetched for one user to the next, here someone signing in as another user in another tab', async () => {
    const adminToken = storeSession('Admin', undefined, 'aa');
    server.use(
      http.get(apiUrl('Airlines'), ({ request }) =>
        HttpResponse.json({
          data: [
            {
              id: 1,
              name: request.headers.get('authorization') === `Bearer ${adminToken}` ? 'Seen by aa' : 'Seen by uu',
            },
          ],
          pageNumber: 1,
          pageSize: 10,
          totalCount: 1,
          totalPages: 1,
          lastPage: 1,
        }),
      ),
    );
    renderApp('/Airlines');
    expect(await screen.findByRole('cell', { name: 'Seen by aa' })).toBeInTheDocument();

    act(() => {
      storeSession('User', undefined, 'uu');
      window.dispatchEvent(new StorageEvent('storage', { key: 'token' }));
    });

    expect(await screen.findByRole('cell', { name: 'Seen by uu' })).toBeInTheDocument();
    expect(screen.queryByRole('cell', { name: 'Seen by aa' })).not.toBeInTheDocument();
  });
});
