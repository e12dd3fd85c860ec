import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { healthHandler } from './support/healthHandlers';
import { mockMatchMedia } from './support/matchMedia';
import { renderApp } from './support/renderApp';
import { apiUrl, server } from './support/server';
import { makeToken } from './support/tokens';

async function signIn(user: ReturnType<typeof renderApp>['user'], name = 'og', password = 'og') {
  await user.type(screen.getByLabelText(/username/i), name);
  await user.type(screen.getByLabelText(/password/i), password);
  await user.click(screen.getByRole('button', { name: 'Sign In' }));
}

beforeEach(() => mockMatchMedia({ width: 1920 }));

describe('signing in', () => {
  it('sends the capitalised body, stores the session for one hour and opens the status check', async () => {
    const token = makeToken('SuperAdmin', 'og');
    let body: unknown;
    server.use(
      http.post(apiUrl('Authentication'), async ({ request }) => {
        body = await request.json();
        return HttpResponse.text(token);
      }),
      healthHandler(),
    );
    const { user, location } = renderApp('/');

    await signIn(user);

    expect(await screen.findByRole('heading', { name: 'Status Check' })).toBeInTheDocument();
    expect(location().pathname).toBe('/HealthCheck');
    expect(body).toEqual({ UserName: 'og', Password: 'og' });
    expect(localStorage.getItem('token')).toBe(token);
    expect(localStorage.getItem('role')).toBe('SuperAdmin');
    const expiresIn = Date.parse(localStorage.getItem('expiration') ?? '') - Date.now();
    expect(expiresIn).toBeGreaterThan(59 * 60 * 1000);
    expect(expiresIn).toBeLessThanOrEqual(60 * 60 * 1000);
    expect(screen.queryByRole('button', { name: 'Sign In' })).not.toBeInTheDocument();
  });

  it('marks both fields required with a 50-character limit', () => {
    renderApp('/');
    for (const field of [screen.getByLabelText(/username/i), screen.getByLabelText(/password/i)]) {
      expect(field).toBeRequired();
      expect(field).toHaveAttribute('maxlength', '50');
    }
    expect(screen.getByLabelText(/password/i)).toHaveAttribute('type', 'password');
  });

  it.each([
    // Wrong credentials say what happened, not the catalogue's 401 (D-84).
    [401, 'The user name or password is not right.'],
    [400, 'Bad request: The server cannot process the request due to a client error.'],
    [429, 'Too many requests: The user has sent too many requests in a given amount of time.'],
    [
      500,
      'Internal server error: The server encountered an unexpected condition that prevented it from fulfilling the request.',
    ],
    [418, 'Failed to sign in: Server returned an unexpected status.'],
  ])('shows the message for a %i above the form and stores nothing', async (status, message) => {
    server.use(
      http.post(apiUrl('Authentication'), () =>
        HttpResponse.json({ title: 'x', status }, { status, headers: { 'Content-Type': 'application/problem+json' } }),
      ),
    );
    const { user } = renderApp('/');
    await signIn(user, 'og', 'wrong');

    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(localStorage.getItem('token')).toBeNull();
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeEnabled();
  });

  it.each([
    ['900', 'Try again in 15 minutes.'],
    ['45', 'Try again in 45 seconds.'],
  ])('says in words how long to wait when a 429 asks for %s seconds', async (retryAfter, wait) => {
    server.use(
      http.post(apiUrl('Authentication'), () =>
        HttpResponse.json(
          { title: 'Too Many Requests', status: 429 },
          { status: 429, headers: { 'Content-Type': 'application/problem+json', 'Retry-After': retryAfter } },
        ),
      ),
    );
    const { user } = renderApp('/');
    await signIn(user, 'og', 'wrong');

    expect(await screen.findByRole('alert')).toHaveTextContent(
      `Too many requests: The user has sent too many requests in a given amount of time. ${wait}`,
    );
  });

  it('shows the Network Error message when the server cannot be reached', async () => {
    server.use(http.post(apiUrl('Authentication'), () => HttpResponse.error()));
    const { user } = renderApp('/');
    await signIn(user);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      "We've run into a server error. Some functions might not work right now but you can continue to use the app.",
    );
  });

  it("rejects a response that is not a JWT with 'Invalid JWT token' and leaves nothing stored", async () => {
    server.use(http.post(apiUrl('Authentication'), () => HttpResponse.text('<html>hello</html>')));
    const { user } = renderApp('/');
    await signIn(user);
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid JWT token');
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('role')).toBeNull();
  });

  it('shows progress while the request runs', async () => {
    let release: () => void = () => undefined;
    server.use(
      http.post(
        apiUrl('Authentication'),
        () => new Promise<Response>((resolve) => (release = () => resolve(HttpResponse.text('x', { status: 401 })))),
      ),
    );
    const { user } = renderApp('/');
    await signIn(user);
    const button = await screen.findByRole('button', { name: 'Loading...' });
    expect(button).toBeDisabled();
    expect(within(button).getByRole('status')).toHaveTextContent('Loading...');
    release();
    expect(await screen.findByRole('button', { name: 'Sign In' })).toBeEnabled();
  });
});
