import { useEffect, useRef, useState } from 'react';
import { useToastsClearOfFocus } from '../../../components/toasts-clear-of-focus';
import { useQueryClient } from '@tanstack/react-query';
import styled, { createGlobalStyle } from 'styled-components';
import { postMessages, type AdminPost } from '@site/contracts/admin-posts';
import { useScreenQuery } from '@site/ui/screen-query';
import { toast } from '@site/ui/toast';
import { LeaveGuard } from '../../../components/leave-guard';
import { EmptyState, ErrorState, Loading } from '../../../components/states';
import { isApiStatus } from '../../../lib/api-error';
import { postQueryOptions } from '../api/get-post';
import { PostBodySection } from './editor/post-body-section';
import { PostFieldsSection, PostTitleField } from './editor/post-fields-section';
import { PostPublishingSection } from './editor/post-publishing-section';
import { PostConflict } from './editor/post-status';
import { PostActionBar } from './editor/post-action-bar';
import { usePostEditor } from './editor/use-post-editor';

/*
 * A field reached by the keyboard scrolls clear of the action bar at the window's foot: the page
 * keeps the bar's height free at its foot for what it brings into view, and so does each control.
 */
const BarRoom = createGlobalStyle`
  html {
    scroll-padding-bottom: 8rem;
  }
`;

const EditorFormBox = styled.form`
  input,
  textarea,
  select,
  button,
  a {
    scroll-margin-bottom: 8rem;
  }
`;

/** The form of one post, seeded with what the server answered. */
function EditorForm({ initial, onReload }: { initial: AdminPost; onReload: () => void }) {
  const editor = usePostEditor(initial);
  // A refusal's toast never over the field it sent the focus to.
  useToastsClearOfFocus();
  const form = useRef<HTMLFormElement>(null);
  // Refused (a field missing to publish, an address taken): the focus on the first field to
  // fix, in the page's order, however far down the page it stands.
  const { errors } = editor.state;
  useEffect(() => {
    if (Object.keys(errors).length === 0) return;
    form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [errors]);
  return (
    <>
      <BarRoom />
      <PostConflict state={editor.state} onReload={onReload} />
      <EditorFormBox
        ref={form}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void editor.save().then((ok) => {
            if (ok)
              toast({
                title: editor.live ? 'Saved: the site shows the new version' : 'Draft saved',
                variant: 'success',
              });
          });
        }}
      >
        <PostBodySection editor={editor} title={<PostTitleField editor={editor} />} />
        <PostFieldsSection editor={editor} />
        <PostPublishingSection editor={editor} />
        <PostActionBar editor={editor} />
      </EditorFormBox>
      {/* Deleting discards what was typed with the post. */}
      <LeaveGuard
        dirty={editor.state.saveState !== 'saved' && editor.state.busy !== 'delete'}
        what="this post"
      />
    </>
  );
}

/** The editor of one post: its states (loading, not found, failed) and its form. */
export function PostEditor({ id }: { id: number | null }) {
  const queryClient = useQueryClient();
  const post = useScreenQuery({ ...postQueryOptions(id ?? 0), enabled: id !== null });
  // A reload after a conflict starts the form again from the server's version.
  const [generation, setGeneration] = useState(0);
  if (id === null || (post.isError && isApiStatus(post.error, 404)))
    return <EmptyState>{postMessages.notFound}</EmptyState>;
  if (post.isPending) return <Loading label="Loading the post" height="48rem" />;
  if (post.isError)
    return (
      <ErrorState
        title="The post could not be loaded"
        error={post.error}
        onRetry={() => void post.refetch()}
      />
    );
  return (
    <EditorForm
      key={`${post.data.id}-${generation}`}
      initial={post.data}
      onReload={() => {
        void queryClient
          .fetchQuery({ ...postQueryOptions(id), staleTime: 0 })
          .then(() => setGeneration((n) => n + 1))
          .catch(() => undefined);
      }}
    />
  );
}
