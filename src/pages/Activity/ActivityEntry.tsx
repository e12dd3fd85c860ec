import { resourceOfEntity } from '../../audit/auditedEntities';
import { AuditEntryView } from '../../components/audit/AuditEntryView';
import type { AuditEntry, RelatedRecords } from '../../domain/auditEntry';
import { fieldLabel, type AuditedResource } from '../../resources/audited';
import type { ResourceMeta } from '../../resources/meta';
import { TextRouteLink } from '../../ui/TextLink';
import styles from './ActivityPage.module.css';
import { RestoreAction } from './RestoreAction';

const NO_INPUTS = {};

/**
 * An entry of the Activity screen: it names its record, a link to the record while it exists (to its list for a
 * resource without details pages), and offers Restore on a delete whose record is gone.
 */
interface ActivityEntryProps {
  entry: AuditEntry;
  resource: AuditedResource | undefined;
  /** The records the page's changes refer to (D-88). */
  related: RelatedRecords;
}

export function ActivityEntry({ entry, resource, related }: ActivityEntryProps) {
  const meta: ResourceMeta | undefined = resource?.meta ?? resourceOfEntity(entry.entity);
  const name = `${meta?.label ?? entry.entity} ${entry.recordId}`;
  const to = meta && entry.recordExists ? (meta.readOnly ? meta.path : `${meta.path}/${entry.recordId}`) : undefined;
  return (
    <AuditEntryView
      entry={entry}
      fieldLabel={resource?.fieldLabel ?? ((field) => fieldLabel(NO_INPUTS, field))}
      related={related}
      record={
        to ? (
          <TextRouteLink to={to} className={styles.recordLink}>
            {name}
          </TextRouteLink>
        ) : (
          `${name}${entry.recordExists ? '' : ' (deleted)'}`
        )
      }
    >
      {resource && entry.action === 'delete' && !entry.recordExists ? (
        <RestoreAction resource={resource} recordId={entry.recordId} />
      ) : null}
    </AuditEntryView>
  );
}
