import type { Knex } from 'knex';
import type { AdminTestimonial } from '@site/contracts/endpoints/admin-site';
import { toNumber } from '../../../db/mapping';

interface Row {
  id: number;
  name: string;
  title: string;
  content: string;
  rating: number;
  is_active: boolean;
  sort_order: number;
}

const toAdminTestimonial = (row: Row): AdminTestimonial => ({
  id: toNumber(row.id),
  name: row.name,
  title: row.title,
  content: row.content,
  rating: toNumber(row.rating),
  isActive: row.is_active,
  sortOrder: toNumber(row.sort_order),
});

const columns = ['id', 'name', 'title', 'content', 'rating', 'is_active', 'sort_order'];

export interface TestimonialFields {
  name?: string;
  title?: string;
  content?: string;
  rating?: number;
  isActive?: boolean;
}

function toRow(fields: TestimonialFields): Partial<Row> {
  return {
    ...(fields.name === undefined ? {} : { name: fields.name }),
    ...(fields.title === undefined ? {} : { title: fields.title }),
    ...(fields.content === undefined ? {} : { content: fields.content }),
    ...(fields.rating === undefined ? {} : { rating: fields.rating }),
    ...(fields.isActive === undefined ? {} : { is_active: fields.isActive }),
  };
}

/** The owner's view of the testimonials: all of them, shown or hidden, in display order. */
export function createAdminTestimonialRepository(db: Knex) {
  return {
    async list(trx?: Knex.Transaction): Promise<AdminTestimonial[]> {
      const rows: Row[] = await (trx ?? db)('testimonials')
        .select(columns)
        .orderBy([{ column: 'sort_order' }, { column: 'id' }]);
      return rows.map(toAdminTestimonial);
    },

    /** Adds one after every other. */
    async create(
      fields: Required<Omit<TestimonialFields, 'isActive'>> & { isActive?: boolean },
      trx: Knex.Transaction,
    ): Promise<AdminTestimonial> {
      const [last] = await trx('testimonials').max({ max: 'sort_order' });
      const next = last?.max === null || last?.max === undefined ? 0 : toNumber(last.max) + 1;
      const [row] = await trx<Row>('testimonials')
        .insert({ ...toRow({ isActive: true, ...fields }), sort_order: next })
        .returning(columns);
      return toAdminTestimonial(row as Row);
    },

    async update(
      id: number,
      fields: TestimonialFields,
      trx: Knex.Transaction,
    ): Promise<AdminTestimonial | null> {
      const change = toRow(fields);
      const query = trx<Row>('testimonials').where({ id });
      const [row] =
        Object.keys(change).length === 0
          ? await query.select(columns)
          : await query.update(change).returning(columns);
      return row ? toAdminTestimonial(row as Row) : null;
    },

    /** Gives each id its place in `ids` (0, 1, 2, …). */
    async reorder(ids: number[], trx: Knex.Transaction): Promise<void> {
      for (const [index, id] of ids.entries()) {
        await trx('testimonials').where({ id }).update({ sort_order: index });
      }
    },

    async ids(trx: Knex.Transaction): Promise<number[]> {
      const rows = await trx<Row>('testimonials').select('id');
      return rows.map((row) => toNumber(row.id));
    },
  };
}

export type AdminTestimonialRepository = ReturnType<typeof createAdminTestimonialRepository>;
