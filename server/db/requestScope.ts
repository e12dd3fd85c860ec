import { AsyncLocalStorage } from 'node:async_hooks';

// The request a statement is sent for, as the guarded pool sees it (decision D-96): every statement sent while a
// request is being answered runs in that request's scope, whichever repository function sends it, so the pool can
// stop a statement whose request is over without any repository knowing about requests.

export interface RequestScope {
  /** Aborted when the client went away before its answer was complete. */
  signal: AbortSignal;
  /** performance.now() after which the request's database work fails at once (a route's own bound), if any. */
  deadline?: number;
}

const scopes = new AsyncLocalStorage<RequestScope>();

/** The scope of the request being answered, or undefined outside any (start, background work, the tools). */
export const currentRequestScope = (): RequestScope | undefined => scopes.getStore();

/** Runs `work`, and everything it starts, in `scope`. */
export const runInRequestScope = <T>(scope: RequestScope, work: () => T): T => scopes.run(scope, work);
