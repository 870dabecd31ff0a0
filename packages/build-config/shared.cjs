/**
 * The one list of modules shared as singletons between the shell and every remote. Each app
 * requires the version its own package.json pins (`^` of it), so the versions are written once,
 * where npm installs them, and a remote built against an incompatible major fails loudly instead
 * of silently loading a second React. A trailing slash shares every sub-path (react/jsx-runtime, …).
 */
const fs = require('node:fs');
const path = require('node:path');

const singletonLibraries = [
  'react',
  'react-dom',
  '@tanstack/react-query',
  'zustand',
  'styled-components',
];

/**
 * Workspace packages that hold state (the toast store, site settings, the query client, and the
 * router: react-router is shared through @site/ui/router, which carries only what the site uses),
 * shared at the version in their own package.json.
 */
const statefulWorkspacePackages = { '@site/ui/': 'ui', '@site/api-client/': 'api-client' };

/**
 * Libraries of the workspace packages that several apps load in the browser (yup: the endpoint
 * table's and the forms' schemas, from @site/contracts), shared at the version that package pins so
 * a visitor downloads and runs one copy: the shell's, already in its entry file.
 */
const workspaceLibraries = { yup: 'contracts' };

const readManifest = (dir) => JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8'));

function singleton(requiredVersion) {
  return { singleton: true, requiredVersion, strictVersion: false };
}

/** The module federation `shared` option of the app in `appDir`. */
function sharedFor(appDir) {
  const manifest = readManifest(appDir);
  const dependencies = { ...manifest.dependencies, ...manifest.devDependencies };
  const shared = {};
  for (const name of singletonLibraries) {
    const pinned = dependencies[name];
    if (!pinned) {
      throw new Error(`${manifest.name} must depend on ${name}, a library every app shares`);
    }
    const range = /^\d/.test(pinned) ? `^${pinned}` : pinned;
    shared[name] = singleton(range);
    shared[`${name}/`] = singleton(range);
  }
  for (const [name, dir] of Object.entries(workspaceLibraries)) {
    const version = readManifest(path.join(__dirname, '..', dir)).dependencies[name];
    shared[name] = { ...singleton(`^${version}`), version };
  }
  for (const [prefix, dir] of Object.entries(statefulWorkspacePackages)) {
    const { version } = readManifest(path.join(__dirname, '..', dir));
    shared[prefix] = { ...singleton(`^${version}`), version };
  }
  return shared;
}

module.exports = { sharedFor, singletonLibraries };
