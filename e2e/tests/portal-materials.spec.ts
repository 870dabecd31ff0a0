import { readFile } from 'node:fs/promises';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { paths } from '@site/contracts/routes';
import { siteOrigin } from '../support/site';
import { recordedClient } from '../support/portal-materials';
import {
  expectNoSeriousAxeViolations,
  expectNoSidewaysScroll,
  uniqueEmail,
} from './booking-support';
import { signInAsOwner } from '../support/owner-session';
import { hydrated } from '../support/hydrated';

/**
 * Materials and recordings against the real API: the coach marks his 10-session client's past
 * session held, gives him a file and attaches a recording to that session; the client opens his
 * portal and downloads both; another client, and a visitor without a session, cannot reach the
 * file's address.
 */

async function clientPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ baseURL: siteOrigin });
  return context.newPage();
}

async function downloaded(page: Page, click: () => Promise<void>) {
  const [download] = await Promise.all([page.waitForEvent('download'), click()]);
  return {
    name: download.suggestedFilename(),
    text: await readFile((await download.path())!, 'utf8'),
  };
}

test.describe('materials and recordings', () => {
  test('the coach adds a material and a recording; the client downloads both; nobody else can', async ({
    page,
    browser,
  }) => {
    test.setTimeout(180_000);
    await signInAsOwner(page, paths.adminClients);
    await page.goto(`${paths.adminClients}?q=${encodeURIComponent(recordedClient.email)}`);
    await page.getByRole('link', { name: recordedClient.name }).click();
    await hydrated(page);

    // The session that took place is marked held: its recordings can then be added.
    const recordings = page.getByRole('region', { name: 'Recordings' });
    await expect(
      recordings.getByText('Recordings can be added to a session once it is marked held.'),
    ).toBeVisible({ timeout: 20_000 });
    await page.getByRole('combobox', { name: /What happened to the session/ }).selectOption('held');
    await expect(page.getByText('Saved', { exact: true })).toBeVisible({ timeout: 20_000 });
    await expect(recordings.getByRole('button', { name: 'Add a Recording' })).toBeVisible({
      timeout: 20_000,
    });

    // A file for him, the size the site stores stated in the form (opened by its button), on the
    // page's Materials tab.
    await page.getByRole('tab', { name: 'Materials' }).click();
    const materials = page.getByRole('region', { name: 'Materials' });
    await materials.getByRole('button', { name: 'Add a Material' }).click();
    await expect(materials.getByRole('radio', { name: 'A file' })).toBeFocused();
    await expect(materials.getByText(/^At most 500 MB\./)).toBeVisible();
    await materials.getByLabel('Title', { exact: true }).fill('Strategy framework');
    await materials.getByLabel('File', { exact: true }).setInputFiles({
      name: 'framework.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('%PDF-1.7 The strategy framework.'),
    });
    await expect(materials.getByText('framework.pdf · 32 bytes')).toBeVisible();
    await materials.getByRole('button', { name: 'Add Material' }).click();
    await expect(materials.getByRole('link', { name: 'Download framework.pdf' })).toBeVisible({
      timeout: 20_000,
    });

    // The held session's recording, as a file, on the Sessions tab with the session.
    await page.getByRole('tab', { name: 'Sessions' }).click();
    await recordings.getByRole('button', { name: 'Add a Recording' }).click();
    await recordings.getByLabel('File', { exact: true }).setInputFiles({
      name: 'session-1.mp4',
      mimeType: 'video/mp4',
      buffer: Buffer.from('the recording of session one'),
    });
    await recordings.getByRole('button', { name: 'Add Recording' }).click();
    await expect(recordings.getByRole('link', { name: 'Download session-1.mp4' })).toBeVisible({
      timeout: 20_000,
    });
    await expectNoSeriousAxeViolations(page);
    await page.setViewportSize({ width: 360, height: 800 });
    await expectNoSidewaysScroll(page);

    // The client opens his portal from his booking's link and downloads both.
    const client = await clientPage(browser);
    await client.goto(
      `${paths.portal}?booking=${recordedClient.bookingId}&key=${recordedClient.accessKey}`,
    );
    await hydrated(client);
    await expect(client.getByRole('heading', { level: 1 })).toHaveText(
      `Welcome, ${recordedClient.name.split(' ')[0]}`,
      { timeout: 20_000 },
    );
    const portalMaterials = client.getByRole('region', { name: 'Materials' });
    const file = await downloaded(client, () =>
      portalMaterials.getByRole('link', { name: /Download Strategy framework/ }).click(),
    );
    expect(file).toEqual({ name: 'framework.pdf', text: '%PDF-1.7 The strategy framework.' });
    const portalRecordings = client.getByRole('region', { name: 'Recordings' });
    const recording = await downloaded(client, () =>
      portalRecordings.getByRole('link', { name: /Download Recording of / }).click(),
    );
    expect(recording).toEqual({ name: 'session-1.mp4', text: 'the recording of session one' });
    // The row's layout follows its card's width: in a card under 480 px wide (half the page at
    // 1280) the action stands under the facts, the title keeping the row's width; the facts carry
    // no dot in their words (the dots between them are drawn, clipped where a line starts).
    for (const width of [1280, 768]) {
      await client.setViewportSize({ width, height: 900 });
      const row = portalMaterials.getByRole('listitem', { name: 'Strategy framework' });
      const list = await portalMaterials.getByRole('list').boundingBox();
      const facts = (await row.locator('p').boundingBox())!;
      const action = (await row
        .getByRole('link', { name: /Download Strategy framework/ })
        .boundingBox())!;
      if (list!.width < 480) expect(action.y).toBeGreaterThanOrEqual(facts.y + facts.height - 1);
      else expect(action.x).toBeGreaterThanOrEqual(facts.x + facts.width - 1);
      await expect(row.locator('p')).not.toContainText('·');
      // A recording says its day once (its title already holds it).
      const recordingRow = portalRecordings.getByRole('listitem').first();
      const days = (await recordingRow.innerText()).match(/[A-Z][a-z]{2} \d{1,2}, \d{4}/g) ?? [];
      expect(days.length).toBeLessThanOrEqual(1);
    }
    await expectNoSeriousAxeViolations(client);
    await client.setViewportSize({ width: 360, height: 800 });
    await expectNoSidewaysScroll(client);
    const listed = (await (await client.request.get('/api/portal/materials')).json()) as {
      materials: { id: number }[];
    };
    const fileUrl = `/api/portal/materials/${listed.materials[0]!.id}/file`;
    const answer = await client.request.get(fileUrl);
    expect(answer.headers()['cache-control']).toBe('private, no-store');
    expect(answer.headers()['x-content-type-options']).toBe('nosniff');

    // Another client, signed in to his own portal, and a visitor without a session: refused.
    const created = await page.request.post('/api/admin/bookings', {
      headers: { origin: siteOrigin },
      data: {
        packageType: 'single',
        name: 'Other Client',
        email: uniqueEmail('materials-other'),
        payment: 'offline',
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    const other = (await created.json()) as { id: number; scheduleUrl: string };
    const otherClient = await clientPage(browser);
    const key = new URL(other.scheduleUrl, siteOrigin).searchParams.get('key');
    await otherClient.goto(`${paths.portal}?booking=${other.id}&key=${key}`);
    await expect(otherClient.getByRole('heading', { level: 1 })).toHaveText('Welcome, Other', {
      timeout: 20_000,
    });
    await expect(
      otherClient.getByRole('region', { name: 'Materials' }).getByText('Strategy framework'),
    ).toHaveCount(0);
    expect((await otherClient.request.get(fileUrl)).status()).toBe(404);
    const stranger = await clientPage(browser);
    expect((await stranger.request.get(fileUrl)).status()).toBe(401);
  });
});
