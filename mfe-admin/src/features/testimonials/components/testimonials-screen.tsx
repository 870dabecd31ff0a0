import { adminLayout } from '../../../components/layout';
import { useLayoutEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import type { AdminTestimonial } from '@site/contracts/endpoints/admin-site';
import { toast } from '@site/ui/toast';
import { useScreenQuery } from '@site/ui/screen-query';
import { EmptyState, ErrorState, Loading } from '../../../components/states';
import {
  Actions,
  Badge,
  IconButton,
  Muted,
  Section,
  SmallButton,
  tapTarget,
} from '../../../components/ui';
import { apiErrorMessage } from '../../../lib/api-error';
import {
  testimonialsQueryOptions,
  useCreateTestimonial,
  useReorderTestimonials,
  useUpdateTestimonial,
} from '../api/testimonials';
import { Separated } from '../../../components/separated';
import { HeadshotField, headshotRequirements, headshotRequirementsId } from './headshot-field';
import { emptyTestimonial, TestimonialForm } from './testimonial-form';

/** How many shown testimonials the home page takes, from the top of the order. */

/** A link to a part of this page standing on its own (Add a Testimonial, to the form below). */
const InPageLink = styled.a`
  ${tapTarget}
  color: ${({ theme }) => theme.colors.goldDark};
  font-weight: 600;
`;
const onHomePage = 3;

/** Words kept on one line ("5 of 5 stars"). */
const Whole = styled.span`
  white-space: nowrap;
`;

const List = styled.ol`
  display: grid;
  gap: 1.5rem;
  margin: 0 0 2rem;
  padding: 0;
  list-style: none;
`;

const Card = styled.li<{ $hidden: boolean }>`
  padding: clamp(1rem, 3vw, 1.5rem);
  /* A hidden one is set apart by its frame, never by fading (its text keeps its contrast). */
  background: ${({ theme, $hidden }) => ($hidden ? theme.colors.ivory : theme.colors.surface)};
  border: 1px ${({ $hidden }) => ($hidden ? 'dashed' : 'solid')}
    ${({ theme, $hidden }) => ($hidden ? theme.colors.muted : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radius};

  h2 {
    margin: 0 0 0.25rem;
    color: ${({ theme }) => theme.colors.navy};
  }
  blockquote {
    margin: 0.625rem 0 0.75rem;
    padding: 0.5rem 0.875rem;
    border-left: 4px solid ${({ theme }) => theme.colors.gold};
    background: ${({ theme }) => theme.colors.ivory};
    white-space: pre-wrap;
    overflow-wrap: anywhere;
  }

  /* From a small tablet up: the name and its line side by side, the headshot and the card's
     actions in one row under the words (a card a few lines high, its words whole). */
  @container ${adminLayout.screenContainer} (min-width: 37.5rem) {
    &[data-compact] {
      display: grid;
      grid-template-columns: minmax(0, 1fr) auto;
      align-items: center;
      column-gap: 1.25rem;
    }
    &[data-compact] > * {
      grid-column: 1 / -1;
    }
    &[data-compact] > [data-headshot] {
      grid-column: 1;
      margin-bottom: 0;
    }
    &[data-compact] > [data-card-actions] {
      grid-column: 2;
      align-self: end;
      justify-content: flex-end;
    }
    &[data-compact] > [data-card-head] {
      display: flex;
      flex-wrap: wrap;
      align-items: baseline;
      gap: 0.25rem 0.75rem;
    }
    &[data-compact] > [data-card-head] h2 {
      margin: 0;
    }
  }
`;

/**
 * Longer than this, a quote is taken to run past three lines until the browser has measured it
 * (the server's first HTML): then every quote is clamped by the lines it takes at the card's
 * width, never by its length, so a short quote on a phone is clamped like a long one.
 */
const clampFrom = 240;

/** Hides nothing: on the server, and in a browser without layout (its own measure says 0). */
const measures = (element: HTMLElement) => element.clientHeight > 0;

const Clamped = styled.div<{ $open: boolean }>`
  ${({ $open }) =>
    $open
      ? ''
      : `display: -webkit-box;
  -webkit-box-orient: vertical;
  -webkit-line-clamp: 3;
  overflow: hidden;`}
`;

/* At the quote's left edge, as wide as its word: a card's grid never stretches it (its word
   centred under a left-aligned quote). */
const MoreButton = styled.button`
  ${tapTarget}
  justify-self: start;
  margin: -0.25rem 0 0.75rem;
  ${adminLayout.touchOnly} {
    margin-block: -0.75rem 0.25rem;
  }
  padding: 0;
  border: 0;
  background: none;
  font: inherit;
  font-weight: 600;
  color: ${({ theme }) => theme.colors.goldDark};
  text-decoration: underline;
  cursor: pointer;
`;

/** The quote, three lines of it until "More" opens the rest ("Less" closes it again). */
function Quote({ text, id }: { text: string; id: string }) {
  const [open, setOpen] = useState(false);
  const [long, setLong] = useState(text.length > clampFrom);
  const clamped = useRef<HTMLDivElement>(null);
  // Measured while clamped, again whenever the card's width changes (a turned phone).
  useLayoutEffect(() => {
    const element = clamped.current;
    if (!element || open || typeof ResizeObserver === 'undefined') return;
    const measure = () => {
      if (measures(element)) setLong(element.scrollHeight > element.clientHeight + 1);
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [open, text]);
  return (
    <>
      <blockquote id={id}>
        <Clamped ref={clamped} $open={open}>
          {text}
        </Clamped>
      </blockquote>
      {long && (
        <MoreButton
          type="button"
          aria-expanded={open}
          aria-controls={id}
          onClick={() => setOpen(!open)}
        >
          {open ? 'Less' : 'More'}
        </MoreButton>
      )}
    </>
  );
}

/**
 * A testimonial's state in one vocabulary: on the home page (one of the first three shown), next
 * in line for it (shown, after those three), or hidden.
 */
const stateLabels = {
  onHome: 'On the home page',
  waiting: 'Next in line',
  hidden: 'Hidden',
} as const;
const stateTone = { onHome: 'good', waiting: 'plain', hidden: 'warn' } as const;

const NameLine = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  justify-content: space-between;
  gap: 0.25rem 0.75rem;
  margin-bottom: 0.125rem;

  h2 {
    margin: 0;
  }
`;

const valuesOf = (testimonial: AdminTestimonial) => ({
  name: testimonial.name,
  title: testimonial.title,
  content: testimonial.content,
  rating: String(testimonial.rating),
});

function failed(title: string) {
  return (error: unknown) =>
    toast({
      title,
      description: apiErrorMessage(error, 'Please try again in a moment.'),
      variant: 'destructive',
    });
}

function TestimonialCard({
  testimonial,
  place,
  count,
  onHome,
  move,
  moving,
}: {
  testimonial: AdminTestimonial;
  place: number;
  count: number;
  onHome: boolean;
  move: (from: number, to: number) => void;
  moving: boolean;
}) {
  const [editing, setEditing] = useState(false);
  const update = useUpdateTestimonial();
  const { id, name, isActive } = testimonial;
  const state = !isActive ? 'hidden' : onHome ? 'onHome' : 'waiting';

  if (editing) {
    return (
      <Card $hidden={false} aria-label={`Editing ${name}`}>
        <h2>Edit {name}</h2>
        <TestimonialForm
          idPrefix={`testimonial-${id}`}
          initial={valuesOf(testimonial)}
          submitLabel="Save Changes"
          what="this testimonial"
          pendingLabel="Saving…"
          onCancel={() => setEditing(false)}
          save={async (input) => {
            await update.mutateAsync({ id, change: input });
            toast({ title: 'Testimonial saved', description: input.name, variant: 'success' });
            setEditing(false);
          }}
        />
      </Card>
    );
  }

  return (
    <Card $hidden={!isActive} data-compact="">
      <div data-card-head="">
        {/* The name and its state on one line, as a list's rows (the pill at its right). */}
        <NameLine>
          <h2>{name}</h2>
          <Badge $tone={stateTone[state]}>{stateLabels[state]}</Badge>
        </NameLine>
        <Muted as="div">
          <Separated>
            {testimonial.title && <span>{testimonial.title}</span>}
            <Whole>{testimonial.rating} of 5 stars</Whole>
          </Separated>
        </Muted>
      </div>
      <Quote text={testimonial.content} id={`testimonial-quote-${id}`} />
      <HeadshotField testimonial={testimonial} />
      <Actions data-card-actions="">
        <SmallButton type="button" aria-label={`Edit: ${name}`} onClick={() => setEditing(true)}>
          Edit
        </SmallButton>
        <SmallButton
          type="button"
          aria-label={`${isActive ? 'Hide' : 'Show'}: ${name}`}
          disabled={update.isPending}
          onClick={() =>
            update.mutate(
              { id, change: { isActive: !isActive } },
              {
                onSuccess: () =>
                  toast({
                    title: isActive ? 'Testimonial hidden' : 'Testimonial shown',
                    description: name,
                    variant: 'success',
                  }),
                onError: failed('The testimonial was not changed'),
              },
            )
          }
        >
          {isActive ? 'Hide' : 'Show'}
        </SmallButton>
        {/* The order's two steps as signs, one pair that never splits over two lines. */}
        <Whole>
          <IconButton
            type="button"
            aria-label={`Move up: ${name}`}
            title="Move up"
            disabled={place === 0 || moving}
            onClick={() => move(place, place - 1)}
          >
            <span aria-hidden="true">↑</span>
          </IconButton>{' '}
          <IconButton
            type="button"
            aria-label={`Move down: ${name}`}
            title="Move down"
            disabled={place === count - 1 || moving}
            onClick={() => move(place, place + 1)}
          >
            <span aria-hidden="true">↓</span>
          </IconButton>
        </Whole>
      </Actions>
    </Card>
  );
}

/**
 * The home page's testimonials: the first three shown ones, in this order (with none shown, the
 * home page keeps its own three). Add, edit, hide or show, move up or down, and give each the
 * client's headshot (else the home page draws a line-art mark beside the words).
 */
export function TestimonialsScreen() {
  const list = useScreenQuery(testimonialsQueryOptions());
  const create = useCreateTestimonial();
  const reorder = useReorderTestimonials();

  if (list.isPending) return <Loading label="Loading testimonials…" />;
  if (list.isError)
    return (
      <ErrorState
        title="The testimonials could not be loaded."
        error={list.error}
        onRetry={() => void list.refetch()}
      />
    );

  const items = list.data.items;
  const shownIds = items.filter((item) => item.isActive).map((item) => item.id);
  const move = (from: number, to: number) => {
    const ids = items.map((item) => item.id);
    const [moved] = ids.splice(from, 1);
    if (moved === undefined) return;
    ids.splice(to, 0, moved);
    reorder.mutate(ids, { onError: failed('The order was not changed') });
  };

  return (
    <>
      <Muted style={{ marginBottom: '1.5rem' }}>
        The home page shows the first {onHomePage} testimonials marked shown, in this order. When
        none is marked shown, it shows its own three.{' '}
        <span id={headshotRequirementsId}>{headshotRequirements}</span>
      </Muted>
      {items.length === 0 ? (
        <div style={{ marginBottom: '2rem' }}>
          <EmptyState
            detail="Testimonials you add appear here, in the order the home page shows them. Until one is shown, the home page shows its own three."
            action={<InPageLink href="#testimonial-new">Add a Testimonial</InPageLink>}
          >
            No testimonials yet.
          </EmptyState>
        </div>
      ) : (
        <List aria-label="Testimonials, in display order">
          {items.map((testimonial, index) => (
            <TestimonialCard
              key={testimonial.id}
              testimonial={testimonial}
              place={index}
              count={items.length}
              onHome={
                shownIds.indexOf(testimonial.id) > -1 &&
                shownIds.indexOf(testimonial.id) < onHomePage
              }
              move={move}
              moving={reorder.isPending}
            />
          ))}
        </List>
      )}
      <Section aria-labelledby="testimonial-new">
        <h2 id="testimonial-new">Add a testimonial</h2>
        <TestimonialForm
          idPrefix="testimonial-new"
          initial={emptyTestimonial}
          submitLabel="Add Testimonial"
          what="the new testimonial"
          pendingLabel="Adding…"
          save={async (input) => {
            await create.mutateAsync(input);
            toast({
              title: 'Testimonial added',
              description: `${input.name} is last in the order.`,
              variant: 'success',
            });
          }}
        />
      </Section>
    </>
  );
}
