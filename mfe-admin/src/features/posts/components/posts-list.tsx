import { useEffect, useRef, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import {
  postMessages,
  postStatuses,
  postStatusLabels,
  type AdminPostSummary,
  type PostStatus,
} from '@site/contracts/admin-posts';
import { paths, toPath } from '@site/contracts/routes';
import { Button } from '@site/ui/button';
import { Link, useLocation, useNavigate, useSearchParams } from '@site/ui/router';
import { errorIdOf, fieldControl } from '@site/ui/form-kit';
import { toast } from '@site/ui/toast';
import { visuallyHidden } from '@site/ui/visually-hidden';
import { ItemList, ListTable, type Column } from '../../../components/list-kit';
import { TabLinks } from '../../../components/tab-links';
import { Badge, FieldError, FieldLabel, Input, RowDates, Section } from '../../../components/ui';
import { apiErrorMessage, apiFieldErrors } from '../../../lib/api-error';
import { formatDate, formatListDateTime } from '../../../lib/format';
import { useOwnerSession } from '../../../lib/owner-session';
import { newPostField } from '../../../lib/page-address';
import { useCreatePost } from '../api/create-post';
import { postStatusFrom, postsQueryOptions, postStatusParam } from '../api/list-posts';
import { useScreenQuery } from '@site/ui/screen-query';

type Filter = PostStatus | 'all';

export const statusTones: Record<PostStatus, 'good' | 'warn' | 'bad' | 'plain'> = {
  draft: 'plain',
  scheduled: 'warn',
  published: 'good',
  unpublished: 'bad',
};

/** A post's address and category under its title: the back office's small size, stated. */
const PostMeta = styled.small`
  font-size: ${({ theme }) => theme.type.small};
  color: ${({ theme }) => theme.colors.muted};
`;
/** Each tab's empty state: what is empty, then what will appear there and how. */
const emptyText: Record<Filter, { empty: string; detail: string }> = {
  all: {
    empty: 'No posts yet.',
    detail: 'Your posts appear here. Give your first one a title above to start writing.',
  },
  draft: { empty: 'No drafts.', detail: 'A new post starts as a draft and waits here.' },
  scheduled: {
    empty: 'Nothing is scheduled.',
    detail: 'Schedule a post from its editor to have it appear on the blog later; it waits here.',
  },
  published: {
    empty: 'Nothing is published yet.',
    detail: 'A post appears here once you publish it, and on the blog at once.',
  },
  unpublished: {
    empty: 'No unpublished posts.',
    detail: 'A post you take off the blog waits here, to publish again or delete.',
  },
};

const NewPostForm = styled.form`
  display: grid;
  grid-template-columns: 1fr auto;
  gap: 0.75rem;
  align-items: end;

  ${({ theme }) => theme.media.mobile} {
    grid-template-columns: 1fr;

    /* A pill keeps its own width under the field, never stretched across the card. */
    button {
      justify-self: start;
    }
  }
`;

/** Starts a draft with a title and opens its editor. */
function NewPost() {
  const [title, setTitle] = useState('');
  const [missing, setMissing] = useState(false);
  const create = useCreatePost();
  const navigate = useNavigate();
  const field = useRef<HTMLInputElement>(null);
  // Led here to start a post (the list's address with the field's fragment): the title focused.
  const { hash } = useLocation();
  useEffect(() => {
    if (hash === `#${newPostField}`) field.current?.focus();
  }, [hash]);
  const error = missing
    ? postMessages.titleRequired
    : create.error
      ? (apiFieldErrors(create.error).title ?? null)
      : null;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setMissing(!title.trim());
    if (!title.trim()) return;
    create.mutate(title, {
      onSuccess: (post) => navigate(toPath(paths.adminPost, { postId: post.id })),
      onError: (failure) => {
        if (!apiFieldErrors(failure).title)
          toast({
            title: 'The post was not created',
            description: apiErrorMessage(failure, 'Please try again.'),
            variant: 'destructive',
          });
      },
    });
  };
  return (
    <Section aria-labelledby="new-post-heading">
      <h2 id="new-post-heading">Write a new post</h2>
      <NewPostForm onSubmit={submit} noValidate>
        <FieldLabel>
          Title
          <Input
            ref={field}
            value={title}
            onChange={(event) => setTitle(event.target.value)}
            {...fieldControl(newPostField, error)}
            required
          />
        </FieldLabel>
        <Button type="submit" disabled={create.isPending}>
          {create.isPending ? 'Creating…' : 'Start Writing'}
        </Button>
      </NewPostForm>
      {error ? <FieldError id={errorIdOf(newPostField)}>{error}</FieldError> : null}
    </Section>
  );
}

/*
 * Whether a post's last change is worth its own line: not when it is the day it was published
 * (publishing is itself a change), only when it was edited on a later day.
 */
export function changedSincePublished(
  post: Pick<AdminPostSummary, 'publishedAt' | 'updatedAt'>,
  timezone: string,
): boolean {
  return (
    !post.publishedAt ||
    formatDate(post.updatedAt, timezone) !== formatDate(post.publishedAt, timezone)
  );
}

/* The published date's term where the state's pill already says Published: kept for a screen
   reader, not shown a second time on the row. */
const SaidByPill = styled.dt`
  ${visuallyHidden}
`;

const columns = (timezone: string): Column<AdminPostSummary>[] => [
  {
    label: 'Title',
    // One block: on a card its lines stay together, without a blank grid row for the break. Its
    // meta line holds the address and the category, so the state column holds the state only.
    cell: (post) => (
      <div>
        <Link to={toPath(paths.adminPost, { postId: post.id })}>{post.title}</Link>
        <br />
        <PostMeta>
          /blog/{post.slug} · {post.category}
        </PostMeta>
      </div>
    ),
  },
  {
    label: 'State',
    pill: true,
    cell: (post) => <Badge $tone={statusTones[post.status]}>{postStatusLabels[post.status]}</Badge>,
  },
  {
    label: 'Dates',
    cell: (post) => (
      <RowDates>
        {post.publishedAt && (
          <div>
            {post.status === 'published' ? (
              <SaidByPill data-said-by-pill="">Published</SaidByPill>
            ) : (
              <dt>Published</dt>
            )}{' '}
            <dd>{formatListDateTime(post.publishedAt, timezone)}</dd>
          </div>
        )}
        {changedSincePublished(post, timezone) && (
          <div>
            <dt>Changed</dt> <dd>{formatListDateTime(post.updatedAt, timezone)}</dd>
          </div>
        )}
      </RowDates>
    ),
  },
];

/** Every post, by state (in the URL), most recently changed first; and the start of a new one. */
export function PostsList() {
  const { timezone } = useOwnerSession();
  const [searchParams] = useSearchParams();
  const shown = postStatusFrom(searchParams);
  const filter: Filter = shown ?? 'all';
  const posts = useScreenQuery(postsQueryOptions(shown));
  const tabs = [
    { value: 'all' as const, label: 'All', to: paths.adminPosts },
    ...postStatuses.map((status) => ({
      value: status,
      label: postStatusLabels[status],
      to: `${paths.adminPosts}?${postStatusParam}=${status}`,
    })),
  ];

  return (
    <>
      <NewPost />
      <TabLinks label="Posts by state" current={filter} tabs={tabs} />
      <ItemList
        query={posts}
        loadingHeight="20rem"
        words={{
          loading: 'Loading the posts',
          failed: 'The posts could not be loaded',
          empty: emptyText[filter].empty,
          emptyDetail: emptyText[filter].detail,
        }}
      >
        {(items) => (
          <ListTable
            label="Posts table"
            caption={`${items.length} ${items.length === 1 ? 'post' : 'posts'}`}
            columns={columns(timezone)}
            rows={items}
            rowKey={(post) => post.id}
          />
        )}
      </ItemList>
    </>
  );
}
