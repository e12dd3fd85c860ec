import { setTimeout } from 'node:timers/promises';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply } from 'fastify';
import { prepareUnknownUserCheck, verifyPassword } from '../auth/passwords';
import { nextSessionVersion } from '../auth/sessionRefresh';
import { problem } from '../http/problem';
import { startSession } from '../repositories/apiSessions';
import { findApiUserCredentials } from '../repositories/apiUsers';
import { SignInBodySchema, TokenResponseSchema } from '../schemas/authentication';
import { problemResponses } from '../schemas/problem';

const WRONG_CREDENTIALS = 'Provided username or password is incorrect.';

/** POST /Authentication: user name and password in, the raw JWT out as text/plain (decision D-52). */
export const authenticationRoutes: FastifyPluginAsyncTypebox = async (app) => {
  await prepareUnknownUserCheck();
  app.post(
    '/Authentication',
    {
      config: { auth: 'anonymous' },
      schema: {
        summary: 'Sign in: returns a token for the Authorization header',
        description:
          'The token is a JWT (HS512) valid for one hour, returned as text/plain without quotes. It starts a session that ends SESSION_LIFETIME_MINUTES later (12 hours by default), however often its token is refreshed.',
        body: SignInBodySchema,
        produces: ['text/plain'],
        response: { 200: TokenResponseSchema, ...problemResponses(400, 401, 413, 415, 429) },
      },
    },
    async (request, reply) => {
      const { UserName: userName, Password: password } = request.body;
      const attempt = await app.signInLimiter.reserve(request.ip, userName);

      let user: Awaited<ReturnType<typeof findApiUserCredentials>>;
      let session: Awaited<ReturnType<typeof startSession>>;
      try {
        user = await findApiUserCredentials(app.db, userName);
        // Verified even for an unknown user, so the time taken does not tell which user names exist.
        const passwordMatches = await verifyPassword(user?.password, password);
        const verified = passwordMatches ? user : undefined;
        // A password replaced while it was being checked starts no session: it is a wrong password by now (D-93).
        session =
          verified &&
          (await app.db
            .transaction()
            .execute((trx) =>
              startSession(trx, verified, new Date(Date.now()), app.config.sessionLifetimeMinutes * 60_000),
            ));
      } catch (error) {
        await attempt.abandoned();
        throw error;
      }
      if (user === undefined || session === undefined) {
        const { slowDownMs } = await attempt.failed();
        request.log.info({ userName, slowDownMs }, 'sign-in failed');
        if (slowDownMs > 0) await setTimeout(slowDownMs);
        throw problem.unauthorized(WRONG_CREDENTIALS);
      }

      await attempt.succeeded();
      request.log.info({ userName: user.userName }, 'signed in');
      return sendToken(
        reply,
        app.signToken({ userName: user.userName, role: user.roles }, { ...session, tokenVersion: 1 }),
      );
    },
  );

  app.post(
    '/Authentication/refresh',
    {
      // A token whose user was renamed, removed, or given another role or password is refused before this runs (D-53);
      // only the session's current token may be refreshed, and not past the session's end (D-93, D-94).
      config: { auth: 'signedIn' },
      schema: {
        summary: 'Stay signed in: a new token for the bearer of a valid one',
        description:
          "A new one-hour token with the same user name and role, for its session's current token, valid and whose user is unchanged (name, role and password), and never beyond the session's end (SESSION_LIFETIME_MINUTES after the sign-in with the password; the new token's `session_exp` claim). The token it replaces is retired: accepted for one more minute (requests already on their way), never refreshed again (409 during that minute, 401 after). Anything else is 401.",
        produces: ['text/plain'],
        response: { 200: TokenResponseSchema, ...problemResponses(401, 409) },
      },
    },
    async (request, reply) => {
      const session = await nextSessionVersion(app, request.user, request.tokenSession, new Date(Date.now()));
      await app.tokenUsers.sessionChanged(session.sessionId);
      request.log.info({ userName: request.user.userName }, 'session extended');
      return sendToken(reply, app.signToken(request.user, session));
    },
  );
};

/** A token as the reference answers it: the raw JWT as text, never cached. */
const sendToken = (reply: FastifyReply, token: string) =>
  reply.header('cache-control', 'no-store').type('text/plain; charset=utf-8').send(token);
