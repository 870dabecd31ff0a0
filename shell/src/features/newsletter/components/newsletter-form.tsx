import { useRef, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import type { NewsletterRequest } from '@site/contracts/schemas/newsletter';
import { Button } from '@site/ui/button';
import { validateFields } from '@site/ui/form-kit';
import { toast } from '@site/ui/toast';
import { useTypedBeforeHydration } from '@site/ui/typed-before-hydration';
import { useHydrated } from '@site/ui/use-hydrated';
import { VisuallyHidden } from '@site/ui/visually-hidden';
import { useSubscribeNewsletter } from '../api/subscribe-newsletter';

export const NEWSLETTER_FAILURE_FALLBACK = 'Failed to subscribe. Please try again.';

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

/**
 * Newsletter sign-up: idle → submitting ('Joining...', input and button
 * disabled) → success (input cleared, success toast) or error (destructive toast).
 */
export function NewsletterForm() {
  const inputId = 'newsletter-email';
  const [email, setEmail] = useState('');
  const subscribe = useSubscribeNewsletter();
  const submitting = subscribe.isPending;

  // Until the page is interactive the form cannot work (and must not submit natively, which would
  // put the address in the URL): its button waits.
  const hydrated = useHydrated();
  // An address typed before then is kept.
  const formRef = useRef<HTMLFormElement>(null);
  useTypedBeforeHydration(formRef, (typed) => {
    if (typed.email !== undefined) setEmail(typed.email);
  });

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // The shared schema trims the address and rejects an empty one before anything is sent. It is
    // loaded on the first submit, so the validation library stays out of every page's first load.
    const { newsletterSchema } = await import('@site/contracts/schemas/newsletter');
    // A refused address is told in a toast: the form has no room for a message under its field.
    const { value: request, errors } = validateFields<'email', NewsletterRequest>(
      newsletterSchema,
      { email },
    );
    if (!request) {
      toast({ title: 'Error', description: errors.email, variant: 'destructive' });
      return;
    }
    subscribe.mutate(request, {
      onSuccess: () => {
        setEmail('');
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

  return (
    <Form ref={formRef} method="post" onSubmit={(event) => void handleSubmit(event)}>
      <VisuallyHidden as="label" htmlFor={inputId}>
        Email address
      </VisuallyHidden>
      <Input
        id={inputId}
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
    </Form>
  );
}
