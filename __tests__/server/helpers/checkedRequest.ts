import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../../server/db/schema';
import { snapshotTables } from './tableSnapshot';

// The properties every answer of the API must have, checked on each request a property test sends: the status is one
// the route may answer (never a 5xx), every failure is an RFC 9457 problem whose status is the HTTP status and whose
// detail says something, and a rejected (4xx) request leaves every table exactly as it was.

/** A short description of the request for failure messages (fast-check prints them with the counterexample). */
export function describeRequest(request: InjectOptions): string {
  const payload = typeof request.payload === 'string' ? request.payload : JSON.stringify(request.payload ?? null);
  const type = (request.headers as Record<string, string> | undefined)?.['content-type'];
  return `${request.method ?? 'GET'} ${String(request.url)}${type === undefined ? '' : ` [${type}]`} ${truncate(payload)}`;
}

const truncate = (text: string | undefined, length = 300) =>
  text === undefined || text.length <= length ? (text ?? '') : `${text.slice(0, length)}… (${text.length} chars)`;

/** Throws unless the answer has an allowed status and, when it is not a 2xx, is a well-formed problem. */
export function assertWellFormedAnswer(
  response: LightMyRequestResponse,
  allowed: readonly number[],
  request: string,
): void {
  const status = response.statusCode;
  const fail = (why: string) => {
    throw new Error(`${request}\n→ ${status}: ${why}\n${truncate(response.body, 600)}`);
  };
  if (status >= 500) fail('a server error');
  if (!allowed.includes(status)) fail(`expected one of ${allowed.join(', ')}`);
  if (status < 300) return;
  const type = String(response.headers['content-type'] ?? '');
  if (!type.startsWith('application/problem+json')) fail(`content type ${type}, not application/problem+json`);
  let body: { status?: unknown; detail?: unknown };
  try {
    body = response.json();
  } catch {
    return fail('a body that is not JSON');
  }
  if (body.status !== status) fail(`problem status ${String(body.status)}`);
  if (typeof body.detail !== 'string' || body.detail.trim() === '') fail('a problem without a detail');
}

/**
 * Sends the request, checks the answer, and for a 4xx answer checks that no table changed (counts and checksums taken
 * before and after). Returns the response for the property's own checks.
 */
export async function sendChecked(
  app: FastifyInstance,
  db: Kysely<Database>,
  request: InjectOptions,
  allowed: readonly number[],
): Promise<LightMyRequestResponse> {
  const before = await snapshotTables(db);
  const response = await app.inject(request);
  const description = describeRequest(request);
  assertWellFormedAnswer(response, allowed, description);
  if (response.statusCode >= 400) {
    const after = await snapshotTables(db);
    const changed = Object.keys({ ...before, ...after }).filter(
      (table) => JSON.stringify(before[table]) !== JSON.stringify(after[table]),
    );
    if (changed.length > 0) {
      throw new Error(`${description}\n→ ${response.statusCode}, yet these tables changed: ${changed.join(', ')}`);
    }
  }
  return response;
}
