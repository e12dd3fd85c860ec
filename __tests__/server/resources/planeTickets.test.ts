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

// Plane tickets as a client sees them (decisions D-23, D-43): CRUD with the nested passenger, travel
// class and one-level flight, the rules (price and seat ≥ 0), parents that must exist, and the price and equality searches.

let t: ResourceTests;
beforeAll(async () => {
  t = await startResourceTests();
});
afterAll(() => t.close());

const ticket = (id: number) => t.db.selectFrom('planeTicket').selectAll().where('id', '=', id).executeTakeFirst();
const body = (overrides: Record<string, unknown> = {}) => ({
  Price: 250.5,
  PurchaseDate: seedDay('2025-08-01'),
  SeatNumber: 4,
  PassengerId: 11,
  TravelClassId: 2,
  FlightId: 3,
  ...overrides,
});

describe('creating, reading, replacing and deleting a ticket', () => {
  it('creates (201, Location) with the nested objects, numbers sent as strings, as GET answers it', async () => {
    const created = await t.admin.post('/PlaneTickets', body({ Price: '250.50', SeatNumber: '4', PassengerId: '11' }));
    const id = createdId(created, 'PlaneTickets');
    expect(created.json()).toEqual({
      id,
      price: 250.5,
      purchaseDate: seedDay('2025-08-01'),
      seatNumber: 4,
      passengerId: 11,
      travelClassId: 2,
      flightId: 3,
      passenger: {
        id: 11,
        firstName: 'William',
        lastName: 'Johnson',
        uprn: '1234567890124',
        passport: 'P12345679',
        address: '124 Oak Street, New York, United States',
        phone: '111-222-3333',
      },
      travelClass: { id: 2, type: 'Premium Economy' },
      flight: {
        id: 3,
        departureDate: seedDay('2025-08-09'),
        departureTime: '16:20:00',
        airlineId: 3,
        destinationId: 3,
        pilotId: 3,
        airline: null,
        destination: null,
        pilot: null,
      },
    });
    expect((await t.user.get(`/PlaneTickets/${id}`)).json()).toEqual(created.json());
    expect(await ticket(id)).toEqual({
      id,
      price: 250.5,
      purchaseDate: seedDay('2025-08-01'),
      seatNumber: 4,
      passengerId: 11,
      travelClassId: 2,
      flightId: 3,
    });
  });

  it('replaces every field with PUT (204), then deletes (204, then 404): tickets are never referenced', async () => {
    // Another passenger and seat than the ticket created above: a seat and a passenger are once per flight.
    const id = createdId(await t.admin.post('/PlaneTickets', body({ PassengerId: 12, SeatNumber: 6 })), 'PlaneTickets');
    const next = {
      Id: id,
      Price: 0,
      // Flight 5 leaves that day: the last day its tickets can be bought.
      PurchaseDate: seedDay('2025-08-11'),
      SeatNumber: 0,
      PassengerId: 12,
      TravelClassId: 4,
      FlightId: 5,
    };
    expect((await t.admin.put(`/PlaneTickets/${id}`, next)).statusCode).toBe(204);
    expect(await ticket(id)).toEqual({
      id,
      price: 0,
      purchaseDate: seedDay('2025-08-11'),
      seatNumber: 0,
      passengerId: 12,
      travelClassId: 4,
      flightId: 5,
    });
    expect((await t.user.get(`/PlaneTickets/${id}`)).json()).toMatchObject({ travelClass: { id: 4, type: 'First' } });

    expect((await t.admin.delete(`/PlaneTickets/${id}`)).statusCode).toBe(204);
    expectProblem(await t.user.get(`/PlaneTickets/${id}`), 404);
    expect(await ticket(id)).toBeUndefined();
  });
});

describe('ticket rules (D-23)', () => {
  it('names every missing field at once, in field order (no silent 0 and no 0001-01-01)', async () => {
    await expectNoChange(t.db, ['plane_ticket'], async () => {
      expectValidation(await t.admin.post('/PlaneTickets', {}), {
        Price: ['Price is required and must be a number.'],
        PurchaseDate: ['Purchase date is required.'],
        SeatNumber: ['Seat number is required and must be a number.'],
        PassengerId: ['Passenger ID is required and must be a number.'],
        TravelClassId: ['Travel class ID is required and must be a number.'],
        FlightId: ['Flight ID is required and must be a number.'],
      });
    });
  });

  it.each([
    ['Price', 'below 0', -0.01, 'Price cannot be lower than 0.'],
    ['Price', 'that is not a number', 'free', 'Price is required and must be a number.'],
    ['Price', 'that is blank', ' ', 'Price is required and must be a number.'],
    // numeric(8, 2): larger or finer prices would be rounded or refused by the database.
    ['Price', 'above 999999.99', 1_000_000, 'Price cannot exceed 999999.99.'],
    ['Price', 'with three decimals', '19.999', 'Price can have at most 2 decimal places.'],
    ['PurchaseDate', 'in another format', '2025/07/01', 'Purchase date must be in the format YYYY-MM-DD.'],
    ['PurchaseDate', 'that is no calendar day', '2025-02-30', 'Purchase date is not a valid calendar date.'],
    ['SeatNumber', 'below 0', -1, 'Seat number cannot be lower than 0.'],
    ['SeatNumber', 'with a fraction', '1.5', 'Seat number is required and must be a number.'],
    ['PassengerId', 'of 0', 0, 'Passenger ID is required and must be a number.'],
    ['TravelClassId', 'that is null', null, 'Travel class ID is required and must be a number.'],
    ['FlightId', 'that is text', 'first', 'Flight ID is required and must be a number.'],
  ])('refuses a %s %s on POST and PUT with its message', async (field, _case, value, message) => {
    await expectNoChange(t.db, ['plane_ticket'], async () => {
      expectValidation(await t.admin.post('/PlaneTickets', body({ [field]: value })), { [field]: [message] });
      expectValidation(await t.admin.put('/PlaneTickets/3', body({ [field]: value })), { [field]: [message] });
    });
  });

  it('accepts a price and a seat of 0 (the SPA allows them) and property names in any case', async () => {
    const lowerCase = {
      price: '0',
      purchasedate: seedDay('2025-08-02'),
      SEATNUMBER: 0,
      passengerid: 12,
      travelClassID: 1,
      flightid: 2,
    };
    const id = createdId(await t.admin.post('/PlaneTickets', lowerCase), 'PlaneTickets');
    expect(await ticket(id)).toEqual({
      id,
      price: 0,
      purchaseDate: seedDay('2025-08-02'),
      seatNumber: 0,
      passengerId: 12,
      travelClassId: 1,
      flightId: 2,
    });
  });
});

describe('parents must exist (D-43)', () => {
  it('reports every missing parent at once on POST and PUT, saving nothing', async () => {
    const errors = {
      PassengerId: ['Passenger 999 does not exist.'],
      TravelClassId: ['Travel class 9 does not exist.'],
      FlightId: ['Flight 998 does not exist.'],
    };
    await expectNoChange(t.db, ['plane_ticket'], async () => {
      const missing = body({ PassengerId: 999, TravelClassId: 9, FlightId: 998 });
      expectValidation(await t.admin.post('/PlaneTickets', missing), errors);
      expectValidation(await t.admin.put('/PlaneTickets/4', missing), errors);
    });
  });
});

describe('searching tickets', () => {
  it('byPrice: an inclusive range, or only a minimum, or only a maximum', async () => {
    expect(idsOf(await t.user.get('/PlaneTickets/byPrice?minPrice=300&maxPrice=500'))).toEqual([2, 3, 4]);
    expect(idsOf(await t.user.get('/PlaneTickets/byPrice?minPrice=1000'))).toEqual([9, 10]);
    // Other tests add cheap tickets: the expectation is read from the table, and includes ticket 1 (exactly 200).
    const upTo200 = (await t.db.selectFrom('planeTicket').select(['id', 'price']).orderBy('id').execute())
      .filter((row) => row.price <= 200)
      .map((row) => row.id);
    expect(upTo200).toContain(1);
    expect(idsOf(await t.user.get('/PlaneTickets/byPrice?maxPrice=200'))).toEqual(upTo200);
    expect((await t.user.get('/PlaneTickets/byPrice?minPrice=5000')).statusCode).toBe(204);
  });

  it('byPrice: a max price below the min price is a 400 naming maxPrice, like a reversed date range', async () => {
    expectValidation(await t.user.get('/PlaneTickets/byPrice?minPrice=500&maxPrice=300'), {
      maxPrice: ['The max price (300) is below the min price (500).'],
    });
    expect(idsOf(await t.user.get('/PlaneTickets/byPrice?minPrice=500&maxPrice=500'))).toEqual([4]);
  });

  it.each(['byFilter', 'search'])('/%s: price, purchase date and seat number are equalities, ANDed', async (route) => {
    const url = (query: string) => `/PlaneTickets/${route}?${query}`;
    expect(idsOf(await t.user.get(url('price=300')))).toEqual([2]);
    expect(idsOf(await t.user.get(url('price=300.00')))).toEqual([2]);
    expect(idsOf(await t.user.get(url(`purchaseDate=${seedDay('2025-07-09')}`)))).toEqual([3]);
    expect(idsOf(await t.user.get(url('seatNumber=7')))).toEqual([3]);
    expect(idsOf(await t.user.get(url(`purchaseDate=${seedDay('2025-07-09')}&seatNumber=7&price=400`)))).toEqual([3]);
    expect((await t.user.get(url('price=300&seatNumber=7'))).statusCode).toBe(204);
    // Equality, not contains or a range: 30 is part of 300 and below 400.
    expect((await t.user.get(url('price=30'))).statusCode).toBe(204);
  });

  it('counts every match in totalCount', async () => {
    const response = await t.user.get('/PlaneTickets/byPrice?minPrice=500&maxPrice=1100&pageSize=4');
    expect(idsOf(response)).toEqual([4, 5, 6, 7]);
    expect(response.json()).toMatchObject({ totalCount: 7, totalPages: 2 });
  });

  it.each([
    ['/PlaneTickets/byPrice?minPrice=cheap', 'minPrice'],
    ['/PlaneTickets/byPrice?minPrice=1&maxPrice=lots', 'maxPrice'],
    ['/PlaneTickets/byFilter?price=abc', 'price'],
    [`/PlaneTickets/byFilter?purchaseDate=2025-02-30`, 'purchaseDate'],
    ['/PlaneTickets/search?seatNumber=1.5', 'seatNumber'],
    // Beyond what a double holds: Number() makes it Infinity, which is no price.
    ['/PlaneTickets/byFilter?price=1e400', 'price'],
    ['/PlaneTickets/byPrice?minPrice=-1e400', 'minPrice'],
  ])('answers %s with 400 naming %s', async (url, criterion) => {
    expect(Object.keys(expectProblem(await t.user.get(url), 400).errors ?? {})).toEqual([criterion]);
  });

  it.each([
    ['/PlaneTickets/byPrice', 'Both min price and max price are missing in the request.'],
    ['/PlaneTickets/byPrice?minPrice=%20&maxPrice=', 'Both min price and max price are missing in the request.'],
    ['/PlaneTickets/byFilter', 'At least one filter criterion must be provided.'],
    ['/PlaneTickets/search?price=&purchaseDate=%20', 'At least one filter criterion must be provided.'],
  ])('answers %s with 400 and the sentence of the reference API', async (url, sentence) => {
    expectProblem(await t.user.get(url), 400, { detail: sentence });
  });
});
