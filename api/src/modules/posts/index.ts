/** The posts module's public face: the only file other modules and the app may import. */
export { authorBio, loadBlogPosts } from './blog-post-files';
export {
  broadcastPostOptions,
  postExists,
  postLetterFields,
  type BroadcastPostOption,
} from './repositories/broadcast-posts';
export { allPostsAsJson, createBlogPostRepository } from './repositories/blog-posts';
export { default as adminPosts } from './routes/admin-posts';
export { default as blog } from './routes/blog';
export { renderLetterHtml, renderPostHtml } from './services/post-html';
export {
  postActorOf,
  postsContext,
  postTitlesByIds,
  publishAsItStands,
  publishPost,
} from './services/posts';
export { bumpForDuePosts } from './services/scheduled-posts';
export {
  createSocialImageStore,
  socialImageDir,
  type SocialImageStore,
} from './services/social-image';
