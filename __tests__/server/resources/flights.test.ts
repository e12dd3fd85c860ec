import {
  createdId,
  expectNoChange,
  expectProblem,
  expectValidation,
  idsOf,
  startResourceTests,
  type ResourceTests,
} from './support';
import { demoDate as seedDay } from '../../../server/db/seed/seedDates';

// Flights as a client sees them (decisions D-23, D-41, D-43): CRUD with the nested airline, destination and
// pilot, times as HH:mm:ss, parents that must exist, the referenced-flight 409 and the inclusive date range search.

let t: ResourceTests;
beforeAll(async () => {
  t = await startResourceTests();
});
afterAll(() => t.close());

const flight = (id: number) => t.db.selectFrom('flight').selectAll().where('id', '=', id).executeTakeFirst();
const body = (overrides: Record<string, unknown> = {}) => ({
  DepartureDate: seedDay('2025-09-01'),
  DepartureTime: '07:45',
  AirlineId: 11,
  DestinationId: 11,
  PilotId: 11,
  ...overrides,
});
const EMPTY_FLIGHT_ERRORS = {
  DepartureDate: ['Flight departure date is required.'],
  DepartureTime: ['Flight departure time is required.'],
  AirlineId: ['Airline ID is required and must be a number.'],
  DestinationId: ['Destination ID is required and must be a number.'],
  PilotId: ['Pilot ID is required and must be a number.'],
};

describe('creating, reading, replacing and deleting a flight', () => {
  it('creates (201, Location) and answers the DTO with its nested objects, as GET does', async () => {
    const created = await t.admin.post('/Flights', body({ AirlineId: '11', PilotId: 11.0 }));
    const id = createdId(created, 'Flights');
    expect(created.json()).toEqual({
      id,
      departureDate: seedDay('2025-09-01'),
      departureTime: '07:45:00',
      airlineId: 11,
      destinationId: 11,
      pilotId: 11,
      airline: { id: 11, name: 'Virgin Atlantic' },
      destination: { id: 11, city: 'Singapore', airport: 'Changi Airport' },
      pilot: { id: 11, firstName: 'Carter', lastName: 'Walker', uprn: '9012345678900', flyingHours: 13 },
    });
    expect((await t.user.get(`/Flights/${id}`)).json()).toEqual(created.json());
    expect(await flight(id)).toEqual({
      id,
      departureDate: seedDay('2025-09-01'),
      departureTime: '07:45:00',
      airlineId: 11,
      destinationId: 11,
      pilotId: 11,
    });
  });

  it('replaces every field with PUT (204) and deletes an unticketed flight (204, then 404)', async () => {
    // Pilot 11 already flies the flight created above at 07:45.
    const id = createdId(await t.admin.post('/Flights', body({ DepartureTime: '07:50' })), 'Flights');
    const next = {
      Id: id,
      DepartureDate: seedDay('2026-01-31'),
      DepartureTime: '23:59:59',
      AirlineId: 12,
      DestinationId: 12,
      PilotId: 12,
    };
    expect((await t.admin.put(`/Flights/${id}`, next)).statusCode).toBe(204);
    expect((await t.user.get(`/Flights/${id}`)).json()).toMatchObject({
      id,
      departureDate: seedDay('2026-01-31'),
      departureTime: '23:59:59',
      airline: { id: 12, name: 'Southwest Airlines' },
      destination: { id: 12, city: 'Istanbul' },
      pilot: { id: 12, firstName: 'Grace' },
    });

    expect((await t.admin.delete(`/Flights/${id}`)).statusCode).toBe(204);
    expectProblem(await t.user.get(`/Flights/${id}`), 404);
    expect(await flight(id)).toBeUndefined();
  });

  it('refuses to delete a flight that has tickets (409, D-31)', async () => {
    await expectNoChange(t.db, ['flight', 'plane_ticket'], async () => {
      expectProblem(await t.admin.delete('/Flights/4'), 409, {
        detail: 'Flight cannot be deleted because it is being referenced by other entities.',
      });
    });
  });
});

describe('departure times (D-41: HH:mm, HH:mm:ss and HH:mm:ss.fffffff in, HH:mm:ss out)', () => {
  it.each([
    ['08:30', '08:30:00'],
    ['8:05', '08:05:00'],
    ['08:30:15', '08:30:15'],
    ['08:30:15.1234567', '08:30:15'],
    ['00:00', '00:00:00'],
    ['23:59:59.9999999', '23:59:59'],
  ])('stores %s as %s', async (given, stored) => {
    const id = createdId(await t.admin.post('/Flights', body({ DepartureTime: given })), 'Flights');
    expect((await flight(id))?.departureTime).toBe(stored);
    expect((await t.user.get(`/Flights/${id}`)).json().departureTime).toBe(stored);
    // Pilot 11 flies once per date and time: the next case may store the same time.
    expect((await t.admin.delete(`/Flights/${id}`)).statusCode).toBe(204);
  });

  it.each(['24:00', '12:60', '8', '08:30 PM', '08:30:15.12345678', '08-30'])(
    'refuses %s with the 1.19 message',
    async (time) => {
      await expectNoChange(t.db, ['flight'], async () => {
        expectValidation(await t.admin.post('/Flights', body({ DepartureTime: time })), {
          DepartureTime: ['Flight departure time must be in the format HH:mm.'],
        });
      });
    },
  );
});

describe('flight rules (D-23)', () => {
  it('names every missing field at once: no silent 0 ids and no 0001-01-01 date', async () => {
    await expectNoChange(t.db, ['flight'], async () => {
      expectValidation(await t.admin.post('/Flights', {}), EMPTY_FLIGHT_ERRORS);
      expectValidation(await t.admin.put('/Flights/1', { Id: 1 }), EMPTY_FLIGHT_ERRORS);
    });
  });

  it.each([
    ['DepartureDate', '01/09/2025', 'Flight departure date must be in the format YYYY-MM-DD.'],
    ['DepartureDate', '2025-9-1', 'Flight departure date must be in the format YYYY-MM-DD.'],
    ['DepartureDate', '2025-02-30', 'Flight departure date is not a valid calendar date.'],
    ['DepartureDate', '   ', 'Flight departure date is required.'],
    ['AirlineId', 0, 'Airline ID is required and must be a number.'],
    ['AirlineId', 'one', 'Airline ID is required and must be a number.'],
    ['DestinationId', -3, 'Destination ID is required and must be a number.'],
    ['PilotId', 1.5, 'Pilot ID is required and must be a number.'],
  ])('refuses %s = %j on POST and PUT with its message', async (field, value, message) => {
    await expectNoChange(t.db, ['flight'], async () => {
      expectValidation(await t.admin.post('/Flights', body({ [field]: value })), { [field]: [message] });
      expectValidation(await t.admin.put('/Flights/2', body({ Id: 2, [field]: value })), { [field]: [message] });
    });
  });

  it('matches property names regardless of case', async () => {
    const lower = {
      departuredate: seedDay('2025-10-10'),
      DEPARTURETIME: '10:10',
      airlineid: 13,
      destinationID: 13,
      pilotid: 12,
    };
    const id = createdId(await t.admin.post('/Flights', lower), 'Flights');
    expect(await flight(id)).toMatchObject({
      departureDate: seedDay('2025-10-10'),
      airlineId: 13,
      destinationId: 13,
      pilotId: 12,
    });
  });
});

describe('parents must exist (D-43)', () => {
  const allMissing = {
    AirlineId: ['Airline 99 does not exist.'],
    DestinationId: ['Destination 98 does not exist.'],
    PilotId: ['Pilot 97 does not exist.'],
  };

  it('reports every missing parent at once on POST and PUT, saving nothing', async () => {
    await expectNoChange(t.db, ['flight'], async () => {
      const missing = body({ AirlineId: 99, DestinationId: 98, PilotId: 97 });
      expectValidation(await t.admin.post('/Flights', missing), allMissing);
      expectValidation(await t.admin.put('/Flights/3', missing), allMissing);
      expectValidation(await t.admin.post('/Flights', body({ PilotId: '97' })), {
        PilotId: ['Pilot 97 does not exist.'],
      });
    });
  });

  it('reports a missing parent named by a patch', async () => {
    await expectNoChange(t.db, ['flight'], async () => {
      expectValidation(await t.admin.patch('/Flights/3', [{ op: 'replace', path: '/AirlineId', value: 99 }]), {
        AirlineId: ['Airline 99 does not exist.'],
      });
    });
  });
});

describe('searching flights by departure date', () => {
  it.each(['byDate', 'search'])('/%s: an inclusive range, or only a start, or only an end', async (route) => {
    const url = (query: string) => `/Flights/${route}?${query}`;
    expect(idsOf(await t.user.get(url(`startDate=${seedDay('2025-08-15')}&endDate=${seedDay('2025-08-16')}`)))).toEqual(
      [9, 10],
    );
    expect(idsOf(await t.user.get(url(`startDate=${seedDay('2025-08-12')}&endDate=${seedDay('2025-08-12')}`)))).toEqual(
      [6],
    );
    expect(idsOf(await t.user.get(url(`endDate=${seedDay('2025-08-08')}`)))).toEqual([1, 2]);
    expect(idsOf(await t.user.get(url(`startDate=${seedDay('2025-08-16')}&endDate=${seedDay('2025-08-31')}`)))).toEqual(
      [10],
    );
    const fromTheFifteenth = await t.user.get(url(`startDate=${seedDay('2025-08-15')}`));
    expect(idsOf(fromTheFifteenth).slice(0, 2)).toEqual([9, 10]);
    expect(idsOf(fromTheFifteenth)).not.toContain(8);
    expect((await t.user.get(url('startDate=2024-01-01&endDate=2024-12-31'))).statusCode).toBe(204);
  });

  it('nests the airline, destination and pilot in every row and counts the whole range', async () => {
    const response = await t.user.get(
      `/Flights/byDate?startDate=${seedDay('2025-08-07')}&endDate=${seedDay('2025-08-16')}&pageSize=4`,
    );
    expect(response.json()).toMatchObject({ totalCount: 10, totalPages: 3, pageSize: 4 });
    expect(response.json().data[1]).toMatchObject({
      id: 2,
      airline: { id: 2 },
      destination: { id: 2 },
      pilot: { id: 2 },
    });
  });

  it('refuses a start after the end (400), naming the end date', async () => {
    const response = await t.user.get(
      `/Flights/byDate?startDate=${seedDay('2025-08-12')}&endDate=${seedDay('2025-08-10')}`,
    );
    expect(Object.keys(expectProblem(response, 400).errors ?? {})).toEqual(['endDate']);
  });

  it.each([
    [`/Flights/byDate?startDate=2025-02-30`, 'startDate'],
    ['/Flights/search?endDate=tomorrow', 'endDate'],
    [`/Flights/byDate?startDate=${seedDay('2025-08-07')}&endDate=16.08.2025`, 'endDate'],
  ])('answers %s with 400 naming the unparsable %s', async (url, criterion) => {
    const problem = expectProblem(await t.user.get(url), 400);
    expect(Object.keys(problem.errors ?? {})).toEqual([criterion]);
  });

  it.each(['/Flights/byDate', '/Flights/search?startDate=&endDate=', '/Flights/byDate?startDate=%20&endDate=%20'])(
    'answers %s with 400 and the sentence of the reference API',
    async (url) => {
      expectProblem(await t.user.get(url), 400, { detail: 'Both start date and end date are missing in the request.' });
    },
  );
});
