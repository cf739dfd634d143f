import dns from 'node:dns';
import net from 'node:net';
import ipaddr from 'ipaddr.js';
import { getWebhookUrlShapeError, WEBHOOK_MESSAGES } from '@staffing/domain';

/** A refused webhook URL; the message says why and what to do (a 422 at registration). */
export class WebhookUrlError extends Error {}

export type TResolvedAddress = { address: string; family: 4 | 6 };
export type TResolve = (host: string) => Promise<TResolvedAddress[]>;

export type TUrlGuardOptions = {
  /** WEBHOOK_ALLOW_PRIVATE: loopback, private and link-local targets (and http to them). */
  allowPrivate: boolean;
  /** NODE_ENV=development: http://localhost receivers on the developer's machine. */
  isDevelopment: boolean;
  resolve?: TResolve;
};

/**
 * Where an address leads: `public` (the internet), `internal` (loopback, private, link-local,
 * ULA, CGNAT and other special ranges: the server's own network) or `never` (no host at all,
 * multicast, and the cloud metadata service, which hands out credentials).
 */
export type TAddressReach = 'public' | 'internal' | 'never';

const METADATA = new Set(['169.254.169.254', 'fd00:ec2::254', '100.100.100.200']);

/**
 * `::a.b.c.d` or `::xxxx:xxxx`, but not `::` or `::1`. Read from the WHATWG form of the address
 * (`::10.0.0.1` becomes `::a00:1`): ipaddr.js takes the dotted form for IPv4-mapped.
 */
function isIpv4Compatible(address: string): boolean {
  const canonical = new URL(`http://[${address}]/`).hostname.slice(1, -1);
  const parts = ipaddr.IPv6.parse(canonical).parts;
  return parts.slice(0, 6).every((p) => p === 0) && (parts[6] !== 0 || parts[7]! > 1);
}

export function classifyAddress(address: string): TAddressReach {
  if (!ipaddr.isValid(address)) return 'never';
  // IPv4-compatible IPv6 (::/96, deprecated) reaches the IPv4 address it carries on some stacks
  // (::a9fe:a9fe is the metadata service): never a receiver's address.
  if (net.isIPv6(address) && isIpv4Compatible(address)) return 'never';
  // IPv4-mapped IPv6 (::ffff:10.0.0.1) is judged as the IPv4 address it carries.
  const parsed = ipaddr.process(address);
  if (METADATA.has(parsed.toString())) return 'never';
  const range = parsed.range();
  if (range === 'unicast') return 'public';
  if (['unspecified', 'broadcast', 'multicast'].includes(range)) return 'never';
  return 'internal';
}

export function isLoopback(address: string): boolean {
  return ipaddr.isValid(address) && ipaddr.process(address).range() === 'loopback';
}

function isLocalhostName(host: string): boolean {
  const name = host.toLowerCase().replace(/\.$/, '');
  return name === 'localhost' || name.endsWith('.localhost');
}

const LOOKUP_TIMEOUT_MS = 3_000;

/** The system resolver (as node:http would use), every address, bounded in time. */
export const systemResolve: TResolve = (host) =>
  new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('DNS lookup timed out')), LOOKUP_TIMEOUT_MS);
    timer.unref();
    dns.lookup(host, { all: true, verbatim: true }, (err, addresses) => {
      clearTimeout(timer);
      if (err) reject(err);
      else resolve(addresses.map((a) => ({ address: a.address, family: a.family === 6 ? 6 : 4 })));
    });
  });

/**
 * Checks a webhook URL and picks the address to connect to. Every address the host resolves to
 * must be allowed (one private answer among public ones is refused), and the delivery connects
 * to the checked address itself, so a DNS answer that changes in between (rebinding) cannot
 * lead it elsewhere.
 */
export async function checkWebhookTarget(
  text: string,
  options: TUrlGuardOptions,
): Promise<{ url: URL; target: TResolvedAddress }> {
  const shape = getWebhookUrlShapeError(text);
  if (shape) throw new WebhookUrlError(shape);
  const url = new URL(text);
  const host = url.hostname.replace(/^\[(.*)\]$/, '$1');
  let addresses: TResolvedAddress[];
  if (net.isIP(host)) addresses = [{ address: host, family: net.isIP(host) === 6 ? 6 : 4 }];
  else {
    try {
      addresses = await (options.resolve ?? systemResolve)(host);
    } catch {
      throw new WebhookUrlError(WEBHOOK_MESSAGES.urlUnresolvable(host));
    }
    if (addresses.length === 0) throw new WebhookUrlError(WEBHOOK_MESSAGES.urlUnresolvable(host));
  }
  const isDevLocal =
    options.isDevelopment && (isLocalhostName(host) || (net.isIP(host) > 0 && isLoopback(host)));
  for (const { address } of addresses) {
    const reach = classifyAddress(address);
    const allowed =
      reach === 'public' ||
      (reach === 'internal' && (options.allowPrivate || (isDevLocal && isLoopback(address))));
    if (!allowed) throw new WebhookUrlError(WEBHOOK_MESSAGES.urlPrivate(host, address));
  }
  // Plain http never crosses the internet: only to the developer's machine or, when allowed,
  // inside the company network.
  if (url.protocol === 'http:') {
    const isInternalOnly = addresses.every((a) => classifyAddress(a.address) === 'internal');
    if (!(isDevLocal || (options.allowPrivate && isInternalOnly)))
      throw new WebhookUrlError(WEBHOOK_MESSAGES.urlHttps);
  }
  return { url, target: addresses[0]! };
}
