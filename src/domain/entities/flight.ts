import { date, reference, time } from '../fields';
import type { Airline } from './airline';
import type { Destination } from './destination';
import type { Pilot } from './pilot';

export const flightFields = {
  departureDate: date('DepartureDate', 'Flight departure date'),
  departureTime: time('DepartureTime', 'Flight departure time'),
  airlineId: reference('AirlineId', 'Airline ID', 'Airline'),
  destinationId: reference('DestinationId', 'Destination ID', 'Destination'),
  pilotId: reference('PilotId', 'Pilot ID', 'Pilot'),
};

/** A flight as the API returns it, with its airline, destination and pilot. */
export interface Flight {
  id: number;
  /** yyyy-MM-dd */
  departureDate: string;
  /** HH:mm:ss */
  departureTime: string;
  airlineId: number;
  destinationId: number;
  pilotId: number;
  airline: Airline | null;
  destination: Destination | null;
  pilot: Pilot | null;
}

/** A departure as people say it: '2023-06-10 14:30' (seconds only when there are some). */
export const departure = (flight: Pick<Flight, 'departureDate' | 'departureTime'>): string =>
  `${flight.departureDate} ${flight.departureTime.endsWith(':00') ? flight.departureTime.slice(0, 5) : flight.departureTime}`;
