import { Type, type Static } from '@sinclair/typebox';
import type { Same } from './sameType';
import type { Manifest } from '../../src/domain/manifest';
import { FlightSchema } from '../resources/definitions/flights';

// The body of GET /Flights/{id}/manifest; the type lives in src/domain/manifest.ts, shared with the SPA.

const ManifestTicketSchema = Type.Object({
  id: Type.Integer(),
  seatNumber: Type.Integer(),
  passengerId: Type.Integer(),
  firstName: Type.String(),
  lastName: Type.String(),
  passport: Type.String(),
  travelClassId: Type.Integer(),
  travelClass: Type.String(),
  price: Type.Number(),
  purchaseDate: Type.String({ format: 'date' }),
});

const totals = {
  tickets: Type.Integer({ description: 'Tickets sold.' }),
  revenue: Type.Number({ description: 'The sum of their prices.' }),
};

export const ManifestSchema = Type.Object({
  flight: FlightSchema,
  tickets: Type.Array(ManifestTicketSchema, { description: 'Every ticket of the flight, by seat.' }),
  classes: Type.Array(Type.Object({ travelClassId: Type.Integer(), travelClass: Type.String(), ...totals }), {
    description: 'The totals of each travel class the flight sold tickets in.',
  }),
  total: Type.Object(totals),
});

// Fails to compile if the schema and the shared type drift apart. The flight is GET /Flights/{id}'s record, whose schema
// is built from the entity's fields and so has no static shape of its own to compare.
const schemaMatchesDomain: Same<Omit<Static<typeof ManifestSchema>, 'flight'>, Omit<Manifest, 'flight'>> = true;
void schemaMatchesDomain;
