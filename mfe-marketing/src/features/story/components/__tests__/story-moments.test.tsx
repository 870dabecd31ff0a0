import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '@site/ui/testing';
import { StoryNarrative, storyChapters } from '../story-narrative';

const numbers: Record<string, number> = { five: 5, six: 6, seven: 7, eight: 8 };

describe('the story at a glance on /about', () => {
  it('counts in its title the moments it shows, one a chapter, each under its chapter’s title', () => {
    renderWithProviders(<StoryNarrative id="story" />);
    const glance = screen.getByRole('region', { name: /^The Story in \w+ Moments$/ });
    const title = within(glance).getByRole('heading', { level: 3 }).textContent!;
    const count = numbers[/in (\w+) Moments/.exec(title)![1]!.toLowerCase()];
    const moments = within(glance).getAllByRole('listitem');
    expect(moments).toHaveLength(count!);
    expect(moments).toHaveLength(storyChapters.length);
    const chapters = screen.getByRole('navigation', { name: 'Chapters of the story' });
    expect(within(chapters).getAllByRole('link')).toHaveLength(count!);
    expect(
      within(glance)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(storyChapters.map((chapter) => chapter.label));
    for (const link of within(glance).getAllByRole('link'))
      expect(document.getElementById(link.getAttribute('href')!.slice(1))).toHaveTextContent(
        link.textContent!,
      );
  });
});
