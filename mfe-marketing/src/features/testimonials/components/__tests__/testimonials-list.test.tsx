import { screen, within } from '@testing-library/react';
import type { Testimonial } from '@site/contracts/api-types';
import { renderWithProviders } from '@site/ui/testing';
import { uploadedPhoto } from '@site/ui/testing-photos';
import { fallbackTestimonials } from '../fallback-testimonials';
import { TestimonialsList } from '../testimonials-list';

const fetchMock = jest.fn<Promise<Response>, Parameters<typeof fetch>>();

beforeEach(() => {
  fetchMock.mockReset();
  global.fetch = fetchMock as unknown as typeof fetch;
});

const fromServer = (count: number): Testimonial[] =>
  Array.from({ length: count }, (_, index) => ({
    id: index + 1,
    name: `Client ${index + 1}`,
    title: `Role ${index + 1}`,
    content: `Server testimonial number ${index + 1}.`,
    rating: 4,
  }));

async function shownQuotes() {
  const list = await screen.findByRole('list', { name: 'Client testimonials' });
  return within(list).getAllByRole('listitem');
}

describe('<TestimonialsList/>', () => {
  it("reads the server's quotes with typographic quotes and apostrophes", async () => {
    fetchMock.mockResolvedValue(
      new Response(
        JSON.stringify([
          {
            ...fromServer(1)[0],
            name: "Priya O'Neil",
            title: 'Founder, "Studio" partners',
            content: `I stopped borrowing other people's voices.`,
          },
        ]),
      ),
    );
    renderWithProviders(<TestimonialsList />);
    const [quote] = await shownQuotes();
    expect(quote).toHaveTextContent('other people\u2019s voices.');
    expect(quote).toHaveTextContent('Priya O\u2019Neil');
    expect(quote).toHaveTextContent('Founder, \u201cStudio\u201d partners');
    expect(quote!.textContent).not.toMatch(/['"]/);
  });

  it('shows the first three testimonials from the server', async () => {
    fetchMock.mockResolvedValue(new Response(JSON.stringify(fromServer(5))));
    renderWithProviders(<TestimonialsList />);
    const quotes = await shownQuotes();
    expect(quotes).toHaveLength(3);
    expect(quotes[0]).toHaveTextContent('Server testimonial number 1.');
    expect(quotes[0]).toHaveTextContent('Client 1');
    expect(quotes[2]).toHaveTextContent('Server testimonial number 3.');
    expect(within(quotes[0]!).getByRole('img', { name: 'Rated 4 out of 5' })).toBeVisible();
    expect(fetchMock).toHaveBeenCalledWith('/api/testimonials', expect.anything());
  });

  it('shows a client’s uploaded headshot beside his name, and a line-art mark for the others', async () => {
    const [first, second, third] = fromServer(3);
    const headshot = uploadedPhoto('face01');
    fetchMock.mockResolvedValue(
      new Response(JSON.stringify([{ ...first, headshot }, second, third])),
    );
    renderWithProviders(<TestimonialsList />);
    const quotes = await shownQuotes();
    const photo = within(quotes[0]!).getByRole('img', { name: 'Photo of Client 1' });
    expect(photo).toHaveAttribute('src', headshot.src);
    expect(photo).toHaveAttribute('width', '1200');
    expect(photo.closest('picture')!.querySelector('source')).toHaveAttribute(
      'srcset',
      headshot.avifSrcSet,
    );
    for (const quote of quotes.slice(1)) {
      // The mark is decoration: only the stars are an image to a screen reader.
      expect(
        within(quote)
          .getAllByRole('img')
          .map((image) => image.getAttribute('aria-label')),
      ).toEqual(['Rated 4 out of 5']);
      expect(quote.querySelector('[data-testimonial-picture="mark"] svg')).not.toBeNull();
    }
    // Neighbours get different marks, and no initials stand in for a face.
    const drawn = quotes
      .slice(1)
      .map((quote) => quote.querySelector('[data-testimonial-picture="mark"] g')!.innerHTML);
    expect(new Set(drawn).size).toBe(2);
    expect(quotes[1]).not.toHaveTextContent(/^C2/);
  });

  it('shows the three built-in five-star testimonials when the server has none', async () => {
    fetchMock.mockResolvedValue(new Response('[]'));
    renderWithProviders(<TestimonialsList />);
    const quotes = await shownQuotes();
    expect(quotes).toHaveLength(3);
    quotes.forEach((quote, index) => {
      expect(quote).toHaveTextContent(fallbackTestimonials[index]!.content);
      expect(within(quote).getByRole('img', { name: 'Rated 5 out of 5' })).toBeVisible();
    });
  });

  it('draws each person a different mark, even when their ids would share one', async () => {
    // Eleven marks: ids 1, 12 and 23 all prefer the same one.
    const people = fromServer(3).map((testimonial, index) => ({
      ...testimonial,
      id: 1 + index * 11,
    }));
    fetchMock.mockResolvedValue(new Response(JSON.stringify(people)));
    renderWithProviders(<TestimonialsList />);
    const quotes = await shownQuotes();
    const drawn = quotes.map(
      (quote) => quote.querySelector('[data-testimonial-picture="mark"] g')!.innerHTML,
    );
    expect(new Set(drawn).size).toBe(3);
  });

  it('shows the built-in testimonials when the server fails', async () => {
    fetchMock.mockResolvedValue(new Response('boom', { status: 500 }));
    renderWithProviders(<TestimonialsList />);
    const quotes = await shownQuotes();
    expect(quotes).toHaveLength(3);
    expect(quotes[0]).toHaveTextContent(fallbackTestimonials[0]!.content);
  });

  it('holds three placeholders while loading', () => {
    fetchMock.mockReturnValue(new Promise<Response>(() => {}));
    renderWithProviders(<TestimonialsList />);
    expect(screen.getByRole('status', { name: 'Loading testimonials' }).children).toHaveLength(3);
  });
});
