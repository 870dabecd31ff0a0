import { mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { reloadingBuild } from '../build-reload';

/**
 * Writes a build with a given modification time. Jest keeps its own module registry (Node's
 * require cache, which the helper clears, is not the one used here): reset it as a redeploy would.
 */
function writeBuild(file: string, version: string, mtime: number) {
  writeFileSync(file, `exports.version = ${JSON.stringify(version)};`);
  utimesSync(file, mtime, mtime);
  jest.resetModules();
}

const read = (module: unknown) => (module as { version: string }).version;

describe('reloadingBuild', () => {
  it('loads the build once and again only when the file changes', () => {
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'build-reload-')), 'render.js');
    writeBuild(file, 'first', 1_000);
    const current = reloadingBuild(file, { read });
    expect(current()).toEqual({ value: 'first', fresh: true });
    expect(current()).toEqual({ value: 'first', fresh: false });
    writeBuild(file, 'second', 2_000);
    expect(current()).toEqual({ value: 'second', fresh: true });
  });

  it('answers nothing while the build is missing and loads it when it comes back', () => {
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'build-reload-')), 'render.js');
    const current = reloadingBuild(file, { read });
    expect(current()).toBeUndefined();
    writeBuild(file, 'deployed', 1_000);
    expect(current()?.value).toBe('deployed');
    rmSync(file);
    expect(current()).toBeUndefined();
  });

  it('trusts a loaded build for the recheck time, then looks at the file again', () => {
    let clock = 10_000;
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'build-reload-')), 'render.js');
    writeBuild(file, 'first', 1_000);
    const current = reloadingBuild(file, { read, recheckMs: 2_000, now: () => clock });
    expect(current()?.value).toBe('first');
    writeBuild(file, 'second', 2_000);
    clock += 1_999;
    expect(current()?.value).toBe('first');
    clock += 1;
    expect(current()).toEqual({ value: 'second', fresh: true });
  });
});
