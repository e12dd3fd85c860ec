import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';
import './support/formDataShim';
import { server } from './support/server';

// A screen that appears after a lazy module and a mocked request shows within ~300 ms on an idle machine, but CI runs
// another suite beside this one: Testing Library's 1 s wait for it (findBy…, waitFor) would fail a correct screen there.
configure({ asyncUtilTimeout: 5_000 });
// The form tests type every field as a person would (user-event, key by key): 2–4 s each on an idle two-core machine,
// more when CI runs another suite beside them; Jest's default of 5 s per test would fail them there. (Set here: Jest
// reads `testTimeout` from the root configuration only, not from a project's.)
jest.setTimeout(15_000);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  localStorage.clear();
});
afterAll(() => server.close());
