import { Link } from '@site/ui/router';
import styled, { css } from 'styled-components';
import { blogApi } from '@site/contracts/blog';
import { paths } from '@site/contracts/routes';
import { Container } from '@site/ui/container';
import { useSiteSettings } from '@site/ui/site-settings';
import { KeepHyphenatedWords } from '@site/ui/typography';
import { NewsletterForm } from '../features/newsletter/components/newsletter-form';
import { homeLink, mainNavLinks, type NavItem } from './nav-links';
import { SocialLinks } from './social-links';

// The footer repeats the navigation and adds the reading list, the client portal and the legal pages.
const quickLinks: readonly NavItem[] = [
  homeLink,
  ...mainNavLinks,
  { label: 'Resources', to: paths.resources },
  { label: 'Client Portal', to: paths.portal },
  { label: 'Privacy Policy', to: paths.privacyPolicy },
  { label: 'Terms of Service', to: paths.termsOfService },
];

/**
 * The copyright's year: the current one, by the clock of whoever draws the footer. The browser
 * keeps the server's text as it hydrates (`suppressHydrationWarning` where it is shown): on New
 * Year's night, or under a browser whose clock is set elsewhere, the two may differ by one.
 */
export const copyrightYear = (now = new Date()) => now.getUTCFullYear();

/** The newsletter box's padding, by which the other columns' heads come down to its heading's line. */
const newsletterBoxInset = '1.5rem';

const Footer = styled.footer<{ $slim?: boolean }>`
  color: ${({ theme }) => theme.colors.onDarkMuted};
  background: ${({ theme }) => theme.colors.navyDeep};
  padding-top: ${({ $slim }) => ($slim ? '1.5rem' : '3.5rem')};

  :focus-visible {
    outline-color: ${({ theme }) => theme.colors.focusOnDark};
  }
`;

/* Phones: one column. Tablets: brand and links side by side, the newsletter across both below
   (three columns at 768 px squeeze the links into each other and drop the Join button under the
   field). From 1024 px: three columns. Without the newsletter (a page that leaves it out), brand
   and links side by side from tablets on; from 1024 px the brand keeps its blurb's width and the
   links take the rest in three columns, so no empty column opens between them. */
const Columns = styled.div<{ $newsletter: boolean }>`
  display: grid;
  gap: 2.5rem;
  grid-template-columns: minmax(0, 1fr);
  /* Each column as tall as its own content: the newsletter's box hugs its form. */
  align-items: start;

  ${({ theme }) => theme.media.desktop} {
    grid-template-columns: repeat(2, minmax(0, 1fr));

    > :last-child {
      grid-column: ${({ $newsletter }) => ($newsletter ? '1 / -1' : 'auto')};
    }
  }

  @media (min-width: 1024px) {
    grid-template-columns: ${({ $newsletter }) =>
      $newsletter
        ? 'minmax(0, 1.15fr) minmax(0, 0.9fr) minmax(0, 1.25fr)'
        : 'fit-content(26rem) minmax(0, 1fr)'};
    column-gap: ${({ $newsletter }) => ($newsletter ? '2.5rem' : '5rem')};

    > :last-child {
      grid-column: auto;
    }

    /* The three columns' heads on one line: the brand and the links start as far down as the
       newsletter's heading inside its box. */
    ${({ $newsletter }) =>
      $newsletter &&
      css`
        > :not(:last-child) {
          padding-top: calc(${newsletterBoxInset} + 1px);
        }
      `}
  }
`;

/** The footer's one head style: the brand's name and each column's title. */
const headStyles = css`
  margin: 0 0 1rem;
  color: ${({ theme }) => theme.colors.goldLight};
  font-family: ${({ theme }) => theme.fonts.heading};
  font-size: ${({ theme }) => theme.type.h4};
  font-weight: 600;
  line-height: 1.3;
`;

const Brand = styled.p`
  ${headStyles}
`;

const Blurb = styled.p`
  margin: 0 0 1.25rem;
  max-width: 38ch;
`;

const Heading = styled.h2`
  ${headStyles}
`;

/**
 * The Quick Links: two columns; three from 1024 px when they have the newsletter's room. They run
 * down each column in turn, the columns as even as the count allows (thirteen links stand seven
 * and six, never a last row holding one link alone).
 */
const LinkList = styled.ul<{ $wide: boolean; $count: number }>`
  display: grid;
  grid-auto-flow: column;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  grid-template-rows: repeat(${({ $count }) => Math.ceil($count / 2)}, auto);
  gap: 0.25rem 1rem;

  @media (min-width: 1024px) {
    grid-template-columns: repeat(${({ $wide }) => ($wide ? 3 : 2)}, minmax(0, 1fr));
    grid-template-rows: repeat(${({ $wide, $count }) => Math.ceil($count / ($wide ? 3 : 2))}, auto);
  }
  margin: 0;
  padding: 0;
  list-style: none;

  a {
    display: inline-block;
    padding: 0.3rem 0;
    color: ${({ theme }) => theme.colors.onDarkMuted};
    text-decoration: none;
  }

  a:hover {
    color: ${({ theme }) => theme.colors.ivory};
    text-decoration: underline;
  }
`;

const NewsletterBox = styled.section`
  padding: ${newsletterBoxInset};
  border: 1px solid rgb(201 162 77 / 0.45);
  border-radius: ${({ theme }) => theme.radius};
  background: rgb(245 239 227 / 0.04);
`;

const PromiseText = styled.p`
  margin: 0 0 1rem;
`;

const Bottom = styled.p`
  margin: 3rem 0 0;
  padding: 1.25rem 0 1.5rem;
  border-top: 1px solid rgb(245 239 227 / 0.12);
  font-size: 0.9rem;
  text-align: center;
`;

/** The client area's footer: one row, the brand, his few links, and the copyright. */
const Slim = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 1rem 2rem;
  padding-bottom: 1.5rem;

  ul {
    display: flex;
    flex-wrap: wrap;
    gap: 0.25rem 1.5rem;
    margin: 0;
    padding: 0;
    list-style: none;
  }
  a {
    display: inline-block;
    padding: 0.6rem 0;
    color: ${({ theme }) => theme.colors.onDarkMuted};
    text-decoration: none;
  }
  a:hover {
    color: ${({ theme }) => theme.colors.ivory};
    text-decoration: underline;
  }
  p {
    margin: 0;
    font-size: 0.9rem;
  }
`;

const SlimBrand = styled(Link)`
  && {
    color: ${({ theme }) => theme.colors.ivory};
    font-family: ${({ theme }) => theme.fonts.heading};
    font-size: 1.15rem;
    font-weight: 600;
  }
`;

/** The links a signed-in client needs under his own place: the legal pages and where to ask. */
const clientAreaLinks: readonly NavItem[] = [
  { label: 'Privacy Policy', to: paths.privacyPolicy },
  { label: 'Terms of Service', to: paths.termsOfService },
  { label: 'Portal Help & Contact', to: paths.connect },
];

/** What a page's footer is: the site's full one, or a client area's slim one. */
export type FooterVariant = 'site' | 'client';

/**
 * The shared footer: brand, social links, Quick Links, newsletter and copyright; `newsletter`
 * false leaves the sign-up out (a page where it does not belong). In a signed-in client's own
 * place (`variant` 'client') it is slim: the brand, the legal pages, where to ask for help, and
 * the copyright; no marketing under a private space.
 */
export function SiteFooter({
  newsletter = true,
  variant = 'site',
}: {
  newsletter?: boolean;
  variant?: FooterVariant;
}) {
  const { coachName } = useSiteSettings();
  const copyright = `© ${copyrightYear()} ${coachName}. All rights reserved.`;
  if (variant === 'client')
    return (
      <Footer $slim data-variant="client">
        <Container>
          <Slim>
            <SlimBrand to={homeLink.to}>{coachName}</SlimBrand>
            <nav aria-label="Client area links">
              <ul>
                {clientAreaLinks.map((link) => (
                  <li key={link.label}>
                    <Link to={link.to}>{link.label}</Link>
                  </li>
                ))}
              </ul>
            </nav>
            <p suppressHydrationWarning>{copyright}</p>
          </Slim>
        </Container>
      </Footer>
    );
  return (
    <Footer>
      <Container>
        <Columns $newsletter={newsletter}>
          <div>
            <Brand>{coachName}</Brand>
            <Blurb>
              I help high achievers stop performing success and start living it. Authenticity is not
              a mood or a brand: it is the alignment of your True Self, your soul, with your
              Expressive Self, your ego. When the two move as one, what you achieve finally feels
              like yours.
            </Blurb>
            <SocialLinks />
          </div>
          <nav aria-labelledby="footer-quick-links">
            <Heading id="footer-quick-links">Quick Links</Heading>
            {/* The router's pages, then the site map and the feed. */}
            <LinkList $wide={!newsletter} $count={quickLinks.length + 2}>
              {quickLinks.map((link) => (
                <li key={link.to}>
                  <Link to={link.to}>{link.label}</Link>
                </li>
              ))}
              <li>
                {/* A static file served by the shell's server, not a page of the router. */}
                <a href={paths.sitemap}>Site Map</a>
              </li>
              <li>
                <a href={blogApi.feed} type="application/rss+xml">
                  Blog RSS Feed
                </a>
              </li>
            </LinkList>
          </nav>
          {newsletter && (
            <NewsletterBox aria-labelledby="footer-newsletter">
              <Heading id="footer-newsletter">Get Everything First (Before Social Media)</Heading>
              <PromiseText>
                <KeepHyphenatedWords>
                  Subscribers get every new insight by email 30–60 minutes before it goes out on
                  social media, plus subscriber-only content I never post anywhere else.
                </KeepHyphenatedWords>
              </PromiseText>
              <NewsletterForm />
            </NewsletterBox>
          )}
        </Columns>
        <Bottom suppressHydrationWarning>{copyright}</Bottom>
      </Container>
    </Footer>
  );
}
