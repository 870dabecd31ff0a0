import { useEffect, useRef, useState, type FormEvent, type RefObject } from 'react';
import styled from 'styled-components';
import type { NewsletterRequest } from '@site/contracts/schemas/newsletter';
import { Button } from '@site/ui/button';
import { ConfirmationPanel, ConfirmationTitle } from '@site/ui/confirmation-panel';
import { useFieldErrors, validateFields } from '@site/ui/form-kit';
import { dismissToast, toast, toastRoomPx, toastsAtTopAttribute, useToasts } from '@site/ui/toast';
import { useTypedBeforeHydration } from '@site/ui/typed-before-hydration';
import { useHydrated } from '@site/ui/use-hydrated';
import { VisuallyHidden } from '@site/ui/visually-hidden';
import { useSubscribeNewsletter } from '../api/subscribe-newsletter';

export const NEWSLETTER_FAILURE_FALLBACK = 'Failed to subscribe. Please try again.';

const ids = { email: 'newsletter-email' } as const;

const Form = styled.form`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
`;

const Input = styled.input`
  flex: 1 1 12rem;
  min-width: 0;
  min-height: 44px;
  padding: 0.6rem 1rem;
  border: 1px solid rgb(245 239 227 / 0.45);
  border-radius: 999px;
  font: inherit;
  color: ${({ theme }) => theme.colors.ivory};
  background: rgb(245 239 227 / 0.08);

  &::placeholder {
    color: ${({ theme }) => theme.colors.onDarkMuted};
  }

  &:disabled {
    opacity: 0.7;
  }
`;

const SubmitButton = styled(Button)`
  flex: 0 0 auto;
`;

/* What the form says under its field, on the footer's navy: a refused address in the soft
   terracotta, as the contact form shows its refusals under each field. */
const Note = styled.p`
  flex: 1 0 100%;
  display: flex;
  align-items: flex-start;
  gap: 0.5rem;
  margin: 0.25rem 0 0;
  padding-inline: 1rem;
  font-size: ${({ theme }) => theme.type.small};
  font-weight: 600;
  color: ${({ theme }) => theme.colors.destructiveOnDark};
`;

/* The form's place once the address is in: the site's confirmation card, fitted to the footer's
   box (no space under it, the address free to break on a phone). */
const Joined = styled(ConfirmationPanel)`
  margin-bottom: 0;

  strong {
    overflow-wrap: anywhere;
  }
`;

/**
 * The room a toast at the window's foot may take (a phone's toast of two lines, its margin): a form
 * (with the card around it) reaching into it would be covered.
 */
export const TOAST_ROOM_PX = toastRoomPx;

/**
 * While a toast shows, a form low on the screen (the footer's, scrolled to on a phone) sends the
 * toasts to the window's top, under the header (`toastsAtTopAttribute`): there it covers nothing of
 * the form, its card's words or what the form says under its field.
 */
function useToastsClearOf(form: RefObject<HTMLElement | null>) {
  const showing = useToasts().length > 0;
  useEffect(() => {
    const element = form.current;
    if (!showing || !element) return;
    const { top, bottom } = element.getBoundingClientRect();
    const height = window.innerHeight;
    if (!(bottom > height - TOAST_ROOM_PX && top < height)) return;
    const root = document.documentElement;
    root.setAttribute(toastsAtTopAttribute, '');
    return () => {
      root.removeAttribute(toastsAtTopAttribute);
    };
  }, [showing, form]);
}

/**
 * Newsletter sign-up: idle → submitting ('Joining...', input and button disabled) → success
 * (input cleared, the success toast, and in the form's place a card saying, in his words, what
 * comes next: a toast fades before it is read) or error (the destructive toast). An address the schema
 * refuses marks the field and takes the focus, its reason said under the field, where the eye is,
 * as every form of the site does (an empty one in the error toast as well); the browser's own
 * bubble never shows. A new submit takes away what the form said before (its toast as well as the
 * line under the field).
 */
export function NewsletterForm() {
  const [email, setEmail] = useState('');
  /** The toast this form showed last, taken away when the form is sent again. */
  const shown = useRef<string | null>(null);
  const fields = useFieldErrors(ids);
  const subscribe = useSubscribeNewsletter();
  const submitting = subscribe.isPending;

  // Until the page is interactive the form cannot work (and must not submit natively, which would
  // put the address in the URL): its button waits.
  const hydrated = useHydrated();
  // An address typed before then is kept.
  const formRef = useRef<HTMLFormElement>(null);
  /** The address just subscribed: the form's place then says so, in his words. */
  const [joined, setJoined] = useState<string | null>(null);
  const joinedRef = useRef<HTMLElement>(null);
  useToastsClearOf(joined ? joinedRef : formRef);
  useEffect(() => {
    if (joined) joinedRef.current?.focus({ preventScroll: true });
  }, [joined]);
  useTypedBeforeHydration(formRef, (typed) => {
    if (typed.email !== undefined) setEmail(typed.email);
  });

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (shown.current) dismissToast(shown.current);
    shown.current = null;
    const say = (options: Parameters<typeof toast>[0]) => {
      shown.current = toast(options).id;
    };
    // The shared schema trims the address and rejects an empty one before anything is sent. It is
    // loaded on the first submit, so the validation library stays out of every page's first load.
    const { newsletterSchema } = await import('@site/contracts/schemas/newsletter');
    const { value: request, errors } = validateFields<'email', NewsletterRequest>(
      newsletterSchema,
      { email },
    );
    if (!request) {
      // The field marked and focused, the reason under it; an empty address in the error toast too.
      fields.refuse(errors);
      if (email.trim() === '')
        say({ title: 'Error', description: errors.email, variant: 'destructive' });
      return;
    }
    fields.clear();
    subscribe.mutate(request, {
      onSuccess: () => {
        setEmail('');
        setJoined(request.email);
        say({
          title: 'Success!',
          description: 'You’ve been subscribed to our newsletter.',
          variant: 'success',
        });
      },
      onError: (error) => {
        say({
          title: 'Error',
          description: error.message || NEWSLETTER_FAILURE_FALLBACK,
          variant: 'destructive',
        });
      },
    });
  };

  const error = fields.errors.email;
  if (joined)
    return (
      <Joined
        ref={joinedRef}
        $onDark
        tabIndex={-1}
        role="status"
        aria-labelledby="newsletter-joined"
      >
        <ConfirmationTitle id="newsletter-joined">You’re In</ConfirmationTitle>
        <p>
          Thank you. From my next piece on, it reaches you at <strong>{joined}</strong> before it
          goes out on social media, along with what I write only for subscribers.
        </p>
      </Joined>
    );
  return (
    <Form ref={formRef} method="post" noValidate onSubmit={(event) => void handleSubmit(event)}>
      <VisuallyHidden as="label" htmlFor={ids.email}>
        Email address
      </VisuallyHidden>
      <Input
        {...fields.control('email')}
        type="email"
        name="email"
        autoComplete="email"
        placeholder="Enter your email"
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        disabled={submitting}
      />
      <SubmitButton type="submit" disabled={submitting || !hydrated}>
        {submitting ? 'Joining...' : 'Join'}
      </SubmitButton>
      {error && <Note id={fields.errorId('email')}>{error}</Note>}
    </Form>
  );
}
