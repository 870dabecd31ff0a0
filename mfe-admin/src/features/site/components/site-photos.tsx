import { useRef, useState } from 'react';
import styled from 'styled-components';
import { useQueryClient } from '@tanstack/react-query';
import {
  postImageLimitsHint,
  postImageMaxBytes,
  postImageTypes,
  postMessages,
} from '@site/contracts/admin-posts';
import type { SitePhoto, SitePhotoKind, SitePhotos } from '@site/contracts/site-settings';
import { coachArt } from '@site/ui/coach-picture';
import { toast } from '@site/ui/toast';
import { useScreenQuery } from '@site/ui/screen-query';
import { ConfirmAction } from '../../../components/confirm-action';
import { ErrorState, Loading } from '../../../components/states';
import { Actions, FieldError, Muted, SmallButton } from '../../../components/ui';
import { apiErrorMessage } from '../../../lib/api-error';
import { sitePhotosKey, sitePhotosQueryOptions } from '../api/get-site-photos';
import { removeSitePhoto } from '../api/remove-site-photo';
import { uploadSitePhoto } from '../api/upload-site-photo';

const photoCopy: Record<
  SitePhotoKind,
  {
    title: string;
    noun: string;
    where: string;
    builtIn: string;
    hint: string;
    /** The built-in image, shown while no photo is uploaded, where the back office has it. */
    art?: { src: string; width: number; height: number };
  }
> = {
  portrait: {
    art: coachArt.portrait,
    title: 'Portrait',
    noun: 'Portrait',
    where: "on the About and Connect pages, in the blog's author box and on the booking pages",
    builtIn: 'the built-in line drawing',
    hint: 'Upright works best (4:5).',
  },
  hero: {
    title: 'Home page photo',
    noun: 'Home Page Photo',
    where: 'at the top of the home page',
    builtIn: 'the built-in artwork',
    hint: 'Square or upright works best.',
  },
};

const Cards = styled.div`
  display: grid;
  gap: 1.5rem;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 16rem), 1fr));
`;

/* The photos side by side keep their buttons on one line, whatever the length of their text. */
const Card = styled.div`
  display: flex;
  flex-direction: column;
  gap: 0.75rem;

  h3 {
    margin: 0;
  }
  > input[type='file'] + div {
    margin-top: auto;
  }
`;

/* A thumbnail of the image in use, 120 px wide. */
const Preview = styled.img`
  display: block;
  width: 7.5rem;
  height: auto;
  border-radius: ${({ theme }) => theme.radius};
  border: 1px solid ${({ theme }) => theme.colors.border};
`;

/*
 * The built-in image where the back office does not have it (the home page's artwork is the
 * public site's): a thumbnail's frame of the built-in portrait's size (4:5), the home page's navy
 * and gold, its name inside, so both photos show their empty state alike and their words and
 * buttons line up.
 */
const BuiltInPreview = styled.div`
  display: grid;
  place-items: center;
  box-sizing: border-box;
  width: 7.5rem;
  aspect-ratio: ${coachArt.portrait.width} / ${coachArt.portrait.height};
  padding: 0.5rem;
  border-radius: ${({ theme }) => theme.radius};
  border: 1px solid ${({ theme }) => theme.colors.border};
  font-size: ${({ theme }) => theme.type.small};
  font-weight: 600;
  line-height: 1.3;
  text-align: center;
  color: ${({ theme }) => theme.colors.ivory};
  background:
    radial-gradient(ellipse at 80% 20%, rgb(201 162 77 / 35%), transparent 60%),
    ${({ theme }) => theme.colors.navy};
`;

function PhotoField({
  kind,
  photo,
  onChanged,
}: {
  kind: SitePhotoKind;
  photo: SitePhoto | null;
  onChanged: (photos: SitePhotos) => void;
}) {
  const copy = photoCopy[kind];
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState<'upload' | 'remove' | null>(null);
  const [error, setError] = useState<string | null>(null);
  const id = `site-photo-${kind}`;

  const upload = (file: File) => {
    if (file.size > postImageMaxBytes) {
      setError(postMessages.imageTooLarge);
      return;
    }
    setBusy('upload');
    setError(null);
    uploadSitePhoto(kind, file)
      .then((photos) => {
        onChanged(photos);
        toast({
          title: `${copy.noun} uploaded`,
          description: `It shows ${copy.where} now.`,
          variant: 'success',
        });
      })
      .catch((failure: unknown) =>
        setError(apiErrorMessage(failure, 'The photo was not uploaded. Please try again.')),
      )
      .finally(() => setBusy(null));
  };

  const remove = () => {
    setBusy('remove');
    setError(null);
    removeSitePhoto(kind)
      .then((photos) => {
        onChanged(photos);
        toast({
          title: `${copy.noun} removed`,
          description: `The site shows ${copy.builtIn}.`,
          variant: 'success',
        });
      })
      .catch((failure: unknown) =>
        setError(apiErrorMessage(failure, 'The photo was not removed. Please try again.')),
      )
      .finally(() => setBusy(null));
  };

  return (
    <Card role="group" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>{copy.title}</h3>
      {photo ? (
        <Preview
          src={photo.src}
          width={photo.width}
          height={photo.height}
          alt={`Current ${copy.title.toLowerCase()}`}
        />
      ) : copy.art ? (
        <Preview
          src={copy.art.src}
          width={copy.art.width}
          height={copy.art.height}
          alt={`Current ${copy.title.toLowerCase()}: ${copy.builtIn}`}
        />
      ) : (
        <BuiltInPreview
          role="img"
          aria-label={`Current ${copy.title.toLowerCase()}: ${copy.builtIn}`}
        >
          <span aria-hidden="true">{copy.builtIn[0]!.toUpperCase() + copy.builtIn.slice(1)}</span>
        </BuiltInPreview>
      )}
      {/* One sentence: what shows, and where. */}
      <Muted>
        {photo ? 'Your photo' : `No photo uploaded: ${copy.builtIn}`} shows {copy.where}.
      </Muted>
      <Muted id={`${id}-hint`}>
        {postImageLimitsHint}, at least 600 px wide. {copy.hint}
      </Muted>
      <input
        ref={input}
        id={id}
        type="file"
        hidden
        accept={postImageTypes.join(',')}
        aria-label={`${copy.noun} file`}
        onChange={(event) => {
          const chosen = event.currentTarget;
          const file = chosen.files?.[0];
          chosen.value = '';
          if (file) upload(file);
        }}
      />
      <Actions>
        <SmallButton
          type="button"
          disabled={busy !== null}
          aria-describedby={error ? `${id}-error ${id}-hint` : `${id}-hint`}
          onClick={() => input.current?.click()}
        >
          {busy === 'upload'
            ? 'Uploading…'
            : photo
              ? `Replace ${copy.noun}`
              : `Upload ${copy.noun}`}
        </SmallButton>
        {photo ? (
          <ConfirmAction
            label={`Remove ${copy.noun}`}
            confirmLabel={`Yes, Remove ${copy.noun}`}
            consequence={`The uploaded photo is taken off the site at once; ${copy.builtIn} shows again ${copy.where}.`}
            pending={busy === 'remove'}
            onConfirm={remove}
          />
        ) : null}
      </Actions>
      {busy === 'upload' ? <Muted role="status">Uploading and converting the photo…</Muted> : null}
      {error ? (
        <FieldError id={`${id}-error`} role="alert">
          {error}
        </FieldError>
      ) : null}
    </Card>
  );
}

/** The coach's portrait and the home page's photo: preview, upload, remove. */
export function SitePhotosPanel() {
  const queryClient = useQueryClient();
  const photos = useScreenQuery(sitePhotosQueryOptions());
  if (photos.isPending) return <Loading label="Loading the photos…" height="16rem" />;
  if (photos.isError)
    return (
      <ErrorState
        title="The photos could not be loaded."
        error={photos.error}
        onRetry={() => void photos.refetch()}
      />
    );
  const changed = (next: SitePhotos) => queryClient.setQueryData(sitePhotosKey, next);
  return (
    <Cards>
      <PhotoField kind="portrait" photo={photos.data.portrait} onChanged={changed} />
      <PhotoField kind="hero" photo={photos.data.hero} onChanged={changed} />
    </Cards>
  );
}
