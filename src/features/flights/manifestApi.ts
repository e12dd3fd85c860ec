import { api } from '../../api/baseApi';
import { listTags, rowTag } from '../../api/tags';
import type { Manifest } from '../../domain/manifest';

/**
 * GET /Flights/{id}/manifest. It shows the flight, its tickets and their passengers: a change to any of them (a ticket
 * sold, a passenger renamed, the flight moved) refetches it, by the same tags their lists use.
 */
const manifestApi = api.injectEndpoints({
  endpoints: (build) => ({
    getManifest: build.query<Manifest, number>({
      query: (id) => ({ url: `Flights/${id}/manifest`, context: { id, action: "fetch the flight's manifest" } }),
      providesTags: (result, _error, id) => [
        ...rowTag('flights', id),
        ...listTags('planeTickets', result?.tickets.map((ticket) => ticket.id) ?? []),
        ...(result?.tickets.flatMap((ticket) => rowTag('passengers', ticket.passengerId)) ?? []),
      ],
    }),
  }),
});

export const { useGetManifestQuery } = manifestApi;
