import styled from 'styled-components';
import { paths } from '@site/contracts/routes';
import { Arrow } from '@site/ui/arrow';
import { ButtonLink } from '@site/ui/button';
import { CardGrid } from '@site/ui/card-grid';
import { useSiteSettings } from '@site/ui/site-settings';
import { VisuallyHidden } from '@site/ui/visually-hidden';

/* The site's card grid: the open profiles side by side, never one alone on a row of its own. */
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
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: 0.75rem;
    font-family: ${({ theme }) => theme.fonts.heading};
    font-size: 1.2rem;
    color: ${({ theme }) => theme.colors.navy};
  }

  span {
    color: ${({ theme }) => theme.colors.muted};
  }

  /* The link's cue: the arrow out of the site, in a gold ring at the title's end, which turns
     solid as the card is pointed at or focused. */
  [data-link-cue] {
    flex: none;
    display: grid;
    place-items: center;
    width: 2rem;
    height: 2rem;
    border: 1px solid ${({ theme }) => theme.colors.gold};
    border-radius: 50%;
    font-size: 1rem;
    color: ${({ theme }) => theme.colors.goldDark};
    transition:
      background-color 0.15s ease,
      color 0.15s ease;
  }

  &:hover,
  &:focus-visible {
    border-color: ${({ theme }) => theme.colors.gold};
    transform: translateY(-2px);

    [data-link-cue] {
      color: ${({ theme }) => theme.colors.navy};
      background: ${({ theme }) => theme.colors.gold};
    }
  }

  @media (prefers-reduced-motion: reduce) {
    transition: none;

    &:hover,
    &:focus-visible {
      transform: none;
    }
  }
`;

/* With no profile set: where the ideas are today, as an invitation that needs no profile. */
const Invitation = styled.div`
  display: grid;
  justify-items: center;
  gap: 1.25rem;
  max-width: 40rem;
  margin: 0 auto;
  text-align: center;

  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.text};
  }
`;

/**
 * Where to follow the work. The professional network, X and the video channel are the profiles
 * of the site settings (the same the footer links): each one set is a card that opens it, marked
 * as a link by the arrow out of the site at its title's end. A profile not set is not named at
 * all (no card that leads nowhere, no promise of what is to come); with none set, the section
 * invites to where the work is today: the blog, and the newsletter at the page's foot.
 */
export function SocialLinks() {
  const { social } = useSiteSettings();
  const all = [
    { name: 'LinkedIn', href: social.linkedin, text: 'Articles, talks and professional updates' },
    { name: 'X', href: social.x, text: 'Short daily thoughts on alignment' },
    { name: 'YouTube', href: social.youtube, text: 'Keynote clips and framework explainers' },
  ];
  const profiles = all.filter((profile) => profile.href !== '');
  if (profiles.length === 0)
    return (
      <Invitation data-social-invitation="">
        <p>
          My newest ideas land on the blog first, and my newsletter brings each one to you before
          anyone else: join it at the foot of this page.
        </p>
        <ButtonLink to={paths.blog}>Read the Blog</ButtonLink>
      </Invitation>
    );
  return (
    <List as="ul" $count={profiles.length} $columns={{ phone: 1, tablet: 3, desktop: 3 }}>
      {profiles.map((profile) => (
        <li key={profile.name}>
          <Tile href={profile.href} target="_blank" rel="noopener noreferrer">
            <strong>
              {profile.name}
              <span data-link-cue="">
                <Arrow direction="out" />
              </span>
            </strong>
            <span>{profile.text}</span>
            <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
          </Tile>
        </li>
      ))}
    </List>
  );
}
