import { problemDetail } from '../../errors/problemDetail';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { UsedByLinks } from './UsedByLinks';
import type { DeleteRefusal } from './useDeleteRecord';

/**
 * A delete refused after the dialog's check (someone added a flight in between) or that failed, across the page above
 * the list or the details (D-85): what uses the record first, as links, then what happened, in plain words.
 */
export function DeleteRefusalAlert({ refusal, onDismiss }: { refusal: DeleteRefusal; onDismiss: () => void }) {
  const { record, error, usedBy } = refusal;
  return (
    <Alert
      severity="error"
      action={
        <Button color="inherit" size="small" onClick={onDismiss}>
          Dismiss
        </Button>
      }
    >
      {usedBy.length > 0 ? (
        <>
          <UsedByLinks usedBy={usedBy} /> {record} was not deleted: it came into use after you asked. Delete those
          first, or change them to use another.
        </>
      ) : (
        // The server's own sentence when it gave one (plainer than the status's), else the catalogue's.
        `${record} was not deleted. ${problemDetail(error) ?? error.message}`
      )}
    </Alert>
  );
}
