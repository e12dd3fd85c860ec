import {
  createQueryId,
  DummyDriver,
  Kysely,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  sql,
  type Compilable,
  type CompiledQuery,
  type RawBuilder,
} from 'kysely';
import { kyselyPlugins } from './kyselyPlugins';
import type { Database } from './schema';
import { prepared } from './statementNaming';

// Statements built with Kysely's typed builder once, when first needed, and then only run with new values: building
// and compiling a statement costs more than sending it on the lookups most requests are. The compiler below has no
// connection (Kysely's DummyDriver): it only turns builders into SQL text and parameters, with the same plugins as the
// connections that run the result (kyselyPlugins.ts).

export const queryCompiler = new Kysely<Database>({
  dialect: {
    createAdapter: () => new PostgresAdapter(),
    createDriver: () => new DummyDriver(),
    createIntrospector: (db) => new PostgresIntrospector(db),
    createQueryCompiler: () => new PostgresQueryCompiler(),
  },
  plugins: kyselyPlugins(),
});

/** Where a value goes in a compiled statement: the parameter is filled in from the values of each run. */
class Slot {
  constructor(readonly name: string) {}
}

/**
 * One typed placeholder per value of the statement, e.g. `slots.id` for a `where id = $1`. An optional value is one
 * that only some of the statements built by the same code use.
 */
export type Slots<Values> = { readonly [Name in keyof Values]-?: RawBuilder<Exclude<Values[Name], undefined>> };

/** A statement compiled once: `with(values)` gives the statement to run with these values. */
export interface CompiledStatement<Values, Row> {
  readonly sql: string;
  with(values: Values): CompiledQuery<Row>;
}

/**
 * Builds and compiles the statement once, with a placeholder for each value (`slots.name`). `prepared`: the statement's
 * plan does not depend on its values, so PostgreSQL may keep it (statementNaming.ts).
 */
export function compileOnce<Values extends object, Row>(
  build: (slots: Slots<Values>) => Compilable<Row>,
  options: { prepared: boolean },
): CompiledStatement<Values, Row> {
  const slots = new Proxy({} as Slots<Values>, {
    get: (_target, name) => sql.val(new Slot(String(name))),
  });
  const compiled = build(slots).compile();
  const text = options.prepared ? prepared(compiled.sql) : compiled.sql;
  const parameters = compiled.parameters;
  return {
    sql: text,
    with: (values) => ({
      ...compiled,
      sql: text,
      parameters: parameters.map((parameter) =>
        parameter instanceof Slot ? values[parameter.name as keyof Values] : parameter,
      ),
      queryId: createQueryId(),
    }),
  };
}
