/**
 * Materials and recordings: what the coach gives a client (a file or a link, to him alone or to
 * every buyer of a package type he bought) and the recordings of his held sessions, for packages
 * that keep recordings. Each write is one transaction with its audit line; a file is on disk
 * before its row is written and deleted again if the row is not, and deleted after its row goes.
 *
 * Who sees what: the coach every client's; a client his own materials, those of the package types
 * he has bought (and not been refunded), and the recordings of his sessions whose package keeps
 * them. Anything else answers 404, the same as a material that does not exist.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  baseFileName,
  materialMessages,
  type MaterialFileQuery,
  type MaterialLinkRequest,
  type RecordingFileQuery,
  type RecordingLinkRequest,
} from '@site/contracts/client-materials';
import type {
  ClientMaterials,
  Material,
  PortalMaterials,
} from '@site/contracts/endpoints/client-materials';
import { keepsRecordings } from '@site/contracts/package-promises';
import {
  isPaidPackageType,
  packages,
  paidPackageTypes,
  type PaidPackageType,
} from '@site/contracts/packages';
import { auditOwner } from '../../owner';
import {
  attachmentHeader,
  FileTooLargeError,
  openStoredFile,
  removeStoredFiles,
  storedContentType,
  storeStream,
} from '../../../platform/client-files';
import { badRequest, conflict, HttpError, notFound } from '../../../platform/errors';
import type { ClientAccount } from '../repositories/client-accounts';
import type { MaterialRecord, NewMaterial } from '../repositories/client-materials';
import { boughtPackageTypes, recordingSession } from '../../bookings';

/** The package types whose recordings are kept and listed for the client. */
const recordingPackageTypes = paidPackageTypes.filter((type) => keepsRecordings(type));

const toMaterial = (record: MaterialRecord): Material => ({
  id: record.id,
  kind: record.kind,
  title: record.title,
  url: record.url,
  fileName: record.fileName,
  contentType: record.contentType,
  sizeBytes: record.sizeBytes,
  packageType: record.packageType,
  sessionId: record.sessionId,
  sessionStartsAt: record.sessionStartsAt,
  createdAt: record.createdAt,
});

async function accountOf(app: FastifyInstance, id: number): Promise<ClientAccount> {
  const client = await app.repos.clientAccounts.findById(id);
  if (client === null) throw notFound(materialMessages.clientNotFound);
  return client;
}

/** A client's materials and recordings as the coach sees them. */
export async function clientMaterials(
  app: FastifyInstance,
  clientId: number,
): Promise<ClientMaterials> {
  const client = await accountOf(app, clientId);
  const repo = app.repos.clientMaterials;
  const bought = await boughtPackageTypes(app.knex, client.email);
  return {
    materials: (await repo.materialsOf(client.id, bought)).map(toMaterial),
    recordings: (await repo.recordingsOf(client.id)).map(toMaterial),
    maxFileBytes: app.config.clientFiles.maxBytes,
  };
}

/** What the signed-in client sees: his and his packages' materials, his kept recordings. */
export async function portalMaterials(
  app: FastifyInstance,
  clientId: number,
): Promise<PortalMaterials> {
  const client = await accountOf(app, clientId);
  const repo = app.repos.clientMaterials;
  const bought = await boughtPackageTypes(app.knex, client.email);
  return {
    materials: (await repo.materialsOf(client.id, bought)).map(toMaterial),
    recordings: (await repo.recordingsOf(client.id, { keptBy: recordingPackageTypes })).map(
      toMaterial,
    ),
  };
}

/** The audience of a new material: this client, or the buyers of a package type he bought. */
async function audienceOf(
  app: FastifyInstance,
  client: ClientAccount,
  packageType: string | undefined,
): Promise<
  { clientId: number; packageType: null } | { clientId: null; packageType: PaidPackageType }
> {
  if (packageType === undefined) return { clientId: client.id, packageType: null };
  const bought = await boughtPackageTypes(app.knex, client.email);
  if (!isPaidPackageType(packageType) || !bought.includes(packageType))
    throw conflict(materialMessages.notHisPackage);
  return { clientId: null, packageType };
}

/** Writes the row and its audit line in one transaction; answers the material. */
async function saveMaterial(
  app: FastifyInstance,
  request: FastifyRequest,
  input: NewMaterial,
  audit: { action: string; target: (id: number) => string },
): Promise<Material> {
  const id = await app.knex.transaction(async (trx) => {
    const created = await app.repos.clientMaterials.insert(input, trx);
    await auditOwner(app, request, audit.action, audit.target(created), trx);
    return created;
  });
  const saved = await app.repos.clientMaterials.findById(id);
  if (saved === null) throw notFound(materialMessages.materialNotFound);
  return toMaterial(saved);
}

const targetOf = (input: { clientId: number | null; sessionId: number | null }, id: number) =>
  input.sessionId !== null
    ? `session ${input.sessionId}`
    : input.clientId !== null
      ? `client ${input.clientId}`
      : `material ${id}`;

/**
 * Streams the request's body to disk under the size cap: 413 past it (a declared length over the
 * cap is refused before a byte is read), 400 for an empty file; nothing is left on disk either way.
 */
async function receiveFile(
  app: FastifyInstance,
  request: FastifyRequest,
  body: unknown,
): Promise<{ storageKey: string; sizeBytes: number; contentType: string }> {
  const { dir, maxBytes } = app.config.clientFiles;
  const declared = Number(request.headers['content-length']);
  if (Number.isFinite(declared) && declared > maxBytes)
    throw new HttpError(413, materialMessages.fileTooLarge(maxBytes));
  const source =
    body !== null && typeof body === 'object' && 'pipe' in body
      ? (body as NodeJS.ReadableStream)
      : request.raw;
  let stored: { storageKey: string; sizeBytes: number };
  try {
    stored = await storeStream(dir, source, maxBytes);
  } catch (error) {
    if (error instanceof FileTooLargeError)
      throw new HttpError(413, materialMessages.fileTooLarge(maxBytes));
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOSPC' || code === 'EDQUOT' || code === 'EROFS' || code === 'EACCES')
      throw new HttpError(503, materialMessages.storageUnavailable);
    throw error;
  }
  if (stored.sizeBytes === 0) {
    await removeStoredFiles(dir, [stored.storageKey]);
    throw badRequest(materialMessages.fileEmpty);
  }
  return { ...stored, contentType: storedContentType(request.headers['content-type']) };
}

/** Saves a row for a stored file; the file is deleted again when the row cannot be written. */
async function saveFile(
  app: FastifyInstance,
  request: FastifyRequest,
  input: NewMaterial & { link: { storageKey: string } },
  action: string,
): Promise<Material> {
  try {
    return await saveMaterial(app, request, input, {
      action,
      target: (id) => targetOf(input, id),
    });
  } catch (error) {
    await removeStoredFiles(app.config.clientFiles.dir, [input.link.storageKey], app.log);
    throw error;
  }
}

export async function addMaterialLink(
  app: FastifyInstance,
  request: FastifyRequest,
  clientId: number,
  body: MaterialLinkRequest,
): Promise<Material> {
  const client = await accountOf(app, clientId);
  const audience = await audienceOf(app, client, body.packageType);
  const input: NewMaterial = {
    ...audience,
    sessionId: null,
    title: body.title,
    link: { url: body.url },
    at: app.now(),
  };
  return saveMaterial(app, request, input, {
    action: 'client.material-added',
    target: (id) => targetOf(input, id),
  });
}

export async function uploadMaterial(
  app: FastifyInstance,
  request: FastifyRequest,
  clientId: number,
  query: MaterialFileQuery,
  body: unknown,
): Promise<Material> {
  const client = await accountOf(app, clientId);
  const audience = await audienceOf(app, client, query.packageType);
  const fileName = baseFileName(query.fileName);
  if (fileName === '') throw badRequest(materialMessages.fileNameRequired);
  const file = await receiveFile(app, request, body);
  return saveFile(
    app,
    request,
    {
      ...audience,
      sessionId: null,
      title: query.title,
      link: { ...file, fileName },
      at: app.now(),
    },
    'client.material-added',
  );
}

/**
 * The client a recording of `sessionId` is for: the session must be marked held and its package
 * keep recordings (409 with the reason otherwise).
 */
async function recordingOwner(app: FastifyInstance, sessionId: number): Promise<number> {
  const session = await recordingSession(app.knex, sessionId);
  if (session === null) throw notFound(materialMessages.sessionNotFound);
  if (session.attendance !== 'held') throw conflict(materialMessages.recordingNotHeld);
  if (!isPaidPackageType(session.packageType) || !keepsRecordings(session.packageType))
    throw conflict(materialMessages.recordingNotKept(packages[session.packageType].name));
  return (await app.repos.clientAccounts.ensure(session.email)).id;
}

export async function addRecordingLink(
  app: FastifyInstance,
  request: FastifyRequest,
  sessionId: number,
  body: RecordingLinkRequest,
): Promise<Material> {
  const clientId = await recordingOwner(app, sessionId);
  const input: NewMaterial = {
    clientId,
    packageType: null,
    sessionId,
    title: body.title,
    link: { url: body.url },
    at: app.now(),
  };
  return saveMaterial(app, request, input, {
    action: 'session.recording-added',
    target: (id) => targetOf(input, id),
  });
}

export async function uploadRecording(
  app: FastifyInstance,
  request: FastifyRequest,
  sessionId: number,
  query: RecordingFileQuery,
  body: unknown,
): Promise<Material> {
  const clientId = await recordingOwner(app, sessionId);
  const fileName = baseFileName(query.fileName);
  if (fileName === '') throw badRequest(materialMessages.fileNameRequired);
  const file = await receiveFile(app, request, body);
  return saveFile(
    app,
    request,
    {
      clientId,
      packageType: null,
      sessionId,
      title: query.title,
      link: { ...file, fileName },
      at: app.now(),
    },
    'session.recording-added',
  );
}

/** Removes a material or recording: the row with its audit line, then the file's bytes. */
export async function deleteMaterial(
  app: FastifyInstance,
  request: FastifyRequest,
  id: number,
): Promise<void> {
  const removed = await app.knex.transaction(async (trx) => {
    const row = await app.repos.clientMaterials.delete(id, trx);
    if (row === null) return null;
    await auditOwner(
      app,
      request,
      row.isRecording ? 'session.recording-removed' : 'client.material-removed',
      targetOf(row, row.id),
      trx,
    );
    return row;
  });
  if (removed === null) throw notFound(materialMessages.materialNotFound);
  if (removed.storageKey !== null)
    await removeStoredFiles(app.config.clientFiles.dir, [removed.storageKey], app.log);
}

/** Sends a stored file as a private, uncached attachment under its original name. */
async function sendFile(
  app: FastifyInstance,
  reply: FastifyReply,
  material: MaterialRecord | null,
): Promise<FastifyReply> {
  if (material === null || material.kind !== 'file' || material.storageKey === null)
    throw notFound(materialMessages.materialNotFound);
  const file = await openStoredFile(
    app.config.clientFiles.dir,
    material.storageKey,
    materialMessages.materialNotFound,
  );
  return reply
    .header('Cache-Control', 'private, no-store')
    .header('Content-Type', material.contentType ?? 'application/octet-stream')
    .header('Content-Length', String(file.size))
    .header('Content-Disposition', attachmentHeader(material.fileName ?? 'download'))
    .header('X-Content-Type-Options', 'nosniff')
    .send(file.stream);
}

/** The coach downloads any client's file. */
export async function ownerDownload(
  app: FastifyInstance,
  reply: FastifyReply,
  id: number,
): Promise<FastifyReply> {
  return sendFile(app, reply, await app.repos.clientMaterials.findById(id));
}

/** The client downloads a file he may see; any other answers 404 as if it did not exist. */
export async function portalDownload(
  app: FastifyInstance,
  reply: FastifyReply,
  clientId: number,
  id: number,
): Promise<FastifyReply> {
  const visible = await portalMaterials(app, clientId);
  const allowed = [...visible.materials, ...visible.recordings].some((one) => one.id === id);
  return sendFile(app, reply, allowed ? await app.repos.clientMaterials.findById(id) : null);
}
