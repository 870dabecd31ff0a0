import { useCallback, useEffect, useReducer, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import {
  postMessages,
  slugFromTitle,
  type AdminPost,
  type PostFields,
} from '@site/contracts/admin-posts';
import { paths } from '@site/contracts/routes';
import { useNavigate } from '@site/ui/router';
import { toast } from '@site/ui/toast';
import { withoutAsking } from '../../../../components/leave-guard';
import { apiErrorMessage, apiFieldErrors, isApiStatus } from '../../../../lib/api-error';
import { postFieldLabels } from '../../../../lib/post-fields';
import { deletePost } from '../../api/delete-post';
import { postQueryOptions } from '../../api/get-post';
import { postsListKey } from '../../api/list-posts';
import { publishPost } from '../../api/publish-post';
import { savePost } from '../../api/save-post';
import { unpublishPost } from '../../api/unpublish-post';
import { editorReducer, initialEditorState, isLive } from './editor-state';

/** "Missing: Excerpt, Featured image." — the fields a refusal names, by their labels. */
export function missingFields(errors: Record<string, string>): string {
  const names = (Object.keys(postFieldLabels) as (keyof typeof postFieldLabels)[])
    .filter((field) => field in errors)
    .map((field) => postFieldLabels[field]);
  return names.length > 0 ? `Missing: ${names.join(', ')}.` : '';
}

/** How long after the last keystroke a draft is saved. */
export const autosaveDelayMs = 1500;

const tagsFrom = (text: string) =>
  text
    .split(',')
    .map((tag) => tag.trim())
    .filter(Boolean);

/**
 * The editor's state and what it does with the server: one save at a time (a change made while
 * saving is saved next), autosave of drafts, publishing, scheduling, unpublishing and deleting,
 * each reporting a refusal beside its fields or a conflict with another change.
 */
export function usePostEditor(initial: AdminPost) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [state, dispatch] = useReducer(editorReducer, initial, initialEditorState);

  const version = useRef(initial.version);
  /** What the form holds now, for saves that run after the render that scheduled them. */
  const latest = useRef(state.fields);
  const inFlight = useRef<Promise<boolean> | null>(null);
  const dirty = useRef(false);
  const live = isLive(state.post);

  const fail = useCallback((failure: unknown, what: string) => {
    if (isApiStatus(failure, 409)) {
      dispatch({ type: 'conflict', message: apiErrorMessage(failure, postMessages.conflict) });
      return;
    }
    const errors = apiFieldErrors(failure);
    dispatch({ type: 'refused', errors });
    const message = apiErrorMessage(failure, 'The server did not answer. Please try again.');
    toast({
      title: what,
      // Which fields are missing, by their labels (the focus goes to the first on the page).
      description:
        message === postMessages.incomplete
          ? `${message} ${missingFields(errors)}`.trim()
          : message,
      variant: 'destructive',
    });
  }, []);

  const forgetRead = useCallback(
    (saved: AdminPost) => {
      version.current = saved.version;
      // The post as read before is out of date (its rendered body too): the next opening reads it.
      queryClient.removeQueries({ queryKey: postQueryOptions(saved.id).queryKey, exact: true });
      void queryClient.invalidateQueries({ queryKey: postsListKey });
    },
    [queryClient],
  );

  /** Saves what the form holds; true when the server has it. One save at a time. */
  const save = useCallback(async (): Promise<boolean> => {
    if (inFlight.current) await inFlight.current;
    if (!dirty.current) return true;
    const run = (async () => {
      dirty.current = false;
      dispatch({ type: 'saving' });
      try {
        const saved = await savePost(initial.id, { ...latest.current, version: version.current });
        forgetRead(saved);
        dispatch({ type: 'saved', post: saved, stillDirty: dirty.current });
        return true;
      } catch (failure) {
        dirty.current = true;
        dispatch({ type: 'saveFailed' });
        fail(failure, 'Your changes were not saved');
        return false;
      }
    })();
    inFlight.current = run;
    try {
      return await run;
    } finally {
      inFlight.current = null;
    }
  }, [forgetRead, fail, initial.id]);

  const change = (next: Partial<PostFields>) => {
    dirty.current = true;
    latest.current = { ...latest.current, ...next };
    dispatch({ type: 'edit', fields: latest.current });
  };

  // Autosave: drafts and unpublished posts only (a public post changes on the site when saved,
  // so that stays the owner's decision), never after a conflict.
  useEffect(() => {
    if (live || state.conflict !== null || state.saveState !== 'unsaved') return;
    const timer = setTimeout(() => void save(), autosaveDelayMs);
    return () => clearTimeout(timer);
  }, [state.fields, live, state.conflict, state.saveState, save]);

  const runAction = async (
    kind: 'publish' | 'schedule' | 'unpublish',
    action: () => Promise<AdminPost>,
    done: string,
    failed: string,
  ) => {
    dispatch({ type: 'busy', action: kind });
    try {
      if (!(await save())) return;
      const saved = await action();
      forgetRead(saved);
      dispatch({ type: 'changed', post: saved });
      toast({ title: done, variant: 'success' });
    } catch (failure) {
      fail(failure, failed);
    } finally {
      dispatch({ type: 'busy', action: null });
    }
  };

  const remove = async () => {
    dispatch({ type: 'busy', action: 'delete' });
    try {
      await deletePost(initial.id, version.current);
      void queryClient.invalidateQueries({ queryKey: postsListKey });
      toast({ title: `Deleted: ${state.fields.title}`, variant: 'success' });
      withoutAsking(() => navigate(paths.adminPosts));
    } catch (failure) {
      fail(failure, 'The post was not deleted');
    } finally {
      dispatch({ type: 'busy', action: null });
    }
  };

  return {
    state,
    live,
    change,
    save,
    /** The title changed: the address follows it while it is the title's own. */
    retitle: (title: string) =>
      change(state.slugFollowsTitle ? { title, slug: slugFromTitle(title) } : { title }),
    /** The address typed by hand: it no longer follows the title. */
    readdress: (slug: string) => {
      dispatch({ type: 'slugFollows', follows: false });
      change({ slug });
    },
    /** Back to the title's address (following it again while the post was never public). */
    followTitleAddress: () => {
      if (!live) dispatch({ type: 'slugFollows', follows: true });
      change({ slug: slugFromTitle(state.fields.title) });
    },
    retag: (text: string) => {
      dispatch({ type: 'tagsTyped', text });
      change({ tags: tagsFrom(text) });
    },
    setPublishAt: (value: string) => dispatch({ type: 'publishAt', value }),
    setBodyImageAlt: (value: string) => dispatch({ type: 'bodyImageAlt', value }),
    /** Appends to the body what it holds now (an upload may end after further typing). */
    appendToBody: (markdown: string) =>
      change({ content: `${latest.current.content.trimEnd()}\n\n${markdown}\n` }),
    publish: () =>
      runAction(
        'publish',
        () => publishPost(initial.id, { version: version.current }),
        'Published: the post is on the site',
        'The post was not published',
      ),
    schedule: () =>
      runAction(
        'schedule',
        () => publishPost(initial.id, { version: version.current, publishAt: state.publishAt }),
        'Scheduled: the post goes out at the chosen time',
        'The post was not scheduled',
      ),
    unpublish: () =>
      runAction(
        'unpublish',
        () => unpublishPost(initial.id, version.current),
        'Unpublished: the post is off the site',
        'The post was not unpublished',
      ),
    remove,
  };
}

export type PostEditorModel = ReturnType<typeof usePostEditor>;
