import { prepareDataTemplate } from './dataTemplate';

// Jest runs this once per run of the browser tests, before any test file.
export default async function globalSetup(): Promise<void> {
  await prepareDataTemplate();
}
