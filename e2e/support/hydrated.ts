import { expect, type Page } from '@playwright/test';

/**
 * Pages arrive rendered by the server: a click or a keystroke before the browser's script has
 * taken the page over is lost (the button is focused, nothing opens, a link loads a new page).
 * This waits for the shell's mark that it has. A cold browser on a busy machine loads the code
 * slowly, hence one long limit for every test.
 */
export async function hydrated(page: Page) {
  await expect(page.locator('html[data-hydrated]')).toBeAttached({ timeout: 30_000 });
}
