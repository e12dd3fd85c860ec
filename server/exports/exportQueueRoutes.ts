import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { problem } from '../http/problem';
import { problemResponses } from '../schemas/problem';
import { stringChoice } from '../schemas/responseShapes';
import { EXPORT_TICKET_HEADER } from './queuedExport';

// GET /Exports/queue/{ticket}: where one's own export of every row is while its file has not begun (D-102), so that
// the Export button can say 'Waiting: 2nd in line'. The queue is this instance's: behind a load balancer the question
// may reach another instance, which answers 404, and the app then says only that the export is waiting.

const QueueStateSchema = Type.Object({
  ticket: Type.String(),
  state: stringChoice(['waiting', 'running']),
  position: Type.Optional(Type.Integer({ minimum: 1, description: 'Waiting: 1 is next in line.' })),
  waiting: Type.Optional(Type.Integer({ minimum: 1, description: 'Waiting: how many exports wait in all.' })),
});

export const exportQueueRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/Exports/queue/:ticket',
    {
      config: { auth: 'write' },
      schema: {
        tags: ['Exports'],
        summary: "Where one's own export of every row is: waiting its turn (and its place in line) or running",
        description: `The ticket is the one the export was sent with, in its \`${EXPORT_TICKET_HEADER}\` header.`,
        params: Type.Object({ ticket: Type.String({ maxLength: 64 }) }),
        response: { 200: QueueStateSchema, ...problemResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const { ticket } = request.params;
      const found = app.everyRowExports.queue.stateOf(ticket, request.user.userName);
      if (found === undefined) throw problem.notFound(`No export of yours with ticket '${ticket}' waits or runs here.`);
      return { ticket, ...found };
    },
  );
};
