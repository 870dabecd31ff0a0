import { screen } from '@testing-library/react';
import { renderWithProviders } from '../testing';
import { Select } from '../select';

describe('Select', () => {
  it("draws its own chevron set in from the edge instead of the browser's arrow", () => {
    renderWithProviders(
      <>
        <label htmlFor="topic">Topic</label>
        <Select id="topic" defaultValue="">
          <option value="">Choose one</option>
          <option value="speaking">Speaking</option>
        </Select>
      </>,
    );
    const select = screen.getByRole('combobox', { name: 'Topic' });
    const style = getComputedStyle(select);
    expect(style.appearance).toBe('none');
    expect(style.backgroundImage).toMatch(/^url\("data:image\/svg\+xml,/);
    expect(decodeURIComponent(style.backgroundImage)).toContain('<path d="M3.5 6 8 10.5 12.5 6"');
    // Room kept for the chevron: the words never run under it.
    expect(style.paddingRight).toBe('2.5rem');
    expect(style.minHeight).toBe('44px');
  });
});
