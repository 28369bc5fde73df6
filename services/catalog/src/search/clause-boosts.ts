/**
 * The weights of a term's clauses against one another (docs/catalog-search.md → A query), in one table: each was
 * chosen on the relevance suite, and one moved alone reorders what the others rank.
 */

/**
 * A latin word read as kana, against the names' readings: low, so that it adds the compounds the
 * romaji field cannot start inside (チキン南蛮) without reordering what the romaji finds (as-you-type
 * prefixes: shuma is no しゅま). Measured on the relevance suite: 0.9 cost prefix recall 0.989 → 0.961.
 */
export const LATIN_READING_BOOST = 0.2;

/** A term's reading weighs a little below its surface (the reading clause). */
export const READING_SHARE = 0.9;

/**
 * Clause boosts (docs/catalog-search.md → A query). A single English word's Japanese names match
 * well below the word itself: short Japanese names score high in BM25, and rows that carry the
 * English name lead. A known phrase ("cold soba") is a unit: its Japanese names are what it means,
 * so they match as a Japanese query would.
 */
export const TRANSLATION_BOOST = 0.1;

/** A latin word's synonyms of the kana it spells (sandoicchi → サンドイッチ → サンド): below the word's own romaji. */
export const KANA_SYNONYM_BOOST = 0.25;

/**
 * An English word the lexicon knows (ham, udon): the romaji prefix reading of its letters (ham →
 * hambagu, hamburger) ranks below its Japanese names.
 */
export const ROMAJI_OF_ENGLISH_BOOST = 0.05;

/**
 * A chain named by the query: its rows are the answer. The chain token is one term, while a name
 * match sums several bigrams, so it is boosted to rank the chain's rows above names that merely
 * contain the alias's letters (マック in other names).
 */
export const CHAIN_BOOST = 4;

/** Synonyms match a little below the word; a longer synonym is scaled down so its extra bigrams do not outrank the word (鮭 → サーモン). */
export const SYNONYM_BOOST = 0.85;

/** A word inside an unknown shop's name; food words never reach the shop field (チキン in ケンタッキーフライドチキン). */
export const SHOP_TEXT_BOOST = 0.35;

/**
 * A katakana word through its loose keys (スパゲティ for スパゲッティ, ホツトドツグ for ホットドッグ):
 * below the spelling as typed, so names written the typed way rank first.
 */
export const LOOSE_BOOST = 0.8;

/**
 * A kana term met at the start of a name's word (its romaji): above the name's bigrams, which also
 * meet it inside another word. Chosen on the relevance suite (1, 1.5, 2: overall nDCG 0.977, 0.977,
 * 0.978; hiragana 0.988 → 0.998; one misspelling, こーじー, now meets こじ words as typed).
 */
export const WORD_START_BOOST = 2;

/**
 * A term that is a name's whole core (ぎょうざ → 餃子, 餃子 6個; ごはん → ご飯 大): above every partial
 * match, however many bigrams those sum (冷凍ギョーザ 12個 matches ぎょうざ by three kana bigrams of its
 * name, where 餃子 has one token), so the plain item a one-word query names comes first. 3 still left
 * 冷凍ギョーザ first on popularity; the relevance suite measured 3, 6 and 10 alike (docs/catalog-search.md
 * → The plain item first).
 */
export const WHOLE_NAME_BOOST = 6;

/**
 * A chain's nickname for an item matches the catalog's name for it (ファミチキ → 骨なしチキン) and, twice
 * as strongly, a name that is the nickname as typed: a catalog listing ファミチキ itself ranks it first.
 */
export const NICKNAME_AS_TYPED_BOOST = 2;

/**
 * A dish's short form (Sudachi's 略語・略称 rows: ラテ for カフェラテ, ポテサラ for ポテトサラダ) as the whole
 * name of its full form, below a name that is the term itself (カレー before カレーライス).
 */
export const SHORT_FORM_BOOST = 0.5 * WHOLE_NAME_BOOST;

/** A letter size word's portion (large: 大盛), below its letter (L), which sides and drinks are sold by. */
export const PORTION_OF_SIZE_WORD_BOOST = 0.5;

/** Matches within a typo: below what the same word spelled right would score. */
export const TYPO_BOOST = 0.5;

/**
 * A row filed under a kind of the dish typed (寿司: the category 握り, the sushi chains' nigiri, named by
 * the fish alone): above a category's 0.3, as the row is that dish, yet below a name holding the word
 * (助六寿司, 手巻寿司 first, the nigiri right after them on the first page). Scaled as the term's own
 * name clauses are: a kana word's by its word-start boost, a latin word spelling kana (sushi) as that kana's
 * kinds, at the share of a latin word's synonyms of its kana.
 */
export const KIND_BOOST = 1.3;

/**
 * An English word met in a row's English name and written in its Japanese name too: a little above the word met in English
 * alone, so among the rows carrying the word those whose Japanese name says it lead (wine: 白ワイン before 梅酒).
 */
export const NAMED_IN_JAPANESE_BOOST = 1.2;

/**
 * A row with no English name whose Japanese name is, whole, an English word's Japanese (カレー: plain:curry). Its one-token English
 * field weighs much in the engines' length norm, so a low boost is enough: measured from 1.5 to 3, the plain カレー and コーヒー rows
 * lead Curry rice and Black coffee and the English-named ミネストローネ rows still lead the shops' own; at 6 the shops' passed them.
 */
export const PLAIN_IN_JAPANESE_BOOST = 2;

/**
 * The same row whose name is another of the word's Japanese (ホットケーキ of pancake): below PLAIN_IN_JAPANESE_BOOST by more than
 * the two tokens' rarity can differ (a rarer token weighs more in BM25: 7 ホットケーキ rows against 35 パンケーキ), so the word's own
 * plain food leads.
 */
export const ALSO_IN_JAPANESE_BOOST = 1;

/**
 * A folded spelling or a reading a kana away has more neighbours than the spelling as typed a letter
 * away (ぎゅうそん → ぎゅうとん, sada → saba): below it.
 */
export const FOLDED_TYPO_BOOST = TYPO_BOOST / 2;

export const KANA_TYPO_BOOST = TYPO_BOOST * 0.3;

/**
 * A kind of a one-kanji food the English lexicon lists beside the word typed (お茶: 緑茶, green tea): the word's own name, so
 * above the kanji's other kinds (麦茶), which weigh SYNONYM_BOOST; 麦茶, the rarer word in the names, led お茶 at that weight.
 */
export const OWN_NAME_AMONG_KINDS_BOOST = 1.2 * SYNONYM_BOOST;

/**
 * A kanji typed alone met by its reading voiced (かき氷's ごおり for 氷): below its own reading, as the voiced piece is the rarer and
 * would lead the names reading the kanji so (替玉, かえだま, before 玉子 for 玉; 惣菜 before 八宝菜 for 菜).
 */
export const VOICED_READING_BOOST = 0.1;
