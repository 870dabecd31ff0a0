import { slugFromTitle, type AdminPost, type PostFields } from '@site/contracts/admin-posts';

export type SaveState = 'saved' | 'unsaved' | 'saving' | 'failed';
export type PostAction = 'publish' | 'schedule' | 'unpublish' | 'delete';

/** Everything the editor shows that is not the server's: one state, changed by the actions below. */
export interface EditorState {
  fields: PostFields;
  /** The tags as typed (commas and spaces kept while typing). */
  tagsText: string;
  /** The post as the server last answered it. */
  post: AdminPost;
  saveState: SaveState;
  savedAt: string | null;
  /** The API's message per field of the last refused save or action. */
  errors: Record<string, string>;
  /** The message of a save refused because someone else changed the post (409). */
  conflict: string | null;
  publishAt: string;
  busy: PostAction | null;
  /** The address follows the title while it is the title's own and the post was never public. */
  slugFollowsTitle: boolean;
  /** The description of the next image added to the body. */
  bodyImageAlt: string;
}

export type EditorEvent =
  | { type: 'edit'; fields: PostFields }
  | { type: 'tagsTyped'; text: string }
  | { type: 'slugFollows'; follows: boolean }
  | { type: 'publishAt'; value: string }
  | { type: 'bodyImageAlt'; value: string }
  | { type: 'saving' }
  | { type: 'saved'; post: AdminPost; stillDirty: boolean }
  | { type: 'saveFailed' }
  | { type: 'changed'; post: AdminPost }
  | { type: 'refused'; errors: Record<string, string> }
  | { type: 'conflict'; message: string }
  | { type: 'busy'; action: PostAction | null };

export function fieldsOf(post: AdminPost): PostFields {
  return {
    title: post.title,
    slug: post.slug,
    excerpt: post.excerpt,
    subtitle: post.subtitle,
    seoDescription: post.seoDescription,
    category: post.category,
    tags: post.tags,
    authorName: post.authorName,
    authorBio: post.authorBio,
    featuredImage: post.featuredImage,
    featuredImageAlt: post.featuredImageAlt,
    content: post.content,
  };
}

export function initialEditorState(initial: AdminPost): EditorState {
  return {
    fields: fieldsOf(initial),
    tagsText: initial.tags.join(', '),
    post: initial,
    saveState: 'saved',
    savedAt: null,
    errors: {},
    conflict: null,
    publishAt: '',
    busy: null,
    slugFollowsTitle: initial.status === 'draft' && initial.slug === slugFromTitle(initial.title),
    bodyImageAlt: '',
  };
}

export function editorReducer(state: EditorState, event: EditorEvent): EditorState {
  switch (event.type) {
    case 'edit':
      return { ...state, fields: event.fields, saveState: 'unsaved' };
    case 'tagsTyped':
      return { ...state, tagsText: event.text };
    case 'slugFollows':
      return { ...state, slugFollowsTitle: event.follows };
    case 'publishAt':
      return { ...state, publishAt: event.value };
    case 'bodyImageAlt':
      return { ...state, bodyImageAlt: event.value };
    case 'saving':
      return { ...state, saveState: 'saving' };
    case 'saved':
      return {
        ...state,
        post: event.post,
        errors: {},
        savedAt: event.post.updatedAt,
        saveState: event.stillDirty ? 'unsaved' : 'saved',
      };
    case 'saveFailed':
      return { ...state, saveState: 'failed' };
    case 'changed':
      return { ...state, post: event.post, errors: {} };
    case 'refused':
      return { ...state, errors: event.errors };
    case 'conflict':
      return { ...state, conflict: event.message };
    case 'busy':
      return { ...state, busy: event.action };
  }
}

/** Whether the post is on the site or about to be (its saves then change the public page). */
export const isLive = (post: AdminPost) =>
  post.status === 'published' || post.status === 'scheduled';
