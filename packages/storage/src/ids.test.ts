import { newId } from './ids';

describe('newId', () => {
  it('gives a prefixed URL-safe id of the asked length', () => {
    expect(newId('m')).toMatch(/^m_[A-Za-z0-9_-]{16}$/);
    expect(newId('v', 6)).toMatch(/^v_[A-Za-z0-9_-]{8}$/);
  });

  it('never repeats, across many refills of its random pool', () => {
    const ids = Array.from({ length: 5000 }, () => newId('x'));
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('serves lengths beyond its pool', () => {
    expect(newId('big', 5000)).toMatch(/^big_[A-Za-z0-9_-]{6667}$/);
  });
});
