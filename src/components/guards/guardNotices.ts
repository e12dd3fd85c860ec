// What the guards tell the sign-in form when they send a visitor back to it (router state).
export const SIGN_IN_REQUIRED = 'signInRequired';

export interface SignInRedirectState {
  notice: typeof SIGN_IN_REQUIRED;
}

export const isSignInRedirectState = (state: unknown): state is SignInRedirectState =>
  typeof state === 'object' && state !== null && (state as SignInRedirectState).notice === SIGN_IN_REQUIRED;
