import {
  useEffect,
  useRef,
  useState,
  type ChangeEvent,
  type FormEvent,
  type ReactNode,
} from 'react';
import { useSearchParams } from '@site/ui/router';
import { formatUsd } from '@site/contracts/money';
import {
  isPaidPackageType,
  packageParam,
  packages,
  type PaidPackageType,
} from '@site/contracts/packages';
import styled from 'styled-components';
import { Select } from '@site/ui/select';
import {
  contactSchema,
  inquiryTypeLabels,
  inquiryTypes,
  referralSourceLabels,
  referralSources,
  type ContactRequest,
  type InquiryType,
} from '@site/contracts/schemas/contact';
import { Button } from '@site/ui/button';
import { errorIdOf, useFieldErrors, validateFields } from '@site/ui/form-kit';
import { toast } from '@site/ui/toast';
import { useTypedBeforeHydration } from '@site/ui/typed-before-hydration';
import { useHydrated } from '@site/ui/use-hydrated';
import { useSendContactMessage } from '../api/send-contact-message';
import { INQUIRY_TYPE_PARAM } from './contact-links';
import { ContactSent, type SentMessage } from './contact-sent';

/** The toast text when a failure carries no message of its own. */
export const CONTACT_FAILURE_FALLBACK = 'Failed to send message';

type Field = 'inquiryType' | 'name' | 'email' | 'organization' | 'message' | 'referralSource';
type Values = Record<Field, string>;

const emptyValues: Values = {
  inquiryType: '',
  name: '',
  email: '',
  organization: '',
  message: '',
  referralSource: '',
};

/** Each field's control, in the form's order. */
const ids: Record<Field, string> = {
  inquiryType: 'contact-inquiryType',
  name: 'contact-name',
  email: 'contact-email',
  organization: 'contact-organization',
  message: 'contact-message',
  referralSource: 'contact-referralSource',
};
const fieldOrder = Object.keys(ids) as Field[];

function isInquiryType(value: string | null): value is InquiryType {
  return value !== null && (inquiryTypes as readonly string[]).includes(value);
}

/** Validates with the shared schema: the cleaned request, or each field's first message. */
const validate = (values: Values) =>
  validateFields<Field, ContactRequest>(contactSchema, values, { stripUnknown: true });

const Form = styled.form`
  display: grid;
  gap: 1.25rem;

  ${({ theme }) => theme.media.desktop} {
    grid-template-columns: 1fr 1fr;
  }
`;

const Row = styled.div<{ $wide?: boolean }>`
  display: grid;
  gap: 0.4rem;
  align-content: start;

  ${({ theme }) => theme.media.desktop} {
    grid-column: ${({ $wide }) => ($wide ? '1 / -1' : 'auto')};
  }

  label {
    font-weight: 700;
    color: ${({ theme }) => theme.colors.navy};
  }

  input,
  textarea {
    width: 100%;
    min-height: 44px;
    padding: 0.65rem 0.85rem;
    border: 1px solid ${({ theme }) => theme.colors.muted};
    border-radius: 8px;
    font: inherit;
    color: ${({ theme }) => theme.colors.text};
    background: ${({ theme }) => theme.colors.surface};
  }

  textarea {
    min-height: 9rem;
    resize: vertical;
  }

  [aria-invalid='true'] {
    border-color: ${({ theme }) => theme.colors.destructive};
    box-shadow: 0 0 0 1px ${({ theme }) => theme.colors.destructive};
  }

  :disabled {
    opacity: 0.7;
  }
`;

const Required = styled.span`
  color: ${({ theme }) => theme.colors.destructive};
`;

const Message = styled.p`
  margin: 0;
  font-size: 0.95rem;
  font-weight: 600;
  color: ${({ theme }) => theme.colors.destructive};
`;

/* The message written for the visitor, announced where the form starts. */
const Waiting = styled.p`
  margin: 0;
  padding: 0.85rem 1rem;
  border-left: 4px solid ${({ theme }) => theme.colors.gold};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.ivory};
  color: ${({ theme }) => theme.colors.text};

  ${({ theme }) => theme.media.desktop} {
    grid-column: 1 / -1;
  }
`;

const Submit = styled.div`
  ${({ theme }) => theme.media.desktop} {
    grid-column: 1 / -1;
  }

  button {
    width: 100%;
  }
`;

function FieldRow({
  field,
  label,
  required = false,
  wide = false,
  error,
  children,
}: {
  field: Field;
  label: string;
  required?: boolean;
  wide?: boolean;
  error?: string;
  children: ReactNode;
}) {
  return (
    <Row $wide={wide}>
      <label htmlFor={ids[field]}>
        {label}
        {required && <Required aria-hidden="true"> *</Required>}
      </label>
      {children}
      {error && <Message id={errorIdOf(ids[field])}>{error}</Message>}
    </Row>
  );
}

/**
 * The message a visitor starts from when card payments are off and he chose a package on the way
 * (`/connect?package=5-session`): he asks for it, and may say more.
 */
export function packageRequest(type: PaidPackageType): string {
  const { name, price } = packages[type];
  return `I would like to book the ${name} (${formatUsd(price)}). Please let me know how I can pay for it.`;
}

/** The inquiry type of a message asking to book a package. */
export const PACKAGE_REQUEST_TYPE: InquiryType = 'package';

/**
 * The contact form. It checks itself with the same schema the API uses and shows each message
 * under its field; while sending, the button reads 'Sending Message...' and the form is locked;
 * a sent message resets the form and, in its place, confirms what was sent and what happens next
 * (`ContactSent`) until the visitor chooses to write another. `?type=speaking` (any inquiry type) chooses the type up front;
 * `?package=5-session` (a paid package) starts a message asking for that package, says so where
 * the form starts and takes the focus there (without scrolling: `#contact-form` brings the form
 * into view).
 */
export function ContactForm() {
  const [searchParams] = useSearchParams();
  const preset = searchParams.get(INQUIRY_TYPE_PARAM);
  const chosenPackage = searchParams.get(packageParam);
  const [requested, setRequested] = useState<PaidPackageType | null>(() =>
    isPaidPackageType(chosenPackage) ? chosenPackage : null,
  );
  const [values, setValues] = useState<Values>(() => ({
    ...emptyValues,
    ...(requested
      ? { inquiryType: PACKAGE_REQUEST_TYPE, message: packageRequest(requested) }
      : { inquiryType: isInquiryType(preset) ? preset : '' }),
  }));
  const waitingRef = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    waitingRef.current?.focus({ preventScroll: true });
  }, []);
  const fields = useFieldErrors(ids);
  const { errors } = fields;
  const [attempted, setAttempted] = useState(false);
  /** The message just sent: the form's place then confirms it, until he writes another. */
  const [sent, setSent] = useState<SentMessage | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const send = useSendContactMessage();
  const pending = send.isPending;
  // The server-rendered form cannot send anything until the browser has taken it over; a native
  // submission before then would put the message in the address bar, so the button waits.
  const interactive = useHydrated();
  // What the visitor typed before then is kept.
  useTypedBeforeHydration(formRef, (typed) =>
    setValues((now) => {
      const next = { ...now };
      for (const field of fieldOrder) if (typed[field] !== undefined) next[field] = typed[field];
      return next;
    }),
  );

  const change =
    (field: Field) =>
    (event: ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) => {
      const next = { ...values, [field]: event.target.value };
      setValues(next);
      // After a first attempt, messages follow the visitor's corrections as they type.
      if (attempted) {
        fields.setErrors(validate(next).errors ?? {});
      }
    };

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setAttempted(true);
    const request = fields.check(contactSchema, values, { stripUnknown: true });
    if (!request) return;
    send.mutate(request, {
      onSuccess: () => {
        setValues(emptyValues);
        setRequested(null);
        setAttempted(false);
        setSent({ name: request.name, email: request.email });
        toast({
          title: 'Message sent successfully!',
          description: 'I’ll get back to you within 48 hours.',
          variant: 'success',
        });
      },
      onError: (error) => {
        toast({
          title: 'Error sending message',
          description: error.message || CONTACT_FAILURE_FALLBACK,
          variant: 'destructive',
        });
      },
    });
  };

  const control = (field: Field, required = false) => ({
    ...fields.control(field),
    name: field,
    value: values[field],
    onChange: change(field),
    disabled: pending,
    'aria-required': required || undefined,
  });

  if (sent) return <ContactSent sent={sent} onAgain={() => setSent(null)} />;

  return (
    <Form ref={formRef} onSubmit={handleSubmit} method="post" noValidate aria-label="Contact form">
      {requested && (
        <Waiting ref={waitingRef} tabIndex={-1}>
          Your message about the {packages[requested].name} is written for you below. Add your name
          and email, and send it.
        </Waiting>
      )}
      <FieldRow field="inquiryType" label="Inquiry Type" required wide error={errors.inquiryType}>
        <Select {...control('inquiryType', true)}>
          <option value="">Select what this is about</option>
          {inquiryTypes.map((type) => (
            <option key={type} value={type}>
              {inquiryTypeLabels[type]}
            </option>
          ))}
        </Select>
      </FieldRow>
      <FieldRow field="name" label="Name" required error={errors.name}>
        <input type="text" autoComplete="name" {...control('name', true)} />
      </FieldRow>
      <FieldRow field="email" label="Email" required error={errors.email}>
        <input type="email" autoComplete="email" {...control('email', true)} />
      </FieldRow>
      <FieldRow field="organization" label="Organization" wide error={errors.organization}>
        <input type="text" autoComplete="organization" {...control('organization')} />
      </FieldRow>
      <FieldRow field="message" label="Message" required wide error={errors.message}>
        <textarea
          placeholder="Tell me about your event, your question or your idea"
          {...control('message', true)}
        />
      </FieldRow>
      <FieldRow
        field="referralSource"
        label="How did you hear about me?"
        wide
        error={errors.referralSource}
      >
        <Select {...control('referralSource')}>
          <option value="">Choose one (optional)</option>
          {referralSources.map((source) => (
            <option key={source} value={source}>
              {referralSourceLabels[source]}
            </option>
          ))}
        </Select>
      </FieldRow>
      <Submit>
        <Button type="submit" disabled={pending || !interactive}>
          {pending ? 'Sending Message...' : 'Send Message'}
        </Button>
      </Submit>
    </Form>
  );
}
