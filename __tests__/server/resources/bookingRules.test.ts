import { sql } from 'kysely';
import { expectNoChange, expectProblem, startResourceTests, type Reply, type ResourceTests } from './support';
import { demoDate as seedDay } from '../../../server/db/seed/seedDates';

// The booking rules (docs/booking-rules.md), each at its boundary, on POST, PUT and PATCH, and for a flight moved or
// re-staffed. The demo data: flight n leaves on 2025-08-(06+n) with pilot n; ticket n is on flight n, bought by
// passenger n on 2025-07-(06+n); ticket 1 holds seat 15. Races are in concurrency/bookingRaces.test.ts. Those are the
// reference's dates: the seed moves them around the day it runs (seedDates.ts), and seedDay does the same here.

let t: ResourceTests;
beforeAll(async () => {
  t = await startResourceTests();
});
afterAll(() => t.close());

const TABLES = ['plane_ticket', 'flight'];

const ticket = (overrides: Record<string, unknown> = {}) => ({
  Price: 250,
  PurchaseDate: seedDay('2025-07-01'),
  SeatNumber: 40,
  PassengerId: 2,
  TravelClassId: 1,
  FlightId: 1,
  ...overrides,
});

const flight = (overrides: Record<string, unknown> = {}) => ({
  DepartureDate: seedDay('2025-08-07'),
  DepartureTime: '08:30',
  AirlineId: 2,
  DestinationId: 2,
  PilotId: 1,
  ...overrides,
});

/** Runs the write, expects its refusal under one field, and that nothing changed. */
async function expectRefused(write: () => Promise<Reply>, status: 400 | 409, errors: Record<string, string[]>) {
  await expectNoChange(t.db, TABLES, async () => expectProblem(await write(), status, { errors }));
}

/** Creates a ticket, runs `check`, and deletes the ticket again so the demo data stays as described. */
async function withTicket(body: Record<string, unknown>, check: (id: number) => Promise<void>) {
  const created = await t.admin.post('/PlaneTickets', body);
  expect(created.statusCode).toBe(201);
  const id = Number(created.json().id);
  try {
    await check(id);
  } finally {
    expect((await t.admin.delete(`/PlaneTickets/${id}`)).statusCode).toBe(204);
  }
}

describe('a seat on a flight is sold once', () => {
  it('refuses a taken seat under SeatNumber with 409, and sells the seat next to it', async () => {
    await expectRefused(() => t.admin.post('/PlaneTickets', ticket({ SeatNumber: 15 })), 409, {
      SeatNumber: ['Seat 15 on flight 1 is already taken.'],
    });
    await withTicket(ticket({ SeatNumber: 16 }), async () => undefined);
  });

  it('refuses moving a ticket onto a taken seat by PUT or PATCH, and lets it keep its own seat', async () => {
    await withTicket(ticket({ SeatNumber: 16 }), async (id) => {
      await expectRefused(() => t.admin.put(`/PlaneTickets/${id}`, { Id: id, ...ticket({ SeatNumber: 15 }) }), 409, {
        SeatNumber: ['Seat 15 on flight 1 is already taken.'],
      });
      // Ticket 2 holds seat 10 on flight 2.
      await expectRefused(
        () =>
          t.admin.patch(`/PlaneTickets/${id}`, [
            { op: 'replace', path: '/flightId', value: 2 },
            { op: 'replace', path: '/seatNumber', value: 10 },
          ]),
        409,
        { SeatNumber: ['Seat 10 on flight 2 is already taken.'] },
      );
      const kept = await t.admin.patch(`/PlaneTickets/${id}`, [{ op: 'replace', path: '/price', value: 260 }]);
      expect(kept.statusCode).toBe(200);
      expect(kept.json()).toMatchObject({ seatNumber: 16, price: 260 });
    });
  });
});

describe('a passenger holds at most one ticket per flight', () => {
  it('refuses a second ticket under PassengerId with 409, and sells one on another flight', async () => {
    await expectRefused(() => t.admin.post('/PlaneTickets', ticket({ PassengerId: 1 })), 409, {
      PassengerId: ['Passenger 1 already holds a ticket on flight 1.'],
    });
    await withTicket(ticket({ PassengerId: 1, FlightId: 2 }), async () => undefined);
  });

  it('refuses giving a ticket to a passenger who holds one on its flight', async () => {
    await withTicket(ticket(), async (id) => {
      await expectRefused(
        () => t.admin.patch(`/PlaneTickets/${id}`, [{ op: 'replace', path: '/passengerId', value: 1 }]),
        409,
        { PassengerId: ['Passenger 1 already holds a ticket on flight 1.'] },
      );
    });
  });
});

describe("a ticket is not bought after its flight's departure date", () => {
  it('refuses the day after under PurchaseDate with 400, and sells on the departure date itself', async () => {
    await expectRefused(() => t.admin.post('/PlaneTickets', ticket({ PurchaseDate: seedDay('2025-08-08') })), 400, {
      PurchaseDate: [`The purchase date cannot be after the flight's departure date (${seedDay('2025-08-07')}).`],
    });
    await withTicket(ticket({ PurchaseDate: seedDay('2025-08-07') }), async () => undefined);
    // Flight 2 leaves on 2025-08-08: a ticket bought that day cannot move to flight 1, which left the day before.
    await withTicket(ticket({ PurchaseDate: seedDay('2025-08-08'), FlightId: 2, PassengerId: 3 }), async (id) => {
      await expectRefused(
        () => t.admin.patch(`/PlaneTickets/${id}`, [{ op: 'replace', path: '/flightId', value: 1 }]),
        400,
        { PurchaseDate: [`The purchase date cannot be after the flight's departure date (${seedDay('2025-08-07')}).`] },
      );
    });
  });

  it("refuses moving a flight before its tickets' purchase dates, under DepartureDate", async () => {
    // Ticket 1 was bought on 2025-07-07.
    await expectRefused(
      () => t.admin.patch('/Flights/1', [{ op: 'replace', path: '/departureDate', value: seedDay('2025-07-06') }]),
      400,
      {
        DepartureDate: [
          `The departure date cannot be before the purchase date of its ticket 1 (${seedDay('2025-07-07')}).`,
        ],
      },
    );
    const moved = await t.admin.patch('/Flights/1', [
      { op: 'replace', path: '/departureDate', value: seedDay('2025-07-07') },
    ]);
    expect(moved.statusCode).toBe(200);
    const back = await t.admin.patch('/Flights/1', [
      { op: 'replace', path: '/departureDate', value: seedDay('2025-08-07') },
    ]);
    expect(back.statusCode).toBe(200);
  });
});

describe('a pilot flies at most one flight per departure date and time', () => {
  it('refuses the same slot under PilotId with 409, and flies a minute later', async () => {
    await expectRefused(() => t.admin.post('/Flights', flight()), 409, {
      PilotId: ['Pilot 1 already flies flight 1 at that date and time.'],
    });
    const later = await t.admin.post('/Flights', flight({ DepartureTime: '08:31' }));
    expect(later.statusCode).toBe(201);
    expect((await t.admin.delete(`/Flights/${later.json().id}`)).statusCode).toBe(204);
  });

  it("refuses moving a flight into its pilot's other flight, or giving it a busy pilot", async () => {
    // Flight 2 leaves on 2025-08-08 at 12:45 with pilot 2.
    await expectRefused(
      () =>
        t.admin.patch('/Flights/2', [
          { op: 'replace', path: '/pilotId', value: 1 },
          { op: 'replace', path: '/departureDate', value: seedDay('2025-08-07') },
          { op: 'replace', path: '/departureTime', value: '08:30:00' },
        ]),
      409,
      { PilotId: ['Pilot 1 already flies flight 1 at that date and time.'] },
    );
    await expectRefused(() => t.admin.put('/Flights/2', { Id: 2, ...flight() }), 409, {
      PilotId: ['Pilot 1 already flies flight 1 at that date and time.'],
    });
  });
});

describe('records that broke a rule before it existed', () => {
  /** Writes rows as an older version of the server would have, without the rules' checks. */
  async function withoutRules(write: () => Promise<unknown>) {
    await sql`alter table plane_ticket disable trigger plane_ticket_booking_rules`.execute(t.db);
    try {
      await write();
    } finally {
      await sql`alter table plane_ticket enable trigger plane_ticket_booking_rules`.execute(t.db);
    }
  }

  it('are kept, can be edited where the edit breaks nothing, and are listed until they are fixed', async () => {
    let twin = 0;
    await withoutRules(async () => {
      const inserted = await t.db
        .insertInto('planeTicket')
        .values({
          price: 90,
          purchaseDate: seedDay('2025-08-20'),
          seatNumber: 15,
          passengerId: 1,
          travelClassId: 1,
          flightId: 1,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      twin = inserted.id;
    });
    try {
      const health = await t.user.get('/HealthCheck');
      expect(health.statusCode).toBe(200);
      expect(health.json().status).toBe('Degraded');
      expect(health.json().entries['Data rules']).toMatchObject({
        status: 'Degraded',
        description:
          'Records written before the booking rules break them: seats sold more than once on a flight (2 tickets); ' +
          'passengers holding more than one ticket on a flight (2 tickets); ' +
          "tickets bought after their flight's departure date (1 ticket).",
        data: { seatSoldOnce: 2, passengerOncePerFlight: 2, boughtBeforeDeparture: 1, pilotOncePerSlot: 0 },
      });

      const listed = await t.user.get('/DataRules');
      expect(listed.statusCode).toBe(200);
      const byRule = Object.fromEntries(
        (listed.json().rules as { rule: string }[]).map(({ rule, ...report }) => [rule, report]),
      );
      expect(byRule).toEqual({
        seatSoldOnce: {
          description: 'A seat on a flight is sold once.',
          rowCount: 2,
          breaches: [{ resource: 'PlaneTickets', ids: [1, twin], about: 'Seat 15 on flight 1' }],
          more: false,
        },
        passengerOncePerFlight: {
          description: 'A passenger holds at most one ticket per flight.',
          rowCount: 2,
          breaches: [{ resource: 'PlaneTickets', ids: [1, twin], about: 'Passenger 1 on flight 1' }],
          more: false,
        },
        boughtBeforeDeparture: {
          description: "A ticket is not bought after its flight's departure date.",
          rowCount: 1,
          breaches: [
            {
              resource: 'PlaneTickets',
              ids: [twin],
              about: `Bought ${seedDay('2025-08-20')}, flight 1 left ${seedDay('2025-08-07')}`,
            },
          ],
          more: false,
        },
        pilotOncePerSlot: {
          description: 'A pilot flies at most one flight per departure date and time.',
          rowCount: 0,
          breaches: [],
          more: false,
        },
      });

      // An edit that leaves the rules' columns alone is taken; one that changes them must follow them.
      const repriced = await t.admin.patch(`/PlaneTickets/${twin}`, [{ op: 'replace', path: '/price', value: 95 }]);
      expect(repriced.statusCode).toBe(200);
      await expectRefused(
        () =>
          t.admin.patch(`/PlaneTickets/${twin}`, [
            { op: 'replace', path: '/purchaseDate', value: seedDay('2025-08-19') },
          ]),
        400,
        { PurchaseDate: [`The purchase date cannot be after the flight's departure date (${seedDay('2025-08-07')}).`] },
      );
      const fixed = await t.admin.put(`/PlaneTickets/${twin}`, {
        Id: twin,
        ...ticket({ PassengerId: 3, SeatNumber: 41, PurchaseDate: seedDay('2025-08-01') }),
      });
      expect(fixed.statusCode).toBe(204);

      const after = (await t.user.get('/DataRules')).json() as { rules: { rowCount: number }[] };
      expect(after.rules.map(({ rowCount }) => rowCount)).toEqual([0, 0, 0, 0]);
      const healthy = (await t.user.get('/HealthCheck')).json();
      expect(healthy.entries['Data rules']).toMatchObject({
        status: 'Healthy',
        description: 'Every flight and ticket follows the booking rules.',
      });
    } finally {
      await t.db.deleteFrom('planeTicket').where('id', '=', twin).execute();
    }
  });
});
