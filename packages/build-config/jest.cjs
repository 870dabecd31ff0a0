/**
 * Jest preset for every workspace: swc compiles TypeScript and JSX (no ts-jest: see toolchain.md),
 * tests live in __tests__/ folders or as *.test.ts beside the code.
 * @param {{ environment?: 'node' | 'jsdom', testMatch?: string[], displayName?: string }} [options]
 */
module.exports = function jestConfig({ environment = 'node', testMatch, displayName } = {}) {
  const jsdom = environment === 'jsdom';
  return {
    displayName,
    testEnvironment: jsdom ? require.resolve('./jest-environment-dom.cjs') : 'node',
    testMatch: testMatch ?? ['<rootDir>/src/**/*.test.ts?(x)'],
    testPathIgnorePatterns: ['/node_modules/', '/dist/'],
    // A ceiling, not a timing: npm test runs every workspace's suites at once on a 2-core machine,
    // where a cold first test (loading its modules) can take longer than Jest's default 5 s.
    testTimeout: 30_000,
    // Some dependencies ship only ES modules, which Jest's CommonJS module system cannot require;
    // swc turns whatever is loaded into CommonJS (cached, so this costs little after the first run).
    transformIgnorePatterns: [],
    transform: {
      '^.+\\.(t|j)sx?$': [
        require.resolve('@swc/jest'),
        {
          jsc: {
            parser: { syntax: 'typescript', tsx: true },
            transform: { react: { runtime: 'automatic' } },
            target: 'es2022',
          },
          module: { type: 'commonjs' },
        },
      ],
    },
    moduleNameMapper: {
      '\\.(svg|webp|avif|png|jpe?g|pdf|woff2)$': require.resolve('./file-stub.cjs'),
    },
    setupFilesAfterEnv: jsdom ? [require.resolve('./jest-setup-dom.cjs')] : [],
  };
};
