import type { AdminPost } from '@site/contracts/admin-posts';
import { aPost, instant } from '../../../../../test/fixtures';
import { editorReducer, initialEditorState } from '../editor-state';

const post = (overrides: Partial<AdminPost> = {}) =>
  aPost({ tags: ['Alignment', 'Focus'], featuredImage: '', featuredImageAlt: '', ...overrides });

describe('the post editor’s state', () => {
  it('lets a never-published draft’s address follow its title, and no other post’s', () => {
    expect(initialEditorState(post()).slugFollowsTitle).toBe(true);
    expect(initialEditorState(post({ slug: 'my-own' })).slugFollowsTitle).toBe(false);
    expect(initialEditorState(post({ status: 'published' })).slugFollowsTitle).toBe(false);
    expect(initialEditorState(post()).tagsText).toBe('Alignment, Focus');
  });

  it('goes unsaved on an edit, and saved or still unsaved after a save', () => {
    const start = initialEditorState(post());
    const edited = editorReducer(start, {
      type: 'edit',
      fields: { ...start.fields, title: 'New' },
    });
    expect(edited.saveState).toBe('unsaved');
    const refused = editorReducer(edited, { type: 'refused', errors: { title: 'Too long' } });
    const saving = editorReducer(refused, { type: 'saving' });
    expect(saving.saveState).toBe('saving');
    const saved = post({ title: 'New', version: 4, updatedAt: instant(0) });
    const done = editorReducer(saving, { type: 'saved', post: saved, stillDirty: false });
    expect(done).toMatchObject({ saveState: 'saved', savedAt: saved.updatedAt, errors: {} });
    expect(done.post.version).toBe(4);
    // Typed while the save was on its way: still to be saved.
    expect(editorReducer(saving, { type: 'saved', post: saved, stillDirty: true }).saveState).toBe(
      'unsaved',
    );
  });
});
