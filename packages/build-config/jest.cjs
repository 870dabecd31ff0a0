/** The one test timeout of every workspace (see below). */
const testTimeout = 60_000;

/**
 * Jest preset for every workspace: swc compiles TypeScript and JSX (ts-jest is not used: it is
 * far slower here), tests live in __tests__/ folders or as *.test.ts beside the code.
 * @param {{ environment?: 'node' | 'jsdom', testMatch?: string[], displayName?: string }} [options]
 */

function jestConfig({ environment = 'node', testMatch, displayName } = {}) {
  const jsdom = environment === 'jsdom';
  return {
    displayName,
    testEnvironment: jsdom ? require.resolve('./jest-environment-dom.cjs') : 'node',
    testMatch: testMatch ?? ['<rootDir>/src/**/*.test.ts?(x)'],
    testPathIgnorePatterns: ['/node_modules/', '/dist/'],
    // A ceiling, not a timing: npm test runs several workspaces' suites at once on a 2-core
    // machine, where a cold first test (swc compiling its modules) or a component test clicking
    // through a whole form can take longer than Jest's default 5 s. (Jest reads this option only
    // at the top level of a config: a config with `projects` sets it again there.)
    testTimeout,
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
}

module.exports = jestConfig;
module.exports.testTimeout = testTimeout;
