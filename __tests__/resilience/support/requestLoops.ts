import { Agent, request } from 'node:http';

// Clients that keep a server busy the way browsers and API clients do: each on its own keep-alive connection, sending
// its next request as soon as the last is answered (reads and writes in turn), so that at any moment some requests
// are being worked on, some are in the server's socket buffers unread, and some connections are idle for an instant.
// A client stops at the first answer that refuses it (a stopping server's 503) or when it cannot connect any more.

export interface LoopAnswer {
  status: number;
  contentType: string;
  connection: string;
  retryAfter: string;
  body: string;
}

export interface RequestLoops {
  /** Every answer, by client, in order. */
  answers: LoopAnswer[][];
  /** Connection errors other than a refused connection (ECONNRESET, socket hang up): each is a request lost unseen. */
  resets: string[];
  /** Airlines whose creation was answered 201. */
  created: string[];
  /** Resolves once every client has stopped. */
  done: Promise<void>;
  /** How many answers arrived so far, over all clients. */
  answered(): number;
}

const STEPS = [
  { method: 'GET', path: '/api/v1/Airlines?page=1&pageSize=10' },
  { method: 'POST', path: '/api/v1/Airlines' },
  { method: 'GET', path: '/api/v1/Passengers/search?lastName=son&page=1&pageSize=5' },
  { method: 'GET', path: '/api/v1/Flights?page=1&pageSize=5' },
] as const;

function send(agent: Agent, url: string, token: string, step: (typeof STEPS)[number], name: string) {
  const body = step.method === 'POST' ? JSON.stringify({ name }) : undefined;
  return new Promise<LoopAnswer>((resolve, reject) => {
    const outgoing = request(
      new URL(step.path, url),
      {
        method: step.method,
        agent,
        headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
      },
      (incoming) => {
        let text = '';
        incoming.setEncoding('utf8');
        incoming.on('data', (chunk: string) => (text += chunk));
        incoming.on('error', reject);
        incoming.on('end', () =>
          resolve({
            status: incoming.statusCode ?? 0,
            contentType: String(incoming.headers['content-type'] ?? ''),
            connection: String(incoming.headers.connection ?? ''),
            retryAfter: String(incoming.headers['retry-after'] ?? ''),
            body: text,
          }),
        );
      },
    );
    outgoing.on('error', reject);
    outgoing.end(body);
  });
}

export function startRequestLoops(url: string, token: string, clients: number, label: string): RequestLoops {
  const answers: LoopAnswer[][] = Array.from({ length: clients }, () => []);
  const resets: string[] = [];
  const created: string[] = [];
  let count = 0;
  const client = async (index: number) => {
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    try {
      for (let sequence = 0; ; sequence += 1) {
        const step = STEPS[(index + sequence) % STEPS.length] ?? STEPS[0];
        const name = `${label} ${index}.${sequence}`;
        let answer: LoopAnswer;
        try {
          answer = await send(agent, url, token, step, name);
        } catch (error) {
          const code = (error as { code?: string }).code ?? String(error);
          // Refused: the server no longer listens, so it received nothing of this request.
          if (code !== 'ECONNREFUSED') resets.push(`${step.method} ${step.path}: ${code}`);
          return;
        }
        count += 1;
        answers[index]?.push(answer);
        if (answer.status === 201) created.push(name);
        if (answer.status >= 500) return;
      }
    } finally {
      agent.destroy();
    }
  };
  const done = Promise.all(Array.from({ length: clients }, (_, index) => client(index))).then(() => undefined);
  return { answers, resets, created, done, answered: () => count };
}
