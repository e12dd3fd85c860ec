import { api } from '../api/baseApi';
import { AUDIT_LOG_TAG, rowTag } from '../api/tags';
import type { AuditEntry } from '../domain/auditEntry';
import { emptyPage, type Page } from '../domain/page';
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
    auditLog: build.query<Page<AuditEntry>, AuditLogArgs>({
      query: ({ filters, page, pageSize, sort }) => ({
        url: 'AuditLog',
        params: { ...filters, ...(sort ? { sort } : {}), page, pageSize },
        context: { action: 'fetch the activity' },
      }),
      transformResponse: (response: Page<AuditEntry> | null, _meta, { pageSize }) =>
        response ?? emptyPage<AuditEntry>(pageSize),
      // One record's history changes with that record's writes (its row's tag); the whole trail with any write.
      providesTags: (_result, _error, { filters }) => {
        const resource = filters.entity === undefined ? undefined : resourceOfEntity(filters.entity);
        const recordId = Number(filters.recordId);
        return resource && Number.isInteger(recordId) && recordId > 0
          ? rowTag(resource.key, recordId)
          : [AUDIT_LOG_TAG];
      },
    }),
  }),
});

export const { useAuditLogQuery } = auditApi;
