import { apiUserFields, type ApiUser } from '../../domain/entities/apiUser';
import { resourceApi } from '../../resources/resourceApi';
import { querySearch } from '../../resources/search';
import { roleOptions } from './roleOptions';

/** `GET /ApiUsers/ByFilter?username=&password=&roles=` (decision D-34). */
const apiUserSearch = querySearch('ApiUsers/ByFilter', [
  { name: 'roles', label: 'Role:', type: 'select', options: [{ value: '', label: 'Select a role' }, ...roleOptions] },
  { name: 'username', label: 'Username:', placeholder: 'Enter username' },
  { name: 'password', label: 'Password:', placeholder: 'Enter password', secret: true },
]);

// API users are not created here (no POST, decision D-33): the users tool adds them.
export const apiUsersApi = resourceApi({
  key: 'apiUsers',
  apiPath: 'ApiUsers',
  idOf: (user: ApiUser) => user.apiUserId,
  fields: apiUserFields,
  search: apiUserSearch,
  // The API compares the path's id with `ApiUserId`; `Id` goes too (decision D-42).
  updateIds: (id) => ({ ApiUserId: id }),
});
