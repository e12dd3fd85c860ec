import { useId, useState } from 'react';
import { useAuditLogQuery } from '../../audit/auditApi';
import type { AuditEntry } from '../../domain/auditEntry';
import { formatLocalDateTime } from '../../domain/typedDateTime';
import type { RowsPerPage } from '../../pagination/paginationSlice';
import { LinearProgress } from '../../ui/LinearProgress';
import { Loading } from '../Loading';
import { ErrorAlert } from '../resource/ErrorAlert';
import { Pager } from '../resource/Pager';
import { useResultsFocus } from '../resource/useResultsFocus';
import { whoOf } from '../../audit/auditWords';
import { AuditEntryView } from './AuditEntryView';
import styles from './RecordHistory.module.css';

interface RecordHistoryProps {
  /** The API's route name of the record's resource ('PlaneTickets'). */
  entity: string;
  recordId: number;
  /** How the record is named after 'of' ('plane ticket 17'). */
  owner: string;
  fieldLabel: (field: string) => string;
}

const stamp = (entry: AuditEntry) => `${formatLocalDateTime(entry.at)} by ${whoOf(entry)}`;

/**
 * A record's history under its details (D-76), for the roles that read the audit trail: when it was created and last
 * changed, and by whom, then every change, newest first, paged as the related records are. A record older than the
 * trail has no create entry, and the page says so rather than leave a blank.
 */
export function RecordHistory({ entity, recordId, owner, fieldLabel }: RecordHistoryProps) {
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState<RowsPerPage>(10);
  const headingId = useId();
  const summaryId = useId();
  const filters = { entity, recordId: String(recordId) };
  // The newest page of ten also says when it was last changed; the oldest entry, whether the trail saw its creation.
  const latest = useAuditLogQuery({ filters, page: 1, pageSize: 10 });
  const first = useAuditLogQuery({ filters, page: 1, pageSize: 1, sort: 'at' });
  const { data, currentData, error, isFetching, refetch } = useAuditLogQuery({ filters, page, pageSize });
  const shown = currentData ?? data;
  const { results, thenFocusResults } = useResultsFocus(!isFetching && shown === currentData, shown, '[data-result]');
  const failure = error ?? latest.error ?? first.error;
  const lastChange = latest.currentData?.data[0];
  const oldest = first.currentData?.data[0];
  const retry = () => {
    void refetch();
    if (latest.error) void latest.refetch();
    if (first.error) void first.refetch();
  };

  return (
    <section aria-labelledby={headingId} className={styles.history}>
      <h2 id={headingId} className={styles.title}>
        History{shown ? ` (${shown.totalCount.toLocaleString('en-US')})` : ''}
      </h2>
      {failure ? <ErrorAlert error={failure} onRetry={retry} /> : null}
      {!failure && (!shown || !latest.currentData || !first.currentData) ? <Loading /> : null}
      {!failure && latest.currentData && first.currentData ? (
        <dl className={styles.stamps}>
          <dt>Created</dt>
          <dd>{oldest?.action === 'create' ? stamp(oldest) : 'before the audit trail began'}</dd>
          <dt>Last changed</dt>
          <dd>{lastChange ? stamp(lastChange) : 'not since the audit trail began'}</dd>
        </dl>
      ) : null}
      {!failure && shown ? (
        <div ref={results}>
          {isFetching ? <LinearProgress aria-label="Loading..." /> : null}
          {shown.data.length === 0 ? (
            <p tabIndex={-1} data-results-empty className={styles.empty}>
              No changes recorded.
            </p>
          ) : (
            <>
              <ol className={styles.entries} aria-label={`History of ${owner}`} aria-busy={isFetching}>
                {shown.data.map((entry) => (
                  <AuditEntryView key={entry.id} entry={entry} fieldLabel={fieldLabel} related={shown.related} />
                ))}
              </ol>
              <Pager
                pageNumber={shown.pageNumber}
                total={shown}
                rowsPerPage={pageSize}
                onPage={thenFocusResults(setPage)}
                onRowsPerPage={(rows) => {
                  setPageSize(rows);
                  setPage(1);
                }}
                summaryId={summaryId}
                disabled={isFetching}
              />
            </>
          )}
        </div>
      ) : null}
    </section>
  );
}
