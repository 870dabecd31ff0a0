import { screen } from '@testing-library/react';
import { renderWithProviders } from '@site/ui/testing';
import BookingRoutes from '../routes';

const headings: [string, string][] = [
  ['/consulting/specials', 'LIMITED TIME SPECIALS'],
  ['/consultation-success', 'Payment Successful!'],
  ['/calendar/strategy-call', 'Schedule Your Free Strategy Call'],
];

describe('booking routes', () => {
  it.each(headings)('%s shows its page heading', (path, heading) => {
    renderWithProviders(<BookingRoutes />, { path });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(heading);
  });
});
