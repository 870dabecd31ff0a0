const { createRemoteConfig } = require('@site/build-config/webpack.cjs');

module.exports = createRemoteConfig('booking', __dirname);
