import type { AppError } from '../../errors/appError';
import { problemDetail } from '../../errors/problemDetail';
import { IconButton, IconButtonLink } from '../../ui/IconButton';
import type { UsedBy } from '../../resources/referrers';
import { Loading } from '../Loading';
import { UsedByLinks } from './UsedByLinks';
import styles from './RowActions.module.css';

interface RowActionsProps {
  /** How the record is named to screen readers ('airline 5'). */
  subject: string;
  openTo: string;
  editTo?: string;
  onDelete?: () => void;
  deleting: boolean;
  failure?: AppError;
  /** What keeps the record from being deleted, when a delete was refused for it. */
  usedBy?: readonly UsedBy[];
}

/**
 * The Actions cell: Open for everyone, Edit and Delete when allowed, and a failed delete's message under them. Open and
 * Edit are links that open in the same tab, so the browser's own ways (Ctrl/Cmd-click, middle click, the context menu)
 * open them in a new one.
 */
export function RowActions({ subject, openTo, editTo, onDelete, deleting, failure, usedBy = [] }: RowActionsProps) {
  const detail = failure ? problemDetail(failure) : undefined;
  return (
    <div className={styles.actions}>
      <div className={styles.buttons}>
        <IconButtonLink icon="chevronRight" size="small" tooltip="Open" to={openTo} aria-label={`Open ${subject}`} />
        {editTo ? (
          deleting ? (
            // While its delete is pending, the record cannot be edited: the link is a disabled button until it is done.
            <IconButton icon="editOutlined" size="small" tooltip="Edit" disabled aria-label={`Edit ${subject}`} />
          ) : (
            <IconButtonLink
              icon="editOutlined"
              size="small"
              tooltip="Edit"
              to={editTo}
              aria-label={`Edit ${subject}`}
            />
          )
        ) : null}
        {onDelete ? (
          deleting ? (
            <Loading size={20} inline />
          ) : (
            <IconButton
              icon="deleteOutlined"
              size="small"
              color="error"
              tooltip="Delete"
              onClick={onDelete}
              aria-label={`Delete ${subject}`}
            />
          )
        ) : null}
      </div>
      {failure ? (
        <span role="alert" className={styles.failure}>
          {failure.message}
          {detail ? ` ${detail}` : null}
          {/* A space for screen readers, which read the alert as one text; the line break is the style's. */}
          {usedBy.length > 0 ? ' ' : null}
          {usedBy.length > 0 ? (
            <span className={styles.usedBy}>
              <UsedByLinks usedBy={usedBy} />
            </span>
          ) : null}
        </span>
      ) : null}
    </div>
  );
}
