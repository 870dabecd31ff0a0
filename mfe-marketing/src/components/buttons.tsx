import type { MouseEvent, ReactNode } from 'react';
import styled from 'styled-components';
import { discoveryCallPath } from '@site/contracts/routes';
import { ButtonLink, buttonStyles, type ButtonVariant } from '@site/ui/button';
import { Link } from '@site/ui/router';
import { useSiteSettings } from '@site/ui/site-settings';
import { VisuallyHidden } from '@site/ui/visually-hidden';

/** A plain link (a file, another site) that looks like the site's buttons. */
export const AnchorButton = styled.a<{ $variant?: ButtonVariant }>`
  ${buttonStyles}
`;

/**
 * A button-looking link to another site, opened in a new tab without giving that page access to
 * this one (`noopener noreferrer`). Screen readers hear that a new tab opens.
 */
export function ExternalButtonLink({
  href,
  variant,
  children,
}: {
  href: string;
  variant?: ButtonVariant;
  children: ReactNode;
}) {
  return (
    <AnchorButton href={href} target="_blank" rel="noopener noreferrer" $variant={variant}>
      {children}
      <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
    </AnchorButton>
  );
}

/** The label of the free discovery call's button wherever a page offers it. */
export const discoveryCallLabel = 'Book Your Free Discovery Call';

/**
 * The external alignment assessment, whose address is a site setting. Unset, the section still ends
 * in an action: the free discovery call (the header's call to action), never an empty button row.
 */
export function AssessmentLink({
  children,
  variant,
}: {
  children: ReactNode;
  variant?: ButtonVariant;
}) {
  const { assessmentUrl } = useSiteSettings();
  if (!assessmentUrl) {
    return (
      <ButtonLink to={discoveryCallPath} $variant={variant}>
        {discoveryCallLabel}
      </ButtonLink>
    );
  }
  return (
    <ExternalButtonLink href={assessmentUrl} variant={variant}>
      {children}
    </ExternalButtonLink>
  );
}

const CallLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  font-weight: 700;
  color: ${({ theme }) => theme.colors.goldDark};
  text-underline-offset: 0.25em;

  &:hover {
    color: ${({ theme }) => theme.colors.navy};
  }
`;

/**
 * The second way forward beside the assessment's button: the free discovery call, as a text link
 * ("or book your free discovery call"). Without an assessment address the assessment's button is
 * already the discovery call, and this shows nothing.
 */
/**
 * Whether the owner has set an assessment link. Without one, the words around an assessment
 * button speak of the free call its place then offers, never of an assessment no one can take.
 */
export function useAssessmentOpen(): boolean {
  return Boolean(useSiteSettings().assessmentUrl);
}

export function DiscoveryCallOffer() {
  const { assessmentUrl } = useSiteSettings();
  if (!assessmentUrl) return null;
  return <CallLink to={discoveryCallPath}>or book your free discovery call</CallLink>;
}

/**
 * A button that glides to a section of the same page. It is a real `#id` link, so it works before
 * the page is interactive; once it is, the scroll is smooth (instant for visitors who ask for
 * reduced motion) and focus moves to the section so keyboard users continue from there.
 */
export function ScrollButton({
  targetId,
  variant,
  children,
}: {
  targetId: string;
  variant?: ButtonVariant;
  children: ReactNode;
}) {
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    const target = document.getElementById(targetId);
    if (!target) return;
    event.preventDefault();
    const reduced = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    target.scrollIntoView({ behavior: reduced ? 'auto' : 'smooth', block: 'start' });
    if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
    target.focus({ preventScroll: true });
  };
  return (
    <AnchorButton href={`#${targetId}`} onClick={handleClick} $variant={variant}>
      {children}
    </AnchorButton>
  );
}
