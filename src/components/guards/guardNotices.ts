// What the guards tell the sign-in form when they send a visitor back to it (router state).
export const SIGN_IN_REQUIRED = 'signInRequired';

export interface SignInRedirectState {
  /** Set when the visitor arrived signed out (the form says to sign in first). */
  notice?: typeof SIGN_IN_REQUIRED;
  /** Where the visitor was going, or was when the session ended: signing in goes back there. */
  from?: string;
}

export const isSignInRedirectState = (state: unknown): state is SignInRedirectState & { notice: string } =>
  typeof state === 'object' && state !== null && (state as SignInRedirectState).notice === SIGN_IN_REQUIRED;

/** Where signing in should go back to: an address in this app ('/Flights/Create'), never another site. */
export function returnPathIn(state: unknown): string | undefined {
  const from = typeof state === 'object' && state !== null ? (state as SignInRedirectState).from : undefined;
  return typeof from === 'string' && from.startsWith('/') && !from.startsWith('//') ? from : undefined;
}
