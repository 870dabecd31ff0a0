import styled from 'styled-components';
import { CoachPicture, type CoachPictureShape, preloadCoachPicture } from '@site/ui/coach-picture';
import { useSiteSettings } from '@site/ui/site-settings';
import { PAGE_HERO_ART_SIZES } from '@site/ui/page-hero';

/** The sizes the portrait is shown at: the page hero's art column. */
const SIZES = PAGE_HERO_ART_SIZES;

const Frame = styled(CoachPicture)`
  display: block;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radius};
  border: 1px solid rgb(230 199 122 / 0.5);
  box-shadow: 0 24px 60px rgb(12 21 41 / 0.35);

  img {
    display: block;
    width: 100%;
    height: auto;
  }
`;

/**
 * The coach's portrait in a page hero's art column: the one the owner uploaded, else his
 * designed drawing in the page's pose (`drawing`: his profile facing a star on About, turned
 * towards a voice, closer, on Connect). With `priority` (the page's largest image) it is fetched at once and the
 * browser is told of it before the page's scripts run.
 */
export function Portrait({
  priority = false,
  drawing = 'portrait',
}: {
  priority?: boolean;
  drawing?: Extract<CoachPictureShape, 'portrait' | 'listening'>;
}) {
  const uploaded = useSiteSettings().photos?.portrait ?? null;
  if (priority) preloadCoachPicture(uploaded, drawing, SIZES);
  return <Frame shape={drawing} sizes={SIZES} priority={priority} />;
}
