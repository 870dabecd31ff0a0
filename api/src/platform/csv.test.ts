import { csvCell, toCsv } from './csv';

describe('CSV export', () => {
  it('writes a header row and CRLF after every row', () => {
    expect(
      toCsv(
        ['email', 'status'],
        [
          ['a@b.co', 'active'],
          ['c@d.co', 'unsubscribed'],
        ],
      ),
    ).toBe('email,status\r\na@b.co,active\r\nc@d.co,unsubscribed\r\n');
  });

  it('quotes cells with commas, quotes and line breaks, doubling the quotes', () => {
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell(null)).toBe('');
  });

  it.each(['=HYPERLINK("x")', '+1', '-2+3', '@SUM(A1)', '\tx', '\rx'])(
    'neutralises the formula %j with an apostrophe',
    (value) => {
      expect(
        csvCell(value)
          .replace(/^"/, '')
          .startsWith(`'${value.charAt(0)}`),
      ).toBe(true);
    },
  );

  it('leaves ordinary text alone', () => {
    expect(csvCell('reader@example.com')).toBe('reader@example.com');
  });
});
