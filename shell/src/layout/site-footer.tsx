import { Link } from '@site/ui/router';
import styled, { css } from 'styled-components';
import { blogApi } from '@site/contracts/blog';
import { paths } from '@site/contracts/routes';
import { Container } from '@site/ui/container';
import { useSiteSettings } from '@site/ui/site-settings';
import { KeepHyphenatedWords } from '@site/ui/typography';
import { NewsletterForm } from '../features/newsletter/components/newsletter-form';
import { homeLink, mainNavLinks, resourcesLink, type NavItem } from './nav-links';
import { SocialLinks } from './social-links';

// The footer repeats the navigation and adds the reading list, the client portal and the legal pages.
const quickLinks: readonly NavItem[] = [
  homeLink,
  ...mainNavLinks,
  resourcesLink,
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

  ${({ theme, $slim }) =>
    !$slim &&
    css`
      ${theme.media.mobile} {
        padding-top: 2rem;
      }
    `}

  :focus-visible {
    outline-color: ${({ theme }) => theme.colors.focusOnDark};
  }
`;

/* Phones: one column, short (about 600 px at 360 px): the brand with its social links on one
   row, the newsletter, then the links as one compact block. Tablets: brand and links side by side, the newsletter across both below
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

  ${({ theme }) => theme.media.mobile} {
    gap: 1.25rem;

    /* The newsletter before the links: the one thing the footer asks of a visitor. */
    > nav {
      order: 1;
    }
  }

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

/* On a phone the brand and its social links share one row; the blurb waits for a wider screen
   (the header's menu and the pages say who Jordan is). */
const BrandBlock = styled.div`
  ${({ theme }) => theme.media.mobile} {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    justify-content: space-between;
    gap: 0.75rem 1rem;
  }
`;

const Brand = styled.p`
  ${headStyles}

  ${({ theme }) => theme.media.mobile} {
    margin: 0;
    font-size: 1.15rem;
  }
`;

const Blurb = styled.p`
  margin: 0 0 1.25rem;
  max-width: 38ch;

  ${({ theme }) => theme.media.mobile} {
    display: none;
  }
`;

const Heading = styled.h2`
  ${headStyles}
`;

/* The links' heading names their landmark; on a phone their block speaks for itself. */
const LinksHeading = styled(Heading)`
  ${({ theme }) => theme.media.mobile} {
    position: absolute;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip-path: inset(50%);
    white-space: nowrap;
  }
`;

/**
 * The Quick Links: on a phone one compact block of links side by side, each a 44 px tap target;
 * from a tablet two columns, three from 1024 px when they have the newsletter's room. The columns
 * run down each in turn, as even as the count allows (never a last row holding one link alone).
 * The site map (a page listing every public page) and the feed (a file for feed readers,
 * announced in every page's head) join the list from 1024 px only, so a smaller screen's footer
 * stays short.
 */
/** The site map and the feed, listed from 1024 px after the pages. */
const filesCount = 2;

const LinkList = styled.ul<{ $wide: boolean; $count: number }>`
  display: grid;
  grid-auto-flow: column;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  grid-template-rows: repeat(${({ $count }) => Math.ceil($count / 2)}, auto);
  gap: 0.25rem 1rem;

  @media (min-width: 1024px) {
    grid-template-columns: repeat(${({ $wide }) => ($wide ? 3 : 2)}, minmax(0, 1fr));
    grid-template-rows: repeat(
      ${({ $wide, $count }) => Math.ceil(($count + filesCount) / ($wide ? 3 : 2))},
      auto
    );
  }
  margin: 0;
  padding: 0;
  list-style: none;

  a {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
    color: ${({ theme }) => theme.colors.onDarkMuted};
    text-decoration: none;
  }

  a:hover {
    color: ${({ theme }) => theme.colors.ivory};
    text-decoration: underline;
  }

  ${({ theme }) => theme.media.mobile} {
    display: flex;
    flex-wrap: wrap;
    gap: 0 1rem;
    font-size: ${({ theme }) => theme.type.small};
  }

  /* A wide screen's column rows are as tall as its text's line plus a little air. */
  @media (min-width: 1024px) {
    a {
      min-height: 0;
      padding: 0.3rem 0;
    }
  }

  @media (max-width: 1023.98px) {
    [data-files] {
      display: none;
    }
  }
`;

const NewsletterBox = styled.section`
  padding: ${newsletterBoxInset};

  ${({ theme }) => theme.media.mobile} {
    padding: 1.25rem;
  }

  border: 1px solid rgb(201 162 77 / 0.45);
  border-radius: ${({ theme }) => theme.radius};
  background: rgb(245 239 227 / 0.04);
`;

const PromiseText = styled.p`
  margin: 0 0 1rem;
`;

const Bottom = styled.p`
  margin: 3rem 0 0;

  ${({ theme }) => theme.media.mobile} {
    margin-top: 1.25rem;
    padding-block: 1rem;
  }

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
          <BrandBlock>
            <Brand>{coachName}</Brand>
            <Blurb>
              I help high achievers stop performing success and start living it. Authenticity is not
              a mood or a brand: it is the alignment of your True Self, your soul, with your
              Expressive Self, your ego. When the two move as one, what you achieve finally feels
              like yours.
            </Blurb>
            <SocialLinks />
          </BrandBlock>
          <nav aria-labelledby="footer-quick-links">
            <LinksHeading id="footer-quick-links">Quick Links</LinksHeading>
            {/* The router's pages, then the site map (a page for people) and the feed. */}
            <LinkList $wide={!newsletter} $count={quickLinks.length}>
              {quickLinks.map((link) => (
                <li key={link.to}>
                  <Link to={link.to}>{link.label}</Link>
                </li>
              ))}
              <li data-files="">
                <Link to={paths.siteMap}>Site Map</Link>
              </li>
              <li data-files="">
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
