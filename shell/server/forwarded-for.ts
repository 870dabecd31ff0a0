/**
 * The client address the API rate-limits by. The shell's server is the only door to the API, so
 * it names the visitor itself: X-Forwarded-For sent on to the API is the address of the connection
 * it received, whatever a visitor wrote in that header, unless the connection comes from a proxy
 * the owner declared in TRUST_PROXY (a load balancer in front of the shell), whose own
 * X-Forwarded-For is then followed back to the first address it did not declare.
 */
import { BlockList, isIP } from 'node:net';
import type { IncomingHttpHeaders } from 'node:http';
import type { EnvReader } from '@site/contracts/env';

/** Names TRUST_PROXY accepts besides addresses and CIDR subnets. */
const namedRanges: Record<string, string[]> = {
  loopback: ['127.0.0.0/8', '::1/128'],
  linklocal: ['169.254.0.0/16', 'fe80::/10'],
  uniquelocal: ['10.0.0.0/8', '172.16.0.0/12', '192.168.0.0/16', 'fc00::/7'],
};

export type TrustedProxies = (address: string) => boolean;

/** `::ffff:127.0.0.1` → `127.0.0.1`, so IPv4 rules apply to IPv4 clients on dual-stack sockets. */
function plainAddress(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  return mapped?.[1] ?? address;
}

/** Why a TRUST_PROXY entry is not usable, or null. */
export function trustEntryProblem(entry: string): string | null {
  if (namedRanges[entry] !== undefined) return null;
  const [address = '', prefix] = entry.split('/');
  const family = isIP(address);
  if (family === 0)
    return `"${entry}" is not an address, a subnet or loopback/linklocal/uniquelocal`;
  if (prefix === undefined) return null;
  const bits = Number(prefix);
  const max = family === 4 ? 32 : 128;
  return /^\d+$/.test(prefix) && bits <= max ? null : `"${entry}" has an invalid prefix length`;
}

/** A matcher for the declared proxies (entries already checked by trustEntryProblem). */
export function compileTrustedProxies(entries: readonly string[]): TrustedProxies {
  const list = new BlockList();
  for (const entry of entries.flatMap((item) => namedRanges[item] ?? [item])) {
    const [address = '', prefix] = entry.split('/');
    const type = isIP(address) === 6 ? 'ipv6' : 'ipv4';
    if (prefix === undefined) list.addAddress(address, type);
    else list.addSubnet(address, Number(prefix), type);
  }
  return (address) => {
    const plain = plainAddress(address);
    const family = isIP(plain);
    return family !== 0 && list.check(plain, family === 6 ? 'ipv6' : 'ipv4');
  };
}

/**
 * The visitor's address: the socket's, or, while the hop in hand is a declared proxy, the next
 * address back in its X-Forwarded-For. A malformed entry stops the walk at the proxy that sent it.
 */
export function clientAddress(
  socketAddress: string | undefined,
  forwardedFor: string | string[] | undefined,
  trusted: TrustedProxies,
): string {
  let current = plainAddress(socketAddress ?? '');
  const chain = (Array.isArray(forwardedFor) ? forwardedFor.join(',') : (forwardedFor ?? ''))
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)
    .reverse();
  for (const hop of chain) {
    if (!trusted(current)) break;
    const next = plainAddress(hop);
    if (isIP(next) === 0) break;
    current = next;
  }
  return current;
}

/**
 * Headers for the request to the API: X-Forwarded-For replaced by the visitor's address (any
 * Forwarded or X-Real-IP a visitor sent dropped), and no `Expect: 100-continue` (this server has
 * already answered it; the HTTP client towards the API refuses the header).
 */
export function apiRequestHeaders(
  socketAddress: string | undefined,
  headers: IncomingHttpHeaders,
  trusted: TrustedProxies,
): IncomingHttpHeaders {
  const forwarded: IncomingHttpHeaders = {};
  for (const [name, value] of Object.entries(headers)) {
    if (!['expect', 'x-forwarded-for', 'forwarded', 'x-real-ip'].includes(name)) {
      forwarded[name] = value;
    }
  }
  forwarded['x-forwarded-for'] = clientAddress(socketAddress, headers['x-forwarded-for'], trusted);
  return forwarded;
}

const compiled = new WeakMap<readonly string[], TrustedProxies>();

/** The same headers, for a config's TRUST_PROXY list (compiled once per list). */
export function apiHeadersFor(
  entries: readonly string[],
  socketAddress: string | undefined,
  headers: IncomingHttpHeaders,
): IncomingHttpHeaders {
  let trusted = compiled.get(entries);
  if (trusted === undefined) {
    trusted = compileTrustedProxies(entries);
    compiled.set(entries, trusted);
  }
  return apiRequestHeaders(socketAddress, headers, trusted);
}

/**
 * TRUST_PROXY: the proxies in front of this server, comma-separated addresses, CIDR subnets or
 * loopback/linklocal/uniquelocal. Unset: none, so the connection's address is the visitor's.
 * Bad entries are reported through the reader (and left out).
 */
export function readTrustedProxies(env: EnvReader): string[] {
  return env.list('TRUST_PROXY', [], trustEntryProblem);
}
