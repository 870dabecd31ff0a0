import { useRef, useState } from 'react';
import styled from 'styled-components';
import {
  postImageLimitsHint,
  postImageMaxBytes,
  postImageTypes,
  postMessages,
} from '@site/contracts/admin-posts';
import type { AdminTestimonial } from '@site/contracts/endpoints/admin-site';
import { TestimonialPicture } from '@site/ui/testimonial-mark';
import { toast } from '@site/ui/toast';
import { ConfirmAction } from '../../../components/confirm-action';
import { Actions, FieldError, Muted, SmallButton } from '../../../components/ui';
import { apiErrorMessage } from '../../../lib/api-error';
import { useRemoveHeadshot, useUploadHeadshot } from '../api/testimonials';

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.75rem 1rem;
  margin-bottom: 0.75rem;
`;

const Side = styled.div`
  display: grid;
  gap: 0.5rem;
  flex: 1 1 14rem;
  min-width: 0;
`;

/**
 * What a headshot must be, and what stands in for a missing one, said once above the list rather
 * than in every card; each upload button is described by it (`headshotRequirementsId`), and its
 * name says whether the card has one ("Upload" or "Replace").
 */
export const headshotRequirements = `Headshots: ${postImageLimitsHint}, at least 600 px wide; square works best. Until one is uploaded, the home page shows the line-art mark you see on the card.`;
export const headshotRequirementsId = 'headshot-requirements';

/**
 * A testimonial's headshot: what the home page shows beside the client's name (his photograph
 * once uploaded, else the testimonial's line-art mark), with upload, replace and remove.
 */
export function HeadshotField({ testimonial }: { testimonial: AdminTestimonial }) {
  const { id, name, headshot } = testimonial;
  const input = useRef<HTMLInputElement>(null);
  const [error, setError] = useState<string | null>(null);
  const upload = useUploadHeadshot();
  const remove = useRemoveHeadshot();
  const busy = upload.isPending || remove.isPending;
  const fieldId = `testimonial-${id}-headshot`;

  const send = (file: File) => {
    if (file.size > postImageMaxBytes) {
      setError(postMessages.imageTooLarge);
      return;
    }
    setError(null);
    upload.mutate(
      { id, file },
      {
        onSuccess: () =>
          toast({
            title: 'Headshot uploaded',
            description: `It shows beside ${name}'s words now.`,
            variant: 'success',
          }),
        onError: (failure) =>
          setError(apiErrorMessage(failure, 'The headshot was not uploaded. Please try again.')),
      },
    );
  };

  const removeIt = () => {
    setError(null);
    remove.mutate(id, {
      onSuccess: () =>
        toast({
          title: 'Headshot removed',
          description: `${name}'s words show with a line-art mark.`,
          variant: 'success',
        }),
      onError: (failure) =>
        setError(apiErrorMessage(failure, 'The headshot was not removed. Please try again.')),
    });
  };

  return (
    <Row role="group" aria-label={`Headshot: ${name}`} data-headshot="">
      <TestimonialPicture id={id} name={name} headshot={headshot} />
      <Side>
        <input
          ref={input}
          id={fieldId}
          type="file"
          hidden
          accept={postImageTypes.join(',')}
          aria-label={`Headshot file: ${name}`}
          onChange={(event) => {
            const chosen = event.currentTarget;
            const file = chosen.files?.[0];
            chosen.value = '';
            if (file) send(file);
          }}
        />
        <Actions>
          <SmallButton
            type="button"
            disabled={busy}
            aria-label={`${headshot ? 'Replace' : 'Upload'} headshot: ${name}`}
            aria-describedby={`${error ? `${fieldId}-error ` : ''}${headshotRequirementsId}`}
            onClick={() => input.current?.click()}
          >
            {upload.isPending ? 'Uploading…' : headshot ? 'Replace Headshot' : 'Upload Headshot'}
          </SmallButton>
          {headshot ? (
            <ConfirmAction
              label="Remove Headshot"
              confirmLabel="Yes, Remove Headshot"
              consequence={`The photo leaves the home page at once; ${name}'s words show with a line-art mark.`}
              pending={remove.isPending}
              onConfirm={removeIt}
            />
          ) : null}
        </Actions>
        {upload.isPending ? (
          <Muted role="status">Uploading and converting the headshot…</Muted>
        ) : null}
        {error ? (
          <FieldError id={`${fieldId}-error`} role="alert">
            {error}
          </FieldError>
        ) : null}
      </Side>
    </Row>
  );
}
