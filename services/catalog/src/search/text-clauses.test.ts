import type * as Wanakana from 'wanakana';
import { toRomaji } from 'wanakana';
import { unfoldedRomaji } from './text-clauses';

// wanakana's toRomaji, counted: the syllables read once are read again without it.
jest.mock('wanakana', () => {
  const actual = jest.requireActual<typeof Wanakana>('wanakana');
  return { ...actual, toRomaji: jest.fn(actual.toRomaji) };
});
const wanakanaRomaji = jest.requireActual<typeof Wanakana>('wanakana').toRomaji;

describe('unfoldedRomaji', () => {
  it('spells a reading as wanakana does, before the folds', () => {
    for (const reading of ['さあだ', 'ぎゅうどん', 'うぃんなあこおひい', 'きゃっと', 'ほんや', 'ぎゅd', '7ぷれみあむ'])
      expect(unfoldedRomaji(reading)).toBe(wanakanaRomaji(reading).replace(/[^a-z]/g, ''));
  });

  it('reads a reading whose syllables it has read without wanakana', () => {
    expect(unfoldedRomaji('からあげ')).toBe('karaage');
    jest.mocked(toRomaji).mockClear();
    expect(unfoldedRomaji('あげから')).toBe('agekara');
    expect(toRomaji).not.toHaveBeenCalled();
  });
});
