/** @jest-environment node */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyBaseLogger } from 'fastify';
import { uploadedImageSources } from '@site/contracts/blog';
import { defaultSiteSettings, type RuntimeConfig } from '@site/contracts/site-settings';
import { siteSettings } from '@site/contracts/endpoints/site';
import { paymentsStatus } from '@site/contracts/endpoints/payments';
import { createSettingsSource, withOwnerSettings } from '../site-settings-source';

const silent = { warn: () => undefined } as unknown as FastifyBaseLogger;

const base: RuntimeConfig = {
  ...defaultSiteSettings,
  coachName: 'Env Name',
  social: { linkedin: 'https://linkedin.test/in/env', x: '', youtube: '' },
  remotes: { blog: '/remotes/blog' },
};

describe('the site settings of every page', () => {
  it("puts the owner's settings over the environment's; an empty one keeps the environment's", () => {
    const merged = withOwnerSettings(base, {
      coachName: 'Owner Name',
      assessmentUrl: 'https://assess.test/start',
      linkedinUrl: '',
      xUrl: 'https://x.test/owner',
      youtubeUrl: '',
    });
    expect(merged).toEqual({
      ...base,
      coachName: 'Owner Name',
      assessmentUrl: 'https://assess.test/start',
      social: { linkedin: 'https://linkedin.test/in/env', x: 'https://x.test/owner', youtube: '' },
    });
  });

  it('gives pages the Stripe publishable key only while the API says card payments are on', async () => {
    let enabled = false;
    let answers = true;
    const api = http.createServer((request, response) => {
      if (request.url === paymentsStatus.path && !answers) {
        response.writeHead(503).end();
        return;
      }
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(
        JSON.stringify(
          request.url === paymentsStatus.path
            ? { cardPaymentsEnabled: enabled }
            : { coachName: '' },
        ),
      );
    });
    await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
    const { port } = api.address() as AddressInfo;
    let clock = 0;
    try {
      const source = createSettingsSource(
        `http://127.0.0.1:${port}`,
        { ...base, stripePublishableKey: 'pk_test_env' },
        silent,
        { now: () => clock },
      );
      expect((await source.current()).stripePublishableKey).toBe('');
      enabled = true;
      clock += 60_000;
      expect((await source.current()).stripePublishableKey).toBe('pk_test_env');
      // An API that does not answer leaves the last answer in place.
      answers = false;
      clock += 60_000;
      expect((await source.current()).stripePublishableKey).toBe('pk_test_env');
    } finally {
      await new Promise((resolve) => api.close(resolve));
    }
  });

  it("takes the coach's zone from the API when it is a zone, and keeps the default otherwise", async () => {
    const answers = ['America/New_York', 'Not/AZone'];
    const api = http.createServer((_request, response) => {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ coachName: '', timezone: answers.shift() }));
    });
    await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
    const { port } = api.address() as AddressInfo;
    try {
      const first = createSettingsSource(`http://127.0.0.1:${port}`, base, silent);
      expect((await first.current()).timezone).toBe('America/New_York');
      const second = createSettingsSource(`http://127.0.0.1:${port}`, base, silent);
      expect((await second.current()).timezone).toBe(defaultSiteSettings.timezone);
    } finally {
      await new Promise((resolve) => api.close(resolve));
    }
  });

  it("carries the specials' last day the owner set, and no end for anything but a real date", async () => {
    const year = new Date().getUTCFullYear() + 1;
    const answers = [`${year}-01-31`, `${year}-02-30`, ''];
    const api = http.createServer((_request, response) => {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ coachName: '', specialsEndOn: answers.shift() }));
    });
    await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
    const { port } = api.address() as AddressInfo;
    try {
      const read = async () =>
        (await createSettingsSource(`http://127.0.0.1:${port}`, base, silent).current())
          .specialsEndOn;
      expect(await read()).toBe(`${year}-01-31`);
      expect(await read()).toBe('');
      expect(await read()).toBe('');
    } finally {
      await new Promise((resolve) => api.close(resolve));
    }
  });

  it("reads the coach's zone again at once when the content version moves (he saved his schedules), not before", async () => {
    let zone = 'America/Cancun';
    let requests = 0;
    const api = http.createServer((_request, response) => {
      if (_request.url === siteSettings.path) requests += 1;
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ coachName: '', timezone: zone }));
    });
    await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
    const { port } = api.address() as AddressInfo;
    // The clock stands still: only a new content version can make it read again.
    const source = createSettingsSource(`http://127.0.0.1:${port}`, base, silent, {
      refreshMs: 60_000,
      now: () => 0,
    });
    try {
      expect((await source.current(7)).timezone).toBe('America/Cancun');
      zone = 'Pacific/Kiritimati';
      expect((await source.current(7)).timezone).toBe('America/Cancun');
      expect(requests).toBe(1);
      // The save moved the version: the page re-rendered for it states the new zone.
      expect((await source.current(8)).timezone).toBe('Pacific/Kiritimati');
      expect(requests).toBe(2);
    } finally {
      await new Promise((resolve) => api.close(resolve));
    }
  });

  it("carries the owner's uploaded photos, and only sets under the uploads path", async () => {
    const src = '/api/media/uploads/abc123-1200.webp';
    const portrait = { src, width: 1200, height: 1500, ...uploadedImageSources(src)! };
    const api = http.createServer((_request, response) => {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(
        JSON.stringify({
          coachName: '',
          photos: {
            portrait: { ...portrait, avifSrcSet: 'https://elsewhere.test/x.avif 600w' },
            hero: { ...portrait, src: 'https://elsewhere.test/x-1200.webp' },
          },
        }),
      );
    });
    await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
    const { port } = api.address() as AddressInfo;
    try {
      const source = createSettingsSource(`http://127.0.0.1:${port}`, base, silent);
      // The srcsets are rebuilt from the name; a foreign address is no photo at all.
      expect((await source.current()).photos).toEqual({ portrait, hero: null });
    } finally {
      await new Promise((resolve) => api.close(resolve));
    }
  });

  it('reads the API again after the refresh time, and keeps the last settings when it fails', async () => {
    let answer: { status: number; body: unknown } = {
      status: 200,
      body: { coachName: 'First', assessmentUrl: 'javascript:alert(1)' },
    };
    let requests = 0;
    const api = http.createServer((request, response) => {
      if (request.url === paymentsStatus.path) {
        response.writeHead(200, { 'content-type': 'application/json' });
        response.end(JSON.stringify({ cardPaymentsEnabled: true }));
        return;
      }
      requests += 1;
      expect(request.url).toBe('/api/site/settings');
      response.writeHead(answer.status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(answer.body));
    });
    await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
    const { port } = api.address() as AddressInfo;
    let clock = 0;
    const source = createSettingsSource(`http://127.0.0.1:${port}`, base, silent, {
      refreshMs: 1000,
      now: () => clock,
    });
    try {
      const first = await source.current();
      expect(first.coachName).toBe('First');
      // A link that is not http(s) never reaches a page.
      expect(first.assessmentUrl).toBe('');
      answer = { status: 200, body: { coachName: 'Second' } };
      expect((await source.current()).coachName).toBe('First');
      expect(requests).toBe(1);
      clock += 1000;
      expect((await source.current()).coachName).toBe('Second');
      answer = { status: 503, body: { message: 'down' } };
      clock += 1000;
      expect((await source.current()).coachName).toBe('Second');
      expect(requests).toBe(3);
    } finally {
      await new Promise((resolve) => api.close(resolve));
    }
  });
});
