import { useRef, useState } from 'react';
import { useAppDispatch } from '../../app/hooks';
import { useNotify } from '../../components/feedback/Notifier';
import { RESTORED_MESSAGE } from '../../components/resource/useDeleteRecord';
import { asAppError } from '../../errors/appError';
import { refusalSentence } from '../../errors/problemDetail';
import type { AuditedResource } from '../../resources/audited';
import { wording } from '../../resources/meta';
import { Button } from '../../ui/Button';
import styles from './ActivityPage.module.css';

/**
 * Restore, on the entry of a delete whose record is gone. On success the trail is read again and the entry links to
 * its record; the focus stays on the entry, as the button leaves. A refusal says the server's reason (the id is taken
 * again, or a record it refers to is gone) under the button.
 */
export function RestoreAction({ resource, recordId }: { resource: AuditedResource; recordId: number }) {
  const dispatch = useAppDispatch();
  const notify = useNotify();
  const box = useRef<HTMLDivElement>(null);
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<string>();
  const words = wording(resource.meta);

  const restore = async () => {
    setPending(true);
    setFailure(undefined);
    try {
      await resource.restore(dispatch, recordId);
      box.current?.closest<HTMLElement>('[data-result]')?.focus();
      notify(RESTORED_MESSAGE);
    } catch (error) {
      setFailure(refusalSentence(asAppError(error, words.failedTo('restore'))));
    } finally {
      setPending(false);
    }
  };

  return (
    <div ref={box} className={styles.restore}>
      <Button
        variant="outlined"
        size="small"
        disabled={pending}
        aria-label={`Restore ${words.record(recordId)}`}
        onClick={() => void restore()}
      >
        Restore
      </Button>
      {failure ? (
        <p role="alert" className={styles.failure}>
          {failure}
        </p>
      ) : null}
    </div>
  );
}
