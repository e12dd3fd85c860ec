import { resourceScreens } from '../../components/resource/resourceScreens';
import { column } from '../../resources/columns';
import { defineResource } from '../../resources/definition';
import { apiUsersApi } from './apiUsersApi';
import { MaskedPassword } from './MaskedPassword';
import { roleLabel, roleOptions } from './roleOptions';

/**
 * API users, for SuperAdmins only: no create, no delete from the list (decision D-33). The edit form's password
 * starts as the stored hash; sending it back unchanged keeps the password (D-32).
 */
export const apiUsers = defineResource(apiUsersApi, {
  describe: (user) => user.userName,
  columns: [
    column('Id', 'apiUserId'),
    column('Username', 'userName'),
    { header: 'Password', value: (user) => <MaskedPassword value={user.password} owner={user.userName} /> },
    { header: 'Roles', value: (user) => roleLabel(user.roles), sort: 'roles' },
  ],
  quickSearchHint: 'Type any part of a username or role',
  form: {
    inputs: {
      userName: { label: 'Username', autoComplete: 'off' },
      password: {
        label: 'Password',
        type: 'password',
        autoComplete: 'new-password',
        hint: 'This is the stored password hash: leave it as it is to keep the current password.',
      },
      roles: { label: 'Roles', type: 'select', options: roleOptions },
    },
  },
  deleteFromList: false,
});

export default resourceScreens(apiUsers);
