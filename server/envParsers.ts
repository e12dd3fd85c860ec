import { isIP } from 'node:net';

// Parsers for the variables whose shape a JSON schema cannot express. Each returns the parsed value or an error sentence
// that completes "<NAME> ...".
export type Parsed<T> = { ok: true; value: T } | { ok: false; problem: string };

/** `https://a.example.com, http://localhost:5173` → exact origins (scheme, host, optional port; no path). */
export function parseOrigins(raw: string | undefined): Parsed<string[]> {
  if (raw === undefined) return { ok: true, value: [] };
  const origins: string[] = [];
  for (const item of raw.split(',').map((part) => part.trim())) {
    if (item === '') continue;
    const origin = toOrigin(item);
    if (origin === undefined) {
      return {
        ok: false,
        problem: `must be a comma-separated list of http(s) origins such as https://admin.example.com (got "${item}")`,
      };
    }
    origins.push(origin);
  }
  return { ok: true, value: origins };
}

function toOrigin(item: string): string | undefined {
  try {
    const url = new URL(item);
    const isHttp = url.protocol === 'http:' || url.protocol === 'https:';
    // An origin has no credentials, path, query or fragment: 'https://x.com/' is tolerated, 'https://x.com/app' is not.
    const bare = url.username === '' && url.pathname === '/' && url.search === '' && url.hash === '';
    return isHttp && bare ? url.origin : undefined;
  } catch {
    return undefined;
  }
}

/**
 * `https://abo.example.com` or `https://example.com/abo/` → the base that links to this server start with, without a
 * trailing slash. Credentials, a query or a fragment have no place in it.
 */
export function parsePublicUrl(raw: string | undefined): Parsed<string | undefined> {
  if (raw === undefined) return { ok: true, value: undefined };
  const problem = `must be the http(s) address the server is reached at, such as https://abo.example.com (got "${raw}")`;
  try {
    const url = new URL(raw);
    const isHttp = url.protocol === 'http:' || url.protocol === 'https:';
    const bare = url.username === '' && url.password === '' && url.search === '' && url.hash === '';
    if (!isHttp || !bare || raw.includes('?') || raw.includes('#')) return { ok: false, problem };
    return { ok: true, value: `${url.origin}${url.pathname.replace(/\/+$/, '')}` };
  } catch {
    return { ok: false, problem };
  }
}

/** What Fastify's `trustProxy` option accepts: a boolean, a hop count or a list of trusted proxy addresses. */
export type TrustProxy = boolean | number | string[];

export function parseTrustProxy(raw: string): Parsed<TrustProxy> {
  const value = raw.trim().toLowerCase();
  if (value === 'true' || value === '1') return { ok: true, value: true };
  if (value === 'false' || value === '0') return { ok: true, value: false };
  if (/^\d+$/.test(value)) return { ok: true, value: Number(value) };
  const addresses = value.split(',').map((part) => part.trim());
  const valid = addresses.every((address) => {
    const [ip, prefix, extra] = address.split('/');
    const family = isIP(ip ?? '');
    if (family === 0 || extra !== undefined) return false;
    if (prefix === undefined) return true;
    return /^\d+$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
  });
  return valid
    ? { ok: true, value: addresses }
    : {
        ok: false,
        problem: `must be true, false, a number of proxy hops, or a comma-separated list of proxy IP addresses/CIDRs (got "${raw}")`,
      };
}

/** `postgres://user:secret@host/db` → `postgres://user:***@host/db`, so URLs can appear in messages and logs. */
export const maskUrlPassword = (url: string): string =>
  url.replace(/^([a-z][a-z0-9+.-]*:\/\/[^:/@\s]*:)[^@\s]*@/i, '$1***@');
