import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Snackbar from '@mui/material/Snackbar';
import CloseIcon from '@mui/icons-material/Close';
import { useEffect } from 'react';
import { visuallyHidden } from '../visuallyHidden';
import type { NoticeOptions } from './Notifier';

const AUTO_HIDE_MS = 5000;
/** How long an action (Undo) is offered. */
const ACTION_HIDE_MS = 10_000;

interface SuccessSnackbarProps extends NoticeOptions {
  message: string;
  onClose: () => void;
}

/** Whether a key press belongs to a field being typed in, whose own Undo it is. */
const inTextField = (target: EventTarget | null) =>
  target instanceof HTMLElement && (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName));

/**
 * A message in the bottom-right corner; it stays while hovered or focused (MUI pauses the timer). A failure stays until
 * closed. An action it offers (Undo) is there for ten seconds, and Control+Z (⌘Z) outside a text field presses it:
 * the snackbar comes after the whole screen in the tab order, and a keyboard user should not have to walk there.
 */
export default function SuccessSnackbar({ message, severity = 'success', action, onClose }: SuccessSnackbarProps) {
  useEffect(() => {
    if (!action) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key.toLowerCase() !== 'z' || !(event.ctrlKey || event.metaKey) || event.shiftKey || event.altKey)
        return;
      if (inTextField(event.target)) return;
      event.preventDefault();
      onClose();
      action.onAction();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [action, onClose]);

  return (
    <Snackbar
      open
      autoHideDuration={action ? ACTION_HIDE_MS : severity === 'error' ? null : AUTO_HIDE_MS}
      onClose={(_event, reason) => reason !== 'clickaway' && onClose()}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
    >
      <Alert
        severity={severity}
        variant="filled"
        onClose={onClose}
        sx={{ width: '100%', alignItems: 'center' }}
        action={
          action ? (
            <>
              <Button
                color="inherit"
                size="small"
                aria-label={action.description}
                aria-keyshortcuts="Control+Z Meta+Z"
                onClick={() => {
                  onClose();
                  action.onAction();
                }}
                sx={{ fontWeight: 700 }}
              >
                {action.label}
              </Button>
              <IconButton color="inherit" size="small" aria-label="Close" onClick={onClose}>
                <CloseIcon fontSize="small" />
              </IconButton>
            </>
          ) : undefined
        }
      >
        {message}
        {action ? <span style={visuallyHidden}> {action.label} with Control+Z.</span> : null}
      </Alert>
    </Snackbar>
  );
}
