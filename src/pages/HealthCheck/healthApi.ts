import { api } from '../../api/baseApi';
import type { DataRulesReport } from '../../domain/dataRules';
import type { HealthReport } from '../../domain/health';

/** GET /HealthCheck: the report, with the signed-in user's token (the API asks for one), no paging. */
const healthApi = api.injectEndpoints({
  endpoints: (build) => ({
    getHealth: build.query<HealthReport | null, void>({
      query: () => ({ url: 'HealthCheck', context: { action: 'check the status' } }),
      providesTags: ['Health'],
    }),
    /** GET /DataRules: the records that break a booking rule, asked for when the report says some do. */
    getDataRules: build.query<DataRulesReport, void>({
      query: () => ({ url: 'DataRules', context: { action: 'list the records that break a booking rule' } }),
      providesTags: ['Health'],
    }),
  }),
});

export const { useGetHealthQuery, useGetDataRulesQuery } = healthApi;
