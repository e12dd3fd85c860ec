import Fastify, { type FastifyInstance } from 'fastify';
import { lessUrgentRequestsTakeTurns, urgencyOf } from '../../server/http/lessUrgentRequests';
import { describeInEmbeddedRun } from './helpers/testDatabase';

// Requests that say they can wait (RFC 9218's `Priority: u=5`, as the list screens ask a search's count) take turns,
// one at a time, in the order they came; requests that say nothing, or say they are urgent, never wait for them.

describeInEmbeddedRun('requests less urgent than the default', () => {
  let app: FastifyInstance;
  let url: string;
  /** What each request to /work answered, in the order the handler began them. */
  const begun: string[] = [];
  /** Ends the oldest request to /work still held. */
  const held: (() => void)[] = [];

  beforeAll(async () => {
    // The test's fetch keeps its connections open: closing ends them rather than wait for them.
    app = Fastify({ forceCloseConnections: true });
    lessUrgentRequestsTakeTurns(app);
    app.get<{ Querystring: { name: string } }>('/work', async (request) => {
      begun.push(request.query.name);
      await new Promise<void>((resolve) => held.push(resolve));
      return { done: request.query.name };
    });
    url = await app.listen({ host: '127.0.0.1', port: 0 });
  });
  afterAll(() => app.close());
  beforeEach(() => (begun.length = 0));

  const ask = (name: string, priority?: string, signal?: AbortSignal) =>
    fetch(`${url}/work?name=${name}`, { headers: priority === undefined ? {} : { priority }, signal });
  const until = async (condition: () => boolean) => {
    while (!condition()) await new Promise((resolve) => setTimeout(resolve, 5));
  };
  const releaseOldest = () => held.shift()?.();

  it('runs one at a time, in the order they came, while the others go straight through', async () => {
    const first = ask('count-1', 'u=5');
    await until(() => begun.length === 1);
    const second = ask('count-2', 'u=6, i');
    const third = ask('count-3', 'u=7');
    const page = ask('page');
    const urgent = ask('urgent', 'u=1');
    await until(() => begun.length === 3);
    expect(begun).toEqual(['count-1', 'page', 'urgent']);

    releaseOldest(); // count-1
    await until(() => begun.length === 4);
    expect(begun[3]).toBe('count-2');
    releaseOldest(); // page
    releaseOldest(); // urgent
    releaseOldest(); // count-2
    await until(() => begun.length === 5);
    expect(begun[4]).toBe('count-3');
    releaseOldest();

    const answers = await Promise.all([first, second, third, page, urgent].map((response) => response));
    expect(answers.map((response) => response.status)).toEqual([200, 200, 200, 200, 200]);
    expect(await answers[2]?.json()).toEqual({ done: 'count-3' });
  });

  it('gives up the turn of a client that went away while waiting', async () => {
    const first = ask('count-1', 'u=5');
    await until(() => begun.length === 1);
    const leaving = new AbortController();
    const gone = ask('gone', 'u=5', leaving.signal).catch((error: unknown) => error);
    const next = ask('count-2', 'u=5');
    await new Promise((resolve) => setTimeout(resolve, 50));
    leaving.abort();
    await gone;
    await new Promise((resolve) => setTimeout(resolve, 50));

    releaseOldest();
    await until(() => begun.length === 2);
    expect(begun).toEqual(['count-1', 'count-2']);
    releaseOldest();
    expect((await first).status).toBe(200);
    expect((await next).status).toBe(200);
  });
});

describeInEmbeddedRun("a request's urgency", () => {
  it.each([
    [undefined, 3],
    ['u=5', 5],
    ['u=0', 0],
    ['i, u=6', 6],
    ['i', 3],
    ['u=9', 3],
    ['u=2.5', 3],
    ['u="5"', 3],
    ['not a dictionary ;;', 3],
  ])('Priority %p is urgency %p', (header, urgency) => {
    expect(urgencyOf(header)).toBe(urgency);
  });
});
