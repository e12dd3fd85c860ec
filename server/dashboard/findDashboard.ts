import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import {
  DEPARTURE_DAYS,
  SALES_DAYS,
  type Counted,
  type Dashboard,
  type DashboardCounts,
} from '../../src/domain/dashboard';
import type { Flight } from '../../src/domain/entities/flight';
import type { Database } from '../db/schema';
import { runHealthChecks, type HealthCheck } from '../health/checks';
import { nextDepartures, rowCounts, salesByClass, ticketsPerDay } from './dashboardStatements';
import { addDays, type ServerMoment } from './serverClock';

/** The table each count is kept for (row_count's names). */
const COUNTED_TABLES: Record<Counted, string> = {
  airlines: 'airline',
  destinations: 'destination',
  travelClasses: 'travel_class',
  passengers: 'passenger',
  pilots: 'pilot',
  flights: 'flight',
  planeTickets: 'plane_ticket',
  apiUsers: 'api_user',
};

export interface DashboardRequest {
  now: ServerMoment;
  /** A SuperAdmin also sees how many API users there are. */
  withApiUsers: boolean;
  checks: HealthCheck[];
  log: FastifyBaseLogger;
}

function countsOf(rows: { tableName: string; n: number }[], withApiUsers: boolean): DashboardCounts {
  const kept = new Map(rows.map(({ tableName, n }) => [tableName, n]));
  const count = (key: Counted) => kept.get(COUNTED_TABLES[key]) ?? 0;
  return {
    airlines: count('airlines'),
    destinations: count('destinations'),
    travelClasses: count('travelClasses'),
    passengers: count('passengers'),
    pilots: count('pilots'),
    flights: count('flights'),
    planeTickets: count('planeTickets'),
    ...(withApiUsers ? { apiUsers: count('apiUsers') } : {}),
  };
}

/**
 * Everything the dashboard shows, each part summed by the database: four statements side by side (on PostgreSQL each
 * on a pooled connection of its own; PGlite runs them one after another), and the status page's checks beside them.
 */
export async function findDashboard(db: Kysely<Database>, request: DashboardRequest): Promise<Dashboard> {
  const { now } = request;
  const window = { date: now.date, time: now.time, lastDate: addDays(now.date, DEPARTURE_DAYS) };
  const period = { from: addDays(now.date, 1 - SALES_DAYS), to: now.date };
  const [counts, departures, perDay, byClass, health] = await Promise.all([
    db.executeQuery(rowCounts.with({})),
    db.executeQuery(nextDepartures.with(window)),
    db.executeQuery(ticketsPerDay.with(period)),
    db.executeQuery(salesByClass.with(period)),
    runHealthChecks(request.checks, request.log),
  ]);
  return {
    asOf: now,
    counts: countsOf(counts.rows, request.withApiUsers),
    departures: {
      from: window.date,
      to: window.lastDate,
      total: departures.rows[0]?.total ?? 0,
      first: departures.rows.map(({ total: _total, ...flight }) => flight as unknown as Flight),
    },
    sales: { ...period, perDay: perDay.rows, byClass: byClass.rows },
    health: {
      status: health.status,
      entries: Object.entries(health.entries).map(([name, { status, description }]) => ({ name, status, description })),
    },
  };
}
