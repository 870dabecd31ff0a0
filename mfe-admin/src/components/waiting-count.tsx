import styled from 'styled-components';
import { VisuallyHidden } from '@site/ui/visually-hidden';

/*
 * What waits, by a link: a small gold count after a space, its word for a screen reader hidden, so
 * the link's name ("Messages 3 new") holds its visible text ("Messages 3") as it reads.
 */
const Count = styled.span`
  display: inline-block;
  min-width: 1.375rem;
  margin-left: 0.25rem;
  padding: 0.0625rem 0.4375rem;
  border-radius: 999px;
  background: ${({ theme }) => theme.colors.gold};
  color: ${({ theme }) => theme.colors.navy};
  font-size: 0.75rem;
  font-weight: 700;
  line-height: 1.25;
  text-align: center;
  vertical-align: 0.0625rem;
`;

/**
 * A link's count of what waits ("Messages 3 new" read aloud, or with another `word`), nothing when
 * nothing does.
 */
export function WaitingCount({
  count,
  word = 'new',
}: {
  count: number | undefined;
  word?: string;
}) {
  if (!count) return null;
  return (
    <>
      {' '}
      <Count data-waiting="">
        {count}
        <VisuallyHidden> {word}</VisuallyHidden>
      </Count>
    </>
  );
}
