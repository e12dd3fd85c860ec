import { createSelector, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Role } from '../domain/roles';
import { parseToken } from './parseToken';
import { lastTokenSessionLength } from './sessionEnd';
import { readStoredSession, type StoredSession } from './sessionStorage';

/** Why the sign-in form greets the user with a message: a token ran out, or the session reached its end (D-94). */
type SessionNotice = 'expired' | 'ended';

export interface SessionState {
  session: StoredSession | null;
  notice: SessionNotice | null;
  /** With the 'ended' notice: how long the session lasted from its sign-in, in minutes. */
  endedAfterMinutes: number | null;
}

/** The notice for a session whose time ran out: its end when its token was the session's last, else 'expired'. */
function timeUp(token: string): Omit<SessionState, 'session'> {
  const length = lastTokenSessionLength(token);
  return length === null
    ? { notice: 'expired', endedAfterMinutes: null }
    : { notice: 'ended', endedAfterMinutes: length };
}

function initialSessionState(now = Date.now()): SessionState {
  const stored = readStoredSession(now);
  // An expired session counts as signed out, and the user is told why (decision D-01).
  if (stored.kind === 'expired') return { session: null, ...timeUp(stored.token) };
  return { session: stored.kind === 'valid' ? stored.session : null, notice: null, endedAfterMinutes: null };
}

const sessionSlice = createSlice({
  name: 'session',
  initialState: initialSessionState,
  reducers: {
    signedIn(state, action: PayloadAction<StoredSession>) {
      state.session = action.payload;
      state.notice = null;
      state.endedAfterMinutes = null;
    },
    signedOut(state) {
      state.session = null;
      state.notice = null;
      state.endedAfterMinutes = null;
    },
    /**
     * The session is over. `timeUp` when its time ran out (not a token the server refused): then a session whose
     * last token this was has reached its end, and the sign-in form says so.
     */
    sessionExpired(state, action: PayloadAction<{ timeUp: boolean } | undefined>) {
      if (state.session) {
        const reason = action.payload?.timeUp === true ? timeUp(state.session.token) : null;
        state.notice = reason?.notice ?? 'expired';
        state.endedAfterMinutes = reason?.endedAfterMinutes ?? null;
      }
      state.session = null;
    },
    /** Another tab signed in or out: mirror what it stored. */
    sessionSynced(state, action: PayloadAction<StoredSession | null>) {
      state.session = action.payload;
    },
  },
  selectors: {
    selectToken: (state) => state.session?.token ?? null,
    selectRole: (state): Role | null => state.session?.role ?? null,
    selectExpiration: (state) => state.session?.expiration ?? null,
    selectSessionNotice: (state) => state.notice,
    selectEndedAfterMinutes: (state) => state.endedAfterMinutes,
  },
});

export const { signedIn, signedOut, sessionExpired, sessionSynced } = sessionSlice.actions;
export const { selectToken, selectRole, selectExpiration, selectSessionNotice, selectEndedAfterMinutes } =
  sessionSlice.selectors;
export const sessionReducer = sessionSlice.reducer;

/** The signed-in user's name, read from the token's name claim (not stored separately: decision D-06). */
export const selectUserName = createSelector([selectToken], (token) =>
  token ? (parseToken(token)?.userName ?? '') : '',
);

/** How long the session lasts from its sign-in (minutes) when the current token is its last, which cannot be refreshed. */
export const selectLastTokenSessionLength = createSelector([selectToken], (token) =>
  token ? lastTokenSessionLength(token) : null,
);
