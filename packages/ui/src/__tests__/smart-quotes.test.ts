import { smartQuotes, smartQuotesInHtml } from '../smart-quotes';

describe('smartQuotes', () => {
  it('turns apostrophes inside and at the end of words into ’', () => {
    expect(smartQuotes("You've climbed someone else's mountain")).toBe(
      'You’ve climbed someone else’s mountain',
    );
    expect(smartQuotes("the clients' notes")).toBe('the clients’ notes');
    expect(smartQuotes("Learning From the World's Wisdom")).toBe(
      'Learning From the World’s Wisdom',
    );
  });

  it('opens a quote at the start of the text and closes it at the end', () => {
    expect(smartQuotes('"enough"')).toBe('“enough”');
    expect(smartQuotes("'enough'")).toBe('‘enough’');
    expect(smartQuotes('"How do I get more freedom?"')).toBe('“How do I get more freedom?”');
  });

  it('pairs nested quotes', () => {
    expect(smartQuotes(`She said, "He told me 'wait' and I did."`)).toBe(
      'She said, “He told me ‘wait’ and I did.”',
    );
    expect(smartQuotes(`"'Enough' is a number," he said.`)).toBe(
      '“‘Enough’ is a number,” he said.',
    );
  });

  it('opens after brackets and dashes, and reads an elision before a digit as an apostrophe', () => {
    expect(smartQuotes('("free")')).toBe('(“free”)');
    expect(smartQuotes('freedom—"the real kind"')).toBe('freedom—“the real kind”');
    expect(smartQuotes("back in the '90s")).toBe('back in the ’90s');
  });

  it('leaves text without straight quotes as it is', () => {
    expect(smartQuotes('Already “curly” and it’s fine')).toBe('Already “curly” and it’s fine');
  });
});

describe('smartQuotesInHtml', () => {
  it('changes the text between tags, never a tag or its attributes', () => {
    const html = `<p>The "gap" is <a href="https://example.com/it's" title="it's">where it's</a> hiding.</p>`;
    expect(smartQuotesInHtml(html)).toBe(
      `<p>The “gap” is <a href="https://example.com/it's" title="it's">where it’s</a> hiding.</p>`,
    );
  });

  it('pairs a quote across inline tags and opens one at a block’s start', () => {
    expect(
      smartQuotesInHtml('<p>"<em>enough</em>"</p><p>"I will know I have enough when…"</p>'),
    ).toBe('<p>“<em>enough</em>”</p><p>“I will know I have enough when…”</p>');
  });

  it('keeps code, pre and kbd as written', () => {
    const html = `<p>Run <code>echo "it's"</code>, then "done".</p><pre><code>a = 'b'</code></pre><p>It's <kbd>'</kbd></p>`;
    expect(smartQuotesInHtml(html)).toBe(
      `<p>Run <code>echo "it's"</code>, then “done”.</p><pre><code>a = 'b'</code></pre><p>It’s <kbd>'</kbd></p>`,
    );
  });

  it('reads quotes written as entities in text', () => {
    expect(smartQuotesInHtml('<p>&quot;Enough&quot; isn&#39;t a number</p>')).toBe(
      '<p>“Enough” isn’t a number</p>',
    );
  });
});
