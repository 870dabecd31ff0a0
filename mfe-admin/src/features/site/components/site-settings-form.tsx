import { useRef, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { ValidationError } from 'yup';
import {
  ownerSettingsKeys,
  ownerSettingsSchema,
  type OwnerSettingKey,
  type OwnerSettings,
} from '@site/contracts/endpoints/admin-site';
import { Button } from '@site/ui/button';
import { toast } from '@site/ui/toast';
import { FieldError, FieldLabel, Input, Muted } from '../../../components/ui';
import { apiErrorMessage, apiFieldErrors } from '../../../lib/api-error';
import { useSaveSiteSettings } from '../api/site-settings';

const Form = styled.form`
  display: grid;
  gap: 1rem;
  max-width: 40rem;
`;

const Alert = styled.p`
  margin: 0;
  padding: 0.75rem 1rem;
  border-left: 4px solid ${({ theme }) => theme.colors.destructive};
  background: #fff7f6;
  font-weight: 600;
`;

const labels: Record<OwnerSettingKey, { label: string; hint: string; type: 'text' | 'url' }> = {
  coachName: {
    label: 'Your name',
    hint: 'In page titles, copy such as “Book … Now”, and e-mails.',
    type: 'text',
  },
  assessmentUrl: {
    label: 'Assessment address',
    hint: 'Where the assessment buttons lead. Empty: no assessment button.',
    type: 'url',
  },
  linkedinUrl: { label: 'LinkedIn profile', hint: 'Empty: not linked.', type: 'url' },
  xUrl: { label: 'X profile', hint: 'Empty: not linked.', type: 'url' },
  youtubeUrl: { label: 'YouTube channel', hint: 'Empty: not linked.', type: 'url' },
};

const fieldId = (key: OwnerSettingKey) => `site-setting-${key}`;

/**
 * The settings the site shows on every page and in every e-mail, saved at once (no rebuild). A
 * field left empty takes the value the server was configured with, if any.
 */
export function SiteSettingsForm({ saved }: { saved: OwnerSettings }) {
  const [values, setValues] = useState(saved);
  const [errors, setErrors] = useState<Partial<Record<OwnerSettingKey, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const save = useSaveSiteSettings();
  const alertRef = useRef<HTMLParagraphElement>(null);

  const showErrors = (found: Partial<Record<OwnerSettingKey, string>>) => {
    setErrors(found);
    const first = ownerSettingsKeys.find((key) => found[key]);
    if (first) document.getElementById(fieldId(first))?.focus();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    let settings: OwnerSettings;
    try {
      settings = await ownerSettingsSchema.validate(values, { abortEarly: false });
    } catch (error) {
      if (!(error instanceof ValidationError)) throw error;
      const found: Partial<Record<OwnerSettingKey, string>> = {};
      for (const inner of error.inner) found[inner.path as OwnerSettingKey] ??= inner.message;
      showErrors(found);
      return;
    }
    setErrors({});
    save.mutate(settings, {
      onSuccess: (stored) => {
        setValues(stored);
        toast({
          title: 'Settings saved',
          description: 'Every page and e-mail uses them from now on.',
          variant: 'success',
        });
      },
      onError: (error) => {
        const found = apiFieldErrors(error) as Partial<Record<OwnerSettingKey, string>>;
        if (Object.keys(found).length > 0) showErrors(found);
        setFailure(apiErrorMessage(error, 'The settings were not saved. Please try again.'));
        requestAnimationFrame(() => alertRef.current?.focus());
      },
    });
  };

  return (
    <Form noValidate onSubmit={submit}>
      {failure && (
        <Alert ref={alertRef} role="alert" tabIndex={-1}>
          {failure}
        </Alert>
      )}
      {ownerSettingsKeys.map((key) => (
        <div key={key}>
          <FieldLabel htmlFor={fieldId(key)}>{labels[key].label}</FieldLabel>
          <Input
            id={fieldId(key)}
            name={key}
            type={labels[key].type}
            inputMode={labels[key].type === 'url' ? 'url' : undefined}
            value={values[key]}
            onChange={(event) =>
              setValues((current) => ({ ...current, [key]: event.target.value }))
            }
            aria-invalid={errors[key] ? true : undefined}
            aria-describedby={`${fieldId(key)}-hint${errors[key] ? ` ${fieldId(key)}-error` : ''}`}
          />
          <Muted id={`${fieldId(key)}-hint`} style={{ fontSize: '0.9rem' }}>
            {labels[key].hint}
          </Muted>
          {errors[key] && <FieldError id={`${fieldId(key)}-error`}>{errors[key]}</FieldError>}
        </div>
      ))}
      <div>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? 'Saving…' : 'Save Settings'}
        </Button>
      </div>
    </Form>
  );
}
