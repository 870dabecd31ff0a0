import { screen } from '@testing-library/react';
import { exportZip } from '@site/contracts/endpoints/admin-site';
import { urlOf } from '@site/contracts/endpoints/define';
import { renderWithProviders } from '@site/ui/testing';
import AdminRoutes from '../../../../routes';
import { signedIn } from '../../../../test/fixtures';
import { mockApi } from '../../../../test/mock-api';

jest.setTimeout(30_000);
afterEach(() => jest.restoreAllMocks());

describe('site and data', () => {
  it("offers the owner's data as one ZIP download", async () => {
    mockApi(signedIn());
    renderWithProviders(<AdminRoutes />, { path: '/admin/site' });
    const link = await screen.findByRole('link', { name: 'Download all data (ZIP)' });
    expect(link).toHaveAttribute('href', urlOf(exportZip));
    expect(link).toHaveAttribute('download');
    expect(screen.getByRole('link', { name: 'Site and data' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });
});
