import closeWithGrace from 'close-with-grace';

// How the server stops when asked to (SIGTERM from systemd, Docker or Kubernetes; Ctrl+C in a terminal; SIGHUP when
// the terminal closes): it refuses new requests with 503, finishes the requests in flight (http/stopDrain.ts), stops
// listening, closes the database and exits 0.
//
// The same request often arrives twice: Ctrl+C signals the terminal's whole process group, so under `npm run serve`
// the server gets SIGINT from the terminal and again from npm, which forwards it a few milliseconds later; a supervisor
// may signal npm and the server alike. A repeat within REPEAT_WINDOW_MS of the first is therefore that same request and
// changes nothing. A stop signal after it is a person insisting (a second Ctrl+C): the server exits at once, with code 1,
// abandoning what is still in flight. Nothing is lost that was acknowledged: every answered write is committed, and the
// next start takes over the data directory's lock from the ended process.

const STOP_SIGNALS = ['SIGINT', 'SIGTERM', 'SIGHUP'] as const;

/**
 * How long a stop may take to drain requests and close the database before the process exits anyway (code 1). A
 * supervisor's stop timeout must be longer (deploy/systemd: TimeoutStopSec). It covers what a stop may have to wait
 * for by design: the drain keeps refusing new requests for up to 5 s (http/stopDrain.ts), a request in flight then may
 * run to the default query timeout (5 s), and closing the pools and the embedded database takes the rest. Ten seconds
 * left no room beyond those two bounds, and a loaded machine was seen to reach it.
 */
export const SHUTDOWN_DEADLINE_MS = 15_000;

/** A stop signal repeated within this time of the first is the same request delivered twice. */
export const REPEAT_WINDOW_MS = 2_000;

interface Log {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

export interface GracefulStopOptions {
  /** The whole stop may take this long; then the process exits with code 1 anyway. */
  deadlineMs: number;
  log: Log;
  /** Stops taking requests, waits for those in flight, closes the database. */
  stop: () => Promise<void>;
}

/** Installs the stop signals' handlers (and, through close-with-grace, the deadline and the fatal-error handlers). */
export function stopGracefullyOnSignals({ deadlineMs, log, stop }: GracefulStopOptions): void {
  let stoppingSince: number | undefined;

  const grace = closeWithGrace(
    {
      delay: deadlineMs,
      // close-with-grace ends the process on any second signal: these three are handled here instead.
      skip: [...STOP_SIGNALS],
      logger: { error: (message: unknown) => log.error({ detail: message }, 'error while stopping') },
      onTimeout: () => log.error({ deadlineMs }, 'stopping took too long: exiting without finishing'),
      onSecondError: (err: unknown) => log.error({ err }, 'a second error while stopping: exiting at once'),
    },
    async ({ err }) => {
      stoppingSince ??= Date.now();
      if (err !== undefined) log.error({ err }, 'stopping after an unexpected error');
      await stop();
      log.info({}, 'stopped');
    },
  );

  const onStopSignal = (signal: NodeJS.Signals) => {
    if (stoppingSince === undefined) {
      stoppingSince = Date.now();
      log.info(
        { signal, deadlineMs },
        `stopping: finishing requests in flight (another ${signal} after ${REPEAT_WINDOW_MS / 1000} s stops at once)`,
      );
      void grace.close();
      return;
    }
    const elapsedMs = Date.now() - stoppingSince;
    if (elapsedMs < REPEAT_WINDOW_MS) {
      log.info({ signal, elapsedMs }, 'already stopping: the repeated signal changes nothing');
      return;
    }
    log.warn({ signal, elapsedMs }, 'stopping at once, without finishing the requests in flight');
    process.exit(1);
  };
  for (const signal of STOP_SIGNALS) process.on(signal, onStopSignal);
}
