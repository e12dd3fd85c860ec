// Sign-in limits shared by the form (native maxlength) and the server's request schema (ui-checklist H-04, contract 2.1).
export const SIGN_IN_FIELD_MAX_LENGTH = 50;

/** The sign-in request body, capitalised as the reference API expects. */
export interface SignInRequest {
  UserName: string;
  Password: string;
}
