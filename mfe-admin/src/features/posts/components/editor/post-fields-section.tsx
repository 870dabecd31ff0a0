import styled from 'styled-components';
import { postLimits, slugFromTitle } from '@site/contracts/admin-posts';
import { blogCategoryLabels } from '@site/contracts/blog';
import {
  Actions,
  FieldError,
  Input,
  Muted,
  Section,
  Select,
  SmallButton,
} from '../../../../components/ui';
import {
  Field,
  Grid,
  GrowingTextarea,
  ImageUpload,
  Textarea,
  TwoColumns,
  useGrowWithText,
} from './editor-fields';
import type { PostEditorModel } from './use-post-editor';
import { postFieldLabels } from '../../../../lib/post-fields';

/*
 * The title as it will read: in the headings' face, larger than the settings' fields, and
 * wrapping onto as many lines as it needs (a phone's width shows all of it).
 */
const TitleTextarea = styled(GrowingTextarea)`
  min-height: 0;
  font-family: ${({ theme }) => theme.fonts.heading};
  font-size: 1.375rem;
  font-weight: 600;
  line-height: 1.3;
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

/**
 * The post's title, written first, above its body: one line of text that wraps, so Enter adds no
 * line break and a pasted one becomes a space.
 */
export function PostTitleField({ editor }: { editor: PostEditorModel }) {
  const { fields, errors } = editor.state;
  const grow = useGrowWithText(fields.title);
  return (
    <Field label={postFieldLabels.title} id="post-title" error={errors.title}>
      {(control) => (
        <TitleTextarea
          {...control}
          ref={grow}
          rows={1}
          value={fields.title}
          onKeyDown={(event) => {
            if (event.key === 'Enter') event.preventDefault();
          }}
          onChange={(event) => editor.retitle(event.target.value.replace(/[\r\n]+/g, ' '))}
        />
      )}
    </Field>
  );
}

/** The post's settings, after its words: address, summary, classification, author, picture. */
export function PostFieldsSection({ editor }: { editor: PostEditorModel }) {
  const { fields, errors, tagsText, slugFollowsTitle } = editor.state;
  const { change } = editor;
  return (
    <Section aria-labelledby="post-fields-heading">
      <h2 id="post-fields-heading">Settings</h2>
      <Grid>
        <Field
          label={postFieldLabels.slug}
          hint={`The post’s address: /blog/${fields.slug || '…'}.${editor.live ? ' Changing it keeps the old address working.' : ''}`}
          id="post-slug"
          error={errors.slug}
        >
          {(control) => (
            <Input
              {...control}
              value={fields.slug}
              onChange={(event) => editor.readdress(event.target.value)}
            />
          )}
        </Field>
        {!slugFollowsTitle && fields.slug !== slugFromTitle(fields.title) ? (
          <Actions>
            <SmallButton type="button" onClick={editor.followTitleAddress}>
              Use the Address Suggested by the Title
            </SmallButton>
          </Actions>
        ) : null}
        <Field
          label={postFieldLabels.excerpt}
          hint="Shown in the list of posts and in search results."
          id="post-excerpt"
          error={errors.excerpt}
        >
          {(control) => (
            <Textarea
              {...control}
              value={fields.excerpt}
              onChange={(event) => change({ excerpt: event.target.value })}
            />
          )}
        </Field>
        <Field
          label={postFieldLabels.subtitle}
          hint="Optional. Shown under the title instead of the excerpt."
          id="post-subtitle"
          error={errors.subtitle}
        >
          {(control) => (
            <Input
              {...control}
              value={fields.subtitle}
              onChange={(event) => change({ subtitle: event.target.value })}
            />
          )}
        </Field>
        <TwoColumns>
          <Field label={postFieldLabels.category} id="post-category" error={errors.category}>
            {(control) => (
              <Select
                {...control}
                value={fields.category}
                onChange={(event) => change({ category: event.target.value })}
              >
                {blogCategoryLabels.map((label) => (
                  <option key={label} value={label}>
                    {label}
                  </option>
                ))}
              </Select>
            )}
          </Field>
          <Field
            label={postFieldLabels.tags}
            hint="Separate the tags with commas."
            id="post-tags"
            error={errors.tags}
          >
            {(control) => (
              <Input
                {...control}
                value={tagsText}
                onChange={(event) => editor.retag(event.target.value)}
              />
            )}
          </Field>
        </TwoColumns>
        <TwoColumns>
          <Field label={postFieldLabels.authorName} id="post-author" error={errors.authorName}>
            {(control) => (
              <Input
                {...control}
                value={fields.authorName}
                onChange={(event) => change({ authorName: event.target.value })}
              />
            )}
          </Field>
          <Field
            label={postFieldLabels.seoDescription}
            hint="Optional. Shown in search results; the excerpt is shown when it is empty."
            id="post-seo"
            error={errors.seoDescription}
          >
            {(control) => (
              <Input
                {...control}
                value={fields.seoDescription}
                onChange={(event) => change({ seoDescription: event.target.value })}
              />
            )}
          </Field>
        </TwoColumns>
        <Field label={postFieldLabels.authorBio} id="post-bio" error={errors.authorBio}>
          {(control) => (
            <Textarea
              {...control}
              value={fields.authorBio}
              onChange={(event) => change({ authorBio: event.target.value })}
            />
          )}
        </Field>
        <FeaturedImage editor={editor} />
      </Grid>
    </Section>
  );
}

/**
 * The featured image's parts, spaced as the editor's fields are: the drop zone, the image (or
 * the words saying there is none), its description; the image never touches the drop zone.
 */
const ImageParts = styled.div`
  display: grid;
  gap: 0.75rem;
  min-width: 0;
`;

/** The featured image, its upload and its description (needed to publish). */
function FeaturedImage({ editor }: { editor: PostEditorModel }) {
  const { fields, errors } = editor.state;
  return (
    <ImageParts>
      <ImageUpload
        id="post-featured-image"
        label={postFieldLabels.featuredImage}
        refusal={errors.featuredImage ? 'post-featuredImage-error' : undefined}
        onUploaded={(image) => editor.change({ featuredImage: image.src })}
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
        label={postFieldLabels.featuredImageAlt}
        hint="Describe the image for readers who cannot see it. Needed to publish."
        id="post-featuredImageAlt"
        error={errors.featuredImageAlt}
      >
        {(control) => (
          <Input
            {...control}
            value={fields.featuredImageAlt}
            maxLength={postLimits.imageAlt}
            onChange={(event) => editor.change({ featuredImageAlt: event.target.value })}
          />
        )}
      </Field>
    </ImageParts>
  );
}
