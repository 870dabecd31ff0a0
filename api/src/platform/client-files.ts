/**
 * The files the coach gives his clients, on the API's disk: each under a random name (its storage
 * key) in one private folder that no static route serves. An upload is streamed to disk as it
 * arrives and counted; past the cap the stream is stopped and the partial file deleted, so a file
 * is either whole on disk or not there at all.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { Transform, type TransformCallback } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { HttpError } from './errors';

/** A storage key: 32 URL-safe characters (24 random bytes), nothing a path could be made of. */
const storageKeyPattern = /^[A-Za-z0-9_-]{32}$/;

export class FileTooLargeError extends Error {
  constructor() {
    super('the upload passed the size cap');
    this.name = 'FileTooLargeError';
  }
}

/** The path of a stored file, or null for anything that is not a storage key. */
export function storedFilePath(dir: string, storageKey: string): string | null {
  return storageKeyPattern.test(storageKey) ? path.join(dir, storageKey) : null;
}

/** Counts the bytes going through and fails the stream once there are more than `maxBytes`. */
function sizeCap(maxBytes: number, counted: { bytes: number }): Transform {
  return new Transform({
    transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback) {
      counted.bytes += chunk.length;
      if (counted.bytes > maxBytes) callback(new FileTooLargeError());
      else callback(null, chunk);
    },
  });
}

/**
 * Streams `source` into a new file of `dir`. Past `maxBytes`, or on any failure (the sender gone,
 * a full disk), the partial file is deleted and the error thrown (`FileTooLargeError` for the cap).
 */
export async function storeStream(
  dir: string,
  source: NodeJS.ReadableStream,
  maxBytes: number,
): Promise<{ storageKey: string; sizeBytes: number }> {
  await fs.promises.mkdir(dir, { recursive: true });
  const storageKey = randomBytes(24).toString('base64url');
  const target = path.join(dir, storageKey);
  const counted = { bytes: 0 };
  try {
    await pipeline(
      source,
      sizeCap(maxBytes, counted),
      fs.createWriteStream(target, { flags: 'wx' }),
    );
  } catch (error) {
    await fs.promises.rm(target, { force: true });
    throw error;
  }
  return { storageKey, sizeBytes: counted.bytes };
}

/** Deletes stored files (already gone counts as deleted); answers how many were deleted. */
export async function removeStoredFiles(
  dir: string,
  storageKeys: readonly string[],
  log?: { warn(object: unknown, message: string): void },
): Promise<number> {
  let removed = 0;
  for (const key of storageKeys) {
    const file = storedFilePath(dir, key);
    if (file === null) continue;
    try {
      await fs.promises.rm(file, { force: true });
      removed += 1;
    } catch (error) {
      // The row is gone already; the file stays until removed by hand. No name is logged.
      log?.warn({ err: error }, 'a client file could not be deleted');
    }
  }
  return removed;
}

/** Opens a stored file for reading, or throws a 404 with `message` when it is not on disk. */
export async function openStoredFile(
  dir: string,
  storageKey: string,
  message: string,
): Promise<{ stream: fs.ReadStream; size: number }> {
  const file = storedFilePath(dir, storageKey);
  if (file === null) throw new HttpError(404, message);
  let handle: fs.promises.FileHandle;
  try {
    handle = await fs.promises.open(file, 'r');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') throw new HttpError(404, message);
    throw error;
  }
  try {
    const { size } = await handle.stat();
    return { stream: handle.createReadStream(), size };
  } catch (error) {
    await handle.close();
    throw error;
  }
}

/**
 * `Content-Disposition: attachment` under the file's own name: an ASCII fallback (`filename`,
 * quotes and backslashes dropped, other characters as `_`) and the exact name (`filename*`, RFC 5987).
 */
export function attachmentHeader(fileName: string): string {
  const fallback = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '') || 'download';
  const exact = encodeURIComponent(fileName).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${fallback}"; filename*=UTF-8''${exact}`;
}

/** A request's Content-Type as a plain `type/subtype` to store, or the generic binary type. */
export function storedContentType(header: string | undefined): string {
  const type = (header ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
  return /^[a-z0-9][a-z0-9!#$&^_.+-]{0,63}\/[a-z0-9][a-z0-9!#$&^_.+-]{0,63}$/.test(type)
    ? type
    : 'application/octet-stream';
}
