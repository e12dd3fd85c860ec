import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsync } from 'fastify';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { problemResponses } from '../schemas/problem';

// GET /AuditLog/users: who the trail knows, for the Activity screen's user picker (decision D-90). The API users route
// is for SuperAdmin only, and an Admin reads the trail too; the trail's own names also hold the users deleted since
// and the operating-system users of the users tool, whose changes are in it as well.

/** The most names one answer holds: far more people than change the records of one airport. */
const MOST_NAMES = 1000;

/**
 * The trail's distinct user names, any letter case once, in alphabetical order: a walk of the user index (migration
 * 0011's `(lower(user_name), at, id)`) that jumps from each name to the next, one index probe per name, rather than
 * reading millions of entries to find a few dozen names.
 */
async function trailUserNames(db: Kysely<Database>): Promise<string[]> {
  const { rows } = await sql<{ userName: string }>`
    with recursive names (name_key, user_name) as (
      (select lower(user_name), user_name from audit_entry order by lower(user_name) limit 1)
      union all
      select next.name_key, next.user_name
      from names, lateral (
        select lower(user_name) as name_key, user_name from audit_entry
        where lower(user_name) > names.name_key
        order by lower(user_name) limit 1
      ) as next
    )
    select user_name from names limit ${MOST_NAMES}`.execute(db);
  return rows.map(({ userName }) => userName);
}

const UserNamesSchema = Type.Object({
  data: Type.Array(
    Type.Object({ userName: Type.String({ description: 'As the entries name the user (AuditLog `userName`).' }) }),
    { description: 'Every user who changed something, alphabetically, each name once whatever its letter case.' },
  ),
});

export const auditUsersRoutes: FastifyPluginAsync = async (app) => {
  app.get(
    '/AuditLog/users',
    {
      config: { auth: 'write' },
      schema: {
        tags: ['AuditLog'],
        summary: 'The users the audit trail names: what the userName filter of GET /AuditLog can be',
        response: { 200: UserNamesSchema, ...problemResponses(401, 403) },
      },
    },
    async () => ({ data: (await trailUserNames(app.db)).map((userName) => ({ userName })) }),
  );
};
