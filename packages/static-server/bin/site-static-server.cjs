#!/usr/bin/env node
// Runs the TypeScript CLI through tsx, the same way the API and the shell's server run.
require('tsx/cjs');
require('../src/cli.ts');
