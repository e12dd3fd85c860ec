import type fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import type { Actor } from './routeCatalogue';
import { DEMO_USERS, signIn } from './testApp';

// Property runs are seeded so a failure can be replayed: FC_SEED=<seed> repeats a run (fast-check prints the seed, the
// path and the shrunk counterexample of a failure); FC_RUNS scales the number of runs (e.g. FC_RUNS=10 for a long
// search). Runs stop early after a time limit, so a slow machine makes a property run fewer cases, not time out.

export const PROPERTY_SEED = Number(process.env.FC_SEED ?? '20250807');
const RUNS_FACTOR = Number(process.env.FC_RUNS ?? '1');

export function propertyParameters<T>(numRuns: number, timeLimitMs = 20_000): fc.Parameters<T> {
  return {
    seed: PROPERTY_SEED,
    numRuns: Math.max(1, Math.round(numRuns * RUNS_FACTOR)),
    interruptAfterTimeLimit: timeLimitMs * RUNS_FACTOR,
    markInterruptAsFailure: false,
  };
}

/** A test's budget: the property's time limit plus room for shrinking a failure. */
export const propertyTimeout = (timeLimitMs = 20_000) => timeLimitMs * RUNS_FACTOR + 40_000;

/** Tokens of the demo users who may write: the Admin (airport records) and the SuperAdmin (API users). */
export async function writerTokens(app: FastifyInstance): Promise<Record<Actor, string>> {
  return { admin: await signIn(app, DEMO_USERS.admin), superAdmin: await signIn(app, DEMO_USERS.superAdmin) };
}
