const { createAppConfig } = require('@site/build-config/webpack.cjs');

module.exports = createAppConfig({
  dirname: __dirname,
  name: 'mfe_intake',
  port: 3004,
  title: 'Intake questionnaire',
  exposes: { './routes': './src/routes.tsx' },
});
