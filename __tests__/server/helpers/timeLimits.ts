// Jest's own runner stops a test or hook that runs past its time limit; jest-light-runner, which runs this suite,
// has no limits at all, so one hung request would hang the whole run. This gives every test and hook the suite's limit,
// or the one passed as the last argument, as Jest does (`it(name, fn, 90_000)`, `beforeAll(fn, 60_000)`).
//
// There is deliberately no `jest.setTimeout`: the runner loads a helper once for all the files of a worker, so a limit
// set as a helper is loaded would hold for whichever files happen to come after it.

/** Every test and hook: enough for a database to start on a busy machine. */
const SUITE_LIMIT_MS = 30_000;

type Run = (...args: unknown[]) => unknown;
type Register = (name: string, body?: Run, limitMs?: number) => unknown;
type Hook = (body: Run, limitMs?: number) => unknown;
type Tests = Register & { only: Register; each: (...table: unknown[]) => Register };

/** `body`, failing with a clear error once it has run `limitMs` without settling. */
function limited(body: Run, limitMs = SUITE_LIMIT_MS): Run {
  return async function withinLimit(this: unknown, ...args: unknown[]) {
    let timer: NodeJS.Timeout | undefined;
    const overrun = new Promise<never>((_resolve, reject) => {
      timer = setTimeout(
        () => reject(new Error(`Exceeded the time limit of ${limitMs} ms (pass a longer one as the last argument).`)),
        limitMs,
      );
    });
    try {
      return await Promise.race([body.apply(this, args), overrun]);
    } finally {
      clearTimeout(timer);
    }
  };
}

function limitTests(register: Tests): Tests {
  const wrap =
    (plain: Register): Register =>
    (name, body, limitMs) =>
      plain(name, body === undefined ? undefined : limited(body, limitMs), limitMs);
  return Object.assign(wrap(register), register, {
    only: wrap(register.only),
    each:
      (...table: unknown[]): Register =>
      (name, body, limitMs) =>
        register.each(...table)(name, body === undefined ? undefined : limited(body, limitMs), limitMs),
  });
}

const limitHook =
  (hook: Hook): Hook =>
  (body, limitMs) =>
    hook(limited(body, limitMs), limitMs);

const globals = globalThis as unknown as Record<'it' | 'test', Tests> &
  Record<'beforeAll' | 'afterAll' | 'beforeEach' | 'afterEach', Hook> & { jest: Record<string, unknown> };

globals.it = limitTests(globals.it);
globals.test = limitTests(globals.test);
for (const hook of ['beforeAll', 'afterAll', 'beforeEach', 'afterEach'] as const)
  globals[hook] = limitHook(globals[hook]);
globals.jest.setTimeout = () => {
  throw new Error('This suite has no jest.setTimeout: pass the limit as the last argument of it/test or the hook.');
};

// A module, so that its names stay its own.
export {};
