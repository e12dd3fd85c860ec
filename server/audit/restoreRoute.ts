import type { TSchema } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { sql, type Transaction } from 'kysely';
import type { Database } from '../db/schema';
import { API_PREFIX } from '../http/apiPath';
import { HttpProblem, problem } from '../http/problem';
import type { ResourceDefinition } from '../resources/definition';
import { findById } from '../resources/repository';
import { IdParamsSchema } from '../resources/readRoutes';
import { notFound, pathId } from '../resources/requestParts';
import { insertRow } from '../resources/rowWrites';
import { tableNameOf } from '../resources/sqlNames';
import { conflictsAsProblems } from '../resources/writeChecks';
import { oneRecord } from '../resources/wording';
import { problemResponses } from '../schemas/problem';
import { apiActor } from './auditActor';
import { recordRestore } from './auditWrites';
import { lastEntryOf } from './lastEntry';

// POST /{Entity}/{id}/restore: brings a deleted record back, with its id and the values its deletion's audit entry
// recorded (and its secret values, kept apart: an API user's password hash), and records the restore. Undo after a
// delete and Restore on the Activity page both send it.

export function registerRestoreRoute(app: FastifyInstance, definition: ResourceDefinition, dto: TSchema): void {
  if (definition.fields === undefined) return;
  const one = oneRecord(definition);

  app.post(
    `/${definition.path}/:id/restore`,
    {
      config: { auth: definition.access.write },
      schema: {
        tags: [definition.path],
        summary: `Restore a deleted ${one} with its id and values`,
        description:
          'The values are those the deletion recorded in the audit trail. 404 when there is no deletion of this id ' +
          'to undo; 409 when the id is taken again, or a record it refers to, or one of its unique values, is gone ' +
          'or taken.',
        params: IdParamsSchema,
        response: { 201: dto, ...problemResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      const id = pathId(request);
      if (id === undefined) throw notFound(definition, (request.params as { id: number }).id);
      const actor = apiActor(request.user);
      const record = await conflictsAsProblems(definition, async () => {
        try {
          return await app.db.transaction().execute(async (trx) => {
            const values = await deletedValues(trx, definition, id);
            await assertParentsRemain(trx, definition, id, values);
            await insertRow(trx, definition, { ...values, [definition.idProperty]: id });
            const restored = await findById(trx, definition, id);
            if (restored === undefined)
              throw new Error(`${definition.path} ${id} was not found right after its restore`);
            await recordRestore(trx, actor, definition, restored);
            return restored;
          });
        } catch (error) {
          // Restored by someone else at the same moment: both saw the id free, its key refused the second.
          if (isKeyTaken(error, definition)) throw idTaken(definition, id);
          throw error;
        }
      });
      const location = `${app.config.publicUrl ?? ''}${API_PREFIX}/${definition.path}/${id}`;
      return reply.code(201).header('location', location).send(record);
    },
  );
}

const idTaken = (definition: ResourceDefinition, id: number) =>
  problem.conflict(`${definition.singular} ${id} cannot be restored: ${definition.singular} ${id} exists.`);

function isKeyTaken(error: unknown, definition: ResourceDefinition): boolean {
  if (error instanceof HttpProblem) return false;
  const { code, constraint } = (error ?? {}) as { code?: unknown; constraint?: unknown };
  return code === '23505' && constraint === `${tableNameOf(definition.table)}_pkey`;
}

/** The values the record's last deletion recorded, its secret ones included; 404 or 409 when there is none to undo. */
async function deletedValues(
  trx: Transaction<Database>,
  definition: ResourceDefinition,
  id: number,
): Promise<Record<string, unknown>> {
  if ((await findById(trx, definition, id)) !== undefined) throw idTaken(definition, id);
  const last = await lastEntryOf(trx, definition, id);
  if (last?.action !== 'delete') {
    throw problem.notFound(`There is no deletion of ${definition.singular} ${id} to restore.`);
  }
  const values: Record<string, unknown> = {};
  for (const change of last.changes) if ('before' in change) values[change.field] = change.before;
  const secrets = await trx
    .selectFrom('auditKeptSecret')
    .select(['field', 'value'])
    .where('auditEntryId', '=', last.id)
    .execute();
  for (const { field, value } of secrets) values[field] = value;
  return values;
}

/**
 * A record it refers to that is gone since makes the restore a 409 naming it. Those that remain are locked against a
 * delete (FOR KEY SHARE) until the restore commits, so none can go between this check and the insert.
 */
async function assertParentsRemain(
  trx: Transaction<Database>,
  definition: ResourceDefinition,
  id: number,
  values: Record<string, unknown>,
): Promise<void> {
  const gone: string[] = [];
  for (const [name, field] of Object.entries(definition.fields ?? {})) {
    const parent = definition.references[name];
    if (field.kind !== 'reference' || parent === undefined) continue;
    const parentId = Number(values[name]);
    const kept = await trx
      .selectFrom(parent.table)
      .select(sql.lit(1).as('one'))
      .where(sql.ref(parent.idProperty), '=', parentId)
      .forKeyShare()
      .executeTakeFirst();
    if (kept === undefined) gone.push(`${field.entity} ${parentId}`);
  }
  if (gone.length === 0) return;
  throw problem.conflict(
    `${definition.singular} ${id} cannot be restored: ${gone.join(' and ')}, which it refers to, no longer ${gone.length === 1 ? 'exists' : 'exist'}.`,
  );
}
