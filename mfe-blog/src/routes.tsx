import { Route, Routes } from 'react-router-dom';
import { paths } from '@site/contracts/routes';
import { BlogListPage } from './pages/blog-list-page';
import { BlogPostPage } from './pages/blog-post-page';

/** The blog; the shell mounts this for the paths @site/contracts/routes gives it. */
export default function BlogRoutes() {
  return (
    <Routes>
      <Route path={paths.blog} element={<BlogListPage />} />
      <Route path={paths.blogPost} element={<BlogPostPage />} />
    </Routes>
  );
}
