import { isIPv4 } from 'node:net';
import type { Request } from 'express';
import ipaddr from 'ipaddr.js';

/**
 * Some proxies write the client's port into X-Forwarded-For (`203.0.113.7:49152`, `[2001:db8::7]:443`).
 * The port changes with every connection, so a key that kept it gave each connection a fresh bucket.
 */
function withoutPort(ip: string): string {
  const forwarded = /^(\d{1,3}(?:\.\d{1,3}){3}):\d{1,5}$/.exec(ip) ?? /^\[([^\]]+)\](?::\d{1,5})?$/.exec(ip);
  return forwarded ? forwarded[1]! : ip;
}

const IPV4_MAPPED = '::ffff:';

/**
 * The key per-address limits count under. One IPv6 subscriber usually holds a whole /64 and may
 * pick any address in it, so IPv6 addresses share their /64's bucket; IPv4 (and IPv4-mapped IPv6)
 * count per address. `req.ip` already honours TRUST_PROXY_HOPS (docs/security.md).
 *
 * An IPv4 address in dotted decimal, bare or mapped as node writes a peer on a dual-stack socket, is
 * its own key and is read with node's check: ipaddr.js's isValid and parse of it cost 5-19 µs, a
 * large part of every request's per-IP count (docs/benchmarks.md → stop 82).
 */
export function clientAddressKey(ip: string | undefined): string {
  const address = ip && withoutPort(ip);
  if (address && isIPv4(address)) return address;
  if (address?.startsWith(IPV4_MAPPED) && isIPv4(address.slice(IPV4_MAPPED.length))) return address.slice(IPV4_MAPPED.length);
  if (!address || !ipaddr.isValid(address)) return address || 'unknown';
  const parsed = ipaddr.parse(address);
  if (parsed.kind() === 'ipv4') return parsed.toString();
  const v6 = parsed as ipaddr.IPv6;
  if (v6.isIPv4MappedAddress()) return v6.toIPv4Address().toString();
  const prefix = new ipaddr.IPv6([...v6.parts.slice(0, 4), 0, 0, 0, 0]);
  return `${prefix.toString()}/64`;
}

/** The requesting client's limit key (see clientAddressKey). */
export const clientAddressOf = (req: Request): string => clientAddressKey(req.ip);
