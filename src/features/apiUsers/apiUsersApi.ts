import { api } from '../../api/baseApi';
import { resourceMeta } from '../../app/resources';
import { apiUserFields, type ApiUser } from '../../domain/entities/apiUser';
import type { ResourceHooks } from '../../resources/definition';
import { crudEndpoints } from '../../resources/endpoints';
import { querySearch } from '../../resources/search';
import { roleOptions } from './roleOptions';

/** `GET /ApiUsers/ByFilter?username=&password=&roles=` (decision D-34). */
export const apiUserSearch = querySearch('ApiUsers/ByFilter', [
  { name: 'roles', label: 'Role:', type: 'select', options: [{ value: '', label: 'Select a role' }, ...roleOptions] },
  { name: 'username', label: 'Username:', placeholder: 'Enter username' },
  { name: 'password', label: 'Password:', placeholder: 'Enter password' },
]);

export const apiUsersMeta = resourceMeta('apiUsers');

const apiUsersApi = api.injectEndpoints({
  endpoints: (build) => {
    const apiUser = crudEndpoints<ApiUser, typeof apiUserFields>(build, {
      meta: apiUsersMeta,
      tag: 'ApiUser',
      apiPath: 'ApiUsers',
      idOf: (record) => record.apiUserId,
      fields: apiUserFields,
      search: apiUserSearch,
      // The API compares the path's id with `ApiUserId`; `Id` goes too (decision D-42).
      updateIds: (id) => ({ ApiUserId: id }),
    });
    // API users are not created here (no POST, D-33): the users tool adds them.
    return {
      listApiUsers: apiUser.list,
      getApiUser: apiUser.get,
      updateApiUser: apiUser.update,
      deleteApiUser: apiUser.remove,
    };
  },
});

export const apiUserHooks: ResourceHooks<ApiUser, typeof apiUserFields> = {
  list: apiUsersApi.endpoints.listApiUsers,
  useGet: apiUsersApi.useGetApiUserQuery,
  useUpdate: apiUsersApi.useUpdateApiUserMutation,
  useDelete: apiUsersApi.useDeleteApiUserMutation,
};
