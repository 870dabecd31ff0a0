const { createAppConfig } = require('@site/build-config/webpack.cjs');

// The host: no remote URL is compiled in; they come from /runtime-config.json at start-up.
module.exports = createAppConfig({ dirname: __dirname, name: 'shell', port: 3000 });
