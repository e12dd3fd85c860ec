import { escapeLiteral } from 'pg';
import type { ResourceDefinition } from '../resources/definition';
import { valuePath, type CellColumn, type CellPart } from './exportColumns';
import { snakeCase } from '../resources/sqlNames';
import { FORMULA_STARTS } from './neutralise';

// The export columns of a resource as PostgreSQL's own expressions, for a CSV that PostgreSQL writes itself (D-108):
// each cell as Node's CSV writer would write it from the same row (csvFormat.ts), which a test holds them to byte for
// byte. They read the columns of the resource's every-row statement, wrapped as the subquery `e`, where a DTO's
// property 'passenger.firstName' is the column "passenger.first_name" (CamelCasePlugin's snake_case of each name).

/** The every-row statement's column that holds the DTO's value at `path`. */
const columnOf = (path: string) => `e."${path.split('.').map(snakeCase).join('.')}"`;

/** The first characters of a formula by their codes: ascii() reads the first one without copying it as left() does. */
const FORMULA_CODES = FORMULA_STARTS.map((character) => character.charCodeAt(0)).join(', ');

/**
 * Text as a spreadsheet can only show it (neutralise.ts: a leading apostrophe before a formula's first character),
 * and no text as no value: Node writes an empty string and a null alike as an empty field, where PostgreSQL would
 * quote an empty string.
 */
const textCell = (text: string) =>
  `nullif(case when ascii(${text}) in (${FORMULA_CODES}) then '''' || ${text} else ${text} end, '')`;

function partSql(part: CellPart): string {
  if (typeof part === 'string') return escapeLiteral(part);
  const text = `(${columnOf(part.path)})::text`;
  if ('time' in part) return `(case when right(${text}, 3) = ':00' then left(${text}, 5) else ${text} end)`;
  if ('labels' in part) {
    const labels = Object.entries(part.labels).map(
      ([code, label]) => `when ${escapeLiteral(code)} then ${escapeLiteral(label)}`,
    );
    return `(case ${text} ${labels.join(' ')} else ${text} end)`;
  }
  return text;
}

/** Whether the value at a path is a number in the DTO, which Node writes as a number and never neutralises. */
function numberKind(definition: ResourceDefinition, path: string): 'integer' | 'decimal' | undefined {
  if (path === definition.idProperty) return 'integer';
  const kind = (definition.fields as Record<string, { kind: string } | undefined> | undefined)?.[path]?.kind;
  if (kind === 'integer' || kind === 'reference') return 'integer';
  if (kind === 'decimal') return 'decimal';
  return undefined;
}

/** One column's cell: its value in the inner select, and what the outer select makes of it. */
function cellSql(
  definition: ResourceDefinition,
  column: CellColumn,
): { value: string; shown: (name: string) => string } {
  const path = valuePath(column.parts);
  if (path !== undefined) {
    const kind = numberKind(definition, path);
    // A JS number is written in the fewest digits that read back as it (120.5, not numeric's 120.50): so is a float8.
    if (kind === 'decimal') return { value: `${columnOf(path)}::float8`, shown: (name) => name };
    if (kind === 'integer') return { value: columnOf(path), shown: (name) => name };
    return { value: `(${columnOf(path)})::text`, shown: textCell };
  }
  return { value: `(${column.parts.map(partSql).join(' || ')})`, shown: textCell };
}

/**
 * The rows of `statementSql` as the export's cells, in its order: each cell's value computed once in an inner select
 * (OFFSET 0 keeps PostgreSQL from folding it into the outer one), then neutralised by the outer one, which names a text
 * cell three times. A projection of a subquery keeps its order: PostgreSQL scans the sorted rows as they come.
 */
export function cellsStatement(definition: ResourceDefinition, statementSql: string): string {
  const cells = definition.exportColumns.map((column) => cellSql(definition, column));
  const values = cells.map(({ value }, index) => `${value} as c${index}`);
  const shown = cells.map(({ shown: show }, index) => show(`c.c${index}`));
  return `select ${shown.join(', ')} from (select ${values.join(', ')} from (${statementSql}) e offset 0) c`;
}
