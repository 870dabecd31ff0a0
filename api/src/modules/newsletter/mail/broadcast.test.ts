import { instantInZone } from '@site/contracts/slots';
import {
  forMail,
  markdownToText,
  renderBroadcastMail,
  renderBroadcastPage,
  signsOwnLetter,
  type BroadcastContent,
} from './broadcast';

const context = {
  coachName: 'Adrian Vale',
  siteOrigin: 'https://coach.example',
  postalAddress: '1 Example Street, Springfield',
  webUrl: 'https://coach.example/api/newsletter/broadcasts/key123',
};

const letter = (overrides: Partial<BroadcastContent> = {}): BroadcastContent => ({
  subject: 'Hello',
  preheader: '',
  source: 'markdown',
  post: null,
  postContent: 'excerpt',
  markdown: 'Hi',
  subscriberOnly: false,
  ...overrides,
});

describe('a broadcast as email', () => {
  const token = 'tokentokentokentokentokentoken12';
  const count = (text: string, part: string) => text.split(part).length - 1;

  it('keeps a single line break of the owner’s text, so his name stays on its own line', () => {
    const mail = renderBroadcastMail(
      context,
      letter({ markdown: 'A thought for the week.\n\nWarmly,\nAdrian' }),
      token,
    );
    expect(mail.html).toContain('Warmly,<br>\nAdrian');
    expect(mail.text).toContain('Warmly,\nAdrian');
  });

  it('adds no sign-off of its own under the owner’s, and one when he wrote none', () => {
    const signed = renderBroadcastMail(
      context,
      letter({ markdown: 'A thought for the week.\n\nWarmly,\nAdrian' }),
      token,
    );
    expect(signed.html).not.toContain('With warmth,');
    expect(signed.text).not.toContain('With warmth,');
    expect(count(signed.text, 'Adrian')).toBe(1 + count(signed.text, 'Adrian Vale'));

    const unsigned = renderBroadcastMail(
      context,
      letter({ markdown: 'A thought for the week.\n\nSee the new post on the blog.' }),
      token,
    );
    expect(count(unsigned.html, 'With warmth,')).toBe(1);
    expect(count(unsigned.text, 'With warmth,')).toBe(1);
    // The web version follows the same rule.
    expect(
      renderBroadcastPage(context, letter({ markdown: 'Hello.\n\nWith love,\nAdrian Vale' })),
    ).not.toContain('With warmth,');
  });

  it.each([
    ['Warmly,\nAdrian', true],
    ['With love,\nAdrian Vale', true],
    ['Talk soon.', true],
    ['— Adrian', true],
    ['Best,\nA.', true],
    ['The best is yet to come, and this week I want to tell you why it matters so much.', false],
    ['- a list\n- Adrian', false],
    ['Read the new post.', false],
  ])('reads %j as a sign-off: %s', (ending, signed) => {
    expect(signsOwnLetter(`Hello.\n\n${ending}`, 'Adrian Vale')).toBe(signed);
  });

  it('renders Markdown as plain text with links spelled out and raw HTML left out', () => {
    const text = markdownToText(
      '# Title\n\nRead [the post](/blog/x) and [more](https://a.example).\n\n- one\n- two\n\n> quoted\n\n<div>raw</div>',
      context.siteOrigin,
    );
    expect(text).toBe(
      'Title\n=====\n\nRead the post (https://coach.example/blog/x) and more (https://a.example).\n\n- one\n- two\n\n> quoted',
    );
  });

  it('makes the site’s links and images absolute for mail clients, the links in the brand’s colour', () => {
    const link = 'style="color:#7a5a12;text-decoration:underline;"';
    expect(forMail('<a href="/blog/x">x</a><img src="/api/media/a.svg">', context.siteOrigin)).toBe(
      `<a ${link} href="https://coach.example/blog/x">x</a><img style="max-width:100%;height:auto;" src="https://coach.example/api/media/a.svg">`,
    );
    expect(forMail('<a href="//evil.example/x">x</a>', context.siteOrigin)).toBe(
      `<a ${link} href="//evil.example/x">x</a>`,
    );
  });

  it('draws every link of the letter’s own words in the brand’s colour, none in the default blue', () => {
    const mail = renderBroadcastMail(
      context,
      letter({
        source: 'markdown',
        markdown: 'See [the post](/blog/x) and [more](https://example.com).',
      }),
      'token',
    );
    const links = mail.html.match(/<a [^>]*>/g) ?? [];
    // Every link has a colour of the brand's (the header's gold, the others dark gold).
    for (const tag of links) expect(tag).toMatch(/style="[^"]*color:#(7a5a12|c9a24d)/);
    const own = links.filter((tag) => /blog\/x|example\.com/.test(tag));
    expect(own).toHaveLength(2);
    for (const tag of own) expect(tag).toMatch(/style="[^"]*color:#7a5a12/);
  });

  it('escapes the owner’s title and excerpt, and sanitises his Markdown', () => {
    const mail = renderBroadcastMail(
      context,
      letter({
        source: 'post',
        post: {
          title: '<img src=x onerror=alert(1)>',
          slug: 'a-post',
          excerpt: 'Tom & "Jerry"',
          content: '',
          featuredImage: '/api/media/blog/a.svg#1200x630',
        },
      }),
      'tokentokentokentokentokentoken12',
    );
    expect(mail.html).not.toContain('<img src=x');
    expect(mail.html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(mail.html).toContain('Tom &amp; &quot;Jerry&quot;');
    expect(mail.html).toContain('src="https://coach.example/api/media/blog/a.svg"');
    const markdown = renderBroadcastMail(
      context,
      letter({ markdown: 'Hi <script>alert(1)</script> [x](javascript:alert(1))' }),
      't',
    );
    expect(markdown.html).not.toMatch(/<script|javascript:/);
  });

  it('carries the postal address, the web version, the list’s identity and the recipient’s unsubscribe, and no pixel unless asked', () => {
    const mail = renderBroadcastMail(context, letter(), 'TOKEN');
    expect(mail.text).toContain('Adrian Vale · 1 Example Street, Springfield');
    expect(mail.text).toContain(`View this email in your browser:\n${context.webUrl}`);
    expect(mail.text).toContain('https://coach.example/newsletter/unsubscribe?token=TOKEN');
    expect(mail.headers).toEqual({
      'List-Id': '"Adrian Vale newsletter" <newsletter.coach.example>',
      'List-Unsubscribe': '<https://coach.example/api/newsletter/unsubscribe?token=TOKEN>',
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
    expect(mail.html).not.toContain('open.gif');
    const tracked = renderBroadcastMail(
      { ...context, openPixelUrl: `${context.webUrl}/open.gif?t={token}` },
      letter(),
      'TOKEN',
    );
    expect(tracked.html).toContain(`src="${context.webUrl}/open.gif?t=TOKEN"`);
  });
});

describe('a scheduled time in the owner’s zone', () => {
  it('reads the wall-clock time in the zone, and refuses a time the clocks skip', () => {
    expect(instantInZone('2031-03-04T09:30', 'America/Cancun')?.toISOString()).toBe(
      '2031-03-04T14:30:00.000Z',
    );
    // New York springs forward at 02:00 on the second Sunday of March 2031 (the 9th).
    expect(instantInZone('2031-03-09T02:30', 'America/New_York')).toBeNull();
    expect(instantInZone('2031-02-30T09:00', 'America/Cancun')).toBeNull();
  });
});
