import {
  missingForPublishing,
  postFieldsSchema,
  postMessages,
  undescribedBodyImages,
  type PostFields,
} from '../admin-posts';

const complete: PostFields = {
  title: 'On Being Whole',
  slug: 'on-being-whole',
  excerpt: 'Why alignment beats effort.',
  subtitle: '',
  seoDescription: '',
  category: 'Personal Development',
  tags: [],
  authorName: 'Adrian Vale',
  authorBio: '',
  featuredImage: '/api/media/uploads/abc-1200.webp',
  featuredImageAlt: 'A quiet lake at dawn',
  content: 'The body.\n\n![Two chairs facing the sea](/api/media/uploads/b-1200.webp#1200x800)',
};

describe('publishing a post needs every image described', () => {
  it('publishes a post whose images are all described', () => {
    expect(missingForPublishing(complete)).toEqual({});
  });

  it('asks for the featured image’s description, empty or blank', () => {
    for (const featuredImageAlt of ['', '   ']) {
      expect(missingForPublishing({ ...complete, featuredImageAlt })).toEqual({
        featuredImageAlt: postMessages.featuredImageAltRequired,
      });
    }
  });

  it('asks for a body image’s description: empty, or the placeholder an editor once inserted', () => {
    for (const image of [
      '![](/api/media/uploads/b-1200.webp#1200x800)',
      '![Describe the image](/api/media/uploads/b-1200.webp#1200x800)',
      '![  describe the image ](/api/media/uploads/b-1200.webp)',
    ]) {
      expect(missingForPublishing({ ...complete, content: `Text.\n\n${image}\n` })).toEqual({
        content: postMessages.bodyImageAltRequired,
      });
    }
  });

  it('names the images left undescribed, and reads escaped brackets in a description', () => {
    expect(
      undescribedBodyImages(
        '![A \\[framed\\] print](/a.webp) ![](/b.webp) [a link](/c) ![ok](</d e.webp>)',
      ),
    ).toEqual(['/b.webp']);
  });

  it('an editor that does not send the description saves it empty', () => {
    const { featuredImageAlt: _omitted, ...older } = complete;
    expect(postFieldsSchema.validateSync(older).featuredImageAlt).toBe('');
  });
});
