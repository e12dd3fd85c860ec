import type { AppDispatch } from '../app/store';
import { getErrorMessage } from '../errors/appError';
import { INVALID_TOKEN_MESSAGE, UNEXPECTED_SIGN_IN_MESSAGE } from '../errors/catalogue';
import { loadSignInApi } from './loadSignInApi';
import { startSession } from './sessionThunks';

export type RefreshOutcome = { ok: true } | { ok: false; message: string };

// One refresh at a time in this tab: 'Stay signed in' clicked while a silent refresh is on its way joins it.
let inFlight: Promise<RefreshOutcome> | null = null;

async function refresh(dispatch: AppDispatch): Promise<RefreshOutcome> {
  try {
    const { signInApi } = await loadSignInApi();
    const request = dispatch(signInApi.endpoints.refreshSession.initiate());
    const token = (await request.unwrap().finally(() => request.reset())).trim();
    return dispatch(startSession(token)) ? { ok: true } : { ok: false, message: INVALID_TOKEN_MESSAGE };
  } catch (error) {
    return { ok: false, message: getErrorMessage(error, UNEXPECTED_SIGN_IN_MESSAGE) };
  }
}

/** A fresh one-hour token for the session (POST /Authentication/refresh), stored as a new sign-in would store it. */
export function refreshSession(dispatch: AppDispatch): Promise<RefreshOutcome> {
  inFlight ??= refresh(dispatch).finally(() => {
    inFlight = null;
  });
  return inFlight;
}
