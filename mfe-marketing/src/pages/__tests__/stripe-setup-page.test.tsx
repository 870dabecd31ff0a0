import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '@site/ui/testing';
import { StripeSetupPage } from '../stripe-setup-page';

/** Whether `first` comes before `second` in the page. */
const precedes = (first: Element, second: Element) =>
  Boolean(first.compareDocumentPosition(second) & Node.DOCUMENT_POSITION_FOLLOWING);

describe('StripeSetupPage', () => {
  it("shows a visitor what he can do before the owner's instructions", () => {
    renderWithProviders(<StripeSetupPage />, { path: '/stripe-setup' });
    const title = screen.getByRole('heading', { level: 1 });
    expect(title).toHaveTextContent('Let’s Begin Together');
    const visitor = title.closest('header')!;
    expect(visitor).toHaveTextContent('Card payments are not available on this site yet');
    expect(within(visitor).getByRole('link', { name: 'Book a Free Discovery Call' })).toBeVisible();
    const owner = screen.getByRole('region', {
      name: 'For the site’s owner: turning on card payments',
    });
    expect(precedes(visitor, owner)).toBe(true);
    expect(visitor).not.toHaveTextContent('Not Activated');
    expect(visitor).not.toHaveTextContent('STRIPE_');
    expect(visitor).not.toHaveTextContent('4242');
    // The alert is the owner's: it opens his section, above his closed instructions.
    const alert = within(owner).getByRole('alert');
    expect(within(alert).getByRole('heading', { level: 2 })).toHaveTextContent(
      'Payment Methods Not Activated',
    );
    expect(precedes(alert, owner.querySelector('details')!)).toBe(true);
    for (const text of [
      'This site cannot take card payments yet: the payment account is not connected or card payments are not enabled on it. The steps below are for the site owner.',
      'STRIPE_SECRET_KEY',
      'STRIPE_WEBHOOK_SECRET',
      'STRIPE_PUBLISHABLE_KEY',
      '4242 4242 4242 4242',
    ]) {
      expect(owner).toHaveTextContent(text);
    }
    expect(
      within(owner)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual([
      'Steps to enable card payments',
      'Environment variables to set',
      'Account requirements',
      'Test mode and live mode',
    ]);
  });

  it('names the package the visitor chose, and carries it to the message he may send instead', () => {
    renderWithProviders(<StripeSetupPage />, { path: '/stripe-setup?package=5-session' });
    const title = screen.getByRole('heading', { level: 1 });
    expect(title).toHaveTextContent('Let’s Set Up Your Package Together');
    const visitor = title.closest('header')!;
    expect(visitor).toHaveTextContent(
      'You chose the 5-Session Package ($6,000). Card payments are not available on this site yet',
    );
    expect(within(visitor).getByRole('link', { name: 'Send a Message' })).toHaveAttribute(
      'href',
      '/connect?package=5-session#contact-form',
    );
  });

  it('names no package when none (or an unknown one) was chosen', () => {
    renderWithProviders(<StripeSetupPage />, { path: '/stripe-setup?package=gold' });
    const visitor = screen.getByRole('heading', { level: 1 }).closest('header')!;
    expect(visitor).toHaveTextContent('Let’s Begin Together');
    expect(visitor).not.toHaveTextContent('You chose');
    expect(within(visitor).getByRole('link', { name: 'Send a Message' })).toHaveAttribute(
      'href',
      '/connect',
    );
  });

  it("keeps the owner's instructions closed behind one disclosure until opened", async () => {
    const { user } = renderWithProviders(<StripeSetupPage />, { path: '/stripe-setup' });
    const owner = screen.getByRole('region', {
      name: 'For the site’s owner: turning on card payments',
    });
    const details = owner.querySelector('details');
    expect(details).not.toBeNull();
    expect(details).not.toHaveAttribute('open');
    await user.click(within(owner).getByText('For the site’s owner: turning on card payments'));
    expect(details).toHaveAttribute('open');
  });

  it('keeps the punctuation after a code chip on the chip’s line', () => {
    renderWithProviders(<StripeSetupPage />, { path: '/stripe-setup' });
    const chips = [...document.querySelectorAll('code')].filter((code) =>
      /^[.,;:)]/.test(code.nextSibling?.textContent ?? ''),
    );
    expect(chips.map((code) => code.textContent)).not.toEqual([]);
    for (const code of chips) {
      expect([code.textContent, code.parentElement?.tagName]).toEqual([code.textContent, 'SPAN']);
      expect(code.parentElement).toHaveStyle({ whiteSpace: 'nowrap' });
    }
  });

  it('books the free discovery call from the top of the page', async () => {
    const { user } = renderWithProviders(<StripeSetupPage />, { path: '/stripe-setup' });
    await user.click(
      within(screen.getByRole('heading', { level: 1 }).closest('header')!).getByRole('link', {
        name: 'Book a Free Discovery Call',
      }),
    );
    expect(screen.getByTestId('location')).toHaveTextContent('/consulting#strategy-call');
  });

  it('sends a message from the top of the page', async () => {
    const { user } = renderWithProviders(<StripeSetupPage />, { path: '/stripe-setup' });
    await user.click(
      within(screen.getByRole('heading', { level: 1 }).closest('header')!).getByRole('link', {
        name: 'Send a Message',
      }),
    );
    expect(screen.getByTestId('location')).toHaveTextContent('/connect');
  });
});
