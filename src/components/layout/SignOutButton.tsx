import Button from '@mui/material/Button';
import { useNavigate } from 'react-router-dom';
import { useAppDispatch } from '../../app/hooks';
import { paths } from '../../app/paths';
import { signOut } from '../../session/sessionThunks';

export function SignOutButton({ onDone }: { onDone?: () => void }) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  return (
    <Button
      color="inherit"
      onClick={() => {
        dispatch(signOut());
        onDone?.();
        navigate(paths.home);
      }}
      sx={{ whiteSpace: 'nowrap' }}
    >
      Sign Out
    </Button>
  );
}
