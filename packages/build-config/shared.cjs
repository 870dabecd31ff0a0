/**
 * The one list of modules shared as singletons between the shell and every remote.
 * Versions are explicit so a remote built against an incompatible major fails loudly instead of
 * silently loading a second React. A trailing slash shares every sub-path (react/jsx-runtime, …).
 */
const versions = {
  react: '^19.3.1',
  'react-dom': '^19.3.1',
  '@tanstack/react-query': '^5.108.0',
  zustand: '^5.1.0',
  'styled-components': '^6.6.0',
};

/**
 * Workspace packages that hold state (the toast store, site settings, the query client, and the
 * router: react-router is shared through @site/ui/router, which carries only what the site uses).
 */
const statefulWorkspacePackages = {
  '@site/ui/': '^1.0.0',
  '@site/api-client/': '^1.0.0',
};

function singleton(requiredVersion) {
  return { singleton: true, requiredVersion, strictVersion: false };
}

const shared = {};
for (const [name, version] of Object.entries(versions)) {
  shared[name] = singleton(version);
  shared[`${name}/`] = singleton(version);
}
for (const [prefix, version] of Object.entries(statefulWorkspacePackages)) {
  shared[prefix] = { ...singleton(version), version: version.slice(1) };
}

module.exports = { shared, versions };
