import { removeDataTemplate } from './dataTemplate';

export default async function globalTeardown(): Promise<void> {
  await removeDataTemplate();
}
