import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Value } from '@sinclair/typebox/value';
import {
  EnvSchema,
  envProperties,
  SECRET_VARIABLES,
  type Env,
  type EnvName,
  type LogFormat,
  type LogLevel,
  type PreparedStatementMode,
} from './envSchema';
import { maskUrlPassword, parseOrigins, parsePublicUrl, parseTrustProxy, type TrustProxy } from './envParsers';

/** The validated server configuration, read once at start (see envSchema.ts for the variables and their defaults). */
export interface Config {
  port: number;
  host: string;
  /** Absolute. Holds the embedded database, its lock and the generated JWT secret. */
  dataDir: string;
  /** Set: use this PostgreSQL. Unset: the embedded PGlite database in dataDir. */
  databaseUrl: string | undefined;
  /** Connections this instance opens to PostgreSQL at most. */
  databasePoolSize: number;
  /** A query, or the wait for a connection, that takes longer fails with 503 instead of holding the request. */
  databaseQueryTimeoutMs: number;
  preparedStatements: PreparedStatementMode;
  /** Where people and clients reach the server (no trailing slash); unset: links such as Location are relative. */
  publicUrl: string | undefined;
  seedDemo: boolean;
  /** Unset only in embedded mode, where a secret is generated and kept in dataDir. */
  jwtSecret: string | undefined;
  jwtIssuer: string;
  jwtAudience: string;
  tokenTtlSeconds: number;
  /** A session ends this long after its sign-in with the password, however often its token is refreshed (D-94). */
  sessionLifetimeMinutes: number;
  /** Extra origins allowed by CORS; the app's own origin needs no entry. */
  corsOrigins: string[];
  redisUrl: string | undefined;
  logLevel: LogLevel;
  logFormat: LogFormat;
  signInMaxFailures: number;
  signInWindowSeconds: number;
  /** Absolute. The built SPA (index.html plus hashed assets). */
  staticDir: string;
  trustProxy: TrustProxy;
  maxPageSize: number;
  /** How long a token's user lookup is reused; 0 checks the database on every request. */
  authCacheMs: number;
  /** Audit entries older than this many days are pruned at start and daily; undefined keeps them forever. */
  auditRetentionDays: number | undefined;
  /** How exports of every row take turns, spool their rows and drop a reader who stopped (docs/exports.md). */
  exports: ExportSettings;
  /** Connections of the exports' own PostgreSQL pool, on top of databasePoolSize. */
  exportDatabaseConnections: number;
  /** Set: GET /metrics answers Prometheus scrapes that send it as a bearer token. Unset: there is no /metrics. */
  metricsToken: string | undefined;
}

/** How exports of every row are run (the EXPORT_* settings). */
export interface ExportSettings {
  /** Exports of every row running at once on this instance. */
  runningMax: number;
  /** Of those, one user's; as many more of theirs may wait. */
  perUserMax: number;
  /** Exports that may wait at once; one more is refused (503 with Retry-After). */
  waitingMax: number;
  /** A reader who takes nothing for this long, while the file waits for them, is dropped. */
  stallMs: number;
  spoolDir: string;
  spoolMaxBytes: number;
  /** The longest one statement of an export's read may take (SET LOCAL statement_timeout). */
  statementTimeoutMs: number;
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** Reads and validates the environment; throws one ConfigError listing every bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const raw = readRaw(env);
  const candidate = Value.Default(EnvSchema, convertStrictly(raw)) as Env;
  const problems = schemaProblems(candidate, raw);

  const origins = parseOrigins(candidate.CORS_ORIGINS);
  if (!origins.ok) problems.set('CORS_ORIGINS', `CORS_ORIGINS ${origins.problem}`);
  const trustProxy = parseTrustProxy(candidate.TRUST_PROXY);
  if (!trustProxy.ok) problems.set('TRUST_PROXY', `TRUST_PROXY ${trustProxy.problem}`);
  const publicUrl = parsePublicUrl(candidate.PUBLIC_URL);
  if (!publicUrl.ok) problems.set('PUBLIC_URL', `PUBLIC_URL ${publicUrl.problem}`);
  if (candidate.DATABASE_URL !== undefined && candidate.JWT_SECRET === undefined && !problems.has('JWT_SECRET')) {
    problems.set(
      'JWT_SECRET',
      'JWT_SECRET is required when DATABASE_URL is set (every instance must sign tokens with the same secret): ' +
        'set it to at least 32 random characters',
    );
  }
  if (problems.size > 0 || !origins.ok || !trustProxy.ok || !publicUrl.ok)
    throw new ConfigError([...problems.values()]);

  return {
    port: candidate.PORT,
    host: candidate.HOST,
    dataDir: path.resolve(candidate.DATA_DIR),
    databaseUrl: candidate.DATABASE_URL,
    databasePoolSize: candidate.DATABASE_POOL_SIZE,
    databaseQueryTimeoutMs: candidate.DATABASE_QUERY_TIMEOUT_MS,
    preparedStatements: candidate.PREPARED_STATEMENTS,
    publicUrl: publicUrl.value,
    // The demo data set belongs to the embedded database; a real PostgreSQL gets it only on request.
    seedDemo: candidate.SEED_DEMO ?? candidate.DATABASE_URL === undefined,
    jwtSecret: candidate.JWT_SECRET,
    jwtIssuer: candidate.JWT_ISSUER,
    jwtAudience: candidate.JWT_AUDIENCE,
    tokenTtlSeconds: candidate.TOKEN_TTL_SECONDS,
    sessionLifetimeMinutes: candidate.SESSION_LIFETIME_MINUTES,
    corsOrigins: origins.value,
    redisUrl: candidate.REDIS_URL,
    logLevel: candidate.LOG_LEVEL,
    logFormat: candidate.LOG_FORMAT,
    signInMaxFailures: candidate.SIGN_IN_MAX_FAILURES,
    signInWindowSeconds: candidate.SIGN_IN_WINDOW_SECONDS,
    staticDir: path.resolve(candidate.STATIC_DIR),
    trustProxy: trustProxy.value,
    maxPageSize: candidate.MAX_PAGE_SIZE,
    authCacheMs: candidate.AUTH_CACHE_MS,
    auditRetentionDays: candidate.AUDIT_RETENTION_DAYS,
    metricsToken: candidate.METRICS_TOKEN,
    exports: {
      runningMax: candidate.EXPORTS_RUNNING_MAX,
      perUserMax: candidate.EXPORTS_PER_USER_MAX,
      waitingMax: candidate.EXPORTS_WAITING_MAX,
      stallMs: candidate.EXPORT_STALL_SECONDS * 1000,
      spoolDir: path.resolve(candidate.EXPORT_SPOOL_DIR ?? tmpdir()),
      spoolMaxBytes: candidate.EXPORT_SPOOL_MAX_MB * 2 ** 20,
      statementTimeoutMs: candidate.EXPORT_STATEMENT_TIMEOUT_SECONDS * 1000,
    },
    exportDatabaseConnections: candidate.EXPORT_DATABASE_CONNECTIONS,
  };
}

/** A valid configuration for tests: silent logs, a random secret, no SPA, no data directory in the repository. */
export function testConfig(overrides: Partial<Config> = {}): Config {
  const base = loadConfig({ LOG_LEVEL: 'silent', JWT_SECRET: randomBytes(48).toString('base64url') });
  return {
    ...base,
    port: 0,
    host: '127.0.0.1',
    dataDir: path.join(tmpdir(), 'airport-back-office-test-unused'),
    staticDir: path.join(tmpdir(), 'airport-back-office-test-no-spa'),
    ...overrides,
  };
}

/** Only the variables we know, with empty strings treated as unset (as compose files and shells often leave them). */
function readRaw(env: NodeJS.ProcessEnv): Partial<Record<EnvName, string>> {
  const raw: Partial<Record<EnvName, string>> = {};
  for (const name of Object.keys(envProperties) as EnvName[]) {
    const value = env[name];
    if (value !== undefined && value.trim() !== '') raw[name] = value;
  }
  return raw;
}

// TypeBox's Value.Convert is lenient ('12.5' → 12, '8e3' → 8); environment values are converted only when unambiguous,
// anything else stays a string and fails validation with a clear message.
function convertStrictly(raw: Partial<Record<EnvName, string>>): Record<string, unknown> {
  const converted: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(raw) as [EnvName, string][]) {
    const type = envProperties[name].type;
    const trimmed = value.trim();
    if (type === 'integer' && /^\d{1,15}$/.test(trimmed)) converted[name] = Number(trimmed);
    else if (type === 'boolean' && /^(1|true|0|false)$/i.test(trimmed)) converted[name] = /^(1|true)$/i.test(trimmed);
    else converted[name] = SECRET_VARIABLES.has(name) ? value : trimmed;
  }
  return converted;
}

function schemaProblems(candidate: Env, raw: Partial<Record<EnvName, string>>): Map<string, string> {
  const problems = new Map<string, string>();
  for (const error of Value.Errors(EnvSchema, candidate)) {
    const name = error.path.split('/')[1] as EnvName | undefined;
    if (name === undefined || problems.has(name)) continue;
    problems.set(name, `${name} must be ${String(envProperties[name].description)} (got ${shown(name, raw[name])})`);
  }
  return problems;
}

function shown(name: EnvName, value: string | undefined): string {
  if (value === undefined) return 'nothing';
  if (SECRET_VARIABLES.has(name)) return `${value.length} characters`;
  return JSON.stringify(maskUrlPassword(value));
}
