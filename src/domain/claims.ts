// The claim names of the reference API's tokens (decision D-52). Clients of the reference read these exact keys.
export const NAME_CLAIM = 'http://schemas.xmlsoap.org/ws/2005/05/identity/claims/name';
export const ROLE_CLAIM = 'http://schemas.microsoft.com/ws/2008/06/identity/claims/role';

// Claims of our own beside them (D-93, D-94): the session a token belongs to (OpenID's `sid`, a string), which of its
// tokens this is, when its user signed in with the password (OpenID's `auth_time`) and when the session ends, in
// seconds since the epoch as `exp`. A token signed before sessions were kept has none of them.
export const SESSION_CLAIM = 'sid';
export const SESSION_VERSION_CLAIM = 'ver';
export const AUTH_TIME_CLAIM = 'auth_time';
export const SESSION_END_CLAIM = 'session_exp';

export interface TokenClaims {
  [NAME_CLAIM]: string;
  [ROLE_CLAIM]: string;
  nbf: number;
  exp: number;
  iat: number;
  iss: string;
  aud: string;
  [SESSION_CLAIM]?: string;
  [SESSION_VERSION_CLAIM]?: number;
  [AUTH_TIME_CLAIM]?: number;
  [SESSION_END_CLAIM]?: number;
}
