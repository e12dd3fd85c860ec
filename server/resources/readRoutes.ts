import { Type, type TSchema } from '@sinclair/typebox';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { verifyPassword } from '../auth/passwords';
import { problem } from '../http/problem';
import { problemResponses } from '../schemas/problem';
import { criteriaSchema, parseCriteria, type ParsedCriteria } from './criteria';
import type { ResourceDefinition, SearchRoute } from './definition';
import { pageRequest, paged, pagedResponseSchema, PagingQuerySchema, type PageRequest } from './paging';
import { listOptionsSchema, parseInclude, parseListOptions, type ListOptions, type ListQuery } from './listOptions';
import { EVERY_ROW, findByIdIncluding, findPage } from './repository';
import type { SearchFilter } from './searchCondition';
import { findKeysWith } from './keysWith';
import { notFound, pathId } from './requestParts';
import { oneRecord, records } from './wording';

// The read routes of a resource: the list, one record, and each search route (decisions D-36, D-37).

export const IdParamsSchema = Type.Object({
  id: Type.Integer({ description: 'The record id (a non-negative integer).' }),
});

const NoContent = Type.Null({
  description: 'Nothing matches: an empty list, a search without results or a page past the end.',
});

export function registerReadRoutes(app: FastifyInstance, definition: ResourceDefinition, dto: TSchema): void {
  const base = `/${definition.path}`;
  const tags = [definition.path];
  const config = { auth: definition.access.read };
  const pageOf = pagedResponseSchema(dto);
  const listOptions = listOptionsSchema(definition);

  app.get(
    base,
    {
      config,
      schema: {
        tags,
        summary: `List ${records(definition)}, one page at a time`,
        querystring: Type.Object({ ...PagingQuerySchema, ...listOptions }),
        response: { 200: pageOf, 204: NoContent, ...problemResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const query = request.query as PageQuery & ListQuery;
      const page = pageRequest(query, app.config.maxPageSize);
      return sendPage(app, reply, definition, page, EVERY_ROW, parseListOptions(definition, query));
    },
  );

  for (const search of definition.searches) {
    const pathParams = search.path
      .split('/')
      .filter((segment) => segment.startsWith(':'))
      .map((s) => s.slice(1));
    const queryCriteria = search.criteria.filter((criterion) => !pathParams.includes(criterion.param));
    app.get(
      `${base}/${search.path}`,
      {
        config,
        schema: {
          tags,
          summary: `Search ${records(definition)} by ${search.criteria.map((criterion) => criterion.param).join(', ')}`,
          description: searchDescription(search),
          ...(pathParams.length === 0
            ? {}
            : { params: Type.Object(Object.fromEntries(pathParams.map((name) => [name, Type.String()]))) }),
          querystring: Type.Object({ ...criteriaSchema(queryCriteria), ...PagingQuerySchema, ...listOptions }),
          response: { 200: pageOf, 204: NoContent, ...problemResponses(400, 401, 403) },
        },
      },
      async (request, reply) => {
        const query = request.query as PageQuery & ListQuery & Record<string, unknown>;
        const input = { ...query, ...(request.params as Record<string, unknown>) };
        // The paging parameters are checked first, as the reference does.
        const page = pageRequest(query, app.config.maxPageSize);
        const options = parseListOptions(definition, query);
        const filter = await searchFilter(app, definition, search, input);
        return filter === undefined ? reply.code(204).send() : sendPage(app, reply, definition, page, filter, options);
      },
    );
  }

  app.get(
    `${base}/:id`,
    {
      config,
      schema: {
        tags,
        summary: `Get ${oneRecord(definition)} by id`,
        params: IdParamsSchema,
        ...(listOptions.include === undefined ? {} : { querystring: Type.Object({ include: listOptions.include }) }),
        response: { 200: dto, ...problemResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const id = pathId(request);
      // Only what a record by id can take: a get by id is the hottest read, it parses no sort or free text.
      const include = parseInclude(definition, (request.query as ListQuery).include);
      const record = id === undefined ? undefined : await findByIdIncluding(app.db, definition, id, include);
      if (record === undefined) throw notFound(definition, (request.params as { id: number }).id);
      return record;
    },
  );
}

type PageQuery = { page?: number; pageSize?: number };

async function sendPage(
  app: FastifyInstance,
  reply: FastifyReply,
  definition: ResourceDefinition,
  page: PageRequest | 'pastEnd',
  filter: SearchFilter | typeof EVERY_ROW,
  options: ListOptions,
) {
  if (page === 'pastEnd') return reply.code(204).send();
  const found = await findPage(app.db, definition, filter, page, app.searchCounts, options, app.pagePositions);
  if (found.rows.length === 0) return reply.code(204).send();
  return reply.send(paged(found.rows, page, found));
}

/** What the search filters by, or undefined when it can match nothing (a password no user has). */
export async function searchFilter(
  app: FastifyInstance,
  definition: ResourceDefinition,
  search: SearchRoute,
  input: Record<string, unknown>,
): Promise<SearchFilter | undefined> {
  const { values, errors } = parseCriteria(search.criteria, input);
  if (Object.keys(errors).length > 0) throw problem.validation(errors);
  if (values.size === 0) throw problem.validation({ criteria: [search.missingCriteria] }, search.missingCriteria);
  const orderErrors = search.check?.(
    Object.fromEntries([...values].map(([criterion, value]) => [criterion.param, value])),
  );
  if (orderErrors !== undefined) throw problem.validation(orderErrors);

  const password = passwordCriterion(values);
  if (password === undefined) return { criteria: values };
  // Decision D-34: users whose password IS the given one, checked against each candidate's hash.
  const candidates = await findKeysWith(app.db, definition, { criteria: values }, password.column);
  const checks = await Promise.all(candidates.map(({ value }) => verifyPassword(String(value), password.value)));
  const ids = candidates.filter((_candidate, index) => checks[index]).map(({ id }) => id);
  if (ids.length === 0) return undefined;
  return { criteria: values, keys: ids };
}

function passwordCriterion(values: ParsedCriteria): { column: string; value: string } | undefined {
  for (const [criterion, value] of values) {
    if (criterion.match === 'verifiesPassword') return { column: criterion.column, value: String(value) };
  }
  return undefined;
}

function searchDescription(search: SearchRoute): string {
  const lines = search.criteria.map((criterion) => `- \`${criterion.param}\`: ${criterion.description}`);
  return [`Criteria (at least one; blank ones are ignored; all given ones must match):`, ...lines].join('\n');
}
