import { useParams } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { ApiError, getJson } from '@site/api-client/http';
import { PageMeta } from '@site/ui/page-meta';
import { useSiteSettings } from '@site/ui/site-settings';

interface BlogPostSummary {
  title: string;
  excerpt: string;
}

export function BlogPostPage() {
  const { slug = '' } = useParams();
  const { coachName } = useSiteSettings();
  const post = useQuery({
    queryKey: ['blog', slug],
    queryFn: () => getJson<BlogPostSummary>(`/api/blog/${encodeURIComponent(slug)}`),
  });
  if (post.isPending) return <p role="status">Loading…</p>;
  if (post.isError) {
    const notFound = post.error instanceof ApiError && post.error.status === 404;
    const heading = notFound ? 'Blog Post Not Found' : 'Failed to Load Post';
    return (
      <>
        <PageMeta title={`${heading} | ${coachName}`} description={heading} noindex />
        <h1>{heading}</h1>
      </>
    );
  }
  return (
    <>
      <PageMeta title={`${post.data.title} | ${coachName}`} description={post.data.excerpt} />
      <h1>{post.data.title}</h1>
    </>
  );
}
