import { sql, type RawBuilder } from 'kysely';
import type { FreeText } from './freeText';

// What names a record where staff choose it: the text of a picker's option ('Flight 258: 2025-07-16 11:30, North Deon
// Airways to East Garland – Garland Intl'). Free text without a sort is ranked by it (D-78, rankedPage.ts): what was
// typed matched whole first, then as the start of what is shown, then as the start of its words, then anywhere, the
// more alike the earlier. A picker's `match=name` looks for the words in this text only, never in what its option
// does not show.

/** SQL text over the resource's table `t` and the aliases of its joins (definition.ts). */
export type SqlText = RawBuilder<string>;

export interface Naming {
  /** The joins (aliases in the definition's `joins`) the shown text reads: a flight's airline and destination. */
  joins: readonly string[];
  /**
   * The parts the option shows, each something a person may type whole: a flight's 'flight 258', '2025-07-16',
   * '11:30', its airline, city and airport. The text searched is them all, joined by spaces and lower-cased.
   */
  parts: readonly SqlText[];
  /**
   * Where the ranking reads the parts in indexed order instead of comparing every match (passengers: a million rows).
   * Each is an expression with a btree index in the "C" collation (migration 0013), ordered by itself, so that the
   * rows it starts with are read from the index: 'john smith' finds John Smith, then John Smithson. `oneWord`: only a
   * single typed word can start it (a passport has no spaces). The rest then come in the key's order, as before.
   */
  indexed?: readonly { text: SqlText; oneWord?: boolean }[];
  /** The words of `match=name` on a resource whose matches are found by the free-text machinery (searchPage.ts). */
  text?: FreeText;
  /**
   * Where a typed word is looked for without joining every row first: in the record's own shown text, written in lower
   * case (a flight's 'flight 258', date and time), or among the related records whose shown columns have it, by key (a flight's airline and
   * destination). Without it, in the whole shown text of every joined row.
   */
  found?: { own: SqlText; related: readonly { alias: string; columns: readonly string[] }[] };
  /** What orders records alike in relevance, before their similarity: a flight's departure, upcoming ones first. */
  order?: readonly RawBuilder<unknown>[];
}

const ref = (path: string) => sql.ref<string>(path);

/** A part that is a text column ('t.name', 'a.name'). */
export const column = (path: string): SqlText => sql<string>`${ref(path)}`;

/** A person's name both ways round: 'john smith' and 'smith john' are both typed. */
export const personName = (alias: string): SqlText[] => [
  sql<string>`${ref(`${alias}.firstName`)} || ' ' || ${ref(`${alias}.lastName`)}`,
  sql<string>`${ref(`${alias}.lastName`)} || ' ' || ${ref(`${alias}.firstName`)}`,
];

/** The naming of a record shown by its own text columns, in order (an airline's name, a destination's city and airport). */
export const ownColumns = (...columns: string[]): Naming => ({
  joins: [],
  parts: columns.map((name) => column(`t.${name}`)),
});

/** The shown text: every part, joined by spaces, lower-cased. */
export const shownText = (naming: Naming): SqlText =>
  sql<string>`lower(${sql.join(
    naming.parts.map((part) => sql`coalesce(${part}, '')`),
    sql` || ' ' || `,
  )})`;
