import type { Knex } from 'knex';

export interface ContentVersion {
  version: number;
  changedAt: string;
}

interface ContentVersionRow {
  id: number;
  version: string | number;
  changed_at: Date | string;
}

const toContentVersion = (
  row: Pick<ContentVersionRow, 'version' | 'changed_at'>,
): ContentVersion => ({
  version: Number(row.version),
  changedAt: new Date(row.changed_at).toISOString(),
});

/**
 * The version of the public content. Call `bump` in the transaction that changes a post, a
 * testimonial or a site setting: page caches compare versions and drop what they hold.
 */
export function createSiteContentRepository(db: Knex) {
  return {
    async read(trx?: Knex.Transaction): Promise<ContentVersion> {
      const row = await (trx ?? db)<ContentVersionRow>('site_content_version')
        .where({ id: 1 })
        .first('version', 'changed_at');
      if (!row) throw new Error('site_content_version has no row: run the migrations');
      return toContentVersion(row);
    },

    /** The version, its row locked until `trx` ends: one writer decides at a time. */
    async lock(trx: Knex.Transaction): Promise<ContentVersion> {
      const row = await trx<ContentVersionRow>('site_content_version')
        .where({ id: 1 })
        .forUpdate()
        .first('version', 'changed_at');
      if (!row) throw new Error('site_content_version has no row: run the migrations');
      return toContentVersion(row);
    },

    async bump(trx?: Knex.Transaction, now: Date = new Date()): Promise<ContentVersion> {
      const [row] = await (trx ?? db)<ContentVersionRow>('site_content_version')
        .where({ id: 1 })
        .update({ version: (trx ?? db).raw('version + 1'), changed_at: now })
        .returning(['version', 'changed_at']);
      if (!row) throw new Error('site_content_version has no row: run the migrations');
      return toContentVersion(row);
    },
  };
}

export type SiteContentRepository = ReturnType<typeof createSiteContentRepository>;
