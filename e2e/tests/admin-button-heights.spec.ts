import { expect, test, type Page } from '@playwright/test';
import { paths } from '@site/contracts/routes';
import { signInAsOwner } from '../support/owner-session';
import { hydrated } from '../support/hydrated';
import { uniqueEmail } from './booking-support';

/**
 * The back office's buttons stand at one height per role on a page: the look of a button (its
 * type, fill and border) says its role, so every visible button of one look measures the same, at
 * a desktop's width and a phone's; on a phone (below 768 px) every one is a finger's 44 px.
 */

interface Measured {
  look: string;
  height: number;
  name: string;
}

/** Every visible button of the page's main area and its frame, by look. */
async function measureButtons(page: Page): Promise<Measured[]> {
  return page.evaluate(() => {
    const visible = (element: HTMLElement) => {
      const box = element.getBoundingClientRect();
      return box.width > 0 && box.height > 0 && getComputedStyle(element).visibility !== 'hidden';
    };
    /** A link drawn as a button: a pill with a border or a fill. */
    const drawnAsButton = (element: HTMLElement) => {
      const style = getComputedStyle(element);
      return (
        parseFloat(style.borderTopLeftRadius) >= 16 &&
        (parseFloat(style.borderTopWidth) > 0 || style.backgroundColor !== 'rgba(0, 0, 0, 0)')
      );
    };
    return (
      [...document.querySelectorAll<HTMLElement>('button, a')]
        .filter((element) => element.tagName === 'BUTTON' || drawnAsButton(element))
        .filter(visible)
        // A toast's own close button is the toaster's, outside the back office's scale.
        .filter((element) => !element.closest('[role="region"][aria-label^="Notifications"]'))
        .map((element) => {
          const style = getComputedStyle(element);
          return {
            look: [
              element.getAttribute('role') ?? element.tagName.toLowerCase(),
              style.fontSize,
              style.fontWeight,
              style.backgroundColor,
              style.borderTopColor,
              style.borderTopWidth,
              style.borderTopLeftRadius,
            ].join(' '),
            height: Math.round(element.getBoundingClientRect().height * 10) / 10,
            name: (element.getAttribute('aria-label') ?? element.textContent ?? '')
              .trim()
              .slice(0, 40),
          };
        })
    );
  });
}

function heightsByLook(buttons: Measured[]) {
  const looks = new Map<string, Map<number, string[]>>();
  for (const button of buttons) {
    const heights = looks.get(button.look) ?? new Map<number, string[]>();
    heights.set(button.height, [...(heights.get(button.height) ?? []), button.name]);
    looks.set(button.look, heights);
  }
  return [...looks.entries()].map(([look, heights]) => ({
    look,
    heights: Object.fromEntries(heights),
  }));
}

test('every button of one role has one height on a booking’s page and the bookings list, 44 px on a phone', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInAsOwner(page, paths.adminBookings);
  await hydrated(page);
  const created = await page.request.post('/api/admin/bookings', {
    headers: { origin: new URL(page.url()).origin },
    data: {
      packageType: '5-session',
      name: 'Hana Heights',
      email: uniqueEmail('heights'),
      payment: 'offline',
    },
  });
  expect(created.ok(), await created.text()).toBe(true);
  const { id } = (await created.json()) as { id: number };
  const bookingPage = paths.adminBooking.replace(':bookingId', String(id));

  for (const path of [paths.adminBookings, bookingPage]) {
    for (const width of [1280, 360]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(path);
      await hydrated(page);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const buttons = await measureButtons(page);
      expect(buttons.length, `${path} at ${width} px has buttons`).toBeGreaterThan(1);
      const uneven = heightsByLook(buttons).filter((one) => Object.keys(one.heights).length > 1);
      expect.soft(uneven, `${path} at ${width} px: buttons of one look at two heights`).toEqual([]);
      if (width < 768) {
        const small = buttons.filter((button) => button.height < 44);
        expect.soft(small, `${path} at ${width} px: buttons under 44 px`).toEqual([]);
      }
      // The scale on a desktop: a compact button 36 px, an action 44 px (a phone's are all 44 px
      // or more: a long label may wrap).
      const heights = [...new Set(buttons.map((button) => button.height))].sort();
      if (width >= 768)
        expect
          .soft(heights, `${path} at ${width} px: heights outside the scale`)
          .toEqual(heights.filter((height) => [36, 44].includes(height)));
      test.info().annotations.push({
        type: `${path} at ${width} px`,
        description: JSON.stringify(heightsByLook(buttons)),
      });
    }
  }
});
