import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { paths, toPath } from '@site/contracts/routes';
import { useNavigate, useParams } from '@site/ui/router';
import { PageMeta } from '@site/ui/page-meta';
import { useHttpRedirect, useHttpStatus } from '@site/ui/server-render';
import { useSiteSettings } from '@site/ui/site-settings';
import { blogPostQueryOptions } from '../features/posts/api/blog-post-query';
import { blogPagesKey, type BlogCardPage } from '../features/posts/api/blog-page-query';
import { PostArticle } from '../features/posts/components/post-article';
import { PostProblem } from '../features/posts/components/post-problem';
import { RelatedPosts } from '../features/posts/components/related-posts';
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
    // (all but its body, tags and the author's bio, which the list does not carry).
    placeholderData: () => {
      const listed = queryClient
        .getQueriesData<BlogCardPage>({ queryKey: blogPagesKey })
        .flatMap(([, page]) => page?.posts ?? [])
        .find((candidate) => candidate.slug === slug);
      return listed && { ...listed, updatedAt: listed.publishedAt, content: '', contentHtml: '' };
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
  // The post's address changed (the API followed its redirect): it answers from its new one.
  if (!post.isPlaceholderData && post.data.slug !== slug)
    return <PostMoved to={toPath(paths.blogPost, { slug: post.data.slug })} />;
  return (
    <>
      <PageMeta {...postHead(post.data, coachName, siteOrigin)} />
      <PostArticle
        post={post.data}
        canonicalUrl={postUrl(post.data, siteOrigin)}
        bodyPending={post.isPlaceholderData}
      />
      <RelatedPosts slug={post.data.slug} category={post.data.category} />
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

/** A post whose address changed: a 301 in the first HTML, a replaced history entry in the browser. */
function PostMoved({ to }: { to: string }) {
  useHttpRedirect(to);
  const navigate = useNavigate();
  useEffect(() => {
    void navigate(to, { replace: true });
  }, [navigate, to]);
  return <PostSkeleton />;
}
