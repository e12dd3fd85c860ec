import { bearer } from '../helpers/testApp';
import {
  expectNoChange,
  expectProblem,
  expectValidation,
  rowsOf,
  startResourceTests,
  type ResourceTests,
} from './support';

// PATCH with RFC 6902 JSON Patch on the writable resources (decision D-45): persisted, answered
// with the updated DTO, property paths in any letter case, and refused whole (nothing saved) when any part is wrong.

let t: ResourceTests;
beforeAll(async () => {
  t = await startResourceTests();
});
afterAll(() => t.close());

const EVERY_TABLE = ['airline', 'destination', 'passenger', 'pilot', 'flight', 'plane_ticket'];
const replace = (path: string, value: unknown) => ({ op: 'replace', path, value });

describe('a patch that applies', () => {
  it.each(['/Name', '/name', '/NAME'])(
    'replaces the airline name through %s: 200 with the DTO, persisted',
    async (path) => {
      const name = `Patched ${path}`;
      const response = await t.admin.patch('/Airlines/12', [replace(path, name)]);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      expect(response.json()).toEqual({ id: 12, name });
      expect((await t.admin.get('/Airlines/12')).json()).toEqual({ id: 12, name });
    },
  );

  it('applies every operation in order: test, add, copy, move', async () => {
    const response = await t.admin.patch('/Passengers/24', [
      { op: 'test', path: '/firstName', value: 'Liam' },
      { op: 'add', path: '/phone', value: '+44 20 7946 0000' },
      { op: 'copy', from: '/firstName', path: '/lastName' },
      { op: 'move', from: '/Address', path: '/address' },
    ]);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: 24, firstName: 'Liam', lastName: 'Liam', phone: '+44 20 7946 0000' });
    expect(await t.db.selectFrom('passenger').selectAll().where('id', '=', 24).executeTakeFirst()).toMatchObject({
      lastName: 'Liam',
      phone: '+44 20 7946 0000',
      address: '456 Birch Lane, Miami, United States',
    });
  });

  it('persists a flight patch (the reference did not, D-45) and normalises the time', async () => {
    const response = await t.admin.patch('/Flights/10', [replace('/DepartureTime', '7:05'), replace('/pilotId', '11')]);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      id: 10,
      departureTime: '07:05:00',
      pilotId: 11,
      pilot: { id: 11, lastName: 'Walker' },
    });
    expect(await t.db.selectFrom('flight').selectAll().where('id', '=', 10).executeTakeFirst()).toMatchObject({
      departureTime: '07:05:00',
      pilotId: 11,
    });
  });

  it('persists a ticket patch, numbers given as strings', async () => {
    const response = await t.admin.patch('/PlaneTickets/10', [replace('/price', '99.5'), replace('/seatNumber', '0')]);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: 10, price: 99.5, seatNumber: 0, flight: { id: 10, airline: null } });
    expect(await t.db.selectFrom('planeTicket').selectAll().where('id', '=', 10).executeTakeFirst()).toMatchObject({
      price: 99.5,
      seatNumber: 0,
    });
  });

  it('accepts the JSON Patch media type, application/json-patch+json', async () => {
    const response = await t.testApp.app.inject({
      method: 'PATCH',
      url: '/api/v1/Destinations/13',
      headers: { ...bearer(t.adminToken), 'content-type': 'application/json-patch+json' },
      payload: JSON.stringify([replace('/city', 'Schiphol')]),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ id: 13, city: 'Schiphol', airport: 'Amsterdam Airport Schiphol' });
  });

  it('answers an empty patch with the unchanged record', async () => {
    await expectNoChange(t.db, ['pilot'], async () => {
      const response = await t.admin.patch('/Pilots/2', []);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        id: 2,
        firstName: 'Olivia',
        lastName: 'Harris',
        uprn: '9876543210987',
        flyingHours: 8,
      });
    });
  });
});

describe('a patch that is refused saves nothing', () => {
  it('answers 409 when a test operation fails, even after an operation that would have applied', async () => {
    await expectNoChange(t.db, EVERY_TABLE, async () => {
      expectProblem(
        await t.admin.patch('/Airlines/11', [replace('/name', 'Changed'), { op: 'test', path: '/name', value: 'x' }]),
        409,
      );
    });
  });

  it.each(['/id', '/Id', '/ID'])('answers 400 to a patch of the key %s', async (path) => {
    await expectNoChange(t.db, EVERY_TABLE, async () => {
      expectProblem(await t.admin.patch('/Airlines/11', [replace(path, 99)]), 400, { detail: /id/ });
    });
  });

  it.each([
    ['a property the record does not have', '/Airlines/11', [replace('/foo', 1)]],
    ['a nested path', '/Airlines/11', [replace('/name/first', 'x')]],
    ['a path without a leading slash', '/Airlines/11', [replace('name', 'x')]],
    ['a navigation property of a flight', '/Flights/1', [replace('/airline', { id: 2, name: 'x' })]],
    ['a from that is not a field', '/Airlines/11', [{ op: 'copy', from: '/secret', path: '/name' }]],
  ])('answers 400 to %s', async (_case, url, operations) => {
    await expectNoChange(t.db, EVERY_TABLE, async () => {
      const body = expectProblem(await t.admin.patch(url, operations), 400);
      expect(body.errors).toBeDefined();
    });
  });

  it('answers 400 to an operation without its value', async () => {
    await expectNoChange(t.db, EVERY_TABLE, async () => {
      expectProblem(await t.admin.patch('/Airlines/11', [{ op: 'replace', path: '/name' }]), 400);
    });
  });

  it('answers 400, saying a list of operations is expected, to a body that is not a list', async () => {
    await expectNoChange(t.db, EVERY_TABLE, async () => {
      const body = expectProblem(
        await t.admin.patch('/Airlines/11', { op: 'replace', path: '/name', value: 'x' }),
        400,
      );
      // A JSON Patch document is an array of operations: a message asking for a JSON object misleads the client.
      expect(body.detail).not.toMatch(/JSON object/);
      expect(body.detail).toMatch(/list|array|JSON Patch/i);
    });
  });

  it.each([
    ['Airlines/11', [replace('/name', 'x'.repeat(256))], { Name: ['Airline name cannot exceed 255 characters.'] }],
    ['Passengers/11', [replace('/UPRN', '123')], { UPRN: ['Passenger UPRN must be exactly 13 characters.'] }],
    ['Pilots/11', [replace('/flyingHours', '1e5')], { FlyingHours: ['Pilot flying hours cannot exceed 40000'] }],
    ['PlaneTickets/1', [replace('/price', -1)], { Price: ['Price cannot be lower than 0.'] }],
    [
      'Flights/1',
      [replace('/departureTime', '25:00')],
      { DepartureTime: ['Flight departure time must be in the format HH:mm.'] },
    ],
    [
      'Destinations/11',
      [replace('/city', ' '), replace('/airport', '')],
      { City: ['Destination city is required.'], Airport: ['Destination airport is required.'] },
    ],
  ])('answers 400 with the rule message when the patched %s breaks a rule', async (path, operations, errors) => {
    await expectNoChange(t.db, EVERY_TABLE, async () => {
      expectValidation(await t.admin.patch(`/${path}`, operations), errors);
    });
  });

  it.each([
    ['Passengers/11', '/phone', { Phone: ['Passenger phone is required.'] }],
    ['Pilots/11', '/FlyingHours', { FlyingHours: ['Pilot flying hours is required and must be a number.'] }],
    ['Flights/1', '/departureDate', { DepartureDate: ['Flight departure date is required.'] }],
    ['PlaneTickets/1', '/travelClassId', { TravelClassId: ['Travel class ID is required and must be a number.'] }],
  ])('answers 400 to removing a required field of %s (%s)', async (path, field, errors) => {
    await expectNoChange(t.db, EVERY_TABLE, async () => {
      expectValidation(await t.admin.patch(`/${path}`, [{ op: 'remove', path: field }]), errors);
    });
  });

  it('answers 400 naming every parent that does not exist (D-43)', async () => {
    await expectNoChange(t.db, EVERY_TABLE, async () => {
      expectValidation(
        await t.admin.patch('/PlaneTickets/2', [replace('/passengerId', 999), replace('/flightId', 998)]),
        { PassengerId: ['Passenger 999 does not exist.'], FlightId: ['Flight 998 does not exist.'] },
      );
    });
  });

  it('answers 409 when the patch takes a unique value another row holds (D-44)', async () => {
    await expectNoChange(t.db, EVERY_TABLE, async () => {
      expectProblem(await t.admin.patch('/Passengers/12', [replace('/passport', 'P12345678')]), 409, {
        detail: 'Passenger with UPRN or Passport already exists.',
      });
      expectProblem(await t.admin.patch('/Pilots/12', [replace('/uprn', '1234567890123')]), 409, {
        detail: 'Pilot with UPRN already exists.',
      });
    });
  });

  it('answers 403 to a User and 404 to a record that does not exist', async () => {
    await expectNoChange(t.db, EVERY_TABLE, async () => {
      expectProblem(await t.user.patch('/Airlines/11', [replace('/name', 'x')]), 403);
      expectProblem(await t.admin.patch('/Airlines/9999', [replace('/name', 'x')]), 404);
    });
    expect((await rowsOf(t.db, 'airline')).length).toBe(15);
  });
});
