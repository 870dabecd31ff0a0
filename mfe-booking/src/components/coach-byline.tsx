import styled from 'styled-components';
import { BylineCoachPicture } from '@site/ui/coach-picture';
import { useSiteSettings } from '@site/ui/site-settings';

/** The picture's width, in CSS pixels (its frame is a quarter taller). */
const PICTURE_WIDTH = 44;

const Row = styled.div<{ $centred: boolean }>`
  display: flex;
  align-items: center;
  justify-content: ${({ $centred }) => ($centred ? 'center' : 'flex-start')};
  gap: 0.875rem;
  margin-block: 1.25rem;
  text-align: left;

  /* Closing a page header's words: the header's own padding below it, as above its first line
     (its margin would make the navy panel deeper under the byline than over the title). */
  [data-page-header] &:last-child {
    margin-bottom: 0;
  }
`;

const Words = styled.span`
  display: grid;
  line-height: 1.35;

  strong {
    color: ${({ theme }) => theme.colors.navy};
  }

  span {
    color: ${({ theme }) => theme.colors.muted};
    font-size: ${({ theme }) => theme.type.small};
  }

  /* In the navy page header. */
  [data-page-header] & strong {
    color: ${({ theme }) => theme.colors.ivory};
  }

  [data-page-header] & span {
    color: ${({ theme }) => theme.colors.onDarkMuted};
  }
`;

/**
 * The person the visitor books: the coach's picture (his uploaded portrait, else the designed
 * portrait the About page shows), his name and what he is to the visitor on this page.
 */
export function CoachByline({ note, centred = false }: { note: string; centred?: boolean }) {
  const { coachName } = useSiteSettings();
  return (
    <Row $centred={centred}>
      <BylineCoachPicture width={PICTURE_WIDTH} />
      <Words>
        <strong>{coachName}</strong>
        <span>{note}</span>
      </Words>
    </Row>
  );
}
