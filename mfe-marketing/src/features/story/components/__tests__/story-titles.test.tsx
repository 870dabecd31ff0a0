import { screen } from '@testing-library/react';
import { renderWithProviders } from '@site/ui/testing';
import { CredentialsGrid } from '../credentials-grid';
import { StoryNarrative } from '../story-narrative';

/** Words a title keeps in lower case inside it (articles, short conjunctions and prepositions). */
const minorWords = new Set(['a', 'an', 'and', 'the', 'of', 'to', 'in', 'on', 'for', 'or', 'at']);

/** The words of a title that should start with a capital but do not. */
function lowerCaseWords(title: string): string[] {
  return title
    .split(/\s+/)
    .flatMap((word, index) =>
      word.split('-').map((part) => ({ part, minor: index > 0 && minorWords.has(part) })),
    )
    .filter(({ part, minor }) => /^[a-z]/.test(part) && !minor)
    .map(({ part }) => part);
}

describe('the story’s titles on /about', () => {
  it('sets the five moments, the chapters and the credentials in title case, as every section title', () => {
    renderWithProviders(
      <>
        <StoryNarrative id="story" />
        <CredentialsGrid />
      </>,
    );
    const titles = screen
      .getAllByRole('heading')
      .filter((heading) => heading.tagName !== 'H2')
      .map((heading) => heading.textContent!.replace(/^\d+\s*/, '').trim())
      .filter(Boolean);
    expect(titles.length).toBeGreaterThanOrEqual(5 + 7 + 4);
    const faults = titles.filter((title) => lowerCaseWords(title).length > 0);
    expect(faults).toEqual([]);
  });
});
