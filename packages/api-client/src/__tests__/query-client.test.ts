import { createQueryClient } from '../query-client';

describe('createQueryClient', () => {
  it('keeps the site defaults: no refetching, never stale, no retries', () => {
    const { queries, mutations } = createQueryClient().getDefaultOptions();
    expect(queries).toMatchObject({
      refetchInterval: false,
      refetchOnWindowFocus: false,
      staleTime: Infinity,
      retry: false,
    });
    expect(mutations).toMatchObject({ retry: false });
  });
});
