import { loadMealNameSounds, soundsLikeTest } from './meal-name-sound';

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

  it('has no sound for a part of fewer than three letters, or of digits and symbols', async () => {
    const sounds = await loadMealNameSounds();
    for (const part of ['ミ', 'いえ', 'ae', '100', '%', '１００％']) expect([part, sounds.soundOf(part)]).toEqual([part, null]);
    expect(await soundsLikeTest('ミ')).toBeUndefined();
    const test = await soundsLikeTest('からあげ');
    expect(test?.('唐揚げ弁当')).toBe(true);
    expect(test?.('牛丼')).toBe(false);
  });
});
