import { Loading } from '../../components/Loading';
import styles from '../../components/resource/ListPage.module.css';
import { ErrorAlert } from '../../components/resource/ErrorAlert';
import { ResourceTable } from '../../components/resource/ResourceTable';
import { usePageTitle } from '../../components/usePageTitle';
import type { TravelClass } from '../../domain/entities/travelClass';
import { column } from '../../resources/columns';
import { wording, type ResourceScreens } from '../../resources/meta';
import { Alert } from '../../ui/Alert';
import { travelClassesApi } from './travelClassesApi';

const words = wording(travelClassesApi.meta);
const columns = [column<TravelClass>('Id', 'id'), column<TravelClass>('Type', 'type')];

/** The read-only table of travel classes (decision D-16): always page 1 of 10, no search, pager or actions. */
function TravelClassesPage() {
  usePageTitle(words.listTitle);
  const { data, error, isLoading, refetch } = travelClassesApi.hooks.list.useQuery({ page: 1, pageSize: 10 });
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{words.listTitle}</h1>
      {isLoading ? <Loading screen /> : null}
      {error ? <ErrorAlert error={error} withType onRetry={() => void refetch()} /> : null}
      {data && data.data.length === 0 ? <Alert severity="info">{words.emptyMessage}</Alert> : null}
      {data && data.data.length > 0 ? (
        <ResourceTable label={words.listTitle} columns={columns} rows={data.data} rowKey={(row) => row.id} />
      ) : null}
    </div>
  );
}

const screens: ResourceScreens = { List: TravelClassesPage };
export default screens;
