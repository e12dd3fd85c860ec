import { useNavigate } from 'react-router-dom';
import { useAppDispatch } from '../../app/hooks';
import { paths } from '../../app/paths';
import { signOut } from '../../session/sessionThunks';
import { Button } from '../../ui/Button';
import { confirmLeaving } from '../feedback/unsavedChanges';

export const SIGN_OUT_LABEL = 'Sign Out';

/** Ends the session and goes to the sign-in form (decision D-06: theme and rows per page stay). */
export function SignOutButton({ onDone, className }: { onDone?: () => void; className?: string }) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  return (
    <Button
      color="inherit"
      className={className}
      onClick={() => {
        if (!confirmLeaving()) return;
        onDone?.();
        void navigate(paths.home);
        dispatch(signOut());
      }}
    >
      {SIGN_OUT_LABEL}
    </Button>
  );
}
