import { useState } from 'react';
import { useAppDispatch } from '../../app/hooks';
import { asAppError, type AppError } from '../../errors/appError';
import { refusalSentence } from '../../errors/problemDetail';
import type { FieldSet } from '../../domain/fields';
import { audited } from '../../resources/audited';
import type { ResourceDefinition } from '../../resources/definition';
import { wording } from '../../resources/meta';
import { useNotify } from '../feedback/Notifier';

const DELETED_MESSAGE = 'Data successfully deleted.';
export const RESTORED_MESSAGE = 'Data successfully restored.';

/**
 * Delete with a confirmation step (decision D-30): `ask(id, name)` opens the question, its dialog's confirm deletes.
 * Failures are kept per record, so a list can show each under its own row and a details page above its actions.
 * The success message offers Undo for a while (D-76), which restores the record, wherever the user has gone since.
 */
export function useDeleteRecord<T, S extends FieldSet>(
  resource: ResourceDefinition<T, S>,
  onDeleted?: (id: number) => void,
) {
  const [remove] = resource.hooks.useDelete();
  const notify = useNotify();
  const dispatch = useAppDispatch();
  const words = wording(resource.meta);
  // The record stays named while the dialog closes (its fade-out), so the title does not flicker.
  const [target, setTarget] = useState<{ id: number; name: string } | null>(null);
  const [asking, setAsking] = useState(false);
  const [pending, setPending] = useState<number | null>(null);
  const [failures, setFailures] = useState<Record<number, AppError>>({});

  const undo = async (id: number) => {
    try {
      await audited(resource).restore(dispatch, id);
      notify(RESTORED_MESSAGE);
    } catch (error) {
      notify(refusalSentence(asAppError(error, words.failedTo('restore'))), { severity: 'error' });
    }
  };

  const confirm = async () => {
    if (!asking || target === null) return;
    const { id } = target;
    setAsking(false);
    setPending(id);
    setFailures(({ [id]: _previous, ...others }) => others);
    try {
      await remove(id).unwrap();
      notify(DELETED_MESSAGE, {
        action: { label: 'Undo', description: `Undo the delete of ${words.record(id)}`, onAction: () => void undo(id) },
      });
      onDeleted?.(id);
    } catch (error) {
      setFailures((others) => ({ ...others, [id]: asAppError(error, words.failedTo('delete')) }));
    } finally {
      setPending(null);
    }
  };

  return {
    pending,
    failures,
    ask: (id: number, name: string) => {
      setTarget({ id, name });
      setAsking(true);
    },
    /** The props of the ConfirmDeleteDialog the page renders. */
    dialog: {
      open: asking,
      // What the question names: 'airline 1 (Delta Air Lines)', so staff see what they are about to delete.
      subject: target === null ? '' : `${words.record(target.id)} (${target.name})`,
      onConfirm: () => void confirm(),
      onCancel: () => setAsking(false),
    },
  };
}
