import { prepareTemplates } from './databaseTemplates';

// Jest runs this once per run of the server suite, before any worker starts.
export default async function globalSetup(): Promise<void> {
  await prepareTemplates(process.env.TEST_DATABASE_URL || undefined);
}
