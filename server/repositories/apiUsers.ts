import { sql, type Kysely, type Transaction } from 'kysely';
import type { Role } from '../../src/domain/roles';
import type { Database } from '../db/schema';

type Db = Kysely<Database> | Transaction<Database>;

/** An API user as sign-in needs it. */
export interface ApiUserCredentials {
  apiUserId: number;
  userName: string;
  password: string;
  roles: Role;
}

/** The facts a token is checked against on every request (decision D-53). */
export interface ApiUserIdentity {
  userName: string;
  roles: Role;
  credentialsChangedAt: Date;
}

// User names are unique regardless of case; lower() on both sides uses the api_user_user_name_key index.
const byName = (userName: string) => sql<boolean>`lower(${sql.ref('userName')}) = lower(${userName})`;

export function findApiUserCredentials(db: Db, userName: string): Promise<ApiUserCredentials | undefined> {
  return db
    .selectFrom('apiUser')
    .select(['apiUserId', 'userName', 'password', 'roles'])
    .where(byName(userName))
    .executeTakeFirst();
}

export function findApiUserIdentity(db: Db, userName: string): Promise<ApiUserIdentity | undefined> {
  return db
    .selectFrom('apiUser')
    .select(['userName', 'roles', 'credentialsChangedAt'])
    .where(byName(userName))
    .executeTakeFirst();
}
