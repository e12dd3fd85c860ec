import type { TSchema } from '@sinclair/typebox';
import type { ResourceDefinition } from '../definition';
import { AirlineSchema, airlines } from './airlines';
import { ApiUserSchema, apiUsers } from './apiUsers';
import { DestinationSchema, destinations } from './destinations';
import { FlightSchema, flights } from './flights';
import { PassengerSchema, passengers } from './passengers';
import { PilotSchema, pilots } from './pilots';
import { PlaneTicketSchema, planeTickets } from './planeTickets';
import { TravelClassSchema, travelClasses } from './travelClasses';

/** Every resource of the API with the schema of its DTO, in the order the documentation lists them. */
export const RESOURCES: { definition: ResourceDefinition; dto: TSchema }[] = [
  { definition: airlines, dto: AirlineSchema },
  { definition: apiUsers, dto: ApiUserSchema },
  { definition: destinations, dto: DestinationSchema },
  { definition: flights, dto: FlightSchema },
  { definition: passengers, dto: PassengerSchema },
  { definition: pilots, dto: PilotSchema },
  { definition: planeTickets, dto: PlaneTicketSchema },
  { definition: travelClasses, dto: TravelClassSchema },
];
