import type { AppDispatch } from '../app/store';
import { parseToken } from './parseToken';
import { signedIn, signedOut } from './sessionSlice';
import { SESSION_LENGTH_MS } from './sessionStorage';

// The API cache empties itself when the token changes (src/api/baseApi.ts), so these only change the session.

/**
 * Starts a session from a token the server returned. The token is parsed before anything is stored, so a response that
 * is not a JWT leaves no trace (decision D-05). Returns false for such a response.
 */
export const startSession =
  (token: string, now = Date.now()) =>
  (dispatch: AppDispatch) => {
    const parsed = parseToken(token);
    if (!parsed) return false;
    dispatch(signedIn({ token, role: parsed.role, expiration: new Date(now + SESSION_LENGTH_MS).toISOString() }));
    return true;
  };

export const signOut = () => (dispatch: AppDispatch) => {
  dispatch(signedOut());
};
