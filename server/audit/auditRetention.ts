import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';

// AUDIT_RETENTION_DAYS: entries older than that many days are pruned when the server starts and then daily. Every
// instance prunes; the deletes of two at once simply find less to do. Unset, the trail is kept forever.

const DAY_MS = 86_400_000;
/** Entries deleted per transaction: a first prune of years of history never holds one long transaction. */
const BATCH = 10_000;

/** Deletes the entries older than `days` days, in batches; resolves to how many went. */
export async function pruneAuditEntries(db: Kysely<Database>, days: number): Promise<number> {
  let pruned = 0;
  for (;;) {
    const deleted = await db.transaction().execute(async (trx) => {
      // The append-only trigger lets this transaction, and only one that says so, delete (migration 0011).
      await sql`select set_config('audit.pruning', 'on', true)`.execute(trx);
      const result = await trx
        .deleteFrom('auditEntry')
        .where(
          'id',
          'in',
          trx
            .selectFrom('auditEntry')
            .select('id')
            .where('at', '<', sql<Date>`now() - make_interval(days => ${days})`)
            .orderBy('at')
            .limit(BATCH),
        )
        .executeTakeFirst();
      return Number(result.numDeletedRows);
    });
    pruned += deleted;
    if (deleted < BATCH) return pruned;
  }
}

const retention: FastifyPluginAsync<{ days: number | undefined }> = async (app, { days }) => {
  if (days === undefined) return;
  const prune = () => {
    // In the background: a long first prune must not hold the server's start.
    void pruneAuditEntries(app.db, days).then(
      (pruned) => {
        if (pruned > 0) app.log.info({ pruned, days }, 'pruned audit entries older than the retention period');
      },
      (error: unknown) => app.log.warn({ reason: (error as Error).message }, 'could not prune audit entries'),
    );
  };
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    prune();
    timer = setInterval(prune, DAY_MS).unref();
  });
  app.addHook('onClose', async () => clearInterval(timer));
};

export const auditRetention = fp(retention, { name: 'audit-retention' });
