import { useEffect, useState } from 'react';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { getErrorMessage } from '../../errors/appError';
import { INVALID_TOKEN_MESSAGE, UNEXPECTED_SIGN_IN_MESSAGE } from '../../errors/catalogue';
import { selectExpiration } from '../../session/sessionSlice';
import { loadSignInApi } from '../../session/loadSignInApi';
import { startSession } from '../../session/sessionThunks';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import styles from './SessionExpiryNotice.module.css';

/** How long before the session ends it offers to stay signed in. */
const WARN_BEFORE_MS = 5 * 60 * 1000;

/** '14:32', in the 24-hour time the app shows everywhere. */
const clockTime = (iso: string) =>
  new Date(iso).toLocaleTimeString('en-GB', { hour: '2-digit', minute: '2-digit', hour12: false });

/** True from WARN_BEFORE_MS before `expiration` on, checked again when a sleeping tab wakes up. */
function useEndingSoon(expiration: string | null) {
  // When it was last checked: set by the timer and by waking up, never during a render.
  const [checkedAt, setCheckedAt] = useState(() => Date.now());
  const warnAt = expiration === null ? Number.POSITIVE_INFINITY : Date.parse(expiration) - WARN_BEFORE_MS;
  useEffect(() => {
    if (!Number.isFinite(warnAt)) return undefined;
    const check = () => setCheckedAt(Date.now());
    const timer = window.setTimeout(check, Math.max(0, warnAt - Date.now()) + 1);
    document.addEventListener('visibilitychange', check);
    return () => {
      window.clearTimeout(timer);
      document.removeEventListener('visibilitychange', check);
    };
  }, [warnAt]);
  return checkedAt >= warnAt;
}

/**
 * Five minutes before the session ends, a notice says when it will and offers 'Stay signed in', which gets a fresh
 * one-hour token (POST /Authentication/refresh) so that nobody loses the form they are filling in to an expired token.
 */
export function SessionExpiryNotice() {
  const dispatch = useAppDispatch();
  const expiration = useAppSelector(selectExpiration);
  const endingSoon = useEndingSoon(expiration);
  const [pending, setPending] = useState(false);
  // A failure belongs to the session it happened in: a new session starts without it.
  const [failed, setFailed] = useState<{ expiration: string; message: string }>();
  if (!endingSoon || expiration === null) return null;
  const failure = failed?.expiration === expiration ? failed.message : undefined;

  const stay = async () => {
    setPending(true);
    setFailed(undefined);
    try {
      const { signInApi } = await loadSignInApi();
      const request = dispatch(signInApi.endpoints.refreshSession.initiate());
      const token = (await request.unwrap().finally(() => request.reset())).trim();
      if (!dispatch(startSession(token))) setFailed({ expiration, message: INVALID_TOKEN_MESSAGE });
    } catch (error) {
      setFailed({ expiration, message: getErrorMessage(error, UNEXPECTED_SIGN_IN_MESSAGE) });
    } finally {
      setPending(false);
    }
  };

  return (
    <section aria-label="Session" className={styles.notice}>
      <Alert
        severity={failure === undefined ? 'warning' : 'error'}
        title={`Your session ends at ${clockTime(expiration)}.`}
        action={
          <Button variant="contained" size="small" disabled={pending} onClick={() => void stay()}>
            {pending ? 'Staying…' : 'Stay signed in'}
          </Button>
        }
      >
        {failure ?? 'Stay signed in to keep working; what you have typed stays in its form either way.'}
      </Alert>
    </section>
  );
}
