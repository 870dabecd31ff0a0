/** Queues the portal's emails into the outbox, inside the write's own transaction. */
import type { FastifyInstance } from 'fastify';
import type { Knex } from 'knex';
import { mailContext } from '../../site';
import {
  clientMessageNotice,
  clientNotice,
  erasureRequestedMail,
  signInCodeMail,
} from '../mail/messages';

export async function queueSignInCode(
  app: FastifyInstance,
  input: { codeId: number; to: string; code: string },
  trx: Knex.Transaction,
): Promise<void> {
  await app.mailer.queue([signInCodeMail(await mailContext(app, trx), input)], trx);
}

export async function queueClientMessage(
  app: FastifyInstance,
  input: Parameters<typeof clientMessageNotice>[1],
  trx: Knex.Transaction,
): Promise<void> {
  await app.mailer.queue([clientMessageNotice(await mailContext(app, trx), input)], trx);
}

export async function queueClientNotice(
  app: FastifyInstance,
  input: Parameters<typeof clientNotice>[1],
  trx: Knex.Transaction,
): Promise<void> {
  await app.mailer.queue([clientNotice(await mailContext(app, trx), input)], trx);
}

export async function queueErasureRequested(
  app: FastifyInstance,
  input: { clientId: number; to: string },
  trx: Knex.Transaction,
): Promise<void> {
  await app.mailer.queue([erasureRequestedMail(await mailContext(app, trx), input)], trx);
}
