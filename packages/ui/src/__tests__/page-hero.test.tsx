import { screen } from '@testing-library/react';
import { renderWithProviders } from '../testing';
import { HeroArt, PageHero } from '../page-hero';

describe('<PageHero/>', () => {
  it('is the split composition unless the page asks for another', () => {
    renderWithProviders(<PageHero title="CONNECT WITH ME" art={<HeroArt src="/art.svg" />} />);
    expect(screen.getByRole('banner')).toHaveAttribute('data-page-hero', 'split');
  });

  it("marks the page's composition and keeps the one page title and the art sized", () => {
    renderWithProviders(
      <PageHero layout="stage" title="TRANSFORM YOUR AUDIENCE" art={<HeroArt src="/art.svg" />}>
        <p>Your audience has heard plenty of motivation.</p>
      </PageHero>,
    );
    expect(screen.getByRole('banner')).toHaveAttribute('data-page-hero', 'stage');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('TRANSFORM YOUR AUDIENCE');
    const art = document.querySelector('[data-page-hero-art] img')!;
    expect(art).toHaveAttribute('width', '560');
    expect(art).toHaveAttribute('height', '560');
  });

  it('sets a pull quote between the title and the introduction', () => {
    renderWithProviders(
      <PageHero layout="portrait" title="Cracking the Code" quote={<p>The first line.</p>}>
        <p>The introduction.</p>
      </PageHero>,
    );
    const quote = document.querySelector('blockquote')!;
    expect(quote).toHaveTextContent('The first line.');
    const title = screen.getByRole('heading', { level: 1 });
    const lead = screen.getByText('The introduction.');
    expect(title.compareDocumentPosition(quote) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(quote.compareDocumentPosition(lead) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });
});
