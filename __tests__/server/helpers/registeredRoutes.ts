import type { FastifyInstance } from 'fastify';

// The routes an app really has, read from Fastify's own router (`printRoutes`), so a test can compare them with the
// routes it means to cover. buildApp takes no extra plugins or hooks, so the printed tree is the honest source: each
// line is one node, indented four columns per level, its path the parent's path plus its own segment, followed by the
// methods routed there, e.g. `│   ├── /byname/:name (GET, HEAD)`.

export interface RegisteredRoute {
  method: string;
  /** As the router holds it: lower case (the app matches case-insensitively), parameters as `:name`. */
  path: string;
}

const NODE = /^((?:\u2502 {3}| {4})*)[\u251c\u2514]\u2500\u2500 (.+?)(?: \(([A-Z, ]+)\))?$/;

export function registeredRoutes(app: FastifyInstance): RegisteredRoute[] {
  const tree = app.printRoutes({ commonPrefix: false });
  const pathAtDepth: string[] = [];
  const routes: RegisteredRoute[] = [];
  for (const line of tree.split('\n')) {
    if (line.trim() === '') continue;
    const match = NODE.exec(line);
    if (match === null) throw new Error(`printRoutes wrote a line this parser does not understand: ${line}`);
    const [, indent = '', segment = '', methods] = match;
    const depth = indent.length / 4;
    const path = (depth === 0 ? '' : (pathAtDepth[depth - 1] ?? '')) + segment;
    pathAtDepth[depth] = path;
    pathAtDepth.length = depth + 1;
    for (const method of methods?.split(', ') ?? []) routes.push({ method, path });
  }
  return routes;
}
