import { useEffect } from 'react';
import { useAppDispatch, useAppSelector } from '../app/hooks';
import { selectExpiration, sessionExpired, sessionSynced } from './sessionSlice';
import { EXPIRATION_KEY, isExpired, readStoredSession, ROLE_KEY, TOKEN_KEY } from './sessionStorage';

const SESSION_KEYS = new Set([TOKEN_KEY, ROLE_KEY, EXPIRATION_KEY]);

/**
 * Keeps the session honest while the app runs: it ends the moment it expires (decision D-01), also when a sleeping tab
 * wakes up late, and mirrors sign-in and sign-out made in another tab.
 */
export function useSessionLifecycle(): void {
  const dispatch = useAppDispatch();
  const expiration = useAppSelector(selectExpiration);

  useEffect(() => {
    if (!expiration) return;
    const expireIfDue = () => {
      if (isExpired(expiration)) dispatch(sessionExpired({ timeUp: true }));
    };
    const timer = window.setTimeout(expireIfDue, Math.max(0, Date.parse(expiration) - Date.now() + 1));
    document.addEventListener('visibilitychange', expireIfDue);
    return () => {
      window.clearTimeout(timer);
      document.removeEventListener('visibilitychange', expireIfDue);
    };
  }, [dispatch, expiration]);

  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key !== null && !SESSION_KEYS.has(event.key)) return;
      const stored = readStoredSession();
      dispatch(sessionSynced(stored.kind === 'valid' ? stored.session : null));
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [dispatch]);
}
