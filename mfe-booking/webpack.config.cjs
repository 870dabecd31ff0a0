const { createAppConfig } = require('@site/build-config/webpack.cjs');

module.exports = createAppConfig({
  dirname: __dirname,
  name: 'mfe_booking',
  port: 3003,
  title: 'Booking',
  exposes: { './routes': './src/routes.tsx' },
});
