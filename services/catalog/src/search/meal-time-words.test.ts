import { mealTimeWordsIn } from './meal-time-words';

describe('a time of eating in q', () => {
  it.each([
    ['高たんぱく おやつ', 'snack', '高たんぱく'],
    ['間食', 'snack', ''],
    ['セブン 小腹', 'snack', 'セブン'],
    ['夜食 ラーメン', 'late_night', 'ラーメン'],
    ['寝る前 軽い', 'late_night', '軽い'],
    ['寝る前に ヨーグルト', 'late_night', 'ヨーグルト'],
    ['before bed snack', 'late_night', 'snack'],
    // Round 15: a snack in English, and a protein bar (protein snack went to スナック, the chips).
    ['protein snack', 'snack', 'protein'],
    ['high protein snacks', 'snack', 'high protein'],
    ['protein bar', 'snack', 'protein'],
    ['late night snack', 'late_night', ''],
    ['昼ごはん 500kcal以下', 'lunch', '500kcal以下'],
    ['夕飯', 'dinner', ''],
    ['コンビニ ランチ', 'lunch', 'コンビニ'],
    ['konbini lunch', 'lunch', 'konbini'],
    ['dinner', 'dinner', ''],
    // Round 18: 昼, お昼 and 夜, 晩 as words of their own (お昼 パスタ and 夜 ラーメン named nothing).
    ['お昼 パスタ', 'lunch', 'パスタ'],
    ['昼 ラーメン', 'lunch', 'ラーメン'],
    ['お昼ごはん 牛丼', 'lunch', '牛丼'],
    ['夜 ラーメン', 'dinner', 'ラーメン'],
    ['晩 カレー', 'dinner', 'カレー'],
    // Breakfast, by the words the chains file it under or none (マック 朝 left the chain out for other shops' 朝そば).
    ['マック 朝', 'breakfast', 'マック'],
    ['朝マック', 'breakfast', 'マック'],
    ['マック モーニング', 'breakfast', 'マック'],
    ['すき家 朝ごはん', 'breakfast', 'すき家'],
    ['mcdonalds breakfast', 'breakfast', 'mcdonalds'],
    // 朝食 as a word of its own (the service asks the names first, so やよい軒 朝食 meets 納豆朝食).
    ['マクドナルド 朝食', 'breakfast', 'マクドナルド'],
    ['すき家 朝食', 'breakfast', 'すき家'],
  ])('%s: mealType %s, the rest %p', (q, mealType, rest) => {
    expect(mealTimeWordsIn(q)).toMatchObject({ mealType, rest });
  });

  it('gives a snack its genres and a late-night meal its theme', () => {
    expect(mealTimeWordsIn('おやつ')).toMatchObject({ genres: ['sweets', 'snack'], words: ['おやつ'] });
    expect(mealTimeWordsIn('夜食')).toMatchObject({ theme: { theme: 'night' } });
    expect(mealTimeWordsIn('朝マック')).toMatchObject({ theme: { theme: 'morning' }, gluedWords: ['朝マック'] });
    // 朝 only where a word begins (今朝 is no breakfast).
    expect(mealTimeWordsIn('今朝 パン')).toBeNull();
    // 昼 and 夜 only as words of their own (昼定食 is a name's word, 夜食 late night's).
    expect(mealTimeWordsIn('昼定食')).toBeNull();
    expect(mealTimeWordsIn('夜食 うどん')).toMatchObject({ mealType: 'late_night' });
    // 朝食 inside a word is the name's (和朝食, 納豆朝食), and so is a word it begins (朝食セット).
    expect(mealTimeWordsIn('和朝食')).toBeNull();
    expect(mealTimeWordsIn('納豆朝食')).toBeNull();
    expect(mealTimeWordsIn('朝食セット')).toBeNull();
    // A lunch or a dinner is a meal's dishes, for a q that names no food beside it (the caller asks).
    expect(mealTimeWordsIn('昼ごはん')?.mealGenres).toEqual(expect.arrayContaining(['bento', 'onigiri', 'ramen']));
    expect(mealTimeWordsIn('昼ごはん')?.mealGenres).not.toContain('sweets');
    expect(mealTimeWordsIn('おやつ')?.mealGenres).toBeUndefined();
  });

  it('keeps a word that holds a time word and more for the names to judge (おやつパン), and reads nothing in food names', () => {
    expect(mealTimeWordsIn('おやつパン')).toMatchObject({ gluedWords: ['おやつパン'], rest: 'パン' });
    for (const q of ['牛丼', 'おつまみ']) expect([q, mealTimeWordsIn(q)]).toEqual([q, null]);
    // ランチ is read (コンビニ ランチ), though names hold it: the service asks the names first (the catalog e2e holds
    // ランチ and ランチパック to their rows). So is 朝食 as a word of its own since round 13 (朝食 with shop=mcdonalds named no
    // row of the chain); the catalog e2e holds 朝食 alone and やよい軒 朝食 to the names that hold it.
    expect(mealTimeWordsIn('朝食')).toMatchObject({ mealType: 'breakfast', rest: '', namesHold: true });
    // The service reads such a word as a time only beside a chain; 朝ごはん is no name's word.
    expect(mealTimeWordsIn('朝ごはん')?.namesHold).toBeUndefined();
  });
});
