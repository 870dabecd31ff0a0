/**
 * The webpack configs of the shell and every remote, so the build rules (swc, styled-components
 * ids, assets, file names, compression, shared singletons) live in one place.
 *
 * Each app builds twice from one `webpack` run:
 * - the browser build (`dist/`): module federation, content-hashed chunks, precompressed `.br` and
 *   `.gz` beside every text file, source maps written but not referenced (and never served);
 * - the server build (`dist/server/render.js`): the same pages compiled for Node, with React and
 *   every dependency bundled in, which the app's own server runs to render HTML.
 * Both compile styled-components with the same swc plugin, so a component gets the same class name
 * on the server and in the browser, whichever app built it.
 */
const path = require('node:path');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const CompressionPlugin = require('compression-webpack-plugin');
const zlib = require('node:zlib');
const webpack = require('webpack');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { sharedFor } = require('./shared.cjs');
const { ChunkFilesPlugin } = require('./chunk-files-plugin.cjs');

require('tsx/cjs');
const { apiDefaultPort, remoteByName, shellDefaultPort } = require('@site/contracts/registry');
const { chunkFilesName, serverPublicPath } = require('@site/contracts/rendering');

const packagesDir = path.resolve(__dirname, '..');

/**
 * swc for TypeScript/JSX. styled-components ids are derived from the file's content and a
 * namespace: 'site' for shared packages (the same id whichever app compiles them), the app's own
 * name for its files.
 */
function scriptRules({ appName, production, server }) {
  const options = (namespace) => ({
    loader: 'swc-loader',
    options: {
      jsc: {
        parser: { syntax: 'typescript', tsx: true },
        transform: { react: { runtime: 'automatic', development: !production && !server } },
        target: server ? 'es2022' : 'es2020',
        experimental: {
          plugins: [
            [
              require.resolve('@swc/plugin-styled-components'),
              { displayName: !production, ssr: true, namespace, pure: true },
            ],
          ],
        },
      },
    },
  });
  const test = /\.[cm]?[jt]sx?$/;
  // In a browser, the endpoint table without what only the API reads (its answers' schemas and
  // words): see endpoint-docs-loader.cjs.
  const endpointDocs = server
    ? []
    : [
        {
          test: /\.ts$/,
          include: path.join(packagesDir, 'contracts', 'src', 'endpoints'),
          enforce: 'pre',
          use: require.resolve('./endpoint-docs-loader.cjs'),
        },
      ];
  return [
    ...endpointDocs,
    { test, include: packagesDir, exclude: /node_modules/, use: options('site') },
    {
      test,
      exclude: [/node_modules/, packagesDir],
      use: options(appName.replace(/[^a-z0-9]/gi, '')),
    },
  ];
}

/**
 * The shell provides the shared singletons from its own entry file rather than from ~30 small
 * chunks fetched one by one after it starts: the first load costs one request instead of a round
 * trip per library. Remotes keep theirs lazy (their copies are only fallbacks, never loaded while
 * the shell provides the library).
 */
function eagerly(sharedConfig) {
  return Object.fromEntries(
    Object.entries(sharedConfig).map(([key, config]) => [key, { ...config, eager: true }]),
  );
}

const assetTest = /\.(svg|webp|avif|png|jpe?g|pdf|woff2)$/i;

const reactRouterProduction = path.join(
  path.dirname(require.resolve('react-router/package.json')),
  'dist',
  'production',
  'index.mjs',
);

/** The browser build. */
function clientConfig({ dirname, name, port, exposes, title, setupMiddlewares }) {
  return (_env, argv) => {
    const production = argv.mode === 'production';
    return {
      name: 'client',
      mode: production ? 'production' : 'development',
      context: dirname,
      entry: './src/index.ts',
      devtool: production ? 'hidden-source-map' : 'eval-cheap-module-source-map',
      output: {
        path: path.join(dirname, 'dist'),
        // A remote's chunks and assets load from wherever the browser found its manifest (by default
        // /remotes/<name> on the site's origin): 'auto'. The server build writes asset URLs against
        // the same absolute base, which the shell's server passes with each render request.
        // Hashed chunks are cached for a year; entry files (main.js, remoteEntry.js, mf-manifest.json,
        // index.html) keep fixed names and are served no-cache by the static server. Entry names
        // stay unhashed also because the federation runtime cannot resolve [contenthash] in them
        // with webpack 5.111 (module-federation/core#5077).
        filename: '[name].js',
        chunkFilename: production ? '[name].[contenthash:10].js' : '[name].js',
        assetModuleFilename: 'assets/[name].[contenthash:10][ext]',
        publicPath: exposes ? 'auto' : '/',
        uniqueName: name,
        clean: { keep: /^server\// },
      },
      resolve: {
        extensions: ['.tsx', '.ts', '.js', '.mjs'],
        // React Router's package points every import at its development build (dev warnings
        // on); its production build sits beside it, unexported.
        alias: production ? { 'react-router$': reactRouterProduction } : {},
      },
      module: {
        rules: [
          ...scriptRules({ appName: name, production, server: false }),
          { test: assetTest, type: 'asset/resource' },
        ],
      },
      plugins: [
        new ModuleFederationPlugin({
          name,
          filename: 'remoteEntry.js',
          exposes,
          shared: exposes ? sharedFor(dirname) : eagerly(sharedFor(dirname)),
          // A remote that is down must never stop the shell from starting.
          shareStrategy: 'loaded-first',
          // Types come from workspace sources; fetching them over HTTP would break offline builds.
          dts: false,
          // One federation runtime per page: the shell provides it, remotes use it instead of
          // carrying their own copy in every remoteEntry.js.
          experiments: {
            ...(exposes ? { externalRuntime: true } : { provideExternalRuntime: true }),
            // Browser code only: the runtime's Node loaders (vm, fetch-and-eval) are left out.
            optimization: { target: 'web' },
          },
        }),
        // The runtime plugin that provides the external runtime is added by its CommonJS path,
        // which pulled the CommonJS build of the whole runtime (runtime-core, sdk) into main.js
        // beside the ES build every other part imports: two copies, ~75 KB minified. Its ES build
        // imports the same modules as the rest, so one copy remains.
        ...(exposes
          ? []
          : [
              new webpack.NormalModuleReplacementPlugin(
                /inject-external-runtime-core-plugin[\\/]dist[\\/]index\.cjs$/,
                (resource) => {
                  resource.request = resource.request.replace(/index\.cjs$/, 'index.js');
                },
              ),
            ]),
        // V8's explicit compile hint: every function of the file is compiled as the script
        // streams in, on a background thread, instead of on the main thread the first time it
        // is called (what V8 does by default). A page's start-up calls most of what its scripts
        // hold (React DOM, the router, the query cache, the chrome, the screen), and those lazy
        // compilations were a third of each start-up task. Added after minification, which would
        // drop the comment, and before compression and the content hash.
        ...(production
          ? [
              new webpack.BannerPlugin({
                banner: '//# allFunctionsCalledOnLoad',
                raw: true,
                test: /\.js$/,
                stage: webpack.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1,
              }),
            ]
          : []),
        // A remote's server preloads a lazily loaded screen's code by its chunk name.
        ...(exposes ? [new ChunkFilesPlugin({ fileName: chunkFilesName })] : []),
        // Absolute script URLs, so deep links such as /blog/some-post load /main.js. The shell's
        // server renders pages itself; this page serves the remote alone on its dev server.
        new HtmlWebpackPlugin({
          template: path.join(__dirname, 'index.html'),
          title,
          publicPath: '/',
        }),
        ...(production
          ? [
              new CompressionPlugin({
                filename: '[path][base].br',
                algorithm: 'brotliCompress',
                test: /\.(js|json|html|svg|css|txt|xml)$/,
                compressionOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } },
                threshold: 1024,
                minRatio: 0.9,
              }),
              new CompressionPlugin({
                filename: '[path][base].gz',
                algorithm: 'gzip',
                test: /\.(js|json|html|svg|css|txt|xml)$/,
                compressionOptions: { level: 9 },
                threshold: 1024,
                minRatio: 0.9,
              }),
            ]
          : []),
      ],
      performance: { hints: false },
      devServer: {
        port,
        historyApiFallback: true,
        hot: true,
        headers: { 'Access-Control-Allow-Origin': '*' },
        client: { overlay: { warnings: false } },
        // Pages call /api on their own origin, as they do behind the shell's server.
        proxy: [
          {
            context: ['/api'],
            target: process.env.API_URL || `http://localhost:${apiDefaultPort}`,
          },
        ],
        setupMiddlewares,
      },
    };
  };
}

/** The server build: `src/server.tsx` compiled for Node into dist/server/render.js. */
function serverConfig({ dirname, name }) {
  return (_env, argv) => {
    const production = argv.mode === 'production';
    return {
      name: 'server',
      mode: production ? 'production' : 'development',
      context: dirname,
      target: 'node24',
      entry: { render: './src/server.tsx' },
      devtool: false,
      output: {
        path: path.join(dirname, 'dist', 'server'),
        filename: '[name].js',
        library: { type: 'commonjs2' },
        clean: true,
      },
      resolve: { extensions: ['.tsx', '.ts', '.js', '.mjs'] },
      module: {
        rules: [
          ...scriptRules({ appName: name, production, server: true }),
          {
            test: assetTest,
            type: 'asset/resource',
            // Same file names as the browser build; the files themselves come from that build.
            generator: {
              emit: false,
              filename: 'assets/[name].[contenthash:10][ext]',
              publicPath: serverPublicPath,
            },
          },
        ],
      },
      optimization: { minimize: false },
      // One file: the server loads it (and a redeploy's new one) with a single require.
      plugins: [new webpack.optimize.LimitChunkCountPlugin({ maxChunks: 1 })],
      performance: { hints: false },
    };
  };
}

/** A remote: its browser build exposing `./routes`, and its server build. */
function createRemoteConfig(remoteName, dirname) {
  const remote = remoteByName(remoteName);
  const options = {
    dirname,
    name: remote.federationName,
    port: remote.defaultPort,
    title: remoteName,
    exposes: { './routes': './src/routes.tsx' },
  };
  return [clientConfig(options), serverConfig(options)];
}

/** The shell (host): no remote URL compiled in; they come from the runtime config. */
function createShellConfig(dirname, { setupMiddlewares } = {}) {
  const options = { dirname, name: 'shell', port: shellDefaultPort, setupMiddlewares };
  return [clientConfig(options), serverConfig(options)];
}

module.exports = { createRemoteConfig, createShellConfig };
