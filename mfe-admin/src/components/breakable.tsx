import { Fragment } from 'react';

/** After these a long address or id may wrap: the line then ends where a reader expects it to. */
const breakAfter = /([@./_\-+])/;

/**
 * A long e-mail address, id or path that wraps after its punctuation ("lena.okafor@" /
 * "example.com") instead of in the middle of a word; the text itself (copying, searching, a
 * screen reader) is unchanged.
 */
export function Breakable({ text }: { text: string }) {
  const parts = text.split(breakAfter);
  return (
    <>
      {parts.map((part, index) =>
        breakAfter.test(part) ? (
          <Fragment key={index}>
            {part}
            <wbr />
          </Fragment>
        ) : (
          part
        ),
      )}
    </>
  );
}
