import type { AppDispatch } from '../app/store';
import { sessionSynced } from './sessionSlice';
import { readStoredSession } from './sessionStorage';

/**
 * Another tab has just refreshed the session (D-87) and stored its new token, which retires the one this tab sent
 * (D-93); the storage event telling this tab may not have arrived yet. Takes the stored session over when it holds
 * another live token; false when it does not (the refusal then stands).
 */
export function adoptNewerStoredSession(dispatch: AppDispatch, sentToken: string): boolean {
  const stored = readStoredSession();
  if (stored.kind !== 'valid' || stored.session.token === sentToken) return false;
  dispatch(sessionSynced(stored.session));
  return true;
}
