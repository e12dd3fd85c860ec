import type { ReactNode } from 'react';
import type { Column } from '../../resources/definition';
import type { ResourceMeta } from '../../resources/meta';
import type { SortFields } from '../../resources/sorting';
import { TextRouteLink } from '../../ui/TextLink';

interface RelatedName<T, R> {
  /** The related record's id, which the row always has. */
  id: (record: T) => number;
  /** The related record as the row carries it; null or missing when the API left it out. */
  related: (record: T) => R | null | undefined;
  /** How people recognise it: 'Air Serbia', 'Paris – Charles de Gaulle', 'Ognjen Andjelic'. */
  name: (related: R) => ReactNode;
  sort: SortFields;
  /** Entities without a details page open their list instead (a ticket's travel class, decision D-16). */
  opens?: 'details' | 'list';
}

/**
 * A list column naming a related record (a flight's airline) as a link to it, in the same tab as any link of the app.
 * A row without the related record still links to it, by its label and id ('Airline 3').
 */
export function relatedName<T, R>(
  header: string,
  meta: ResourceMeta,
  { id, related, name, sort, opens = 'details' }: RelatedName<T, R>,
): Column<T> {
  return {
    header,
    sort,
    value: (record) => {
      const relatedId = id(record);
      const found = related(record);
      return (
        <TextRouteLink to={opens === 'list' ? meta.path : `${meta.path}/${relatedId}`}>
          {found === null || found === undefined ? `${meta.label} ${relatedId}` : name(found)}
        </TextRouteLink>
      );
    },
  };
}
