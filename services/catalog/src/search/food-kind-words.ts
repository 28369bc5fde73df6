import { takeWords, type TakenWords } from './typed-words.take';

/** The genres of drinks other than alcohol (search-index/data/genres.json). */
export const DRINK_GENRES: readonly string[] = ['drink_coffee', 'drink_tea', 'drink_other'];

/**
 * Words that name a kind of food the catalog files by genre (search-index/data/genres.json) rather than a food a name
 * holds: 飲み物 (drinks). No name holds them, so typed into q they found nothing (カロリーゼロ 飲み物 said 飲み物 matched
 * nothing). Each is read as the genres it names (docs/catalog-search.md → A wish for a kind of nutrition). Written
 * folded (NFKC, lower case). ドリンク and 飲料 are left out: names hold them (スポーツドリンク, 乳酸菌飲料); alcohol is お酒's.
 */
const FOOD_KINDS: readonly { genres: readonly string[]; words: RegExp; alone?: true }[] = [
  { genres: DRINK_GENRES, words: /飲み物|飲みもの|のみもの|\bdrinks\b|\bbeverages?\b/g },
  // Desserts and sweets in English (round 14): the catalog files them under sweets, and English words meet no category (the
  // Japanese デザート and スイーツ meet it), so low fat dessert found nothing and low fat sweets two スイート sandwiches.
  // And a wish for something sweet (round 37): 甘いもの went to the typo pass and listed 長いもの千切り, a kanji away.
  { genres: ['sweets'], words: /\bdesserts?\b|\bsweets\b|甘いもの|甘い物|あまいもの|\bsomething sweet(?: and\b)?/g },
  // Something warm and something salty (round 38): no name writes a taste or a temperature, so あったかいもの answered none,
  // しょっぱいもの said it named nothing and something warm and light found none, where the spec promises a semantic fallback.
  // Warm is the soups and the ramen (udon and soba are served cold as often: ざるうどん); salty the snacks (chips, crackers,
  // nuts). A wish after "and" stays one (something warm and light: the fewest kcal first). Hot is left out: it is spicy as often.
  {
    genres: ['soup', 'ramen'],
    words: /(?:あったかい|あたたかい|温かい|暖かい)(?:もの|物)|\bsomething warm(?: and\b)?|\bwarm food\b/g,
  },
  { genres: ['snack'], words: /(?:しょっぱい|塩辛い|しおからい)(?:もの|物)|\bsomething salty(?: and\b)?|\bsalty food\b/g },
  // Noodles typed alone (stop 83): the ramen and the udon and soba, which no English name calls noodles, so the word met only the
  // English-named 春雨 dishes (Stir-fried glass noodles) and listed them first. Only alone: beside another word it is a word of a
  // dish's name (cup noodles, glass noodles, udon noodles, fried noodles), and the names answer it.
  { genres: ['ramen', 'udon_soba'], words: /^\s*noodles?\s*$/g, alone: true },
];

export interface FoodKindWords extends TakenWords {
  /** The genres the words name. */
  genres: readonly string[];
  /**
   * The words are the kind only as the whole of q (noodles), and then read before the names, which hold the word in dishes of
   * their own (glass noodles): however many names q meets, it lists the kind's genres.
   */
  alone: boolean;
}

/** The kind of food q names by a word of FOOD_KINDS (the first such kind), with q less its words; null when it names none. */
export function foodKindWordsIn(q: string): FoodKindWords | null {
  const text = q.normalize('NFKC').toLowerCase();
  const named = FOOD_KINDS.find(({ words }) => text.match(words));
  if (!named) return null;
  const taken = takeWords(text, named.words);
  // The "and" taken with an English phrase joins the wish after it; the words said back are the phrase alone.
  return {
    genres: named.genres,
    alone: named.alone === true,
    ...taken,
    words: taken.words.map((word) => word.replace(/ and$/, '')),
  };
}
