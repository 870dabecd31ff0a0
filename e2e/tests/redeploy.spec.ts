import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { intakeDeployDir } from '../support/site';

const repoRoot = path.resolve(__dirname, '..', '..');
const variantDir = path.join(__dirname, '..', '.variant', 'mfe-intake');
const originalHeading = 'CONSCIOUSNESS DISCOVERY SESSION QUESTIONNAIRE';
// No hyphen in it: a heading keeps a hyphenated compound whole in a span of its own, which a
// search of the HTML for the whole heading would not see through.
const changedHeading = 'YOUR SESSION QUESTIONNAIRE (REDEPLOYED)';

/** Builds a copy of the intake remote whose page heading differs, as its team would ship it. */
function buildChangedIntake(): string {
  rmSync(variantDir, { recursive: true, force: true });
  mkdirSync(variantDir, { recursive: true });
  for (const entry of ['src', 'webpack.config.cjs', 'package.json', 'tsconfig.json']) {
    cpSync(path.join(repoRoot, 'mfe-intake', entry), path.join(variantDir, entry), {
      recursive: true,
    });
  }
  const page = path.join(variantDir, 'src', 'pages', 'questionnaire-page.tsx');
  const source = readFileSync(page, 'utf8');
  if (!source.includes(originalHeading))
    throw new Error('The questionnaire heading moved; update this test');
  writeFileSync(page, source.replaceAll(originalHeading, changedHeading));
  execFileSync(
    path.join(repoRoot, 'mfe-intake', 'node_modules', '.bin', 'webpack-cli'),
    ['build', '--mode', 'production'],
    {
      cwd: variantDir,
      stdio: 'pipe',
    },
  );
  return path.join(variantDir, 'dist');
}

/** A deployment replaces the files the remote's server serves; its URL stays the same. */
function deploy(dist: string) {
  rmSync(intakeDeployDir, { recursive: true, force: true });
  cpSync(dist, intakeDeployDir, { recursive: true });
}

test.describe('redeploying one remote', () => {
  test.setTimeout(120_000);

  test.afterAll(() => {
    deploy(path.join(repoRoot, 'mfe-intake', 'dist'));
    rmSync(variantDir, { recursive: true, force: true });
  });

  test('the running shell serves and shows the new build without being rebuilt', async ({
    page,
    request,
  }) => {
    const shellBundle = readFileSync(path.join(repoRoot, 'shell', 'dist', 'main.js'), 'utf8');
    const firstHtml = async () => (await request.get('/questionnaire')).text();

    expect(await firstHtml()).toContain(originalHeading);
    await page.goto('/questionnaire');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(originalHeading);

    deploy(buildChangedIntake());
    // The remote's server picks up its new server build; the shell's server serves its HTML
    // within a minute (in practice a few seconds), without a restart.
    await expect.poll(firstHtml, { timeout: 60_000, intervals: [1000] }).toContain(changedHeading);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(changedHeading);

    // The shell's own files were not touched.
    expect(readFileSync(path.join(repoRoot, 'shell', 'dist', 'main.js'), 'utf8')).toBe(shellBundle);
  });
});
