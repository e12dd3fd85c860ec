import fastifyJwt from '@fastify/jwt';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Redis } from 'ioredis';
import { NAME_CLAIM, ROLE_CLAIM, type TokenClaims } from '../../src/domain/claims';
import { isRole, type Role } from '../../src/domain/roles';
import { POLICY_REQUIREMENT, policyAllows, type AccessPolicy } from '../auth/accessPolicy';
import { sessionClaims, tokenSession, type SessionToSign } from '../auth/sessionTokens';
import { TokenUserCheck, type TokenHolder, type TokenSession } from '../auth/tokenUsers';
import { announceSessionRefresh, announceUserChanges, listenForUserChanges } from '../auth/userChanges';
import { VerifiedTokens } from '../auth/verifiedTokens';
import type { Config } from '../config';
import { isApiPath } from '../http/apiPath';
import { problem } from '../http/problem';
import { isApiDocsPath } from './apiDocs';
import { problemForDatabaseError } from './databaseErrors';

// Bearer tokens (decisions D-51 to D-53): HS512 only, issuer and audience checked, the reference's claim names. Every
// route under /api declares its access policy in `config.auth`; a route without one fails at start, not in production.

export interface SignedInUser {
  userName: string;
  role: Role;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    auth?: AccessPolicy;
    /**
     * While the database cannot be reached, a valid token is taken at its word instead of failing with 503: for the
     * health report, whose whole point is to say that the database is down.
     */
    trustTokenWhileDatabaseIsDown?: boolean;
  }
  interface FastifyRequest {
    /** The session of the request's token, when it has one (every token signed since D-93). */
    tokenSession: TokenSession | null;
  }
  interface FastifyInstance {
    /** A signed token for the user in this session, valid for TOKEN_TTL_SECONDS from now or to the session's end. */
    signToken(user: SignedInUser, session: SessionToSign): string;
    /** Call `tokenUsers.changed([userName])` after changing a user so its old tokens stop working at once, everywhere. */
    tokenUsers: TokenUserCheck;
  }
}

declare module '@fastify/jwt' {
  interface FastifyJWT {
    payload: Omit<TokenClaims, 'iss' | 'aud'>;
    user: SignedInUser;
  }
}

const BEARER = /^Bearer +([\w.~+/=-]+) *$/i;
const INVALID_TOKEN = 'Bearer error="invalid_token"';
// Instances behind one load balancer may disagree on the time by a little.
const CLOCK_TOLERANCE_MS = 30_000;
/** Tokens are under 1 KB: a thousand verified ones hold well under a megabyte. */
const VERIFIED_TOKENS_KEPT = 1000;

export interface AuthOptions {
  config: Config;
  secret: string | Buffer;
  /** Shared with the other instances: user changes are announced and heard through it. */
  redis?: Redis;
}

export const authentication = fp(
  async (app: FastifyInstance, { config, secret, redis }: AuthOptions) => {
    await app.register(fastifyJwt, {
      secret,
      sign: { algorithm: 'HS512', iss: config.jwtIssuer, aud: config.jwtAudience },
      verify: {
        algorithms: ['HS512'],
        checkTyp: 'JWT',
        allowedIss: config.jwtIssuer,
        allowedAud: config.jwtAudience,
        requiredClaims: [NAME_CLAIM, ROLE_CLAIM, 'iat', 'nbf', 'exp', 'iss', 'aud'],
        clockTolerance: CLOCK_TOLERANCE_MS,
      },
    });
    const verifiedTokens = new VerifiedTokens(VERIFIED_TOKENS_KEPT);

    // Either change is committed whatever happens here; other instances then notice within AUTH_CACHE_MS.
    const announceFailed = (error: unknown) =>
      app.log.warn(
        { reason: (error as Error).message },
        'could not tell the other instances of a user change or a refresh',
      );
    const announce = async (userNames: string[]) => {
      if (redis !== undefined) await announceUserChanges(redis, userNames).catch(announceFailed);
    };
    const announceSession = async (sessionId: number) => {
      if (redis !== undefined) await announceSessionRefresh(redis, sessionId).catch(announceFailed);
    };
    app.decorate('tokenUsers', new TokenUserCheck(app.db, config.authCacheMs, announce, announceSession));
    if (redis !== undefined) {
      const stopListening = listenForUserChanges(
        redis,
        {
          changed: (userName) => app.tokenUsers.forget(userName),
          sessionRefreshed: (sessionId) => app.tokenUsers.forgetSession(sessionId),
          missed: () => app.tokenUsers.forgetAll(),
        },
        app.log,
      );
      app.addHook('onClose', async () => stopListening());
    }
    app.decorate('signToken', ({ userName, role }: SignedInUser, session: SessionToSign) =>
      app.jwt.sign({
        [NAME_CLAIM]: userName,
        [ROLE_CLAIM]: role,
        ...sessionClaims(session, Math.floor(Date.now() / 1000), config.tokenTtlSeconds),
      }),
    );
    app.decorateRequest('tokenSession', null);

    // The API documentation under /api/docs is the exception: public (anonymous) by design, and its routes are declared
    // by @fastify/swagger-ui, which cannot attach a policy. Without one, the onRequest hook below asks for no token.
    app.addHook('onRoute', (route) => {
      if (isApiPath(route.url) && !isApiDocsPath(route.url) && route.config?.auth === undefined) {
        throw new Error(`${String(route.method)} ${route.url} declares no access policy: add config: { auth: ... }.`);
      }
    });

    // onRequest: access is decided before the body is even read, so a User sending a bad body gets 403, not 400.
    app.addHook('onRequest', async (request) => {
      const policy = request.routeOptions.config.auth;
      if (policy === undefined || policy === 'anonymous') return;
      const holder = await authenticate(app, verifiedTokens, request);
      request.user = { userName: holder.userName, role: holder.role };
      request.tokenSession = holder.session ?? null;
      if (!policyAllows(policy, request.user.role)) {
        throw problem.forbidden(`This request needs ${POLICY_REQUIREMENT[policy]}.`);
      }
    });
  },
  { name: 'authentication', decorators: { fastify: ['db'] } },
);

async function authenticate(
  app: FastifyInstance,
  verifiedTokens: VerifiedTokens,
  request: FastifyRequest,
): Promise<TokenHolder> {
  const token = BEARER.exec(request.headers.authorization ?? '')?.[1];
  if (token === undefined) throw problem.unauthorized('Sign in first: this request needs a bearer token.');
  const holder = verifiedTokens.get(token, Date.now()) ?? verify(app, verifiedTokens, token);
  // The last token of a session expires with it, but the clock tolerance would accept it a little longer (D-94).
  if (holder.session !== undefined && Date.now() >= holder.session.endsAt) {
    throw problem.unauthorized('This session has reached its end; sign in again with the password.', INVALID_TOKEN);
  }
  if (!(await isCurrent(app, holder, request.routeOptions.config.trustTokenWhileDatabaseIsDown === true))) {
    throw problem.unauthorized('The account behind this token was changed or removed; sign in again.', INVALID_TOKEN);
  }
  return holder;
}

async function isCurrent(app: FastifyInstance, holder: TokenHolder, trustWhileDown: boolean): Promise<boolean> {
  try {
    return await app.tokenUsers.isCurrent(holder);
  } catch (error) {
    if (trustWhileDown && problemForDatabaseError(error)?.status === 503) return true;
    throw error;
  }
}

/** Checks the token's signature and claims, and remembers what it says if they pass. */
function verify(app: FastifyInstance, verifiedTokens: VerifiedTokens, token: string): TokenHolder {
  let claims: TokenClaims;
  try {
    claims = app.jwt.verify<TokenClaims>(token);
  } catch (error) {
    const expired = (error as { code?: string }).code === 'FAST_JWT_EXPIRED';
    const detail = expired ? 'The token has expired; sign in again.' : 'The token is not valid; sign in again.';
    throw problem.unauthorized(detail, INVALID_TOKEN);
  }

  const userName: unknown = claims[NAME_CLAIM];
  const role: unknown = claims[ROLE_CLAIM];
  if (typeof userName !== 'string' || typeof role !== 'string' || typeof claims.iat !== 'number') {
    throw problem.unauthorized('The token is not valid; sign in again.', INVALID_TOKEN);
  }
  const session = tokenSession(claims);
  if (session === null) throw problem.unauthorized('The token is not valid; sign in again.', INVALID_TOKEN);
  if (!isRole(role)) throw problem.forbidden(`The role ${JSON.stringify(role)} has no access to this API.`);
  const holder: TokenHolder = { userName, role, issuedAt: claims.iat, ...(session ? { session } : {}) };
  // nbf and exp are required claims, so the verifier has checked that both are numbers.
  verifiedTokens.remember(token, holder, {
    notBefore: claims.nbf * 1000 - CLOCK_TOLERANCE_MS,
    expiresAt: claims.exp * 1000 + CLOCK_TOLERANCE_MS,
  });
  return holder;
}
