import { sql } from 'kysely';
import { addDays, serverMoment } from '../../server/dashboard/serverClock';
import * as reference from '../../server/db/seed/demoRows';
import { demoShiftDays } from '../../server/db/seed/seedDates';
import { DEPARTURE_DAYS, SALES_DAYS, type Dashboard } from '../../src/domain/dashboard';
import { startResourceTests, type ResourceTests } from './resources/support';

// The demo data is dated around the day it is seeded (D-89): a fresh install's dashboard has departures in its coming
// week and sales in its last 30 days, whatever the weekday, and the seeded data keeps every booking rule.

let t: ResourceTests;
beforeAll(async () => {
  t = await startResourceTests();
});
afterAll(() => t.close());

const weekday = (date: string) => new Date(`${date}T00:00:00Z`).getUTCDay();

describe('the demo data of a fresh database', () => {
  it('fills the dashboard: departures in the coming week, sales in the last 30 days', async () => {
    const reply = await t.user.get('/Dashboard');
    expect(reply.statusCode).toBe(200);
    const { departures, sales, asOf } = reply.json<Dashboard>();
    expect(asOf.date).toBe(serverMoment().date);
    expect(departures.total).toBeGreaterThanOrEqual(5);
    expect(departures.first).toHaveLength(departures.total);
    const sold = sales.perDay.reduce((sum, day) => sum + day.tickets, 0);
    expect(sold).toBeGreaterThanOrEqual(5);
    expect(sales.byClass.reduce((sum, travelClass) => sum + travelClass.tickets, 0)).toBe(sold);
    expect(sales.byClass.some((travelClass) => travelClass.revenue > 0)).toBe(true);
  });

  it('moves every date by the same whole weeks, so weekdays and the booking rules hold', async () => {
    const shift = demoShiftDays();
    expect(shift % 7).toBe(0);
    const flights = await t.db.selectFrom('flight').select(['id', 'departureDate']).orderBy('id').execute();
    expect(flights).toEqual(
      reference.flights.map((flight) => ({ id: flight.id, departureDate: addDays(flight.departureDate, shift) })),
    );
    expect(flights.map((flight) => weekday(flight.departureDate))).toEqual(
      reference.flights.map((flight) => weekday(flight.departureDate)),
    );
    const { rows } = await sql<{ late: number; future: number }>`
      select count(*) filter (where t.purchase_date > f.departure_date)::int as late,
             count(*) filter (where t.purchase_date > current_date)::int as future
      from plane_ticket t join flight f on f.id = t.flight_id`.execute(t.db);
    expect(rows[0]).toEqual({ late: 0, future: 0 });
  });
});

describe('the shift, seeded on each day of a week', () => {
  // Counted here from the reference's rows as the dashboard counts (docs/dashboard.md), at the end of the seeding
  // day: its flight of that day has left, the worst case.
  const firstDay = '2026-12-07';
  it.each(Array.from({ length: 7 }, (_, offset) => addDays(firstDay, offset)))(
    'seeded on %s: at least five departures to come this week and five sales this month',
    (today) => {
      const shift = demoShiftDays(today);
      const departures = reference.flights
        .map((flight) => addDays(flight.departureDate, shift))
        .filter((date) => date > today && date <= addDays(today, DEPARTURE_DAYS));
      const purchases = reference.planeTickets
        .map((ticket) => addDays(ticket.purchaseDate, shift))
        .filter((date) => date > addDays(today, -SALES_DAYS) && date <= today);
      expect(departures.length).toBeGreaterThanOrEqual(5);
      expect(purchases.length).toBeGreaterThanOrEqual(5);
      expect(reference.planeTickets.every((ticket) => addDays(ticket.purchaseDate, shift) <= today)).toBe(true);
    },
  );
});
