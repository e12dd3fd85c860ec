import { setupServer } from 'msw/node';

/** The network every client test runs against: no handler means the request fails the test. */
export const server = setupServer();

/** Where the SPA sends its requests in tests (jsdom's origin + the default /api/v1). */
export const apiUrl = (path: string) => new URL(`/api/v1/${path}`, window.location.href).href;
