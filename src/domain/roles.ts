// The three roles the product knows, spelled exactly as the API's role claim carries them (case-sensitive).
export const ROLES = ['User', 'Admin', 'SuperAdmin'] as const;
export type Role = (typeof ROLES)[number];

/** The roles as people read them. */
export const ROLE_LABELS: Readonly<Record<Role, string>> = { User: 'User', Admin: 'Admin', SuperAdmin: 'Super Admin' };

export const isRole = (value: unknown): value is Role =>
  typeof value === 'string' && (ROLES as readonly string[]).includes(value);

/** Admin and SuperAdmin may create, edit and delete records. */
export const WRITE_ROLES: readonly Role[] = ['Admin', 'SuperAdmin'];

export const canWrite = (role: Role | null | undefined): boolean => role === 'Admin' || role === 'SuperAdmin';

/** Only a SuperAdmin manages API users. */
export const canManageUsers = (role: Role | null | undefined): boolean => role === 'SuperAdmin';

/** Admin and SuperAdmin read the audit trail (History, Activity); a User does not (D-76). */
export const AUDIT_ROLES: readonly Role[] = ['Admin', 'SuperAdmin'];

export const canReadAudit = (role: Role | null | undefined): boolean =>
  role !== null && role !== undefined && AUDIT_ROLES.includes(role);
