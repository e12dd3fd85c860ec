import { compileOnce, queryCompiler } from '../../server/db/queryCompiler';
import { isMarked } from '../../server/db/statementNaming';

// A statement compiled once is run with new values by filling in its placeholders: each run must get its own values in
// the placeholders' places, and the values fixed when it was built in theirs.

const byName = (prepared: boolean) =>
  compileOnce<{ name: string; most: number }, { id: number }>(
    (slots) =>
      queryCompiler
        .selectFrom('airline')
        .select('id')
        .where('name', '=', slots.name)
        .where('id', '>', 5)
        .limit(slots.most),
    { prepared },
  );

it('fills in the values of each run, in their places, beside the values fixed at build time', () => {
  const statement = byName(false);
  expect(statement.sql).toBe('select "id" from "airline" where "name" = $1 and "id" > $2 limit $3');
  const first = statement.with({ name: 'Air One', most: 3 });
  const second = statement.with({ name: 'Air Two', most: 7 });
  expect([first.sql, first.parameters]).toEqual([statement.sql, ['Air One', 5, 3]]);
  expect(second.parameters).toEqual(['Air Two', 5, 7]);
  expect(second.queryId).not.toBe(first.queryId);
});

it('marks a statement to be prepared only when asked', () => {
  expect(isMarked(byName(true).sql)).toBe(true);
  expect(isMarked(byName(true).with({ name: 'A', most: 1 }).sql)).toBe(true);
  expect(isMarked(byName(false).sql)).toBe(false);
});
