import { loadMealNameSounds, soundOfRomaji, soundsLikeTest } from './meal-name-sound';

describe('meal names by their sound', () => {
  it('meets a name in kanji or katakana by kana or romaji of its reading, long vowels folded', async () => {
    const sounds = await loadMealNameSounds();
    const holds = (name: string, part: string) => {
      const sound = sounds.soundOf(part);
      return sound !== null && sounds.holds(name, sound);
    };
    for (const part of ['からあげ', 'カラアゲ', 'karaage', '唐揚', 'ていしょく', 'teishoku'])
      expect([part, holds('唐揚げ定食', part)]).toEqual([part, true]);
    for (const part of ['ramen', 'らーめん', 'らあめん', 'しょうゆ']) expect([part, holds('醤油ラーメン', part)]).toEqual([part, true]);
    expect(holds('親子丼', 'oyakodon')).toBe(true);
    expect(holds('牛丼並盛', 'なみもり')).toBe(true);
    // Another word is not met.
    expect(holds('唐揚げ定食', 'からし')).toBe(false);
    expect(holds('親子丼', 'gyudon')).toBe(false);
  });

  it('keeps the digits of a name and of a part: a number typed is looked for, and 1.5 is not 15', async () => {
    const sounds = await loadMealNameSounds();
    const holds = (name: string, part: string) => {
      const sound = sounds.soundOf(part);
      return sound !== null && sounds.holds(name, sound);
    };
    expect(holds('プロテイン2', 'ぷろていん2')).toBe(true);
    expect(holds('プロテイン1', 'ぷろていん2')).toBe(false);
    expect(holds('おにぎり２個', 'onigiri 2')).toBe(true);
    expect(holds('おにぎり1個', 'onigiri 2')).toBe(false);
    expect(holds('チキン3ピース', 'chikin3')).toBe(true);
    expect(holds('チキン30ピース', 'chikin3')).toBe(true); // a part of a name, as a literal part would be
    expect(holds('ごはん 1.5杯', 'gohan 15')).toBe(false);
    expect(holds('ごはん 15g', 'gohan 1.5')).toBe(false);
    // Without a number the part still meets every amount.
    expect(holds('おにぎり1個', 'onigiri')).toBe(true);
    expect(soundOfRomaji('gohan 1 5hai')).toBe('gohan1_5hai');
    expect(soundOfRomaji('onigiri 2ko')).toBe('onigiri2ko');
    expect(soundOfRomaji('1 2nichibun no yasai')).toBe('1_2nichibunnoyasai');
    // Digits do not count toward the three letters a part needs.
    expect(sounds.soundOf('12')).toBeNull();
    expect(sounds.soundOf('1個')).toBeNull();
    expect(sounds.soundOf('2個入')).toBe('2koiri');
  });

  it('has no sound for a part of fewer than three letters, or of digits and symbols', async () => {
    const sounds = await loadMealNameSounds();
    for (const part of ['ミ', 'いえ', 'ae', '100', '%', '１００％']) expect([part, sounds.soundOf(part)]).toEqual([part, null]);
    expect(await soundsLikeTest('ミ')).toBeUndefined();
    const test = await soundsLikeTest('からあげ');
    expect(test?.('唐揚げ弁当')).toBe(true);
    expect(test?.('牛丼')).toBe(false);
  });
});
