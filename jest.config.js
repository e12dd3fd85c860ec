// @ts-check
// ESM-only packages that Babel must compile for Jest, or the client tests fail to import them: MSW's. (The server
// suite runs in plain Node, which loads them itself.)
const esmPackages = ['rettime', 'until-async', '@open-draft/deferred-promise'];
/** @type {import('jest').Config['transform']} */
const transform = { '^.+\\.(mjs|cjs|js|jsx|ts|tsx)$': 'babel-jest' };
const transformIgnorePatterns = [`/node_modules/(?!(${esmPackages.join('|')})/)`];

/** @type {import('jest').Config} */
module.exports = {
  // Under Jest's own runner, a test file's module registry (jsdom's documents above all) is not all freed when it
  // ends: a process that runs file after file slows down as its heap grows. A worker above this limit is replaced
  // after its file, and setting it makes Jest use a worker even where it would run a project's files in its own
  // process. (The server suite's runner keeps one set of modules per worker, and needs no such limit.)
  workerIdleMemoryLimit: '1GB',
  projects: [
    {
      displayName: 'client',
      testEnvironment: 'jest-fixed-jsdom',
      testMatch: ['<rootDir>/__tests__/client/**/*.test.{ts,tsx}'],
      setupFilesAfterEnv: ['<rootDir>/__tests__/client/setup.ts'],
      // jsdom applies no style sheets: a CSS module's class names are their own names.
      moduleNameMapper: { '\\.css$': '<rootDir>/__tests__/client/support/styleStub.js' },
      transform,
      transformIgnorePatterns,
    },
    {
      // Plain Node, as the server runs: each worker loads the server's modules once for all its test files, where
      // Jest's own runner loads them again into a fresh sandbox per file (two thirds of the suite's processor time
      // went to that and to recompiling the app's schemas). So a test file must leave nothing global behind (a spy
      // is restored, an environment variable put back). The runner's missing time limits come from timeLimits.ts.
      displayName: 'server',
      runner: 'jest-light-runner',
      testMatch: ['<rootDir>/__tests__/server/**/*.test.ts'],
      setupFiles: ['<rootDir>/__tests__/server/helpers/loadTypeScript.mjs'],
      setupFilesAfterEnv: ['<rootDir>/__tests__/server/helpers/timeLimits.ts'],
      // Makes the databases every test file starts from a copy of (databaseTemplates.ts). Jest itself runs these two,
      // through its transform.
      globalSetup: '<rootDir>/__tests__/server/helpers/globalSetup.ts',
      globalTeardown: '<rootDir>/__tests__/server/helpers/globalTeardown.ts',
      transform,
      transformIgnorePatterns,
    },
    {
      displayName: 'e2e',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/__tests__/e2e/**/*.test.ts'],
      // Makes the data directory every test file's server starts on a copy of (support/dataTemplate.ts).
      globalSetup: '<rootDir>/__tests__/e2e/support/globalSetup.ts',
      globalTeardown: '<rootDir>/__tests__/e2e/support/globalTeardown.ts',
      transform,
      transformIgnorePatterns,
    },
    {
      // Real processes (a PostgreSQL cluster, PgBouncer, HAProxy, Redis, several servers): run alone, in band.
      displayName: 'resilience',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/__tests__/resilience/**/*.test.ts'],
      transform,
      transformIgnorePatterns,
    },
  ],
};
