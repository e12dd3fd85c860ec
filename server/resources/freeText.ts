import { expressionBuilder, sql, type Expression, type SqlBool } from 'kysely';
import { queryCompiler } from '../db/queryCompiler';
import type { Database } from '../db/schema';
import type { Joins } from './definition';

// Free text (`q`): every word must be found, each in any text column of the record or of the records its rows show
// (a flight by its airline's name or its pilot's), contained and case-insensitive, served by the trigram indexes.
// A related record's words are matched in its own table first (`airline_id in (select id from airline where ...)`),
// so a word narrows a million flights through a thousand airlines rather than by joining every row.

/** Records of another table whose text counts for this one: a flight's airline (`a`) → the airline's `name`. */
interface RelatedText {
  /** The related record's alias among the resource's joins (definition.ts): a walk tests the joined row's text. */
  alias: string;
  columns: readonly string[];
}

export interface FreeText {
  /** Text columns of the resource's own table. */
  columns: readonly string[];
  /**
   * A column the database keeps as `columns`, in their order, joined by spaces and lower-cased, with a trigram index of
   * its own: a walk tests it rather than lower-casing every row it reads, and the matches are collected through its one
   * index rather than the columns' (the passengers' `searchText`, migrations 0006 and 0008).
   */
  lowerCased?: string;
  related?: readonly RelatedText[];
  /**
   * Columns each word must also be in: a picker's search of what its option shows (naming.ts), found through the kept
   * lower-cased text's walk and index, then checked in these columns, on the few rows that passed.
   */
  onlyIn?: readonly string[];
}

/** The words of `q`: split at white space, blanks dropped. */
export function wordsOf(q: string | undefined): string[] {
  return (q ?? '').split(/\s+/).filter((word) => word !== '');
}

const eb = expressionBuilder<Database, never>();

/**
 * The condition that every word matches, with `patternOf(i)` in the place of the i-th word's ILIKE pattern and
 * `wordOf(i)` in the place of the word itself: values, or placeholders of a statement compiled once.
 *
 * `tested`: the condition as a test of rows already being read (a walk of the key's index). The own columns are then
 * searched as one lower-cased text with strpos, three times cheaper per row than six ILIKEs; the words hold no spaces,
 * so a word cannot match across two columns. Otherwise the matches are collected through trigram indexes: the kept
 * lower-cased text's where there is one (one recheck per match rather than one per column), else each column's ILIKE.
 * All find the same rows.
 */
export function freeTextCondition(
  text: FreeText,
  joins: Joins,
  wordCount: number,
  patternOf: (index: number) => unknown,
  wordOf: (index: number) => unknown,
  tested = false,
): Expression<SqlBool>[] {
  return Array.from({ length: wordCount }, (_unused, index) => {
    if (tested) {
      const related = (text.related ?? []).map(({ alias, columns }) => containsWord(alias, columns, wordOf(index)));
      const own =
        text.lowerCased !== undefined
          ? [eb(eb.fn('strpos', [sql.ref(`t.${text.lowerCased}`), sql`lower(${wordOf(index)})`]), '>', 0)]
          : text.columns.length > 0
            ? [containsWord('t', text.columns, wordOf(index))]
            : [];
      return alsoIn(text, eb.or([...own, ...related]), wordOf(index));
    }
    const pattern = patternOf(index);
    const own =
      text.lowerCased !== undefined
        ? [eb(sql.ref(`t.${text.lowerCased}`), 'like', sql<string>`lower(${pattern})`)]
        : text.columns.map((column) => eb(sql.ref(`t.${column}`), 'ilike', pattern));
    const related = (text.related ?? []).map(({ alias, columns }) => {
      const { column, table } = joinOf(joins, alias);
      return eb(
        sql.ref(`t.${column}`),
        'in',
        queryCompiler
          .selectFrom(queryCompiler.dynamic.table(table).as('r'))
          .select(sql.ref<number>('r.id').as('id'))
          .where(eb.or(columns.map((related) => eb(sql.ref(`r.${related}`), 'ilike', pattern)))),
      );
    });
    return alsoIn(text, eb.or([...own, ...related]), wordOf(index));
  });
}

/** The word's condition, and where the text says so, the word in its `onlyIn` columns too. */
function alsoIn(text: FreeText, found: Expression<SqlBool>, word: unknown): Expression<SqlBool> {
  return text.onlyIn === undefined ? found : eb.and([found, containsWord('t', text.onlyIn, word)]);
}

/** The join of `alias`; a definition naming an alias it does not join is a programming error. */
export function joinOf(joins: Joins, alias: string): Joins[string] {
  const join = joins[alias];
  if (join === undefined) throw new Error(`No join is declared for the alias '${alias}'.`);
  return join;
}

/** The columns of a row, as one lower-cased text, contain the word. */
function containsWord(alias: string, columns: readonly string[], word: unknown): Expression<SqlBool> {
  const joined = sql.join(
    columns.map((column) => sql.ref(`${alias}.${column}`)),
    sql` || ' ' || `,
  );
  return eb(eb.fn('strpos', [sql`lower(${joined})`, sql`lower(${word})`]), '>', 0);
}
