import { skipToken } from '@reduxjs/toolkit/query';
import { useId, useMemo } from 'react';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { paths } from '../../app/paths';
import { useAuditLogQuery, type AuditLogArgs } from '../../audit/auditApi';
import { Loading } from '../../components/Loading';
import listStyles from '../../components/resource/ListPage.module.css';
import { ErrorAlert } from '../../components/resource/ErrorAlert';
import { Pager } from '../../components/resource/Pager';
import { SearchBar } from '../../components/resource/SearchBar';
import { useListLocation } from '../../components/resource/useListLocation';
import { useRememberListView } from '../../components/resource/useRememberListView';
import { useResultsFocus } from '../../components/resource/useResultsFocus';
import { usePageTitle } from '../../components/usePageTitle';
import { visuallyHidden } from '../../components/visuallyHidden';
import { rowsPerPageChanged, selectRowsPerPage } from '../../pagination/paginationSlice';
import type { AuditedResource } from '../../resources/audited';
import { selectRole } from '../../session/sessionSlice';
import { Alert } from '../../ui/Alert';
import { Select } from '../../ui/Input';
import { LinearProgress } from '../../ui/LinearProgress';
import { ActivityEntry } from './ActivityEntry';
import styles from './ActivityPage.module.css';
import { activityFields, activityProblem } from './activitySearch';
import { usePastTheEnd } from '../../components/resource/usePastTheEnd';

const OLDEST_FIRST = 'at' as const;

/**
 * Every change of the audit trail (D-76): filtered by entity, record, user, action and dates, newest or oldest first,
 * paged; the view lives in the address (D-13), and the focus and announcements after a search or a page are a list's
 * (D-72). Drawn with static CSS, as the lists are. `resources`: each entity's field names and restore, by API name.
 */
export function ActivityPage({ resources }: { resources: ReadonlyMap<string, AuditedResource> }) {
  usePageTitle('Activity');
  const role = useAppSelector(selectRole);
  const rowsPerPage = useAppSelector(selectRowsPerPage);
  const dispatch = useAppDispatch();
  const summaryId = useId();
  const orderId = useId();
  const fields = useMemo(() => activityFields(role), [role]);
  const list = useListLocation(fields);
  const { page, filters, sort, isFiltered, goToPage } = list;
  useRememberListView(paths.activity);

  // An address can carry filters the bar would refuse (a date that is no date): the bar says why, nothing is asked.
  const args: AuditLogArgs | undefined =
    activityProblem(filters) === undefined
      ? { filters, page, pageSize: rowsPerPage, ...(sort === OLDEST_FIRST ? { sort: OLDEST_FIRST } : {}) }
      : undefined;
  const { currentData, data, error, isFetching, refetch } = useAuditLogQuery(args ?? skipToken);
  const shown = currentData ?? (isFetching ? data : undefined);
  const entries = shown?.data ?? [];

  const pastTheEnd = usePastTheEnd(page, currentData, goToPage);

  const loaded = !isFetching && shown !== undefined && shown === currentData;
  const { results, thenFocusResults } = useResultsFocus(loaded, shown, '[data-result]');
  const announcement = !loaded
    ? ''
    : entries.length === 0
      ? 'No results.'
      : `${shown.totalCount} ${shown.totalCount === 1 ? 'result' : 'results'}. Page ${shown.pageNumber} of ${shown.totalPages}.`;

  return (
    <div className={listStyles.page}>
      <div className={listStyles.heading}>
        <h1 className={listStyles.title}>Activity</h1>
      </div>
      <SearchBar
        key={JSON.stringify(filters)}
        fields={fields}
        committed={filters}
        label="Search activity"
        validate={activityProblem}
        onSearch={thenFocusResults(list.commitFilters)}
        onClear={list.resetView}
      />
      <div className={styles.order}>
        <label htmlFor={orderId}>Order:</label>
        <Select
          id={orderId}
          value={sort === OLDEST_FIRST ? OLDEST_FIRST : ''}
          onChange={(event) => thenFocusResults(list.changeSort)(event.target.value)}
        >
          <option value="">Newest first</option>
          <option value={OLDEST_FIRST}>Oldest first</option>
        </Select>
      </div>

      <p aria-live="polite" aria-atomic="true" style={visuallyHidden}>
        {announcement}
      </p>
      {error ? <ErrorAlert error={error} withType onRetry={() => void refetch()} /> : null}
      {!error && !shown && args ? <Loading screen /> : null}
      <div ref={results}>
        {!error && shown && entries.length === 0 && !pastTheEnd ? (
          <div tabIndex={-1} data-results-empty className={listStyles.focusTarget}>
            <Alert severity="info">{isFiltered ? 'No results found for your search.' : 'No activity yet.'}</Alert>
          </div>
        ) : null}
        {shown && entries.length > 0 ? (
          <div>
            {isFetching ? <LinearProgress aria-label="Loading..." className={listStyles.progress} /> : null}
            <ol className={styles.entries} aria-label="Activity" aria-describedby={summaryId} aria-busy={isFetching}>
              {entries.map((entry) => (
                <ActivityEntry
                  key={entry.id}
                  entry={entry}
                  resource={resources.get(entry.entity)}
                  related={shown.related}
                />
              ))}
            </ol>
            <Pager
              pageNumber={shown.pageNumber}
              total={shown}
              rowsPerPage={rowsPerPage}
              onPage={thenFocusResults((next: number) => goToPage(next))}
              onRowsPerPage={(rows) => {
                dispatch(rowsPerPageChanged(rows));
                goToPage(1, { replace: true });
              }}
              summaryId={summaryId}
              disabled={isFetching}
            />
          </div>
        ) : null}
      </div>
    </div>
  );
}
