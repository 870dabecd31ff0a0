// One lint setup for every workspace: each workspace runs `eslint .` and finds this file.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const root = path.dirname(fileURLToPath(import.meta.url));
const subfolders = (dir) =>
  existsSync(path.join(root, dir))
    ? readdirSync(path.join(root, dir), { withFileTypes: true })
        .filter((entry) => entry.isDirectory())
        .map((entry) => entry.name)
    : [];

/** Workspaces from the root package.json: shared packages (packages/*) and apps (the rest). */
const workspaces = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')).workspaces;
const apps = workspaces.filter((workspace) => !workspace.includes('*'));
const packageDirs = workspaces
  .filter((workspace) => workspace.endsWith('/*'))
  .map((workspace) => workspace.slice(0, -2));

/**
 * Which code may import which, read from the folders as they are (a new feature or app is covered
 * as soon as it exists). Shared packages never import apps; an app never imports another app (the
 * end-to-end tests may use an app's own test fakes in its src/test); inside a front end, a feature
 * never imports another feature (what two features need goes to the app's shared folders or a
 * package), and the app's shared folders never import features.
 */
const sharedFolders = ['components', 'lib', 'hooks', 'utils', 'types'];
const boundaryZones = [
  ...packageDirs.map((dir) => ({
    target: dir,
    from: apps,
    message: 'Shared packages never import an app: move what both need into the package.',
  })),
  ...apps.map((app) => ({
    target: app,
    from: apps.filter((other) => other !== app),
    ...(app === 'e2e' ? { except: ['./src/test'] } : {}),
    message: 'An app never imports another app: share code through packages/*.',
  })),
  ...apps.flatMap((app) => {
    const features = subfolders(`${app}/src/features`);
    return [
      ...features.map((feature) => ({
        target: `${app}/src/features/${feature}`,
        from: `${app}/src/features`,
        except: [`./${feature}`],
        message:
          'A feature never imports another feature: move what both need to src/lib, src/components or a package.',
      })),
      ...sharedFolders
        .filter((folder) => existsSync(path.join(root, app, 'src', folder)))
        .map((folder) => ({
          target: `${app}/src/${folder}`,
          from: `${app}/src/features`,
          message: `Shared code (src/${folder}) never imports a feature.`,
        })),
    ];
  }),
];

/**
 * The API is cut by domain: api/src/modules/<module> holds a domain's routes, services,
 * repositories and mail, and its index.ts is the only file anything outside the module may
 * import. Below the modules sit api/src/platform (shared infrastructure) and api/src/db (Knex,
 * migrations, row mapping); above them the composition root (app.ts, server.ts, repositories.ts,
 * plugins/) and the command-line entry points (entry/). Code only imports downward; a module's
 * repositories never import its services or routes.
 */
const apiSrc = 'api/src';
const apiModules = subfolders(`${apiSrc}/modules`);
const apiModuleIndexes = apiModules.map((module) => `./${module}/index.ts`);
const apiAbove = ['entry', 'plugins', 'app.ts', 'server.ts', 'repositories.ts', 'test'].map(
  (name) => `${apiSrc}/${name}`,
);
const apiModuleZones = [
  ...apiModules.map((module) => ({
    target: `${apiSrc}/modules/${module}`,
    from: `${apiSrc}/modules`,
    except: [
      `./${module}`,
      ...apiModuleIndexes.filter((index) => index !== `./${module}/index.ts`),
    ],
    message: 'A module imports another module only through its index.ts.',
  })),
  {
    target: [...apiAbove, `${apiSrc}/app-tests`, `${apiSrc}/platform`, `${apiSrc}/db`, 'api/bench'],
    from: `${apiSrc}/modules`,
    except: apiModuleIndexes,
    message: "Code outside a module imports it only through the module's index.ts.",
  },
];
const apiLayerZones = [
  {
    target: [`${apiSrc}/platform`, `${apiSrc}/db`],
    from: [`${apiSrc}/modules`, ...apiAbove],
    message:
      'platform/ and db/ sit below the modules: they never import a module, an entry point or the app.',
  },
  {
    target: `${apiSrc}/modules`,
    from: apiAbove,
    message: 'A module never imports the app, an entry point or the test helpers.',
  },
  ...apiModules
    .filter((module) => existsSync(path.join(root, apiSrc, 'modules', module, 'repositories')))
    .map((module) => ({
      target: `${apiSrc}/modules/${module}/repositories`,
      from: [`${apiSrc}/modules/${module}/services`, `${apiSrc}/modules/${module}/routes`],
      message: 'A repository never imports a service or a route: rules call SQL, not the reverse.',
    })),
];
const apiTestFiles = [
  'api/src/**/*.test.ts',
  'api/src/**/*.integration-test.ts',
  'api/src/test/**',
];

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/server-dist/**',
      '**/node_modules/**',
      '**/.turbo/**',
      '**/reports/**',
      '**/.data/**',
      '**/.variant/**',
      '**/.tools/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': ['error', { allow: ['warn', 'error', 'info'] }],
    },
  },
  {
    // Module federation shares @site/ui by import path: a relative import of a module that holds
    // state (a React context, the toast store) would give the importer a private copy of it.
    files: ['packages/ui/src/**/*.{ts,tsx}'],
    ignores: ['packages/ui/src/**/__tests__/**', 'packages/ui/src/router.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: 'react-router', message: 'Import routing from @site/ui/router.' },
            { name: 'react-router-dom', message: 'Import routing from @site/ui/router.' },
          ],
          patterns: [
            {
              regex: '^\\./(site-settings|toast|server-render|router)$',
              message:
                'Import stateful ui modules as @site/ui/<name> so every app shares one instance.',
            },
          ],
        },
      ],
    },
  },
  {
    // Pages are rendered on each remote's server separately from the shell, so React's useId
    // (derived from the position in the whole tree) differs between that HTML and the browser,
    // and hydration fails. Use ids derived from props or constants instead.
    files: ['shell/src/**/*.tsx', 'mfe-*/src/**/*.tsx', 'packages/ui/src/**/*.tsx'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.name='useId']",
          message:
            'useId differs between server-rendered fragments and the browser; use a stable id.',
        },
        {
          selector: "CallExpression[callee.property.name='useId']",
          message:
            'useId differs between server-rendered fragments and the browser; use a stable id.',
        },
      ],
    },
  },
  {
    // One router on the page: routing is imported from @site/ui/router, the shared singleton that
    // carries only what the site uses of react-router.
    files: ['shell/src/**/*.{ts,tsx}', 'mfe-*/src/**/*.{ts,tsx}', 'packages/*/src/**/*.{ts,tsx}'],
    ignores: ['packages/ui/src/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: 'react-router', message: 'Import routing from @site/ui/router.' },
            { name: 'react-router-dom', message: 'Import routing from @site/ui/router.' },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.{ts,tsx,js,cjs,mjs}'],
    plugins: { 'import-x': importX },
    settings: {
      ...importX.flatConfigs.typescript.settings,
      'import-x/resolver-next': [
        createNodeResolver({
          extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'],
          conditionNames: ['types', 'import', 'require', 'node', 'default'],
        }),
      ],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: root, zones: boundaryZones }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    files: ['api/**/*.ts'],
    ignores: apiTestFiles,
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        { basePath: root, zones: [...boundaryZones, ...apiModuleZones, ...apiLayerZones] },
      ],
    },
  },
  {
    // Tests may build the whole app and use its test helpers, but still reach a module only
    // through its index.ts (or, from inside the module, anything of its own).
    files: apiTestFiles,
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        { basePath: root, zones: [...boundaryZones, ...apiModuleZones] },
      ],
    },
  },
  {
    files: ['**/*.{js,cjs,mjs}'],
    languageOptions: { globals: { ...globals.node } },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
