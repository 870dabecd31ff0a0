import type { Knex } from 'knex';
import type { PostImage } from '@site/contracts/admin-posts';
import type { Testimonial } from '@site/contracts/api-types';
import { toNumber } from '../../../db/mapping';

/* ---- The row as read (snake_case) and its mapping (camelCase). ---- */

export interface TestimonialRow {
  id: number;
  name: string;
  title: string;
  content: string;
  rating: number;
  image_url: string | null;
  is_active: boolean;
  sort_order: number;
  /** The client's headshot's set as JSON (migration 023); null: none uploaded. */
  headshot: string | null;
}

/** A stored image set (JSON text) as the API answers it; null stays null. */
export function parseHeadshot(value: string | null): PostImage | null {
  return value === null ? null : (JSON.parse(value) as PostImage);
}

export function toTestimonial(row: TestimonialRow): Testimonial {
  const testimonial: Testimonial = {
    id: toNumber(row.id),
    name: row.name,
    title: row.title,
    content: row.content,
    rating: toNumber(row.rating),
  };
  if (row.image_url !== null) testimonial.imageUrl = row.image_url;
  const headshot = parseHeadshot(row.headshot);
  if (headshot !== null) testimonial.headshot = headshot;
  return testimonial;
}

export interface TestimonialInput {
  name: string;
  title: string;
  content: string;
  rating: number;
  imageUrl?: string;
  sortOrder: number;
}

export function createTestimonialRepository(db: Knex) {
  return {
    async listActive(trx?: Knex.Transaction): Promise<Testimonial[]> {
      const rows = await (trx ?? db)<TestimonialRow>('testimonials')
        .where({ is_active: true })
        .orderBy([{ column: 'sort_order' }, { column: 'id' }]);
      return rows.map(toTestimonial);
    },

    /** Inserts a starter testimonial; does nothing when its name is taken. */
    async insertSeed(input: TestimonialInput, trx?: Knex.Transaction): Promise<void> {
      await (trx ?? db)('testimonials')
        .insert({
          name: input.name,
          title: input.title,
          content: input.content,
          rating: input.rating,
          image_url: input.imageUrl ?? null,
          sort_order: input.sortOrder,
        })
        .onConflict('name')
        .ignore();
    },
  };
}

export type TestimonialRepository = ReturnType<typeof createTestimonialRepository>;
