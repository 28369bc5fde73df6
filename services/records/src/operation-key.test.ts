import { createHash } from 'node:crypto';
import { keyedRecordId } from './operation-key';

/** Keyed ids are stored: a write retried across a release must find the first attempt's records, so the formula stays. */
describe('keyedRecordId', () => {
  const digest = (seed: string) => createHash('sha256').update(seed).digest('base64url');

  it('is the prefix and the key’s SHA-256 in base64url, cut to the length; a later generation seeds with key:generation', () => {
    expect(keyedRecordId('m', 'op-1', 15)).toBe(`m_${digest('op-1').slice(0, 15)}`);
    expect(keyedRecordId('ex', 'op-1', 16, 2)).toBe(`ex_${digest('op-1:2').slice(0, 16)}`);
    expect(keyedRecordId('f', 'op-1', 16)).not.toBe(keyedRecordId('f', 'op-2', 16));
  });
});
