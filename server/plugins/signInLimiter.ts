import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Redis } from 'ioredis';
import {
  RateLimiterMemory,
  RateLimiterRedis,
  type RateLimiterAbstract,
  type RateLimiterRes,
} from 'rate-limiter-flexible';
import { problem } from '../http/problem';

// Decision D-54: failed sign-ins are counted per client address and per user name; after SIGN_IN_MAX_FAILURES within
// SIGN_IN_WINDOW_SECONDS further attempts get 429 until the window passes. A success clears the user name's count but
// not the address's, so one valid account does not unlock guessing at others. With REDIS_URL the counts are shared by
// all instances; if Redis is down, each instance counts in memory meanwhile.
//
// An attempt takes its place in both counts atomically BEFORE its password is checked, and gives it back if it turns
// out not to be a failure. Counting only after the check would let every attempt of a parallel burst through the
// check before the first failure is recorded.

export interface SignInLimiter {
  /** Takes one attempt from the address's and the user name's allowance, or throws a 429 problem with Retry-After. */
  reserve(address: string, userName: string): Promise<SignInAttempt>;
}

/** A reserved attempt: counted as a failure unless told otherwise. */
interface SignInAttempt {
  /** The password was right: the user name's count is cleared and the address gets its attempt back. */
  succeeded(): Promise<void>;
  /** The attempt was not checked after all (the database failed): both get it back. */
  abandoned(): Promise<void>;
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

/**
 * What a refused reservation becomes: the counters reject with the count's state when the allowance is used up (a
 * 429 for the client), and with an Error when they fail (passed on).
 */
function refusal(rejection: unknown): Error {
  if (rejection instanceof Error) return rejection;
  const retryAfterSeconds = Math.max(1, Math.ceil(((rejection as RateLimiterRes).msBeforeNext ?? 0) / 1000));
  return problem.tooManyRequests(
    `Too many failed sign-in attempts. Try again in ${retryAfterSeconds} seconds.`,
    retryAfterSeconds,
  );
}

export function createSignInLimiter(options: SignInLimiterOptions): SignInLimiter {
  const byAddress = createCounter('sign-in-failures-by-address', options);
  const byUser = createCounter('sign-in-failures-by-user', options);

  return {
    async reserve(address, userName) {
      const userKey = userName.toLowerCase();
      await byAddress.consume(address).catch((rejection: unknown) => {
        throw refusal(rejection);
      });
      await byUser.consume(userKey).catch(async (rejection: unknown) => {
        // Not checked, so not the address's failure either.
        await byAddress.reward(address);
        throw refusal(rejection);
      });
      return {
        async succeeded() {
          await Promise.all([byAddress.reward(address), byUser.delete(userKey)]);
        },
        async abandoned() {
          await Promise.all([byAddress.reward(address), byUser.reward(userKey)]);
        },
      };
    },
  };
}

export const signInLimiting = fp(
  async (app: FastifyInstance, options: SignInLimiterOptions) => {
    app.decorate('signInLimiter', createSignInLimiter(options));
  },
  { name: 'sign-in-limiter' },
);
