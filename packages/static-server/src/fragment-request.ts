import { uploadedImageSources } from '@site/contracts/blog';
import type { FragmentRequest } from '@site/contracts/rendering';
import {
  defaultSiteSettings,
  isLinkSetting,
  sitePhotoKinds,
  type RuntimeConfig,
} from '@site/contracts/site-settings';

/**
 * The render route's request, checked before anything is rendered or cached: only the shell's
 * server may call it, but a remote still renders nothing it was not built for. Each setting the
 * site has (the fields of the default settings) must be there with a bounded value, nothing else
 * may be, and the URLs the page writes into its HTML must be plain http(s) URLs.
 */

/** The largest render request body a remote reads; the shell's are about 1 KB. */
export const fragmentBodyLimitBytes = 16 * 1024;

const maxUrlLength = 2048;
const maxSettingLength = 2048;
const maxRemotes = 16;
const maxCookieLength = 4096;

/** A `Cookie` header: `name=value` pairs (RFC 6265 tokens and cookie octets) joined by `; `. */
const cookiePair =
  "[!#$%&'*+.^_`|~0-9A-Za-z-]+=[\\x21\\x23-\\x2b\\x2d-\\x3a\\x3c-\\x5b\\x5d-\\x7e]*";
const cookiePattern = new RegExp(`^${cookiePair}(?:; ${cookiePair})*$`);

/** Characters that may not appear in any value (controls, which no setting or path holds). */
// eslint-disable-next-line no-control-regex
const controlCharacters = /[\u0000-\u001f\u007f]/;

/**
 * The absolute base of the remote's files, written into attributes and CSS: http(s), a host name
 * or an IP literal, an optional port, and path segments of unreserved characters, ending in `/`.
 */
const assetBasePattern =
  /^https?:\/\/(?:[A-Za-z0-9](?:[A-Za-z0-9.-]*[A-Za-z0-9])?|\[[0-9A-Fa-f:.]+\])(?::\d{1,5})?\/(?:[A-Za-z0-9._~%-]+\/)*$/;

const isHttpUrl = (value: string) => /^https?:$/.test(URL.parse(value)?.protocol ?? '');

type Problem = string;

/** `url`: an http(s) URL; `link`: the same or empty (a link nobody configured). */
function checkString(value: unknown, name: string, kind: 'text' | 'url' | 'link'): Problem | null {
  if (typeof value !== 'string') return `${name} must be a string`;
  if (value.length > maxSettingLength) return `${name} is longer than ${maxSettingLength}`;
  if (controlCharacters.test(value)) return `${name} holds control characters`;
  if (kind === 'link' && value === '') return null;
  if (kind !== 'text' && !isHttpUrl(value)) return `${name} must be an http(s) URL`;
  return null;
}

function kindOf(name: string, example: unknown): 'text' | 'url' | 'link' {
  if (isLinkSetting(name.replace(/^settings\./, ''))) return 'link';
  return /^https?:\/\//.test(String(example)) ? 'url' : 'text';
}

/** Checks `value` against the shape of `template` (strings and nested objects of strings). */
function checkShape(value: unknown, template: object, name: string): Problem | null {
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    return `${name} must be an object`;
  const given = value as Record<string, unknown>;
  const expected = template as Record<string, unknown>;
  for (const key of Object.keys(given)) {
    if (!(key in expected)) return `${name}.${key} is not a setting`;
  }
  for (const [key, example] of Object.entries(expected)) {
    const problem =
      typeof example === 'object' && example !== null
        ? checkShape(given[key], example, `${name}.${key}`)
        : checkString(given[key], `${name}.${key}`, kindOf(`${name}.${key}`, example));
    if (problem) return problem;
  }
  return null;
}

/** The largest intrinsic size an uploaded photo is given (its set is at most 1200 px wide). */
const maxPhotoSide = 20_000;

/**
 * The owner's photos: each null (the built-in image) or an uploaded set, whose every URL is
 * the one its name gives under the uploads path (nothing else reaches the page's HTML).
 */
function checkPhotos(value: unknown): Problem | null {
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    return 'settings.photos must be an object';
  const given = value as Record<string, unknown>;
  for (const key of Object.keys(given)) {
    if (!(sitePhotoKinds as readonly string[]).includes(key))
      return `settings.photos.${key} is not a photo`;
  }
  for (const kind of sitePhotoKinds) {
    const photo = given[kind];
    const name = `settings.photos.${kind}`;
    if (photo === null) continue;
    if (typeof photo !== 'object' || photo === undefined || Array.isArray(photo))
      return `${name} must be null or an uploaded image`;
    const { src, width, height, avifSrcSet, webpSrcSet, ...rest } = photo as Record<
      string,
      unknown
    >;
    if (Object.keys(rest).length > 0) return `${name} has fields no image has`;
    const sources = typeof src === 'string' ? uploadedImageSources(src) : null;
    if (sources === null || avifSrcSet !== sources.avifSrcSet || webpSrcSet !== sources.webpSrcSet)
      return `${name} must be an uploaded image`;
    for (const side of [width, height]) {
      if (!Number.isSafeInteger(side) || (side as number) < 1 || (side as number) > maxPhotoSide)
        return `${name} must have a whole width and height`;
    }
  }
  return null;
}

function checkRemotes(value: unknown): Problem | null {
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    return 'settings.remotes must be an object';
  const entries = Object.entries(value);
  if (entries.length > maxRemotes) return 'settings.remotes has too many entries';
  for (const [name, base] of entries) {
    if (!/^[a-z][a-z0-9-]{0,31}$/.test(name)) return 'settings.remotes has an invalid name';
    const problem = checkString(base, `settings.remotes.${name}`, 'text');
    if (problem) return problem;
  }
  return null;
}

/** The request, or why it is refused. */
export function parseFragmentRequest(
  body: unknown,
): { request: FragmentRequest } | { problem: Problem } {
  if (typeof body !== 'object' || body === null) return { problem: 'the body must be JSON' };
  const { url, settings, assetBase, contentVersion, cookie, ...rest } = body as Record<
    string,
    unknown
  >;
  const extra = Object.keys(rest)[0];
  if (extra !== undefined) return { problem: `${extra} is not a field of a render request` };
  if (
    typeof url !== 'string' ||
    !url.startsWith('/') ||
    url.startsWith('//') ||
    url.length > maxUrlLength ||
    controlCharacters.test(url) ||
    /\s/.test(url)
  ) {
    return { problem: `url must be a path of at most ${maxUrlLength} characters` };
  }
  if (
    typeof assetBase !== 'string' ||
    assetBase.length > maxSettingLength ||
    !assetBasePattern.test(assetBase)
  ) {
    return { problem: 'assetBase must be an absolute http(s) URL ending in /' };
  }
  if (
    contentVersion !== undefined &&
    (typeof contentVersion !== 'number' ||
      !Number.isSafeInteger(contentVersion) ||
      contentVersion < 0)
  ) {
    return { problem: 'contentVersion must be a whole number from 0' };
  }
  if (
    cookie !== undefined &&
    (typeof cookie !== 'string' || cookie.length > maxCookieLength || !cookiePattern.test(cookie))
  ) {
    return { problem: 'cookie must be a Cookie header of name=value pairs' };
  }
  if (typeof settings !== 'object' || settings === null || Array.isArray(settings)) {
    return { problem: 'settings must be an object' };
  }
  const { remotes, photos, ...siteSettings } = settings as Record<string, unknown>;
  const { photos: _photos, ...textSettings } = defaultSiteSettings;
  const problem =
    checkShape(siteSettings, textSettings, 'settings') ??
    checkPhotos(photos) ??
    checkRemotes(remotes);
  if (problem) return { problem };
  return {
    request: {
      url,
      assetBase,
      settings: settings as RuntimeConfig,
      ...(contentVersion === undefined ? {} : { contentVersion }),
      ...(cookie === undefined ? {} : { cookie }),
    },
  };
}
