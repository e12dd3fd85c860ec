import '@testing-library/jest-dom';
import './support/formDataShim';
import { server } from './support/server';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  localStorage.clear();
});
afterAll(() => server.close());
