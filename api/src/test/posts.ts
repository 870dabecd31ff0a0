/** The owner's posts in API integration tests: an image to upload, and a post's editable fields. */
import sharp from 'sharp';
import type { AdminPost, PostImage } from '@site/contracts/admin-posts';
import type { OwnerSession } from './owner';

/** A plain PNG of `width` × `height`, an image the post pipeline accepts. */
function postImagePng(width: number, height: number): Promise<Buffer> {
  return sharp({
    create: { width, height, channels: 3, background: { r: 200, g: 120, b: 40 } },
  })
    .png()
    .toBuffer();
}

/** Uploads a 1600 × 840 post image as the owner; answers the stored image. */
export async function uploadPostImage(owner: OwnerSession): Promise<PostImage> {
  const response = await owner.send(
    'POST',
    '/api/admin/posts/images',
    await postImagePng(1600, 840),
    {
      'content-type': 'image/png',
    },
  );
  expect(response.statusCode).toBe(201);
  return response.json<PostImage>();
}

/** What the editor sends back of a post: all but what the server alone sets. */
export function editableFields(post: AdminPost) {
  const {
    id: _id,
    status: _status,
    publishedAt: _publishedAt,
    updatedAt: _updatedAt,
    createdAt: _createdAt,
    readingTime: _readingTime,
    timezone: _timezone,
    ...fields
  } = post;
  return fields;
}
