import type { MailContext } from '../../site';
import { clientNotice, erasureRequestedMail, signInCodeMail } from './messages';

const context: MailContext = {
  coachName: 'Adrian Vale',
  siteOrigin: 'https://coach.example',
  from: '"Adrian Vale" <hello@coach.example>',
  ownerEmail: 'owner@coach.example',
};

describe('the sign-in code email', () => {
  const { mail } = signInCodeMail(context, { codeId: 7, to: 'jamie@example.com', code: '778382' });

  it('sets the code apart from the words around it: large, spaced, monospaced, in a tinted box', () => {
    const [, box] = /<span style="([^"]*)">778382<\/span>/.exec(mail.html) ?? [];
    expect(box).toBeDefined();
    expect(box).toMatch(/font:700 30px\/1\.2 [^;]*monospace;/);
    expect(box).toContain('letter-spacing:8px');
    expect(box).toContain('background:#f5efe3');
    expect(box).toContain('border:1px solid #c9a24d');
    // Never a heading's serif at the body's size, as it was.
    expect(mail.html).not.toMatch(/<h2[^>]*>778382<\/h2>/);
  });

  it('gives the code a line of its own in the plain text, with nothing else on it', () => {
    expect(mail.text).toMatch(/^\s*778382$/m);
    expect(mail.text).not.toContain('------');
  });
});

describe('the coach’s voice in the client’s emails', () => {
  const letters = {
    reply: clientNotice(context, {
      kind: 'reply',
      id: 1,
      to: 'jamie@example.com',
      text: 'I read your note. Let us start there next time.',
    }).mail,
    notes: clientNotice(context, { kind: 'note', id: 2, to: 'jamie@example.com' }).mail,
    erasure: erasureRequestedMail(context, { clientId: 3, to: 'jamie@example.com' }).mail,
  };

  it.each(Object.entries(letters))(
    '%s: written by the coach as “I”, never “your coach” or a “we” of an office',
    (_name, mail) => {
      const words = `${mail.subject}\n${mail.text}`;
      expect(words).not.toMatch(/\b(your|the) coach\b/i);
      expect(words).not.toMatch(/\bwe have\b/i);
      expect(words).toMatch(/\b(I|me|my)\b/);
    },
  );
});

describe('the email of the coach’s reply', () => {
  const reply = (text: string) =>
    clientNotice(context, { kind: 'reply', id: 1, to: 'jamie@example.com', text }).mail;

  it('quotes a short reply whole, with the way to answer in the portal', () => {
    const mail = reply('Thank you, Jamie.\nLet us start there on Thursday.');
    expect(mail.text).toContain('> Thank you, Jamie.\n> Let us start there on Thursday.');
    expect(mail.html).toContain('Let us start there on Thursday.');
    expect(mail.text).toContain('You can answer me in your client portal.');
    expect(mail.html).toContain('>Reply in Your Portal<');
    expect(mail.text).not.toContain('…');
  });

  it('quotes the first lines of a long one, cut at a word, and says the rest is in the portal', () => {
    const long = Array.from({ length: 12 }, (_, line) => `Line ${line + 1} of my answer.`).join(
      '\n',
    );
    const mail = reply(long);
    expect(mail.text).toContain('> Line 8 of my answer.…');
    expect(mail.text).not.toContain('Line 9');
    expect(mail.text).toContain('The whole of it is in your client portal');
    const words = reply('word '.repeat(400));
    expect(words.text).toMatch(/> (word )+word…/);
  });
});
