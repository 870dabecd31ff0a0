import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { useQueryClient } from '@tanstack/react-query';
import {
  postImageLimitsHint,
  postImageMaxBytes,
  postImageTypes,
  postLimits,
  postMessages,
  postStatusLabels,
  slugFromTitle,
  type AdminPost,
  type AdminPostDetail,
  type PostFields,
} from '@site/contracts/admin-posts';
import { blogCategoryLabels } from '@site/contracts/blog';
import { paths, toPath } from '@site/contracts/routes';
import { Button } from '@site/ui/button';
import { useNavigate } from '@site/ui/router';
import { toast } from '@site/ui/toast';
import { ConfirmAction } from '../../../components/confirm-action';
import { EmptyState, ErrorState, Loading } from '../../../components/states';
import {
  Actions,
  Badge,
  ExternalLink,
  FieldError,
  FieldLabel,
  Input,
  inputStyles,
  Muted,
  Section,
  Select,
  SmallButton,
} from '../../../components/ui';
import { apiErrorMessage, apiFieldErrors, isApiStatus } from '../../../lib/api-error';
import { formatDateTime } from '../../../lib/format';
import { deletePost } from '../api/delete-post';
import { postQueryOptions } from '../api/get-post';
import { postsListKey } from '../api/list-posts';
import { previewPost } from '../api/preview-post';
import { publishPost } from '../api/publish-post';
import { savePost } from '../api/save-post';
import { unpublishPost } from '../api/unpublish-post';
import { uploadImage } from '../api/upload-image';
import { statusTones } from './posts-list';
import { useScreenQuery } from '@site/ui/screen-query';

/** How long after the last keystroke a draft is saved, and the preview drawn. */
export const autosaveDelayMs = 1500;
export const previewDelayMs = 400;

function fieldsOf(post: AdminPost): PostFields {
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

/** An image's description as Markdown's `![…]` holds it (brackets and backslashes escaped). */
export function markdownImage(alt: string, src: string): string {
  const text = alt
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/[\\[\]]/g, (c) => `\\${c}`);
  return `![${text}](${src})`;
}

const tagsFrom = (text: string) =>
  text
    .split(',')
    .map((tag) => tag.trim())
    .filter(Boolean);

const Textarea = styled.textarea`
  ${inputStyles}
  min-height: 6rem;
  resize: vertical;
`;

const BodyTextarea = styled(Textarea)`
  min-height: 28rem;
  font-family: ${({ theme }) => theme.fonts.mono};
  font-size: 0.95rem;
  line-height: 1.5;
`;

const Grid = styled.div`
  display: grid;
  gap: 1rem;
`;

const TwoColumns = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: 1rem;

  ${({ theme }) => theme.media.mobile} {
    grid-template-columns: 1fr;
  }
`;

const WriteAndPreview = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
  gap: 1.25rem;

  @media (max-width: 1023px) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

/** The preview uses the public post page's reading styles, near enough to judge the text. */
const Preview = styled.div`
  min-height: 28rem;
  padding: 1rem 1.25rem;
  border: 1px dashed ${({ theme }) => theme.colors.border};
  border-radius: 8px;
  overflow-wrap: anywhere;
  line-height: 1.7;

  h2,
  h3 {
    font-family: ${({ theme }) => theme.fonts.heading};
    color: ${({ theme }) => theme.colors.navy};
  }
  img {
    max-width: 100%;
    height: auto;
  }
  blockquote {
    margin: 1rem 0;
    padding-left: 1rem;
    border-left: 4px solid ${({ theme }) => theme.colors.gold};
  }
`;

const PreviewHeading = styled.h3`
  margin: 0 0 0.375rem;
  font-size: 1rem;
  font-weight: 600;
`;

const Thumbnail = styled.img`
  display: block;
  width: 100%;
  max-width: 24rem;
  height: auto;
  aspect-ratio: 1200 / 630;
  object-fit: cover;
  border-radius: 8px;
  background: ${({ theme }) => theme.colors.navy};
`;

const StatusLine = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
  align-items: center;
  margin: 0 0 1rem;
`;

const Alert = styled.div`
  margin-bottom: 1rem;
  padding: 1rem;
  border: 2px solid ${({ theme }) => theme.colors.destructive};
  border-radius: ${({ theme }) => theme.radius};
  background: #fff7f6;

  p {
    margin: 0 0 0.75rem;
  }
`;

const Hint = styled.span`
  font-weight: 400;
  font-size: 0.9rem;
  color: ${({ theme }) => theme.colors.muted};
`;

function Field({
  label,
  hint,
  error,
  id,
  children,
}: {
  label: string;
  hint?: string;
  error?: string;
  id: string;
  children: ReactNode;
}) {
  return (
    <div>
      <FieldLabel htmlFor={id}>
        {label}
        {hint ? <Hint>{hint}</Hint> : null}
      </FieldLabel>
      {children}
      {error ? <FieldError id={`${id}-error`}>{error}</FieldError> : null}
    </div>
  );
}

type SaveState = 'saved' | 'unsaved' | 'saving' | 'failed';

/** An image field: choose a file, the API checks and converts it; messages stay beside it. */
function ImageUpload({
  id,
  label,
  onUploaded,
}: {
  id: string;
  label: string;
  onUploaded: (image: Awaited<ReturnType<typeof uploadImage>>) => void;
}) {
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  return (
    <div>
      <FieldLabel htmlFor={id}>
        {label}
        <Hint>{postImageLimitsHint}</Hint>
      </FieldLabel>
      <input
        id={id}
        type="file"
        accept={postImageTypes.join(',')}
        disabled={pending}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => {
          const input = event.currentTarget;
          const file = input.files?.[0];
          if (!file) return;
          if (file.size > postImageMaxBytes) {
            setError(postMessages.imageTooLarge);
            input.value = '';
            return;
          }
          setPending(true);
          setError(null);
          uploadImage(file)
            .then(onUploaded)
            .catch((failure: unknown) =>
              setError(apiErrorMessage(failure, 'The image was not uploaded. Please try again.')),
            )
            .finally(() => {
              setPending(false);
              input.value = '';
            });
        }}
      />
      {pending ? <Muted role="status">Uploading and converting the image…</Muted> : null}
      {error ? (
        <FieldError id={`${id}-error`} role="alert">
          {error}
        </FieldError>
      ) : null}
    </div>
  );
}

/**
 * The live preview: the body as the public page renders it, redrawn shortly after typing. It
 * opens with the body the post was read with, rendered by the API with the post (drawn on the
 * server with the page), and asks for a new drawing once the text differs.
 */
function BodyPreview({
  content,
  initial,
}: {
  content: string;
  initial: { content: string; html: string };
}) {
  const [drawn, setDrawn] = useState(initial);
  const [failed, setFailed] = useState(false);
  const upToDate = drawn.content === content;
  useEffect(() => {
    if (upToDate) return;
    let current = true;
    const timer = setTimeout(() => {
      previewPost(content)
        .then((rendered) => {
          if (!current) return;
          setDrawn({ content, html: rendered });
          setFailed(false);
        })
        .catch(() => {
          if (current) setFailed(true);
        });
    }, previewDelayMs);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [content, upToDate]);
  return (
    <section aria-labelledby="preview-heading">
      <PreviewHeading id="preview-heading">
        Preview <Hint>as the blog shows it</Hint>
      </PreviewHeading>
      {failed ? (
        <FieldError role="alert">
          The preview could not be drawn. It tries again as you type.
        </FieldError>
      ) : null}
      {/* The API's renderer and sanitiser made this HTML: the very HTML the public page shows.
          Busy while the text differs from the one it shows (a new drawing is on its way). */}
      <Preview
        data-testid="post-preview"
        aria-busy={!upToDate}
        dangerouslySetInnerHTML={{ __html: drawn.html }}
      />
    </section>
  );
}

/** The form of one post, seeded with what the server answered. */
function EditorForm({ initial, onReload }: { initial: AdminPostDetail; onReload: () => void }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [fields, setFields] = useState<PostFields>(() => fieldsOf(initial));
  const [tagsText, setTagsText] = useState(initial.tags.join(', '));
  const [post, setPost] = useState<AdminPost>(initial);
  const [saveState, setSaveState] = useState<SaveState>('saved');
  const [savedAt, setSavedAt] = useState<string | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [conflict, setConflict] = useState<string | null>(null);
  const [publishAt, setPublishAt] = useState('');
  const [busy, setBusy] = useState<null | 'publish' | 'schedule' | 'unpublish' | 'delete'>(null);
  // The address follows the title while it is the title's own and the post was never public.
  const [slugFollowsTitle, setSlugFollowsTitle] = useState(
    initial.status === 'draft' && initial.slug === slugFromTitle(initial.title),
  );

  const version = useRef(initial.version);
  /** What the form holds now, for saves that run after the render that scheduled them. */
  const latest = useRef(fields);
  const inFlight = useRef<Promise<boolean> | null>(null);
  const dirty = useRef(false);

  const live = post.status === 'published' || post.status === 'scheduled';

  const fail = useCallback((failure: unknown, what: string) => {
    if (isApiStatus(failure, 409)) {
      setConflict(apiErrorMessage(failure, postMessages.conflict));
      return;
    }
    const fieldErrors = apiFieldErrors(failure);
    setErrors(fieldErrors);
    toast({
      title: what,
      description: apiErrorMessage(failure, 'The server did not answer. Please try again.'),
      variant: 'destructive',
    });
  }, []);

  const afterChange = useCallback(
    (saved: AdminPost) => {
      version.current = saved.version;
      setPost(saved);
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
      setSaveState('saving');
      try {
        const saved = await savePost(initial.id, { ...latest.current, version: version.current });
        afterChange(saved);
        setErrors({});
        setSavedAt(saved.updatedAt);
        setSaveState(dirty.current ? 'unsaved' : 'saved');
        return true;
      } catch (failure) {
        dirty.current = true;
        setSaveState('failed');
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
  }, [afterChange, fail, initial.id]);

  const change = (next: Partial<PostFields>) => {
    dirty.current = true;
    latest.current = { ...latest.current, ...next };
    setSaveState('unsaved');
    setFields(latest.current);
  };

  // Autosave: drafts and unpublished posts only (a public post changes on the site when saved,
  // so that stays the owner's decision), never after a conflict.
  useEffect(() => {
    if (live || conflict !== null || saveState !== 'unsaved') return;
    const timer = setTimeout(() => void save(), autosaveDelayMs);
    return () => clearTimeout(timer);
  }, [fields, live, conflict, saveState, save]);

  const runAction = async (
    kind: 'publish' | 'schedule' | 'unpublish',
    action: () => Promise<AdminPost>,
    done: string,
    failed: string,
  ) => {
    setBusy(kind);
    try {
      if (!(await save())) return;
      const saved = await action();
      afterChange(saved);
      setErrors({});
      toast({ title: done, variant: 'success' });
    } catch (failure) {
      fail(failure, failed);
    } finally {
      setBusy(null);
    }
  };

  const remove = async () => {
    setBusy('delete');
    try {
      await deletePost(initial.id, version.current);
      void queryClient.invalidateQueries({ queryKey: postsListKey });
      toast({ title: `Deleted: ${fields.title}`, variant: 'success' });
      navigate(paths.adminPosts);
    } catch (failure) {
      fail(failure, 'The post was not deleted');
    } finally {
      setBusy(null);
    }
  };

  const [bodyImageAlt, setBodyImageAlt] = useState('');
  const describedBy = (name: string) => (errors[name] ? `post-${name}-error` : undefined);
  const invalid = (name: string) => (errors[name] ? true : undefined);
  const publicPath = toPath(paths.blogPost, { slug: post.slug });

  return (
    <>
      <StatusLine role="status" aria-live="polite">
        <Badge $tone={statusTones[post.status]}>{postStatusLabels[post.status]}</Badge>
        {post.status === 'scheduled' && post.publishedAt ? (
          <span>Goes out {formatDateTime(post.publishedAt, post.timezone)}</span>
        ) : null}
        {post.status === 'published' && post.publishedAt ? (
          <span>Published {formatDateTime(post.publishedAt, post.timezone)}</span>
        ) : null}
        <span>
          {saveState === 'saving'
            ? 'Saving…'
            : saveState === 'unsaved'
              ? 'Unsaved changes'
              : saveState === 'failed'
                ? 'Not saved'
                : savedAt
                  ? `Saved at ${formatDateTime(savedAt, post.timezone)}`
                  : 'All changes saved'}
        </span>
        {post.status === 'published' ? (
          <ExternalLink href={publicPath} target="_blank" rel="noreferrer">
            View on the site
          </ExternalLink>
        ) : null}
      </StatusLine>

      {conflict !== null ? (
        <Alert role="alert">
          <p>{conflict}</p>
          <SmallButton type="button" onClick={onReload}>
            Load the Latest Version
          </SmallButton>
        </Alert>
      ) : null}

      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void save().then((ok) => {
            if (ok)
              toast({
                title: live ? 'Saved: the site shows the new version' : 'Draft saved',
                variant: 'success',
              });
          });
        }}
      >
        <Section aria-labelledby="post-fields-heading">
          <h2 id="post-fields-heading">The post</h2>
          <Grid>
            <Field label="Title" id="post-title" error={errors.title}>
              <Input
                id="post-title"
                value={fields.title}
                aria-invalid={invalid('title')}
                aria-describedby={describedBy('title')}
                onChange={(event) => {
                  const title = event.target.value;
                  change(slugFollowsTitle ? { title, slug: slugFromTitle(title) } : { title });
                }}
              />
            </Field>
            <Field
              label="Address"
              hint={`/blog/${fields.slug || '…'}${live ? ' · changing it keeps the old address working' : ''}`}
              id="post-slug"
              error={errors.slug}
            >
              <Input
                id="post-slug"
                value={fields.slug}
                aria-invalid={invalid('slug')}
                aria-describedby={describedBy('slug')}
                onChange={(event) => {
                  setSlugFollowsTitle(false);
                  change({ slug: event.target.value });
                }}
              />
            </Field>
            {!slugFollowsTitle && fields.slug !== slugFromTitle(fields.title) ? (
              <Actions>
                <SmallButton
                  type="button"
                  onClick={() => {
                    if (!live) setSlugFollowsTitle(true);
                    change({ slug: slugFromTitle(fields.title) });
                  }}
                >
                  Use the Address Suggested by the Title
                </SmallButton>
              </Actions>
            ) : null}
            <Field
              label="Excerpt"
              hint="shown in the list and in search results"
              id="post-excerpt"
              error={errors.excerpt}
            >
              <Textarea
                id="post-excerpt"
                value={fields.excerpt}
                aria-invalid={invalid('excerpt')}
                aria-describedby={describedBy('excerpt')}
                onChange={(event) => change({ excerpt: event.target.value })}
              />
            </Field>
            <Field
              label="Subtitle"
              hint="optional: shown under the title instead of the excerpt"
              id="post-subtitle"
              error={errors.subtitle}
            >
              <Input
                id="post-subtitle"
                value={fields.subtitle}
                onChange={(event) => change({ subtitle: event.target.value })}
              />
            </Field>
            <TwoColumns>
              <Field label="Category" id="post-category" error={errors.category}>
                <Select
                  id="post-category"
                  value={fields.category}
                  aria-invalid={invalid('category')}
                  onChange={(event) => change({ category: event.target.value })}
                >
                  {blogCategoryLabels.map((label) => (
                    <option key={label} value={label}>
                      {label}
                    </option>
                  ))}
                </Select>
              </Field>
              <Field label="Tags" hint="separated by commas" id="post-tags" error={errors.tags}>
                <Input
                  id="post-tags"
                  value={tagsText}
                  onChange={(event) => {
                    setTagsText(event.target.value);
                    change({ tags: tagsFrom(event.target.value) });
                  }}
                />
              </Field>
            </TwoColumns>
            <TwoColumns>
              <Field label="Author" id="post-author" error={errors.authorName}>
                <Input
                  id="post-author"
                  value={fields.authorName}
                  aria-invalid={invalid('authorName')}
                  aria-describedby={describedBy('authorName')}
                  onChange={(event) => change({ authorName: event.target.value })}
                />
              </Field>
              <Field
                label="SEO description"
                hint="optional: for search results; the excerpt otherwise"
                id="post-seo"
                error={errors.seoDescription}
              >
                <Input
                  id="post-seo"
                  value={fields.seoDescription}
                  onChange={(event) => change({ seoDescription: event.target.value })}
                />
              </Field>
            </TwoColumns>
            <Field label="Author bio" id="post-bio" error={errors.authorBio}>
              <Textarea
                id="post-bio"
                value={fields.authorBio}
                onChange={(event) => change({ authorBio: event.target.value })}
              />
            </Field>
            <div>
              <ImageUpload
                id="post-featured-image"
                label="Featured image"
                onUploaded={(image) => change({ featuredImage: image.src })}
              />
              {errors.featuredImage ? (
                <FieldError id="post-featuredImage-error">{errors.featuredImage}</FieldError>
              ) : null}
              {fields.featuredImage ? (
                <Thumbnail
                  src={fields.featuredImage}
                  alt={fields.featuredImageAlt || 'The featured image'}
                  width={1200}
                  height={630}
                />
              ) : (
                <Muted>No featured image yet.</Muted>
              )}
              <Field
                label="What the featured image shows"
                hint="its description for readers who cannot see it; needed to publish"
                id="post-featuredImageAlt"
                error={errors.featuredImageAlt}
              >
                <Input
                  id="post-featuredImageAlt"
                  value={fields.featuredImageAlt}
                  maxLength={postLimits.imageAlt}
                  aria-invalid={invalid('featuredImageAlt')}
                  aria-describedby={describedBy('featuredImageAlt')}
                  onChange={(event) => change({ featuredImageAlt: event.target.value })}
                />
              </Field>
            </div>
          </Grid>
        </Section>

        <Section aria-labelledby="post-body-heading">
          <h2 id="post-body-heading">Body</h2>
          <WriteAndPreview>
            <div>
              <Field
                label="Markdown"
                hint="# Heading, **bold**, *italic*, [link](https://…), > quote"
                id="post-content"
                error={errors.content}
              >
                <BodyTextarea
                  id="post-content"
                  value={fields.content}
                  aria-invalid={invalid('content')}
                  aria-describedby={describedBy('content')}
                  onChange={(event) => change({ content: event.target.value })}
                />
              </Field>
              <Field
                label="What the next image shows"
                hint="its description, written into the body with it; needed to publish"
                id="post-body-image-alt"
              >
                <Input
                  id="post-body-image-alt"
                  value={bodyImageAlt}
                  maxLength={postLimits.imageAlt}
                  onChange={(event) => setBodyImageAlt(event.target.value)}
                />
              </Field>
              <ImageUpload
                id="post-body-image"
                label="Add an image to the body"
                onUploaded={(image) => {
                  change({
                    content: `${latest.current.content.trimEnd()}\n\n${markdownImage(bodyImageAlt, `${image.src}#${image.width}x${image.height}`)}\n`,
                  });
                  setBodyImageAlt('');
                }}
              />
            </div>
            <BodyPreview
              content={fields.content}
              initial={{ content: initial.content, html: initial.contentHtml }}
            />
          </WriteAndPreview>
        </Section>

        <Section aria-labelledby="post-publishing-heading">
          <h2 id="post-publishing-heading">Publishing</h2>
          <Grid>
            <Actions>
              <Button type="submit" disabled={busy !== null || saveState === 'saving'}>
                {live ? 'Save Changes' : 'Save Draft'}
              </Button>
              {post.status !== 'published' ? (
                <Button
                  type="button"
                  disabled={busy !== null}
                  onClick={() =>
                    void runAction(
                      'publish',
                      () => publishPost(initial.id, { version: version.current }),
                      'Published: the post is on the site',
                      'The post was not published',
                    )
                  }
                >
                  {busy === 'publish' ? 'Publishing…' : 'Publish Now'}
                </Button>
              ) : null}
              {live ? (
                <SmallButton
                  type="button"
                  disabled={busy !== null}
                  onClick={() =>
                    void runAction(
                      'unpublish',
                      () => unpublishPost(initial.id, version.current),
                      'Unpublished: the post is off the site',
                      'The post was not unpublished',
                    )
                  }
                >
                  {busy === 'unpublish' ? 'Unpublishing…' : 'Unpublish'}
                </SmallButton>
              ) : null}
            </Actions>
            {post.status !== 'published' ? (
              <TwoColumns>
                <Field
                  label="Schedule for"
                  hint={`your time zone: ${post.timezone}`}
                  id="post-publish-at"
                  error={errors.publishAt}
                >
                  <Input
                    id="post-publish-at"
                    type="datetime-local"
                    value={publishAt}
                    aria-invalid={invalid('publishAt')}
                    aria-describedby={describedBy('publishAt')}
                    onChange={(event) => setPublishAt(event.target.value)}
                  />
                </Field>
                <Actions style={{ alignSelf: 'end' }}>
                  <SmallButton
                    type="button"
                    disabled={busy !== null || !publishAt}
                    onClick={() =>
                      void runAction(
                        'schedule',
                        () => publishPost(initial.id, { version: version.current, publishAt }),
                        'Scheduled: the post goes out at the chosen time',
                        'The post was not scheduled',
                      )
                    }
                  >
                    {busy === 'schedule' ? 'Scheduling…' : 'Schedule'}
                  </SmallButton>
                </Actions>
              </TwoColumns>
            ) : null}
            <div>
              <ConfirmAction
                label="Delete Post"
                confirmLabel="Delete for Good"
                consequence={
                  post.status === 'published'
                    ? 'The post leaves the site at once: its page answers “not found”, and it leaves the blog, the sitemap and the feed. This cannot be undone.'
                    : 'The post is deleted for good. This cannot be undone.'
                }
                pending={busy === 'delete'}
                onConfirm={() => void remove()}
              />
            </div>
          </Grid>
        </Section>
      </form>
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
