import fp from 'fastify-plugin';
import type { Knex } from 'knex';
import type { exportDatasets } from '@site/contracts/endpoints/admin-site';
import type { TableRows } from '../../platform/table-json';

/** Each dataset of the owner's export, read whole by the module that owns its table. */
export type OwnerExportReaders = Record<
  (typeof exportDatasets)[number],
  (db: Knex) => Promise<TableRows>
>;

declare module 'fastify' {
  interface FastifyInstance {
    /** The readers of the owner's export's datasets (services/owner-export). */
    ownerExportReaders: OwnerExportReaders;
  }
}

export interface OwnerExportOptions {
  /**
   * The posts, bookings, contact and newsletter modules own the tables the export reads, and all
   * of them import this one: the app hands their readers in.
   */
  readers: OwnerExportReaders;
}

export default fp<OwnerExportOptions>(
  async (app, options) => {
    app.decorate('ownerExportReaders', options.readers);
  },
  { name: 'owner-export' },
);
