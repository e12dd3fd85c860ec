import { skipToken } from '@reduxjs/toolkit/query';
import { useDeferredValue, useId, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { canWrite } from '../../domain/roles';
import { rowsPerPageChanged, selectRowsPerPage } from '../../pagination/paginationSlice';
import type { FieldSet } from '../../domain/fields';
import { isCountedPage } from '../../domain/page';
import type { ResourceDefinition } from '../../resources/definition';
import { wording } from '../../resources/meta';
import { selectRole } from '../../session/sessionSlice';
import { Alert } from '../../ui/Alert';
import { ButtonLink } from '../../ui/Button';
import { LinearProgress } from '../../ui/LinearProgress';
import { Loading } from '../Loading';
import { usePageTitle } from '../usePageTitle';
import { visuallyHidden } from '../visuallyHidden';
import { ExportButtons } from '../export/ExportButtons';
import { ConfirmDeleteOnDemand } from './ConfirmDeleteOnDemand';
import { DeleteRefusalAlert } from './DeleteRefusalAlert';
import { ErrorAlert } from './ErrorAlert';
import styles from './ListPage.module.css';
import { Pager } from './Pager';
import { announced, pagerTotal } from './pagerTotal';
import { QuickSearch } from './QuickSearch';
import { ResourceTable } from './ResourceTable';
import { RowActions } from './RowActions';
import { SearchBar } from './SearchBar';
import { useDeleteRecord } from './useDeleteRecord';
import { countArgs, listArgs, useListLocation } from './useListLocation';
import { useRememberListView } from './useRememberListView';
import { useResultsFocus } from './useResultsFocus';
import { usePastTheEnd } from './usePastTheEnd';
import { useMediaQuery } from '../../ui/useMediaQuery';
import { CARDS_QUERY } from './ResourceTable';
import { ListViewControls } from './ListViewControls';
import { printsWide } from './printsWide';
import { useListPreferences } from './useListPreferences';

/**
 * The list screen of a resource: quick search and search, a table sorted from its headers whose rows open their
 * records, row actions, summary, pager. Drawn with static CSS (src/ui): a list loads no MUI code until its delete
 * dialog is first opened.
 */
export function ListPage<T, S extends FieldSet>({ resource }: { resource: ResourceDefinition<T, S> }) {
  const { meta, hooks, search, idOf } = resource;
  const words = wording(meta);
  usePageTitle(words.listTitle);
  const role = useAppSelector(selectRole);
  const rowsPerPage = useAppSelector(selectRowsPerPage);
  const dispatch = useAppDispatch();
  const summaryId = useId();
  const navigate = useNavigate();
  const list = useListLocation(search?.fields);
  const { page, filters, sort, q, isFiltered, goToPage } = list;
  useRememberListView(meta.path);

  // A link can carry a search the bar would refuse (an end date before the start): the bar says why, nothing is asked.
  // 'Count all results' asks for the exact count of the search on screen (D-106); another search is counted so far again.
  const searchKey = JSON.stringify([filters ?? {}, q ?? '']);
  const [exactFor, setExactFor] = useState<string | undefined>(undefined);
  const args = listArgs(resource, list.view, rowsPerPage, exactFor === searchKey);
  const { currentData, data, error, isFetching, refetch } = hooks.list.useQuery(args ?? skipToken);
  // While another page loads, the previous one stays on screen (dimmed) rather than jumping to a spinner. A page that
  // arrives is drawn at low priority, in slices the browser can interrupt, rather than in one long task (TBT budget).
  // A page that failed to load leaves the last one on screen, under the error and its Retry (D-84).
  const shown = useDeferredValue(currentData ?? (isFetching || error ? data : undefined));
  const rows = shown?.data ?? [];

  const pastTheEnd = usePastTheEnd(page, currentData, goToPage);
  // A search's page comes first, and its count is asked for once the page is in (D-110): the rows need not wait for
  // the counting, and the count does not slow the page down. A server that counted anyway (the reference API knows
  // no count=false) has said it already.
  const countNeeded = args?.count === false && currentData !== undefined && !isCountedPage(currentData);
  const counted = hooks.list.useQuery(countNeeded ? countArgs(args) : skipToken);
  const count = counted.isError ? 'failed' : counted.currentData;

  const loaded = !isFetching && shown !== undefined && shown === currentData;
  const { results, focusRowOnLoad, thenFocusResults } = useResultsFocus(loaded, shown);
  const view = useListPreferences(meta.path);
  const cards = useMediaQuery(CARDS_QUERY);
  // The order asked for: the address's, else the list's own default (D-80). An export follows the order on screen.
  const order = sort ?? resource.defaultOrder?.sort;
  const total = shown === undefined ? undefined : pagerTotal(shown, count, rowsPerPage, () => setExactFor(searchKey));
  // What a screen reader says once a page of results is in: the count and where in them the user is.
  const announcement =
    !loaded || shown === undefined || total === undefined
      ? ''
      : rows.length === 0
        ? 'No results.'
        : announced(total, shown.pageNumber);

  const writer = canWrite(role);
  const deletion = useDeleteRecord(resource, (id) => {
    const index = rows.findIndex((row) => idOf(row) === id);
    // The last row of a page is gone: show the page before it (D-30), focus on its last row.
    if (rows.length === 1 && page > 1) {
      focusRowOnLoad(Number.MAX_SAFE_INTEGER);
      goToPage(page - 1, { replace: true });
    } else focusRowOnLoad(Math.max(index, 0));
  });

  const changeRowsPerPage = (rows: typeof rowsPerPage) => {
    dispatch(rowsPerPageChanged(rows));
    goToPage(1, { replace: true });
  };

  return (
    <div className={styles.page} data-print-page={printsWide(resource.columns, view.hidden) ? 'wide' : undefined}>
      <div className={styles.heading}>
        <h1 className={styles.title}>{words.listTitle}</h1>
        {meta.creatable && writer ? (
          <ButtonLink
            to={`${meta.path}/Create`}
            variant="contained"
            startIcon="add"
            className={styles.create}
            data-print="hide"
          >
            {words.createTitle}
          </ButtonLink>
        ) : null}
      </div>
      {/* What finds and exports records is not printed: a printed list is its table. */}
      <div className={styles.finding} data-print="hide">
        <QuickSearch
          committed={q ?? ''}
          placeholder={resource.quickSearchHint}
          onSearch={thenFocusResults(list.commitQuery)}
        />
        {search ? (
          <SearchBar
            key={JSON.stringify(filters)}
            fields={search.fields}
            committed={filters}
            label={`Search ${meta.pluralLabel.toLowerCase()}`}
            validate={search.validate}
            onSearch={thenFocusResults(list.commitFilters)}
            // Clear starts the list afresh: no search, no quick search, the key's order, page 1.
            onClear={list.resetView}
          />
        ) : null}

        {writer ? (
          <ExportButtons
            exportPath={`${resource.apiPath}/export`}
            records={meta.pluralLabel.toLowerCase()}
            // Every row the list finds, not only the page on screen.
            query={{ ...filters, ...(order ? { sort: order } : {}), ...(q ? { q } : {}), getAll: 'true' }}
          />
        ) : null}
      </div>

      {/* A live region rather than a status: the list's loading indicator is the page's status. */}
      <p aria-live="polite" aria-atomic="true" style={visuallyHidden}>
        {announcement}
      </p>
      {deletion.refusal ? <DeleteRefusalAlert refusal={deletion.refusal} onDismiss={deletion.dismissRefusal} /> : null}
      {error ? <ErrorAlert error={error} withType onRetry={() => void refetch()} /> : null}
      {!error && !shown && args ? <Loading screen /> : null}
      <div ref={results}>
        {!error && shown && rows.length === 0 && !pastTheEnd ? (
          <div tabIndex={-1} data-results-empty className={styles.focusTarget}>
            <Alert severity="info">{isFiltered ? words.noResultsMessage : words.emptyMessage}</Alert>
          </div>
        ) : null}
        {/* A refetch that fails (after a delete, or Retry) leaves the page it had on screen, under the error. */}
        {shown && total && rows.length > 0 ? (
          <div>
            {cards ? null : (
              <ListViewControls
                headers={resource.columns.map((column) => column.header)}
                hidden={view.hidden}
                onToggleColumn={view.toggleColumn}
                onShowAllColumns={view.showAllColumns}
                density={view.density}
                onDensity={view.setDensity}
              />
            )}
            {isFetching ? <LinearProgress aria-label="Loading..." className={styles.progress} /> : null}
            <ResourceTable
              label={words.listTitle}
              columns={resource.columns}
              rows={rows}
              rowKey={idOf}
              describedBy={summaryId}
              busy={isFetching}
              sort={sort}
              defaultOrder={resource.defaultOrder}
              onSort={list.changeSort}
              hidden={view.hidden}
              density={view.density}
              onOpen={(row) => navigate(`${meta.path}/${idOf(row)}`)}
              actions={(row) => {
                const id = idOf(row);
                return (
                  <RowActions
                    subject={words.record(id)}
                    openTo={`${meta.path}/${id}`}
                    editTo={writer ? `${meta.path}/Edit/${id}` : undefined}
                    onDelete={
                      writer && resource.deleteFromList ? () => deletion.ask(id, resource.describe(row)) : undefined
                    }
                    deleting={deletion.pending === id}
                  />
                );
              }}
            />
            <Pager
              pageNumber={shown.pageNumber}
              total={total}
              rowsPerPage={rowsPerPage}
              onPage={thenFocusResults((next: number) => goToPage(next))}
              onRowsPerPage={changeRowsPerPage}
              summaryId={summaryId}
              disabled={isFetching}
            />
          </div>
        ) : null}
      </div>

      <ConfirmDeleteOnDemand {...deletion.dialog} />
    </div>
  );
}
