import { api } from '../../../api/baseApi';
import { rowTag, type TagType } from '../../../api/tags';
import type { Dashboard } from '../../../domain/dashboard';
import { resourceList } from '../../../resources/resourceList';

/**
 * GET /Dashboard: every figure of the signed-in home page in one answer. It counts and sums every resource, so any
 * create or delete refetches it (their LIST tags), and so does a change to a departure it lists or its airline,
 * destination or pilot (their row tags), or a refresh of the status page (the health).
 */
const dashboardApi = api.injectEndpoints({
  endpoints: (build) => ({
    getDashboard: build.query<Dashboard, void>({
      query: () => ({ url: 'Dashboard', context: { action: 'load the dashboard' } }),
      providesTags: (result) => [
        'Health',
        ...resourceList.map(({ key }) => ({ type: key as TagType, id: 'LIST' as const })),
        ...(result?.departures.first.flatMap((flight) => [
          ...rowTag('flights', flight.id),
          ...rowTag('airlines', flight.airlineId),
          ...rowTag('destinations', flight.destinationId),
          ...rowTag('pilots', flight.pilotId),
        ]) ?? []),
      ],
    }),
  }),
});

export const { useGetDashboardQuery } = dashboardApi;
