import Alert from '@mui/material/Alert';
import Snackbar from '@mui/material/Snackbar';

const AUTO_HIDE_MS = 5000;

/** A success message in the bottom-right corner; it stays while hovered or focused (MUI pauses the timer). */
export default function SuccessSnackbar({ message, onClose }: { message: string; onClose: () => void }) {
  return (
    <Snackbar
      open
      autoHideDuration={AUTO_HIDE_MS}
      onClose={(_event, reason) => reason !== 'clickaway' && onClose()}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
    >
      <Alert severity="success" variant="filled" onClose={onClose} sx={{ width: '100%' }}>
        {message}
      </Alert>
    </Snackbar>
  );
}
