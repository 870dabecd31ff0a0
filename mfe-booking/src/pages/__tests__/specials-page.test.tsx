import { screen, waitFor, within } from '@testing-library/react';
import { renderWithProviders, testSettings } from '@site/ui/testing';
import { mockApi } from '../../test/mock-api';
import { SpecialsPage } from '../specials-page';
import { addDays } from '@site/contracts/slots';
import { injectClock } from '../../test/clock';

afterEach(() => jest.restoreAllMocks());

const withKey = { ...testSettings, stripePublishableKey: 'pk_test_example' };

function renderPage(settings = withKey) {
  return renderWithProviders(<SpecialsPage />, { path: '/consulting/specials', settings });
}

describe('pricing page', () => {
  it('shows the three packages with both prices, the most popular mark and the guarantee', () => {
    mockApi({});
    renderPage();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('LIMITED TIME SPECIALS');
    expect(screen.getByText('100% guarantee, love it or your money back')).toBeInTheDocument();
    const five = within(screen.getByRole('article', { name: '5-Session Package' }));
    expect(five.getByText('Most Popular')).toBeInTheDocument();
    expect(five.getByText('$10,000', { exact: false }).tagName).toBe('S');
    expect(five.getByText('$6,000', { exact: false }).tagName).toBe('STRONG');
    // A feature is one item, its hyphenated word kept whole inside it.
    expect(five.getAllByRole('listitem').map((item) => item.textContent)).toContain(
      'Weekly check-ins',
    );
    for (const name of ['Single Session', '10-Session Package']) {
      expect(
        within(screen.getByRole('article', { name })).queryByText('Most Popular'),
      ).not.toBeInTheDocument();
    }
    expect(screen.getByText(/refund you immediately/)).toBeInTheDocument();
  });

  it('has its own content beside the packages: their numbers side by side, worked out from the one price table', () => {
    mockApi({});
    renderPage();
    expect(screen.getByRole('heading', { level: 1 }).parentElement).toHaveTextContent(
      'up to 43% off while the special lasts',
    );
    const table = within(screen.getByRole('region', { name: /^Side by Side/ })).getByRole('table');
    const row = (heading: string) =>
      within(table).getByRole('rowheader', { name: heading }).closest('tr')!.querySelectorAll('td');
    const cells = (heading: string) => [...row(heading)].map((cell) => cell.textContent);
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Single Session', '5-Session Package', '10-Session Package']);
    expect(cells('Sessions')).toEqual(['1 × 60 min', '5 × 60 min', '10 × 60 min']);
    expect(cells('Regular price')).toEqual(['$2,500', '$10,000', '$17,500']);
    expect(cells('Special price')).toEqual(['$1,500', '$6,000', '$10,000']);
    expect(cells('You save')).toEqual(['$1,000 (40%)', '$4,000 (40%)', '$7,500 (43%)']);
    expect(cells('Per session')).toEqual(['$1,500', '$1,200', '$1,000']);
  });

  it('on a phone, gives each package its own block of the same figures instead of the four-column table', () => {
    mockApi({});
    renderPage();
    const blocks = within(
      // Drawn below 600 px only, a width this test's document does not have.
      within(screen.getByRole('region', { name: /^Side by Side/ })).getByLabelText(
        'The packages side by side',
      ),
    ).getAllByRole('listitem', { hidden: true });
    expect(
      blocks.map((block) => within(block).getByRole('heading', { hidden: true }).textContent),
    ).toEqual(['Single Session', '5-Session Package', '10-Session Package']);
    const facts = (block: HTMLElement) =>
      within(block)
        .getAllByRole('term', { hidden: true })
        .map((term) => `${term.textContent}: ${term.nextElementSibling?.textContent}`);
    expect(facts(blocks[1]!)).toEqual([
      'Sessions: 5 × 60 min',
      'Regular price: $10,000',
      'Special price: $6,000',
      'You save: $4,000 (40%)',
      'Per session: $1,200',
    ]);
  });

  it('ends, after the guarantee, with a way out for the undecided: the free call or a message', () => {
    mockApi({});
    renderPage();
    const after = screen.getByRole('region', { name: 'After You Purchase' });
    const deciding = screen.getByRole('region', { name: 'Not Sure Which Package Fits?' });
    // After the guarantee, in the page's order.
    expect(after.compareDocumentPosition(deciding) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(
      within(deciding).getByRole('link', { name: 'Book a Free Discovery Call' }),
    ).toHaveAttribute('href', '/consulting#strategy-call');
    expect(within(deciding).getByRole('link', { name: 'Send a Message' })).toHaveAttribute(
      'href',
      '/connect',
    );
  });

  it('goes to checkout when card payments are activated, creating nothing', async () => {
    const { calls } = mockApi({
      'GET /api/payments/status': { body: { cardPaymentsEnabled: true } },
    });
    const { user } = renderPage();
    await user.click(screen.getByRole('button', { name: 'Choose 5-Session Package' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/checkout'));
    expect(calls.map((call) => `${call.method} ${call.path}`)).toEqual([
      'GET /api/payments/status',
    ]);
  });

  it.each([
    [
      'card payments are off',
      { 'GET /api/payments/status': { body: { cardPaymentsEnabled: false } } },
      withKey,
    ],
    [
      'the API fails',
      { 'GET /api/payments/status': { status: 500, body: { message: 'x' } } },
      withKey,
    ],
    [
      'the site has no publishable key',
      { 'GET /api/payments/status': { body: { cardPaymentsEnabled: true } } },
      testSettings,
    ],
  ])('sends the visitor to /stripe-setup when %s', async (_, routes, settings) => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    mockApi(routes);
    const { user } = renderPage(settings);
    await user.click(screen.getByRole('button', { name: 'Choose Single Session' }));
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent(/^\/stripe-setup\?package=single$/),
    );
  });

  describe('the specials’ end date the owner set', () => {
    let today: string;
    beforeEach(() => {
      ({ today } = injectClock());
    });
    afterEach(() => jest.useRealTimers());

    const endingOn = (specialsEndOn: string) => renderPage({ ...withKey, specialsEndOn });
    /** "December 31", as the page writes a day of this year (the clock's year). */
    const monthDay = (date: string) =>
      new Date(`${date}T12:00:00Z`).toLocaleDateString('en-US', {
        month: 'long',
        day: 'numeric',
        timeZone: 'UTC',
      });

    it('unset: no end is said, the special prices stand struck through', () => {
      mockApi({});
      renderPage();
      expect(screen.queryByText(/^Offer ends/)).toBeNull();
      const five = within(screen.getByRole('article', { name: '5-Session Package' }));
      expect(five.getByText('$10,000', { exact: false }).tagName).toBe('S');
    });

    it('on its last day: says “Offer ends” with that day under the heading, the special still shown', async () => {
      mockApi({});
      endingOn(today);
      const hero = screen.getByRole('heading', { level: 1 }).parentElement!;
      const year = Number(today.slice(0, 4));
      const ends = new RegExp(`^Offer ends ${monthDay(today)}(, ${year})?$`);
      expect(await within(hero).findByText(ends)).toBeInTheDocument();
      // Once the browser's clock is read, this year's day goes without its year.
      await waitFor(() =>
        expect(within(hero).getByText(ends)).toHaveTextContent(`Offer ends ${monthDay(today)}`),
      );
      expect(within(hero).getByText(ends).textContent).not.toContain(String(year));
      expect(hero).toHaveTextContent('while the special lasts');
      const five = within(screen.getByRole('article', { name: '5-Session Package' }));
      expect(five.getByText('$10,000', { exact: false }).tagName).toBe('S');
    });

    it('the day after: the prices alone, no strike-through, no saving or limited-time claim, the heading and title included', async () => {
      mockApi({});
      endingOn(addDays(today, -1));
      await waitFor(() =>
        expect(screen.getByRole('heading', { name: 'Side by Side' })).toBeInTheDocument(),
      );
      expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('CONSULTING PACKAGES');
      await waitFor(() => expect(document.title).toMatch(/^Consulting Packages \| [^|]+$/));
      expect(screen.queryByText(/^Offer ends/)).toBeNull();
      expect(document.querySelector('s')).toBeNull();
      // Nothing speaks of a special, a saving or a regular price.
      expect(
        screen
          .queryAllByText(/special|% off|You save|Regular price/i)
          // The test's own line showing the route.
          .filter((element) => element.getAttribute('data-testid') !== 'location')
          .map((element) => element.textContent),
      ).toEqual([]);
      const five = within(screen.getByRole('article', { name: '5-Session Package' }));
      // The price the checkout charges, read as itself (no "Was … Now").
      expect(five.getByText('$6,000').tagName).toBe('STRONG');
      expect(five.queryByText(/Was|Now/)).toBeNull();
      const table = within(screen.getByRole('region', { name: 'Side by Side' })).getByRole('table');
      expect(
        within(table)
          .getAllByRole('rowheader')
          .map((cell) => cell.textContent),
      ).toEqual(['Sessions', 'Price', 'Per session']);
    });
  });
});
