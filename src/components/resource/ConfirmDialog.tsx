import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId } from 'react';

export const DELETE_QUESTION = 'Are you sure you want to delete this item?';

interface ConfirmDeleteProps {
  open: boolean;
  /** What is about to go, for the title ('Delete airline 5?'). */
  subject: string;
  onConfirm: () => void;
  onCancel: () => void;
}

/** The question asked before every delete (decision D-30). Cancel has the focus: the safe choice is the default. */
export function ConfirmDeleteDialog({ open, subject, onConfirm, onCancel }: ConfirmDeleteProps) {
  const titleId = useId();
  const textId = useId();
  return (
    <Dialog open={open} onClose={onCancel} aria-labelledby={titleId} aria-describedby={textId}>
      <DialogTitle id={titleId}>Delete {subject}?</DialogTitle>
      <DialogContent>
        <DialogContentText id={textId}>{DELETE_QUESTION}</DialogContentText>
      </DialogContent>
      <DialogActions>
        {/* The dialog pattern moves focus into the dialog; on a destructive question, to the safe answer. */}
        {/* eslint-disable-next-line jsx-a11y/no-autofocus */}
        <Button onClick={onCancel} autoFocus>
          Cancel
        </Button>
        <Button onClick={onConfirm} color="error" variant="contained">
          Delete
        </Button>
      </DialogActions>
    </Dialog>
  );
}
