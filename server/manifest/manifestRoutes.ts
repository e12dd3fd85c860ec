import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { departure } from '../../src/domain/entities/flight';
import { destinationName } from '../../src/domain/entities/destination';
import { passengerName, type Manifest, type ManifestTicket, type ManifestTotal } from '../../src/domain/manifest';
import { exportColumns, property } from '../exports/exportColumns';
import { EXPORT_COMPRESSION, exportedBy, exportFormat, fileStamp, sendExport } from '../exports/exportRoutes';
import { flights } from '../resources/definitions/flights';
import type { DtoRow } from '../resources/dtoRows';
import { IdParamsSchema } from '../resources/readRoutes';
import { notFound, pathId } from '../resources/requestParts';
import { ManifestSchema } from '../schemas/manifest';
import { problemResponses } from '../schemas/problem';
import { findManifest } from './findManifest';

// A flight's passenger manifest: GET /Flights/{id}/manifest for the flight's details page, and its exports, whose PDF
// is the manifest as the gate team gets it (docs/manifest.md).

const MANIFEST_COLUMNS = exportColumns<ManifestTicket>([
  property('Seat', 'seatNumber', 0.5),
  { header: 'Passenger', value: passengerName, width: 2 },
  property('Passport', 'passport'),
  property('Travel Class', 'travelClass', 1.2),
  property('Price', 'price', 0.7),
]);

const money = (amount: number) =>
  amount.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const totalLine = (label: string, { tickets, revenue }: ManifestTotal) =>
  `${label}: ${tickets} ${tickets === 1 ? 'ticket' : 'tickets'}, ${money(revenue)}`;

/** The top of the manifest: the flight, airline, destination, pilot and date, then the totals. */
function manifestDetails({ flight, classes, total }: Manifest, at: Date, userName: string): string[] {
  return [
    `Departure: ${departure(flight)}`,
    ...(flight.airline ? [`Airline: ${flight.airline.name}`] : []),
    ...(flight.destination ? [`Destination: ${destinationName(flight.destination)}`] : []),
    ...(flight.pilot ? [`Pilot: ${flight.pilot.firstName} ${flight.pilot.lastName}`] : []),
    ...classes.map((line) => totalLine(line.travelClass, line)),
    totalLine('All classes', total),
    exportedBy(at, userName),
  ];
}

export const manifestRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const tags = [flights.path];
  app.get(
    '/Flights/:id/manifest',
    {
      config: { auth: 'signedIn' },
      schema: {
        tags,
        summary: "A flight's passenger manifest: every ticket by seat, with totals per travel class and overall",
        params: IdParamsSchema,
        response: { 200: ManifestSchema, ...problemResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const id = pathId(request);
      const manifest = id === undefined ? undefined : await findManifest(app.db, id);
      if (manifest === undefined) throw notFound(flights, request.params.id);
      // The flights' DTO schema is built from the entity's fields: its static type is a plain record, which a copy is.
      return { ...manifest, flight: { ...manifest.flight } };
    },
  );

  app.get(
    '/Flights/:id/manifest/export/:format',
    {
      compress: EXPORT_COMPRESSION,
      config: { auth: 'write', background: true },
      schema: {
        tags,
        summary: "A flight's manifest as CSV, Excel (.xlsx) or PDF",
        description:
          'Named Manifest_Flight{id}_{yyyyMMdd_HHmmss}.{csv|xlsx|pdf}; the PDF has the flight and totals on top.',
        params: Type.Object({
          ...IdParamsSchema.properties,
          format: Type.String({ description: 'csv, excel or pdf.' }),
        }),
        response: {
          200: Type.String({ description: 'The file.', contentMediaType: 'application/octet-stream' }),
          ...problemResponses(400, 401, 403, 404),
        },
      },
    },
    async (request, reply) => {
      const format = await exportFormat(request.params.format);
      const id = pathId(request);
      const manifest = id === undefined ? undefined : await findManifest(app.db, id);
      if (manifest === undefined) throw notFound(flights, request.params.id);
      const at = new Date();
      return sendExport(
        reply,
        format,
        `Manifest_Flight${manifest.flight.id}_${fileStamp(at)}`,
        manifest.tickets.length,
        {
          title: `Manifest of flight ${manifest.flight.id}`,
          details: manifestDetails(manifest, at, request.user.userName),
          columns: MANIFEST_COLUMNS,
          // The columns are typed on the manifest's tickets (MANIFEST_COLUMNS); an export carries rows of any shape.
          batches: [manifest.tickets as unknown as DtoRow[]],
        },
      );
    },
  );
};
