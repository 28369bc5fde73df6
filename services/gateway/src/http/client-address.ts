import type { Request } from 'express';
import ipaddr from 'ipaddr.js';

/**
 * The key per-address limits count under. One IPv6 subscriber usually holds a whole /64 and may
 * pick any address in it, so IPv6 addresses share their /64's bucket; IPv4 (and IPv4-mapped IPv6)
 * count per address. `req.ip` already honours TRUST_PROXY_HOPS (docs/security.md).
 */
export function clientAddressKey(ip: string | undefined): string {
  if (!ip || !ipaddr.isValid(ip)) return ip || 'unknown';
  const parsed = ipaddr.parse(ip);
  if (parsed.kind() === 'ipv4') return parsed.toString();
  const v6 = parsed as ipaddr.IPv6;
  if (v6.isIPv4MappedAddress()) return v6.toIPv4Address().toString();
  const prefix = new ipaddr.IPv6([...v6.parts.slice(0, 4), 0, 0, 0, 0]);
  return `${prefix.toString()}/64`;
}

/** The requesting client's limit key (see clientAddressKey). */
export const clientAddressOf = (req: Request): string => clientAddressKey(req.ip);
