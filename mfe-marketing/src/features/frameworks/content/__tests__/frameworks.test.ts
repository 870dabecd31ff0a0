import { frameworks } from '../frameworks';

describe('the frameworks’ texts', () => {
  it('are set with typographic quotes and apostrophes, never straight ones', () => {
    for (const framework of frameworks)
      for (const [field, text] of Object.entries(framework))
        if (typeof text === 'string')
          expect(`${framework.id} ${field}: ${text}`).not.toMatch(/['"]/);
  });
});
