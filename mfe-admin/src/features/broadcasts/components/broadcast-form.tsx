import { useRef, useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useScreenQuery } from '@site/ui/screen-query';
import styled from 'styled-components';
import {
  broadcastMessages,
  broadcastSchema,
  type BroadcastRequest,
  type BroadcastSource,
  type PostContent,
} from '@site/contracts/endpoints/broadcasts';
import { paths, toPath } from '@site/contracts/routes';
import { Link } from '@site/ui/router';
import { useFieldErrors, useFormFailure } from '@site/ui/form-kit';
import { formattingHint } from '../../../components/formatting-help';
import { LeaveGuard, withoutAsking } from '../../../components/leave-guard';
import { differs, SaveRow } from '../../../components/save-row';
import { ErrorState, Loading } from '../../../components/states';
import {
  FormAlert,
  FormField,
  FormGrid,
  Input,
  Section,
  Select,
  Choices,
} from '../../../components/ui';
import { apiErrorMessage, apiFieldErrors } from '../../../lib/api-error';
import { broadcastPostsQueryOptions } from '../api/list-posts';
import { draftPreviewQueryOptions } from '../api/preview-draft';
import { TabPanel, Tabs } from '../../../components/tabs';
import { PreviewBody } from './broadcast-preview';
import { LetterToolbar, useLetterFormatting } from './letter-toolbar';
import { useSaveBroadcast } from '../api/save-broadcast';
import type { BroadcastDetail } from '../api/types';

/** The fields that can be refused, in the form's order. */
const ids = {
  source: 'broadcast-source',
  postId: 'broadcast-postId',
  subject: 'broadcast-subject',
  preheader: 'broadcast-preheader',
  markdown: 'broadcast-markdown',
} satisfies Partial<Record<keyof BroadcastRequest, string>>;

const TextArea = styled.textarea`
  width: 100%;
  min-height: 16rem;
  padding: 0.75rem;
  border: 1px solid ${({ theme }) => theme.colors.muted};
  border-radius: 8px;
  /* A letter is written in the face it is read in, as a post is. */
  font: 1.0625rem/1.65 ${({ theme }) => theme.fonts.heading};
  color: ${({ theme }) => theme.colors.text};
  background: ${({ theme }) => theme.colors.surface};

  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
  &[aria-invalid='true'] {
    border-color: ${({ theme }) => theme.colors.destructive};
  }
`;

interface Values {
  source: BroadcastSource;
  postId: string;
  postContent: PostContent;
  subject: string;
  preheader: string;
  markdown: string;
  subscriberOnly: boolean;
}

function valuesOf(broadcast: BroadcastDetail | null, postId: string | null): Values {
  if (broadcast === null) {
    return {
      source: postId ? 'post' : 'markdown',
      postId: postId ?? '',
      postContent: 'excerpt',
      subject: '',
      preheader: '',
      markdown: '',
      subscriberOnly: false,
    };
  }
  return {
    source: broadcast.source,
    postId: broadcast.postId === null ? '' : String(broadcast.postId),
    postContent: broadcast.postContent,
    subject: broadcast.subject,
    preheader: broadcast.preheader,
    markdown: broadcast.markdown,
    subscriberOnly: broadcast.subscriberOnly,
  };
}

/**
 * Compose a broadcast: a post of the blog (its excerpt with a link, or its full text) or a letter
 * written here in Markdown (rendered and sanitised as posts are), optionally for subscribers only.
 * Saves a draft; sending is a separate step, after the preview.
 */
export function BroadcastForm({
  broadcast,
  initialPostId = null,
  onSaved,
}: {
  broadcast: BroadcastDetail | null;
  initialPostId?: string | null;
  onSaved: (saved: BroadcastDetail) => void;
}) {
  const posts = useScreenQuery(broadcastPostsQueryOptions());
  const save = useSaveBroadcast(broadcast?.id ?? null);
  const [values, setValues] = useState<Values>(() => valuesOf(broadcast, initialPostId));
  const fields = useFieldErrors(ids);
  const { failure, fail, alertRef } = useFormFailure();

  const set = <K extends keyof Values>(field: K, value: Values[K]) =>
    setValues((current) => ({ ...current, [field]: value }));

  const choosePost = (id: string) => {
    const post = posts.data?.find((candidate) => String(candidate.id) === id);
    setValues((current) => ({
      ...current,
      postId: id,
      // A new subject follows the post's title until the owner writes his own.
      subject:
        post && (current.subject === '' || posts.data?.some((p) => p.title === current.subject))
          ? post.title
          : current.subject,
    }));
  };

  const unsaved = differs(values, valuesOf(broadcast, initialPostId));
  const letter = useRef<HTMLTextAreaElement>(null);
  const formatting = useLetterFormatting(letter, (markdown) => set('markdown', markdown));
  /** Writing the message, or its preview as subscribers would receive it. */
  const [pane, setPane] = useState<'write' | 'preview'>('write');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    fail(null);
    const request = fields.check(broadcastSchema, {
      ...values,
      postId: values.postId === '' ? null : Number(values.postId),
    });
    if (!request) return;
    save.mutate(request, {
      // Saved: where the screen goes next (the new draft's page) asks nothing.
      onSuccess: (saved) => withoutAsking(() => onSaved(saved)),
      onError: (error) => {
        fields.refuse(apiFieldErrors(error));
        fail(apiErrorMessage(error, 'The broadcast was not saved. Please try again.'));
      },
    });
  };

  return (
    <Section aria-labelledby="broadcast-compose">
      <h2 id="broadcast-compose">The message</h2>
      <Tabs
        label="The message"
        idPrefix="compose"
        tabs={[
          { value: 'write', label: 'Write' },
          { value: 'preview', label: 'Preview' },
        ]}
        selected={pane}
        onSelect={setPane}
      />
      <TabPanel idPrefix="compose" value="preview" selected={pane}>
        {pane === 'preview' && (
          <DraftPreview
            request={{ ...values, postId: values.postId === '' ? null : Number(values.postId) }}
            id={broadcast?.id ?? null}
          />
        )}
      </TabPanel>
      <TabPanel idPrefix="compose" value="write" selected={pane}>
        <FormGrid $width="44rem" $gap="1.5rem" noValidate onSubmit={submit}>
          <FormAlert failure={failure} alertRef={alertRef} />
          <Choices>
            <legend>What to send</legend>
            <label>
              <input
                type="radio"
                name="source"
                id={ids.source}
                checked={values.source === 'post'}
                onChange={() => set('source', 'post')}
              />
              A post of the blog
            </label>
            <label>
              <input
                type="radio"
                name="source"
                checked={values.source === 'markdown'}
                onChange={() => set('source', 'markdown')}
              />
              A letter written here
            </label>
          </Choices>

          {values.source === 'post' ? (
            <>
              <FormField id={ids.postId} label="Post" error={fields.errors.postId}>
                {(props) =>
                  posts.isError ? (
                    <ErrorState
                      title="The posts could not be loaded."
                      error={posts.error}
                      onRetry={() => void posts.refetch()}
                    />
                  ) : (
                    <Select
                      {...props}
                      value={values.postId}
                      disabled={posts.isPending}
                      onChange={(event) => choosePost(event.target.value)}
                    >
                      <option value="">
                        {posts.isPending ? 'Loading the posts…' : 'Choose a post'}
                      </option>
                      {posts.data?.map((post) => (
                        <option key={post.id} value={post.id}>
                          {post.published ? post.title : `${post.title} (not published yet)`}
                        </option>
                      ))}
                    </Select>
                  )
                }
              </FormField>
              <Choices>
                <legend>From the post</legend>
                <label>
                  <input
                    type="radio"
                    name="postContent"
                    checked={values.postContent === 'excerpt'}
                    onChange={() => set('postContent', 'excerpt')}
                  />
                  Its excerpt, with a link to read on
                </label>
                <label>
                  <input
                    type="radio"
                    name="postContent"
                    checked={values.postContent === 'full'}
                    onChange={() => set('postContent', 'full')}
                  />
                  Its full text
                </label>
              </Choices>
            </>
          ) : null}

          <FormField id={ids.subject} label="Subject" error={fields.errors.subject}>
            {(props) => (
              <Input
                {...props}
                autoComplete="off"
                value={values.subject}
                onChange={(event) => set('subject', event.target.value)}
              />
            )}
          </FormField>
          <FormField
            id={ids.preheader}
            label="Preview line (optional)"
            hint="Shown by mail programs beside the subject."
            error={fields.errors.preheader}
          >
            {(props) => (
              <Input
                {...props}
                autoComplete="off"
                value={values.preheader}
                onChange={(event) => set('preheader', event.target.value)}
              />
            )}
          </FormField>

          {values.source === 'markdown' ? (
            <>
              <FormField
                id={ids.markdown}
                label="Letter"
                hint={`Formatted as posts are: ${formattingHint}. A single line break is kept.`}
                error={fields.errors.markdown}
              >
                {(props) => (
                  <>
                    <LetterToolbar controls={props.id} onFormat={formatting.apply} />
                    <TextArea
                      {...props}
                      ref={letter}
                      value={values.markdown}
                      onChange={(event) => set('markdown', event.target.value)}
                      onKeyDown={formatting.onKeyDown}
                    />
                  </>
                )}
              </FormField>
              <Choices>
                <legend>Who may read it</legend>
                <label>
                  <input
                    type="checkbox"
                    checked={values.subscriberOnly}
                    onChange={(event) => set('subscriberOnly', event.target.checked)}
                  />
                  Subscribers only: never on the blog, in the sitemap or the feed
                </label>
              </Choices>
            </>
          ) : null}

          {/* A new draft can be saved at once (an empty one is told what it lacks); a saved one
            waits for a change. */}
          <SaveRow
            label={broadcast === null ? 'Save Draft' : 'Save Changes'}
            unsaved={unsaved}
            neverSaved={broadcast === null}
            pending={save.isPending}
          >
            <Link
              to={
                broadcast === null
                  ? paths.adminBroadcasts
                  : toPath(paths.adminBroadcast, { broadcastId: broadcast.id })
              }
            >
              Cancel
            </Link>
          </SaveRow>
        </FormGrid>
      </TabPanel>
      <LeaveGuard dirty={unsaved} what="this newsletter" />
    </Section>
  );
}

/**
 * The message as it stands in the form, as subscribers would receive it: rendered by the API with
 * the renderer its email is sent with (nothing is saved). Without a subject yet it is previewed
 * under "(No subject yet)", with a note that one is needed to send it; what else it lacks (a
 * post) is said with the field's message.
 */
function DraftPreview({ request, id }: { request: BroadcastRequest; id: number | null }) {
  const noSubject = request.subject.trim() === '';
  const preview = useQuery(
    draftPreviewQueryOptions(
      noSubject ? { ...request, subject: broadcastMessages.subjectPlaceholder } : request,
      id,
    ),
  );
  if (preview.isPending) return <Loading label="Loading the preview…" height="36rem" />;
  if (preview.isError)
    return (
      <ErrorState
        title="The preview could not be made."
        error={preview.error}
        onRetry={() => void preview.refetch()}
      />
    );
  return (
    <PreviewBody
      preview={preview.data}
      notes={noSubject ? [broadcastMessages.subjectNeededToSend] : []}
    />
  );
}
