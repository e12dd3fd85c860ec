import type { AppDispatch } from '../app/store';
import { parseToken } from './parseToken';
import { sessionExpiration } from './sessionEnd';
import { signedIn, signedOut } from './sessionSlice';

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
    // An hour from now (D-02), or the session's end if that comes first (D-94).
    dispatch(signedIn({ token, role: parsed.role, expiration: sessionExpiration(token, now) }));
    return true;
  };

export const signOut = () => (dispatch: AppDispatch) => {
  dispatch(signedOut());
};
