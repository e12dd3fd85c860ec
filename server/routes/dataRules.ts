import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { findDataRuleBreaches } from '../dataRules/breaches';
import { DataRulesReportSchema } from '../schemas/dataRules';
import { problemResponses } from '../schemas/problem';

/** GET /DataRules: the records that break a booking rule, for staff to fix (docs/booking-rules.md). */
export const dataRulesRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/DataRules',
    {
      config: { auth: 'signedIn' },
      schema: {
        tags: ['DataRules'],
        summary: 'The records that break a booking rule (written before the rule existed)',
        response: { 200: DataRulesReportSchema, ...problemResponses(401, 403) },
      },
    },
    async (_request, reply) => reply.header('cache-control', 'no-store').send(await findDataRuleBreaches(app.db)),
  );
};
