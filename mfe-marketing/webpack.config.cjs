const { createRemoteConfig } = require('@site/build-config/webpack.cjs');

module.exports = createRemoteConfig('marketing', __dirname);
