import { removeTemplates } from './databaseTemplates';

export default async function globalTeardown(): Promise<void> {
  await removeTemplates(process.env.TEST_DATABASE_URL || undefined);
}
