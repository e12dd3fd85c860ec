import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { HttpProblem, problem, requestPath, sendProblem } from '../http/problem';
import { RouteTable } from '../http/routeTable';
import { sendSpaIndex, wantsSpaIndex } from './spa';

// What a request that matches no route gets, in order: the SPA's index.html for a browser navigating to a client-side
// route (when the SPA is served), 405 with an Allow header when the path exists for other methods, else a 404 problem.

export const notFoundHandling = fp(
  async (app: FastifyInstance, options: { spaFallback: boolean }) => {
    const routes = new RouteTable();
    app.addHook('onRoute', (route) => routes.add(route.method, route.url));

    app.setNotFoundHandler((request, reply) => {
      if (options.spaFallback && wantsSpaIndex(request)) return sendSpaIndex(reply);

      const path = request.url.split('?', 1)[0] ?? '/';
      const allowed = routes.allowedMethods(path);
      if (allowed.length > 0) {
        const detail = `${request.method} is not allowed for ${requestPath(request)}; use ${allowed.join(', ')}.`;
        return sendProblem(request, reply, new HttpProblem(405, detail, { headers: { allow: allowed.join(', ') } }));
      }
      return sendProblem(request, reply, problem.notFound(`Nothing exists at ${requestPath(request)}.`));
    });
  },
  { name: 'not-found-handling' },
);
