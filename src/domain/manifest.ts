import type { Flight } from './entities/flight';

// A flight's passenger manifest (GET /Flights/{id}/manifest): every ticket of the flight by seat, and its totals per
// travel class and overall, as the gate team and the auditors read it. Shared by the API and the SPA.

export interface ManifestTicket {
  id: number;
  seatNumber: number;
  passengerId: number;
  firstName: string;
  lastName: string;
  passport: string;
  travelClassId: number;
  travelClass: string;
  price: number;
  /** yyyy-MM-dd */
  purchaseDate: string;
}

export interface ManifestTotal {
  tickets: number;
  revenue: number;
}

interface ManifestClassTotal extends ManifestTotal {
  travelClassId: number;
  travelClass: string;
}

export interface Manifest {
  flight: Flight;
  tickets: ManifestTicket[];
  /** One line per travel class the flight sold tickets in, in the classes' order. */
  classes: ManifestClassTotal[];
  total: ManifestTotal;
}

/** A passenger as the manifest names them. */
export const passengerName = (ticket: Pick<ManifestTicket, 'firstName' | 'lastName'>) =>
  `${ticket.firstName} ${ticket.lastName}`;
