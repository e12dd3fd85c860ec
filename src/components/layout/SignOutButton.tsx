import { useNavigate } from 'react-router-dom';
import { useAppDispatch } from '../../app/hooks';
import { paths } from '../../app/paths';
import { signOut as signOutThunk } from '../../session/sessionThunks';
import { Button } from '../../ui/Button';
import { confirmLeaving } from '../feedback/unsavedChanges';

export const SIGN_OUT_LABEL = 'Sign Out';

/**
 * Ends the session and goes to the sign-in form (decision D-06: theme and rows per page stay), once the user agrees to
 * leave a form with unsaved changes; `onDone` runs only then.
 */
export function useSignOut(onDone?: () => void): () => void {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  return () => {
    if (!confirmLeaving()) return;
    onDone?.();
    void navigate(paths.home);
    dispatch(signOutThunk());
  };
}

export function SignOutButton({ onDone, className }: { onDone?: () => void; className?: string }) {
  const signOut = useSignOut(onDone);
  return (
    <Button color="inherit" className={className} startIcon="logout" onClick={signOut}>
      {SIGN_OUT_LABEL}
    </Button>
  );
}
