/**
 * Checks the shell's server makes on every request before routing it, on what a server behind it
 * would see: the decoded, normalised path (not the raw string a visitor wrote) and the Host.
 */
import { fragmentRoute } from '@site/contracts/rendering';

/** The path of a URL without its query, decoded until stable (at most a few times). */
function decodedPath(url: string): string {
  let path = url.split(/[?#]/, 1)[0] ?? '';
  for (let i = 0; i < 4; i += 1) {
    let next: string;
    try {
      next = decodeURIComponent(path);
    } catch {
      break;
    }
    if (next === path) break;
    path = next;
  }
  return path;
}

/**
 * The path as any server or proxy might resolve it: decoded (double encoding too), backslashes
 * as slashes, lower case, empty and `.` segments dropped, `..` applied.
 */
export function normalisedPath(url: string): string {
  const segments: string[] = [];
  for (const segment of decodedPath(url).replace(/\\/g, '/').toLowerCase().split('/')) {
    if (segment === '' || segment === '.') continue;
    if (segment === '..') segments.pop();
    else segments.push(segment);
  }
  return `/${segments.join('/')}`;
}

const renderRouteName = fragmentRoute.replace(/^\//, '').toLowerCase();

/**
 * Whether a request names a remote's internal render route, however it is written: such a
 * request never leaves the shell's server.
 */
export function namesRenderRoute(url: string): boolean {
  return normalisedPath(url).includes(renderRouteName);
}

/** Whether the path of a URL is valid percent-encoding (malformed: `%E0%A4%A`, `%FF`, `%`). */
export function decodesCleanly(url: string): boolean {
  try {
    decodeURIComponent(url.split(/[?#]/, 1)[0] ?? '');
    return true;
  } catch {
    return false;
  }
}

const label = '[A-Za-z0-9_](?:[A-Za-z0-9_-]{0,61}[A-Za-z0-9_])?';
const hostPattern = new RegExp(
  `^(?:${label}(?:\\.${label})*\\.?|\\[[0-9A-Fa-f:.]{2,45}\\])(?::(\\d{1,5}))?$`,
);

/**
 * Whether a Host header (or a trusted proxy's X-Forwarded-Host) is a valid host: a DNS name or an
 * IP literal and an optional port from 1 to 65535. Absent (HTTP/1.0 without Host) is invalid.
 */
export function validHost(host: string | undefined): boolean {
  if (!host || host.length > 260) return false;
  const match = hostPattern.exec(host);
  if (!match) return false;
  const port = match[1];
  return port === undefined || (Number(port) >= 1 && Number(port) <= 65535);
}
