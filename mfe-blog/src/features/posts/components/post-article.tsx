import { Arrow } from '@site/ui/arrow';
import { Link } from '@site/ui/router';
import styled from 'styled-components';
import type { BlogPostDetail } from '@site/contracts/api-types';
import { discoveryCallPath, paths } from '@site/contracts/routes';
import { ButtonLink } from '@site/ui/button';
import { Container } from '@site/ui/container';
import { useSiteSettings } from '@site/ui/site-settings';
import { badgeStyles, KeepHyphenatedWords } from '@site/ui/typography';
import { VisuallyHidden } from '@site/ui/visually-hidden';
import { formatPublishedDate, formatReadingTime, splitTitle } from '../format';
import { AuthorBio } from './author-bio';
import { FeaturedPicture } from './featured-picture';
import { PostBody } from './post-body';
import { featuredImageSize } from './post-card';
import { PostBodySkeleton } from './post-skeleton';
import { ShareLinks } from './share-links';

/** A whole post: header, featured art, body, call to action, tags, sharing and the author. */
export function PostArticle({
  post,
  canonicalUrl,
  bodyPending = false,
}: {
  post: BlogPostDetail;
  canonicalUrl: string;
  /** The post came from the list, without its rendered body, which is still on its way. */
  bodyPending?: boolean;
}) {
  const { coachName, timezone } = useSiteSettings();
  return (
    <article>
      <Header>
        <Container>
          <Narrow>
            <BackLink to={paths.blog}>
              <Arrow direction="left" />
              Back to Blog
            </BackLink>
            <Badge>{post.category}</Badge>
            <PostTitle title={post.title} />
            <Lead data-lead>
              <KeepHyphenatedWords>{post.subtitle ?? post.excerpt}</KeepHyphenatedWords>
            </Lead>
            <Meta>
              <Author>By {post.authorName}</Author>
              <Dot aria-hidden="true">·</Dot>
              <span>
                <time dateTime={post.publishedAt}>
                  {formatPublishedDate(post.publishedAt, timezone)}
                </time>
                <span aria-hidden="true"> · </span>
                <span>{formatReadingTime(post.readingTime)}</span>
              </span>
            </Meta>
          </Narrow>
        </Container>
      </Header>
      <Container>
        <FeaturedPicture
          sizes="(min-width: 1000px) 960px, 100vw"
          image={
            <Featured
              src={post.featuredImage}
              alt={post.featuredImageAlt ?? ''}
              width={featuredImageSize.width}
              height={featuredImageSize.height}
              fetchPriority="high"
            />
          }
        />
        <Narrow>
          <Body>{bodyPending ? <PostBodySkeleton /> : <PostBody html={post.contentHtml} />}</Body>
          <Cta>
            <p>Reading is the start. A conversation shows you what this looks like in your life.</p>
            <ButtonLink to={discoveryCallPath} $longLabel>
              Talk To {coachName} and See For Yourself
            </ButtonLink>
          </Cta>
          {post.tags && post.tags.length > 0 ? (
            <section aria-labelledby="tags-heading">
              <SmallHeading id="tags-heading">Tags</SmallHeading>
              <Tags>
                {post.tags.map((tag) => (
                  <li key={tag}>{tag}</li>
                ))}
              </Tags>
            </section>
          ) : null}
          <Footer>
            <ShareLinks url={canonicalUrl} title={post.title} />
            <AuthorBio name={post.authorName} bio={post.authorBio} />
          </Footer>
        </Narrow>
      </Container>
    </article>
  );
}

/** The one column of a post: back link, title, byline, body, tags and author share its edges. */
export const Narrow = styled.div`
  max-width: 40rem;
  margin-inline: auto;
`;

const Header = styled.header`
  padding: 2.5rem 0 6rem;
  background: ${({ theme }) => theme.colors.navy};
  color: ${({ theme }) => theme.colors.onDarkMuted};

  :focus-visible {
    outline-color: ${({ theme }) => theme.colors.focusOnDark};
  }
`;

export const BackLink = styled(Link)`
  display: flex;
  width: fit-content;
  gap: 0.4rem;
  align-items: center;
  min-height: 44px;
  margin-bottom: 1.25rem;
  color: ${({ theme }) => theme.colors.goldLight};
  font-weight: 600;
  text-decoration: none;

  &:hover {
    text-decoration: underline;
  }
`;

const Badge = styled.p`
  ${badgeStyles}
  margin: 0 0 1rem;
  background: ${({ theme }) => theme.colors.gold};
  color: ${({ theme }) => theme.colors.navy};
`;

const Title = styled.h1`
  margin: 0 0 1rem;
  color: ${({ theme }) => theme.colors.ivory};
`;

/* The part of a title after its colon: under the capitals, as written, in the upright serif at
   the lead's size (the heading's own capitals stay short enough for three lines on a phone). */
const Deck = styled.span`
  display: block;
  margin-top: 0.5rem;
  font-size: ${({ theme }) => theme.type.lead};
  font-weight: 400;
  line-height: 1.4;
  letter-spacing: normal;
  text-transform: none;
  color: ${({ theme }) => theme.colors.goldLight};
`;

/**
 * The post's title as its page's one heading. A title with a subtitle after a colon ("The Two of
 * You Framework: Aligning Your True Self…") sets the first part in the page title's capitals and
 * the subtitle under it as a deck; the heading still reads (and is named) as the whole title.
 * Its hyphenated words ("The Billion-Dollar Prison") are never broken at their hyphen.
 */
function PostTitle({ title }: { title: string }) {
  const { main, deck } = splitTitle(title);
  if (deck === null)
    return (
      <Title>
        <KeepHyphenatedWords>{title}</KeepHyphenatedWords>
      </Title>
    );
  return (
    <Title>
      <KeepHyphenatedWords>{main}</KeepHyphenatedWords>
      <VisuallyHidden>: </VisuallyHidden>
      <Deck data-title-deck="">
        <KeepHyphenatedWords>{deck}</KeepHyphenatedWords>
      </Deck>
    </Title>
  );
}

const Lead = styled.p`
  margin: 0 0 1.25rem;
  font-size: 1.2rem;
  line-height: 1.55;
`;

/* Phones: the author on one line, date and reading time together on the next (never a lone
   dot); from tablets up, one line. */
const Meta = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: 0.25rem 0.5rem;
  margin: 0;
  font-size: ${({ theme }) => theme.type.small};

  > span {
    white-space: nowrap;
  }
`;

const Author = styled.span`
  ${({ theme }) => theme.media.mobile} {
    flex-basis: 100%;
  }
`;

const Dot = styled.span`
  ${({ theme }) => theme.media.mobile} {
    display: none;
  }
`;

const Featured = styled.img`
  display: block;
  width: 100%;
  max-width: 60rem;
  height: auto;
  aspect-ratio: 1200 / 630;
  margin: -4.5rem auto 0;
  border-radius: ${({ theme }) => theme.radius};
  box-shadow: 0 18px 40px rgb(16 20 31 / 25%);
  background: ${({ theme }) => theme.colors.navyDeep};
`;

const Body = styled.div`
  padding: 3rem 0 1rem;
`;

/* The call's button keeps the size of every other button (16 px) on a phone too. There it takes
   the box's full width; a label longer than that line (the coach's name is the owner's) wraps
   into two balanced lines in a box with the cards' corners, not a tall pill, and never shrinks. */
const Cta = styled.div`
  margin: 1.5rem 0 2.5rem;
  padding: 2rem 1.5rem;
  text-align: center;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};

  p {
    margin: 0 0 1.25rem;
    font-family: ${({ theme }) => theme.fonts.heading};
    font-size: ${({ theme }) => theme.type.h3};
    color: ${({ theme }) => theme.colors.navy};
  }

  /* A phone: the button takes the box's width, nearly the column's, so its long label stands on
     one line of the pill. */
  ${({ theme }) => theme.media.mobile} {
    padding: 1.5rem 0.5rem;
  }
`;

const SmallHeading = styled.h2`
  margin: 0 0 0.75rem;
  font-size: ${({ theme }) => theme.type.h4};
  color: ${({ theme }) => theme.colors.navy};
`;

const Tags = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
  margin: 0 0 2rem;
  padding: 0;
  list-style: none;

  /* Words, not links: set flat in small bronze capitals, apart from the index's clickable
     chips and the share buttons. */
  li {
    color: ${({ theme }) => theme.colors.goldDark};
    font-size: ${({ theme }) => theme.type.small};
    font-weight: 600;
    letter-spacing: 0.06em;
    text-transform: uppercase;
  }

  /* The separator ends its tag, so a wrapped line starts with a tag, never with a dot. */
  li:not(:last-child)::after {
    content: '·';
    margin-left: 0.5rem;
    color: ${({ theme }) => theme.colors.muted};
  }
`;

const Footer = styled.div`
  display: grid;
  gap: 2rem;
  padding-bottom: 4rem;
`;
