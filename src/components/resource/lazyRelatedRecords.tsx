import { lazy, Suspense } from 'react';
import type { FieldSet } from '../../domain/fields';
import type { ResourceDefinition } from '../../resources/definition';
import type { Filters } from '../../resources/search';
import { Loading } from '../Loading';
import { RelatedRecords } from './RelatedRecords';

export interface RelatedListProps {
  filters: Filters;
  /** How the record is named after 'of' ('airline 5'). */
  owner: string;
}

/**
 * A related list whose resource's screens load when it first shows (an airline's details load the flights' columns,
 * the flights' screens): each feature keeps its screens in a chunk of its own.
 */
export function lazyRelatedRecords<T, S extends FieldSet>(load: () => Promise<{ resource: ResourceDefinition<T, S> }>) {
  const Loaded = lazy(async () => {
    const { resource } = await load();
    return { default: (props: RelatedListProps) => <RelatedRecords resource={resource} {...props} /> };
  });
  return function RelatedList(props: RelatedListProps) {
    return (
      <Suspense fallback={<Loading />}>
        <Loaded {...props} />
      </Suspense>
    );
  };
}
