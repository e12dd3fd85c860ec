import type { AppDispatch, RootState } from '../app/store';
import { getErrorMessage } from '../errors/appError';
import { INVALID_TOKEN_MESSAGE, UNEXPECTED_SIGN_IN_MESSAGE } from '../errors/catalogue';
import { adoptNewerStoredSession } from './adoptStoredSession';
import { loadSignInApi } from './loadSignInApi';
import { selectToken } from './sessionSlice';
import { startSession } from './sessionThunks';

export type RefreshOutcome = { ok: true } | { ok: false; message: string };

// One refresh at a time in this tab: 'Stay signed in' clicked while a silent refresh is on its way joins it.
let inFlight: Promise<RefreshOutcome> | null = null;

async function refresh(dispatch: AppDispatch, sentToken: string | null): Promise<RefreshOutcome> {
  try {
    const { signInApi } = await loadSignInApi();
    const request = dispatch(signInApi.endpoints.refreshSession.initiate());
    const token = (await request.unwrap().finally(() => request.reset())).trim();
    return dispatch(startSession(token)) ? { ok: true } : { ok: false, message: INVALID_TOKEN_MESSAGE };
  } catch (error) {
    // Another tab refreshed first (409: this token was replaced a moment ago): its new token is in storage.
    if (sentToken !== null && adoptNewerStoredSession(dispatch, sentToken)) return { ok: true };
    return { ok: false, message: getErrorMessage(error, UNEXPECTED_SIGN_IN_MESSAGE) };
  }
}

/** A fresh one-hour token for the session (POST /Authentication/refresh), stored as a new sign-in would store it. */
export function refreshSession(dispatch: AppDispatch): Promise<RefreshOutcome> {
  const sentToken = dispatch((_dispatch, getState: () => RootState) => selectToken(getState()));
  inFlight ??= refresh(dispatch, sentToken).finally(() => {
    inFlight = null;
  });
  return inFlight;
}
