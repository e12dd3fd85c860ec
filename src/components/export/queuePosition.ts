// Where an export of every row waits on the server before its file begins (GET /Exports/queue/{ticket}), so that the
// Export button can say so: exports take turns there (D-102), and a file that has not begun looked like a hang.

/** A fresh name for one export, sent as its `x-export-ticket` header (random bytes: randomUUID needs HTTPS). */
export function newExportTicket(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** 1st, 2nd, 3rd, 4th ... 11th, 12th, 13th ... 21st. */
export function ordinal(n: number): string {
  const tens = n % 100;
  const suffix = tens >= 11 && tens <= 13 ? 'th' : ({ 1: 'st', 2: 'nd', 3: 'rd' }[n % 10] ?? 'th');
  return `${n}${suffix}`;
}

interface Watch {
  /** The API's base address, ending with a slash. */
  base: string;
  ticket: string;
  token: string | null;
  /** Told the export's place in line (1: next) whenever the server says it waits. */
  onWaiting: (position: number) => void;
  /** The first question waits this long: most exports never wait, and need not be asked about. */
  firstMs?: number;
  everyMs?: number;
}

/**
 * Asks the server every `everyMs` where the export is, until the returned function is called (its file began, or it
 * ended). An answer that is not 'waiting' (running, not here yet, another instance's, a failure) tells nothing.
 */
export function watchQueuePosition({ base, ticket, token, onWaiting, firstMs = 250, everyMs = 1000 }: Watch) {
  const controller = new AbortController();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const ask = async () => {
    try {
      const response = await fetch(new URL(`Exports/queue/${ticket}`, base), {
        headers: token ? { authorization: `Bearer ${token}` } : {},
        signal: controller.signal,
      });
      if (response.ok) {
        const state = (await response.json()) as { state?: string; position?: number };
        if (state.state === 'waiting' && typeof state.position === 'number' && !controller.signal.aborted) {
          onWaiting(state.position);
        }
      }
    } catch {
      // Stopped, or the network failed: the export's own request tells what matters.
    }
    if (!controller.signal.aborted) timer = setTimeout(() => void ask(), everyMs);
  };
  timer = setTimeout(() => void ask(), firstMs);
  return () => {
    controller.abort();
    clearTimeout(timer);
  };
}
