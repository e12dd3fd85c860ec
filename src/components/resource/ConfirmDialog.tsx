import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import { Fragment, useId } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import type { UsedBy } from '../../resources/referrers';

export const DELETE_QUESTION = 'Are you sure you want to delete this item?';

/** What the dialog knows of the record's use: still asking, nothing refers to it, or what does (D-85). */
export type DeleteCheck =
  { state: 'checking' } | { state: 'free' } | { state: 'used'; usedBy: readonly UsedBy[]; record: string };

interface ConfirmDeleteProps {
  open: boolean;
  /** What is about to go, for the title ('Delete airline 5?'). */
  subject: string;
  check: DeleteCheck;
  onConfirm: () => void;
  onCancel: () => void;
}

/** '105 flights' or '3 flights and 2 plane tickets', each a link to the list of those records. */
function UsedByList({ usedBy, onFollow }: { usedBy: readonly UsedBy[]; onFollow: () => void }) {
  return usedBy.map(({ label, to }, index) => (
    <Fragment key={to}>
      {index === 0 ? null : index === usedBy.length - 1 ? ' and ' : ', '}
      {/* Underlined: a link inside a sentence must not rely on its colour alone. */}
      <Link component={RouterLink} to={to} onClick={onFollow} underline="always">
        {label}
      </Link>
    </Fragment>
  ));
}

/**
 * The dialog before every delete (decisions D-30, D-85). It first learns whether the record is in use: if it is, it
 * says so, links to what uses it and offers only Close, since the server would refuse the delete; otherwise it asks,
 * with the focus on Cancel, the safe answer.
 */
export function ConfirmDeleteDialog({ open, subject, check, onConfirm, onCancel }: ConfirmDeleteProps) {
  const titleId = useId();
  const textId = useId();
  const used = check.state === 'used';
  return (
    <Dialog open={open} onClose={onCancel} aria-labelledby={titleId} aria-describedby={textId}>
      <DialogTitle id={titleId}>{used ? `${check.record} cannot be deleted` : `Delete ${subject}?`}</DialogTitle>
      <DialogContent>
        {check.state === 'checking' ? (
          <DialogContentText id={textId} role="status" sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
            <CircularProgress size={20} aria-hidden />
            Checking whether {subject} is in use…
          </DialogContentText>
        ) : null}
        {check.state === 'free' ? <DialogContentText id={textId}>{DELETE_QUESTION}</DialogContentText> : null}
        {used ? (
          <DialogContentText id={textId}>
            {check.record} is used by <UsedByList usedBy={check.usedBy} onFollow={onCancel} /> and cannot be deleted.
            Delete those first, or change them to use another.
          </DialogContentText>
        ) : null}
      </DialogContent>
      <DialogActions>
        {/* The dialog pattern moves focus into the dialog; on a destructive question, to the safe answer. */}
        {/* eslint-disable-next-line jsx-a11y/no-autofocus */}
        <Button onClick={onCancel} autoFocus>
          {used ? 'Close' : 'Cancel'}
        </Button>
        {used ? null : (
          <Button onClick={onConfirm} color="error" variant="contained" disabled={check.state !== 'free'}>
            Delete
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
