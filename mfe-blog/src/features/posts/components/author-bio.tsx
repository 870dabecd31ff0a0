import styled from 'styled-components';

/** Who wrote the post; the bio comes with the post. */
export function AuthorBio({ name, bio }: { name: string; bio?: string }) {
  const initials = name
    .split(/\s+/)
    .filter(Boolean)
    .map((part) => part[0])
    .slice(0, 2)
    .join('')
    .toUpperCase();
  return (
    <Box aria-labelledby="author-heading">
      <Monogram aria-hidden="true">{initials}</Monogram>
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

const Monogram = styled.span`
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  width: 4rem;
  height: 4rem;
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.gold};
  color: ${({ theme }) => theme.colors.navy};
  font-family: ${({ theme }) => theme.fonts.heading};
  font-size: 1.4rem;
  font-weight: 700;
`;

const Label = styled.h2`
  margin: 0 0 0.5rem;
  color: ${({ theme }) => theme.colors.goldLight};
  font-size: 1.25rem;
`;

const Bio = styled.p`
  margin: 0;
`;
