import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { problem } from '../http/problem';

// Decision S-6: failed sign-ins are counted per client address and per user name; after SIGN_IN_MAX_FAILURES within
// SIGN_IN_WINDOW_SECONDS further attempts get 429 until the window passes. A success clears the user name's count but
// not the address's, so one valid account does not unlock guessing at others. With REDIS_URL the counts are shared by
// all instances; if Redis is down, each instance counts in memory meanwhile.

export interface SignInLimiter {
  /** Throws a 429 problem with Retry-After when the address or the user name is locked out. */
  assertAllowed(address: string, userName: string): Promise<void>;
  recordFailure(address: string, userName: string): Promise<void>;
  recordSuccess(userName: string): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    signInLimiter: SignInLimiter;
  }
}

export interface SignInLimiterOptions {
  maxFailures: number;
  windowSeconds: number;
  redis?: Redis;
}

function createCounter(
  keyPrefix: string,
  { maxFailures, windowSeconds, redis }: SignInLimiterOptions,
): RateLimiterAbstract {
  const options = { keyPrefix, points: maxFailures, duration: windowSeconds };
  if (redis === undefined) return new RateLimiterMemory(options);
  return new RateLimiterRedis({
    ...options,
    storeClient: redis,
    rejectIfRedisNotReady: true,
    insuranceLimiter: new RateLimiterMemory(options),
  });
}

export function createSignInLimiter(options: SignInLimiterOptions): SignInLimiter {
  const byAddress = createCounter('sign-in-failures-by-address', options);
  const byUser = createCounter('sign-in-failures-by-user', options);
  const userKey = (userName: string) => userName.toLowerCase();

  return {
    async assertAllowed(address, userName) {
      const counts = await Promise.all([byAddress.get(address), byUser.get(userKey(userName))]);
      const lockedOut = counts.filter((count) => count !== null && count.consumedPoints >= options.maxFailures);
      if (lockedOut.length === 0) return;
      const retryAfterSeconds = Math.max(
        1,
        Math.ceil(Math.max(...lockedOut.map((count) => count?.msBeforeNext ?? 0)) / 1000),
      );
      throw problem.tooManyRequests(
        `Too many failed sign-in attempts. Try again in ${retryAfterSeconds} seconds.`,
        retryAfterSeconds,
      );
    },
    async recordFailure(address, userName) {
      await Promise.all([byAddress.penalty(address, 1), byUser.penalty(userKey(userName), 1)]);
    },
    async recordSuccess(userName) {
      await byUser.delete(userKey(userName));
    },
  };
}

export const signInLimiting = fp(
  async (app: FastifyInstance, options: SignInLimiterOptions) => {
    app.decorate('signInLimiter', createSignInLimiter(options));
  },
  { name: 'sign-in-limiter' },
);
