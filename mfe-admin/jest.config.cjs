module.exports = require('@site/build-config/jest.cjs')({ environment: 'jsdom' });
