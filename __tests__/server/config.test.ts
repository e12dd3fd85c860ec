import { tmpdir } from 'node:os';
import path from 'node:path';
import { ConfigError, loadConfig } from '../../server/config';

const SECRET = 'x'.repeat(40);

function problemsOf(env: NodeJS.ProcessEnv): string[] {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  throw new Error('expected a ConfigError');
}

describe('loadConfig', () => {
  it('uses the documented defaults for an empty environment', () => {
    expect(loadConfig({})).toEqual({
      port: 8080,
      host: 'localhost',
      dataDir: path.resolve('./data'),
      databaseUrl: undefined,
      databasePoolSize: 10,
      databaseQueryTimeoutMs: 5000,
      preparedStatements: 'auto',
      publicUrl: undefined,
      seedDemo: true,
      jwtSecret: undefined,
      jwtIssuer: 'airport-back-office',
      jwtAudience: 'airport-back-office',
      tokenTtlSeconds: 3600,
      sessionLifetimeMinutes: 720,
      corsOrigins: [],
      redisUrl: undefined,
      logLevel: 'info',
      logFormat: 'auto',
      signInMaxFailures: 10,
      signInWindowSeconds: 900,
      staticDir: path.resolve('./dist'),
      trustProxy: false,
      maxPageSize: 20,
      authCacheMs: 5000,
      metricsToken: undefined,
      exports: {
        runningMax: 4,
        perUserMax: 2,
        waitingMax: 20,
        stallMs: 60_000,
        spoolDir: path.resolve(tmpdir()),
        spoolMaxBytes: 4096 * 2 ** 20,
        statementTimeoutMs: 600_000,
      },
      exportDatabaseConnections: 2,
    });
  });

  it("reads the exports' settings", () => {
    const config = loadConfig({
      EXPORTS_RUNNING_MAX: '6',
      EXPORTS_PER_USER_MAX: '1',
      EXPORTS_WAITING_MAX: '0',
      EXPORT_DATABASE_CONNECTIONS: '3',
      EXPORT_STALL_SECONDS: '15',
      EXPORT_SPOOL_DIR: '/var/tmp',
      EXPORT_SPOOL_MAX_MB: '100',
      EXPORT_STATEMENT_TIMEOUT_SECONDS: '120',
    });
    expect(config.exports).toEqual({
      runningMax: 6,
      perUserMax: 1,
      waitingMax: 0,
      stallMs: 15_000,
      spoolDir: '/var/tmp',
      spoolMaxBytes: 100 * 2 ** 20,
      statementTimeoutMs: 120_000,
    });
    expect(config.exportDatabaseConnections).toBe(3);
    expect(() => loadConfig({ EXPORT_STALL_SECONDS: '0' })).toThrow(/EXPORT_STALL_SECONDS must be an integer from 1/);
  });

  it('reads and converts every variable', () => {
    const config = loadConfig({
      PORT: '9000',
      HOST: '0.0.0.0',
      DATA_DIR: '/tmp/abo',
      DATABASE_URL: 'postgresql://app:pw@db:5432/abo',
      SEED_DEMO: 'TRUE',
      JWT_SECRET: SECRET,
      JWT_ISSUER: 'issuer',
      JWT_AUDIENCE: 'audience',
      TOKEN_TTL_SECONDS: '600',
      SESSION_LIFETIME_MINUTES: '480',
      CORS_ORIGINS: 'https://admin.example.com, http://localhost:5173/',
      REDIS_URL: 'rediss://cache:6380',
      LOG_LEVEL: 'debug',
      LOG_FORMAT: 'pretty',
      SIGN_IN_MAX_FAILURES: '3',
      SIGN_IN_WINDOW_SECONDS: '60',
      STATIC_DIR: 'build',
      TRUST_PROXY: '10.0.0.0/8, 192.168.1.1',
      MAX_PAGE_SIZE: '50',
      AUTH_CACHE_MS: '0',
      METRICS_TOKEN: 'scrape-token-0123456789',
      DATABASE_POOL_SIZE: '40',
      DATABASE_QUERY_TIMEOUT_MS: '1500',
      PREPARED_STATEMENTS: 'off',
      PUBLIC_URL: 'https://abo.example.com/back-office/',
    });
    expect(config).toMatchObject({
      port: 9000,
      host: '0.0.0.0',
      dataDir: '/tmp/abo',
      databaseUrl: 'postgresql://app:pw@db:5432/abo',
      seedDemo: true,
      jwtSecret: SECRET,
      sessionLifetimeMinutes: 480,
      jwtIssuer: 'issuer',
      jwtAudience: 'audience',
      tokenTtlSeconds: 600,
      corsOrigins: ['https://admin.example.com', 'http://localhost:5173'],
      redisUrl: 'rediss://cache:6380',
      logLevel: 'debug',
      logFormat: 'pretty',
      signInMaxFailures: 3,
      signInWindowSeconds: 60,
      staticDir: path.resolve('build'),
      trustProxy: ['10.0.0.0/8', '192.168.1.1'],
      maxPageSize: 50,
      authCacheMs: 0,
      metricsToken: 'scrape-token-0123456789',
      databasePoolSize: 40,
      databaseQueryTimeoutMs: 1500,
      preparedStatements: 'off',
      publicUrl: 'https://abo.example.com/back-office',
    });
  });

  it('does not seed demo data into a PostgreSQL database unless asked to', () => {
    expect(loadConfig({ DATABASE_URL: 'postgres://h/db', JWT_SECRET: SECRET }).seedDemo).toBe(false);
    expect(loadConfig({ DATABASE_URL: 'postgres://h/db', JWT_SECRET: SECRET, SEED_DEMO: '1' }).seedDemo).toBe(true);
    expect(loadConfig({ SEED_DEMO: 'false' }).seedDemo).toBe(false);
  });

  it('treats empty variables as unset', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: ' ' }).port).toBe(8080);
  });

  it('accepts a proxy hop count and booleans for TRUST_PROXY', () => {
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
  });

  it('reports every bad variable at once, by name, with what was expected and what it got', () => {
    const problems = problemsOf({
      PORT: 'abc',
      SEED_DEMO: 'maybe',
      JWT_SECRET: 'too-short',
      TOKEN_TTL_SECONDS: '12.5',
      SESSION_LIFETIME_MINUTES: '2',
      CORS_ORIGINS: 'https://ok.example.com, ftp://files.example.com',
      REDIS_URL: 'http://cache',
      LOG_LEVEL: 'loud',
      SIGN_IN_MAX_FAILURES: '0',
      SIGN_IN_WINDOW_SECONDS: '-5',
      TRUST_PROXY: '10.0.0.0/99',
      MAX_PAGE_SIZE: '1e3',
      AUTH_CACHE_MS: 'soon',
      METRICS_TOKEN: 'short token',
      DATABASE_QUERY_TIMEOUT_MS: '10',
      PREPARED_STATEMENTS: 'sometimes',
      PUBLIC_URL: 'https://abo.example.com/?next=1',
      DATABASE_URL: 'mysql://root:hunter2@db/abo',
    });
    expect(problems).toEqual(
      expect.arrayContaining([
        'PORT must be an integer from 1 to 65535 (got "abc")',
        'SEED_DEMO must be one of 1, 0, true, false (got "maybe")',
        'JWT_SECRET must be at least 32 characters long (got 9 characters)',
        'TOKEN_TTL_SECONDS must be an integer from 60 to 86400 (got "12.5")',
        'SESSION_LIFETIME_MINUTES must be an integer from 5 to 10080 (got "2")',
        'CORS_ORIGINS must be a comma-separated list of http(s) origins such as https://admin.example.com (got "ftp://files.example.com")',
        'REDIS_URL must be a redis:// or rediss:// URL (got "http://cache")',
        'LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent (got "loud")',
        'SIGN_IN_MAX_FAILURES must be an integer from 1 to 1000 (got "0")',
        'SIGN_IN_WINDOW_SECONDS must be an integer from 1 to 86400 (got "-5")',
        expect.stringMatching(/^TRUST_PROXY must be true, false, a number of proxy hops.*\(got "10\.0\.0\.0\/99"\)$/),
        'MAX_PAGE_SIZE must be an integer from 1 to 1000 (got "1e3")',
        'AUTH_CACHE_MS must be an integer from 0 to 600000 (got "soon")',
        'METRICS_TOKEN must be at least 16 characters, with no spaces (e.g. openssl rand -hex 32) (got 11 characters)',
        'DATABASE_QUERY_TIMEOUT_MS must be an integer from 100 to 600000 (got "10")',
        'PREPARED_STATEMENTS must be one of auto, on, off (got "sometimes")',
        expect.stringMatching(
          /^PUBLIC_URL must be the http\(s\) address .*\(got "https:\/\/abo\.example\.com\/\?next=1"\)$/,
        ),
        'DATABASE_URL must be a postgres:// or postgresql:// URL (got "mysql://root:***@db/abo")',
      ]),
    );
    expect(problems).toHaveLength(18);
  });

  it('never echoes a secret or a password in its message', () => {
    let message = '';
    try {
      loadConfig({
        JWT_SECRET: 'hunter2-secret',
        METRICS_TOKEN: 'hunter2 metrics',
        DATABASE_URL: 'mysql://root:hunter2@db/abo',
      });
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toContain('JWT_SECRET');
    expect(message).toContain('METRICS_TOKEN');
    expect(message).not.toContain('hunter2');
  });

  it('requires JWT_SECRET with DATABASE_URL, since every instance must sign with the same secret', () => {
    expect(problemsOf({ DATABASE_URL: 'postgres://db/abo' })).toEqual([
      expect.stringMatching(/^JWT_SECRET is required when DATABASE_URL is set/),
    ]);
  });

  it('rejects a CORS origin with a path and a port out of range', () => {
    expect(problemsOf({ CORS_ORIGINS: 'https://a.example.com/app', PORT: '70000' })).toEqual([
      'PORT must be an integer from 1 to 65535 (got "70000")',
      expect.stringMatching(/^CORS_ORIGINS .*\(got "https:\/\/a\.example\.com\/app"\)$/),
    ]);
  });

  it('starts the message with a line that says the configuration is invalid', () => {
    expect(() => loadConfig({ PORT: 'x' })).toThrow(/^Invalid configuration:\n {2}- PORT must be/);
  });
});
