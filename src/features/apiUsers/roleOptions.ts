import { isRole, ROLE_LABELS, ROLES } from '../../domain/roles';
import type { SearchOption } from '../../resources/search';

/** The roles as people read them; the values are the API's spellings (decision D-51). */
export const roleOptions: readonly SearchOption[] = ROLES.map((role) => ({ value: role, label: ROLE_LABELS[role] }));

export const roleLabel = (role: string): string => (isRole(role) ? ROLE_LABELS[role] : role);
