import { pageDescriptions } from '@site/contracts/page-descriptions';
import { Link } from '@site/ui/router';
import { useQuery } from '@tanstack/react-query';
import styled from 'styled-components';
import type { BlogPost } from '@site/contracts/api-types';
import { paths } from '@site/contracts/routes';
import { ButtonLink } from '@site/ui/button';
import { ClosingPanel } from '@site/ui/closing-panel';
import { Container } from '@site/ui/container';
import { PageMeta } from '@site/ui/page-meta';
import { useSiteSettings } from '@site/ui/site-settings';
import { InlineMessage } from '../components/alert';
import { ErrorMessage } from '@site/ui/error-message';
import { PageHeader } from '@site/ui/page-header';
import { SectionHeading } from '@site/ui/section-heading';
import { PageBody } from '../components/card';
import { Skeleton } from '../components/skeleton';
import { readingListQueryOptions } from '../features/resources/api/reading-list';
import { PostList } from '../features/resources/components/post-list';

/** The framework guides in the order I teach them. */
const frameworkOrder = [
  'two-of-you-framework',
  'personal-superpower-framework',
  'synthesis-synergy-framework',
  'four-freedoms-framework',
];

/* Each section opens with the site's section head (eyebrow, title, muted lead) over its cards. */
const Section = styled.section`
  margin-top: clamp(2.5rem, 7vw, 4rem);
`;

/* The page's closing call, in the site's one closing panel. */
const Closing = styled(ClosingPanel)`
  margin-top: clamp(2.5rem, 8vw, 4rem);
`;

function split(posts: readonly BlogPost[]) {
  const frameworks = frameworkOrder
    .map((slug) => posts.find((post) => post.slug === slug))
    .filter((post): post is BlogPost => post !== undefined);
  const essays = posts.filter((post) => !frameworkOrder.includes(post.slug));
  return { frameworks, essays };
}

function ReadingList() {
  const query = useQuery(readingListQueryOptions());
  if (query.isPending) {
    return (
      <div aria-hidden="true" style={{ marginTop: '2rem' }}>
        <Skeleton $height="18rem" />
      </div>
    );
  }
  if (query.isError) {
    return (
      <ErrorMessage role="alert">
        The reading list could not load right now. Please try again later, or browse{' '}
        <Link to={paths.blog}>the blog</Link>.
      </ErrorMessage>
    );
  }
  const { frameworks, essays } = split(query.data);
  return (
    <>
      {frameworks.length > 0 && (
        <Section aria-labelledby="framework-guides">
          <SectionHeading
            id="framework-guides"
            eyebrow="Where to begin"
            title="Start With the Frameworks"
            lead="These four guides are the backbone of my work. Read them in this order: each one builds on the last, from seeing the two of you clearly to living with all four freedoms."
          />
          <PostList posts={frameworks} />
        </Section>
      )}
      {essays.length > 0 && (
        <Section aria-labelledby="essential-reading">
          <SectionHeading
            id="essential-reading"
            eyebrow="Worth rereading"
            title="Essential Reading"
            lead="The essays clients tell me they reread most: on the emptiness that can follow success, the beliefs worth unlearning, and what makes your pattern yours."
          />
          <PostList posts={essays} />
        </Section>
      )}
      {frameworks.length + essays.length === 0 && (
        <InlineMessage role="status">
          New guides are on their way. Meanwhile, <Link to={paths.philosophy}>the philosophy</Link>{' '}
          page gives you the whole approach in one place.
        </InlineMessage>
      )}
    </>
  );
}

/** /resources: the reading list I give clients before we work together. */
export function ResourcesPage() {
  const { coachName } = useSiteSettings();
  return (
    <Container>
      <PageMeta
        title={`Resources | Framework Guides and Essential Reading | ${coachName}`}
        description={pageDescriptions[paths.resources]}
      />
      <PageBody>
        <PageHeader
          eyebrow="Reading list"
          title="Resources"
          lead={
            <p>
              This is the reading I send every client before our first session. You do not need to
              read all of it. Start with one framework that catches your attention, notice where it
              stings a little, and bring that with you. That is usually where the work is.
            </p>
          }
        />
        <ReadingList />
        <Closing aria-labelledby="go-deeper">
          <h2 id="go-deeper">Ready to Go Deeper?</h2>
          <p>
            Reading shows you the map. A conversation shows you where you are standing on it. See{' '}
            <Link to={paths.philosophy}>the philosophy behind the frameworks</Link>, read{' '}
            <Link to={paths.about}>my story</Link>, or talk to me directly.
          </p>
          <ButtonLink to={paths.strategyCall}>Book Your Free Discovery Call</ButtonLink>
        </Closing>
      </PageBody>
    </Container>
  );
}
