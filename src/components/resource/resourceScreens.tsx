import type { FieldSet } from '../../domain/fields';
import { audited } from '../../resources/audited';
import type { ResourceDefinition } from '../../resources/definition';
import type { ResourceScreens } from '../../resources/meta';
import { selectRowsPerPage } from '../../pagination/paginationSlice';
import { lazyWithMuiTheme } from '../../theme/lazyWithMuiTheme';
import { ListPage } from './ListPage';
import { listArgsAt } from './useListLocation';

const loadRecordScreens = () => import(/* webpackChunkName: "record-screens" */ './recordScreens');

/**
 * The generic screens bound to one resource definition; a feature module exports these as its default. The list is
 * drawn with static CSS and comes with the feature; the details and form screens use MUI and load on demand.
 */
export function resourceScreens<T, S extends FieldSet>(resource: ResourceDefinition<T, S>): ResourceScreens {
  const { list } = resource.hooks;
  return {
    List: () => <ListPage resource={resource} />,
    audited: audited(resource),
    prepare: {
      // The page the list will ask for, asked for while the screen is still on its way (ListPage then subscribes).
      List: async ({ dispatch, getState, search }) => {
        const args = listArgsAt(resource, new URLSearchParams(search), selectRowsPerPage(getState()));
        if (args) await dispatch(list.initiate(args, { subscribe: false }));
      },
    },
    Details: lazyWithMuiTheme(async () => {
      const { DetailsPage } = await loadRecordScreens();
      return () => <DetailsPage resource={resource} />;
    }),
    Create: resource.meta.creatable
      ? lazyWithMuiTheme(async () => {
          const { CreatePage } = await loadRecordScreens();
          return () => <CreatePage resource={resource} />;
        })
      : undefined,
    Edit: lazyWithMuiTheme(async () => {
      const { EditPage } = await loadRecordScreens();
      return () => <EditPage resource={resource} />;
    }),
  };
}
