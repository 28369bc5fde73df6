/**
 * What the catalog's analyzer needs from Japanese text processing: the seam between the token design and
 * @shokuji/ja-text (readings, romaji, synonyms, chains, the English food lexicon), which createJaCatalogAnalyzer
 * fills (ja-catalog-analyzer.ts).
 */

import type { KanjiFoodReadings } from './kanji-food-readings';

/** What the catalog needs from Japanese text processing (implemented by @shokuji/ja-text). */
export interface JaNormalizer {
  /** Folded surface: NFKC, width, case, katakana → hiragana, long-vowel variants. */
  normalize(text: string): string;
  /** Loose keys of the folded surface: loanword spelling variants and small kana typed big fold alike (ja-text kana-variants.fold). */
  loose(text: string): string[];
  /** Hiragana reading, dictionary-corrected, in the same folded form. */
  reading(text: string): string;
  /** Each word's reading in the pieces it is read by (reading-table entries, morphemes); none for a latin word. */
  readingSegments(text: string): string[][];
  /** readingSegments with each segment's folded surface beside its reading. */
  surfaceSegments(text: string): { surface: string; reading: string }[][];
  /** Canonical romaji of the reading (words separated by spaces). */
  romaji(text: string): string;
  /** Romaji prefixes of a name's reading, starting at every word (index side). */
  romajiIndexTokens(text: string): string[];
  /** The canonical romaji spellings of one typed latin word (query side; any one may match). */
  romajiQueryTokens(word: string): string[];
  /** Hiragana of romaji typed in latin letters. */
  kanaOfLatin(text: string): string;
  /** Synonyms and chain aliases of a term, the term excluded. */
  synonyms(term: string): string[];
  /** The full names of a dish a term is the short form of (ラテ → カフェラテ); empty otherwise. */
  fullFormsOf(term: string): readonly string[];
  /**
   * The kinds of a genre's dish a word names, by the short forms Sudachi gives them (寿司, すし, 鮨: 握り, the
   * short form of 握り寿司, the category the sushi chains file their nigiri under), and with `fullForm` also those a
   * kind's full form names (握り寿司: 握り); empty for any other word.
   */
  kindsOf(term: string, fullForm?: boolean): readonly string[];
  /** The dish short form a term spells on with more of its full form (ポテサラダ, ポテチップス: ポテサラ, ポテチ); undefined otherwise. */
  shortFormSpelledOn(term: string): string | undefined;
  /** The short forms Sudachi gives a dish's full form (サンドイッチ: サンド, ハンバーガー: バーガー); empty for any other word. */
  shortFormsOf(term: string): readonly string[];
  /** Japanese names of an English food word or phrase; empty when unknown. */
  japaneseOfEnglish(english: string): readonly string[];
  /**
   * The lexicon's foods written with kanji whose reading a latin word that is no English word of the lexicon spells (ocha:
   * お茶, men: 麺); empty for any other word.
   */
  japaneseOfRomaji(word: string): readonly string[];
  /** The other Japanese names of the English lexicon's entries that list a Japanese word (辛い: spicy's 旨辛, 辛口…); empty when none lists it. */
  otherJapaneseOf(japanese: string): readonly string[];
  /**
   * The other Japanese names of the English lexicon's entries whose first name (the food's own) is this one (卵: たまご, 玉子,
   * エッグ, 味玉 of egg); none for a name listed only after another (味玉 typed names the seasoned egg, not every egg). A word
   * spelled otherwise with the reading of one food's first name alone is that name (お粥: おかゆ, お粥, 雑炊 of rice porridge).
   */
  namesOfFoodNamed(japanese: string): readonly string[];
  /** How a food of one kanji the English lexicon lists reads inside names (焼鮭: じゃけ) and the other foods it begins (牛乳); undefined when neither. */
  kanjiFoodReadings(kanji: string): KanjiFoodReadings | undefined;
  /** The foods of one kanji whose reading alone is this kana and that begin other foods (みず: 水, which begins 水煮); empty otherwise. */
  kanjiFoodsReadAs(kana: string): readonly string[];
  /** The dishes the reading table spells with this hiragana reading (やきめし: 焼飯, 焼き飯); empty otherwise. */
  dishesReadAs(kana: string): readonly string[];
  /** How the English lexicon's compounds write an English word before another food word, where that differs from its names (green tea: 抹茶); empty otherwise. */
  modifierFormsOfEnglish(english: string): readonly string[];
  /** Japanese names of the English lexicon entries nearest a misspelled English word, within `edits`. */
  japaneseOfMisspelledEnglish(english: string, edits: number): readonly string[];
  /** How many edits away the English lexicon's nearest entry to a word is, within `edits`; null when none is that near. */
  editsToNearestEnglish(english: string, edits: number): number | null;
  /** The English lexicon's entries of one word (rice, curry), whose Japanese a name may be whole. */
  oneWordEnglishFoods(): readonly string[];
  /** Whether a latin word is a word of the English lexicon's entries (green of green tea, curry), so spelled right. */
  isEnglishLexiconWord(english: string): boolean;
  /**
   * Whether a Japanese word folded as names are (ちいず) is a name of an English lexicon entry (チーズ: cheese), a food of its
   * own, not a way of cooking one (焼き, フライド).
   */
  isLexiconFood(folded: string): boolean;
  /** Known food words a term is made of; empty when it names nothing known. */
  foodWordsIn(term: string): string[];
  /** The known words a known compound is written with (鮭おにぎり → 鮭, おにぎり); empty otherwise. */
  foodWordsInside(term: string): string[];
  /** Whether the whole term is a known food word spelled right. */
  knowsFoodWord(term: string): boolean;
  /** The nickname listed in latin letters a latin word misspells within `edits` (frapuccino: frappuccino); null otherwise. */
  latinNicknameNear(term: string, edits: number): string | null;
  /** The known words (folded) holding the term right after the one kana they begin with (ラム: クラム, プラム; にぎり: おにぎり). */
  wordsWithAKanaBefore(term: string): string[];
  /** Ids of the chains a term names. */
  chainsNamed(term: string): string[];
  /** A chain's own name by its id (モスバーガー for mos-burger). */
  chainName(id: string): string | undefined;
  /** The shop categories a word for a kind of shop names (コンビニ: convenience), and whether it also names food (カフェ); null otherwise. */
  shopKind(term: string): { categories: string[]; alsoFood: boolean } | null;
  /** The sets of shop categories one word names together (ファストフード: burger, fried_chicken) that hold `category`. */
  shopKindGroupsWith(category: string): string[][];
  /** The chain and the food a term stands for (吉野家の牛丼, ファミチキ); empty for any other term. */
  chainAndFoodIn(term: string): readonly string[];
  /** Whole-word forms of a name for typo-tolerant matching: romaji, readings, kanji surfaces. */
  wordForms(text: string): { romaji: string[]; kana: string[]; kanji: string[] };
}
