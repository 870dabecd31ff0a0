/**
 * The rules of newsletter broadcasts.
 *
 * - A broadcast is a draft until it is sent or scheduled; only drafts and scheduled broadcasts
 *   change or are deleted. Sending or sent is final.
 * - Sending writes one outbox row per active subscriber (never one who bounced) in the same
 *   transaction as the move to `sending`: either every recipient is queued or none is, and the
 *   dedupe key per recipient means a broadcast never reaches one subscriber twice.
 * - "Publish the post and email it now" publishes the post in that same transaction, so the
 *   email and the live post appear together, before anything reaches social media.
 * - A scheduled broadcast starts at its time (a wall-clock time in the owner's zone), picked up by
 *   the sender's rounds, also after downtime.
 * - Every message carries the postal address: nothing is sent to subscribers without one.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Knex } from 'knex';
import {
  broadcastMessages,
  broadcastPreviewSamples,
  type BroadcastRequest,
  type SendBroadcastRequest,
} from '@site/contracts/endpoints/broadcasts';
import {
  newTokenSlot,
  renderBroadcastMail,
  renderBroadcastPage,
  type BroadcastContent,
  type BroadcastContext,
} from '../mail/broadcast';
import { instantInZone } from '@site/contracts/slots';
import type { BroadcastRecord } from '../repositories/broadcasts';
import { badRequest, conflict, notFound } from '../../../platform/errors';
import { InvalidFieldsError } from '../../../platform/validation';
import { newUnsubscribeToken } from './newsletter';
import { auditOwner } from '../../owner';
import { postActorOf, postExists, postsContext, publishAsItStands } from '../../posts';
import { readSiteSettings, type SiteSettings } from '../../site';

/**
 * Publishes a post now, in the caller's transaction: the one place a broadcast publishes a post.
 * Public content changed, so the content version moves with it (page caches drop the blog).
 */
/**
 * "Publish the post and email it now": the posts' own publishing rule (version, required fields,
 * redirects, content version, audit) inside the send's transaction.
 */
export async function publishPostNow(
  app: FastifyInstance,
  request: FastifyRequest,
  postId: number,
  now: Date,
  trx: Knex.Transaction,
): Promise<void> {
  const context = { ...(await postsContext(app, trx)), now };
  if (!(await publishAsItStands(trx, context, postActorOf(request), postId)))
    throw conflict(broadcastMessages.postUnpublished);
}

export function broadcastWebUrl(app: FastifyInstance, publicKey: string): string {
  return new URL(`/api/newsletter/broadcasts/${publicKey}`, app.config.siteOrigin).href;
}

/** A broadcast is signed with the settings in force: the coach's name and the postal line. */
function context(
  app: FastifyInstance,
  settings: SiteSettings,
  publicKey: string,
): BroadcastContext {
  return {
    coachName: settings.coachName,
    siteOrigin: app.config.siteOrigin,
    postalAddress: settings.postalAddress,
    webUrl: broadcastWebUrl(app, publicKey),
    openPixelUrl: app.config.newsletter.trackOpens
      ? `${broadcastWebUrl(app, publicKey)}/open.gif?t={token}`
      : null,
  };
}

function content(record: BroadcastRecord): BroadcastContent {
  return {
    subject: record.subject,
    preheader: record.preheader,
    source: record.source,
    post: record.post,
    postContent: record.postContent,
    markdown: record.markdown,
    subscriberOnly: record.subscriberOnly,
  };
}

export function toSummary(app: FastifyInstance, record: BroadcastRecord) {
  return {
    id: record.id,
    subject: record.subject,
    source: record.source,
    postId: record.postId,
    postTitle: record.post?.title ?? null,
    postSlug: record.post?.slug ?? null,
    postPublished: record.post?.published ?? null,
    postContent: record.postContent,
    subscriberOnly: record.subscriberOnly,
    status: record.status,
    scheduledAt: record.scheduledAt,
    startedAt: record.startedAt,
    completedAt: record.completedAt,
    createdAt: record.createdAt,
    updatedAt: record.updatedAt,
    webUrl: broadcastWebUrl(app, record.publicKey),
    counts: record.counts,
  };
}

async function detail(app: FastifyInstance, record: BroadcastRecord, trx?: Knex.Transaction) {
  const report = await app.repos.broadcasts.report(record, trx);
  return {
    ...toSummary(app, record),
    preheader: record.preheader,
    markdown: record.markdown,
    report: {
      unsubscribedSince: report.unsubscribedSince,
      opened: app.config.newsletter.trackOpens ? report.opened : null,
      failures: report.failures,
    },
  };
}

async function found(
  app: FastifyInstance,
  id: number,
  trx?: Knex.Transaction,
  options: { lock?: boolean } = {},
): Promise<BroadcastRecord> {
  const record = await app.repos.broadcasts.find(id, trx, options);
  if (!record) throw notFound(broadcastMessages.notFound);
  return record;
}

async function checkPost(app: FastifyInstance, input: BroadcastRequest, trx: Knex.Transaction) {
  if (input.source === 'post' && !(await postExists(trx, input.postId!)))
    throw new InvalidFieldsError({ postId: broadcastMessages.postNotFound });
}

export async function listBroadcasts(app: FastifyInstance) {
  return (await app.repos.broadcasts.list()).map((record) => toSummary(app, record));
}

export async function getBroadcast(app: FastifyInstance, id: number) {
  return detail(app, await found(app, id));
}

export async function createBroadcast(
  app: FastifyInstance,
  request: FastifyRequest,
  input: BroadcastRequest,
) {
  return app.knex.transaction(async (trx) => {
    await checkPost(app, input, trx);
    const id = await app.repos.broadcasts.create(input, randomBytes(18).toString('base64url'), trx);
    await auditOwner(app, request, 'broadcast.create', `broadcast ${id}`, trx);
    return detail(app, await found(app, id, trx), trx);
  });
}

export async function updateBroadcast(
  app: FastifyInstance,
  request: FastifyRequest,
  id: number,
  input: BroadcastRequest,
) {
  return app.knex.transaction(async (trx) => {
    await found(app, id, trx, { lock: true });
    await checkPost(app, input, trx);
    if (!(await app.repos.broadcasts.update(id, input, trx)))
      throw conflict(broadcastMessages.alreadySent);
    await auditOwner(app, request, 'broadcast.update', `broadcast ${id}`, trx);
    return detail(app, await found(app, id, trx), trx);
  });
}

export async function deleteBroadcast(app: FastifyInstance, request: FastifyRequest, id: number) {
  await app.knex.transaction(async (trx) => {
    await found(app, id, trx, { lock: true });
    if (!(await app.repos.broadcasts.remove(id, trx))) throw conflict(broadcastMessages.onlyDrafts);
    await auditOwner(app, request, 'broadcast.delete', `broadcast ${id}`, trx);
  });
}

const noPostalAddressWarning =
  'No postal address is set (Site settings): the message cannot be sent to subscribers until it is.';

export async function previewBroadcast(app: FastifyInstance, id: number) {
  const record = await found(app, id);
  return preview(app, record.publicKey, content(record));
}

/**
 * A message as subscribers would get it (rendered with `renderBroadcastMail`, as it is sent), with
 * the warning of a missing postal address and how many it would reach. `publicKey`: its web
 * version's address. Its unsubscribe link is the site's own, its token a marked sample (each
 * subscriber gets his own when it is sent).
 */
async function preview(
  app: FastifyInstance,
  publicKey: string,
  letter: Parameters<typeof renderBroadcastMail>[1],
) {
  const settings = await readSiteSettings(app);
  const mail = renderBroadcastMail(
    context(app, settings, publicKey),
    letter,
    broadcastPreviewSamples.unsubscribeToken,
  );
  return {
    subject: mail.subject,
    html: mail.html,
    text: mail.text,
    warning: settings.postalAddress === null ? noPostalAddressWarning : null,
    recipients: await app.repos.broadcasts.countAudience(),
  };
}

/**
 * The message as the composer holds it, not saved yet, rendered as a saved one is for its preview
 * and its sending (`renderBroadcastMail`): what the owner sees is what subscribers get. A saved
 * broadcast's own web address goes in its footer; a new draft's has the site's own path with a
 * marked sample key until it is saved.
 */
export async function previewDraft(
  app: FastifyInstance,
  input: BroadcastRequest,
  id: number | null,
) {
  const saved = id === null ? null : await found(app, id);
  const post =
    input.source === 'post' && input.postId !== null && input.postId !== undefined
      ? await app.repos.broadcasts.letterPost(input.postId)
      : null;
  if (input.source === 'post' && post === null)
    throw new InvalidFieldsError({ postId: broadcastMessages.postNotFound });
  return preview(app, saved?.publicKey ?? broadcastPreviewSamples.webKey, {
    subject: input.subject,
    preheader: input.preheader,
    source: input.source,
    post,
    postContent: input.postContent,
    markdown: input.source === 'markdown' ? input.markdown : '',
    subscriberOnly: input.subscriberOnly,
  });
}

/** The message once to the owner, marked as a test; its unsubscribe link belongs to nobody. */
export async function sendTestBroadcast(app: FastifyInstance, request: FastifyRequest, id: number) {
  const record = await found(app, id);
  const settings = await readSiteSettings(app);
  const mail = renderBroadcastMail(
    context(app, settings, record.publicKey),
    content(record),
    newUnsubscribeToken(),
  );
  const to = settings.contactEmail;
  await app.knex.transaction(async (trx) => {
    await app.mailer.queue(
      [
        {
          kind: 'owner.newsletter-test',
          dedupeKey: `broadcast-test:${id}:${randomUUID()}`,
          limited: false,
          mail: {
            ...mail,
            to,
            subject: `[Test] ${mail.subject}`,
            messageId: `<${randomUUID()}@${new URL(app.config.siteOrigin).hostname}>`,
          },
        },
      ],
      trx,
    );
    await auditOwner(app, request, 'broadcast.test', `broadcast ${id}`, trx);
  });
  return { sentTo: to };
}

/** Queues every recipient of `record` and moves it to `sending`, in `trx`. */
async function startSending(
  app: FastifyInstance,
  record: BroadcastRecord,
  now: Date,
  trx: Knex.Transaction,
): Promise<number> {
  await app.repos.broadcasts.ensureTokens(newUnsubscribeToken, trx);
  const slot = newTokenSlot();
  const settings = await readSiteSettings(app, trx);
  const mail = renderBroadcastMail(context(app, settings, record.publicKey), content(record), slot);
  return app.repos.broadcasts.queueRecipients(
    record.id,
    {
      subject: mail.subject,
      html: mail.html,
      text: mail.text,
      headers: mail.headers ?? {},
      tokenSlot: slot,
      messageIdHost: new URL(app.config.siteOrigin).hostname,
    },
    now,
    trx,
  );
}

export async function sendBroadcast(
  app: FastifyInstance,
  request: FastifyRequest,
  id: number,
  input: SendBroadcastRequest,
) {
  const now = app.now();
  const result = await app.knex.transaction(async (trx) => {
    let record = await found(app, id, trx, { lock: true });
    if (record.status === 'sending' || record.status === 'sent')
      throw conflict(broadcastMessages.alreadySent);
    if ((await readSiteSettings(app, trx)).postalAddress === null)
      throw conflict(broadcastMessages.noPostalAddress);
    if (input.publishPost && record.source !== 'post')
      throw badRequest(broadcastMessages.publishNeedsPost);
    if (record.source === 'post' && record.post === null)
      throw conflict(broadcastMessages.postNotFound);

    if (input.when === 'later') {
      const at = instantInZone(input.scheduledFor, await app.coachZone(trx));
      if (at === null)
        throw new InvalidFieldsError({ scheduledFor: broadcastMessages.scheduledForMissing });
      if (at.getTime() <= now.getTime())
        throw new InvalidFieldsError({ scheduledFor: broadcastMessages.scheduledForPast });
      if (record.post && !record.post.published)
        throw conflict(broadcastMessages.scheduleUnpublished);
      await app.repos.broadcasts.schedule(id, at, trx);
      await auditOwner(app, request, 'broadcast.schedule', `broadcast ${id}`, trx);
    } else {
      if (record.post && !record.post.published) {
        if (!input.publishPost) throw conflict(broadcastMessages.postUnpublished);
        await publishPostNow(app, request, record.postId!, now, trx);
        record = await found(app, id, trx);
      }
      await startSending(app, record, now, trx);
      await auditOwner(app, request, 'broadcast.send', `broadcast ${id}`, trx);
    }
    return detail(app, await found(app, id, trx), trx);
  });
  if (input.when === 'now') app.newsletter.kick();
  return result;
}

export async function unscheduleBroadcast(
  app: FastifyInstance,
  request: FastifyRequest,
  id: number,
) {
  return app.knex.transaction(async (trx) => {
    await found(app, id, trx, { lock: true });
    if (!(await app.repos.broadcasts.unschedule(id, trx)))
      throw conflict(broadcastMessages.notScheduled);
    await auditOwner(app, request, 'broadcast.unschedule', `broadcast ${id}`, trx);
    return detail(app, await found(app, id, trx), trx);
  });
}

/**
 * Starts every scheduled broadcast whose time has come (each in its own transaction, locked, so
 * two instances never start one twice). A post unpublished since it was scheduled sends nothing:
 * the broadcast goes back to a draft. Without a postal address it waits.
 */
export async function startDueBroadcasts(app: FastifyInstance, now: Date): Promise<number> {
  if ((await readSiteSettings(app)).postalAddress === null) return 0;
  let started = 0;
  for (;;) {
    const progressed = await app.knex.transaction(async (trx) => {
      const [id] = await app.repos.broadcasts.lockDueScheduled(now, trx);
      if (id === undefined) return false;
      const record = await found(app, id, trx);
      if (record.source === 'post' && (record.post === null || !record.post.published)) {
        await app.repos.broadcasts.unschedule(id, trx);
        app.log.warn(
          { broadcastId: id },
          'scheduled broadcast’s post is not published: back to draft',
        );
        return true;
      }
      await startSending(app, record, now, trx);
      started += 1;
      return true;
    });
    if (!progressed) return started;
  }
}

/** The web version of a broadcast that has started sending; null otherwise. */
export async function broadcastPage(
  app: FastifyInstance,
  key: string,
): Promise<{ html: string; subscriberOnly: boolean } | null> {
  if (!/^[A-Za-z0-9_-]{1,64}$/.test(key)) return null;
  const record = await app.repos.broadcasts.findStartedByKey(key);
  if (!record) return null;
  return {
    html: renderBroadcastPage(
      context(app, await readSiteSettings(app), record.publicKey),
      content(record),
    ),
    subscriberOnly: record.subscriberOnly,
  };
}

/** The subject of each broadcast still kept, by id (for the activity log; read, never stored). */
export async function broadcastSubjectsByIds(
  app: FastifyInstance,
  ids: readonly number[],
): Promise<Map<number, string>> {
  const found = await Promise.all(ids.map((id) => app.repos.broadcasts.find(id)));
  return new Map(found.flatMap((record) => (record ? [[record.id, record.subject] as const] : [])));
}
