import styled from 'styled-components';
import { CardGrid } from '@site/ui/card-grid';
import { useSiteSettings } from '@site/ui/site-settings';
import { VisuallyHidden } from '@site/ui/visually-hidden';

/* The site's card grid: four in a row on a desktop, two by two on a tablet, never one alone. */
const List = styled(CardGrid)`
  gap: 1rem;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Tile = styled.a`
  display: flex;
  flex-direction: column;
  gap: 0.25rem;
  height: 100%;
  padding: 1.5rem;
  border-radius: ${({ theme }) => theme.radius};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  text-decoration: none;
  color: ${({ theme }) => theme.colors.text};
  transition:
    border-color 0.15s ease,
    transform 0.15s ease;

  strong {
    font-family: ${({ theme }) => theme.fonts.heading};
    font-size: 1.2rem;
    color: ${({ theme }) => theme.colors.navy};
  }

  span {
    color: ${({ theme }) => theme.colors.muted};
  }

  &:hover {
    border-color: ${({ theme }) => theme.colors.gold};
    transform: translateY(-2px);
  }
`;

const Soon = styled(Tile).attrs({ as: 'div' })`
  border-style: dashed;
  background: transparent;

  &:hover {
    border-color: ${({ theme }) => theme.colors.border};
    transform: none;
  }
`;

/**
 * Where to follow the work. The professional network, X and the video channel are the profiles
 * of the site settings (the same the footer links); one nobody configured is left out. Instagram is
 * announced but not open yet, so it is shown without a link rather than as a link that leads
 * nowhere.
 */
export function SocialLinks() {
  const { social } = useSiteSettings();
  const profiles = [
    { name: 'LinkedIn', href: social.linkedin, text: 'Articles, talks and professional updates' },
    { name: 'X', href: social.x, text: 'Short daily thoughts on alignment' },
    { name: 'YouTube', href: social.youtube, text: 'Keynote clips and framework explainers' },
  ].filter((profile) => profile.href !== '');
  return (
    <List
      as="ul"
      $count={profiles.length + 1}
      $columns={{ phone: 1, tablet: 2, desktop: 4 }}
      $widenLastRow
    >
      {profiles.map((profile) => (
        <li key={profile.name}>
          <Tile href={profile.href} target="_blank" rel="noopener noreferrer">
            <strong>{profile.name}</strong>
            <span>{profile.text}</span>
            <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
          </Tile>
        </li>
      ))}
      <li>
        <Soon>
          <strong>Instagram</strong>
          <span>Coming soon: behind the scenes of the work</span>
        </Soon>
      </li>
    </List>
  );
}
