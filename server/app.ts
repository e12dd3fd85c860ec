import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import Fastify, { type FastifyBaseLogger, type FastifyInstance, type FastifyServerOptions } from 'fastify';
import type { Kysely } from 'kysely';
import { loadOrCreateJwtSecret } from './auth/jwtSecret';
import type { Config } from './config';
import type { DatabaseConnection } from './db/connect';
import type { TrustProxy } from './envParsers';
import type { Database } from './db/schema';
import { auditRetention } from './audit/auditRetention';
import { everyRowExports, type EveryRowExports } from './exports/everyRowExport';
import { dataRulesCheck } from './dataRules/dataRulesCheck';
import type { HealthCheck } from './health/checks';
import { apiCheck, databaseCheck, redisCheck, startEventLoopMonitor } from './health/probes';
import { API_PREFIX, isApiPath } from './http/apiPath';
import { caseInsensitiveKeys } from './http/caseInsensitiveKeys';
import { acceptJsonBodiesOnly, BODY_LIMIT_BYTES } from './http/contentTypes';
import { requestId } from './http/requestId';
import { scopeDatabaseWorkToRequests } from './http/databaseScope';
import { requestLog } from './http/requestLog';
import { drainOnStop } from './http/stopDrain';
import { countRequestsInFlight } from './http/requestsInFlight';
import { lessUrgentRequestsTakeTurns } from './http/lessUrgentRequests';
import { strictIntegers } from './http/strictIntegers';
import { sendProblem } from './http/problem';
import { createLogger } from './logger';
import { apiDocs } from './plugins/apiDocs';
import { authentication } from './plugins/auth';
import { errorHandling, toHttpProblem } from './plugins/errors';
import { metrics } from './plugins/metrics';
import { notFoundHandling } from './plugins/notFound';
import { security } from './plugins/security';
import { signInLimiting } from './plugins/signInLimiter';
import { hasBuiltSpa, spaStatic } from './plugins/spa';
import { connectRedis } from './redis';
import { RESOURCES } from './resources/definitions';
import { assertRowCountsKept } from './resources/rowCountCheck';
import { PagePositions } from './resources/pagePositions';
import { createSearchCounts, type SearchCounts } from './resources/searchCounts';
import { tableNameOf } from './resources/sqlNames';
import { apiRoutes } from './routes/api';
import { probeRoutes } from './routes/probes';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    /** The database every route and repository uses; inside a transaction use the transaction's handle instead. */
    db: Kysely<Database>;
    /** Search counts remembered per table version (a cache that never answers a stale count). */
    searchCounts: SearchCounts;
    pagePositions: PagePositions;
    /** Exports of every row: their queue, their settings and the database they read (server/exports/). */
    everyRowExports: EveryRowExports;
  }
}

export interface BuildAppOptions {
  config: Config;
  /** Opened and migrated by the caller, who also closes it after the app. */
  database: DatabaseConnection;
  /** Defaults to JSON logs at config.logLevel. */
  logger?: FastifyBaseLogger;
}

/** `/api/v1.0/...` is the same API as `/api/v1/...` (decision D-35). */
const rewriteApiVersion = (url: string): string => url.replace(/^\/api\/v1\.0(?=[/?]|$)/i, '/api/v1');

/** Fastify takes a hop count at run time but its types do not: the equivalent function (trust the first n hops). */
const trustProxyOption = (trust: TrustProxy): FastifyServerOptions['trustProxy'] =>
  typeof trust === 'number' ? (_address: string, hop: number) => hop < trust : trust;

/** The whole HTTP application, ready for `listen` (main.ts) or `inject` (tests). */
export async function buildApp({ config, database, logger }: BuildAppOptions): Promise<FastifyInstance> {
  await assertRowCountsKept(
    database.db,
    RESOURCES.map(({ definition }) => tableNameOf(definition.table)),
  );
  const options: FastifyServerOptions = {
    loggerInstance: logger ?? createLogger(config.logLevel, undefined, config.logFormat),
    // One line per request instead of Fastify's two.
    logController: requestLog(),
    // Paths match case-insensitively and with or without a trailing slash, as the reference API did (D-35).
    routerOptions: {
      caseSensitive: false,
      ignoreTrailingSlash: true,
      ignoreDuplicateSlashes: true,
      // Path values such as /Airlines/byName/{name} search text fields of up to 255 characters, percent-encoded.
      maxParamLength: 2048,
    },
    rewriteUrl: (request) => rewriteApiVersion(request.url ?? '/'),
    genReqId: requestId,
    // Errors raised before routing (a malformed URL, a bad Content-Type header) get the same problem+json as the rest.
    frameworkErrors: (error, request, reply) => {
      void sendProblem(request, reply, toHttpProblem(error, request));
    },
    trustProxy: trustProxyOption(config.trustProxy),
    bodyLimit: BODY_LIMIT_BYTES,
    // Report every invalid field at once, not only the first.
    ajv: { customOptions: { allErrors: true } },
  };
  const app = Fastify(options).withTypeProvider<TypeBoxTypeProvider>();

  app.decorate('config', config);
  app.decorate('db', database.db);
  app.decorate('searchCounts', createSearchCounts());
  app.decorate('pagePositions', new PagePositions());
  app.decorate('everyRowExports', everyRowExports(config.exports, database.exportDb, database.copyCsv));
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
    // API answers hold personal data and depend on the token: no shared or browser cache keeps them unless a route says so.
    if (isApiPath(request.url)) {
      reply.header('cache-control', 'no-store');
      // As the reference API reports its versions (decision D-35): clients of it may read this.
      reply.header('api-supported-versions', '1.0');
    }
  });
  // First of the hooks that may answer: a request refused while stopping costs nothing else.
  drainOnStop(app);
  scopeDatabaseWorkToRequests(app);
  acceptJsonBodiesOnly(app);
  countRequestsInFlight(app);
  lessUrgentRequestsTakeTurns(app);

  const redis = config.redisUrl === undefined ? undefined : connectRedis(config.redisUrl, app.log);
  const eventLoopDelay = startEventLoopMonitor();
  let shuttingDown = false;
  app.addHook('preClose', async () => {
    shuttingDown = true;
  });
  app.addHook('onClose', async () => {
    eventLoopDelay.disable();
    redis?.disconnect();
  });

  const spaFallback = hasBuiltSpa(config.staticDir);
  await app.register(errorHandling);
  await app.register(notFoundHandling, { spaFallback });
  await app.register(security, { corsOrigins: config.corsOrigins });
  await app.register(strictIntegers);
  await app.register(caseInsensitiveKeys);
  await app.register(authentication, {
    config,
    secret: config.jwtSecret ?? (await loadOrCreateJwtSecret(config.dataDir)),
    redis,
  });
  await app.register(signInLimiting, {
    maxFailures: config.signInMaxFailures,
    windowSeconds: config.signInWindowSeconds,
    redis,
  });

  // Before any route, so that its response hook times every route's requests.
  if (config.metricsToken !== undefined) {
    await app.register(metrics, { token: config.metricsToken, poolStats: () => database.poolStats() });
  }

  // Before any route: the OpenAPI document is built from the routes it sees being declared.
  await app.register(apiDocs);

  const healthChecks: HealthCheck[] = [apiCheck(eventLoopDelay), databaseCheck(database.db)];
  if (redis !== undefined) healthChecks.push(redisCheck(redis));
  healthChecks.push(dataRulesCheck(database.db));

  await app.register(probeRoutes, { isShuttingDown: () => shuttingDown || app.isDraining() });
  await app.register(apiRoutes, { prefix: API_PREFIX, healthChecks });
  await app.register(auditRetention, { days: config.auditRetentionDays });

  if (spaFallback) await app.register(spaStatic, { staticDir: config.staticDir });
  else app.log.warn(`No built SPA in ${config.staticDir} (index.html missing): serving the API only.`);

  await app.ready();
  return app;
}
