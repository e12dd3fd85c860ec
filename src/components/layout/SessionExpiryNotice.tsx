import { useEffect, useState } from 'react';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { sessionLengthInWords } from '../../domain/sessionLength';
import { refreshSession } from '../../session/refreshSession';
import { selectExpiration, selectLastTokenSessionLength, sessionExpired } from '../../session/sessionSlice';
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
 * An active session is refreshed before it shows (useSilentRefresh): the notice is for someone who was away. It can
 * be dismissed (for this session: a new token brings it back five minutes before its own end), and it lies in the
 * page's flow at the top, never over a form's buttons (D-87). A session's last token cannot be refreshed (D-94): then
 * the notice says that the session reaches its end and offers to sign in again instead.
 */
export function SessionExpiryNotice() {
  const dispatch = useAppDispatch();
  const expiration = useAppSelector(selectExpiration);
  const endingSoon = useEndingSoon(expiration);
  const lastTokenSessionLength = useAppSelector(selectLastTokenSessionLength);
  const [pending, setPending] = useState(false);
  // A failure belongs to the session it happened in: a new session starts without it.
  const [failed, setFailed] = useState<{ expiration: string; message: string }>();
  const [dismissed, setDismissed] = useState<string | null>(null);
  if (!endingSoon || expiration === null || dismissed === expiration) return null;
  const failure = failed?.expiration === expiration ? failed.message : undefined;
  const dismiss = (
    <Button color="inherit" size="small" onClick={() => setDismissed(expiration)}>
      Dismiss
    </Button>
  );

  if (lastTokenSessionLength !== null) {
    return (
      <section aria-label="Session" className={styles.notice}>
        <Alert
          severity="warning"
          title={`Your session ends at ${clockTime(expiration)}.`}
          action={
            <div className={styles.actions}>
              {/* Ends it now: the form's draft is kept, and signing in comes back to it (the session's end). */}
              <Button variant="contained" size="small" onClick={() => dispatch(sessionExpired({ timeUp: true }))}>
                Sign in again
              </Button>
              {dismiss}
            </div>
          }
        >
          {`A session lasts ${sessionLengthInWords(lastTokenSessionLength)} from signing in, so this one cannot be extended: sign in again to keep working. What you have typed stays in its form.`}
        </Alert>
      </section>
    );
  }

  const stay = async () => {
    setPending(true);
    setFailed(undefined);
    const outcome = await refreshSession(dispatch);
    if (!outcome.ok) setFailed({ expiration, message: outcome.message });
    setPending(false);
  };

  return (
    <section aria-label="Session" className={styles.notice}>
      <Alert
        severity={failure === undefined ? 'warning' : 'error'}
        title={`Your session ends at ${clockTime(expiration)}.`}
        action={
          <div className={styles.actions}>
            <Button variant="contained" size="small" disabled={pending} onClick={() => void stay()}>
              {pending ? 'Staying…' : 'Stay signed in'}
            </Button>
            {dismiss}
          </div>
        }
      >
        {failure ?? 'Stay signed in to keep working; what you have typed stays in its form either way.'}
      </Alert>
    </section>
  );
}
