import { expect, type Locator, type Page } from '@playwright/test';

/**
 * A form's confirmation where the eye and the keyboard are: it has the focus, and it lies whole
 * on the screen, below the client's bar (which stays at the top) and above the screen's foot.
 */
export async function expectConfirmationInView(page: Page, confirmation: Locator): Promise<void> {
  await expect(confirmation).toBeFocused();
  const bar = page.getByRole('navigation', { name: 'Client portal' });
  await expect
    .poll(
      async () => {
        const barBottom = (await bar.count())
          ? await bar.evaluate((element) => Math.max(0, element.getBoundingClientRect().bottom))
          : 0;
        return confirmation.evaluate((element, top) => {
          const box = element.getBoundingClientRect();
          return box.top >= top - 1 && box.bottom <= window.innerHeight + 1;
        }, barBottom);
      },
      { message: 'the confirmation lies on the screen, below the client bar' },
    )
    .toBe(true);
}
