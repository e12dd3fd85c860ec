import { Type, type TSchema } from '@sinclair/typebox';
import { problem } from '../http/problem';
import type { ResourceDefinition } from './definition';
import { wordsOf } from './freeText';
import type { SortField } from './sortFields';

// The parameters every list and search route takes beyond the reference's (docs/finding-records.md): `sort`, `q`,
// `count` and, where rows leave nested objects empty, `include`. Without them a request is answered exactly as before.

export interface SortKey {
  /** The field's name as requested, spelled as the API spells it ('departureDate'). */
  name: string;
  field: SortField;
  descending: boolean;
}

export interface ListOptions {
  /** The requested order; the key breaks ties after it. Empty: the key's order. */
  sort: readonly SortKey[];
  /** The words of `q`, each of which must match. */
  words: readonly string[];
  /** Whether the answer carries the exact count (totalCount, totalPages, lastPage), or only whether more rows exist. */
  count: boolean;
  /** The nested objects to fill that the rows otherwise leave null, e.g. a ticket's 'flight.destination'. */
  include: readonly string[];
  /** Where the words are looked for: the record's text ('all'), or only what names it, as a picker shows it ('name'). */
  within: 'all' | 'name';
  /**
   * Count a search's matches only up to this many (or to the page's end, when further): above it the answer says
   * `moreThan` instead of the exact count (D-106). Undefined: the exact count, as the reference answers.
   */
  countUpTo?: number;
}

/** A request without any of the parameters: the reference's answer. */
export const PLAIN_LIST: ListOptions = { sort: [], words: [], count: true, include: [], within: 'all' };

export function listOptionsSchema(definition: ResourceDefinition): Record<string, TSchema> {
  const sortable = [...definition.sortable.keys()].join(', ');
  return {
    sort: Type.Optional(
      Type.String({
        description: `Fields to sort by, comma-separated, each with a leading - for descending; the key breaks ties. Sortable: ${sortable}.`,
        examples: [[...definition.sortable.keys()].slice(0, 2).join(',')],
      }),
    ),
    q: Type.Optional(
      Type.String({
        description:
          'Free text: every word (separated by spaces) must be found, case-insensitively, in one of the text fields of the record or of the records it shows.',
      }),
    ),
    match: Type.Optional(
      Type.Union([Type.Literal('all'), Type.Literal('name')], {
        description:
          "name: the words of q are looked for only in the text that names a record, as a picker's option shows it; all (the default): in every text field q searches.",
      }),
    ),
    count: Type.Optional(
      Type.Boolean({
        description:
          'false: skip the exact count; the page then has `hasMore` instead of totalCount, totalPages and lastPage.',
      }),
    ),
    countUpTo: Type.Optional(
      Type.Integer({
        minimum: 1,
        maximum: COUNT_UP_TO_MAX,
        description:
          "Count the matches only up to this many (or to the page's end, when further). When more match than that, and the exact count is not already known, the page has `hasMore` and `moreThan` (the figure counted up to) instead of totalCount, totalPages and lastPage. Without it, the exact count.",
      }),
    ),
    ...(definition.include === undefined
      ? {}
      : {
          include: Type.Optional(
            Type.String({
              description: `Nested objects to fill that are otherwise null, comma-separated: ${definition.include.names.join(', ')}.`,
            }),
          ),
        }),
  };
}

export type ListQuery = {
  sort?: string;
  q?: string;
  count?: boolean;
  countUpTo?: number;
  include?: string;
  match?: 'all' | 'name';
};

/** The largest bound a client may ask a count to stop at: beyond it, counting costs what the exact count does. */
const COUNT_UP_TO_MAX = 100_000;

/** The list options of a request, or a 400 naming the field it cannot sort by or the object it cannot include. */
export function parseListOptions(definition: ResourceDefinition, query: ListQuery): ListOptions {
  return {
    sort: parseSort(definition, query.sort),
    words: wordsOf(query.q),
    count: query.count ?? true,
    include: parseInclude(definition, query.include),
    within: query.match ?? 'all',
    ...(query.countUpTo === undefined ? {} : { countUpTo: query.countUpTo }),
  };
}

function parseSort(definition: ResourceDefinition, raw: string | undefined): SortKey[] {
  if (raw === undefined || raw.trim() === '') return [];
  const byLowerName = new Map([...definition.sortable].map(([name, field]) => [name.toLowerCase(), { name, field }]));
  const sortable = [...definition.sortable.keys()].join(', ');
  const refuse = (message: string): never => {
    throw problem.validation({ sort: [`${message} Sortable fields: ${sortable}.`] });
  };
  const keys: SortKey[] = [];
  for (const part of raw.split(',')) {
    const trimmed = part.trim();
    const descending = trimmed.startsWith('-');
    const requested = descending ? trimmed.slice(1).trim() : trimmed;
    if (requested === '') refuse(`The sort '${raw}' names an empty field.`);
    const found = byLowerName.get(requested.toLowerCase());
    if (found === undefined) refuse(`${definition.plural} cannot be sorted by '${requested}'.`);
    else if (keys.some((key) => key.name === found.name)) refuse(`The sort names '${found.name}' twice.`);
    else keys.push({ name: found.name, field: found.field, descending });
  }
  return keys;
}

/** The nested objects named by `include`, spelled as the resource spells them; a 400 for one it cannot include. */
export function parseInclude(definition: ResourceDefinition, raw: string | undefined): string[] {
  // Only a resource that can include anything reads the parameter; elsewhere it is unknown, and ignored as before.
  if (definition.include === undefined || raw === undefined || raw.trim() === '') return [];
  const known = definition.include.names;
  const names = raw.split(',').map((name) => name.trim());
  const unknown = names.filter((name) => !known.some((candidate) => candidate.toLowerCase() === name.toLowerCase()));
  if (unknown.length > 0) {
    const message = `${definition.plural} cannot include '${unknown.join("', '")}'. They can include: ${known.join(', ')}.`;
    throw problem.validation({ include: [message] });
  }
  return known.filter((candidate) => names.some((name) => name.toLowerCase() === candidate.toLowerCase()));
}
