import { request, type IncomingHttpHeaders } from 'node:http';
import { performance } from 'node:perf_hooks';

// Plain HTTP/1.1 requests with every header under the caller's control (fetch will not send a Host of our choosing)
// and a deadline: a request the server leaves hanging fails the test with a clear message instead of the test's own
// timeout.

export interface HttpAnswer {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
  /** From sending the request to the last byte of the answer. */
  elapsedMs: number;
}

export interface HttpOptions {
  method?: string;
  headers?: Record<string, string>;
  /** Sent as JSON. */
  json?: unknown;
  timeoutMs?: number;
}

class NoAnswerError extends Error {
  override name = 'NoAnswerError';
}

export function httpRequest(baseUrl: string, path: string, options: HttpOptions = {}): Promise<HttpAnswer> {
  const { method = 'GET', timeoutMs = 10_000 } = options;
  const body = options.json === undefined ? undefined : JSON.stringify(options.json);
  const headers: Record<string, string> = {
    ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    ...options.headers,
  };
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const outgoing = request(new URL(path, baseUrl), { method, headers, agent: false }, (incoming) => {
      let text = '';
      incoming.setEncoding('utf8');
      incoming.on('data', (chunk: string) => (text += chunk));
      incoming.on('error', reject);
      incoming.on('end', () => {
        clearTimeout(timer);
        resolve({
          status: incoming.statusCode ?? 0,
          headers: incoming.headers,
          body: text,
          elapsedMs: performance.now() - started,
        });
      });
    });
    const timer = setTimeout(
      () => outgoing.destroy(new NoAnswerError(`${method} ${path}: no answer within ${timeoutMs} ms`)),
      timeoutMs,
    );
    outgoing.on('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    outgoing.end(body);
  });
}

/** A token for `userName`, or an error saying what the server answered instead. */
export async function signIn(baseUrl: string, userName: string, password: string): Promise<string> {
  const answer = await httpRequest(baseUrl, '/api/v1/Authentication', {
    method: 'POST',
    json: { UserName: userName, Password: password },
  });
  if (answer.status !== 200) throw new Error(`Sign-in as ${userName} answered ${answer.status}: ${answer.body}`);
  return answer.body;
}

export const bearer = (token: string): Record<string, string> => ({ authorization: `Bearer ${token}` });

/** The parsed body, or undefined when it is not JSON. */
export function jsonOf(answer: HttpAnswer): unknown {
  try {
    return JSON.parse(answer.body) as unknown;
  } catch {
    return undefined;
  }
}
