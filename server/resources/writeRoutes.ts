import type { TSchema } from '@sinclair/typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Operation } from 'fast-json-patch';
import type { Transaction } from 'kysely';
import { validateRecord } from '../../src/domain/validateRecord';
import { apiActor } from '../audit/auditActor';
import { recordCreate, recordDeletion, recordUpdate } from '../audit/auditWrites';
import type { Database } from '../db/schema';
import { API_PREFIX } from '../http/apiPath';
import { problem } from '../http/problem';
import { problemResponses } from '../schemas/problem';
import type { ResourceDefinition } from './definition';
import { createRow } from './createRow';
import { applyRecordPatch } from './jsonPatch';
import { IdParamsSchema } from './readRoutes';
import { referrersOf } from './referrers';
import { findById } from './repository';
import { deleteRow, insertRow, referenceCounts, updateRow } from './rowWrites';
import { assertParentsExist, conflictsAsProblems, referencedSentence } from './writeChecks';
import { assertBodyIdMatches, bodyValues, notFound, pathId, validateBody, wireErrors } from './requestParts';
import { bodySchema, JsonPatchSchema } from './schemas';
import { oneRecord } from './wording';

// The write routes of a resource: create (201 + Location), replace (204), JSON Patch (200, D-45) and delete (204 or
// 409 when referenced). Each runs in one transaction that locks the row it changes, so concurrent writes to related
// rows end in a clear 4xx, never a 500 and never an orphan (decisions D-31, D-43, D-44). Each writes its audit entry
// with the change, in the same transaction or statement (docs/audit-trail.md).

type Values = Record<string, unknown>;

export function registerWriteRoutes(app: FastifyInstance, definition: ResourceDefinition, dto: TSchema): void {
  const fields = definition.fields;
  if (fields === undefined) return;
  const base = `/${definition.path}`;
  const tags = [definition.path];
  const config = { auth: definition.access.write };
  const one = oneRecord(definition);
  const referrers = referrersOf(definition);

  /** Runs `change` in a transaction, with the resource's conflict sentences for constraint violations. */
  const inTransaction = <T>(change: (trx: Transaction<Database>) => Promise<T>) =>
    conflictsAsProblems(definition, () => app.db.transaction().execute(change));

  /** Validated values → column values: parents must exist, and the resource may add its own steps (API users). */
  const prepare = async (trx: Transaction<Database>, values: Values, current: unknown) => {
    await assertParentsExist(trx, definition, values);
    return definition.hooks?.prepare === undefined ? values : definition.hooks.prepare(trx, values, current);
  };

  /** The record as written, read back in the write's transaction. */
  const findRecord = async (trx: Transaction<Database>, id: number) => {
    const record = await findById(trx, definition, id);
    if (record === undefined) throw new Error(`${definition.path} ${id} was not found right after it was written`);
    return record;
  };

  /** The current row, locked until the transaction ends; 404 when it does not exist. */
  const lockCurrent = async (trx: Transaction<Database>, request: FastifyRequest) => {
    const id = pathId(request);
    const current = id === undefined ? undefined : await findById(trx, definition, id, true);
    if (id === undefined || current === undefined) throw notFound(definition, (request.params as { id: number }).id);
    return { id, current };
  };

  if (definition.creatable) {
    app.post(
      base,
      {
        config,
        preValidation: validateBody(definition, false),
        schema: {
          tags,
          summary: `Create ${one}`,
          body: bodySchema(fields),
          response: { 201: dto, ...problemResponses(400, 401, 403, 409, 413, 415) },
        },
      },
      async (request, reply) => {
        const values = bodyValues(definition, request.body);
        const actor = apiActor(request.user);
        // A resource whose values need the database to prepare (API users) creates in a transaction of its own.
        const created =
          definition.hooks?.prepare === undefined
            ? await conflictsAsProblems(definition, async () => {
                const record = await createRow(app.db, definition, values, actor);
                return { id: record[definition.idProperty] as number, record };
              })
            : await inTransaction(async (trx) => {
                const id = await insertRow(trx, definition, await prepare(trx, values, undefined));
                const record = await findRecord(trx, id);
                await recordCreate(trx, actor, definition, record);
                return { id, record };
              });
        // Never from the request's Host header, which the client chooses: from PUBLIC_URL, or relative to this origin.
        const location = `${app.config.publicUrl ?? ''}${API_PREFIX}/${definition.path}/${created.id}`;
        return reply.code(201).header('location', location).send(created.record);
      },
    );
  }

  app.put(
    `${base}/:id`,
    {
      config,
      preValidation: validateBody(definition, true),
      schema: {
        tags,
        summary: `Replace ${one}`,
        params: IdParamsSchema,
        body: bodySchema(fields, definition.idWireNames),
        response: { 204: { type: 'null', description: 'Saved.' }, ...problemResponses(400, 401, 403, 404, 409, 415) },
      },
    },
    async (request, reply) => {
      const change = await inTransaction(async (trx) => {
        const { id, current } = await lockCurrent(trx, request);
        assertBodyIdMatches(definition, request.body, id);
        await updateRow(trx, definition, id, await prepare(trx, bodyValues(definition, request.body), current));
        const after = await findRecord(trx, id);
        await recordUpdate(trx, apiActor(request.user), definition, current, after);
        return { before: current, after };
      });
      await definition.hooks?.afterChange?.(app, change.before, change.after);
      return reply.code(204).send();
    },
  );

  app.patch(
    `${base}/:id`,
    {
      config,
      schema: {
        tags,
        summary: `Change some fields of ${one} (JSON Patch)`,
        params: IdParamsSchema,
        body: JsonPatchSchema,
        response: { 200: dto, ...problemResponses(400, 401, 403, 404, 409, 415) },
      },
    },
    async (request) => {
      const change = await inTransaction(async (trx) => {
        const { id, current } = await lockCurrent(trx, request);
        const properties = Object.keys(fields);
        const before = Object.fromEntries(properties.map((name) => [name, (current as Values)[name]]));
        const patched = applyRecordPatch(request.body as Operation[], properties, before, definition.idProperty);
        const outcome = validateRecord(fields, patched);
        if (!outcome.ok) throw problem.validation(wireErrors(definition, outcome.errors));
        await updateRow(trx, definition, id, await prepare(trx, outcome.values, current));
        const after = await findRecord(trx, id);
        await recordUpdate(trx, apiActor(request.user), definition, current, after);
        return { before: current, after };
      });
      await definition.hooks?.afterChange?.(app, change.before, change.after);
      return change.after;
    },
  );

  app.delete(
    `${base}/:id`,
    {
      config,
      schema: {
        tags,
        summary: `Delete ${one}`,
        params: IdParamsSchema,
        response: { 204: { type: 'null', description: 'Deleted.' }, ...problemResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      const deleted = await inTransaction(async (trx) => {
        const { id, current } = await lockCurrent(trx, request);
        const references = await referenceCounts(trx, referrers, id);
        if (Object.keys(references).length > 0) throw problem.conflict(referencedSentence(definition), references);
        await definition.hooks?.beforeDelete?.(trx, current);
        await deleteRow(trx, definition, id);
        await recordDeletion(trx, apiActor(request.user), definition, current);
        return current;
      });
      await definition.hooks?.afterChange?.(app, deleted, undefined);
      return reply.code(204).send();
    },
  );
}
