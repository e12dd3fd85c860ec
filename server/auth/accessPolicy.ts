import { canManageUsers, canWrite, isRole, type Role } from '../../src/domain/roles';

/**
 * Who may call a route (decision D-51), declared on each route as `config: { auth: '...' }`:
 * - anonymous: anyone, no token (sign-in);
 * - signedIn: a valid token with one of the three roles (every read);
 * - write: Admin or SuperAdmin (create, update, delete);
 * - superAdmin: SuperAdmin only (everything under /ApiUsers).
 */
export type AccessPolicy = 'anonymous' | 'signedIn' | 'write' | 'superAdmin';

export function policyAllows(policy: AccessPolicy, role: Role): boolean {
  switch (policy) {
    case 'anonymous':
      return true;
    case 'signedIn':
      return isRole(role);
    case 'write':
      return canWrite(role);
    case 'superAdmin':
      return canManageUsers(role);
  }
}

export const POLICY_REQUIREMENT: Record<Exclude<AccessPolicy, 'anonymous'>, string> = {
  signedIn: 'the User, Admin or SuperAdmin role',
  write: 'the Admin or SuperAdmin role',
  superAdmin: 'the SuperAdmin role',
};
