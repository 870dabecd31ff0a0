import { screen } from '@testing-library/react';
import type { Receipt } from '@site/contracts/endpoints/portal';
import { renderWithProviders } from '@site/ui/testing';
import { Receipts } from '../receipts';
import { PortalTimezone, zoneInUse } from '../portal-timezone';

const receipt = (bookingId: number, amount: number): Receipt => ({
  bookingId,
  packageType: '10-session',
  packageName: '10-Session Package',
  amount,
  currency: 'usd',
  paidAt: new Date(Date.UTC(2030, 0, 15, 15)).toISOString(),
  paymentReference: `pi_${bookingId}`,
  refunded: false,
});

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
});

describe('<PortalTimezone/>', () => {
  const picker = () => null;

  it('names the zone in use, the saved one', () => {
    renderWithProviders(
      <PortalTimezone saved="America/New_York" browserZone="Europe/Paris" picker={picker} />,
    );
    expect(screen.getByText('Times are shown in Eastern · New York time.')).toBeInTheDocument();
  });

  it("names the browser's zone until he saves one, and says so", () => {
    renderWithProviders(<PortalTimezone saved={null} browserZone="Europe/Paris" picker={picker} />);
    expect(
      screen.getByText(
        'Times are shown in Central European · Paris time, your browser’s zone, until you save one.',
      ),
    ).toBeInTheDocument();
  });

  it('names a zone outside the common ones by its name', () => {
    expect(zoneInUse('Asia/Kolkata', null)).toBe('Times are shown in Asia/Kolkata time.');
  });
});
