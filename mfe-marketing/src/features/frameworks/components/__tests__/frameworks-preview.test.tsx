import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '@site/ui/testing';
import { frameworks } from '../../content/frameworks';
import { FrameworksPreview } from '../frameworks-preview';

describe('<FrameworksPreview/> (home)', () => {
  it('says why the first framework stands out: the "Start here" badge, on it alone', () => {
    renderWithProviders(<FrameworksPreview />);
    const tiles = screen.getAllByRole('article');
    expect(tiles).toHaveLength(frameworks.length);
    const [first, ...others] = tiles;
    expect(first).toHaveAccessibleName(frameworks[0]!.title);
    expect(within(first!).getByText('Start here')).toBeVisible();
    for (const tile of others) expect(within(tile).queryByText('Start here')).toBeNull();
  });
});
