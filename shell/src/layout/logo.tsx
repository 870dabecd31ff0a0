import { Link } from '@site/ui/router';
import styled from 'styled-components';
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

/** Two overlapping rings: the True Self and the Expressive Self in alignment. */
function Mark() {
  return (
    <svg width="30" height="22" viewBox="0 0 30 22" aria-hidden="true" focusable="false">
      <circle cx="11" cy="11" r="9" fill="none" stroke="#c9a24d" strokeWidth="2.5" />
      <circle cx="19" cy="11" r="9" fill="none" stroke="#e6c77a" strokeWidth="2.5" />
    </svg>
  );
}

/** The coach's name as a text logo that links home; its accessible name starts with the visible name. */
export function Logo() {
  const { coachName } = useSiteSettings();
  return (
    <LogoLink to="/" aria-label={`${coachName}, home`}>
      <Mark />
      {coachName}
    </LogoLink>
  );
}
