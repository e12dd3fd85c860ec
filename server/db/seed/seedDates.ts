import { addDays, serverMoment } from '../../dashboard/serverClock';

// The demo data's dates move with the day it is seeded (decision D-89): its flights were the reference's, on
// 2025-08-07..16, and a fresh install seeded months later showed an empty dashboard. Seeding shifts every date by the
// same whole number of weeks, so weekdays and the days between a purchase and its flight stay as they were, and every
// booking rule that held for the reference's dates holds for the shifted ones.

/** The first demo flight's day as the reference dated it: a Thursday. */
const FIRST_DEPARTURE = '2025-08-07';
const DAY_MS = 86_400_000;

const dayNumber = (date: string) => Date.parse(`${date}T00:00:00Z`) / DAY_MS;

/**
 * How many days the demo dates move when seeded on `today` (the server's local date, the dashboard's today): the
 * whole weeks that put the first demo flight on the Thursday nearest today. Its ten daily flights then leave from at
 * most three days ago to six days from now, and its tickets were bought 31 days before each flight: at least five
 * departures in the dashboard's coming week and at least five sales in its last 30 days, whatever the weekday.
 */
export function demoShiftDays(today: string = serverMoment().date): number {
  return Math.round((dayNumber(today) - dayNumber(FIRST_DEPARTURE)) / 7) * 7;
}

/** A date of the demo data as the reference dated it ('2025-08-10'), as a database seeded on `today` holds it. */
export const demoDate = (referenceDate: string, today?: string): string => addDays(referenceDate, demoShiftDays(today));
