import { useId, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { FieldSet } from '../../domain/fields';
import { isCountedPage } from '../../domain/page';
import type { ResourceDefinition } from '../../resources/definition';
import type { Filters } from '../../resources/search';
import { TextRouteLink } from '../../ui/TextLink';
import { visuallyHidden } from '../visuallyHidden';
import { LinearProgress } from '../../ui/LinearProgress';
import type { RowsPerPage } from '../../pagination/paginationSlice';
import { Loading } from '../Loading';
import { ErrorAlert } from './ErrorAlert';
import { useResultsFocus } from './useResultsFocus';
import { Pager } from './Pager';
import { ResourceTable } from './ResourceTable';
import styles from './RelatedRecords.module.css';

interface RelatedRecordsProps<T, S extends FieldSet> {
  /** The resource listed: its columns, sort and list request. */
  resource: ResourceDefinition<T, S>;
  /** Its search filters that select the record's own (`{ airlineId: '5' }`), as its list's address takes them. */
  filters: Filters;
  /** How the record is named after 'of' in the table's name ('airline 5'). */
  owner: string;
}

/**
 * The records of another resource that refer to this one, under its details (an airline's flights, a passenger's
 * tickets): the listed resource's own table, sorted from its headers, paged, each row opening its record, with their
 * count in the heading and a link to the same list on its own page, where it can be searched and exported. Page and
 * order are the section's own: the address is the details page's.
 */
export function RelatedRecords<T, S extends FieldSet>({ resource, filters, owner }: RelatedRecordsProps<T, S>) {
  const { meta, hooks, idOf } = resource;
  const [page, setPage] = useState(1);
  const [sort, setSort] = useState<string | undefined>(undefined);
  const [pageSize, setPageSize] = useState<RowsPerPage>(5);
  const navigate = useNavigate();
  const headingId = useId();
  const summaryId = useId();
  // Without a sort of its own, the list's default order (a pilot's flights: the latest first, D-80).
  const order = sort ?? resource.defaultOrder?.sort;
  const { data, currentData, error, isFetching, refetch } = hooks.list.useQuery({
    page,
    pageSize,
    filters,
    ...(order ? { sort: order } : {}),
  });
  // Asked without countUpTo, the answer always carries its exact count.
  const answered = currentData ?? data;
  const shown = answered === undefined || !isCountedPage(answered) ? undefined : answered;
  const { results, thenFocusResults } = useResultsFocus(!isFetching && answered === currentData, shown);
  const title = meta.pluralLabel;
  const fullList = `${meta.path}?${new URLSearchParams({ ...filters, ...(sort ? { sort } : {}) }).toString()}`;

  return (
    <section aria-labelledby={headingId} className={styles.related}>
      <div className={styles.heading}>
        <h2 id={headingId} className={styles.title}>
          {title}
          {shown ? ` (${shown.totalCount.toLocaleString('en-US')})` : ''}
        </h2>
        {shown && shown.totalCount > 0 ? (
          <TextRouteLink to={fullList}>
            Open as a list<span style={visuallyHidden}> of {meta.pluralLabel.toLowerCase()}</span>
          </TextRouteLink>
        ) : null}
      </div>
      {error ? <ErrorAlert error={error} onRetry={() => void refetch()} /> : null}
      {!error && !shown ? <Loading /> : null}
      {!error && shown && shown.data.length === 0 ? (
        <p className={styles.empty}>No {meta.pluralLabel.toLowerCase()} yet.</p>
      ) : null}
      {/* A page that failed to load leaves the last one on screen, under the error and its Retry (D-84). */}
      {shown && shown.data.length > 0 ? (
        <div ref={results}>
          {isFetching ? <LinearProgress aria-label="Loading..." /> : null}
          <ResourceTable
            label={`${title} of ${owner}`}
            columns={resource.columns}
            rows={shown.data}
            rowKey={idOf}
            describedBy={summaryId}
            busy={isFetching}
            sort={sort}
            defaultOrder={resource.defaultOrder}
            onSort={(next) => {
              setSort(next || undefined);
              setPage(1);
            }}
            onOpen={(row) => navigate(`${meta.path}/${idOf(row)}`)}
          />
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
        </div>
      ) : null}
    </section>
  );
}
