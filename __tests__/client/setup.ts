import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';
import './support/formDataShim';
import { server } from './support/server';

// A screen that appears after a lazy module and a mocked request shows within ~300 ms on an idle machine. The first
// test of a file also compiles that module and everything it imports (MUI's form parts): about 3 s on an idle machine
// with a cold cache, over 4 s when CI runs two other suites beside it on two cores. Testing Library's 1 s wait
// (findBy…, waitFor) would fail a correct screen there; a wrong screen still fails, only later. (Set here only: a
// configure() in a module a test file imports would override it for that file.)
configure({ asyncUtilTimeout: 15_000 });
// The form tests type every field as a person would (user-event, key by key): 2–4 s each on an idle two-core machine,
// and a file's first test also waits for the first visit above. Beside CI's other lanes, at a load of 12 on two cores,
// the flight form's first test took over 30 s, and a test that runs out of time keeps typing into the next test's
// screen, failing it too. A correct test never comes near two minutes; a hung one still fails. (Set here: Jest reads
// `testTimeout` from the root configuration only, not from a project's.)
jest.setTimeout(120_000);

// jsdom lays nothing out and does not scroll; the app scrolls on every move (a new page starts at its top). A test
// about scrolling replaces this with a window that remembers where it was sent.
window.scrollTo = () => undefined;

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  localStorage.clear();
  // The lists' last views live there (one tab's own); each test is a fresh tab.
  sessionStorage.clear();
});
afterAll(() => server.close());
