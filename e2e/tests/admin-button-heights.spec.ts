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

/** Every visible field of the screen (its inputs, selects and dates), with the look it is drawn in. */
async function measureFields(page: Page) {
  return page.evaluate(() =>
    [
      ...document.querySelectorAll<HTMLElement>(
        'main input:not([type="checkbox"]):not([type="radio"]):not([type="file"]):not([type="hidden"]), main select',
      ),
    ]
      .filter((element) => {
        const box = element.getBoundingClientRect();
        return box.width > 0 && box.height > 0;
      })
      .map((element) => {
        const style = getComputedStyle(element);
        return {
          name: `${element.tagName.toLowerCase()}[${element.getAttribute('type') ?? ''}] ${element.id || element.getAttribute('name')}`,
          kind: element.tagName === 'SELECT' ? 'select' : (element.getAttribute('type') ?? 'text'),
          height: Math.round(element.getBoundingClientRect().height * 10) / 10,
          look: [
            style.borderTopWidth,
            style.borderTopStyle,
            style.borderTopColor,
            style.borderTopLeftRadius,
            style.fontFamily,
            style.fontSize,
          ].join(' '),
          appearance: style.appearance,
          icon: style.backgroundImage,
        };
      }),
  );
}

test('the dates, times and selects of the back office look like its other fields: one height, border, radius and font; a drawn picker icon; the site’s chevron', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  let day = new Date();
  do day = new Date(day.getTime() + 86_400_000);
  while ([0, 6].includes(day.getUTCDay()));
  const date = day.toISOString().slice(0, 10);
  const screens = [
    `${paths.adminCalendar}?view=week&date=${date}`,
    paths.adminAuditLog,
    paths.adminSite,
  ];
  await signInAsOwner(page, screens[0]);
  const kinds = new Set<string>();
  for (const path of screens) {
    await page.goto(path);
    await hydrated(page);
    await expect(page.locator('main input[type="date"]').first()).toBeVisible();
    const fields = await measureFields(page);
    for (const field of fields) kinds.add(field.kind);
    // One height and one look (border, radius, font) for every field of the screen.
    const heights = new Set(fields.map((field) => field.height));
    expect(heights.size, `${path} ${JSON.stringify(fields.map((f) => [f.name, f.height]))}`).toBe(
      1,
    );
    expect(Math.min(...heights), path).toBeGreaterThanOrEqual(44);
    expect(
      new Set(fields.map((field) => field.look)).size,
      `${path} ${JSON.stringify(fields)}`,
    ).toBe(1);
    for (const field of fields) {
      // Selects: no browser arrow, the site's chevron drawn instead.
      if (field.kind === 'select') {
        expect(field.appearance, field.name).toBe('none');
        expect(field.icon, field.name).toContain('svg');
      }
      // Dates and times: the picker's icon drawn in the admin's colours.
      if (field.kind === 'date' || field.kind === 'time')
        expect(field.icon, field.name).toContain('svg');
    }
  }
  // The screens hold every kind the fault named: dates, times, selects, text.
  expect([...kinds].sort()).toEqual(expect.arrayContaining(['date', 'select', 'text', 'time']));
});
