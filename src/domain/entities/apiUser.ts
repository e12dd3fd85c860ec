import { choice, text } from '../fields';
import { ROLES, type Role } from '../roles';

/** Longest user name and password an API user may have (decisions D-23, D-24). */
const API_USER_FIELD_MAX_LENGTH = 255;

// D-24: the limit is 255 while the message says 50, both as the product's specification words them.
export const apiUserFields = {
  userName: text(
    'UserName',
    'ApiUser username',
    { maxLength: API_USER_FIELD_MAX_LENGTH },
    { tooLong: 'ApiUser username cannot exceed 50 characters.' },
  ),
  password: text(
    'Password',
    'ApiUser password',
    { maxLength: API_USER_FIELD_MAX_LENGTH },
    { tooLong: 'ApiUser password cannot exceed 50 characters.' },
  ),
  roles: choice<Role>('Roles', 'ApiUser role', ROLES),
};

/** An API user as the API returns it: `password` is the stored argon2id hash, never the password (decision D-32). */
export interface ApiUser {
  apiUserId: number;
  userName: string;
  password: string;
  roles: Role;
}
