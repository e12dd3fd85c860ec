import Button from '@mui/material/Button';
import { useNavigate } from 'react-router-dom';
import { useAppDispatch } from '../../app/hooks';
import { paths } from '../../app/paths';
import { signOut } from '../../session/sessionThunks';

export function SignOutButton({ onDone }: { onDone?: () => void }) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const signOutAndGoHome = async () => {
    onDone?.();
    // Leave the guarded screen first: ending the session there would make its guard redirect with the
    // 'You must be logged in' warning, which is wrong for someone who just chose to sign out.
    await navigate(paths.home);
    dispatch(signOut());
  };
  return (
    <Button color="inherit" onClick={() => void signOutAndGoHome()} sx={{ whiteSpace: 'nowrap' }}>
      Sign Out
    </Button>
  );
}
