import styled from 'styled-components';
import { CoachPicture } from '@site/ui/coach-picture';
import { useSiteSettings } from '@site/ui/site-settings';

/** The picture's side, in CSS pixels: the `sizes` of the uploaded portrait's set. */
const PICTURE_SIZE = 64;

const Row = styled.div<{ $centred: boolean }>`
  display: flex;
  align-items: center;
  justify-content: ${({ $centred }) => ($centred ? 'center' : 'flex-start')};
  gap: 0.875rem;
  margin-block: 1.25rem;
  text-align: left;
`;

/* A gold ring around a circle; the photograph's face sits in its upper part. */
const Picture = styled(CoachPicture)`
  display: block;
  flex: none;
  width: ${PICTURE_SIZE}px;
  height: ${PICTURE_SIZE}px;
  padding: 2px;
  border-radius: 50%;
  border: 1px solid ${({ theme }) => theme.colors.gold};

  img {
    display: block;
    width: 100%;
    height: 100%;
    border-radius: 50%;
    object-fit: cover;
    object-position: 50% 25%;
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
`;

/**
 * The person the visitor books: the coach's picture (his uploaded portrait, else his designed
 * drawing), his name and what he is to the visitor on this page.
 */
export function CoachByline({ note, centred = false }: { note: string; centred?: boolean }) {
  const { coachName } = useSiteSettings();
  return (
    <Row $centred={centred}>
      <Picture shape="round" sizes={`${PICTURE_SIZE}px`} />
      <Words>
        <strong>{coachName}</strong>
        <span>{note}</span>
      </Words>
    </Row>
  );
}
