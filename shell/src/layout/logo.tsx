import { Link } from '@site/ui/router';
import styled from 'styled-components';
import { BrandMark } from '@site/ui/brand-mark';
import { useSiteSettings } from '@site/ui/site-settings';

const LogoLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: 0.6rem;
  min-height: 44px;
  color: ${({ theme }) => theme.colors.ivory};
  font-family: ${({ theme }) => theme.fonts.heading};
  font-size: 1.25rem;
  font-weight: 700;
  letter-spacing: 0.02em;
  line-height: 1.15;
  text-decoration: none;
  /* A long name wraps instead of pushing the header wider than a 360 px screen. */
  min-width: 0;

  ${({ theme }) => theme.media.mobile} {
    font-size: 1.05rem;
  }

  svg {
    flex: none;
  }

  &:hover {
    color: ${({ theme }) => theme.colors.goldLight};
  }
`;

/** The coach's name as a text logo that links home; its accessible name starts with the visible name. */
export function Logo() {
  const { coachName } = useSiteSettings();
  return (
    <LogoLink to="/" aria-label={`${coachName}, home`}>
      <BrandMark />
      {coachName}
    </LogoLink>
  );
}
