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
 * The workspace modules that hold state, shared at the version in their package's package.json:
 * the site settings' and the server render's React contexts, the toast store, the client
 * frame's claim, the server's API
 * origin, and the router (react-router's contexts; it is shared through @site/ui/router, which
 * carries only what the site uses). Each needs one instance per page whichever app imports it.
 * The stateless ones (buttons, layout, page meta, hooks without state) are bundled into each app
 * that uses them: a shared module costs every app a registration and a version check at start-up,
 * which outweighs the few hundred bytes a copy costs.
 */
const statefulWorkspaceModules = {
  '@site/ui/router': 'ui',
  '@site/ui/site-settings': 'ui',
  '@site/ui/server-render': 'ui',
  '@site/ui/toast': 'ui',
  '@site/ui/client-frame': 'ui',
  '@site/api-client/http': 'api-client',
};

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
  for (const [name, dir] of Object.entries(statefulWorkspaceModules)) {
    const { version } = readManifest(path.join(__dirname, '..', dir));
    shared[name] = { ...singleton(`^${version}`), version };
  }
  return shared;
}

module.exports = { sharedFor, singletonLibraries };
