/**
 * What the coach gives a client beside sessions and notes: materials (a file or a link, to one
 * client or to everyone who bought a package type) and recordings (a file or a meeting service's
 * link, attached to one session the coach marked held, for packages that keep recordings).
 *
 * Files are private: they are stored on the API's disk under random names, never at a public
 * address, and served only to the coach's session or to the signed-in client they were given to,
 * as a download (`attachment`), never cached.
 *
 * The forms in the back office and the portal and the API's answers read their limits and
 * messages from here, with the same schemas.
 */
import { object, string, type InferType } from 'yup';
import { paidPackageTypes, packages, type PaidPackageType } from './packages';
import { singleLine } from './schemas/single-line';

/** The largest file the API accepts by default, in megabytes (the API's setting may lower or raise it). */
export const defaultClientFileMaxMegabytes = 500;

export const materialTitleMaxLength = 200;
export const materialUrlMaxLength = 2000;
export const materialFileNameMaxLength = 255;

/** "500 MB", "1.5 GB", "800 KB": a size as people read it (1 MB = 1024 × 1024 bytes). */
export function formatFileSize(bytes: number): string {
  const units = ['bytes', 'KB', 'MB', 'GB'] as const;
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  const rounded = unit === 0 ? String(value) : String(Math.round(value * 10) / 10);
  return `${rounded} ${units[unit]}`;
}

export const materialMessages = {
  titleRequired: 'Please give it a title',
  titleTooLong: `Please keep the title under ${materialTitleMaxLength} characters`,
  titleOneLine: 'The title must be one line of text, without line breaks or control characters',
  urlRequired: 'Please enter the link',
  urlInvalid: 'Please enter a full link that starts with http:// or https://',
  urlTooLong: `Please keep the link under ${materialUrlMaxLength} characters`,
  fileNameRequired: 'Please choose a file',
  fileNameInvalid: `The file's name must be one line of at most ${materialFileNameMaxLength} characters`,
  packageTypeInvalid: 'Please choose one of the packages',
  fileEmpty: 'The file is empty. Please choose another one.',
  fileTooLarge: (maxBytes: number) =>
    `The file is larger than ${formatFileSize(maxBytes)}, the most the site stores. Nothing was saved: please upload a smaller file, or add a link to it instead.`,
  notHisPackage: 'This client has not bought that package, so it cannot be given to its buyers.',
  materialNotFound: 'Material not found',
  clientNotFound: 'Client not found',
  sessionNotFound: 'Session not found',
  recordingNotHeld: 'A recording can be added only to a session marked held.',
  recordingNotKept: (packageName: string) =>
    `The ${packageName} does not include recordings: add the file or link as a material instead.`,
  storageUnavailable:
    'The file could not be stored: the server has no room for it right now. Nothing was saved; please try again later or add a link instead.',
} as const;

/** Who a material is for: this client only, or every buyer of one package type. */
export type MaterialAudience = 'client' | PaidPackageType;

/** The audience choices the coach's form offers for one client: him, then each package he bought. */
export function audienceLabel(audience: MaterialAudience): string {
  return audience === 'client'
    ? 'This client only'
    : `Everyone who buys the ${packages[audience].name}`;
}

/** Whether a link is an absolute http(s) address (nothing else is stored or shown as a link). */
export function isWebLink(value: string | null | undefined): boolean {
  if (value === null || value === undefined) return true;
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}

const title = string()
  .trim()
  .required(materialMessages.titleRequired)
  .max(materialTitleMaxLength, materialMessages.titleTooLong)
  .test(singleLine(materialMessages.titleOneLine));

const url = string()
  .trim()
  .required(materialMessages.urlRequired)
  .max(materialUrlMaxLength, materialMessages.urlTooLong)
  .test('web-link', materialMessages.urlInvalid, isWebLink);

const packageType = string()
  .optional()
  .oneOf([...paidPackageTypes], materialMessages.packageTypeInvalid)
  .meta({
    description:
      'Give it to every buyer of this package type (one the client bought); absent: to this client only.',
  });

const fileName = string()
  .trim()
  .required(materialMessages.fileNameRequired)
  .max(materialFileNameMaxLength, materialMessages.fileNameInvalid)
  .test(singleLine(materialMessages.fileNameInvalid))
  .meta({ description: "The file's name as chosen; the download is offered under it." });

/** A link given to a client, or to every buyer of a package type. */
export const materialLinkSchema = object({ title, url, packageType });
export type MaterialLinkRequest = InferType<typeof materialLinkSchema>;

/** The query of a file upload (the bytes are the request's body). */
export const materialFileQuery = object({ title, fileName, packageType });
export type MaterialFileQuery = InferType<typeof materialFileQuery>;

/** A recording's link (a meeting service's recording page). */
export const recordingLinkSchema = object({ title, url });
export type RecordingLinkRequest = InferType<typeof recordingLinkSchema>;

/** The query of a recording's file upload. */
export const recordingFileQuery = object({ title, fileName });
export type RecordingFileQuery = InferType<typeof recordingFileQuery>;

/**
 * A file's name as stored and offered for download: its last path segment only (a browser may
 * send `C:\fakepath\x.pdf`), trimmed.
 */
export function baseFileName(name: string): string {
  const parts = name.split(/[\\/]/);
  return (parts[parts.length - 1] ?? '').trim();
}
