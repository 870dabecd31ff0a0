const { createShellConfig } = require('@site/build-config/webpack.cjs');

// The host: no remote URL is compiled in; they come from the runtime config at start-up.
module.exports = createShellConfig(__dirname, {
  // In development the dev server renders /runtime-config.json from the same code and
  // environment variables as the production server (shell/server/config.ts).
  setupMiddlewares(middlewares, devServer) {
    require('tsx/cjs');
    const { readRuntimeConfig } = require('./server/config.ts');
    const runtime = readRuntimeConfig(process.env);
    devServer.app.get('/runtime-config.json', (_request, response) => response.json(runtime));
    return middlewares;
  },
});
