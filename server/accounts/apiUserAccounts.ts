import { sql, type Kysely, type Transaction } from 'kysely';
import { apiUserFields } from '../../src/domain/entities/apiUser';
import type { Role } from '../../src/domain/roles';
import { validateField } from '../../src/domain/validateRecord';
import type { AuditActor } from '../audit/auditActor';
import { secretChanged } from '../audit/auditChanges';
import { recordCreate, recordDeletion, recordUpdate } from '../audit/auditWrites';
import { recordEntry } from '../audit/recordEntry';
import { hashPassword } from '../auth/passwords';
import type { Database } from '../db/schema';
import { problem } from '../http/problem';
import type { FieldErrors } from '../schemas/problem';
import { apiUsers } from '../resources/definitions/apiUsers';
import { findById } from '../resources/repository';
import { assertSuperAdminRemains } from './superAdminGuard';

// Managing API users: the users tool calls these, and the HTTP routes can too. Each runs in one transaction and fails
// with an HttpProblem (400 invalid input, 404 unknown user, 409 name taken or last SuperAdmin). Every change of a user's
// name, role or password sets credentials_changed_at, which ends the tokens issued before it (decision D-53). Each
// change writes its audit entry in its transaction, naming the actor who made it (the users tool and its user).

/** An API user as people manage it: never the password hash. */
export interface ApiUserSummary {
  apiUserId: number;
  userName: string;
  roles: Role;
}

type ApiUserFieldName = keyof typeof apiUserFields;

const SUMMARY = ['apiUserId', 'userName', 'roles'] as const;
const UNIQUE_NAME_INDEX = 'api_user_user_name_key';

// User names are unique regardless of case (decision D-44); lower() on both sides uses the unique index.
const byName = (userName: string) => sql<boolean>`lower(${sql.ref('userName')}) = lower(${userName})`;

/**
 * Checks the given fields with the shared rules (src/domain/entities/apiUser.ts) and returns them, or throws one
 * validation problem naming every bad field by its API name (`UserName`, `Password`, `Roles`).
 */
export function validateApiUserInput<K extends ApiUserFieldName>(input: Record<K, unknown>): Record<K, string> {
  const values: Partial<Record<K, string>> = {};
  const errors: FieldErrors = {};
  for (const name of Object.keys(input) as K[]) {
    const field = apiUserFields[name];
    const outcome = validateField(field, input[name]);
    if (outcome.ok) values[name] = String(outcome.value);
    else errors[field.wire] = [outcome.message];
  }
  if (Object.keys(errors).length > 0) throw problem.validation(errors);
  return values as Record<K, string>;
}

// validateApiUserInput accepted it, so it is one of the three roles.
const asRole = (validated: string) => validated as Role;

export const unknownUser = (userName: string) => problem.notFound(`There is no user named "${userName}".`);

/** The name is taken; `existing` is how the database spells it when that differs only in case. */
export function userNameTaken(userName: string, existing = userName): Error {
  const spelling = existing === userName ? '' : ` as "${existing}"`;
  return problem.conflict(
    `A user named "${userName}" already exists${spelling} (user names are unique regardless of case).`,
  );
}

function isUniqueNameViolation(error: unknown): boolean {
  const { code, constraint } = (error ?? {}) as { code?: unknown; constraint?: unknown };
  return code === '23505' && constraint === UNIQUE_NAME_INDEX;
}

/** The user, its row locked until the transaction ends (before assertSuperAdminRemains, as that one requires). */
async function lockUser(trx: Transaction<Database>, userName: string): Promise<ApiUserSummary> {
  const user = await trx.selectFrom('apiUser').select(SUMMARY).where(byName(userName)).forUpdate().executeTakeFirst();
  if (user === undefined) throw unknownUser(userName);
  return user;
}

/** The user with this name (any case), or undefined: lets the tool stop before asking for a password in vain. */
export function findApiUser(db: Kysely<Database>, userName: string): Promise<ApiUserSummary | undefined> {
  return db.selectFrom('apiUser').select(SUMMARY).where(byName(userName)).executeTakeFirst();
}

export function listApiUsers(db: Kysely<Database>): Promise<ApiUserSummary[]> {
  return db.transaction().execute((trx) => trx.selectFrom('apiUser').select(SUMMARY).orderBy('apiUserId').execute());
}

export async function addApiUser(
  db: Kysely<Database>,
  input: { userName: string; password: string; roles: string },
  actor: AuditActor,
): Promise<ApiUserSummary> {
  const values = validateApiUserInput(input);
  // Hashing is slow on purpose: do it before the transaction rather than while holding it open.
  const passwordHash = await hashPassword(values.password);
  try {
    return await db.transaction().execute(async (trx) => {
      const clash = await trx
        .selectFrom('apiUser')
        .select('userName')
        .where(byName(values.userName))
        .executeTakeFirst();
      if (clash !== undefined) throw userNameTaken(values.userName, clash.userName);
      const user = await trx
        .insertInto('apiUser')
        .values({ userName: values.userName, password: passwordHash, roles: asRole(values.roles) })
        .returning(SUMMARY)
        .executeTakeFirstOrThrow();
      await recordCreate(trx, actor, apiUsers, { ...user });
      return user;
    });
  } catch (error) {
    // The same name added twice at the same moment: both checks saw it free, the unique index refused the second.
    if (isUniqueNameViolation(error)) throw userNameTaken(values.userName);
    throw error;
  }
}

/** Gives the user another role; `previousRole` equal to the new one means nothing changed (and no token ended). */
export async function setApiUserRole(
  db: Kysely<Database>,
  userName: string,
  role: string,
  actor: AuditActor,
): Promise<{ user: ApiUserSummary; previousRole: Role }> {
  const newRole = asRole(validateApiUserInput({ roles: role }).roles);
  return db.transaction().execute(async (trx) => {
    const user = await lockUser(trx, userName);
    if (user.roles === newRole) return { user, previousRole: user.roles };
    await assertSuperAdminRemains(trx, { apiUserId: user.apiUserId, newRole });
    const updated = await trx
      .updateTable('apiUser')
      .set({ roles: newRole, credentialsChangedAt: sql<Date>`now()` })
      .where('apiUserId', '=', user.apiUserId)
      .returning(SUMMARY)
      .executeTakeFirstOrThrow();
    await recordUpdate(trx, actor, apiUsers, { ...user }, { ...updated });
    return { user: updated, previousRole: user.roles };
  });
}

export async function resetApiUserPassword(
  db: Kysely<Database>,
  userName: string,
  password: string,
  actor: AuditActor,
): Promise<ApiUserSummary> {
  const values = validateApiUserInput({ password });
  const passwordHash = await hashPassword(values.password);
  return db.transaction().execute(async (trx) => {
    const user = await lockUser(trx, userName);
    const updated = await trx
      .updateTable('apiUser')
      .set({ password: passwordHash, credentialsChangedAt: sql<Date>`now()` })
      .where('apiUserId', '=', user.apiUserId)
      .returning(SUMMARY)
      .executeTakeFirstOrThrow();
    const changes = [secretChanged('password')];
    await recordEntry(trx, { actor, action: 'update', definition: apiUsers, recordId: user.apiUserId, changes });
    return updated;
  });
}

export async function deleteApiUser(
  db: Kysely<Database>,
  userName: string,
  actor: AuditActor,
): Promise<ApiUserSummary> {
  return db.transaction().execute(async (trx) => {
    const user = await lockUser(trx, userName);
    await assertSuperAdminRemains(trx, { apiUserId: user.apiUserId, newRole: null });
    // The whole record, its password hash too, which the deletion keeps apart for a restore.
    const record = await findById(trx, apiUsers, user.apiUserId);
    if (record !== undefined) await recordDeletion(trx, actor, apiUsers, record);
    await trx.deleteFrom('apiUser').where('apiUserId', '=', user.apiUserId).execute();
    return user;
  });
}
