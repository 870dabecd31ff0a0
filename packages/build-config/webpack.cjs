/**
 * The webpack + module federation config factory used by the shell and every remote, so that the
 * build rules (swc, assets, caching-friendly file names, shared singletons) live in one place.
 */
const path = require('node:path');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { shared } = require('./shared.cjs');

/**
 * @param {object} options
 * @param {string} options.dirname     the app's folder (pass __dirname)
 * @param {string} options.name        federation name, e.g. 'mfe_blog'
 * @param {number} options.port        dev-server port
 * @param {Record<string,string>} [options.exposes]  modules a remote exposes
 * @param {string} [options.title]     <title> of the standalone page
 * @param {Function} [options.setupMiddlewares]  extra dev-server routes (the shell's runtime config)
 */
function createAppConfig({ dirname, name, port, exposes, title = 'Loading…', setupMiddlewares }) {
  return (_env, argv) => {
    const production = argv.mode === 'production';
    return {
      mode: production ? 'production' : 'development',
      context: dirname,
      entry: './src/index.ts',
      devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
      output: {
        path: path.join(dirname, 'dist'),
        // Hashed chunks are cached for a year; entry files (main.js, remoteEntry.js, mf-manifest.json,
        // index.html) keep fixed names and are served no-cache by the static server. Entry names
        // stay unhashed also because the federation runtime cannot resolve [contenthash] in them
        // with webpack 5.111 (module-federation/core#5077).
        filename: '[name].js',
        chunkFilename: production ? '[name].[contenthash:10].js' : '[name].js',
        assetModuleFilename: 'assets/[name].[contenthash:10][ext]',
        publicPath: 'auto',
        uniqueName: name,
        clean: true,
      },
      resolve: { extensions: ['.tsx', '.ts', '.js', '.mjs'] },
      module: {
        rules: [
          {
            test: /\.[cm]?[jt]sx?$/,
            exclude: /node_modules/,
            use: {
              loader: 'swc-loader',
              options: {
                jsc: {
                  parser: { syntax: 'typescript', tsx: true },
                  transform: { react: { runtime: 'automatic', development: !production } },
                  target: 'es2020',
                },
              },
            },
          },
          { test: /\.(svg|webp|avif|png|jpe?g|pdf)$/i, type: 'asset/resource' },
        ],
      },
      plugins: [
        new ModuleFederationPlugin({
          name,
          filename: 'remoteEntry.js',
          exposes,
          shared,
          // A remote that is down must never stop the shell from starting.
          shareStrategy: 'loaded-first',
          // Types come from workspace sources; fetching them over HTTP would break offline builds.
          dts: false,
        }),
        // Absolute script URLs, so deep links such as /blog/some-post load /main.js.
        new HtmlWebpackPlugin({
          template: path.join(__dirname, 'index.html'),
          title,
          publicPath: '/',
        }),
      ],
      performance: { hints: false },
      devServer: {
        port,
        historyApiFallback: true,
        hot: true,
        headers: { 'Access-Control-Allow-Origin': '*' },
        client: { overlay: { warnings: false } },
        // Pages call /api on their own origin, as they do behind the shell's server.
        proxy: [{ context: ['/api'], target: process.env.API_URL || 'http://localhost:4000' }],
        setupMiddlewares,
      },
    };
  };
}

module.exports = { createAppConfig };
