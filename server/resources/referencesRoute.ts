import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { problemResponses } from '../schemas/problem';
import type { ResourceDefinition } from './definition';
import { IdParamsSchema } from './readRoutes';
import { referrersOf } from './referrers';
import { findById } from './repository';
import { notFound, pathId } from './requestParts';
import { referenceCounts } from './rowWrites';
import { oneRecord } from './wording';

// GET /{Entity}/{id}/references: what keeps a record from being deleted, counted as a refused delete counts it (the
// same statement), so a screen can say 'used by 105 flights' before offering a delete the server would refuse (D-85).
// Only resources that other records refer to have it. It reads; the delete still checks under its lock.

const ReferencesSchema = Type.Object(
  {
    references: Type.Record(Type.String(), Type.Integer(), {
      description:
        'How many records of which kind refer to the record, by their route, e.g. { "Flights": 12 }; empty when ' +
        'nothing does (a delete would not be refused for references).',
    }),
  },
  { description: 'The records that refer to this one.' },
);

export function registerReferencesRoute(app: FastifyInstance, definition: ResourceDefinition): void {
  const referrers = referrersOf(definition);
  if (referrers.length === 0) return;
  app.get(
    `/${definition.path}/:id/references`,
    {
      config: { auth: definition.access.read },
      schema: {
        tags: [definition.path],
        summary: `Count the records that refer to ${oneRecord(definition)}`,
        description: 'The counts a refused delete (409) sends in `references`. 404 when the record does not exist.',
        params: IdParamsSchema,
        response: { 200: ReferencesSchema, ...problemResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const id = pathId(request);
      const exists = id !== undefined && (await findById(app.db, definition, id)) !== undefined;
      if (!exists) throw notFound(definition, (request.params as { id: number }).id);
      return { references: await referenceCounts(app.db, referrers, id) };
    },
  );
}
