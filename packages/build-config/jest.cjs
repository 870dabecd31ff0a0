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
      '\\.(svg|webp|avif|png|jpe?g|pdf)$': require.resolve('./file-stub.cjs'),
    },
    setupFilesAfterEnv: jsdom ? [require.resolve('./jest-setup-dom.cjs')] : [],
  };
};
