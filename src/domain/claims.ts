// The claim names of the reference API's tokens (decision D-52). Clients of the reference read these exact keys.
export const NAME_CLAIM = 'http://schemas.xmlsoap.org/ws/2005/05/identity/claims/name';
export const ROLE_CLAIM = 'http://schemas.microsoft.com/ws/2008/06/identity/claims/role';

export interface TokenClaims {
  [NAME_CLAIM]: string;
  [ROLE_CLAIM]: string;
  nbf: number;
  exp: number;
  iat: number;
  iss: string;
  aud: string;
}
