import { api } from '../../api/baseApi';
import type { HealthReport } from '../../domain/health';

/** GET /HealthCheck: the report, with the signed-in user's token (the API asks for one), no paging. */
const healthApi = api.injectEndpoints({
  endpoints: (build) => ({
    getHealth: build.query<HealthReport | null, void>({
      query: () => ({ url: 'HealthCheck', context: { action: 'check the status' } }),
      providesTags: ['Health'],
    }),
  }),
});

export const { useGetHealthQuery } = healthApi;
