import { bearer, DEMO_USERS, signIn, startTestApp, type TestApp } from './helpers/testApp';

// A 201's Location names the new record where clients really reach the server: never where the request's Host (or
// X-Forwarded-Host) header claims, which any client can set; from PUBLIC_URL when configured, else relative.

const FORGED = { host: 'evil.example', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' };

async function createdLocation(testApp: TestApp): Promise<string> {
  const headers = { ...bearer(await signIn(testApp.app, DEMO_USERS.admin)), ...FORGED };
  const response = await testApp.app.inject({
    method: 'POST',
    url: '/api/v1/Airlines',
    headers,
    payload: { Name: `Location ${Date.now()}` },
  });
  expect(response.statusCode).toBe(201);
  const location = String(response.headers.location);
  expect(location.endsWith(`/api/v1/Airlines/${(response.json() as { id: number }).id}`)).toBe(true);
  return location;
}

describe('the Location of a created record', () => {
  it('is relative to the server without PUBLIC_URL, whatever Host the request names', async () => {
    const testApp = await startTestApp({ config: { trustProxy: true } });
    try {
      expect(await createdLocation(testApp)).toMatch(/^\/api\/v1\/Airlines\/\d+$/);
    } finally {
      await testApp.close();
    }
  });

  it('starts with PUBLIC_URL when it is set, path included', async () => {
    const testApp = await startTestApp({
      config: { trustProxy: true, publicUrl: 'https://abo.example.com/back-office' },
    });
    try {
      expect(await createdLocation(testApp)).toMatch(
        /^https:\/\/abo\.example\.com\/back-office\/api\/v1\/Airlines\/\d+$/,
      );
    } finally {
      await testApp.close();
    }
  });
});
