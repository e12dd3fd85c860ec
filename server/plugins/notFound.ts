import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { HttpProblem, problem, requestPath, sendProblem } from '../http/problem';
import { RouteTable } from '../http/routeTable';
import { sendSpaIndex, wantsSpaIndex } from './spa';

// What a request that matches no route gets, in order: the SPA's index.html for a browser navigating to a client-side
// route (when the SPA is served), 405 with an Allow header when the path exists for other methods, else a 404 problem.
//
// Routing comes first: that answer is given before the body is read, so neither a malformed body nor an unsupported
// Content-Type can turn a 404 or 405 into a 400 or 415. It is given in the preParsing hook (the last step before the
// body is parsed), so every onRequest hook (request id, security and CORS headers) has already run, as for any answer.

export const notFoundHandling = fp(
  async (app: FastifyInstance, options: { spaFallback: boolean }) => {
    const routes = new RouteTable();
    app.addHook('onRoute', (route) => routes.add(route.method, route.url));

    const answerUnmatched = (request: FastifyRequest, reply: FastifyReply): FastifyReply => {
      if (options.spaFallback && wantsSpaIndex(request)) return sendSpaIndex(reply);

      const path = request.url.split('?', 1)[0] ?? '/';
      const allowed = routes.allowedMethods(path);
      if (allowed.length > 0) {
        const detail = `${request.method} is not allowed for ${requestPath(request)}; use ${allowed.join(', ')}.`;
        return sendProblem(request, reply, new HttpProblem(405, detail, { headers: { allow: allowed.join(', ') } }));
      }
      return sendProblem(request, reply, problem.notFound(`Nothing exists at ${requestPath(request)}.`));
    };

    app.addHook('preParsing', (request, reply, payload, done) => {
      if (request.is404) void answerUnmatched(request, reply);
      else done(null, payload);
    });
    // Still the handler of record: reply.callNotFound() goes straight to it, without the preParsing hook.
    app.setNotFoundHandler(answerUnmatched);
  },
  { name: 'not-found-handling' },
);
