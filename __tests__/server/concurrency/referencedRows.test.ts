import type { LightMyRequestResponse } from 'fastify';
import { assertWellFormedAnswer } from '../helpers/checkedRequest';
import { allOrphans, fieldsOf, REFERENCES, rowCount, rowExists, type Reference } from '../helpers/integrity';
import { bearer, DEMO_USERS, signIn, startTestApp, type TestApp } from '../helpers/testApp';
import { minuteOfDay, validBody } from '../helpers/validBodies';
import { demoDate as seedDay } from '../../../server/db/seed/seedDates';

// Decisions D-31 and D-43 under concurrency: for every reference between resources (a flight's airline,
// destination and pilot; a ticket's passenger and flight, read from the definitions), children are created for a new
// parent and existing children re-pointed at it while the parent is deleted, all at once. On PostgreSQL the requests
// really run in parallel on the pool; on PGlite (one connection) they take turns. Either way: no 5xx, only the expected
// statuses, no orphan row, and the row counts add up to what the successful requests did.

let testApp: TestApp;
let token: string;

/**
 * Passengers and flights of their own for the tickets the races create: a passenger holds one ticket per flight
 * (docs/booking-rules.md), so the tickets created for a new flight each need another passenger, and those for a new
 * passenger another flight.
 */
const POOL = 24;
let pool: { passengers: number[]; flights: number[] } = { passengers: [], flights: [] };

beforeAll(async () => {
  testApp = await startTestApp();
  token = await signIn(testApp.app, DEMO_USERS.admin);
  const { db } = testApp.database;
  const numbers = Array.from({ length: POOL }, (_, index) => index);
  const passengers = await db
    .insertInto('passenger')
    .values(
      numbers.map((index) => ({
        firstName: 'Pool',
        lastName: `Passenger ${index}`,
        uprn: String(6_600_000_000_000 + index),
        passport: `Q${String(index).padStart(8, '0')}`,
        address: 'Pool Street 1',
        phone: '555-0101',
      })),
    )
    .returning('id')
    .execute();
  const flights = await db
    .insertInto('flight')
    .values(
      numbers.map((index) => ({
        departureDate: seedDay('2025-10-01'),
        departureTime: minuteOfDay(index),
        airlineId: 1,
        destinationId: 1,
        pilotId: 1,
      })),
    )
    .returning('id')
    .execute();
  pool = { passengers: passengers.map(({ id }) => id), flights: flights.map(({ id }) => id) };
});

/** The other reference of a ticket created for a new parent, from the pool: another for each body of a race. */
function sibling(child: Reference['child'], property: string, n: number): Record<string, number> {
  if (child.path !== 'PlaneTickets') return {};
  if (property === 'flightId') return { PassengerId: pool.passengers[n % POOL] ?? 0 };
  if (property === 'passengerId') return { FlightId: pool.flights[n % POOL] ?? 0 };
  return {};
}
afterAll(() => testApp.close());

type Kind = 'create' | 'update' | 'delete';
interface RacingRequest {
  kind: Kind;
  description: string;
  send(): Promise<LightMyRequestResponse>;
}

const ALLOWED: Record<Kind, number[]> = { create: [201, 400, 409], update: [204, 400, 409], delete: [204, 409] };
const CREATES = 16;
const UPDATED_IDS = [1, 2, 3, 4];

const send = (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  testApp.app.inject({
    method,
    url: `/api/v1${url}`,
    headers: bearer(token),
    ...(payload === undefined ? {} : { payload }),
  });

type Moment = 'together' | 'next tick' | 'first answer';
const after: Record<Moment, (send: () => void, firstAnswer: Promise<unknown>) => void> = {
  together: (send) => send(),
  'next tick': (send) => process.nextTick(send),
  'first answer': (send, firstAnswer) => void firstAnswer.then(send),
};

/**
 * Sends the first half of the requests at once, and the delete (the last request) together with the second half at the
 * given moment, so on PostgreSQL the delete meets creates at different stages of their transactions. (A DELETE has no
 * body to read: sent at the same moment as POSTs, it reaches the database first.)
 */
async function sendStaggered(requests: RacingRequest[], moment: Moment): Promise<LightMyRequestResponse[]> {
  const half = Math.floor((requests.length - 1) / 2);
  const first = requests.slice(0, half).map((request) => request.send());
  const rest = await new Promise<Promise<LightMyRequestResponse>[]>((resolve) => {
    const send = () =>
      resolve(
        requests
          .slice(half)
          .reverse()
          .map((request) => request.send())
          .reverse(),
      );
    after[moment](send, Promise.race(first));
  });
  return Promise.all([...first, ...rest]);
}

/** Deletable parents whose children can be created over HTTP. */
const RACES = REFERENCES.filter(
  ({ parent, child }) => parent.creatable && child.creatable && parent.fields !== undefined,
);
let bodyNumber = 1;

describe.each(
  RACES.map((reference): [string, Reference] => [
    `${reference.child.path}.${reference.property} → ${reference.parent.path}`,
    reference,
  ]),
)('%s: children created and re-pointed while the parent is deleted', (_name, { parent, child, property }) => {
  it.each<Moment>(['together', 'next tick', 'first answer'])(
    'keeps every reference sound with the delete sent at the moment: %s',
    async (moment) => {
      const db = testApp.database.db;
      const created = await send('POST', `/${parent.path}`, validBody(fieldsOf(parent), bodyNumber++));
      expect(created.statusCode).toBe(201);
      const parentId = (created.json() as Record<string, number>)[parent.idProperty] as number;
      const wire = fieldsOf(child)[property]?.wire ?? property;
      const childrenBefore = await rowCount(db, child.table);

      const requests: RacingRequest[] = [
        ...Array.from({ length: CREATES }, (): RacingRequest => {
          const n = bodyNumber++;
          const body = validBody(fieldsOf(child), n, { ...sibling(child, property, n), [wire]: parentId });
          return {
            kind: 'create',
            description: `POST /${child.path} ${JSON.stringify(body)}`,
            send: () => send('POST', `/${child.path}`, body),
          };
        }),
        ...UPDATED_IDS.map((id): RacingRequest => {
          const n = bodyNumber++;
          const body = validBody(fieldsOf(child), n, { ...sibling(child, property, n), [wire]: parentId });
          return {
            kind: 'update',
            description: `PUT /${child.path}/${id}`,
            send: () => send('PUT', `/${child.path}/${id}`, body),
          };
        }),
        {
          kind: 'delete',
          description: `DELETE /${parent.path}/${parentId}`,
          send: () => send('DELETE', `/${parent.path}/${parentId}`),
        },
      ];
      const responses = await sendStaggered(requests, moment);

      const outcome = (kind: Kind, status: number) =>
        requests.filter((request, index) => request.kind === kind && responses[index]?.statusCode === status).length;
      requests.forEach((request, index) => {
        const response = responses[index] as LightMyRequestResponse;
        assertWellFormedAnswer(response, ALLOWED[request.kind], request.description);
        if (request.kind === 'delete' && response.statusCode === 409) {
          expect(response.json().detail).toBe(
            `${parent.singular} cannot be deleted because it is being referenced by other entities.`,
          );
        }
        if (request.kind !== 'delete' && response.statusCode === 400) {
          expect(response.json().errors).toEqual({ [wire]: [`${parent.singular} ${parentId} does not exist.`] });
        }
      });

      const parentDeleted = outcome('delete', 204) === 1;
      expect(await allOrphans(db)).toEqual([]);
      expect(await rowExists(db, parent, parentId)).toBe(!parentDeleted);
      expect(await rowCount(db, child.table)).toBe(childrenBefore + outcome('create', 201));
      // A parent that went had no children at the moment it went, and none can have come after.
      if (parentDeleted) expect([outcome('create', 201), outcome('update', 204)]).toEqual([0, 0]);
      else expect(outcome('create', 201) + outcome('update', 204)).toBeGreaterThan(0);
    },
  );
});
