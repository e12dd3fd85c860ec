import { Loading } from '../../components/Loading';
import styles from '../../components/resource/ListPage.module.css';
import { ErrorAlert } from '../../components/resource/ErrorAlert';
import { QuickSearch } from '../../components/resource/QuickSearch';
import { ResourceTable } from '../../components/resource/ResourceTable';
import { useListLocation } from '../../components/resource/useListLocation';
import { useRememberListView } from '../../components/resource/useRememberListView';
import { usePageTitle } from '../../components/usePageTitle';
import type { TravelClass } from '../../domain/entities/travelClass';
import { column } from '../../resources/columns';
import type { Column } from '../../resources/definition';
import { TextRouteLink } from '../../ui/TextLink';
import { wording, type ResourceScreens } from '../../resources/meta';
import { Alert } from '../../ui/Alert';
import { travelClassesApi } from './travelClassesApi';

const words = wording(travelClassesApi.meta);
const columns: readonly Column<TravelClass>[] = [
  column<TravelClass>('Id', 'id'),
  column<TravelClass>('Type', 'type'),
  // A class has no details page (D-16): its tickets are the tickets list, filtered by it.
  {
    header: 'Tickets',
    value: (travelClass) => (
      <TextRouteLink
        to={`/PlaneTickets?travelClassId=${travelClass.id}`}
        aria-label={`Plane tickets in ${travelClass.type}`}
      >
        Plane tickets
      </TextRouteLink>
    ),
  },
];

/**
 * The read-only table of travel classes (decision D-16): always page 1 of 10, no search fields, pager or actions. Like
 * every list it sorts from its headers and has the quick search, both kept in the address.
 */
function TravelClassesPage() {
  usePageTitle(words.listTitle);
  const { sort, q, changeSort, commitQuery } = useListLocation();
  useRememberListView(travelClassesApi.meta.path);
  const { data, error, isLoading, isFetching, refetch } = travelClassesApi.hooks.list.useQuery({
    page: 1,
    pageSize: 10,
    ...(sort ? { sort } : {}),
    ...(q ? { q } : {}),
  });
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{words.listTitle}</h1>
      <QuickSearch committed={q ?? ''} placeholder="Type any part of a travel class" onSearch={commitQuery} />
      {isLoading ? <Loading screen /> : null}
      {error ? <ErrorAlert error={error} withType onRetry={() => void refetch()} /> : null}
      {!error && data && data.data.length === 0 ? (
        <Alert severity="info">{q ? words.noResultsMessage : words.emptyMessage}</Alert>
      ) : null}
      {!error && data && data.data.length > 0 ? (
        <ResourceTable
          label={words.listTitle}
          columns={columns}
          rows={data.data}
          rowKey={(row) => row.id}
          busy={isFetching}
          sort={sort}
          onSort={changeSort}
        />
      ) : null}
    </div>
  );
}

const screens: ResourceScreens = { List: TravelClassesPage };
export default screens;
