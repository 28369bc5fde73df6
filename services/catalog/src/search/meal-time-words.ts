import type { SearchMealType } from '@shokuji/contracts';
import type { Theme } from './search-engine';
import { takeWords, type TakenWords } from './typed-words.take';

/**
 * The genres of a meal's dishes (search-index/data/genres.json): what a lunch or a dinner is, as sweets and snacks are
 * what a snack is. Read only when q names no food beside the time (コンビニ 昼ごはん, セブン 夕飯 listed the stores'
 * pastries and coffees first by popularity); with a food typed, the food says what is eaten (昼ごはん サラダ).
 */
export const MEAL_GENRES = [
  'gyudon',
  'donburi',
  'teishoku',
  'fried_food',
  'tempura',
  'fried_chicken',
  'burger',
  'ramen',
  'udon_soba',
  'curry',
  'sushi',
  'bento',
  'onigiri',
  'sandwich_bread',
  'pasta_pizza',
  'chinese',
  'western',
  'meat_grill',
  'fish',
];

/**
 * Words that say when a food is eaten rather than name one (おやつ, 間食, 夜食, 昼ごはん): no catalog
 * name holds them, so typed into q they found nothing (高たんぱく おやつ) or items a bigram of them
 * happens to meet (夜食: ポン酢で食べる豚もやし). Each is read as the meal type it names, with the theme
 * ranking of that time of day where there is one (docs/catalog-search.md → A wish for a kind of
 * nutrition). Written folded (NFKC, lower case). おつまみ is left out, and 朝食 read only as a word of its own: names hold
 * them (納豆朝食, おつまみ厚揚げ). The service asks the names first, so 朝ごはん alone still meets 朝食 by its synonyms.
 */
const MEAL_TIMES: readonly {
  mealType: SearchMealType;
  genres?: string[];
  mealGenres?: string[];
  theme?: { theme: Theme; order: string };
  words: RegExp;
}[] = [
  // Breakfast, whatever a chain files it under (朝食, 朝定食, 朝メニュー, モーニング): マック 朝, マック モーニング and 朝マック named
  // no row of the chain, and the first two left it out for other shops' 朝そば and 和朝食. The morning theme puts the breakfast
  // menus first. 朝 only where a word begins (今朝 is none). 朝食 only as a word of its own: the names hold it inside their words
  // (納豆朝食, 和朝食), so 朝食 alone and やよい軒 朝食 meet those names first and reach no wish (the service reads a wish only
  // when the names match few, as for ランチ), and a word glued to it (和朝食) stays a name; but beside a chain that files its
  // morning menu otherwise (マクドナルド 朝食, すき家 朝食, or 朝食 with shop=mcdonalds) it named no row of the chain: it left the
  // chain out for other shops' 和朝食, or listed the chain's サンデー as related items.
  {
    mealType: 'breakfast',
    theme: { theme: 'morning', order: '朝に向く順' },
    words: /朝ごはん|朝ご飯|朝御飯|朝飯|朝めし|あさごはん|朝メニュー|モーニング|\bbreakfast\b|(?<=^|\s)朝食(?=$|\s)|(?<=^|\s)朝(?!食)/g,
  },
  // A snack is something sweet or a snack food: within 250 kcal alone, beer and miso soup came first by popularity.
  { mealType: 'snack', genres: ['sweets', 'snack'], words: /おやつ|お八つ|間食|小腹/g },
  // A snack in English (round 15) is the same time of eating; protein snack went to the names holding スナック (chips) and
  // protein bar to related プロテイン飲料. A protein bar is one too where no name holds it. Its genres add protein (サラダチキン,
  // the chains' protein foods): what an English visitor means by a protein snack. After late night or before bed it is left to
  // the late-night slot.
  {
    mealType: 'snack',
    genres: ['sweets', 'snack', 'protein'],
    words: /(?<!\b(?:late[- ]night|before bed|bedtime) )\bsnacks?\b|(?<=\bprotein[- ]?)bars?\b/g,
  },
  // Before bed is the late-night slot too (寝る前 軽い named nothing).
  {
    mealType: 'late_night',
    theme: { theme: 'night', order: '夜に向く順' },
    words: /夜食|寝る前に?|ねる前に?|就寝前に?|\bbefore bed\b|\bbedtime\b|\blate[- ]night snacks?\b/g,
  },
  // ランチ names items (お子様ランチ, ランチパック): read only when the names match fewer than 5 with it (コンビニ ランチ). 昼, お昼
  // and 夜, 晩 as words of their own are the meal's time too (round 18: お昼 パスタ and 夜 ラーメン named nothing, no name holding
  // 昼 or 夜 beside the food); glued to another word they stay the names' (昼定食, 夜食 is late night's).
  {
    mealType: 'lunch',
    mealGenres: MEAL_GENRES,
    words: /お?昼ごはん|お?昼ご飯|お?昼御飯|昼飯|昼めし|お?ひるごはん|昼食|ランチ|\blunch\b|(?<=^|\s)(?:お昼|おひる|昼)(?=$|\s)/g,
  },
  {
    mealType: 'dinner',
    mealGenres: MEAL_GENRES,
    words:
      /晩ごはん|晩ご飯|晩御飯|晩飯|夕ごはん|夕ご飯|夕飯|夕食|夜ごはん|夜ご飯|ばんごはん|ディナー|\bdinner\b|(?<=^|\s)(?:夜|晩)(?=$|\s)/g,
  },
];

/** Time words the names also hold as a word of their own (朝食: 朝食セット おにぎり&豚汁). */
const NAMES_HOLD = new Set(['朝食']);

/** Every time word, to take all of them out of q. */
const ANY_MEAL_TIME = new RegExp(MEAL_TIMES.map(({ words }) => words.source).join('|'), 'g');

export interface MealTimeWords extends TakenWords {
  mealType: SearchMealType;
  /** Every time word taken is one the names hold as a word (朝食): a time of eating only where a chain is named beside it. */
  namesHold?: true;
  /** The genres (search-index/data/genres.json) what is eaten then falls in, where that is narrower than every food. */
  genres?: string[];
  /** The genres of the meal eaten then, for a q that names no food beside the time (MEAL_GENRES). */
  mealGenres?: string[];
  theme?: { theme: Theme; order: string };
}

/** The time of eating q names (the first such word's), with q less every such word; null when it names none. */
export function mealTimeWordsIn(q: string): MealTimeWords | null {
  const text = q.normalize('NFKC').toLowerCase();
  const named = MEAL_TIMES.find(({ words }) => text.match(words));
  if (!named) return null;
  const taken = takeWords(text, ANY_MEAL_TIME);
  return {
    mealType: named.mealType,
    ...(taken.words.length && taken.words.every((word) => NAMES_HOLD.has(word)) ? { namesHold: true as const } : {}),
    ...(named.genres ? { genres: named.genres } : {}),
    ...(named.mealGenres ? { mealGenres: named.mealGenres } : {}),
    ...(named.theme ? { theme: named.theme } : {}),
    ...taken,
  };
}
