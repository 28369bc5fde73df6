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

/** An allergy named: the food beside it (卵アレルギー, egg allergy) is the one to avoid, not the one wanted. */
const ALLERGY = /^(?:allerg(?:y|ies|ic)|アレルギー)$/;

/**
 * The words of q that ask for data no item records (gluten free, アレルギー), q without them (folded), and whether one names
 * an allergy; null when none.
 */
export function noDataWordsIn(q: string): { words: string[]; rest: string; allergy: boolean } | null {
  const { words, rest } = takeWords(q.normalize('NFKC').toLowerCase(), NO_DATA_WORDS);
  if (!words.length) return null;
  return { words, rest, allergy: words.some((word) => ALLERGY.test(word)) };
}
