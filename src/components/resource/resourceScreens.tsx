import type { FieldSet } from '../../domain/fields';
import type { ResourceDefinition } from '../../resources/definition';
import type { ResourceScreens } from '../../resources/meta';
import { DetailsPage } from './DetailsPage';
import { CreatePage, EditPage } from './FormPage';
import { ListPage } from './ListPage';

/** The generic screens bound to one resource definition; a feature module exports these as its default. */
export function resourceScreens<T, S extends FieldSet>(resource: ResourceDefinition<T, S>): ResourceScreens {
  const { useCreate } = resource.hooks;
  return {
    List: () => <ListPage resource={resource} />,
    Details: () => <DetailsPage resource={resource} />,
    Create:
      useCreate && resource.meta.creatable ? () => <CreatePage resource={resource} useCreate={useCreate} /> : undefined,
    Edit: () => <EditPage resource={resource} />,
  };
}
