import { defaultSiteSettings } from '@site/contracts/site-settings';
import { fetchRuntimeConfig } from '../runtime-config';

function answer(response: Response | Error) {
  global.fetch = jest.fn(() =>
    response instanceof Error ? Promise.reject(response) : Promise.resolve(response),
  );
}

describe('fetchRuntimeConfig', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => {}));
  afterEach(() => jest.restoreAllMocks());

  it('reads the remotes and settings the server rendered, uncached', async () => {
    answer(Response.json({ coachName: 'Sam', remotes: { blog: 'https://blog.example.com' } }));
    const config = await fetchRuntimeConfig();
    expect(config.coachName).toBe('Sam');
    expect(config.remotes).toEqual({ blog: 'https://blog.example.com' });
    expect(config.assessmentUrl).toBe(defaultSiteSettings.assessmentUrl);
    expect(global.fetch).toHaveBeenCalledWith('/runtime-config.json', { cache: 'no-cache' });
  });

  it.each([
    ['an error answer', new Response('nope', { status: 502 })],
    ['no answer at all', new Error('Failed to fetch')],
  ])('starts with defaults and no remotes after %s', async (_case, response) => {
    answer(response);
    await expect(fetchRuntimeConfig()).resolves.toEqual({ ...defaultSiteSettings, remotes: {} });
    expect(console.error).toHaveBeenCalled();
  });
});
