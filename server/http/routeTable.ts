// Which methods a path has routes for, so a request with another method is answered 405 with an Allow header instead
// of 404. Fastify's router does not expose this, so the routes are recorded as they are declared. Patterns follow the
// router's settings: case-insensitive, trailing slash ignored, `:name` matches one segment; wildcard routes (static
// files) are left out, they accept any path.

interface RecordedRoute {
  methods: string[];
  pattern: RegExp;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function toPattern(url: string): RegExp {
  const body = url
    .replace(/\/+$/, '')
    .split('/')
    .map((segment) => (segment.startsWith(':') ? '[^/]+' : escapeRegExp(segment)))
    .join('/');
  return new RegExp(`^${body}/?$`, 'i');
}

export class RouteTable {
  private readonly routes = new Map<string, RecordedRoute>();

  add(methods: string | string[], url: string): void {
    if (url.includes('*')) return;
    const key = url.toLowerCase().replace(/\/+$/, '');
    const route = this.routes.get(key) ?? { methods: [], pattern: toPattern(url) };
    for (const method of Array.isArray(methods) ? methods : [methods]) {
      if (!route.methods.includes(method)) route.methods.push(method);
    }
    this.routes.set(key, route);
  }

  /** The methods routed for `path` (without query string), in declaration order; empty when no route matches. */
  allowedMethods(path: string): string[] {
    const allowed = new Set<string>();
    for (const route of this.routes.values()) {
      if (route.pattern.test(path)) route.methods.forEach((method) => allowed.add(method));
    }
    return [...allowed];
  }
}
