// Sign-in limits shared by the form (native maxlength) and the server's request schema (decision D-07).
export const SIGN_IN_FIELD_MAX_LENGTH = 50;

/** The sign-in request body, capitalised as the reference API expects. */
export interface SignInRequest {
  UserName: string;
  Password: string;
}
