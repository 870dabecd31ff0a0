const { createAppConfig } = require('@site/build-config/webpack.cjs');

module.exports = createAppConfig({
  dirname: __dirname,
  name: 'mfe_marketing',
  port: 3001,
  title: 'Marketing',
  exposes: { './routes': './src/routes.tsx' },
});
