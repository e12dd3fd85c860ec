import { createHash } from 'node:crypto';
import pg from 'pg';

// PostgreSQL parses and plans a statement anew each time unless it is prepared. For the lookups most requests are (a
// record by key, a page of the key order) that is most of the database's work: prepared, such a statement costs it
// about half (issue 6, pgbench on this machine). Only statements marked by `prepared` are prepared: their plan does not
// depend on their values, so the generic plan PostgreSQL settles on is as good as a fresh one. A search's plan does
// depend on its term (a one-letter term must not use the trigram index), so searches are planned per request.
// Marked statements are a fixed, small set of texts, so each connection holds a few prepared statements, no more.

const MARK = '/* prepared */';

/** The statement, marked to be prepared: for statements whose plan does not depend on their values. */
export const prepared = (text: string): string => `${MARK} ${text}`;

const names = new Map<string, string>();

function nameOf(text: string): string {
  let name = names.get(text);
  if (name === undefined) {
    name = `abo_${createHash('sha256').update(text).digest('hex').slice(0, 24)}`;
    names.set(text, name);
  }
  return name;
}

type Query = (...args: unknown[]) => unknown;

/** Runs the marked statements of every connection of `pool` as named (prepared) statements. */
export function prepareMarkedStatements(pool: pg.Pool): void {
  pool.on('connect', (client) => {
    const query = client.query.bind(client) as Query;
    // pg copies a config object ({ name, text, values }) property descriptor by property descriptor, about 5 µs per
    // statement (issue 6); a Query made from a text and values is not copied, so the name is set on it instead.
    const named = (text: string, values: unknown[]) =>
      new Promise((resolve, reject) => {
        const statement = new pg.Query(text, values, (error, result) => (error ? reject(error) : resolve(result)));
        (statement as unknown as { name: string }).name = nameOf(text);
        query(statement);
      });
    const preparing: Query = (text, values, ...rest) =>
      typeof text === 'string' && text.startsWith(MARK) && Array.isArray(values) && rest.length === 0
        ? named(text, values)
        : query(text, values, ...rest);
    (client as unknown as { query: Query }).query = preparing;
  });
}
