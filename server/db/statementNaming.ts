import { createHash } from 'node:crypto';
import type { PreparedStatementMode } from '../envSchema';

// PostgreSQL parses and plans a statement anew each time unless it is prepared. For the lookups most requests are (a
// record by key, a page of the key order) that is most of the database's work: prepared, such a statement costs it
// about half (pgbench on a two-core machine). Only statements marked by `prepared` are prepared: their plan does not
// depend on their values, so the generic plan PostgreSQL settles on is as good as a fresh one. A search's plan does
// depend on its term (a one-letter term must not use the trigram index), so searches are planned per request.
//
// A prepared statement belongs to one server connection. Behind a pooler in transaction mode (PgBouncer's usual
// setting) consecutive statements of one client connection run on different server connections, so a named statement
// meets a server connection that lacks it or already has it. There, every statement is sent unnamed.

const MARK = '/* prepared */';

/** The statement, marked to be prepared: for statements whose plan does not depend on their values. */
export const prepared = (text: string): string => `${MARK} ${text}`;

export const isMarked = (text: string): boolean => text.startsWith(MARK);

/** SQLSTATEs of a named statement that met the wrong server connection: already there, or not there. */
const NAME_CONFLICTS = new Set(['42P05', '26000']);

export const isStatementNameConflict = (error: unknown): boolean =>
  NAME_CONFLICTS.has(String((error as { code?: unknown } | null)?.code));

/** Whether this pool names its marked statements, and their names. */
export class StatementNaming {
  private readonly names = new Map<string, string>();
  private named: boolean;

  constructor(
    mode: PreparedStatementMode,
    private readonly onTurnedOff: (reason: string) => void = () => undefined,
  ) {
    this.named = mode !== 'off';
  }

  get enabled(): boolean {
    return this.named;
  }

  /** Sends every later statement unnamed (once a pooler in transaction mode shows itself). */
  turnOff(reason: string): void {
    if (!this.named) return;
    this.named = false;
    this.onTurnedOff(reason);
  }

  /** The name a marked statement is prepared under; the same text always gets the same name. */
  nameOf(text: string): string {
    let name = this.names.get(text);
    if (name === undefined) {
      name = `abo_${createHash('sha256').update(text).digest('hex').slice(0, 24)}`;
      this.names.set(text, name);
    }
    return name;
  }
}
