import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useParams } from '@site/ui/router';
import { PageMeta } from '@site/ui/page-meta';
import { useHttpStatus } from '@site/ui/server-render';
import { useSiteSettings } from '@site/ui/site-settings';
import { blogPostQueryOptions } from '../features/posts/api/blog-post-query';
import type { BlogPostPage } from '@site/contracts/api-types';
import { blogPagesKey } from '../features/posts/api/blog-page-query';
import { PostArticle } from '../features/posts/components/post-article';
import { PostProblem } from '../features/posts/components/post-problem';
import { PostSkeleton } from '../features/posts/components/post-skeleton';
import { blogMessages } from '../features/posts/messages';
import { postHead, postUrl } from '../features/posts/post-head';

/** /blog/:slug: one post, or why there is none. */
export function BlogPostPage() {
  const { slug = '' } = useParams();
  const { coachName, siteOrigin } = useSiteSettings();
  const queryClient = useQueryClient();
  const post = useQuery({
    ...blogPostQueryOptions(slug),
    // Coming from the list, the post is already in memory: show it at once while it is fetched
    // (all but its body and the author's bio, which the list does not carry).
    placeholderData: () => {
      const listed = queryClient
        .getQueriesData<BlogPostPage>({ queryKey: blogPagesKey })
        .flatMap(([, page]) => page?.posts ?? [])
        .find((candidate) => candidate.slug === slug);
      return listed && { ...listed, content: '', contentHtml: '' };
    },
  });

  if (post.isPending) {
    return (
      <>
        <PageMeta title={`Blog | ${coachName}`} description="Loading the article." />
        <PostSkeleton />
      </>
    );
  }
  if (post.isError) return <PostFailed coachName={coachName} />;
  if (post.data === null) return <PostNotFound coachName={coachName} />;
  return (
    <>
      <PageMeta {...postHead(post.data, coachName, siteOrigin)} />
      <PostArticle
        post={post.data}
        canonicalUrl={postUrl(post.data, siteOrigin)}
        bodyPending={post.isPlaceholderData}
      />
    </>
  );
}

function PostNotFound({ coachName }: { coachName: string }) {
  useHttpStatus(404);
  const { title, text } = blogMessages.postNotFound;
  return (
    <>
      <PageMeta title={`${title} | ${coachName}`} description={text} noindex />
      <PostProblem title={title} text={text} />
    </>
  );
}

function PostFailed({ coachName }: { coachName: string }) {
  const { title, text } = blogMessages.postFailed;
  return (
    <>
      <PageMeta title={`${title} | ${coachName}`} description={text} noindex />
      <PostProblem title={title} text={text} />
    </>
  );
}
