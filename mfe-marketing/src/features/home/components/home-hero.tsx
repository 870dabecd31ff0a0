import { preload } from 'react-dom';
import { KeepHyphenatedWords } from '@site/ui/typography';
import styled, { keyframes } from 'styled-components';
import { discoveryCallPath, paths } from '@site/contracts/routes';
import { ButtonLink } from '@site/ui/button';
import { discoveryCallLabel } from '../../../components/buttons';
import { useSiteSettings } from '@site/ui/site-settings';
import heroArt from '../../../assets/hero-art.svg';
import { gridBreakpoints, phoneEnd } from '@site/ui/card-grid';
import { EDITORIAL_HERO_ART_SIZES, HERO_ART_SIZE, PageHero } from '@site/ui/page-hero';
import { preloadUploadedPicture, UploadedPicture } from '@site/ui/uploaded-picture';

const Photo = styled.picture`
  display: block;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radius};
`;

const drift = keyframes`
  0%, 100% { transform: translateY(0); }
  50% { transform: translateY(6px); }
`;

/** The coach's roles, as the hero's eyebrow names them, in this order. */
export const heroRoles = ['Consciousness coach', 'Speaker', 'Consultant'] as const;

/** The room a dot between two roles takes: the dot and a space either side. */
const separatorWidth = '1.25em';

/* The eyebrow's edge: what passes it is cut away (the dot of a role that opens a line). */
const RolesClip = styled.span`
  display: block;
  overflow: hidden;
`;

/* Each role whole on its line, the dot between two standing before the second. The row starts a
   dot's width before the eyebrow's edge, so the dot of whichever role opens a line falls outside
   it and is cut away: on a phone no line starts or ends with a dot. The first role has no dot,
   only its room. The dots are only drawn: a screen reader reads the roles, each a block. */
const RolesRow = styled.span`
  display: flex;
  flex-wrap: wrap;
  margin-inline-start: calc(-1 * ${separatorWidth});
`;

const Role = styled.span`
  white-space: nowrap;

  &:first-child {
    padding-inline-start: ${separatorWidth};
  }
`;

const Separator = styled.span`
  display: inline-block;
  width: ${separatorWidth};
  text-align: center;
`;

function HeroRoles() {
  return (
    <RolesClip>
      <RolesRow data-hero-roles="">
        {heroRoles.map((role, index) => (
          <Role key={role}>
            {index > 0 && (
              <Separator data-separator="" aria-hidden="true">
                ·
              </Separator>
            )}
            {role}
          </Role>
        ))}
      </RolesRow>
    </RolesClip>
  );
}

/* Above the drawing that bleeds off the band's edge (from a desktop, where the drawing stands beside
   the words), or the band's faded lower edge (below one), whichever it overlaps. */
const Cue = styled.a`
  position: relative;
  z-index: 1;
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 0.25rem;
  width: max-content;
  /* On a tablet it rises onto the drawing's faded lower edge, so the first section stays within
     a screen. */
  margin: -2.5rem auto 0;
  padding: 1rem 1rem 1.5rem;
  font-size: ${({ theme }) => theme.type.small};
  text-decoration: none;
  color: ${({ theme }) => theme.colors.onDarkMuted};

  @media (min-width: ${gridBreakpoints.desktop}) {
    margin-top: -4.5rem;
  }

  /* Below 600 px there is no room beside or below the drawing: the cue would stand on the drawing
     itself, so a phone goes without it (its first section starts a short scroll under the hero). */
  @media (max-width: ${phoneEnd}) {
    display: none;
  }

  svg {
    animation: ${drift} 2.4s ease-in-out infinite;
  }

  &:hover {
    color: ${({ theme }) => theme.colors.goldLight};
  }
`;

/** The home page's opening: the headline, the free call, the way into the story and a cue to scroll on. */
export function HomeHero({ nextSectionId }: { nextSectionId: string }) {
  const { coachName, photos } = useSiteSettings();
  const uploaded = photos?.hero ?? null;
  if (uploaded) preloadUploadedPicture(uploaded, EDITORIAL_HERO_ART_SIZES);
  else preload(heroArt, { as: 'image', type: 'image/svg+xml', fetchPriority: 'high' });
  return (
    <PageHero
      layout="editorial"
      artRole={uploaded ? 'photograph' : 'decorative'}
      eyebrow={<HeroRoles />}
      title={
        <KeepHyphenatedWords>
          From rock bottom to billion-dollar prison to ultimate freedom
        </KeepHyphenatedWords>
      }
      // The free call leads (what a visitor who is ready does next); the story stands beside it.
      actions={
        <>
          <ButtonLink to={discoveryCallPath}>{discoveryCallLabel}</ButtonLink>
          <ButtonLink to={paths.about} $variant="outline">
            {coachName} Origin Story
          </ButtonLink>
        </>
      }
      art={
        uploaded ? (
          <Photo>
            <UploadedPicture photo={uploaded} alt="" sizes={EDITORIAL_HERO_ART_SIZES} priority />
          </Photo>
        ) : (
          <img
            src={heroArt}
            width={HERO_ART_SIZE}
            height={HERO_ART_SIZE}
            alt=""
            fetchPriority="high"
          />
        )
      }
      footer={
        <Cue href={`#${nextSectionId}`}>
          Scroll to explore
          <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path
              d="M6 9l6 6 6-6"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinecap="round"
            />
          </svg>
        </Cue>
      }
    >
      <p>
        I have lived every version of success: broke and broken, rich and trapped, and finally free.
        What I learned on that road is simple to say and hard to live: you already are who you are
        looking for. My work is helping you align with that person.
      </p>
    </PageHero>
  );
}
