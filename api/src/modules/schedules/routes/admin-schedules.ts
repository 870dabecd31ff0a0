/**
 * The coach's schedules in the back office: read and saved whole. A save runs in one transaction
 * with the content version's move (page caches drop the pages that state or draw the times, the
 * strategy call's first HTML included) and the audit line naming what changed.
 */
import type { FastifyPluginAsync } from 'fastify';
import { getSchedules, saveSchedules } from '@site/contracts/endpoints/schedules';
import { route } from '../../../platform/endpoints';
import { auditOwner, changedFields } from '../../owner';
import { markContentChanged } from '../../site';
import { readSchedulesInForce, storeSchedules, toDocument } from '../services/schedules';

const auditedParts = ['timeZone', 'sessions', 'freeCall'] as const;

const adminSchedules: FastifyPluginAsync = async (app) => {
  route(app, getSchedules, {
    handler: async () => toDocument(await readSchedulesInForce(app)),
  });

  route(app, saveSchedules, {
    handler: async (request) =>
      app.knex.transaction(async (trx) => {
        const before = toDocument(await readSchedulesInForce(app, trx));
        await storeSchedules(app, request.body, trx);
        await markContentChanged(app, trx);
        const after = toDocument(await readSchedulesInForce(app, trx));
        await auditOwner(
          app,
          request,
          'schedules.update',
          null,
          trx,
          changedFields(before, after, [...auditedParts]),
        );
        return after;
      }),
  });
};

export default adminSchedules;
