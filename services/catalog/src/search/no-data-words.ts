import { LOW_SALT_WORDS } from './nutrition-wishes';
import { takeWords } from './typed-words.take';

/**
 * Words that ask for what no catalog item records: allergens and what an item is free of (gluten free, アレルギー, dairy
 * free), or a religious rule it follows (halal). An item carries its name, shop, category, genres, nutrition values and price,
 * none of its ingredients or allergens, so no answer can say an item is free of gluten: gluten free said 「gluten」 matched no
 * name, as if a misspelling were the trouble, and a food beside it (gluten free pasta) would list pasta made with wheat. Round
 * 15 reads them as a question the catalog cannot answer and says so, with what it can do. Written folded (NFKC, lower case).
 */
const NO_DATA_WORDS =
  /\bgluten(?:[- ]?free)?\b|グルテン(?:フリー)?|\ballerg(?:y|ies|ens?|ic)\b|アレルギー|アレルゲン|\b(?:dairy|lactose|nut|peanut|egg|wheat|soy)[- ]free\b|乳糖不使用|乳製品不使用|卵不使用|小麦不使用|\bhalal\b|ハラール|ハラル|\bkosher\b|コーシャ/g;

/**
 * Words that ask for a nutrient no item records a value of: an item's nutrition is cal, protein, fat and carbs only, so low
 * salt listed the names holding 塩 by its head word and low sodium or high fiber said their words matched no name (round 16).
 * Read only where q as typed matches no name: 食物繊維 and ビタミン are words of names (食物繊維が摂れる…). Little salt is a wish
 * since round 35 (LOW_SALT_WORDS: 減塩, 塩分控えめ, low salt; the rows give salt per serving), taken out of q before these are
 * read; 塩分 and sodium alone still ask a value the search items do not show.
 * Caffeine is such a value too (round 17: caffeine free coffee listed フレッシュネスバーガー's coffee by the free of its shop's
 * name); no name writes デカフェ, カフェインレス or ノンカフェイン, and one that did would be met as typed.
 */
const NO_VALUE_WORDS =
  /\bsodium\b|塩分|\b(?:high[- ]?)?fib(?:er|re)\b|食物繊維|\bvitamins?\b|ビタミン|\bcholesterol\b|コレステロール|プリン体|\b(?:no |non[- ]?)?caffeine(?:[- ]?free)?\b|\bdecaf(?:feinated)?\b|カフェインレス|ノンカフェイン|カフェイン(?:ゼロ|なし|抜き)?|デカフェ/g;

/** An allergy named: the food beside it (卵アレルギー, egg allergy) is the one to avoid, not the one wanted. */
const ALLERGY = /^(?:allerg(?:y|ies|ic)|アレルギー)$/;

/**
 * The words of q that ask for data no item records (gluten free, アレルギー, high fiber), q without them (folded), whether one
 * names an allergy, and `nutrient` when every one asks for a nutrient's value rather than an ingredient; null when none.
 */
export function noDataWordsIn(q: string): { words: string[]; rest: string; allergy: boolean; nutrient?: true } | null {
  const asked = takeWords(takeWords(q.normalize('NFKC').toLowerCase(), LOW_SALT_WORDS).rest, NO_DATA_WORDS);
  const values = takeWords(asked.rest, NO_VALUE_WORDS);
  const words = [...asked.words, ...values.words];
  if (!words.length) return null;
  const nutrient = asked.words.length === 0;
  return { words, rest: values.rest, allergy: words.some((word) => ALLERGY.test(word)), ...(nutrient ? { nutrient } : {}) };
}
