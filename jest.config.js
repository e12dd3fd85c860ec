// @ts-check
// ESM-only packages that Babel must compile for Jest, or the tests fail to import them: under MSW, and under Fastify
// (content-disposition for @fastify/static, cookie for inject's light-my-request): Node 20 loads those through
// require(esm), Jest before Node 24.9 cannot; and @faker-js/faker, which the data generator uses.
const esmPackages = [
  'rettime',
  'until-async',
  '@open-draft/deferred-promise',
  'content-disposition',
  'cookie',
  '@faker-js/faker',
];
/** @type {import('jest').Config['transform']} */
const transform = { '^.+\\.(mjs|cjs|js|jsx|ts|tsx)$': 'babel-jest' };
const transformIgnorePatterns = [`/node_modules/(?!(${esmPackages.join('|')})/)`];

/** @type {import('jest').Config} */
module.exports = {
  // A test file's modules (PGlite's WebAssembly memory above all) are not all freed when it ends: a process that runs
  // file after file slows down as its heap grows. A worker above this limit is replaced after its file, and setting
  // it makes Jest use a worker even where it would run a project's files in its own process.
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
      displayName: 'server',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/__tests__/server/**/*.test.ts'],
      // Makes the databases every test file starts from a copy of (databaseTemplates.ts).
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
