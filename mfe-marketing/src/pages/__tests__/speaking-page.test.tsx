import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '@site/ui/testing';
import { bios } from '../../features/speaking/content/media-kit';
import { SpeakingPage } from '../speaking-page';

describe('SpeakingPage', () => {
  it('marks the first keynote Most Requested and the second Second Most Requested', () => {
    renderWithProviders(<SpeakingPage />, { path: '/speaking' });
    const keynotes = screen
      .getAllByRole('article')
      .filter((article) => within(article).queryByText('The Reality'));
    expect(keynotes).toHaveLength(5);
    expect(keynotes[0]).toHaveTextContent(/^Most Requested/);
    expect(keynotes[1]).toHaveTextContent(/^Second Most Requested/);
    for (const other of keynotes.slice(2)) {
      expect(other).not.toHaveTextContent('Requested');
    }
    for (const part of ['Audience:', 'My Story', 'What They’ll Learn', 'Why Me', 'Outcome']) {
      expect(keynotes[2]).toHaveTextContent(part);
    }
  });

  it('shows each keynote as a summary, its full description opening on demand', async () => {
    const { user } = renderWithProviders(<SpeakingPage />, { path: '/speaking' });
    const keynote = screen
      .getAllByRole('article')
      .find((article) => within(article).queryByText('The Reality'))!;
    const details = keynote.querySelector('details')!;
    expect(details).not.toHaveAttribute('open');
    expect(within(details).getByText('The Reality')).not.toBeVisible();
    await user.click(within(keynote).getByText('The full keynote'));
    expect(details).toHaveAttribute('open');
  });

  it("'Book {name} Now' opens the contact form with speaking chosen", async () => {
    const { user } = renderWithProviders(<SpeakingPage />, { path: '/speaking' });
    const links = screen.getAllByRole('link', { name: 'Book Jordan Example Now' });
    expect(links).toHaveLength(2);
    await user.click(links[0]!);
    expect(screen.getByTestId('location')).toHaveTextContent('/connect?type=speaking#contact-form');
    expect(links[0]).toHaveAttribute('href', '/connect?type=speaking#contact-form');
  });

  it('offers bios of 50, 100, 200 and 500 words with the coach name, and the PDF kit', () => {
    renderWithProviders(<SpeakingPage />, { path: '/speaking' });
    const kit = screen.getByRole('article', { name: 'Media Kit' });
    for (const bio of bios) {
      const words = bio.text.split(/\s+/).length;
      expect(Math.abs(words - bio.words) / bio.words).toBeLessThan(0.05);
      expect(within(kit).getByText(`${bio.words}-word bio`)).toBeInTheDocument();
    }
    expect(kit).toHaveTextContent('Jordan Example is a consciousness coach');
    expect(kit).not.toHaveTextContent('{name}');
    const download = within(kit).getByRole('link', { name: 'Download Media Kit (PDF)' });
    expect(download).toHaveAttribute('download', 'jordan-example-media-kit.pdf');
  });

  it('gives both response times in the requirements', () => {
    renderWithProviders(<SpeakingPage />, { path: '/speaking' });
    const requirements = screen.getByRole('article', { name: 'Speaking Requirements' });
    expect(requirements).toHaveTextContent('60–90 minutes');
    expect(requirements).toHaveTextContent('Q&A');
    expect(requirements).toHaveTextContent('within 48 hours');
    expect(requirements).toHaveTextContent('within 24 hours');
  });
});
