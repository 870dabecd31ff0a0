import styled from 'styled-components';
import { CoachPicture } from '@site/ui/coach-picture';

/** The author's picture's side, in CSS pixels: the `sizes` of the uploaded portrait's set. */
const PICTURE_SIZE = 88;

/**
 * Who wrote the post, beside the coach's picture (his uploaded portrait, else his designed
 * drawing); the bio comes with the post.
 */
export function AuthorBio({ name, bio }: { name: string; bio?: string }) {
  return (
    <Box aria-labelledby="author-heading">
      <Picture shape="round" sizes={`${PICTURE_SIZE}px`} />
      <div>
        <Label id="author-heading">About {name}</Label>
        {bio ? <Bio>{bio}</Bio> : null}
      </div>
    </Box>
  );
}

const Box = styled.section`
  display: flex;
  gap: 1.25rem;
  align-items: flex-start;
  padding: 1.75rem;
  background: ${({ theme }) => theme.colors.navy};
  color: ${({ theme }) => theme.colors.onDarkMuted};
  border-radius: ${({ theme }) => theme.radius};

  ${({ theme }) => theme.media.mobile} {
    flex-direction: column;
  }
`;

/* A gold ring around a circle: the photograph's face sits in its upper part (object-position),
   the drawing is cropped to the head and shoulders already. */
const Picture = styled(CoachPicture)`
  display: block;
  flex: none;
  width: ${PICTURE_SIZE}px;
  height: ${PICTURE_SIZE}px;
  padding: 3px;
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

const Label = styled.h2`
  margin: 0 0 0.5rem;
  color: ${({ theme }) => theme.colors.goldLight};
  font-size: 1.25rem;
`;

const Bio = styled.p`
  margin: 0;
`;
