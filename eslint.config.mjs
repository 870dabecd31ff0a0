// One lint setup for every workspace: each workspace runs `eslint .` and finds this file.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

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
    files: ['**/*.{js,cjs,mjs}'],
    languageOptions: { globals: { ...globals.node } },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
