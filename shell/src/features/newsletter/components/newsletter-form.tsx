import { useEffect, useRef, useState, type FormEvent, type RefObject } from 'react';
import styled from 'styled-components';
import type { NewsletterRequest } from '@site/contracts/schemas/newsletter';
import { Button } from '@site/ui/button';
import { useFieldErrors, validateFields } from '@site/ui/form-kit';
import { toast, toastLiftProperty, useToasts } from '@site/ui/toast';
import { useTypedBeforeHydration } from '@site/ui/typed-before-hydration';
import { useHydrated } from '@site/ui/use-hydrated';
import { VisuallyHidden } from '@site/ui/visually-hidden';
import { useSubscribeNewsletter } from '../api/subscribe-newsletter';

export const NEWSLETTER_FAILURE_FALLBACK = 'Failed to subscribe. Please try again.';

/** What the form says under its field once an address is subscribed. */
export const NEWSLETTER_CONFIRMATION = "You're in: my next letter comes to you first.";

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
   terracotta (as the contact form shows its refusals under each field), a subscription in light
   gold with its check. */
const Note = styled.p<{ $tone: 'error' | 'done' }>`
  flex: 1 0 100%;
  display: flex;
  align-items: flex-start;
  gap: 0.5rem;
  margin: 0.25rem 0 0;
  padding-inline: 1rem;
  font-size: ${({ theme }) => theme.type.small};
  font-weight: 600;
  color: ${({ theme, $tone }) =>
    $tone === 'error' ? theme.colors.destructiveOnDark : theme.colors.goldLight};

  svg {
    flex: none;
    width: 1.1em;
    height: 1.1em;
    margin-top: 0.2em;
  }
`;

function Check() {
  return (
    <svg viewBox="0 0 20 20" aria-hidden="true" focusable="false">
      <circle cx="10" cy="10" r="8.25" fill="none" stroke="currentColor" strokeWidth="1.5" />
      <path
        d="m6.5 10.25 2.5 2.5 4.5-5"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.5"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/** The room a toast takes at the window's foot (its height and margin), above which it is lifted. */
const TOAST_ROOM_PX = 120;

/**
 * While a toast shows, one that would cover the form (a form low on the screen, as the footer's is
 * when a phone has scrolled to it) is lifted above it (`toastLiftProperty`), so it never hides the
 * confirmation under the field; a form with no room above it leaves the toast where it is.
 */
function useToastsClearOf(form: RefObject<HTMLElement | null>) {
  const showing = useToasts().length > 0;
  useEffect(() => {
    const element = form.current;
    if (!showing || !element) return;
    const { top, bottom } = element.getBoundingClientRect();
    const height = window.innerHeight;
    const covered = bottom > height - TOAST_ROOM_PX && top < height;
    if (!covered || top < TOAST_ROOM_PX * 2) return;
    const root = document.documentElement;
    root.style.setProperty(toastLiftProperty, `${Math.round(height - top)}px`);
    return () => {
      root.style.removeProperty(toastLiftProperty);
    };
  }, [showing, form]);
}

/**
 * Newsletter sign-up: idle → submitting ('Joining...', input and button disabled) → success
 * (input cleared, the confirmation under the field and the success toast) or error (the
 * destructive toast). An address the schema refuses marks the field and takes the focus, its
 * reason said once: an empty one in the error toast, a mistyped one under the field, as every
 * form of the site does; the browser's own bubble never shows.
 */
export function NewsletterForm() {
  const [email, setEmail] = useState('');
  const [subscribed, setSubscribed] = useState(false);
  /** Whether the refusal was said in the toast (then not again under the field). */
  const [saidInToast, setSaidInToast] = useState(false);
  const fields = useFieldErrors(ids);
  const subscribe = useSubscribeNewsletter();
  const submitting = subscribe.isPending;

  // Until the page is interactive the form cannot work (and must not submit natively, which would
  // put the address in the URL): its button waits.
  const hydrated = useHydrated();
  // An address typed before then is kept.
  const formRef = useRef<HTMLFormElement>(null);
  useToastsClearOf(formRef);
  useTypedBeforeHydration(formRef, (typed) => {
    if (typed.email !== undefined) setEmail(typed.email);
  });

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubscribed(false);
    // The shared schema trims the address and rejects an empty one before anything is sent. It is
    // loaded on the first submit, so the validation library stays out of every page's first load.
    const { newsletterSchema } = await import('@site/contracts/schemas/newsletter');
    const { value: request, errors } = validateFields<'email', NewsletterRequest>(
      newsletterSchema,
      { email },
    );
    if (!request) {
      // The field marked and focused; the reason said once: an empty address in the error toast,
      // a mistyped one under the field.
      fields.refuse(errors);
      const empty = email.trim() === '';
      setSaidInToast(empty);
      if (empty) toast({ title: 'Error', description: errors.email, variant: 'destructive' });
      return;
    }
    fields.clear();
    subscribe.mutate(request, {
      onSuccess: () => {
        setEmail('');
        setSubscribed(true);
        toast({
          title: 'Success!',
          description: "You've been subscribed to our newsletter.",
          variant: 'success',
        });
      },
      onError: (error) => {
        toast({
          title: 'Error',
          description: error.message || NEWSLETTER_FAILURE_FALLBACK,
          variant: 'destructive',
        });
      },
    });
  };

  const error = fields.errors.email;
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
        onChange={(event) => {
          setEmail(event.target.value);
          setSubscribed(false);
        }}
        disabled={submitting}
      />
      <SubmitButton type="submit" disabled={submitting || !hydrated}>
        {submitting ? 'Joining...' : 'Join'}
      </SubmitButton>
      {error && !saidInToast && (
        <Note id={fields.errorId('email')} $tone="error">
          {error}
        </Note>
      )}
      {subscribed && (
        <Note $tone="done" data-newsletter-confirmation="">
          <Check />
          {NEWSLETTER_CONFIRMATION}
        </Note>
      )}
    </Form>
  );
}
