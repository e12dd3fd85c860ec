import { useRef, useState } from 'react';
import { useAppDispatch } from '../../app/hooks';
import { asAppError, type AppError } from '../../errors/appError';
import { refusalSentence } from '../../errors/problemDetail';
import type { FieldSet } from '../../domain/fields';
import { audited } from '../../resources/audited';
import type { ResourceDefinition } from '../../resources/definition';
import { wording } from '../../resources/meta';
import { fetchReferences } from '../../resources/referencesApi';
import { mayBeReferenced, usedBy, usedByCounts, type UsedBy } from '../../resources/referrers';
import { useNotify } from '../feedback/Notifier';
import type { DeleteCheck } from './ConfirmDialog';

const DELETED_MESSAGE = 'Data successfully deleted.';
export const RESTORED_MESSAGE = 'Data successfully restored.';

/** A delete the server refused (or that failed): shown above the list or the details, never in a row (D-85). */
export interface DeleteRefusal {
  id: number;
  /** 'Airline 1', as the sentence starts. */
  record: string;
  error: AppError;
  /** What refers to the record, when that was the reason (a flight added after the check). */
  usedBy: readonly UsedBy[];
}

/**
 * Delete with a confirmation step (decision D-30): `ask(id, name)` opens the dialog, which first learns whether the
 * record is in use (D-85): if it is, the dialog says so and offers only Close; else it asks, and its confirm deletes.
 * A refusal all the same (someone added a flight meanwhile) is kept for the page to show above its content. The
 * success message offers Undo for a while (D-76), which restores the record, wherever the user has gone since.
 */
export function useDeleteRecord<T, S extends FieldSet>(
  resource: ResourceDefinition<T, S>,
  onDeleted?: (id: number) => void,
) {
  const [remove] = resource.hooks.useDelete();
  const notify = useNotify();
  const dispatch = useAppDispatch();
  const { meta, apiPath } = resource;
  const words = wording(meta);
  const named = (id: number) => words.record(id).replace(/^./, (first) => first.toUpperCase());
  // The record stays named while the dialog closes (its fade-out), so the title does not flicker.
  const [target, setTarget] = useState<{ id: number; name: string } | null>(null);
  const [asking, setAsking] = useState(false);
  const [check, setCheck] = useState<DeleteCheck>({ state: 'checking' });
  const [pending, setPending] = useState<number | null>(null);
  const [refusal, setRefusal] = useState<DeleteRefusal>();
  // The check that counts: an answer for a question asked before the latest one is dropped.
  const latest = useRef(0);

  const undo = async (id: number) => {
    try {
      await audited(resource).restore(dispatch, id);
      notify(RESTORED_MESSAGE);
    } catch (error) {
      notify(refusalSentence(asAppError(error, words.failedTo('restore'))), { severity: 'error' });
    }
  };

  const learnWhetherUsed = async (id: number) => {
    const asked = ++latest.current;
    if (!mayBeReferenced(meta)) return setCheck({ state: 'free' });
    setCheck({ state: 'checking' });
    try {
      const blockers = usedByCounts(meta, id, await fetchReferences(dispatch, apiPath, id));
      if (asked !== latest.current) return undefined;
      setCheck(blockers.length > 0 ? { state: 'used', usedBy: blockers, record: named(id) } : { state: 'free' });
    } catch {
      // Not known: the question is asked, and the server still refuses a delete of a record in use.
      if (asked === latest.current) setCheck({ state: 'free' });
    }
    return undefined;
  };

  const confirm = async () => {
    if (!asking || target === null || check.state !== 'free') return;
    const { id } = target;
    setAsking(false);
    setPending(id);
    setRefusal(undefined);
    try {
      await remove(id).unwrap();
      notify(DELETED_MESSAGE, {
        action: { label: 'Undo', description: `Undo the delete of ${words.record(id)}`, onAction: () => void undo(id) },
      });
      onDeleted?.(id);
    } catch (caught) {
      const error = asAppError(caught, words.failedTo('delete'));
      setRefusal({ id, record: named(id), error, usedBy: usedBy(meta, id, error) });
    } finally {
      setPending(null);
    }
  };

  return {
    pending,
    /** The last delete refused, until another is asked for or it is dismissed. */
    refusal,
    dismissRefusal: () => setRefusal(undefined),
    ask: (id: number, name: string) => {
      setTarget({ id, name });
      setAsking(true);
      setRefusal(undefined);
      void learnWhetherUsed(id);
    },
    /** The props of the ConfirmDeleteDialog the page renders. */
    dialog: {
      open: asking,
      // What the question names: 'airline 1 (Delta Air Lines)', so staff see what they are about to delete.
      subject: target === null ? '' : `${words.record(target.id)} (${target.name})`,
      check,
      onConfirm: () => void confirm(),
      onCancel: () => setAsking(false),
    },
  };
}
