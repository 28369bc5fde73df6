import { randomBytes } from 'node:crypto';

/** A random, URL-safe id with a readable prefix (`u_…`, `tok_…`, `m_…`). */
export function newId(prefix: string, bytes = 12): string {
  return `${prefix}_${randomBytes(bytes).toString('base64url')}`;
}
