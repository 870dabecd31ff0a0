// Browser code runs in jsdom; the production server's tests (server/) say `@jest-environment node`.
module.exports = require('@site/build-config/jest.cjs')({
  environment: 'jsdom',
  testMatch: ['<rootDir>/{src,server}/**/*.test.ts?(x)'],
});
