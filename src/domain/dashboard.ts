import type { Flight } from './entities/flight';
import type { HealthStatus } from './health';

// The signed-in home page's dashboard (GET /Dashboard, docs/dashboard.md): how many records there are, the next
// departures, the tickets sold lately and what they brought in, and the service's health at a glance, in one answer.
// Shared by the API and the SPA.

/** The departures shown: from the server's present moment to the end of the day this many days after today. */
export const DEPARTURE_DAYS = 7;
/** How many of them come with their flight; the rest are only counted. */
export const DEPARTURES_LISTED = 10;
/** The sales charts: the last this many days, today included. */
export const SALES_DAYS = 30;

/**
 * How many records there are, by the SPA's resource keys (src/resources/resourceList.ts). API users are counted for a
 * SuperAdmin only, the one role that may list them (D-51).
 */
export interface DashboardCounts {
  airlines: number;
  destinations: number;
  travelClasses: number;
  passengers: number;
  pilots: number;
  flights: number;
  planeTickets: number;
  apiUsers?: number;
}
export type Counted = keyof DashboardCounts;

/** One day of the sales chart; a day without a sale is there with 0. */
export interface DaySales {
  /** yyyy-MM-dd */
  date: string;
  tickets: number;
}

/** One travel class's sales over the period; a class without a sale is there with 0. */
export interface ClassSales {
  travelClassId: number;
  travelClass: string;
  tickets: number;
  revenue: number;
}

interface DashboardHealthEntry {
  name: string;
  status: HealthStatus;
  description: string;
}

export interface Dashboard {
  /** The server's date and time the figures were read at: 'today' is this date (docs/dashboard.md). */
  asOf: { date: string; time: string };
  counts: DashboardCounts;
  departures: {
    /** yyyy-MM-dd: today, from `asOf.time` on. */
    from: string;
    /** yyyy-MM-dd: the last day included, DEPARTURE_DAYS after today. */
    to: string;
    /** Every departure of the window. */
    total: number;
    /** The first DEPARTURES_LISTED of them, by departure date, time and id. */
    first: Flight[];
  };
  sales: {
    /** yyyy-MM-dd: the first and last days (today) of the period, SALES_DAYS days. */
    from: string;
    to: string;
    /** Every day of the period, oldest first. */
    perDay: DaySales[];
    /** Every travel class, in the classes' order. */
    byClass: ClassSales[];
  };
  /** The checks of the status page (GET /HealthCheck), without their details. */
  health: { status: HealthStatus; entries: DashboardHealthEntry[] };
}
