import type { Kysely } from 'kysely';
import type { Database } from '../../../server/db/schema';
import { DEMO_USERS, signIn, type TestApp } from './testApp';

// Replays requests exactly as the reference project's own frontends build them: the
// same method and path spelling, the same headers (`Content-Type: application/json` on every call, GET and DELETE
// included, and the token as `Authorization: Bearer …`), and the body the client serialises. Each client's calls are
// a table of `ClientRequest` rows, replayed in order against one database, so a later row may use what an earlier one
// created.

/** Who the client is signed in as; `expiredSession` is the literal token the clients send once their clock ran out. */
export type SignedInAs = 'nobody' | 'user' | 'admin' | 'superAdmin' | 'expiredSession';

/** Answers of earlier rows, by their `saveAs` name. */
export type Saved = Record<string, Record<string, unknown>>;

export interface ClientRequest {
  /** What the person using the client does. */
  does: string;
  /** The client file (component, hook or util) that builds the request. */
  builtBy: string;
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /**
   * The path after the client's API base URL (`…/api/v1`), spelled as the client spells it. `{name.field}` stands for a
   * field of an earlier row's answer, for example `{newAirline.id}`.
   */
  path: string;
  as: SignedInAs;
  /**
   * The value the client passes to JSON.stringify; absent: no body at all. Placeholders in its strings are filled in as
   * text, and a string that is only `#{name.field}` becomes that field's value itself (a number stays a number), for
   * clients that send ids as numbers.
   */
  body?: unknown;
  /** Headers the client adds to Content-Type and Authorization (placeholders allowed). */
  headers?: Record<string, string>;
  /** The reference API's answer (as this server's decisions adjust it). */
  expect: {
    status: number;
    /** Matched with toMatchObject against the parsed JSON answer. */
    body?: unknown;
    /** Matched against the Content-Type of the answer. */
    contentType?: RegExp;
  };
  /** Keeps the parsed answer under this name for later rows. */
  saveAs?: string;
  /** What the database holds afterwards (for writes), given the answers saved so far and this row's answer. */
  stored?: (db: Kysely<Database>, saved: Saved, answer: unknown) => Promise<void>;
}

const isMatcher = (value: object) => typeof (value as { asymmetricMatch?: unknown }).asymmetricMatch === 'function';

/** Matches when the value holds at least the given fields, at every depth (toMatchObject's rule, usable in a list). */
export function partially(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(partially);
  if (value === null || typeof value !== 'object' || isMatcher(value)) return value;
  return expect.objectContaining(
    Object.fromEntries(Object.entries(value).map(([key, item]) => [key, partially(item)])),
  );
}

/** Matches a list holding (among others) a row with at least these fields. */
export const includesRow = (row: object): unknown => expect.arrayContaining([partially(row)]);

/** The row's test name: the request line, what it is for and which client file builds it. */
export const requestTitle = (request: ClientRequest): string =>
  `${request.method} ${request.path} (${request.does}; ${request.builtBy})`;

/** `[title, row]` pairs for it.each. */
export const asCases = (requests: ClientRequest[]): [string, ClientRequest][] =>
  requests.map((request) => [requestTitle(request), request]);

function fill(template: string, saved: Saved): string {
  return template.replace(/\{(\w+)\.(\w+)\}/g, (placeholder, name: string, field: string) => {
    const value = saved[name]?.[field];
    if (value === undefined) throw new Error(`${placeholder}: no earlier row saved ${name}.${field}`);
    return String(value as string | number);
  });
}

function fillAll(value: unknown, saved: Saved): unknown {
  const whole = typeof value === 'string' ? /^#\{(\w+)\.(\w+)\}$/.exec(value) : null;
  if (whole !== null) return saved[whole[1] ?? '']?.[whole[2] ?? ''];
  if (typeof value === 'string') return fill(value, saved);
  if (Array.isArray(value)) return value.map((item) => fillAll(item, saved));
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, fillAll(item, saved)]));
  }
  return value;
}

export interface ClientReplay {
  replay(request: ClientRequest): Promise<void>;
  /** Makes a record made outside the table (e.g. by the users tool) available to placeholders as `{name.field}`. */
  save(name: string, record: Record<string, unknown>): void;
}

/** Signs in the demo accounts through the API, as the clients' sign-in form does, and returns the replayer. */
export async function startReplay(testApp: TestApp): Promise<ClientReplay> {
  const tokens: Record<SignedInAs, string | undefined> = {
    nobody: undefined,
    user: await signIn(testApp.app, DEMO_USERS.user),
    admin: await signIn(testApp.app, DEMO_USERS.admin),
    superAdmin: await signIn(testApp.app, DEMO_USERS.superAdmin),
    expiredSession: 'EXPIRED',
  };
  const saved: Saved = {};

  return {
    async replay(request) {
      const token = tokens[request.as];
      // Header names as the clients write them; fetch adds Accept: */* on its own.
      const headers: Record<string, string> = {
        Accept: '*/*',
        'Content-Type': 'application/json',
        ...(token === undefined ? {} : { Authorization: `Bearer ${token}` }),
        ...(fillAll(request.headers ?? {}, saved) as Record<string, string>),
      };
      const response = await testApp.app.inject({
        method: request.method,
        url: `/api/v1${fill(request.path, saved)}`,
        headers,
        ...(request.body === undefined ? {} : { payload: JSON.stringify(fillAll(request.body, saved)) }),
      });

      const answer: unknown = response.body === '' ? undefined : tryJson(response.body);
      expect({ status: response.statusCode, answer }).toMatchObject({
        status: request.expect.status,
        ...(request.expect.body === undefined ? {} : { answer: request.expect.body }),
      });
      if (request.expect.contentType !== undefined) {
        expect(response.headers['content-type']).toMatch(request.expect.contentType);
      }
      if (request.saveAs !== undefined) saved[request.saveAs] = answer as Record<string, unknown>;
      await request.stored?.(testApp.database.db, saved, answer);
    },
    save(name, record) {
      saved[name] = record;
    },
  };
}

function tryJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}
