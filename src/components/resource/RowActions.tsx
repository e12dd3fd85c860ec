import { IconButton, IconButtonLink } from '../../ui/IconButton';
import { Loading } from '../Loading';
import styles from './RowActions.module.css';

interface RowActionsProps {
  /** How the record is named to screen readers ('airline 5'). */
  subject: string;
  openTo: string;
  editTo?: string;
  onDelete?: () => void;
  deleting: boolean;
}

/**
 * The Actions cell: Open for everyone, Edit and Delete when allowed (a refused delete is said above the list, D-85).
 * Open and Edit are links that open in the same tab, so the browser's own ways (Ctrl/Cmd-click, middle click, the context menu)
 * open them in a new one.
 */
export function RowActions({ subject, openTo, editTo, onDelete, deleting }: RowActionsProps) {
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
    </div>
  );
}
