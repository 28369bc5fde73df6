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
    ['昼ごはん 500kcal以下', 'lunch', '500kcal以下'],
    ['夕飯', 'dinner', ''],
  ])('%s: mealType %s, the rest %p', (q, mealType, rest) => {
    expect(mealTimeWordsIn(q)).toMatchObject({ mealType, rest });
  });

  it('gives a snack its genres and a late-night meal its theme', () => {
    expect(mealTimeWordsIn('おやつ')).toMatchObject({ genres: ['sweets', 'snack'], words: ['おやつ'] });
    expect(mealTimeWordsIn('夜食')).toMatchObject({ theme: { theme: 'night' } });
  });

  it('keeps a word that holds a time word and more for the names to judge (おやつパン), and reads nothing in food names', () => {
    expect(mealTimeWordsIn('おやつパン')).toMatchObject({ gluedWords: ['おやつパン'], rest: 'パン' });
    for (const q of ['牛丼', '朝食', 'おつまみ', 'ランチ']) expect([q, mealTimeWordsIn(q)]).toEqual([q, null]);
  });
});
