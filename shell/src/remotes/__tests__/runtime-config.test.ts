import { defaultSiteSettings } from '@site/contracts/site-settings';
import { runtimeConfigElementId } from '@site/contracts/rendering';
import { readRuntimeConfig } from '../runtime-config';

function pageWith(json: string | undefined) {
  const doc = document.implementation.createHTMLDocument('page');
  if (json !== undefined) {
    const script = doc.createElement('script');
    script.type = 'application/json';
    script.id = runtimeConfigElementId;
    script.textContent = json;
    doc.body.append(script);
  }
  return doc;
}

describe('readRuntimeConfig', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => {}));
  afterEach(() => jest.restoreAllMocks());

  it('reads the remotes and settings the server wrote into the page', () => {
    const config = readRuntimeConfig(
      pageWith(JSON.stringify({ coachName: 'Sam', remotes: { blog: '/remotes/blog' } })),
    );
    expect(config.coachName).toBe('Sam');
    expect(config.remotes).toEqual({ blog: '/remotes/blog' });
    expect(config.assessmentUrl).toBe(defaultSiteSettings.assessmentUrl);
  });

  it.each([
    ['no config in the page', undefined],
    ['a config that is not JSON', '{"coachName":'],
  ])('starts with defaults and no remotes with %s', (_case, json) => {
    expect(readRuntimeConfig(pageWith(json))).toEqual({ ...defaultSiteSettings, remotes: {} });
    expect(console.error).toHaveBeenCalled();
  });
});
