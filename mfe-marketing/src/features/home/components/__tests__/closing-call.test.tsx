import { screen } from '@testing-library/react';
import { renderWithProviders, testSettings } from '@site/ui/testing';
import { ClosingCall } from '../closing-call';

describe('<ClosingCall/>', () => {
  it('offers the assessment, with the free call beside it, when the owner has set its link', () => {
    renderWithProviders(<ClosingCall />, {
      settings: { ...testSettings, assessmentUrl: 'https://pattern.test/start' },
    });
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent(
      'Discover the Pattern Only You Have',
    );
    expect(screen.getByRole('link', { name: /Start Your Assessment/ })).toHaveAttribute(
      'href',
      'https://pattern.test/start',
    );
    expect(screen.getByRole('link', { name: 'or book your free discovery call' })).toHaveAttribute(
      'href',
      '/consulting#strategy-call',
    );
  });

  it('without an assessment link, speaks of the free call it offers, never of an assessment', () => {
    renderWithProviders(<ClosingCall />, { settings: { ...testSettings, assessmentUrl: '' } });
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent(
      'Begin With One Honest Conversation',
    );
    expect(
      screen.getByRole('region', { name: 'Begin With One Honest Conversation' }),
    ).not.toHaveTextContent(/assessment|Thrive Score/i);
    expect(screen.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual([
      '/consulting#strategy-call',
    ]);
  });
});
