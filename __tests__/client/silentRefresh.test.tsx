import { act, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { airlineRange, getHandler, logRequests, pageOf } from './resources/support';
import { mockMatchMedia } from './support/matchMedia';
import { renderApp } from './support/renderApp';
import { apiUrl, server } from './support/server';
import { makeToken, storeSession } from './support/tokens';

// A session in use is refreshed without asking, shortly before it ends; an idle one is not, and gets the notice five
// minutes before its end, which can be dismissed (D-87).

const MINUTE = 60_000;
const requests = logRequests();

beforeEach(() => {
  mockMatchMedia({ width: 1366 });
  jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick'] });
});
afterEach(() => jest.useRealTimers());

const advance = (ms: number) =>
  act(async () => {
    await jest.advanceTimersByTimeAsync(ms);
  });
const refreshes = () => requests.of('POST').filter((request) => request.url === 'Authentication/refresh');

function api(answerRefresh: () => Response = () => HttpResponse.text(makeToken('Admin', 'aa'))) {
  server.use(
    getHandler('Airlines', () => pageOf(airlineRange(1, 10))),
    http.post(apiUrl('Authentication/refresh'), answerRefresh),
  );
}

async function openList() {
  const view = renderApp('/Airlines', { advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
  await screen.findByRole('table', { name: 'Airlines' });
  return view;
}

it('refreshes an active session shortly before it ends, once, keeping the screen; an idle one is left to end', async () => {
  const first = storeSession('Admin', 13 * MINUTE, 'aa');
  api();
  const { user } = await openList();
  await user.type(screen.getByRole('textbox', { name: 'Quick search' }), 'delta');

  // Ten minutes before the end, the person having typed a moment ago: a new token, without a word.
  await advance(4 * MINUTE);
  expect(refreshes()).toHaveLength(1);
  await advance(1_000);
  expect(localStorage.getItem('token')).not.toBe(first);
  const left = Date.parse(localStorage.getItem('expiration') ?? '') - Date.now();
  expect(left).toBeGreaterThan(55 * MINUTE);
  expect(screen.queryByRole('region', { name: 'Session' })).not.toBeInTheDocument();
  // The same user's new token keeps what is on screen: the list is not asked for again.
  expect(requests.of('GET').filter((request) => request.url.startsWith('Airlines'))).toHaveLength(1);
  expect(screen.getByRole('table', { name: 'Airlines' })).toBeInTheDocument();

  // Nobody touches anything for the next hour: no refresh; the notice five minutes before the end.
  await advance(56 * MINUTE);
  expect(refreshes()).toHaveLength(1);
  expect(await screen.findByRole('region', { name: 'Session' })).toHaveTextContent(/Your session ends at/);
  expect(refreshes()).toHaveLength(1);
});

it('leaves the refresh to the tab that holds it, and to none once the session was refreshed there', async () => {
  storeSession('Admin', 10 * MINUTE + 10_000, 'aa');
  // Another tab sharing the session is refreshing it right now.
  localStorage.setItem('sessionRefreshLease', String(Date.now() + 30_000));
  api();
  const { user } = await openList();
  await user.click(screen.getByRole('rowheader', { name: '3' }));
  await advance(20_000);
  expect(refreshes()).toEqual([]);

  // That tab stores its new session; this one takes it over and has nothing left to refresh.
  act(() => {
    storeSession('Admin', 60 * MINUTE, 'aa');
    window.dispatchEvent(new StorageEvent('storage', { key: 'expiration' }));
  });
  await advance(5 * MINUTE);
  expect(refreshes()).toEqual([]);
  expect(screen.queryByRole('region', { name: 'Session' })).not.toBeInTheDocument();
});

it('shows the notice to an idle session, and Dismiss puts it away for that session', async () => {
  storeSession('Admin', 6 * MINUTE, 'aa');
  // A refresh that fails is not tried again by itself: the notice stays the way to ask.
  api(() => HttpResponse.text('failed', { status: 500 }));
  const { user } = await openList();
  expect(screen.queryByRole('region', { name: 'Session' })).not.toBeInTheDocument();

  await advance(MINUTE + 1_000);
  const notice = await screen.findByRole('region', { name: 'Session' });
  expect(refreshes()).toEqual([]);
  // In the page's flow above the screen, not over it.
  expect(notice.compareDocumentPosition(screen.getByRole('main')) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();

  await user.click(within(notice).getByRole('button', { name: 'Dismiss' }));

  expect(screen.queryByRole('region', { name: 'Session' })).not.toBeInTheDocument();
  await advance(2 * MINUTE);
  expect(screen.queryByRole('region', { name: 'Session' })).not.toBeInTheDocument();
});
