const { createRemoteConfig } = require('@site/build-config/webpack.cjs');

module.exports = createRemoteConfig('admin', __dirname);
