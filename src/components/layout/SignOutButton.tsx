import Button from '@mui/material/Button';
import { useNavigate } from 'react-router-dom';
import { useAppDispatch } from '../../app/hooks';
import { paths } from '../../app/paths';
import { signOut } from '../../session/sessionThunks';

/** Ends the session and goes to the sign-in form (ui-checklist G-11). */
export function SignOutButton({ onDone }: { onDone?: () => void }) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  return (
    <Button
      color="inherit"
      onClick={() => {
        onDone?.();
        void navigate(paths.home);
        dispatch(signOut());
      }}
      sx={{ whiteSpace: 'nowrap', flexShrink: 0 }}
    >
      Sign Out
    </Button>
  );
}
