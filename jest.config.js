// @ts-check
// ESM-only packages under MSW that Babel must compile for Jest (ARCHITECTURE.md section 4).
const esmPackages = ['rettime', 'until-async', '@open-draft/deferred-promise'];
/** @type {import('jest').Config['transform']} */
const transform = { '^.+\\.(mjs|cjs|js|jsx|ts|tsx)$': 'babel-jest' };
const transformIgnorePatterns = [`/node_modules/(?!(${esmPackages.join('|')})/)`];

/** @type {import('jest').Config} */
module.exports = {
  projects: [
    {
      displayName: 'client',
      testEnvironment: 'jest-fixed-jsdom',
      testMatch: ['<rootDir>/__tests__/client/**/*.test.{ts,tsx}'],
      setupFilesAfterEnv: ['<rootDir>/__tests__/client/setup.ts'],
      transform,
      transformIgnorePatterns,
    },
    {
      displayName: 'server',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/__tests__/server/**/*.test.ts'],
      transform,
      transformIgnorePatterns,
    },
    {
      displayName: 'e2e',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/__tests__/e2e/**/*.test.ts'],
      transform,
      transformIgnorePatterns,
    },
  ],
};
