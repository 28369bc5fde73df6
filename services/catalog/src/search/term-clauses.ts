/**
 * One kept word's clauses, the engines' query (docs/catalog-search.md → A query): a latin word's (romaji, English,
 * translations) or a Japanese word's (surface, reading, loose keys, word starts, synonyms), a size word's, a phrase's; and
 * the typo pass's, within a typo's edits of the names' whole words.
 */

import { READ_IN_A_COMPOUND, lengthensSound } from '@shokuji/ja-text';
import {
  HAS_KANJI,
  HAS_KATAKANA,
  HIRAGANA_WORD,
  KANA_ONLY,
  MAX_READING_PIECE,
  bigrams,
  namedInJapaneseToken,
  plainInJapaneseToken,
  alsoInJapaneseToken,
  wholeInJapaneseToken,
} from './catalog-tokens';
import {
  FOLDED_TYPO_BOOST,
  KANA_SYNONYM_BOOST,
  KANA_TYPO_BOOST,
  KIND_BOOST,
  LATIN_READING_BOOST,
  LOOSE_BOOST,
  NAMED_IN_JAPANESE_BOOST,
  PLAIN_IN_JAPANESE_BOOST,
  ALSO_IN_JAPANESE_BOOST,
  READING_SHARE,
  ROMAJI_OF_ENGLISH_BOOST,
  SHOP_TEXT_BOOST,
  SHORT_FORM_BOOST,
  SYNONYM_BOOST,
  OWN_NAME_AMONG_KINDS_BOOST,
  VOICED_READING_BOOST,
  TRANSLATION_BOOST,
  TYPO_BOOST,
  WHOLE_NAME_BOOST,
  WORD_START_BOOST,
} from './clause-boosts';
import type { EnglishPhraseClauses } from './english-phrases.clauses';
import type { FoodNameClauses } from './food-names.clauses';
import type { JaNormalizer } from './ja-normalizer';
import type { KnownFoodWords } from './known-food-words';
import {
  type PieceFilters,
  endInWordToken,
  excludingPieces,
  kanjiPieceToken,
  loosePieceToken,
  midWordToken,
  wordPieceToken,
} from './piece-filters';
import { LATIN, PLAIN_LABEL, UNSWEETENED } from './query-words.read';
import { RECENT_TERMS, recent } from './recent-lookups';
import type { TermClauses, TextClause } from './search-engine';
import type { ShopWords } from './shop-words';
import { SIZE_LETTERS, type SizeWords } from './size-words';
import {
  type ReadingClauses,
  clause,
  fuzzyClause,
  kanaEditsFor,
  mayLeaveOut,
  shareFor,
  typoEditsFor,
  unfoldedRomaji,
} from './text-clauses';

/**
 * An adjective as typed, in kanji or hiragana and the い it ends with (辛い, からい, 冷たい, あったかい): names write
 * its stem in compounds (旨辛, 辛口, 冷し) or another word (ホット), never the word itself, so it meets them as the
 * English lexicon's entry listing it does (spicy, chilled, hot).
 */
export const ADJECTIVE = /^[\p{Script=Han}\u3041-\u309f]+い$/u;

/**
 * A reading with its first sound voiced, as a kanji after another word often reads (rendaku: 氷, こおり, in かき氷: かきごおり; 柿
 * in 干し柿: ほしがき); null where that sound has no voiced form.
 */
export function voicedReading(reading: string): string | null {
  const [first, ...rest] = [...reading];
  if (!first || !/^[かきくけこさしすせそたちつてとはひふへほ]$/u.test(first)) return null;
  return `${`${first}\u3099`.normalize('NFC')}${rest.join('')}`;
}

/** Hiragana as written (まい), not katakana folded to them (ツナ, a loanword). */
const HIRAGANA_ONLY = /^[\u3041-\u309f]+$/u;
const TWO_HIRAGANA = /^[\u3041-\u309f]{2}$/u;

/**
 * A kanji typed alone that stands for an everyday word writing it, which reads it otherwise: 飯 alone is めし (釜飯, 焼き飯), but
 * rice is ご飯, read はん as in 炒飯, 赤飯 and 天津飯, most of the names writing it. Typed alone, 飯 listed twelve めし names and no
 * ご飯 (round 37). Not a reading of the names (read はん everywhere, as READ_IN_A_COMPOUND reads 鶏, the めし names would lose theirs).
 */
const EVERYDAY_WORD_OF_KANJI: Readonly<Record<string, string>> = { 飯: 'ご飯' };

/** A kept word's clauses (termClauses), and the typo pass's (typoTolerantClauses). */
export function createTermClauses(
  ja: JaNormalizer,
  {
    adjacent,
    anyWholeName,
    chainClause,
    chainNamedItemClause,
    chainsNamed,
    dishWordClauses,
    englishHeadClause,
    foodWordsEnding,
    fullFormClauses,
    fullFormCompoundClauses,
    headWordOf,
    isFoodWord,
    isGenericJapaneseHead,
    isOneKanji,
    isSizeWord,
    japaneseClauses,
    kindClauses,
    kindsOfKanjiFood,
    ownNamesAmongKinds,
    knownWordInKana,
    latinKindClauses,
    leadWordOf,
    loanwordClauses,
    notInsideOtherWords,
    oneKanjiReadingClauses,
    phraseClauses,
    portionSizeOf,
    readingClause,
    readingGrams,
    readingOf,
    singularOfEnglish,
    pluralsOfEnglish,
    sizeFormClauses,
    sizeNamedWithSuffix,
    sizeWordClauses,
    spelledOnShortFormClauses,
    synonymClauses,
    teaSpelledOtherwise,
    wholeTokens,
    withoutNotedPieces,
    withoutOtherFoodsOfKanji,
    withoutPortionNotes,
  }: Pick<ReadingClauses, 'adjacent' | 'anyWholeName' | 'readingClause' | 'readingGrams' | 'readingOf' | 'wholeTokens'> &
    Pick<ShopWords, 'chainClause' | 'chainNamedItemClause' | 'chainsNamed'> &
    Pick<
      FoodNameClauses,
      | 'dishWordClauses'
      | 'fullFormClauses'
      | 'fullFormCompoundClauses'
      | 'isOneKanji'
      | 'japaneseClauses'
      | 'kindClauses'
      | 'latinKindClauses'
      | 'loanwordClauses'
      | 'notInsideOtherWords'
      | 'oneKanjiReadingClauses'
      | 'spelledOnShortFormClauses'
      | 'synonymClauses'
      | 'withoutOtherFoodsOfKanji'
    > &
    Pick<EnglishPhraseClauses, 'englishHeadClause' | 'phraseClauses' | 'singularOfEnglish' | 'pluralsOfEnglish'> &
    Pick<
      KnownFoodWords,
      | 'foodWordsEnding'
      | 'headWordOf'
      | 'isFoodWord'
      | 'isGenericJapaneseHead'
      | 'kindsOfKanjiFood'
      | 'ownNamesAmongKinds'
      | 'knownWordInKana'
      | 'leadWordOf'
      | 'teaSpelledOtherwise'
    > &
    Pick<
      SizeWords,
      'isSizeWord' | 'portionSizeOf' | 'sizeFormClauses' | 'sizeNamedWithSuffix' | 'sizeWordClauses' | 'withoutPortionNotes'
    > &
    Pick<PieceFilters, 'withoutNotedPieces'>,
) {
  /**
   * The whole names a latin word is the romaji of, as a name's whole core, as those words typed get: the
   * kana it spells (potesara: 松屋's ポテサラ before ポテトサラダ), unless it is an English word (cake is no
   * かけ), and its Japanese names whose romaji it is, long vowels folded (gyudon: 牛丼 並盛 first).
   */
  const wholeNameOfRomaji = (word: string, kana: string, translations: readonly string[]): TermClauses => {
    const romaji = ja.romajiQueryTokens(word);
    const spelled = translations.filter((name) => romaji.includes(ja.romaji(name).replace(/ /g, '')));
    return anyWholeName([...(translations.length || !HIRAGANA_WORD.test(kana) ? [] : [kana]), ...spelled], WHOLE_NAME_BOOST);
  };

  /**
   * An English word's romaji and kana reading are a reading of it, not the word typed: like a translation, they
   * are not met inside another word right after one kana (notInsideOtherWords). nigiri, the sushi, met お|にぎり
   * by them, and salmon nigiri listed 鮭おにぎり (Salmon onigiri) before the chains' サーモン. A word the lexicon
   * lacks is romaji typed, and is met as typed.
   */
  const readAsKana = (clauses: TextClause[], kana: string, translations: readonly string[]): TextClause[] =>
    translations.length && HIRAGANA_WORD.test(kana) ? notInsideOtherWords(clauses, kana) : clauses;

  /**
   * The synonyms of the kana a latin word spells (sandoicchi → サンドイッチ → サンド). Beside a kanji food's name, its sound of two
   * kana is met as a word of a name, as when the kana is typed (kome: まい, not さつまいも天; round 34).
   */
  const kanaSynonymClauses = (kana: string, english: boolean): TermClauses => {
    // An English word is read by its translations (sake: 日本酒), not as the kana of a kanji the lexicon names (さけ: 鮭).
    const all = ja.synonyms(kana);
    const synonyms = withoutOtherSoundsOfKanji(kana, english ? all : ofTheLexiconsKanji(kana, all)).filter(
      (synonym) => !LATIN.test(synonym),
    );
    const ofKanjiFood = synonyms.some(isOneKanji);
    return synonyms.flatMap((synonym) => {
      const folded = ja.normalize(synonym);
      const named = clause('name', bigrams(folded), KANA_SYNONYM_BOOST);
      return ofKanjiFood && HIRAGANA_WORD.test(folded) && [...folded].length === 2 ? adjacent(named, folded, wordPieceToken) : named;
    });
  };

  function latinClauses(word: string): TermClauses {
    // The romaji spellings are alternatives: any one of them is a match.
    const romaji = ja.romajiQueryTokens(word);
    const anyOf = romaji.length ? 1 / romaji.length : 1;
    const lower = word.toLowerCase().replace(/[^a-z0-9]/g, '');
    // The English names' field by the singular (ramens: ramen) and a singular's plurals (strawberry: Strawberries, round 49); the
    // romaji and kana by the word typed.
    const english = singularOfEnglish(lower);
    const chains = chainClause(word);
    const translations = ja.japaneseOfEnglish(word);
    const romajiBoost = translations.length ? ROMAJI_OF_ENGLISH_BOOST : 1;
    // The romaji field starts a word at each morpheme, and a compound the dictionary keeps whole
    // (チキン南蛮, ねぎ玉牛丼) has one start: read as kana, the word meets it as kana input does.
    const kana = ja.kanaOfLatin(lower.replace(/m(?=[bp])/g, 'n'));
    return [
      // A size after a dish (ポテト M, 抹茶ラテ L) is a word of the Japanese name, not romaji or English.
      ...(SIZE_LETTERS.test(lower) ? clause('name', [lower], 1) : []),
      ...sizeFormClauses(word),
      ...readAsKana(
        HIRAGANA_WORD.test(kana) && kana.length > 1
          ? outsideOtherWords(
              [
                ...clause('romaji', romaji, romajiBoost, anyOf),
                ...adjacent(clause('reading', readingGrams(kana), LATIN_READING_BOOST * romajiBoost, 1), ja.reading(kana)),
              ],
              ja.reading(kana),
              ja.knowsFoodWord(kana),
            )
          : clause('romaji', romaji, romajiBoost, anyOf),
        kana,
        translations,
      ),
      ...(chains.length ? [] : wholeNameOfRomaji(word, kana, translations)),
      ...[...new Set([lower, english, ...pluralsOfEnglish(lower)])].flatMap((form) => [
        ...clause('english', [form], 1),
        ...(translations.length
          ? [
              ...clause('english', [namedInJapaneseToken(form)], NAMED_IN_JAPANESE_BOOST),
              // Above the name the word begins (englishHeadClause): ご飯 150g, Steamed rice, before Rice with mentaiko; the plain
              // food of a row without an English name too (カレー before Curry rice), below the English-named rows of the word.
              ...clause('english', [wholeInJapaneseToken(form)], WHOLE_NAME_BOOST * NAMED_IN_JAPANESE_BOOST),
              ...clause('english', [plainInJapaneseToken(form)], PLAIN_IN_JAPANESE_BOOST),
              // Below it, a row named by another of the word's Japanese (ホットケーキ after the plain パンケーキ rows).
              ...clause('english', [alsoInJapaneseToken(form)], ALSO_IN_JAPANESE_BOOST),
            ]
          : []),
        ...englishHeadClause(form),
      ]),
      ...chains,
      ...chainNamedItemClause(word),
      // Nor does a word whose romaji spells a food (hanburger: hamburger, which listed every row of Dom Dom Hamburger).
      ...(chains.length || isFoodWord(word) || isSizeWord(word) || romaji.some(isFoodWord)
        ? []
        : [...clause('shop', romaji, SHOP_TEXT_BOOST, anyOf), ...clause('shop', [lower], SHOP_TEXT_BOOST)]),
      // Synonyms of what the romaji spells (sandoicchi → サンドイッチ → サンド), as kana input gets them;
      // boosted low because a sum of name bigrams outscores the one romaji token of the word itself.
      ...kanaSynonymClauses(ja.kanaOfLatin(word), translations.length > 0),
      ...(HIRAGANA_WORD.test(kana) ? dishWordClauses(kana, 0.25) : []),
      ...japaneseClauses(translations, TRANSLATION_BOOST),
      // A translation that is a dish word names end with (bowl: 丼) meets them there, as the kana typed does:
      // its one kanji is no bigram of チキン南蛮丼, so chicken bowl met no 丼.
      ...dishWordClauses(translations, TRANSLATION_BOOST),
      // The kinds of the dish the word spells or translates to (sushi: すし, 寿司: the category 握り).
      ...(chains.length ? [] : latinKindClauses(kana, translations)),
      // Below its romaji reading: shake alone is しゃけ, and beside マクドナルド its シェイク.
      ...(translations.length ? [] : loanwordClauses(word)),
      // A Japanese name that is a dish's short form (latte → ラテ, short for カフェラテ): the plain item
      // it stands for leads the Japanese rows, as for ラテ typed in kana; scaled as a translation, so
      // the rows that carry the English word still come first. Romaji of a short form (rate: らて) is
      // the kana typed, and weighs as it does.
      ...(translations.length
        ? translations.flatMap((name) => fullFormClauses(name, WHOLE_NAME_BOOST * TRANSLATION_BOOST))
        : HIRAGANA_WORD.test(kana)
          ? [...fullFormClauses(kana, SHORT_FORM_BOOST), ...(chains.length ? [] : spelledOnShortFormClauses(kana))]
          : []),
    ];
  }

  /**
   * A kana word where a word of the name begins (バニラ in バニラアイス, うどん in 肉うどん: the romaji field
   * starts a word at each morpheme) outranks the same letters inside a word (レバニラ, 皿うどん), which
   * the name's bigrams cannot tell apart.
   */
  const wordStartClause = (word: string): TermClauses => {
    const romaji = ja.romajiQueryTokens(word);
    return clause('romaji', romaji, WORD_START_BOOST, romaji.length ? 1 / romaji.length : 1);
  };

  /**
   * A kana word with a long vowel (とうふ, こーじー) meets a word start only where its reading is one piece
   * of the name's: the canonical romaji folds long vowels, so tofu also starts ぽと|ふ of ポトフ. A word
   * without one keeps the romaji's other folds (スパゲチ: the loanword pair ティ → チ of スパゲティ).
   */
  const wordStartClauseOfKana = (word: string, reading: string): TermClauses => {
    const kana = [...reading];
    const long = kana.some((char, at) => at > 0 && lengthensSound(kana[at - 1], char));
    return long ? adjacent(wordStartClause(word), reading) : wordStartClause(word);
  };

  /**
   * A long term's bigrams tolerate a typo (shareFor), so a name sharing only its beginning met it
   * (プレミアム牛乳 for プレミアム牛めし: five of seven bigrams, the dish word lost), or only its end
   * (モスバーガー for ライスバーガー: four of six, ライス lost). When the bigrams a typo may leave out are
   * as many as those of the known food word the term ends with, or else begins with, the tolerant
   * clauses also need that word whole in the name (its reading as a piece, as adjacency does for
   * short terms): a typo elsewhere is still tolerated, a different food is not. A longer word
   * (ちーずばーがー: three bigrams of six) cannot go missing whole.
   */
  const withWholeWord = (clauses: TextClause[], word: string, words: (string | null)[]): TextClause[] => {
    const surface = new Set(bigrams(ja.normalize(word)));
    const mayMiss = mayLeaveOut(surface.size, shareFor([...surface]));
    const head = words.find((known) => known && new Set(bigrams(ja.normalize(known))).size <= mayMiss);
    // The loose key drops ー and ッ, so its bigrams are fewer and a word may go missing there alone: テリヤキチキンバーガー's
    // バーガー is three bigrams of ten as typed (two may miss) but one of eight loosely (ばが), and the pizzas' テリヤキチキン
    // met the loose clause with six of eight.
    // A chain's name is no dish (ケンタッキーフライドチキン ends with チキン), as for headWordOf.
    const looseHead = head ?? (HAS_KATAKANA.test(word) && !chainsNamed(word).length ? looseWholeWord(clauses, word, words) : undefined);
    if (!looseHead) return clauses;
    const fields = head ? ['name', 'reading', 'looseName'] : ['looseName'];
    const reading = readingOf(looseHead);
    const length = [...reading].length;
    if (!HIRAGANA_WORD.test(reading) || length < 2 || length > MAX_READING_PIECE) return clauses;
    return clauses.map((clause) =>
      clause.minShould < 1 && !clause.readingPiece && fields.includes(clause.field) ? { ...clause, readingPiece: reading } : clause,
    );
  };

  /**
   * The first known word, of those the term ends with (longest first) and then `words`, that a tolerant
   * loose clause of the term may leave out whole; the ending words are read only until one is found.
   */
  const looseWholeWord = (clauses: TextClause[], word: string, words: (string | null)[]): string | undefined => {
    for (const ending of foodWordsEnding(word)) if (looseMayGoMissing(clauses, ending)) return ending;
    return words.find((known): known is string => !!known && looseMayGoMissing(clauses, known));
  };

  /** Whether a tolerant loose clause of the term may leave out every bigram of the known word's loose key. */
  const looseMayGoMissing = (clauses: TextClause[], known: string) =>
    clauses.some((clause) => {
      if (clause.field !== 'looseName' || clause.minShould >= 1 || clause.readingPiece) return false;
      const mayMissLoosely = mayLeaveOut(new Set(clause.tokens).size, clause.minShould);
      return ja.loose(known).some((key) => new Set(bigrams(key)).size <= mayMissLoosely);
    });

  /**
   * A kanji typed alone by its reading, where a name writes it (缶: kanji:缶; round 28), and by that reading voiced, as the kanji
   * reads after another word of the name (かき氷: かきごおり): 氷 named nothing, its reading こおり being no piece of the names that
   * write it (round 31). The name must write the kanji, so the voiced reading meets no other word's (ごおり elsewhere).
   */
  const oneKanjiOwnReadingClauses = (word: string, reading: string): TermClauses => {
    const kanji = ja.normalize(word);
    const written = () => kanjiPieceToken(kanji);
    const voiced = voicedReading(reading);
    // And as the kanji reads in a compound (鶏: とり of 若鶏, 鶏そぼろ; round 33), where the name writes it too (not 焼き鳥's), weighing
    // as its reading alone does over that reading's bigrams (にわとり's three), which the compound no longer holds.
    const inCompound = READ_IN_A_COMPOUND[kanji];
    return [
      ...adjacent(readingClause(word, READING_SHARE), reading, written),
      ...(inCompound ? adjacent(clause('reading', bigrams(inCompound), compoundShare(reading, inCompound), 1), inCompound, written) : []),
      ...(voiced ? adjacent(readingClause(voiced, READING_SHARE * VOICED_READING_BOOST), voiced, written) : []),
      ...everydayWordClauses(kanji, reading),
    ];
  };

  /** A reading met in place of another, weighing as that one does over its own bigrams. */
  const compoundShare = (reading: string, inCompound: string) =>
    (READING_SHARE * bigrams(reading).length) / Math.max(1, bigrams(inCompound).length);

  /**
   * The everyday word a kanji typed alone stands for (EVERYDAY_WORD_OF_KANJI; 飯: ご飯): its names whole, first, and the names writing
   * the kanji as that word reads it (はん, which 炒飯 and 天津飯 share), as READ_IN_A_COMPOUND's reading is met (round 37).
   */
  const everydayWordClauses = (kanji: string, reading: string): TermClauses => {
    const everyday = EVERYDAY_WORD_OF_KANJI[kanji];
    const inWord = everyday === undefined ? undefined : readingInWord(everyday, kanji);
    if (everyday === undefined || inWord === undefined || inWord === reading) return [];
    return [
      ...adjacent(clause('reading', bigrams(inWord), compoundShare(reading, inWord), 1), inWord, () => kanjiPieceToken(kanji)),
      ...anyWholeName([everyday], WHOLE_NAME_BOOST),
    ];
  };

  /** The same for such a kanji's sound typed in kana or romaji (めし, meshi: 飯), which is the kanji typed. */
  const everydayWordClausesOfSound = (kana: string): TermClauses =>
    Object.keys(EVERYDAY_WORD_OF_KANJI)
      .filter((kanji) => ja.reading(kanji) === kana)
      .flatMap((kanji) => everydayWordClauses(kanji, kana));

  /** How `kanji` reads inside `word`, where the rest of the word is kana (ご飯: はん); undefined otherwise. */
  const readingInWord = (word: string, kanji: string): string | undefined => {
    const [before = '', after = ''] = word.split(kanji);
    const whole = ja.reading(word);
    const rest = `${before}${after}`;
    if ((rest && !KANA_ONLY.test(rest)) || !whole.startsWith(before) || !whole.endsWith(after)) return undefined;
    return whole.slice(before.length, whole.length - after.length) || undefined;
  };

  /**
   * The kanji a kana word is the sound of, when its synonyms hold several (さかな: 魚 and 肴, the snack with a drink: 摘み, つまみ) and
   * the English lexicon lists the kana beside some of them alone (fish: 魚, さかな): the food those name. Empty otherwise.
   */
  const lexiconKanjiAmongHomographs = (word: string, synonyms: string[]): string[] => {
    if (!KANA_ONLY.test(word.normalize('NFKC'))) return [];
    const kanji = synonyms.filter(isOneKanji);
    if (kanji.length < 2) return [];
    const kana = ja.normalize(word);
    const named = kanji.filter((one) => ja.otherJapaneseOf(one).some((other) => ja.normalize(other) === kana));
    return named.length === kanji.length ? [] : named;
  };

  /**
   * Such a kana word's synonyms are those of the kanji the lexicon names (魚: ぎょ), not of its other kanji, another word's: sakana
   * and さかな listed the おつまみ rows and no fish (round 34).
   */
  const ofTheLexiconsKanji = (word: string, synonyms: string[]): string[] => {
    const named = lexiconKanjiAmongHomographs(word, synonyms);
    if (!named.length) return synonyms;
    const kept = new Set(named.flatMap((one) => [one, ...ja.synonyms(one)]).map((synonym) => ja.normalize(synonym)));
    return synonyms.filter((synonym) => kept.has(ja.normalize(synonym)));
  };

  /**
   * Without the synonyms in hiragana that are another sound of the one-kanji food the word is or is the kana of (round 37):
   * - two kana that are neither its reading alone nor the lexicon's kana for it (米, こめ: まい; 酒: しゅ), JUMAN's rows for the kanji
   *   read so inside words (玄米, 日本酒), which name no food alone and, met as a word of a name, met another food's (米 and こめ
   *   listed 北海道産まいわしみそ煮 second); a longer one is a name of its own (鮭: しゃけ);
   * - the lexicon's kana of another one-kanji food (酒: さけ, the kana of 鮭), a homograph: 酒 listed さけ茶漬け first.
   */
  const withoutOtherSoundsOfKanji = (word: string, synonyms: string[]): string[] => {
    const kanji = isOneKanji(word) ? [word] : KANA_ONLY.test(word.normalize('NFKC')) ? synonyms.filter(isOneKanji) : [];
    if (!kanji.length) return synonyms;
    const anotherSound = (synonym: string) =>
      TWO_HIRAGANA.test(synonym) && kanji.every((one) => ja.reading(one) !== synonym && !ja.otherJapaneseOf(one).includes(synonym));
    // Not a kanji the word's synonyms spell it with (鰺, 鯵: あじ).
    const spellings = new Set([...kanji, ...synonyms.filter(isOneKanji)]);
    const anotherFoodsKana = (synonym: string) =>
      HIRAGANA_ONLY.test(synonym) &&
      ja.otherJapaneseOf(synonym).some((other) => isOneKanji(other) && !spellings.has(other)) &&
      !kanji.some((one) => ja.otherJapaneseOf(one).includes(synonym));
    return synonyms.filter((synonym) => !anotherSound(synonym) && !anotherFoodsKana(synonym));
  };

  /**
   * A word's forms met as a name's whole core (wholeTokens), less a one-kanji word's reading where that is another sound of it
   * (withoutOtherSoundsOfKanji): 味's あじ is the kana of 鰺, and 味 listed the sushi chains' あじ nigiri first (round 38), as
   * round 37 found for its synonyms.
   */
  const wholeTokensOfWord = (word: string): string[] => {
    const tokens = wholeTokens(word);
    if (!isOneKanji(word)) return tokens;
    const surface = ja.normalize(word);
    // Beside the word's synonyms, which hold the kanji's other spellings (鰺: 鯵, whose kana あじ is its own).
    const kept = new Set(withoutOtherSoundsOfKanji(word, [...tokens, ...ja.synonyms(word)]));
    return tokens.filter((token) => token === surface || kept.has(token));
  };

  /**
   * The clauses met as the reading in one piece (adjacent), each leaving out the names holding it only inside another word; for a
   * food the vocabulary knows (`food`), also those holding it only running into one kanji's reading and stopping inside it (かに in
   * やわらか|肉: やわらかにく; round 35), which a word still being typed may be (かつど of かつ丼).
   */
  const outsideOtherWords = (clauses: TextClause[], reading: string, food = false): TextClause[] => {
    const pieces = food ? [midWordToken(reading), endInWordToken(reading)] : [midWordToken(reading)];
    return clauses.map((clause) =>
      clause.readingPiece === reading
        ? excludingPieces([clause], pieces)[0]!
        : food && isWordStartOfKana(clause)
          ? excludingPieces([clause], [endInWordToken(reading)])[0]!
          : clause,
    );
  };

  /**
   * A kana word that is the reading of a one-kanji food of the English lexicon (みず: 水, water): its clauses
   * met as that reading leave out the other foods the kanji begins (水煮, みずに), as the kanji typed does (round 35's water and
   * 水); みず listed さば水煮 second and mizu 18th (round 36).
   */
  const withoutOtherFoodsOfKanjiSounded = (clauses: TextClause[], kana: string): TextClause[] =>
    ja.kanjiFoodsReadAs(kana).reduce((kept, kanji) => {
      const others = ja.kanjiFoodReadings(kanji)?.otherFoods ?? [];
      const starts = withoutOtherFoodsOfKanji(kept, kanji);
      return starts.map((clause) => (isWordStartOfKana(clause) ? excludingPieces([clause], others)[0]! : clause));
    }, clauses);

  /**
   * A kana word's romaji met where a word of the name begins (wordStartClause): it meets a longer word the word begins (kani: kaniku
   * of 果肉, mizu: mizuni of 水煮), so what leaves out the names holding the reading only inside another word leaves them out here
   * too (round 36).
   */
  const isWordStartOfKana = (clause: TextClause) => clause.field === 'romaji' && clause.readingPiece === undefined;

  /**
   * Whether a long term is known words whose last one, with the bigram that joins it, is no more than a typo's share of the
   * term's bigrams may leave out (プロテイン|バー: んば and ばあ of six): the tolerant name and reading clauses then met a name
   * holding the first word alone, another food (プロテイン飲料 for プロテインバー, which no row is), and a last word of two kana is
   * never asked for whole (headWordOf). Such a term asks all its bigrams; a longer last word cannot go missing so (ライス|バーガー).
   */
  const lastWordMayGoMissing = (word: string, bigramsOfWord: readonly string[]): boolean => {
    const parts = ja.foodWordsInside(word);
    if (parts.length < 2) return false;
    const surface = new Set(bigramsOfWord);
    const share = shareFor([...surface]);
    if (share >= 1) return false;
    const lead = new Set(bigrams(parts.slice(0, -1).join('')));
    return [...surface].filter((gram) => !lead.has(gram)).length <= mayLeaveOut(surface.size, share);
  };

  function japaneseTermClauses(word: string): TermClauses {
    const surface = bigrams(ja.normalize(word));
    const chains = chainClause(word);
    const reading = ja.reading(word);
    const kanaOnly = KANA_ONLY.test(word.normalize('NFKC'));
    const share = lastWordMayGoMissing(word, surface) ? 1 : undefined;
    const clauses = [
      // A kana term's bigrams in a name are its reading's: in one piece too (でんち is no ゴールデンチョコ).
      ...(kanaOnly ? adjacent(clause('name', surface, 1, share), reading) : clause('name', surface, 1, share)),
      // A chain's name written with kanji is met in the names as written (天下一品監修 at ローソン), not by its reading, which
      // another word's may hold: すき家's すきや is in すき焼き's, so すき家 朝食 listed やよい軒's ミニすき焼き朝食 and すき家 すき焼き
      // every shop's すき焼き as the chain's.
      // A kanji alone by its reading only where the name writes it (和牛 for 牛), not as a stretch of another word's (缶: 期間).
      ...(chains.length && HAS_KANJI.test(word)
        ? []
        : isOneKanji(word)
          ? oneKanjiOwnReadingClauses(word, reading)
          : adjacent(readingClause(word, READING_SHARE, share), reading)),
      ...chains,
      // A food word inside a chain name (そば in 富士そば, チキン in ケンタッキーフライドチキン) is no
      // chain: the rows named with it are the answer, so only other words reach the shop names; nor is
      // a size (トール in ドトール).
      ...(chains.length || isFoodWord(word) || isSizeWord(word) ? [] : clause('shop', surface, SHOP_TEXT_BOOST, 1)),
      ...clause('category', surface, 0.3, 1),
      // Loanwords are katakana: their other spellings and small kana typed big meet in the loose keys.
      // In one piece of a name's loose key, as a short term's reading is (プリン is no たっぷりグリーン: たぷりぐりん).
      ...(HAS_KATAKANA.test(word.normalize('NFKC'))
        ? ja.loose(word).flatMap((key) => adjacent(clause('looseName', bigrams(key), LOOSE_BOOST), key, loosePieceToken))
        : []),
      ...(kanaOnly ? wordStartClauseOfKana(word, reading) : []),
      ...(chains.length ? [] : clause('wholeName', wholeTokensOfWord(word), WHOLE_NAME_BOOST, 1 / 2)),
      ...sizeFormClauses(word),
      // ラテ is Sudachi's short form of カフェラテ: a plain カフェラテ is the ラテ meant, before 抹茶ラテ.
      ...(chains.length
        ? []
        : [...fullFormClauses(word, SHORT_FORM_BOOST), ...spelledOnShortFormClauses(word), ...fullFormCompoundClauses(word)]),
    ];
    // A kana word typed is met where a name's word begins it or holds it, not inside another word's reading (かに in やわらか|肉:
    // やわらかにく; round 34).
    if (kanaOnly) clauses.splice(0, clauses.length, ...outsideOtherWords(clauses, reading, ja.knowsFoodWord(word)));
    // The kana of a one-kanji food is that kanji's sound, and leaves out the other foods the kanji begins as the kanji typed does
    // (みず: 水煮, みずに, a way of cooking; round 36).
    if (kanaOnly) clauses.splice(0, clauses.length, ...withoutOtherFoodsOfKanjiSounded(clauses, word));
    if (kanaOnly) clauses.push(...everydayWordClausesOfSound(reading));
    // A chain's other names already reach its rows through the chain token. A word that names no dish has synonyms that
    // name none either (食べ物: 食品, フード), met inside names that are no food of that kind (日清食品's noodles, シーフードカレー).
    const synonyms =
      chains.length || isGenericJapaneseHead(word)
        ? []
        : [
            ...withoutOtherSoundsOfKanji(
              word,
              ofTheLexiconsKanji(
                word,
                ja.synonyms(word).filter((synonym) => !LATIN.test(synonym)),
              ),
            ),
            ...teaSpelledOtherwise(word),
            ...kindsOfKanjiFood(word),
          ];
    // A kind the lexicon lists beside the word typed is the word's own name (お茶: 緑茶), above the kanji's other kinds (麦茶).
    const ownNames = new Set(chains.length ? [] : ownNamesAmongKinds(word));
    const otherSynonyms = synonyms.filter((synonym) => !ownNames.has(synonym));
    clauses.push(...synonymClauses(word, otherSynonyms, SYNONYM_BOOST));
    clauses.push(...synonymClauses(word, [...ownNames], OWN_NAME_AMONG_KINDS_BOOST));
    // A synonym written with kanji names a category too (にぎり寿司: the sushi chains file their nigiri under 握り);
    // not one in kana, whose bigrams sit inside other categories' words (にぎり in おにぎり).
    clauses.push(
      ...synonyms
        .filter((synonym) => HAS_KANJI.test(synonym))
        .flatMap((synonym) => clause('category', bigrams(ja.normalize(synonym)), 0.3 * SYNONYM_BOOST, 1)),
    );
    clauses.push(...dishWordClauses(word, 1));
    if (ADJECTIVE.test(word.normalize('NFKC'))) clauses.push(...japaneseClauses(ja.otherJapaneseOf(word), TRANSLATION_BOOST));
    // 牛 typed is read うし alone; the lexicon's kana beside it (ぎゅう) is how the names that hold it read it.
    if (isOneKanji(word))
      clauses.push(
        ...oneKanjiReadingClauses(
          word,
          ja.otherJapaneseOf(word).filter((other) => HIRAGANA_WORD.test(other)),
          READING_SHARE,
        ),
      );
    if (!chains.length) clauses.push(...kindClauses([word, ...synonyms], kanaOnly ? KIND_BOOST * WORD_START_BOOST : KIND_BOOST));
    const inKana = knownWordInKana(word);
    if (inKana) clauses.push(...japaneseTermClauses(inKana));
    // And it is that kanji typed, whose names write it (焼魚): its synonym alone, one kanji, is no bigram of them.
    if (!chains.length)
      for (const kanji of lexiconKanjiAmongHomographs(word, ja.synonyms(word))) clauses.push(...japaneseTermClauses(kanji));
    // A chain's name, or its beginning, is spelled right (chainsNamed found it), so its clauses on the names need every
    // bigram, as a synonym's do: with a typo's share, ミスタードーナツ met ローソン's ツイストドーナツ カスタード＆ホイップ (six
    // of its seven bigrams, すた, たあ, あど of カスタード) and フレッシュネス its コーヒーフレッシュ, both before the chain's rows.
    if (chains.length) return clauses.map((clause) => (clause.minShould < 1 && !clause.fuzzy ? { ...clause, minShould: 1 } : clause));
    return withWholeWord(isOneKanji(word) ? withoutOtherFoodsOfKanji(clauses, word) : clauses, word, [headWordOf(word), leadWordOf(word)]);
  }

  /**
   * A latin word that is romaji of a lexicon food written with kanji, and no English word (ocha: お茶, mizu: 水, men: 麺), is that
   * food typed: its names' clauses, and its own latin ones at a translation's weight below them, so a longer word it begins
   * (ochazuke, mentaiko: さけ茶漬け, 明太子ご飯) no longer leads the food's own rows (round 33). Any other latin word keeps its
   * latin clauses.
   */
  const romajiOrLatinClauses = (word: string): TermClauses => {
    const kana = ja.kanaOfLatin(word.toLowerCase());
    // Or the kana of a kanji among homographs the lexicon names (sakana: さかな, 魚; round 34), read as that kana typed.
    const ofRomaji = ja.japaneseOfRomaji(word);
    const foods = ofRomaji.length
      ? ofRomaji
      : !ja.isEnglishLexiconWord(word) && HIRAGANA_WORD.test(kana) && lexiconKanjiAmongHomographs(kana, ja.synonyms(kana)).length
        ? [kana]
        : [];
    if (!foods.length) return [...latinClauses(word), ...(HIRAGANA_WORD.test(kana) ? everydayWordClausesOfSound(kana) : [])];
    return [
      ...foods.flatMap((food) => japaneseTermClauses(food)),
      // Its kana, the sound of a one-kanji food, leaves out the other foods the kanji begins as the kanji does (mizu: 水煮; round 36).
      ...(foods.some(isOneKanji) ? withoutOtherFoodsOfKanjiSounded(latinClauses(word), kana) : latinClauses(word)).map((clause) => ({
        ...clause,
        boost: clause.boost * TRANSLATION_BOOST,
      })),
    ];
  };

  function termClausesOf(word: string): TermClauses {
    if (word.includes(' ')) return phraseClauses(word);
    // Mサイズ is the size M (ポテト Mサイズ went to the typo pass and listed a ポテトフライ（Lサイズ）), or a name spelling it whole.
    const sized = sizeNamedWithSuffix(word);
    if (sized) return [...termClauses(sized), ...clause('name', bigrams(ja.normalize(word)), 1)];
    const size = sizeWordClauses(word);
    if (size.length) return size;
    const clauses = withoutNotedPieces(
      [
        ...(LATIN.test(word) ? romajiOrLatinClauses(word) : japaneseTermClauses(word)),
        ...(UNSWEETENED.test(word.normalize('NFKC'))
          ? clause('name', bigrams(ja.normalize(PLAIN_LABEL)), SYNONYM_BOOST * KANA_SYNONYM_BOOST)
          : []),
      ],
      word,
    );
    const portion = portionSizeOf(word);
    return portion ? withoutPortionNotes(clauses, portion) : clauses;
  }

  /**
   * A word's clauses kept for its next few asks: a query's typo, related and English passes analyze again the words its
   * exact pass did (a quarter of the calls over the benchmark's mix), and RECENT_TERMS words cover one request, not the
   * traffic. Callers copy what they change (the clauses are shared).
   */
  const termClauses = recent(termClausesOf, RECENT_TERMS);

  /**
   * The same term, tolerant of typos (a second pass when the exact one finds nothing): its whole
   * romaji spelling and reading against the names' whole words within typoEditsFor edits, its kanji
   * surface within one edit from 3 characters (唐楊げ → 唐揚げ), an English word against the English
   * names and the food lexicon. Spelled-right matches still rank first.
   */
  function typoTolerantClauses(word: string): TermClauses {
    const exact = termClauses(word);
    // A phrase term is one the lexicon knows, so it is spelled right; a typo clause of one of its
    // words would stand for the whole phrase (green of green tea ice cream → グリーンサラダ).
    if (word.includes(' ')) return exact;
    return [...exact, ...typoOnlyClauses(word)];
  }

  /** A word the dictionaries spell this way is no typo (しめじ stays しめじ, not しめさば). */
  function typoOnlyClauses(word: string): TermClauses {
    if (ja.knowsFoodWord(word) || chainsNamed(word).length) return [];
    if (LATIN.test(word)) {
      const lower = word.toLowerCase().replace(/[^a-z0-9]/g, '');
      // An English word of the lexicon's is spelled right: green of green curry met 減塩 (genen) as a typo.
      if (ja.isEnglishLexiconWord(lower)) return [];
      const edits = typoEditsFor(lower.length);
      const kana = ja.kanaOfLatin(lower);
      return [
        ...[...new Set([...ja.romajiQueryTokens(word), lower])].flatMap((romaji) => fuzzyClause('words', romaji, edits)),
        ...(/^[\u3041-\u309f]+$/u.test(kana) ? fuzzyClause('kanaWords', kana, kanaEditsFor(kana.length), KANA_TYPO_BOOST) : []),
        // No further than the lexicon's nearest word: hamburgar, a letter from hamburger, met Hamburg steak two off.
        ...fuzzyClause('english', lower, Math.min(edits, ja.editsToNearestEnglish(lower, edits) ?? edits)),
        ...(edits ? japaneseClauses(ja.japaneseOfMisspelledEnglish(lower, edits), TYPO_BOOST * TRANSLATION_BOOST) : []),
      ];
    }
    const surface = ja.normalize(word).replace(/ /g, '');
    // A kanji term is typed right and converted wrong (唐楊げ for 唐揚げ): its surface is a kanji
    // away from the name. Its dictionary reading is no typo of anything (菫 is no つみれ).
    if (HAS_KANJI.test(surface)) return [...surface].length >= 3 ? fuzzyClause('kanjiWords', surface, 1) : [];
    const reading = readingOf(word);
    const typed = unfoldedRomaji(reading);
    const folded = ja.romaji(word).replace(/ /g, '');
    const edits = typoEditsFor(typed.length);
    // The romaji as typed comes first: folding its long vowels can shorten a typo into another word
    // (サアダ: saada is a letter from sarada, its folded sada a letter from saba). The folded spelling
    // keeps its first letter: shortened, it meets words the typed one is far from with the edits of
    // the longer one (ウインナーコーヒー: uinakohi is two letters from kinakomi, a Lawson nut snack).
    const foldedClauses = folded !== typed ? fuzzyClause('words', folded, edits, FOLDED_TYPO_BOOST) : [];
    return [
      ...fuzzyClause('words', typed, edits),
      ...foldedClauses.map((clause) => ({ ...clause, fuzzyKeepsFirst: true })),
      ...fuzzyClause('kanaWords', reading, kanaEditsFor([...reading].length), KANA_TYPO_BOOST),
    ];
  }
  return { wordStartClause, termClauses, typoTolerantClauses };
}

/** What createTermClauses gives the analyzer. */
export type TermClauseParts = ReturnType<typeof createTermClauses>;
