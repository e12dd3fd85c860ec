import { date, decimal, integer, reference } from '../fields';
import type { Flight } from './flight';
import type { Passenger } from './passenger';
import type { TravelClass } from './travelClass';

/** numeric(8, 2): the largest price the database holds. */
const MAX_TICKET_PRICE = 999_999.99;

export const planeTicketFields = {
  price: decimal('Price', 'Price', { min: 0, max: MAX_TICKET_PRICE, scale: 2 }),
  purchaseDate: date('PurchaseDate', 'Purchase date'),
  seatNumber: integer('SeatNumber', 'Seat number', { min: 0 }),
  passengerId: reference('PassengerId', 'Passenger ID', 'Passenger'),
  travelClassId: reference('TravelClassId', 'Travel class ID', 'Travel class'),
  flightId: reference('FlightId', 'Flight ID', 'Flight'),
};

/** A plane ticket as the API returns it, with its passenger, travel class and flight. */
export interface PlaneTicket {
  id: number;
  price: number;
  /** yyyy-MM-dd */
  purchaseDate: string;
  seatNumber: number;
  passengerId: number;
  travelClassId: number;
  flightId: number;
  passenger: Passenger | null;
  travelClass: TravelClass | null;
  /**
   * One level deep: its own airline, destination and pilot are null, as the reference answers, unless the request's
   * `include` names them (the tickets list asks for the destination; one ticket, for the airline and destination).
   */
  flight: Flight | null;
}
