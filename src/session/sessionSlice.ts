import { createSelector, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Role } from '../domain/roles';
import { parseToken } from './parseToken';
import { readStoredSession, type StoredSession } from './sessionStorage';

/** Why the sign-in form greets the user with a message. */
type SessionNotice = 'expired';

export interface SessionState {
  session: StoredSession | null;
  notice: SessionNotice | null;
}

function initialSessionState(now = Date.now()): SessionState {
  const stored = readStoredSession(now);
  // An expired session counts as signed out, and the user is told why (decision D-01).
  if (stored.kind === 'expired') return { session: null, notice: 'expired' };
  return { session: stored.kind === 'valid' ? stored.session : null, notice: null };
}

const sessionSlice = createSlice({
  name: 'session',
  initialState: initialSessionState,
  reducers: {
    signedIn(state, action: PayloadAction<StoredSession>) {
      state.session = action.payload;
      state.notice = null;
    },
    signedOut(state) {
      state.session = null;
      state.notice = null;
    },
    sessionExpired(state) {
      if (state.session) state.notice = 'expired';
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
  },
});

export const { signedIn, signedOut, sessionExpired, sessionSynced } = sessionSlice.actions;
export const { selectToken, selectRole, selectExpiration, selectSessionNotice } = sessionSlice.selectors;
export const sessionReducer = sessionSlice.reducer;

/** The signed-in user's name, read from the token's name claim (not stored separately: decision D-06). */
export const selectUserName = createSelector([selectToken], (token) =>
  token ? (parseToken(token)?.userName ?? '') : '',
);
