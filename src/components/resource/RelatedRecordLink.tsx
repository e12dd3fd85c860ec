import { Link } from 'react-router-dom';
import type { Column } from '../../resources/definition';
import { wording, type ResourceMeta } from '../../resources/meta';
import { Icon } from '../../ui/icons';
import styles from './RelatedRecordLink.module.css';

interface RelatedRecordLinkProps {
  /** The related record's id, the button's text. */
  id: number;
  /** Where it opens: the record's details, or a list when the entity has no details page (travel classes, D-16). */
  to: string;
  /** What opens, for screen readers and the tooltip: 'airline 3', 'the travel classes'. */
  subject: string;
}

/**
 * A related record's id (on a details page or in a list) as a small outlined button in the info colour, as MUI drew
 * it, that opens that record in a new tab (decision D-22).
 */
function RelatedRecordLink({ id, to, subject }: RelatedRecordLinkProps) {
  return (
    <Link
      to={to}
      target="_blank"
      rel="noopener"
      aria-label={`${id}: open ${subject} in a new tab`}
      title={`Open ${subject} in a new tab`}
      className={styles.link}
    >
      {id}
      <Icon name="openInNew" className={styles.icon} />
    </Link>
  );
}

/**
 * A details line with a related record's id as a RelatedRecordLink. `opens: 'list'` is for entities without a details
 * page: the button opens their list (a ticket's travel class, D-16).
 */
export function relatedId<T>(
  header: string,
  meta: ResourceMeta,
  idOf: (record: T) => number,
  opens: 'details' | 'list' = 'details',
): Column<T> {
  return {
    header,
    value: (record) => {
      const id = idOf(record);
      return opens === 'list' ? (
        <RelatedRecordLink id={id} to={meta.path} subject={`the ${meta.pluralLabel.toLowerCase()}`} />
      ) : (
        <RelatedRecordLink id={id} to={`${meta.path}/${id}`} subject={wording(meta).record(id)} />
      );
    },
  };
}
