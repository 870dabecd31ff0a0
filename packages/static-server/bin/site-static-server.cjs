#!/usr/bin/env node
// Runs the compiled server (server-dist/cli.js, made by this package's `build`). In a checkout,
// where the TypeScript sources are beside it, it is compiled first when missing or older than the
// sources, so a remote's `npm start` never runs a stale server. Production images carry only the
// compiled file.
const fs = require('node:fs');
const path = require('node:path');
const { execFileSync } = require('node:child_process');

const packageDir = path.join(__dirname, '..');
const compiled = path.join(packageDir, 'server-dist', 'cli.js');
const sourceDirs = [path.join(packageDir, 'src'), path.join(packageDir, '..', 'contracts', 'src')];

function newestSourceTime(dir) {
  let newest = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) newest = Math.max(newest, newestSourceTime(file));
    else if (entry.name.endsWith('.ts')) newest = Math.max(newest, fs.statSync(file).mtimeMs);
  }
  return newest;
}

if (fs.existsSync(sourceDirs[0])) {
  const compiledTime = fs.existsSync(compiled) ? fs.statSync(compiled).mtimeMs : 0;
  if (sourceDirs.some((dir) => fs.existsSync(dir) && newestSourceTime(dir) > compiledTime)) {
    execFileSync(
      process.execPath,
      [
        path.join(packageDir, '..', 'build-config', 'bundle-server.mjs'),
        '--self-contained',
        'src/cli.ts',
      ],
      {
        cwd: packageDir,
        stdio: ['ignore', 'ignore', 'inherit'],
      },
    );
  }
}

require(compiled);
