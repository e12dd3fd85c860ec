import { escapeLiteral } from 'pg';

// COPY takes no parameters: a statement copied to the client carries its values as literals. Each is a quoted literal
// of unknown type, which PostgreSQL types from where it stands exactly as it types a parameter there, so the statement
// means what it meant with $1, $2...

/** A value that cannot be written as a literal here: the export goes the way that takes parameters. */
export class NotInlinable extends Error {
  override name = 'NotInlinable';
}

/** An array's text form ('{1,2}', '{"a","b\"c"}'), as node-postgres sends an array parameter. */
function arrayText(values: readonly unknown[]): string {
  const items = values.map((value) => {
    if (value === null) return 'NULL';
    if (typeof value === 'number' || typeof value === 'bigint') return String(value);
    if (typeof value === 'string') return `"${value.replace(/[\\"]/g, (special) => `\\${special}`)}"`;
    throw new NotInlinable(`an array holding a ${typeof value}`);
  });
  return `{${items.join(',')}}`;
}

function literal(value: unknown): string {
  if (value === null || value === undefined) return 'NULL';
  if (typeof value === 'number' || typeof value === 'bigint') {
    if (typeof value === 'number' && !Number.isFinite(value)) throw new NotInlinable(`the number ${value}`);
    return `'${String(value)}'`;
  }
  if (typeof value === 'boolean') return value ? "'true'" : "'false'";
  if (typeof value === 'string') return escapeLiteral(value);
  if (value instanceof Date) return escapeLiteral(value.toISOString());
  if (Array.isArray(value)) return escapeLiteral(arrayText(value));
  throw new NotInlinable(`a parameter of type ${typeof value}`);
}

/**
 * The statement with each $n replaced by its value as a literal. Quoted text and quoted names are passed over, so a
 * '$1' inside them stays as it is.
 */
export function inlineParameters(text: string, parameters: readonly unknown[]): string {
  return text.replace(/'(?:[^']|'')*'|"(?:[^"]|"")*"|\$(\d+)/g, (match, index: string | undefined) => {
    if (index === undefined) return match;
    const position = Number(index) - 1;
    if (position < 0 || position >= parameters.length) throw new NotInlinable(`no value for $${index}`);
    return literal(parameters[position]);
  });
}
