import type { SearchOption } from '../../resources/search';

/** The roles as people read them; the values are the API's spellings (decision D-51). */
export const roleOptions: readonly SearchOption[] = [
  { value: 'User', label: 'User' },
  { value: 'Admin', label: 'Admin' },
  { value: 'SuperAdmin', label: 'Super Admin' },
];

export const roleLabel = (role: string): string => roleOptions.find((option) => option.value === role)?.label ?? role;
