const { createAppConfig } = require('@site/build-config/webpack.cjs');

module.exports = createAppConfig({
  dirname: __dirname,
  name: 'mfe_blog',
  port: 3002,
  title: 'Blog',
  exposes: { './routes': './src/routes.tsx' },
});
