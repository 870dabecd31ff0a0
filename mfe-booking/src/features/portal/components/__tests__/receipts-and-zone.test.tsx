import { screen } from '@testing-library/react';
import { renderWithProviders } from '@site/ui/testing';
import { injectClockEachTest } from '../../../../test/clock';
import { portalBooking, portalReceipt } from '../../../../test/portal-fixtures';
import { Receipts } from '../receipts';
import { PortalTimezone, zoneInUse } from '../portal-timezone';

let now: Date;
injectClockEachTest((instant) => (now = instant));

/** The receipt of a 10-session package's payment of `amount` cents, booking `id`. */
const receipt = (id: number, amount: number) =>
  portalReceipt(now, portalBooking({ id, packageType: '10-session', amount }));

describe('<Receipts/>', () => {
  it('right-aligns the amounts in figures of one width, under a right-aligned column name', () => {
    renderWithProviders(
      <Receipts receipts={[receipt(1, 1_000_000), receipt(2, 150_000)]} zone="America/New_York" />,
    );
    const numeric = [
      screen.getByRole('columnheader', { name: 'Amount' }),
      screen.getByRole('cell', { name: '$10,000.00' }),
      screen.getByRole('cell', { name: '$1,500.00' }),
    ];
    for (const element of numeric) {
      expect(getComputedStyle(element).textAlign).toBe('right');
      expect(getComputedStyle(element).fontVariantNumeric).toBe('tabular-nums');
    }
    // Words stay left.
    expect(getComputedStyle(screen.getByRole('cell', { name: 'pi_1' })).textAlign).toBe('left');
  });

  it('shows a payment id only as the reference; a payment made otherwise says so in words, beside its package', () => {
    const paidOutside = {
      ...receipt(2, 150_000),
      paymentReference: null,
      paidBy: 'offline' as const,
    };
    const gift = {
      ...receipt(3, 150_000),
      paymentReference: null,
      paidBy: 'complimentary' as const,
    };
    renderWithProviders(
      <Receipts receipts={[receipt(1, 1_000_000), paidOutside, gift]} zone="America/New_York" />,
    );
    const face = (text: string) => getComputedStyle(screen.getByText(text)).fontFamily;
    expect(face('pi_1')).toMatch(/mono/i);
    const references = screen
      .getAllByRole('cell')
      .filter((cell) => cell.getAttribute('data-label') === 'Payment reference');
    expect(references.map((cell) => cell.textContent)).toEqual(['pi_1', '–None', '–None']);
    const packages = screen
      .getAllByRole('cell')
      .filter((cell) => cell.getAttribute('data-label') === 'Package');
    expect(packages[1]).toHaveTextContent('Paid outside the site');
    expect(packages[2]).toHaveTextContent('Complimentary');
    expect(packages[0]).not.toHaveTextContent(/outside|Complimentary/);
  });
});

describe('<PortalTimezone/>', () => {
  const picker = () => null;

  it('names the zone in use, the saved one', () => {
    renderWithProviders(
      <PortalTimezone saved="America/New_York" browserZone="Europe/Paris" picker={picker} />,
    );
    expect(screen.getByText('Times are shown in Eastern · New York.')).toBeInTheDocument();
  });

  it("names the browser's zone until he saves one, and says so", () => {
    renderWithProviders(<PortalTimezone saved={null} browserZone="Europe/Paris" picker={picker} />);
    expect(
      screen.getByText(
        'Times are shown in Central European · Paris, your browser’s zone, until you save one.',
      ),
    ).toBeInTheDocument();
  });

  it('names a zone outside the common ones by its friendly name and city', () => {
    expect(zoneInUse('Asia/Kolkata', null)).toBe('Times are shown in India Standard · Kolkata.');
  });

  it('says "time" once, UTC included', () => {
    expect(zoneInUse('UTC', null)).toBe('Times are shown in UTC.');
    expect(zoneInUse('America/New_York', null)).not.toMatch(/ time\b/);
  });
});
