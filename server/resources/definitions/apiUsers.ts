import { ROLE_LABELS } from '../../../src/domain/roles';
import { cellColumns } from '../../exports/exportColumns';
import { sql, type Transaction } from 'kysely';
import { apiUserFields, type ApiUser } from '../../../src/domain/entities/apiUser';
import { assertSuperAdminRemains } from '../../accounts/superAdminGuard';
import { hashPassword } from '../../auth/passwords';
import type { Database } from '../../db/schema';
import { compare, contains, type Criterion } from '../criteria';
import type { ResourceDefinition } from '../definition';
import { dtoRows } from '../dtoRows';
import { parentResources } from '../parentResources';
import { dtoSchema } from '../schemas';
import { sortFields } from '../sortFields';
import { API_USER_COLUMNS, own } from './dtoColumns';
import { ownColumns } from '../naming';

export const ApiUserSchema = dtoSchema(
  'apiUserId',
  apiUserFields,
  {},
  'An API user. `password` is the stored argon2id hash, never the password itself.',
);

const passwordIs: Criterion<'password'> = {
  param: 'password',
  column: 'password',
  match: 'verifiesPassword',
  type: 'text',
  description: 'Users whose password is exactly this one (checked against the stored hashes)',
};
const filter = [
  contains('userName', 'userName', 'Part of the user name'),
  compare('equals', 'roles', 'roles', 'text', 'Exactly this role: User, Admin or SuperAdmin'),
  passwordIs,
];
const ANY = 'At least one filter criterion must be provided.';

/**
 * Decision D-32: a password equal to the stored hash keeps the password (the edit form sends the hash back
 * unchanged); any other value is a new password and is hashed. A new name, role or password revokes the user's tokens
 * (D-53), and the last SuperAdmin keeps its role (D-33).
 */
async function prepare(trx: Transaction<Database>, values: Record<string, unknown>, current: unknown) {
  const user = current as ApiUser;
  const role = values.roles as ApiUser['roles'];
  if (role !== user.roles) await assertSuperAdminRemains(trx, { apiUserId: user.apiUserId, newRole: role });
  const password = values.password === user.password ? user.password : await hashPassword(String(values.password));
  const changed = values.userName !== user.userName || role !== user.roles || password !== user.password;
  return { ...values, password, ...(changed ? { credentialsChangedAt: sql`now()` } : {}) };
}

const cell = cellColumns<ApiUser>();

export const apiUsers: ResourceDefinition<'apiUser'> = {
  path: 'ApiUsers',
  singular: 'API user',
  plural: 'API users',
  table: 'apiUser',
  idProperty: 'apiUserId',
  // The reference names the key ApiUserId; its SPA sends Id (decision D-42). Both are accepted.
  idWireNames: ['ApiUserId', 'Id'],
  fields: apiUserFields,
  // Users are created with the users tool only (D-33).
  references: parentResources(apiUserFields, {}),
  creatable: false,
  rows: dtoRows((db) => db.selectFrom('apiUser as t').select(own(API_USER_COLUMNS))),
  // Never by the password: its hash says nothing, and sorting by it would hint at which users share one.
  sortable: sortFields({ idProperty: 'apiUserId', fields: apiUserFields, except: ['password'] }),
  text: { columns: ['userName', 'roles'] },
  naming: ownColumns('userName'),
  searches: [
    { path: 'byFilter', criteria: filter, missingCriteria: ANY },
    { path: 'search', criteria: filter, missingCriteria: ANY },
    {
      path: 'byRole/:role',
      criteria: [compare('equals', 'role', 'roles', 'text', 'The role')],
      missingCriteria: 'Invalid input. The role must be a valid non-empty string.',
    },
  ],
  duplicate: 'An API user with this user name already exists.',
  secretFields: ['password'],
  hooks: {
    prepare,
    beforeDelete: (trx, current) =>
      assertSuperAdminRemains(trx, { apiUserId: (current as ApiUser).apiUserId, newRole: null }),
    afterChange: (app, before, after) =>
      app.tokenUsers.changed(
        ([before, after] as (ApiUser | undefined)[]).flatMap((user) => (user === undefined ? [] : [user.userName])),
      ),
  },
  // The password never leaves in an export, not even as a hash.
  exportColumns: [
    cell.value('Id', 'apiUserId', 0.4),
    cell.value('Username', 'userName', 2),
    cell.text('Roles', [cell.label('roles', ROLE_LABELS)]),
  ],
  access: { read: 'superAdmin', write: 'superAdmin' },
};
