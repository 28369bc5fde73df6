import { newId, newTimeOrderedId } from './ids';

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

describe('newTimeOrderedId', () => {
  afterEach(() => jest.restoreAllMocks());

  it('gives a prefixed URL-safe id led by nine base-36 digits of the time', () => {
    expect(newTimeOrderedId('m')).toMatch(/^m_[0-9a-z]{9}[A-Za-z0-9_-]{16}$/);
  });

  it('sorts ids drawn in later milliseconds after earlier ones, whatever their random part', () => {
    const now = jest.spyOn(Date, 'now');
    const ids = [1, 35, 36, 1295, 1_700_000_000_000, 1_700_000_000_001, 1_800_000_000_000].map((ms) => {
      now.mockReturnValue(ms);
      return newTimeOrderedId('m');
    });
    expect([...ids].sort()).toEqual(ids);
  });

  it('never repeats within one millisecond', () => {
    jest.spyOn(Date, 'now').mockReturnValue(1_700_000_000_000);
    const ids = Array.from({ length: 5000 }, () => newTimeOrderedId('m'));
    expect(new Set(ids).size).toBe(ids.length);
  });
});
