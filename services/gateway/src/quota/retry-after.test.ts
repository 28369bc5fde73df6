import { retryAfterSecUntil } from './retry-after';

describe('retryAfterSecUntil', () => {
  const now = new Date('2026-12-07T10:00:00.000Z');
  const at = (ms: number) => new Date(now.getTime() + ms);

  it('counts whole seconds to the reset, rounded up', () => {
    expect(retryAfterSecUntil(at(60_000), now)).toBe(60);
    expect(retryAfterSecUntil(at(59_001), now)).toBe(60);
    expect(retryAfterSecUntil(at(1_500), now)).toBe(2);
  });

  it('asks for at least one second, also for a reset now or already past', () => {
    expect(retryAfterSecUntil(at(1), now)).toBe(1);
    expect(retryAfterSecUntil(now, now)).toBe(1);
    expect(retryAfterSecUntil(at(-5_000), now)).toBe(1);
  });
});
