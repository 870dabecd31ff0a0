#!/usr/bin/env node
/**
 * Compiles a Node server's TypeScript entry points into plain JavaScript files in `server-dist/`
 * of the current workspace, so production runs `node server-dist/<entry>.js`: no TypeScript
 * loader (tsx) and no esbuild helper process at run time.
 *
 *   node ../packages/build-config/bundle-server.mjs [--self-contained] <entry.ts>...
 *
 * The workspace's own packages (`@site/*`, which ship TypeScript sources) are always compiled in.
 * Other npm packages stay `require`s of node_modules, unless `--self-contained`: then they are
 * compiled in too and the output needs no node_modules at all (a remote's image carries only
 * `dist/` and this one file). Packages that load files beside their own code at run time (native
 * addons, WebAssembly, database drivers chosen by name) cannot be compiled in: keep those servers
 * without `--self-contained`.
 *
 * Each entry becomes `server-dist/<file name>.js`, one folder below the workspace like `src/` or
 * `server/`, so `__dirname`-relative paths in the sources point at the same places.
 */
import path from 'node:path';
import process from 'node:process';
import { build } from 'esbuild';

const args = process.argv.slice(2);
const selfContained = args.includes('--self-contained');
const entryPoints = args.filter((arg) => !arg.startsWith('--'));
if (entryPoints.length === 0) {
  console.error('usage: bundle-server.mjs [--self-contained] <entry.ts>...');
  process.exit(2);
}

/** Leaves every bare import except the workspace's own packages to node_modules. */
const externalNpmPackages = {
  name: 'external-npm-packages',
  setup(pluginBuild) {
    pluginBuild.onResolve({ filter: /^[^./]/ }, (resolveArgs) => {
      if (resolveArgs.path.startsWith('@site/') || resolveArgs.path.startsWith('node:')) return;
      return { path: resolveArgs.path, external: true };
    });
  },
};

const outdir = path.resolve('server-dist');
const result = await build({
  entryPoints,
  outdir,
  entryNames: '[name]',
  bundle: true,
  platform: 'node',
  format: 'cjs',
  target: 'node24',
  sourcemap: 'linked',
  sourcesContent: false,
  legalComments: 'none',
  logLevel: 'warning',
  metafile: true,
  plugins: selfContained ? [] : [externalNpmPackages],
});

for (const [file, output] of Object.entries(result.metafile.outputs)) {
  if (file.endsWith('.map')) continue;
  console.info(`${path.relative(process.cwd(), file)}  ${(output.bytes / 1024).toFixed(0)} KB`);
}
