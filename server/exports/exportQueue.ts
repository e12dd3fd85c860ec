// Exports of every row take turns (D-102): at most `running` at once on this instance, at most `perUser` of them one
// user's, the rest waiting in the order they came. A user's export past their own limit waits too, up to `perUser`
// of them; past that, or when `waiting` exports already wait, the export is refused at once, with when to try again.

export interface ExportQueueLimits {
  running: number;
  perUser: number;
  waiting: number;
}

export type QueueRefusal = 'user' | 'server';

/** Why an export cannot even wait its turn. */
export class ExportQueueFull extends Error {
  override name = 'ExportQueueFull';
  constructor(readonly refusal: QueueRefusal) {
    super(refusal === 'user' ? 'this user has as many exports running and waiting as allowed' : 'the queue is full');
  }
}

/** A client named its export with a ticket another export of this instance holds. */
export class ExportTicketInUse extends Error {
  override name = 'ExportTicketInUse';
  constructor(readonly ticket: string) {
    super(`The export ticket '${ticket}' is in use by another export.`);
  }
}

interface Entry {
  ticket: string;
  owner: string;
  start: () => void;
}

/** Where an export is: waiting (1 is next in line) or running. */
export type QueueState = { state: 'waiting'; position: number; waiting: number } | { state: 'running' };

export class ExportQueue {
  private readonly running = new Map<string, string>();
  private readonly waiting: Entry[] = [];

  constructor(private readonly limits: ExportQueueLimits) {}

  /**
   * Resolves once the export may run, with the function that ends its turn (call it exactly once, however the export
   * ends). Rejects with ExportQueueFull when it may not even wait, and with the signal's reason when the client goes
   * away while it waits (its place is given up).
   */
  async enter(ticket: string, owner: string, signal: AbortSignal): Promise<() => void> {
    signal.throwIfAborted();
    if (this.running.has(ticket) || this.waiting.some((entry) => entry.ticket === ticket)) {
      throw new ExportTicketInUse(ticket);
    }
    if (this.mayStart(owner)) return this.start(ticket, owner);
    if (this.waitingOf(owner) >= this.limits.perUser) throw new ExportQueueFull('user');
    if (this.waiting.length >= this.limits.waiting) throw new ExportQueueFull('server');
    await new Promise<void>((resolve, reject) => {
      const entry: Entry = { ticket, owner, start: resolve };
      this.waiting.push(entry);
      signal.addEventListener(
        'abort',
        () => {
          const index = this.waiting.indexOf(entry);
          if (index < 0) return;
          this.waiting.splice(index, 1);
          reject(signal.reason instanceof Error ? signal.reason : new Error('The export was given up.'));
          this.promote();
        },
        { once: true },
      );
    });
    return this.finisher(ticket);
  }

  /** Where the export of this ticket is, or undefined when this instance has none (finished, or never here). */
  stateOf(ticket: string, owner: string): QueueState | undefined {
    if (this.running.get(ticket) === owner) return { state: 'running' };
    const index = this.waiting.findIndex((entry) => entry.ticket === ticket && entry.owner === owner);
    return index < 0 ? undefined : { state: 'waiting', position: index + 1, waiting: this.waiting.length };
  }

  /** For the metrics and the tests: how many run and wait now. */
  counts(): { running: number; waiting: number } {
    return { running: this.running.size, waiting: this.waiting.length };
  }

  private mayStart(owner: string): boolean {
    return this.running.size < this.limits.running && this.runningOf(owner) < this.limits.perUser;
  }

  private start(ticket: string, owner: string): () => void {
    this.running.set(ticket, owner);
    return this.finisher(ticket);
  }

  private finisher(ticket: string): () => void {
    let finished = false;
    return () => {
      if (finished) return;
      finished = true;
      this.running.delete(ticket);
      this.promote();
    };
  }

  /** Starts the first waiting exports that may run now, in their order; one held by its user's limit is passed over. */
  private promote(): void {
    for (let index = 0; index < this.waiting.length && this.running.size < this.limits.running;) {
      const entry = this.waiting[index] as Entry;
      if (this.runningOf(entry.owner) >= this.limits.perUser) {
        index += 1;
        continue;
      }
      this.waiting.splice(index, 1);
      this.running.set(entry.ticket, entry.owner);
      entry.start();
    }
  }

  private runningOf(owner: string): number {
    let count = 0;
    for (const holder of this.running.values()) if (holder === owner) count += 1;
    return count;
  }

  private waitingOf(owner: string): number {
    return this.waiting.filter((entry) => entry.owner === owner).length;
  }
}
