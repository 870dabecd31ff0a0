import styled from 'styled-components';
import { RoundCoachPicture } from '@site/ui/coach-picture';

/** The author's picture's side, in CSS pixels. */
const PICTURE_SIZE = 88;

/**
 * Who wrote the post, beside the coach's picture (his uploaded portrait, else his designed
 * drawing); the bio comes with the post.
 */
export function AuthorBio({ name, bio }: { name: string; bio?: string }) {
  return (
    <Box aria-labelledby="author-heading">
      <RoundCoachPicture side={PICTURE_SIZE} />
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

/* The box's title: the card-title size, under the page's section titles at every width. */
const Label = styled.h2`
  margin: 0 0 0.5rem;
  color: ${({ theme }) => theme.colors.goldLight};
  font-size: ${({ theme }) => theme.type.cardTitle};
`;

const Bio = styled.p`
  margin: 0;
`;
