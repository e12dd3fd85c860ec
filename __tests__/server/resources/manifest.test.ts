import { expectProblem, startResourceTests, type ResourceTests } from './support';
import { demoDate as seedDay } from '../../../server/db/seed/seedDates';

// GET /Flights/{id}/manifest and its exports: every ticket of the flight by seat, with totals per travel class and
// overall, summed by the database (docs/manifest.md).

let t: ResourceTests;
let flightId: number;
let departureDate: string;

beforeAll(async () => {
  t = await startResourceTests();
  // A flight of its own, whose tickets the test sells.
  const created = await t.admin.post('/Flights', {
    departureDate: seedDay('2025-09-30'),
    departureTime: '23:45',
    airlineId: 2,
    destinationId: 3,
    pilotId: 4,
  });
  expect(created.statusCode).toBe(201);
  ({ id: flightId, departureDate } = created.json<{ id: number; departureDate: string }>());
  const sell = async (seatNumber: number, passengerId: number, travelClassId: number, price: number) => {
    const sold = await t.admin.post('/PlaneTickets', {
      price,
      purchaseDate: departureDate,
      seatNumber,
      passengerId,
      travelClassId,
      flightId,
    });
    expect(sold.statusCode).toBe(201);
  };
  await sell(12, 5, 1, 199.99);
  await sell(3, 6, 3, 1250.5);
  await sell(7, 7, 1, 0.01);
});
afterAll(() => t.close());

it("lists the flight's tickets by seat with their passengers, and sums each class and the flight", async () => {
  const reply = await t.user.get(`/Flights/${flightId}/manifest`);
  expect(reply.statusCode).toBe(200);
  const manifest = reply.json();
  expect(manifest.flight).toMatchObject({
    id: flightId,
    departureDate: seedDay('2025-09-30'),
    departureTime: '23:45:00',
  });
  expect(manifest.flight.airline).toMatchObject({ id: 2 });
  const passengers = await Promise.all([6, 7, 5].map(async (id) => (await t.user.get(`/Passengers/${id}`)).json()));
  expect(
    manifest.tickets.map(({ seatNumber, passengerId, firstName, lastName, passport, travelClassId, price }: never) => ({
      seatNumber,
      passengerId,
      firstName,
      lastName,
      passport,
      travelClassId,
      price,
    })),
  ).toEqual(
    [
      { seatNumber: 3, passengerId: 6, travelClassId: 3, price: 1250.5 },
      { seatNumber: 7, passengerId: 7, travelClassId: 1, price: 0.01 },
      { seatNumber: 12, passengerId: 5, travelClassId: 1, price: 199.99 },
    ].map((ticket, index) => ({
      ...ticket,
      firstName: passengers[index].firstName,
      lastName: passengers[index].lastName,
      passport: passengers[index].passport,
    })),
  );
  expect(manifest.classes).toEqual([
    { travelClassId: 1, travelClass: 'Economy', tickets: 2, revenue: 200 },
    { travelClassId: 3, travelClass: 'Business', tickets: 1, revenue: 1250.5 },
  ]);
  expect(manifest.total).toEqual({ tickets: 3, revenue: 1450.5 });
});

it('answers a flight without tickets with empty lists and zero totals, and a missing flight with 404', async () => {
  const created = await t.admin.post('/Flights', {
    departureDate: seedDay('2025-10-01'),
    departureTime: '06:10',
    airlineId: 1,
    destinationId: 1,
    pilotId: 1,
  });
  const empty = await t.user.get(`/Flights/${created.json<{ id: number }>().id}/manifest`);
  expect(empty.json()).toMatchObject({ tickets: [], classes: [], total: { tickets: 0, revenue: 0 } });
  expectProblem(await t.user.get('/Flights/99999/manifest'), 404, { detail: 'Flight 99999 was not found.' });
});

it('exports the manifest: CSV rows by seat, and a PDF with the flight and the totals on top', async () => {
  const csv = await t.admin.get(`/Flights/${flightId}/manifest/export/csv`);
  expect(csv.statusCode).toBe(200);
  expect(csv.headers['content-disposition']).toMatch(
    new RegExp(`^attachment; filename="Manifest_Flight${flightId}_\\d{8}_\\d{6}\\.csv"$`),
  );
  const lines = csv.body.slice(1).split('\r\n');
  expect(lines[0]).toBe('Seat,Passenger,Passport,Travel Class,Price');
  expect(lines.slice(1, -1).map((line) => line.split(',')[0])).toEqual(['3', '7', '12']);
  expect(lines[1]?.endsWith(',Business,1250.5')).toBe(true);

  const pdf = await t.admin.get(`/Flights/${flightId}/manifest/export/PDF`);
  expect(pdf.headers['content-type']).toBe('application/pdf');
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const document = await pdfjs.getDocument({ data: new Uint8Array(pdf.rawPayload) }).promise;
  const page = await document.getPage(1);
  const text = (await page.getTextContent()).items.map((item) => ('str' in item ? item.str : '')).join(' ');
  const flight = (await t.admin.get(`/Flights/${flightId}`)).json();
  expect(text).toContain(`Manifest of flight ${flightId}`);
  expect(text).toContain(`Departure: ${seedDay('2025-09-30')} 23:45`);
  expect(text).toContain(`Airline: ${flight.airline.name}`);
  expect(text).toContain(`Destination: ${flight.destination.city} – ${flight.destination.airport}`);
  expect(text).toContain(`Pilot: ${flight.pilot.firstName} ${flight.pilot.lastName}`);
  expect(text).toContain('Economy: 2 tickets, 200.00');
  expect(text).toContain('Business: 1 ticket, 1,250.50');
  expect(text).toContain('All classes: 3 tickets, 1,450.50');
});

it('lets every role read the manifest and Admin and SuperAdmin export it', async () => {
  expect((await t.user.get(`/Flights/${flightId}/manifest/export/csv`)).statusCode).toBe(403);
  expect((await t.superAdmin.get(`/Flights/${flightId}/manifest/export/excel`)).statusCode).toBe(200);
  const anonymous = await t.testApp.app.inject({ method: 'GET', url: `/api/v1/Flights/${flightId}/manifest` });
  expect(anonymous.statusCode).toBe(401);
  expectProblem(await t.admin.get(`/Flights/${flightId}/manifest/export/doc`), 400, {
    detail: "'doc' is not an export format. Formats: csv, excel, pdf.",
  });
  expectProblem(await t.admin.get('/Flights/99999/manifest/export/csv'), 404, {
    detail: 'Flight 99999 was not found.',
  });
});
