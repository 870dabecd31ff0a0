import type { Knex } from 'knex';
import type { Testimonial } from '@site/contracts/api-types';
import { toTestimonial, type TestimonialRow } from '../../../db/mapping';

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
