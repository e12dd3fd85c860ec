import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Redis } from 'ioredis';
import {
  RateLimiterMemory,
  RateLimiterRedis,
  type RateLimiterAbstract,
  type RateLimiterRes,
} from 'rate-limiter-flexible';
import { waitInWords } from '../../src/domain/waitInWords';
import { problem } from '../http/problem';

// Decision D-70 (replacing D-54): failed sign-ins lock out a guesser, not the office behind one router.
// - A user name tried from one address: after SIGN_IN_MAX_FAILURES within SIGN_IN_WINDOW_SECONDS, 429 until the window
//   passes, for that user name at that address only. Colleagues at the same address sign in as before.
// - A user name tried from anywhere: after USER_FAILURES_FACTOR times as many, 429 from every address, so guessing one
//   password from many addresses stays slow; a success clears both counts of that user name.
// - An address: its failures are counted across user names, and past ADDRESS_SLOW_FACTOR times the allowance each
//   further failure is answered a second later per failure beyond, up to MAX_SLOW_DOWN_MS, never refused.
// With REDIS_URL the counts are shared by all instances; if Redis is down, each instance counts in memory meanwhile.
//
// An attempt takes its place in the refusing counts atomically BEFORE its password is checked, and gives it back if it
// turns out not to be a failure. Counting only after the check would let every attempt of a parallel burst through the
// check before the first failure is recorded.

/** How many failures a user name gets from all addresses together, against the allowance of one address. */
const USER_FAILURES_FACTOR = 5;
/** How many failures, against the allowance, an address makes across user names before its failures are slowed. */
const ADDRESS_SLOW_FACTOR = 3;
const SLOW_DOWN_STEP_MS = 1_000;
const MAX_SLOW_DOWN_MS = 5_000;

export interface SignInLimiter {
  /** Takes one attempt from the allowances of the user name here and everywhere, or throws a 429 with Retry-After. */
  reserve(address: string, userName: string): Promise<SignInAttempt>;
}

/** A reserved attempt: counted as a failure unless told otherwise. */
interface SignInAttempt {
  /** The password was wrong: counts the address's failure, and says how long to wait before answering. */
  failed(): Promise<{ slowDownMs: number }>;
  /** The password was right: the user name's counts are cleared. */
  succeeded(): Promise<void>;
  /** The attempt was not checked after all (the database failed): the counts get it back. */
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
  points: number,
  { windowSeconds, redis }: SignInLimiterOptions,
): RateLimiterAbstract {
  const options = { keyPrefix, points, duration: windowSeconds };
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
    `Too many failed sign-in attempts. Try again in ${waitInWords(retryAfterSeconds)}.`,
    retryAfterSeconds,
  );
}

export function createSignInLimiter(options: SignInLimiterOptions): SignInLimiter {
  const { maxFailures } = options;
  const byUserHere = createCounter('sign-in-failures-by-user-and-address', maxFailures, options);
  const byUser = createCounter('sign-in-failures-by-user', maxFailures * USER_FAILURES_FACTOR, options);
  // Never refuses: its points are only read, to slow an address down.
  const byAddress = createCounter('sign-in-failures-by-address', Number.MAX_SAFE_INTEGER, options);
  const slowAfter = maxFailures * ADDRESS_SLOW_FACTOR;

  return {
    async reserve(address, userName) {
      const userKey = userName.toLowerCase();
      // JSON, so that no user name can make two pairs one key.
      const hereKey = JSON.stringify([userKey, address]);
      await byUserHere.consume(hereKey).catch((rejection: unknown) => {
        throw refusal(rejection);
      });
      await byUser.consume(userKey).catch(async (rejection: unknown) => {
        // Not checked, so not a failure here either.
        await byUserHere.reward(hereKey);
        throw refusal(rejection);
      });
      return {
        async failed() {
          const { consumedPoints } = await byAddress.penalty(address);
          const beyond = consumedPoints - slowAfter;
          return { slowDownMs: beyond > 0 ? Math.min(MAX_SLOW_DOWN_MS, beyond * SLOW_DOWN_STEP_MS) : 0 };
        },
        async succeeded() {
          await Promise.all([byUserHere.delete(hereKey), byUser.delete(userKey)]);
        },
        async abandoned() {
          await Promise.all([byUserHere.reward(hereKey), byUser.reward(userKey)]);
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
