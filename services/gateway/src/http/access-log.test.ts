import { pseudonymOf } from './access-log';

describe('pseudonymOf', () => {
  it('gives the same pseudonym for a subject in every process and release, so log lines of one caller can be joined', () => {
    // The first 16 base64url characters of SHA-256("shokuji-caller:u_123"): changing how it is computed must keep it.
    expect(pseudonymOf('u_123')).toBe('iSYxsBy4zpUPoqBU');
    expect(pseudonymOf('u_124')).not.toBe(pseudonymOf('u_123'));
  });
});
