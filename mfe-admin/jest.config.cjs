const config = require('@site/build-config/jest.cjs')({ environment: 'jsdom' });

module.exports = {
  ...config,
  setupFilesAfterEnv: [...config.setupFilesAfterEnv, '<rootDir>/src/test/setup.ts'],
};
