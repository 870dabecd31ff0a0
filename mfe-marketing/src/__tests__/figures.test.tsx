import { screen } from '@testing-library/react';
import {
  livesTransformed,
  revenueGenerated,
  wisdomTraditions,
  yearsOfExperience,
} from '@site/contracts/figures';
import { renderWithProviders } from '@site/ui/testing';
import MarketingRoutes, { pages } from '../routes';

/** Every figure-like text on the page (a number with +, % or a score), as the visitor reads it. */
function figuresOnPage(): string[] {
  const text = document.body.textContent ?? '';
  return [...text.matchAll(/\$?\d[\d.,]*(?:[KMB]\+|\+|%|\/10)/g)].map((match) => match[0]);
}

/** The page at `path`, rendered as the site does, once its heading is in. */
async function show(path: string) {
  renderWithProviders(<MarketingRoutes />, { path });
  await screen.findByRole('heading', { level: 1 });
}

describe('the figures about the coach', () => {
  beforeAll(() => Promise.all(pages.map((page) => page.Component.preload?.())));
  beforeEach(() => {
    global.fetch = jest.fn(async () => new Response(JSON.stringify([]))) as typeof fetch;
  });

  it.each(['/', '/about', '/speaking'])(
    '%s states the revenue and the years as every other page does',
    async (path) => {
      await show(path);
      const figures = figuresOnPage();
      expect(figures).toContain(revenueGenerated.value);
      expect(figures).toContain(yearsOfExperience.value);
      // No other reading of either: "1B+" without its dollar sign, "30+" years.
      const revenueLike = figures.filter((figure) => /B\+$/.test(figure));
      expect(new Set(revenueLike)).toEqual(new Set([revenueGenerated.value]));
      const years = figures.filter((figure) => /^\d{2}\+$/.test(figure));
      expect(
        years.every((figure) => [yearsOfExperience.value, wisdomTraditions.value].includes(figure)),
      ).toBe(true);
    },
  );

  it.each(['/', '/about'])(
    '%s tells the figures in words as the table says them, never another telling',
    async (path) => {
      await show(path);
      const text = (document.body.textContent ?? '').replace(/\s+/g, ' ');
      expect(text).toContain(revenueGenerated.words);
      // Another telling of a figure in prose ("more than a billion dollars" beside "over a
      // billion dollars", "three decades" beside "thirty-four years").
      const billions = [...text.matchAll(/\b(?:over|more than) a billion dollars/g)].map(
        (match) => match[0],
      );
      expect(new Set(billions)).toEqual(new Set([revenueGenerated.words]));
      const traditions = [...text.matchAll(/\b(?:over|more than) twenty wisdom traditions/g)].map(
        (match) => match[0],
      );
      expect(new Set(traditions)).toEqual(new Set([wisdomTraditions.words]));
    },
  );

  it('gives the home page its four results, each figure from its one place', async () => {
    await show('/');
    for (const figure of [revenueGenerated, yearsOfExperience, wisdomTraditions, livesTransformed])
      expect(screen.getByText(figure.value, { exact: true })).toBeInTheDocument();
  });
});
