import { Writable } from 'node:stream';
import { createLogger } from '../../server/logger';
import { bearer, DEMO_USERS, signIn, startTestApp, type TestApp } from './helpers/testApp';

// What the server writes per request: one line, JSON for a log collector and plain words for a person at a terminal.

function sink(): { stream: Writable; lines: () => string[] } {
  const written: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      written.push(chunk.toString());
      done();
    },
  });
  return { stream, lines: () => written.join('').split('\n').filter(Boolean) };
}

describe.each(['json', 'pretty'] as const)('the %s log', (format) => {
  const output = sink();
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await startTestApp({ logger: createLogger('info', output.stream, format) });
  });
  afterAll(() => testApp.close());

  const linesOf = async (request: () => Promise<unknown>): Promise<string[]> => {
    const before = output.lines().length;
    await request();
    return output.lines().slice(before);
  };

  it('has one line for an answered request, with its method, address, status and time', async () => {
    const token = await signIn(testApp.app, DEMO_USERS.user);
    const lines = await linesOf(() => testApp.app.inject({ url: '/api/v1/Airlines?page=2', headers: bearer(token) }));
    expect(lines).toHaveLength(1);
    if (format === 'json') {
      const entry = JSON.parse(lines[0] ?? '') as Record<string, unknown>;
      expect(entry).toMatchObject({
        level: 30,
        msg: expect.stringMatching(/^GET \/api\/v1\/Airlines\?page=2 200 [\d.]+ ms$/),
        req: { method: 'GET', url: '/api/v1/Airlines?page=2' },
        res: { statusCode: 200 },
        responseTime: expect.any(Number),
      });
      expect(entry).toHaveProperty('reqId');
    } else {
      expect(lines[0]).toMatch(/^\[\d\d:\d\d:\d\d\] INFO: GET \/api\/v1\/Airlines\?page=2 200 [\d.]+ ms$/);
    }
  });

  it('says on the same line why a request was refused', async () => {
    const lines = await linesOf(() => testApp.app.inject({ url: '/api/v1/Airlines' }));
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain('GET /api/v1/Airlines 401');
    expect(lines[0]).toContain('Sign in first: this request needs a bearer token.');
  });

  it('never writes a secret query parameter', async () => {
    const lines = await linesOf(() => testApp.app.inject({ url: '/api/v1/ApiUsers/byFilter?password=hunter22' }));
    expect(lines.join('\n')).toContain('password=[redacted]');
    expect(lines.join('\n')).not.toContain('hunter22');
  });
});
