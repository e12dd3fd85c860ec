import { useEffect } from 'react';
import { useAppDispatch, useAppSelector } from '../app/hooks';
import { ACTIVITY_EVENTS, lastActivity, noteActivity } from './activity';
import { refreshSession } from './refreshSession';
import { selectExpiration, selectLastTokenSessionLength } from './sessionSlice';
import { EXPIRATION_KEY, isExpired } from './sessionStorage';

/** From this long before the session ends, an active session is refreshed: before the five-minute notice shows. */
const REFRESH_BEFORE_MS = 10 * 60 * 1000;
/** Activity this recent makes a session active. */
const ACTIVE_WITHIN_MS = 10 * 60 * 1000;
/** One tab refreshes; the others see the new token through storage. A lease ends on its own if its tab closes. */
const LEASE_KEY = 'sessionRefreshLease';
const LEASE_MS = 30_000;

function takeLease(now: number): boolean {
  if (Number(localStorage.getItem(LEASE_KEY)) > now) return false;
  localStorage.setItem(LEASE_KEY, String(now + LEASE_MS));
  return true;
}

/**
 * Keeps a session that is in use going without asking (D-87): from ten minutes before it ends, the first moment the
 * person has been active in the last ten minutes (in any tab) gets a fresh one-hour token. An idle session is left to
 * end, with the notice five minutes before; each token still lasts an hour.
 */
export function useSilentRefresh(): void {
  const dispatch = useAppDispatch();
  const expiration = useAppSelector(selectExpiration);
  // The session's last token cannot be refreshed (D-94): its end is left to the notice.
  const isLastToken = useAppSelector(selectLastTokenSessionLength) !== null;

  useEffect(() => {
    if (expiration === null || isLastToken) return undefined;
    const refreshAt = Date.parse(expiration) - REFRESH_BEFORE_MS;
    let asked = false;
    const refreshIfActive = () => {
      const now = Date.now();
      if (asked || now < refreshAt || isExpired(expiration, now)) return;
      if (now - lastActivity() > ACTIVE_WITHIN_MS) return;
      // Another tab has refreshed already (its new expiration is in storage) or is refreshing now.
      if (localStorage.getItem(EXPIRATION_KEY) !== expiration || !takeLease(now)) return;
      // Once per session: a refresh that fails leaves the notice to offer it again.
      asked = true;
      void refreshSession(dispatch);
    };
    const onActivity = () => {
      noteActivity();
      refreshIfActive();
    };
    const timer = window.setTimeout(refreshIfActive, Math.max(0, refreshAt - Date.now()) + 1);
    ACTIVITY_EVENTS.forEach((type) => window.addEventListener(type, onActivity, { capture: true, passive: true }));
    return () => {
      window.clearTimeout(timer);
      ACTIVITY_EVENTS.forEach((type) => window.removeEventListener(type, onActivity, { capture: true }));
    };
  }, [dispatch, expiration, isLastToken]);
}
