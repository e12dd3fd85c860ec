import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';

// Every instance keeps the users behind recent tokens for AUTH_CACHE_MS (auth/tokenUsers.ts). When a user is changed
// or deleted on one instance (or with the users tool), the others hear of it through Redis publish/subscribe and check
// that user's tokens afresh on their next request, within milliseconds instead of the cache's lifetime. A notice lost
// while Redis was unreachable is made up for by forgetting every cached user once it is back.

const CHANNEL = 'airport-back-office:api-user-changed';
// A refresh retires the token it replaces (D-93): the others drop what they kept of that session.
const SESSION_CHANNEL = 'airport-back-office:api-session-refreshed';

/** Tells every instance listening on `redis` that these users changed. */
export async function announceUserChanges(redis: Redis, userNames: string[]): Promise<void> {
  await Promise.all(userNames.map((userName) => redis.publish(CHANNEL, userName.toLowerCase())));
}

/** Tells every instance listening on `redis` that this session has a new current token. */
export async function announceSessionRefresh(redis: Redis, sessionId: number): Promise<void> {
  await redis.publish(SESSION_CHANNEL, String(sessionId));
}

export interface UserChangeHandlers {
  changed(userName: string): void;
  sessionRefreshed(sessionId: number): void;
  /** Notices may have been missed (the subscription was down): forget everything. */
  missed(): void;
}

/** Subscribes on a connection of its own (a subscribed Redis connection can do nothing else); returns the stop. */
export function listenForUserChanges(redis: Redis, handlers: UserChangeHandlers, log: FastifyBaseLogger): () => void {
  const subscriber = redis.duplicate({ enableOfflineQueue: true });
  let subscribed = false;
  subscriber.on('message', (channel: string, message: string) => {
    if (channel === CHANNEL) handlers.changed(message);
    else if (channel === SESSION_CHANNEL && /^\d{1,15}$/.test(message)) handlers.sessionRefreshed(Number(message));
  });
  subscriber.on('error', () => undefined); // The main connection reports outages; this one only reconnects.
  subscriber.on('ready', () => {
    // ioredis subscribes again by itself after a reconnection; what was published in between is lost.
    if (subscribed) handlers.missed();
  });
  subscriber.subscribe(CHANNEL, SESSION_CHANNEL).then(
    () => (subscribed = true),
    (error: unknown) => log.warn({ reason: (error as Error).message }, 'cannot subscribe to user changes'),
  );
  return () => subscriber.disconnect();
}

/** For the users tool: one connection, one announcement, closed again; an unreachable Redis is reported, not fatal. */
export async function announceUserChangesOnce(redisUrl: string, userNames: string[]): Promise<boolean> {
  const redis = new Redis(redisUrl, {
    lazyConnect: true,
    connectTimeout: 2000,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
  });
  redis.on('error', () => undefined);
  try {
    await redis.connect();
    await announceUserChanges(redis, userNames);
    return true;
  } catch {
    return false;
  } finally {
    redis.disconnect();
  }
}
