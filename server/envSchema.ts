import { Type, type Static, type TSchema } from '@sinclair/typebox';

// Every environment variable the server reads. `description` completes the sentence "<NAME> must be ..." in start-up errors,
// so a bad value is reported with what was expected.
const integer = (minimum: number, maximum: number, fallback: number) =>
  Type.Integer({ minimum, maximum, default: fallback, description: `an integer from ${minimum} to ${maximum}` });

const text = (description: string, fallback?: string) =>
  Type.String({ minLength: 1, description, ...(fallback === undefined ? {} : { default: fallback }) });

/** Named (prepared) statements: `auto` uses them unless the database is reached through a transaction pooler. */
const PREPARED_STATEMENT_MODES = ['auto', 'on', 'off'] as const;

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

const LOG_FORMATS = ['auto', 'json', 'pretty'] as const;

export const EnvSchema = Type.Object({
  PORT: integer(1, 65535, 8080),
  HOST: text('a host name or IP address to listen on', 'localhost'),
  DATA_DIR: text('a directory path', './data'),
  DATABASE_URL: Type.Optional(
    Type.String({ pattern: '^postgres(ql)?://[^\\s]+$', description: 'a postgres:// or postgresql:// URL' }),
  ),
  DATABASE_POOL_SIZE: integer(1, 1000, 10),
  DATABASE_QUERY_TIMEOUT_MS: integer(100, 600000, 5000),
  PREPARED_STATEMENTS: Type.Union(
    PREPARED_STATEMENT_MODES.map((mode) => Type.Literal(mode)),
    { default: 'auto', description: `one of ${PREPARED_STATEMENT_MODES.join(', ')}` },
  ),
  PUBLIC_URL: Type.Optional(
    Type.String({ description: 'the http(s) address the server is reached at, such as https://abo.example.com' }),
  ),
  SEED_DEMO: Type.Optional(Type.Boolean({ description: 'one of 1, 0, true, false' })),
  JWT_SECRET: Type.Optional(Type.String({ minLength: 32, description: 'at least 32 characters long' })),
  JWT_ISSUER: text('a non-empty string', 'airport-back-office'),
  JWT_AUDIENCE: text('a non-empty string', 'airport-back-office'),
  TOKEN_TTL_SECONDS: integer(60, 86400, 3600),
  // How long a session lasts from its sign-in with the password, refreshed or not (D-94): 12 hours by default.
  SESSION_LIFETIME_MINUTES: integer(5, 10080, 720),
  CORS_ORIGINS: Type.Optional(
    Type.String({ description: 'a comma-separated list of http(s) origins such as https://admin.example.com' }),
  ),
  REDIS_URL: Type.Optional(Type.String({ pattern: '^rediss?://[^\\s]+$', description: 'a redis:// or rediss:// URL' })),
  LOG_LEVEL: Type.Union(
    LOG_LEVELS.map((level) => Type.Literal(level)),
    { default: 'info', description: `one of ${LOG_LEVELS.join(', ')}` },
  ),
  LOG_FORMAT: Type.Union(
    LOG_FORMATS.map((format) => Type.Literal(format)),
    { default: 'auto', description: `one of ${LOG_FORMATS.join(', ')}` },
  ),
  SIGN_IN_MAX_FAILURES: integer(1, 1000, 10),
  SIGN_IN_WINDOW_SECONDS: integer(1, 86400, 900),
  STATIC_DIR: text('a directory path', './dist'),
  TRUST_PROXY: text(
    'true, false, a number of proxy hops, or a comma-separated list of proxy IP addresses/CIDRs',
    'false',
  ),
  MAX_PAGE_SIZE: integer(1, 1000, 20),
  AUTH_CACHE_MS: integer(0, 600000, 5000),
  AUDIT_RETENTION_DAYS: Type.Optional(
    Type.Integer({ minimum: 1, maximum: 36500, description: 'a number of days from 1 to 36500 (unset: keep forever)' }),
  ),
  EXPORTS_RUNNING_MAX: integer(1, 100, 4),
  EXPORTS_PER_USER_MAX: integer(1, 100, 2),
  EXPORTS_WAITING_MAX: integer(0, 1000, 20),
  EXPORT_DATABASE_CONNECTIONS: integer(1, 100, 2),
  EXPORT_STALL_SECONDS: integer(1, 3600, 60),
  EXPORT_SPOOL_DIR: Type.Optional(text('a directory path')),
  EXPORT_SPOOL_MAX_MB: integer(1, 1_000_000, 4096),
  EXPORT_STATEMENT_TIMEOUT_SECONDS: integer(1, 86400, 600),
  METRICS_TOKEN: Type.Optional(
    Type.String({
      pattern: '^[!-~]{16,}$',
      description: 'at least 16 characters, with no spaces (e.g. openssl rand -hex 32)',
    }),
  ),
});

export type Env = Static<typeof EnvSchema>;
export type EnvName = keyof Env;
export type LogLevel = Env['LOG_LEVEL'];
/** `pretty`: one readable line per event; `json`: JSON lines; `auto`: pretty when the log goes to a terminal. */
export type LogFormat = Env['LOG_FORMAT'];
export type PreparedStatementMode = Env['PREPARED_STATEMENTS'];

/** Variables whose values must never be echoed, not even in an error message. */
export const SECRET_VARIABLES: ReadonlySet<string> = new Set(['JWT_SECRET', 'METRICS_TOKEN']);

export const envProperties = EnvSchema.properties as Record<EnvName, TSchema>;
