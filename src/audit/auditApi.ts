import { api } from '../api/baseApi';
import { AUDIT_LOG_TAG, rowTag } from '../api/tags';
import type { AuditEntry, AuditLogPage } from '../domain/auditEntry';
import { emptyPage } from '../domain/page';
import type { Filters } from '../resources/search';
import { resourceOfEntity } from './auditedEntities';

/** A page of the audit trail: its filters (entity, recordId, userName, action, from, to), page and order. */
export interface AuditLogArgs {
  filters: Filters;
  page: number;
  pageSize: number;
  /** Oldest first ('at'); newest first when left out, the API's default. */
  sort?: 'at';
}

const auditApi = api.injectEndpoints({
  endpoints: (build) => ({
    auditLog: build.query<AuditLogPage, AuditLogArgs>({
      query: ({ filters, page, pageSize, sort }) => ({
        url: 'AuditLog',
        params: { ...filters, ...(sort ? { sort } : {}), page, pageSize },
        context: { action: 'fetch the activity' },
      }),
      // `related`: the records the changes refer to (D-88); an answer without it names none of them.
      transformResponse: (response: AuditLogPage | null, _meta, { pageSize }) => ({
        ...(response ?? emptyPage<AuditEntry>(pageSize)),
        related: response?.related ?? {},
      }),
      // One record's history changes with that record's writes (its row's tag); the whole trail with any write.
      providesTags: (_result, _error, { filters }) => {
        const resource = filters.entity === undefined ? undefined : resourceOfEntity(filters.entity);
        const recordId = Number(filters.recordId);
        return resource && Number.isInteger(recordId) && recordId > 0
          ? rowTag(resource.key, recordId)
          : [AUDIT_LOG_TAG];
      },
    }),
    /** The users the trail names (GET /AuditLog/users, D-90): what the user filter offers. */
    auditUsers: build.query<string[], void>({
      query: () => ({ url: 'AuditLog/users', context: { action: 'fetch the users of the activity' } }),
      transformResponse: (response: { data: { userName: string }[] } | null) =>
        (response?.data ?? []).map(({ userName }) => userName),
      // A write by someone the trail did not know yet adds a name.
      providesTags: [AUDIT_LOG_TAG],
    }),
  }),
});

export const { useAuditLogQuery, useAuditUsersQuery } = auditApi;
