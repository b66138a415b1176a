// End-to-end suite: Playwright driving Debian's Chromium against the production build served by the API.
const { jestProject } = require('@trippy/config/jest-project.cjs');

const base = jestProject({ dir: __dirname, name: 'e2e' });
module.exports = {
  ...base,
  testMatch: ['<rootDir>/src/__e2e__/**/*.e2e.test.ts'],
  globalSetup: '<rootDir>/src/harness/global-setup.ts',
  globalTeardown: '<rootDir>/src/harness/global-teardown.ts',
  testTimeout: 120_000,
  maxWorkers: 1,
};
