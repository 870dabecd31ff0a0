import { Fragment } from 'react';
import styled from 'styled-components';

/** After these a long address or id may wrap: the line then ends where a reader expects it to. */
const breakAfter = /([@./_\-+])/;

/**
 * A long email address, id or path that wraps after its punctuation ("lena.okafor@" /
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

/**
 * An email address in a list's row or card: on one line where the column holds it, else broken
 * once, after its "@" ("morgan.emergency@" / "example.test"), never inside its name or domain;
 * so it never stands on three lines. `quiet`: the row's meta under a name (muted, smaller, not
 * bold), so the name leads; there an unusually long name before the "@" is cut short with an
 * ellipsis (the whole address in its title, and on the client's own page) so one address never
 * widens the list's table past a tablet's width.
 */
export function EmailAddress({ address, quiet = false }: { address: string; quiet?: boolean }) {
  const at = address.lastIndexOf('@');
  const parts = at > 0 ? [address.slice(0, at + 1), address.slice(at + 1)] : [address];
  return (
    <Address data-quiet={quiet ? '' : undefined} title={address}>
      <span>{parts[0]}</span>
      {parts[1] !== undefined && (
        <>
          <wbr />
          <span>{parts[1]}</span>
        </>
      )}
    </Address>
  );
}

const Address = styled.span`
  > span {
    white-space: nowrap;
  }
  &[data-quiet] {
    display: block;
    color: ${({ theme }) => theme.colors.muted};
    font-size: ${({ theme }) => theme.type.small};
    font-weight: 400;

    > span:first-child {
      display: inline-block;
      max-width: 12rem;
      overflow: hidden;
      text-overflow: ellipsis;
      vertical-align: bottom;
    }
  }
`;
