import type { AppError } from '../../errors/appError';
import { problemDetail } from '../../errors/problemDetail';
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
  failure?: AppError;
}

/**
 * The Actions cell: Open for everyone, Edit and Delete when allowed, and a failed delete's message under them. Open and
 * Edit are links that open in the same tab, so the browser's own ways (Ctrl/Cmd-click, middle click, the context menu)
 * open them in a new one.
 */
export function RowActions({ subject, openTo, editTo, onDelete, deleting, failure }: RowActionsProps) {
  const detail = failure ? problemDetail(failure) : undefined;
  return (
    <div className={styles.actions}>
      <div className={styles.buttons}>
        <IconButtonLink icon="chevronRight" size="small" tooltip="Open" to={openTo} aria-label={`Open ${subject}`} />
        {editTo ? (
          <IconButtonLink icon="editOutlined" size="small" tooltip="Edit" to={editTo} aria-label={`Edit ${subject}`} />
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
        </span>
      ) : null}
    </div>
  );
}
