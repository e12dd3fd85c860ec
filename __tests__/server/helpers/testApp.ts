import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { buildApp } from '../../../server/app';
import { testConfig, type Config } from '../../../server/config';
import type { DatabaseConnection } from '../../../server/db/connect';
import { createTestDatabase } from './testDatabase';

export interface TestApp {
  app: FastifyInstance;
  config: Config;
  database: DatabaseConnection;
  close(): Promise<void>;
}

export interface TestAppOptions {
  config?: Partial<Config>;
  /** Load the demo data set (default true). */
  seed?: boolean;
  logger?: FastifyBaseLogger;
}

/** A fresh migrated (and by default seeded) database with the app on top, ready for `app.inject`. */
export async function startTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const testDatabase = await createTestDatabase(options.seed === false ? 'migrated' : 'seeded');
  const database = testDatabase.connection;
  try {
    const config = testConfig({ databaseUrl: testDatabase.databaseUrl, ...options.config });
    const app = await buildApp({ config, database, logger: options.logger });
    let closed = false;
    return {
      app,
      config,
      database,
      async close() {
        if (closed) return;
        closed = true;
        await app.close();
        await testDatabase.dispose();
      },
    };
  } catch (error) {
    await testDatabase.dispose();
    throw error;
  }
}

export const DEMO_USERS = {
  superAdmin: { userName: 'og', password: 'og' },
  admin: { userName: 'aa', password: 'aa' },
  user: { userName: 'uu', password: 'uu' },
} as const;

/** Signs in through the API and returns the raw token. */
export async function signIn(app: FastifyInstance, user: { userName: string; password: string }): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/v1/Authentication',
    payload: { UserName: user.userName, Password: user.password },
  });
  if (response.statusCode !== 200) throw new Error(`sign-in as ${user.userName} failed: ${response.statusCode}`);
  return response.body;
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** The JSON payload of a token, unverified. */
export const decodePart = (token: string, part: 0 | 1): Record<string, unknown> =>
  JSON.parse(Buffer.from(token.split('.')[part] ?? '', 'base64url').toString('utf8')) as Record<string, unknown>;
