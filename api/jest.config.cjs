const preset = require('@site/build-config/jest.cjs');

/** `--selectProjects unit` runs pure logic; `integration` runs against a real PostgreSQL. */
module.exports = {
  testTimeout: preset.testTimeout,
  projects: [
    preset({ environment: 'node', displayName: 'unit', testMatch: ['<rootDir>/src/**/*.test.ts'] }),
    {
      ...preset({
        environment: 'node',
        displayName: 'integration',
        testMatch: ['<rootDir>/src/**/*.integration-test.ts'],
      }),
      // A database per Jest worker (src/test/worker-database.cjs).
      globalSetup: '<rootDir>/src/test/worker-database.cjs',
      setupFiles: ['<rootDir>/src/test/use-worker-database.cjs'],
    },
  ],
};
