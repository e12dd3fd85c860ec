import { setTimeout } from 'node:timers/promises';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply } from 'fastify';
import { prepareUnknownUserCheck, verifyPassword } from '../auth/passwords';
import { problem } from '../http/problem';
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
        description: 'The token is a JWT (HS512) valid for one hour, returned as text/plain without quotes.',
        body: SignInBodySchema,
        produces: ['text/plain'],
        response: { 200: TokenResponseSchema, ...problemResponses(400, 401, 413, 415, 429) },
      },
    },
    async (request, reply) => {
      const { UserName: userName, Password: password } = request.body;
      const attempt = await app.signInLimiter.reserve(request.ip, userName);

      let user: Awaited<ReturnType<typeof findApiUserCredentials>>;
      let passwordMatches: boolean;
      try {
        user = await findApiUserCredentials(app.db, userName);
        // Verified even for an unknown user, so the time taken does not tell which user names exist.
        passwordMatches = await verifyPassword(user?.password, password);
      } catch (error) {
        await attempt.abandoned();
        throw error;
      }
      if (user === undefined || !passwordMatches) {
        const { slowDownMs } = await attempt.failed();
        request.log.info({ userName, slowDownMs }, 'sign-in failed');
        if (slowDownMs > 0) await setTimeout(slowDownMs);
        throw problem.unauthorized(WRONG_CREDENTIALS);
      }

      await attempt.succeeded();
      request.log.info({ userName: user.userName }, 'signed in');
      return sendToken(reply, app.signToken({ userName: user.userName, role: user.roles }));
    },
  );

  app.post(
    '/Authentication/refresh',
    {
      // A token whose user was renamed, removed, or given another role or password is refused before this runs (D-53).
      config: { auth: 'signedIn' },
      schema: {
        summary: 'Stay signed in: a new token for the bearer of a valid one',
        description:
          'A new one-hour token with the same user name and role, for a token that is valid and whose user is unchanged (name, role and password); anything else is 401. The old token stays valid until it expires.',
        produces: ['text/plain'],
        response: { 200: TokenResponseSchema, ...problemResponses(401) },
      },
    },
    async (request, reply) => {
      request.log.info({ userName: request.user.userName }, 'session extended');
      return sendToken(reply, app.signToken(request.user));
    },
  );
};

/** A token as the reference answers it: the raw JWT as text, never cached. */
const sendToken = (reply: FastifyReply, token: string) =>
  reply.header('cache-control', 'no-store').type('text/plain; charset=utf-8').send(token);
