import { CATALOG_GENRES } from '@shokuji/contracts';
import { createJaText, dishReadings, dishShortForms, hiraganaOfLatin, lengthensSound } from '@shokuji/ja-text';
import type { AnalyzedQuery, CatalogTextAnalyzer, EnglishPhraseFallback } from './catalog-text-analyzer';
import {
  ENGLISH_JOINERS,
  HAS_KANJI,
  HAS_KATAKANA,
  HIRAGANA_WORD,
  KANA_ONLY,
  MAX_READING_PIECE,
  SPLIT,
  WITH,
  bigrams,
  contentWords,
  englishHeadToken,
  latinWords,
  namedInJapaneseToken,
  wordPairs,
} from './catalog-tokens';
import {
  FOLDED_TYPO_BOOST,
  KANA_SYNONYM_BOOST,
  KANA_TYPO_BOOST,
  KIND_BOOST,
  LATIN_READING_BOOST,
  LOOSE_BOOST,
  NAMED_IN_JAPANESE_BOOST,
  NICKNAME_AS_TYPED_BOOST,
  READING_SHARE,
  ROMAJI_OF_ENGLISH_BOOST,
  SHOP_TEXT_BOOST,
  SHORT_FORM_BOOST,
  SYNONYM_BOOST,
  TRANSLATION_BOOST,
  TYPO_BOOST,
  WHOLE_NAME_BOOST,
  WORD_START_BOOST,
} from './clause-boosts';
import { createDocumentTokens } from './document-tokens';
import { foodKindWordsIn } from './food-kind-words';
import { createFoodNameClauses } from './food-names.clauses';
import type { JaNormalizer } from './ja-normalizer';
import { kanjiFoodReadingsOf } from './kanji-food-readings';
import { createKnownFoodWords } from './known-food-words';
import { noDataWordsIn } from './no-data-words';
import { nutritionWishIn } from './nutrition-wishes';
import { createPieceFilters, loosePieceToken } from './piece-filters';
import {
  LATIN,
  LOANWORD_PREFIXES,
  MEATLESS_READ,
  MEAT_KINDS_IN_ENGLISH,
  MILK,
  PLAIN_LABEL,
  UNSWEETENED,
  UNWANTED,
  isMarkedOut,
  queryWordsOf,
  readMeatlessWishes,
  withEnglishExclusions,
  withEnglishLabelWords,
  withLabelOpposites,
  wordsOf,
} from './query-words.read';
import { RECENT_TERMS, recent } from './recent-lookups';
import type { TermClauses, TextClause } from './search-engine';
import { createShopWords } from './shop-words';
import { CHAIN_SIZE_NAMES, LOGGED_AMOUNT, SERVING_CHANGE, SIZE_LETTERS, cafeSizeOf, createSizeWords, sellNoCafeSizes } from './size-words';
import {
  clause,
  createReadingClauses,
  fuzzyClause,
  kanaEditsFor,
  mayLeaveOut,
  shareFor,
  typoEditsFor,
  unfoldedRomaji,
} from './text-clauses';

/** What a dish is served on (カレーライス, カツ丼): written after a food, the dish is still that food, not another one (foodNamedAfter). */
const SERVED_ON = ['ごはん', 'ご飯', 'ライス', 'めし', '飯', '丼', 'どんぶり'];
/**
 * What a food written before it makes another item of (foodNamedAfter): a sushi rolled or wrapped around it as its filling
 * (サラダ巻, サラダ軍艦: sushi, not salads), and 付き, a dish it comes with as a side (海鮮丼 サラダ付き). None is a food of the
 * English lexicon, which the rest of a name is otherwise read by (round 20).
 */
const MADE_INTO = /^(?:巻|軍艦|付)/u;

/**
 * An adjective as typed, in kanji or hiragana and the い it ends with (辛い, からい, 冷たい, あったかい): names write
 * its stem in compounds (旨辛, 辛口, 冷し) or another word (ホット), never the word itself, so it meets them as the
 * English lexicon's entry listing it does (spicy, chilled, hot).
 */
const ADJECTIVE = /^[\p{Script=Han}\u3041-\u309f]+い$/u;
/** A lone latin letter, W aside (names write it for double: Wしょうが焼き); see isMenuLetter. */
const MENU_LETTER = /^[a-vx-z]$/i;
/**
 * A drink's temperature typed apart (ほうじ茶ラテ ホット, latte hot): the menus name a hot drink plainly (ほうじ茶ラテ S) and
 * only the cold one (アイスほうじ茶ラテ), so beside a drink no name says it for, it is left out as an adjective is.
 */
const HOT = /^(?:ホット|ほっと|hot)$/iu;
/**
 * A label word typed apart that says how an item is made or where from (減塩 味噌汁, 国産 鶏むね, 無添加 ハム): names write
 * it on some items (鮭（減塩）, 国産鶏の…), so beside a food none of which carries it, it is left out as an adjective is;
 * several words that each match alone had been a plain miss, which 減塩 味噌汁 answered with nothing and no word.
 */
const LABEL_WORDS = new Set(
  '減塩 低塩 塩分控えめ 国産 北海道産 無添加 有機 オーガニック 手作り 手づくり 自家製 特製 本格 本格的 贅沢 大粒'.split(' '),
);
/** Words that begin with a polite お/ご but name something else without it (茶 alone is a leaf, 菓子 a class of goods). */
const OWN_WORDS_WITH_HONORIFIC = new Set(
  'お茶 おちゃ お菓子 おかし おやつ おかゆ お粥 おかず おこわ おはぎ おかき おせち お節 お汁粉 おしるこ お浸し おひたし お新香 おしんこ おつまみ おから おかか お冷 おひや ご馳走 ごちそう'.split(
    ' ',
  ),
);
/** Morae of a word: small kana join the sound before them (ちゃ is one, かし two); any other character counts one. */
const sounds = (word: string) => [...word].filter((char) => !/[ぁぃぅぇぉゃゅょゎァィゥェォャュョヮ]/u.test(char)).length;

/** Head nouns that name no food of their own: a phrase is never cut down to them alone (spaceship food is no food). */
const GENERIC_HEADS = new Set(['food', 'foods', 'dish', 'dishes', 'meal', 'meals', 'menu', 'item', 'items', 'style', 'japanese', 'box']);
/**
 * Food in general, folded (食品, フード, food): typed as a word of its own it names nothing to list, since no dish, kind or
 * category is called so; the names that hold it hold it inside a maker's name (日清食品, エスフーズ), another food
 * (シーフード) or a nutrient (食物繊維), which 食品 and フード alone listed (round 20). 食べ物 and 食事 are in no name and
 * answer nothing as typed; 料理 and メニュー stay words of the names (肉料理 and 朝メニュー are categories).
 */
const FOOD_IN_GENERAL = new Set('食物 食品 しょくひん ふうど ふうず food foods'.split(' '));
/** Head nouns that name a vessel: cut down to one alone, a phrase first tries the dish before it. */
const CONTAINER_HEADS = new Set(['bowl', 'bowls']);
/** At most this many Japanese compounds are built from a phrase's words (cold soba → 冷やしそば…). */
const MAX_COMPOUNDS = 24;
/** The longest English phrase (in words) looked up as one term: "chicken and egg bowl". */
const MAX_PHRASE_WORDS = 4;

/** A latin word of three letters or more ending in s, which may be an English plural (ramens, sandwiches). */
const ENGLISH_PLURAL = /^[a-z]{2,}s$/i;

/**
 * The token design shared by both engines (docs/catalog-search.md):
 * - name / shop / category / components: character bigrams of the folded surface, so kanji, kana
 *   and partial input match (牛丼 ↔ ぎゅうどん through the reading field);
 * - reading: bigrams of the hiragana reading;
 * - romaji / english: prefixes of each word, so "gyud", "karaa" and "chick" match while typing;
 *   english also holds pairs of nearby words, so a phrase matches as a unit;
 * - words / kanaWords / kanjiWords: whole words of the name (romaji / reading / kanji surface), for typo-tolerant matching;
 * - shop: the chain's token (#id) and its names' bigrams and words.
 */
export function createCatalogTextAnalyzer(ja: JaNormalizer, version: string): CatalogTextAnalyzer {
  const { readingGrams, readingOf, readingClause, adjacent, wholeTokens, anyWholeName } = createReadingClauses(ja);
  const { sizeWordClauses, portionSizeOf, withoutPortionNotes, sizeFormClauses, isSizeWord, sizeNamedWithSuffix, spelledSizeTokensOf } =
    createSizeWords(ja);
  const { chainsNamed, chainClause, chainNamedItemClause, namesAShop, chainsIn, translatedWholeNameBesideChain, shopKindClause } =
    createShopWords(ja, { anyWholeName, isSizeWord, wholeTokens });
  const {
    isFoodWord,
    isGenericJapaneseHead,
    headWordOf,
    leadWordOf,
    foodWordsEnding,
    foodWordEnding,
    knownWordInKana,
    teaSpelledOtherwise,
  } = createKnownFoodWords(ja, { chainsNamed, readingOf });
  const { useNoteTokensOf, loosePiecesOf, longVowelTokensOf, withoutNotedPieces } = createPieceFilters(ja, { foodWordEnding, readingOf });
  const {
    japaneseClauses,
    isOneKanji,
    oneKanjiReadingClauses,
    notInsideOtherWords,
    withoutOtherFoodsOfKanji,
    synonymClauses,
    loanwordClauses,
    fullFormClauses,
    spelledOnShortFormClauses,
    fullFormCompoundClauses,
    dishWordClauses,
    kindClauses,
    latinKindClauses,
  } = createFoodNameClauses(ja, { adjacent, readingOf, termClauses: (word: string) => termClauses(word), wholeTokens });
  const { documentTokens } = createDocumentTokens(ja, {
    longVowelTokensOf,
    loosePiecesOf,
    spelledSizeTokensOf,
    useNoteTokensOf,
    wholeTokens,
  });

  /**
   * Japanese compounds of a phrase's words, in order (strawberry milk → いちごミルク, 苺牛乳…; cold
   * soba → 冷やしそば), so names built the usual Japanese way match besides the lexicon's own names.
   */
  const compoundsOfParts = (parts: string[]): string[] => {
    let compounds = [''];
    for (const [at, part] of parts.entries()) {
      // Before another word, a part is also written as the lexicon's compounds write it (green tea parfait: 抹茶パフェ).
      const names = [...ja.japaneseOfEnglish(part).slice(0, 4), ...(at < parts.length - 1 ? ja.modifierFormsOfEnglish(part) : [])];
      if (!names.length) return [];
      compounds = compounds.flatMap((start) => names.map((name) => start + name)).slice(0, MAX_COMPOUNDS);
    }
    return compounds;
  };
  /**
   * Word by word, and by the lexicon's own phrases inside it, longest first (pork cutlet bowl →
   * pork cutlet + bowl → とんかつ丼, カツ丼), so a phrase the lexicon lacks still names its dish.
   */
  const compoundsOf = (phrase: string): string[] => {
    const words = contentWords(phrase);
    return [...new Set([...compoundsOfParts(words), ...compoundsOfParts(joinEnglishPhrases(words))])];
  };

  /**
   * An English word or phrase that is the dish an English name begins with (englishHeadToken: miso soup
   * for "Miso soup with tofu and wakame"), as a whole name is: that row leads the rows merely holding
   * the words (Shijimi miso soup, Pilaf with miso soup), all of which carry them, so the English-named
   * rows still lead the Japanese ones.
   */
  const englishHeadClause = (words: string): TermClauses => {
    // A phrase naming a dish with something (rice with egg) names no dish by its first words.
    const token = latinWords(words).includes(WITH) ? null : englishHeadToken(words);
    return token ? clause('english', [token], WHOLE_NAME_BOOST) : [];
  };

  /**
   * Two English words the lexicon knows apart but not as a phrase (iced latte): the second also meets the Japanese
   * compounds of both in order (アイスラテ, アイスカフェラテ), so a name built of both leads the names merely holding
   * each (iced latte tall listed スターバックス' アイス抹茶ラテ M before タリーズ' アイスカフェラテ M).
   */
  const englishPairCompoundClauses = (before: string | undefined, word: string): TermClauses => {
    if (before === undefined || !LATIN.test(before) || !LATIN.test(word) || word.includes(' ') || before.includes(' ')) return [];
    if (isMarkedOut(before) || chainsNamed(before).length || chainsNamed(word).length) return [];
    // Each bigram at a translation's weight, not shared out as a name's: the compound holds both words typed. A short
    // one in one piece (からいとり met フライと|から揚げ|トリオ by its bigrams).
    return compoundsOfParts([before, word]).flatMap((compound) =>
      adjacent(
        notInsideOtherWords(clause('name', [...new Set(bigrams(ja.normalize(compound)))], TRANSLATION_BOOST, 1), compound),
        readingOf(compound),
      ),
    );
  };

  /**
   * Several English words that name one food or one chain, as a unit: the chain; an English name
   * holding the phrase's words as close pairs; the phrase's Japanese names and compounds (below
   * English names that carry it, as for one word).
   */
  const phraseClauses = (typed: string): TermClauses => {
    const english = typed.split(' ').map(singularOfEnglish).join(' ');
    return [
      ...chainClause(typed),
      ...chainNamedItemClause(typed),
      // The phrase as typed too, for the English names that write it in the plural (Spring rolls, Pan-fried dumplings).
      ...[...new Set([typed, english])].flatMap((form) => [
        ...clause('english', [...wordPairs(form), ...contentWords(form)], 1, 1),
        ...englishHeadClause(form),
      ]),
      ...japaneseClauses([...new Set([...ja.japaneseOfEnglish(typed), ...compoundsOf(typed)])], TRANSLATION_BOOST),
    ];
  };

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
   * An English plural the lexicon knows only as its singular (ramens, curry rices' rices, sandwiches) is read as the singular:
   * the index holds the English names' words by their prefixes, which the singular is of the plural and the plural not of the
   * singular, so ramens met no Shio ramen and lost the English-named rows' lead. Only the English names' field reads it so: the
   * romaji and kana keep the word typed (a plural is no romaji: shakes is the drink, not しゃけ).
   */
  const singularOfEnglish = (word: string): string => {
    // A plural naming a kind of food the catalog files by genre (sweets; sweet would meet Sweet and sour pork) is that kind's.
    if (!ENGLISH_PLURAL.test(word) || foodKindWordsIn(word)) return word;
    const lower = word.toLowerCase();
    // The singular must be an entry of its own, an English word: yakis, typed on the way to yakisoba, is no plural of yaki (yaki udon).
    const stem = [lower.replace(/es$/, ''), lower.slice(0, -1)].find(
      (form) => form !== lower && ja.isEnglishLexiconWord(form) && ja.japaneseOfEnglish(form).length > 0,
    );
    if (stem === undefined) return word;
    // A plural with an entry of its own is read as the singular only where both name the same food (sandwiches), not
    // another (greens beside green).
    if (!ja.isEnglishLexiconWord(lower)) return stem;
    const [own, singular] = [ja.japaneseOfEnglish(lower), ja.japaneseOfEnglish(stem)];
    return own.length === singular.length && own.every((name) => singular.includes(name)) ? stem : word;
  };

  function latinClauses(word: string): TermClauses {
    // The romaji spellings are alternatives: any one of them is a match.
    const romaji = ja.romajiQueryTokens(word);
    const anyOf = romaji.length ? 1 / romaji.length : 1;
    const lower = word.toLowerCase().replace(/[^a-z0-9]/g, '');
    // The English names' field by the singular (ramens: ramen); the romaji and kana by the word typed.
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
        [
          ...clause('romaji', romaji, romajiBoost, anyOf),
          ...(HIRAGANA_WORD.test(kana) && kana.length > 1
            ? adjacent(clause('reading', readingGrams(kana), LATIN_READING_BOOST * romajiBoost, 1), ja.reading(kana))
            : []),
        ],
        kana,
        translations,
      ),
      ...(chains.length ? [] : wholeNameOfRomaji(word, kana, translations)),
      ...[...new Set([lower, english])].flatMap((form) => [
        ...clause('english', [form], 1),
        ...(translations.length ? clause('english', [namedInJapaneseToken(form)], NAMED_IN_JAPANESE_BOOST) : []),
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
      ...ja
        .synonyms(ja.kanaOfLatin(word))
        .filter((synonym) => !LATIN.test(synonym))
        .flatMap((synonym) => clause('name', bigrams(ja.normalize(synonym)), KANA_SYNONYM_BOOST)),
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

  function japaneseTermClauses(word: string): TermClauses {
    const surface = bigrams(ja.normalize(word));
    const chains = chainClause(word);
    const reading = ja.reading(word);
    const kanaOnly = KANA_ONLY.test(word.normalize('NFKC'));
    const clauses = [
      // A kana term's bigrams in a name are its reading's: in one piece too (でんち is no ゴールデンチョコ).
      ...(kanaOnly ? adjacent(clause('name', surface, 1), reading) : clause('name', surface, 1)),
      // A chain's name written with kanji is met in the names as written (天下一品監修 at ローソン), not by its reading, which
      // another word's may hold: すき家's すきや is in すき焼き's, so すき家 朝食 listed やよい軒's ミニすき焼き朝食 and すき家 すき焼き
      // every shop's すき焼き as the chain's.
      ...(chains.length && HAS_KANJI.test(word) ? [] : adjacent(readingClause(word, READING_SHARE), reading)),
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
      ...(chains.length ? [] : clause('wholeName', wholeTokens(word), WHOLE_NAME_BOOST, 1 / 2)),
      ...sizeFormClauses(word),
      // ラテ is Sudachi's short form of カフェラテ: a plain カフェラテ is the ラテ meant, before 抹茶ラテ.
      ...(chains.length
        ? []
        : [...fullFormClauses(word, SHORT_FORM_BOOST), ...spelledOnShortFormClauses(word), ...fullFormCompoundClauses(word)]),
    ];
    // A chain's other names already reach its rows through the chain token. A word that names no dish has synonyms that
    // name none either (食べ物: 食品, フード), met inside names that are no food of that kind (日清食品's noodles, シーフードカレー).
    const synonyms =
      chains.length || isGenericJapaneseHead(word)
        ? []
        : [...ja.synonyms(word).filter((synonym) => !LATIN.test(synonym)), ...teaSpelledOtherwise(word)];
    clauses.push(...synonymClauses(word, synonyms, SYNONYM_BOOST));
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
    // A chain's name, or its beginning, is spelled right (chainsNamed found it), so its clauses on the names need every
    // bigram, as a synonym's do: with a typo's share, ミスタードーナツ met ローソン's ツイストドーナツ カスタード＆ホイップ (six
    // of its seven bigrams, すた, たあ, あど of カスタード) and フレッシュネス its コーヒーフレッシュ, both before the chain's rows.
    if (chains.length) return clauses.map((clause) => (clause.minShould < 1 && !clause.fuzzy ? { ...clause, minShould: 1 } : clause));
    return withWholeWord(isOneKanji(word) ? withoutOtherFoodsOfKanji(clauses, word) : clauses, word, [headWordOf(word), leadWordOf(word)]);
  }

  function termClausesOf(word: string): TermClauses {
    if (word.includes(' ')) return phraseClauses(word);
    // Mサイズ is the size M (ポテト Mサイズ went to the typo pass and listed a ポテトフライ（Lサイズ）), or a name spelling it whole.
    const sized = sizeNamedWithSuffix(word);
    if (sized) return [...termClauses(sized), ...clause('name', bigrams(ja.normalize(word)), 1)];
    const size = sizeWordClauses(word);
    if (size.length) return size;
    const clauses = withoutNotedPieces(
      [
        ...(LATIN.test(word) ? latinClauses(word) : japaneseTermClauses(word)),
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

  /**
   * A Japanese term as its known food words and the stretches between them, in order (牛重 → 牛, 重);
   * empty when the words are not found in it.
   */
  const partsOf = (term: string, words: string[]): string[] => {
    const folded = ja.normalize(term).replace(/ /g, '');
    const parts: string[] = [];
    let at = 0;
    for (const word of words) {
      const found = folded.indexOf(word, at);
      if (found < 0) return [];
      if (found > at) parts.push(folded.slice(at, found));
      parts.push(word);
      at = found + word.length;
    }
    if (at < folded.length) parts.push(folded.slice(at));
    return parts;
  };
  /**
   * The term with one of its parts in another word for it (牛重 → 牛丼, カツ重 → カツ丼: 重, the box a
   * rice dish is served in, is its 丼): a dish no name holds is often the catalog's dish named the other way.
   */
  const withOtherWords = (term: string, words: string[]): string[] => {
    const parts = LATIN.test(term) ? [] : partsOf(term, words);
    if (parts.length < 2) return [];
    return parts.flatMap((part, at) =>
      ja
        .synonyms(part)
        .filter((synonym) => !LATIN.test(synonym))
        .map((synonym) => [...parts.slice(0, at), synonym, ...parts.slice(at + 1)].join('')),
    );
  };

  /**
   * A compound's words to match apart, unless one is two kana: alone, such a word is a stretch of too
   * many names (まん of ぴざまん in ジャーマンポテト, at the pizza chains ピザ names too).
   */
  const apartIfLong = (parts: string[]) => (parts.some((part) => KANA_ONLY.test(part) && [...part].length <= 2) ? [] : parts);
  let servedOnFolded: Set<string> | undefined;
  /** SERVED_ON folded as names are, read once. */
  const servedOn = () => (servedOnFolded ??= new Set(SERVED_ON.map((word) => ja.normalize(word))));
  /**
   * The known food words a compound is made of (鮭おにぎり: 鮭, おにぎり); for an English dish, those of its first Japanese
   * name when that is such a compound (salmon onigiri: 鮭おにぎり), as the catalog names it either way round (直巻おむすび
   * 鮭): salmon onigiri found 9 rows where 鮭おにぎり finds 88. Only the first, the food's own name: the others are other
   * spellings and kinds of it, and a loanword among them read apart names other foods (sweet potato's スイートポテト: スイート,
   * which meets the category スナック菓子 by 菓子, and ポテト listed the potato chips from the eighteenth row; round 16).
   */
  const compoundParts = (word: string): string[] => {
    if (!LATIN.test(word)) return apartIfLong(ja.foodWordsInside(word));
    const name = ja.japaneseOfEnglish(word)[0];
    return name === undefined ? [] : apartIfLong(ja.foodWordsInside(name));
  };

  /**
   * The words of an English phrase the lexicon knows as one food, to match apart when the phrase finds
   * nothing, each a food word itself (shrimp burger: shrimp, burger): the catalog names the food otherwise
   * than the lexicon (えびカツバーガー, no えびバーガー). Empty when a word names no food (kids meal: kids) or
   * the term is no phrase.
   */
  const englishPhraseParts = (phrase: string): string[] => {
    const words = contentWords(phrase);
    return words.length > 1 && words.every((word) => ja.japaneseOfEnglish(word).length > 0) ? words : [];
  };

  /**
   * Adjacent words (full-width ones too, none marked out) that `joinedOf` reads as one word (its form, or
   * null) become that word, longest run first; other words stay as typed.
   */
  function joinRuns(words: string[], joinedOf: (run: string[]) => string | null): string[] {
    const joined: string[] = [];
    for (let i = 0; i < words.length;) {
      let length = Math.min(MAX_PHRASE_WORDS, words.length - i);
      let word: string | null = null;
      for (; length > 1; length--) {
        const run = words.slice(i, i + length).map((typed) => typed.normalize('NFKC'));
        if (!run.some(isMarkedOut) && (word = joinedOf(run)) !== null) break;
      }
      joined.push(length > 1 ? word! : words[i]!);
      i += length;
    }
    return joined;
  }
  /** Adjacent latin words that `isOne` takes as one phrase become that phrase. */
  const joinLatinRuns = (words: string[], isOne: (phrase: string) => boolean) =>
    joinRuns(words, (run) => (run.every((word) => LATIN.test(word)) && isOne(run.join(' ')) ? run.join(' ') : null));
  /**
   * Adjacent words that together are a word for a kind of shop become it: latin ones as a phrase
   * (convenience store, family restaurant, coffee shop), Japanese ones as the word written whole
   * (ファミリー レストラン, 回転 寿司); so do Japanese ones that only together name a chain (すし ろー,
   * 富士 そば, すき 家: latin ones are joinLatinNames'). Apart, convenience and store named nothing,
   * ファミリー began ファミリーマート's name, and すし ろー まぐろ found nothing and said nothing.
   */
  const joinNamesTypedApart = (words: string[]) =>
    joinRuns(words, (run) => {
      const latin = run.every((typed) => LATIN.test(typed));
      // A mixed run is none: a kind is looked up by the latin letters of a word holding any (family restaurant 牛丼).
      if (!latin && run.some((typed) => /[a-z]/i.test(typed))) return null;
      const word = run.join(latin ? ' ' : '');
      // A chain named by a word of its own stays apart: ドトール コーヒー is the chain's coffee, not ドトールコーヒーショップ.
      const namesChainOnlyJoined = !latin && !run.some((typed) => chainsNamed(typed).length) && chainsNamed(word).length > 0;
      return ja.shopKind(word) || namesChainOnlyJoined ? word : null;
    });
  /** Adjacent English words that the lexicon knows as one food or chain become one term. */
  const joinEnglishPhrases = (words: string[]) => joinLatinRuns(words, (phrase) => ja.japaneseOfEnglish(phrase).length > 0);
  /**
   * Adjacent latin words that name a chain (coco ichi, family mart) or a chain's item (big mac in big mac
   * set or mcdonalds big mac) become one word, read as that chain or item; apart, coco and ichi named
   * two chains by their beginnings and big mac set went to the related items (定食 for set).
   */
  const joinLatinNames = (words: string[]) =>
    joinLatinRuns(words, (phrase) => chainsNamed(phrase).length > 0 || ja.chainAndFoodIn(phrase).length > 0);

  /**
   * お味噌汁, おそば, お弁当: the polite お/ご before a food word is not part of the dish's name, unless
   * the whole is a word of its own (おにぎり, ご飯, お茶, お菓子 — not 茶 or 菓子 politely) or what is
   * left is a single sound (おちゃ is no ちゃ of ちゃんぽん).
   */
  const withoutHonorific = (word: string): string => {
    const rest = word.slice(1);
    if (!/^[おご御]/u.test(word) || OWN_WORDS_WITH_HONORIFIC.has(word) || ja.knowsFoodWord(word)) return word;
    return sounds(rest) >= 2 && ja.knowsFoodWord(rest) ? rest : word;
  };

  /**
   * The nickname as typed, when a word was read as a chain's own name for an item (ファミチキ →
   * 骨なしチキン): what was typed less the flavour kept apart (ファミチキレッド → ふぁみちき), romaji as the
   * kana it spells (famichiki → ふぁみちき); null when the word was a chain and a food typed as one
   * (吉野家の牛丼, マックポテト) or the nickname is the catalog's name (ビッグマック).
   */
  const nicknameTyped = (word: string, [chain, item, rest]: readonly string[]): string | null => {
    const plain = (text: string) => ja.normalize(text).replace(/[ の]/g, '');
    const kana = LATIN.test(word) ? ja.kanaOfLatin(word.toLowerCase()) : word;
    if (!HIRAGANA_WORD.test(plain(kana)) && LATIN.test(word)) return null;
    const flavour = rest ? ja.normalize(rest) : '';
    const typed = ja.normalize(kana).replace(/ /g, '');
    const nickname = typed.endsWith(flavour) ? typed.slice(0, typed.length - flavour.length) : typed.slice(flavour.length);
    if (!nickname || plain(word) === plain(`${chain}${item}`) || nickname === plain(item!)) return null;
    return nickname;
  };

  /**
   * Foods joined by と in one word (ビッグマックとコーラ, 牛丼とみそ汁) are those foods typed apart, when every part is a food word
   * or a chain's item whole: one word, ビッグマックとコーラ said its reading's 「とこうら」 matched no name. Apart they meet a name that
   * holds both (牛丼 並盛 味噌汁付き), or they are several dishes in one q, a plain miss (API-SPEC), as with a space. A word whose
   * parts are no foods whole stays (玉子とじ丼, ねぎとろ, タンメンとおにぎり's names match it whole or apart alike).
   */
  const foodsJoinedByTo = (word: string): string[] => {
    if (!word.includes('と')) return [word];
    const parts = word.split('と');
    const isFood = (part: string) => part.length > 1 && (ja.knowsFoodWord(part) || ja.chainAndFoodIn(part).length > 0);
    return parts.length > 1 && parts.every(isFood) ? parts : [word];
  };

  /**
   * A chain's name and の before the rest of a word (スタバの抹茶フラペチーノ) is the chain typed apart, so the rest is read as
   * any word is (抹茶フラペチーノ: the nickname with its flavour); whole, the chain and の were read as the flavour and the word
   * found nothing and said nothing. A rest that names the chain itself (a nickname: ファミマのファミチキ) is the rest alone, as
   * before. Other words stay.
   */
  const chainBeforeNo = (word: string): string[] => {
    const at = word.indexOf('の');
    if (at < 1 || at === word.length - 1) return [word];
    const chain = word.slice(0, at);
    const ids = chainsNamed(chain);
    if (!ids.length) return [word];
    // The rest names the chain itself (ファミマのファミチキ, スタバの抹茶フラペチーノ: its nickname): the rest alone says it once.
    const rest = word.slice(at + 1);
    const [named] = ja.chainAndFoodIn(rest);
    return named && chainsNamed(named).some((id) => ids.includes(id)) ? [rest] : [chain, rest];
  };

  /**
   * English with between two latin words joins them (udon with tempura, ramen with gyoza): no term of its own, which only the
   * English names that say "with" met (udon with tempura listed nine dishes "Tempura udon with rice" by their with rice, not the
   * chains' 天ぷらうどん). A phrase the lexicon knows with it stays one word (joinEnglishPhrases runs first).
   */
  const withoutJoiningWith = (words: string[]): string[] =>
    words.filter(
      (word, at) =>
        word.toLowerCase() !== WITH || at === 0 || at === words.length - 1 || !LATIN.test(words[at - 1]!) || !LATIN.test(words[at + 1]!),
    );

  /** A chain's name before its own nickname (ファミマのファミチキ) names the chain again, not a flavour. */
  const namesChainAgain = ([chain, , rest]: readonly string[]): boolean =>
    rest !== undefined && chainsNamed(rest.replace(/の$/u, '')).some((id) => chainsNamed(chain!).includes(id));

  /**
   * A food the lexicon knows, typed before free, that no other rule reads with it: not an allergen or a nutrient the items
   * hold no data of (egg free, salt free: no-data-words.ts), nor a wish (fat free), which answer what the names cannot.
   */
  const freeOfFood = (word: string) =>
    ja.japaneseOfEnglish(word).length > 0 && !noDataWordsIn(`${word} free`) && !nutritionWishIn(`${word} free`);

  function splitQueryOf(q: string): SplitQuery {
    const typedAs = new Map<string, string>();
    const typedGlued = new Map<string, string>();
    // A chain, a chain's item or a kind of shop named in several words (coco ichi, Big Mac, convenience store) is one word: word by word it names nothing.
    const typedWords = joinLatinNames(
      joinNamesTypedApart(
        withLabelOpposites(
          withEnglishExclusions(
            readMeatlessWishes(withEnglishLabelWords(queryWordsOf(q).flatMap(chainBeforeNo).flatMap(foodsJoinedByTo))).read,
            freeOfFood,
          ),
        ),
      ),
    );
    /** Another word of the query names a food (吉牛 カレー): a nickname that is also the chain's name (吉牛) names the chain only. */
    const foodBeside = (word: string) =>
      typedWords.some((other) => other !== word && !isMarkedOut(other) && isFoodWord(other.normalize('NFKC')));
    // A word typed in full-width letters (ＫＡＲＡＡＧＥ, ｆａｍｉｃｈｉｋｉ) is the romaji or English it spells;
    // Japanese words keep their form, which the Japanese clauses fold themselves.
    const words = typedWords.flatMap((word) => {
      const folded = word.normalize('NFKC');
      const latin = LATIN.test(folded);
      const typed = latin ? folded : word;
      // 吉野家の牛丼 is the two terms 吉野家 牛丼: the chain's items that are the food, as with a space,
      // and so is a chain's own name for an item (ファミチキ, famichiki: ファミリーマート 骨なしチキン;
      // 吉牛, yoshigyu: 吉野家 牛丼, unless a food is named beside it). An excluded word, -吉野家の牛丼, stays whole.
      const found = isMarkedOut(word) || (chainsNamed(typed).length && foodBeside(word)) ? [] : ja.chainAndFoodIn(typed);
      if (!found.length) return latin ? [folded] : [withoutHonorific(word)];
      const parts = namesChainAgain(found) ? found.slice(0, 2) : found;
      const nickname = nicknameTyped(typed, found);
      if (nickname && !typedAs.has(parts[1]!)) typedAs.set(parts[1]!, nickname);
      // A food glued to its chain's name, with no の between, may be the item's own name (モス's モスチーズバーガー).
      else if (!nickname && !latin && ja.normalize(typed) === ja.normalize(found.join(''))) typedGlued.set(parts[1]!, typed);
      return [...parts];
    });
    // Food in general names nothing (食品, フード); food in English only as q's one latin word: in an English phrase it is a
    // word of the phrase (junk food).
    const latinWords = words.filter((word) => LATIN.test(word)).length;
    const inGeneral = (word: string) => FOOD_IN_GENERAL.has(ja.normalize(word)) && (latinWords === 1 || !LATIN.test(word));
    return {
      // マクドナルド ビッグマック names the chain twice: once as typed, once by the nickname.
      include: withoutJoiningWith(joinEnglishPhrases([...new Set(words.filter((word) => !isMarkedOut(word) && !inGeneral(word)))])),
      // A run of minus signs (--, ---) excludes nothing: no word follows it.
      exclude: words.filter((word) => /^[-－][^-－]/.test(word)).map((word) => word.slice(1)),
      typedAs,
      typedGlued,
    };
  }
  /** The same q is split again by each pass and each question the search service asks of it (two to three times a request). */
  const splitQuery = recent(splitQueryOf, RECENT_TERMS);

  /**
   * An English phrase that matched nothing as typed (docs/catalog-search.md → English phrases): the
   * dish its parts compose, as one term (pork cutlet bowl → カツ丼), then its head noun with fewer and
   * fewer modifiers before it (shrimp tempura → tempura; kids meal set → meal set → set), the way
   * English puts the head last. Words after a joining word (with, in…) stay with their head.
   */
  function englishPhraseFallbacks(q: string): EnglishPhraseFallback[] {
    const { include, exclude, typedAs, typedGlued } = splitQuery(q);
    const words = queryWordsOf(q).filter((word) => !isMarkedOut(word));
    if (words.length < 2 || !words.every((word) => LATIN.test(word))) return [];
    const excluded = exclude.map((word) => termClauses(word)).filter((t) => t.length);
    const phrase = words.join(' ');
    const fallbacks: EnglishPhraseFallback[] = [];
    // Already one term when the lexicon knows the whole phrase: the exact query tried it.
    if (include.length > 1) fallbacks.push({ head: null, query: { terms: [phraseClauses(phrase)], excluded, words: [phrase] } });
    // A phrase the lexicon knows that no name holds, its food words apart, the chain kept (lotteria shrimp burger: えびカツバーガー).
    const partsOf = include.map(englishPhraseParts);
    const apart = partsOf.flat();
    const withPhrasesApart = include.flatMap((word, at) => (partsOf[at]!.length ? partsOf[at]! : [word]));
    if (apart.length)
      fallbacks.push({ head: null, apart, query: queryOf({ include: withPhrasesApart, exclude, typedAs, typedGlued }, termClauses) });
    // English puts a dish before "with" and what comes with it after (ramen with gyoza is ramen), unless the two
    // make one dish the other way round (rice with curry: curry rice, burger with cheese: cheese burger). That
    // dish is tried before the heads the last words make, which name the side (gyoza).
    const withAt = words.findIndex((word) => word.toLowerCase() === WITH);
    if (withAt > 0 && withAt < words.length - 1) {
      const reversed = [...words.slice(withAt + 1), ...words.slice(0, withAt)].join(' ');
      const dish = ja.japaneseOfEnglish(reversed).length ? reversed : words.slice(0, withAt).join(' ');
      fallbacks.push({ head: dish, query: { ...analyzed(dish, termClauses), excluded } });
    }
    // A chain or a chain's item named in several words is never cut: big mac meal has no head mac meal (mackerel set meals).
    const names = joinLatinNames(words);
    const starts = names.map((_name, at) => names.slice(0, at).reduce((count, name) => count + wordsOf(name).length, 0)).slice(1);
    // A chain typed first stays with each head, as a Japanese term's head keeps it (doutor vienna coffee:
    // ドトール's coffees); its own term, so doutor and coffee are never read back as ドトールコーヒー's name.
    const chain = chainsNamed(names[0]!).length && !isFoodWord(names[0]!) ? analyzed(names[0]!, termClauses) : null;
    for (const start of starts) {
      const head = words.slice(start);
      if (ENGLISH_JOINERS.has(head[0]!.toLowerCase()) || head.every((word) => GENERIC_HEADS.has(word.toLowerCase()))) continue;
      // A last word no lexicon knows as food would match only as the beginning of some name's romaji
      // (protein bar → bar → バーレル; low carb → carb → カルボナーラ): no head to stand for the phrase.
      if (head.length === 1 && !ja.japaneseOfEnglish(head[0]!).length && !isFoodWord(head[0]!)) continue;
      // A bowl alone lists every 丼 by popularity (麻婆丼 for chicken teriyaki bowl): the dish the words before it
      // name (鶏の照り焼き), served otherwise, is nearer what was asked.
      if (head.length === 1 && CONTAINER_HEADS.has(head[0]!.toLowerCase())) {
        const dish = words.slice(0, start).join(' ');
        fallbacks.push({ head: dish, query: { ...analyzed(dish, termClauses), excluded } });
      }
      const headQuery = englishHeadQuery(words.slice(0, start), head) ?? analyzed(head.join(' '), termClauses);
      // With the chain first (its head right after it is the query itself, which found nothing).
      if (chain && start > starts[0]!)
        fallbacks.push({
          head: head.join(' '),
          query: { terms: [...chain.terms, ...headQuery.terms], excluded, words: [...chain.words, ...headQuery.words] },
        });
      fallbacks.push({ head: head.join(' '), query: { ...headQuery, excluded } });
    }
    return fallbacks;
  }

  /**
   * A word that begins with a loanword the names write in Japanese (ソイ: soy, which the cafés write 豆乳 in a note,
   * カフェラテ（豆乳）), as the words the names hold: ソイラテ is 豆乳 and the full form of ラテ (カフェラテ), soy latte the
   * same, ソイミルク and soy milk 豆乳 alone; null for any other word, or a rest that is no food word (ソイジョイ).
   */
  const japaneseOfLoanwordPrefix = (word: string): string[] | null => {
    const folded = word.normalize('NFKC');
    const found = LOANWORD_PREFIXES.map(({ typed, japanese }) => ({ rest: typed.exec(folded)?.[1]?.trim(), japanese })).find(
      ({ rest }) => rest,
    );
    if (!found) return null;
    const rest = found.rest!;
    const restKana = LATIN.test(rest) ? ja.japaneseOfEnglish(rest.toLowerCase())[0] : rest;
    if (!restKana || !ja.knowsFoodWord(restKana)) return null;
    if (MILK.test(restKana)) return [found.japanese];
    const full = ja.fullFormsOf(restKana).find((form) => !LATIN.test(form));
    return [found.japanese, full ?? restKana];
  };

  /**
   * The head noun of an English phrase whose other words are English (chocolate shake, strawberry shake), read as English
   * too: a latin word that is both romaji and an English loanword (shake: しゃけ and シェイク), which alone reads as romaji
   * first, is the loanword after English modifiers, so chocolate shake, which no name holds, is the chain's shakes, not
   * しゃけ弁当. Null for any other head (one the lexicon translates is read so already), or modifiers no lexicon knows.
   */
  const englishHeadQuery = (modifiers: readonly string[], head: readonly string[]): AnalyzedQuery | null => {
    if (head.length !== 1 || !modifiers.length) return null;
    const word = head[0]!.toLowerCase();
    if (ja.japaneseOfEnglish(word).length || !modifiers.every((modifier) => ja.japaneseOfEnglish(modifier.toLowerCase()).length))
      return null;
    const loanword = loanwordClauses(word);
    return loanword.length ? { terms: [loanword], excluded: [], words: [word] } : null;
  };

  /**
   * A nickname's own clauses beside its catalog name's: a name that is the nickname as typed (an
   * operator's ファミチキ) matches the term too, and its whole name ranks it first. Never a shop. So for a
   * food typed glued to its chain's name: モスチーズバーガー is モス's item of that name, which モス and
   * チーズバーガー apart met below the plain チーズバーガー.
   */
  const asTyped = (nickname: string | undefined): TermClauses =>
    nickname
      ? termClauses(nickname)
          .filter((clause) => clause.field !== 'shop')
          .map((clause) => ({ ...clause, boost: clause.boost * NICKNAME_AS_TYPED_BOOST }))
      : [];

  /**
   * Two latin or two kana words typed apart that are one word (karaage kun, からあげ くん: からあげクン; mos
   * burger reads as a chain's English name already): the joined romaji where a word of the name begins,
   * on each of the two terms, so a name holding the word whole matches both at once and ranks above
   * names meeting the two apart (から揚げ 燻製: kun begins kunsei, くん is the reading of 燻).
   */
  const joinedRomajiClause = (first: string | undefined, second: string | undefined): TermClauses => {
    // A size is a word of its own (ラテ ショート is no らてしょうと).
    if (!first || !second || isSizeWord(first) || isSizeWord(second)) return [];
    if (LATIN.test(first) && LATIN.test(second)) {
      const joined = `${first}${second}`.toLowerCase();
      return HIRAGANA_WORD.test(ja.kanaOfLatin(joined)) ? wordStartClause(joined) : [];
    }
    const kana = [first, second].map((word) => word.normalize('NFKC'));
    return kana.every((word) => KANA_ONLY.test(word)) ? wordStartClause(kana.join('')) : [];
  };

  /**
   * q with each latin word that misspells a chain's nickname listed in latin letters (frapuccino, bigmak:
   * Frappuccino, Big Mac) within a typo's edits spelled right, for the typo pass: the typo clauses meet the
   * catalog's names, and a nickname's item is named otherwise there (フローズンドリンク), so starbucks
   * frapuccino named nothing. A chain or a known word is no misspelling.
   */
  const withNicknamesSpelledRight = (q: string): string =>
    queryWordsOf(q)
      .map((word) => {
        const folded = word.normalize('NFKC');
        if (!LATIN.test(folded) || isMarkedOut(folded) || chainsNamed(folded).length) return word;
        return ja.latinNicknameNear(folded, typoEditsFor(folded.replace(/[^a-z0-9]/gi, '').length)) ?? word;
      })
      .join(' ');

  /** The food a word types as not wanted (肉なし, 肉抜き, 玉ねぎぬき: 肉, 玉ねぎ); undefined when the word is no such word or the rest names no food. */
  const unwantedFoodOf = (word: string): string | undefined => {
    const food = UNWANTED.exec(word.normalize('NFKC'))?.[1];
    return food !== undefined && isFoodWord(food) ? food : undefined;
  };
  /** A word of adjective form that is no food (ぜんざい is one), or that the lexicon lists as a quality (温かい: hot). */
  const isAdjectiveNoNameSays = (word: string) =>
    ADJECTIVE.test(word.normalize('NFKC')) && (ja.otherJapaneseOf(word).length > 0 || !isFoodWord(word));
  /**
   * One latin letter typed apart that is no size (ミラノサンド A, 定食 B): a menu's letter for a variant, which the
   * catalog's names never write (they name the variant by what it holds: ミラノサンド ハム). W is written, for double.
   */
  const isMenuLetter = (word: string) => MENU_LETTER.test(word.normalize('NFKC')) && !isSizeWord(word);

  /** The query of the words kept and excluded, each kept word's clauses by `clausesOf`. */
  const queryOf = ({ include, exclude, typedAs, typedGlued }: SplitQuery, clausesOf: WordClauses): AnalyzedQuery => ({
    terms: include
      .map((word, at) => [
        ...clausesOf(word),
        ...shopKindClause(word, include),
        // An English word before another food word, as the chains write it there (green tea frappuccino: 抹茶).
        ...(at < include.length - 1 ? japaneseClauses(ja.modifierFormsOfEnglish(word), TRANSLATION_BOOST) : []),
        ...translatedWholeNameBesideChain(word, include),
        ...asTyped(typedAs.get(word) ?? typedGlued.get(word)),
        ...joinedRomajiClause(include[at - 1], word),
        ...joinedRomajiClause(word, include[at + 1]),
        ...englishPairCompoundClauses(include[at - 1], word),
      ])
      .filter((t) => t.length),
    excluded: exclude.map((word) => termClauses(word)).filter((t) => t.length),
    words: include,
  });
  const analyzed = (q: string, clausesOf: WordClauses): AnalyzedQuery => queryOf(splitQuery(q), clausesOf);

  const analyzer: CatalogTextAnalyzer = {
    version,

    ...documentTokens,

    analyzeQuery: (q) => analyzed(q, termClauses),

    analyzeTypoTolerantQuery: (q) => analyzed(withNicknamesSpelledRight(q), typoTolerantClauses),

    analyzeEnglishPhraseFallbacks: englishPhraseFallbacks,

    withoutAmounts(q: string) {
      /**
       * Whether a word is the size name of one of the chains (ids) the query names (CHAIN_SIZE_NAMES), written as the
       * chain writes it or typed by its reading, in kana or romaji (かつや カツ丼 うめ found nothing and said nothing;
       * katsuya katsudon ume listed 梅酒 by its head word).
       */
      const isChainSizeName = (word: string, chains: readonly string[]) => {
        const folded = word.normalize('NFKC');
        const reading = ja.reading(LATIN.test(folded) ? ja.kanaOfLatin(folded.toLowerCase()) : folded);
        return chains.some((id) => CHAIN_SIZE_NAMES[id]?.some((name) => name === folded || ja.reading(name) === reading));
      };
      const kept: string[] = [];
      const amounts: string[] = [];
      const chains = chainsIn(splitQuery(q).include);
      const isSize = (word: string) => isSizeWord(word) || isChainSizeName(word, chains);
      for (const word of queryWordsOf(q)) {
        // A size letter typed apart (ポテト L) is a size like 大: the chain may not sell that size (マック ポテト L).
        const amount = isSize(word) || SERVING_CHANGE.test(word) ? ['', '', word] : LOGGED_AMOUNT.exec(word);
        if (!amount) kept.push(word);
        else {
          if (amount[1]) kept.push(amount[1]);
          amounts.push(amount[2]!);
        }
      }
      if (!amounts.length || !kept.length) return null;
      const unsold = sellNoCafeSizes(chains) ? amounts.filter((word) => cafeSizeOf(sizeNamedWithSuffix(word) ?? word)) : [];
      const sizesNotSold = { chains: chains.flatMap((id) => ja.chainName(id) ?? []), sizes: unsold };
      const onlySizes = amounts.every(isSize);
      return { q: kept.join(' '), amounts, ...(onlySizes ? { onlySizes } : {}), ...(unsold.length ? { sizesNotSold } : {}) };
    },

    sizesOnly(q: string) {
      const words = queryWordsOf(q);
      return words.length > 0 && words.every(isSizeWord);
    },

    withCompoundsApart(q: string) {
      const { include, exclude, typedAs } = splitQuery(q);
      // A chain's name (ケンタッキーフライドチキン, which a nickname names in full) is no dish, and a
      // nickname's catalog name (ダブチ → ダブルチーズバーガー) names one item whole: apart, their words
      // are food terms that find other items and lose a row named by the nickname itself.
      const whole = (word: string) => typedAs.has(word) || chainsNamed(word).length > 0;
      const words = include.map((word) => ({ word, parts: whole(word) ? [] : compoundParts(word) }));
      if (!words.some(({ parts }) => parts.length)) return null;
      // Each part is a term of its own, as if typed apart (鮭 おにぎり); the compound's own clauses ride
      // on its first part, so names that hold it whole rank first.
      const terms = words.flatMap(({ word, parts }) =>
        parts.length ? parts.map((part, at) => [...termClauses(part), ...(at === 0 ? termClauses(word) : [])]) : [termClauses(word)],
      );
      return {
        terms: terms.filter((t) => t.length),
        excluded: exclude.map((word) => termClauses(word)).filter((t) => t.length),
        words: include,
      };
    },

    foodNamedAfter(name: string, food: string) {
      const typed = ja.normalize(food).replace(/ /g, '');
      if (typed.length < 2) return null;
      for (const word of ja.normalize(name).split(SPLIT)) {
        const at = word.indexOf(typed);
        if (at < 0) continue;
        const rest = word.slice(at + typed.length);
        const madeInto = MADE_INTO.exec(rest);
        if (madeInto) return madeInto[0];
        // The longest lexicon food the rest begins with, two characters or more (さらだ of ぱすたさらだ).
        for (let end = rest.length; end >= 2; end--) {
          const head = rest.slice(0, end);
          if (ja.isLexiconFood(head)) return servedOn().has(head) ? null : head;
        }
      }
      return null;
    },

    japaneseNamesOf(word: string, spelled = false) {
      if (!LATIN.test(word)) return [];
      const names = ja.japaneseOfEnglish(word).filter((name) => !LATIN.test(name));
      if (!spelled) return names;
      const romaji = ja.romajiQueryTokens(word);
      return names.filter((name) => romaji.includes(ja.romaji(name).replace(/ /g, '')));
    },

    compoundItemModifiers(q: string) {
      const words = q.trim().split(/\s+/);
      // A latin item's parts are its lexicon name's, which q may not hold (yakisoba: ソース焼きそば), so only Japanese is read:
      // a q of latin words alone stops here, before the size and chain tests.
      if (words.every((word) => LATIN.test(word))) return [];
      // withoutAmounts reads q only where a word is a size (a set lookup a word): most queries type none.
      const sized = words.some((word) => isSizeWord(word)) ? analyzer.withoutAmounts(q) : null;
      if (sized && !sized.onlySizes) return [];
      const items = (sized ? sized.q.trim().split(/\s+/) : words).filter((word) => !namesAShop(word));
      const modifiers = items.length === 1 && !LATIN.test(items[0]!) ? compoundParts(items[0]!).slice(0, -1) : [];
      // A kind is a food of its own (チーズ), which the names write so; a way of cooking (焼き, フライド) they write many ways
      // (焼そば, ポテトフライ). One character is none: a kanji alone meets names by its reading, not inside theirs (豚 of 豚汁).
      return modifiers.length && modifiers.every((word) => [...word].length > 1 && ja.isLexiconFood(word)) ? modifiers : [];
    },

    withShortForms(q: string) {
      const { include, exclude, typedAs, typedGlued } = splitQuery(q);
      const shortened = include.map((word) => (namesAShop(word) ? undefined : ja.shortFormsOf(word)[0]));
      if (!shortened.some(Boolean) || !include.some(namesAShop)) return null;
      return {
        query: queryOf({ include: include.map((word, at) => shortened[at] ?? word), exclude, typedAs, typedGlued }, termClauses),
        typed: include.filter((_word, at) => shortened[at]),
        shortForms: shortened.filter((short): short is string => short !== undefined),
      };
    },

    withNamesOfFood(q: string) {
      const { include, exclude, typedAs, typedGlued } = splitQuery(q);
      // Only the names the word does not already meet: itself folded (らーめん for ラーメン) and its synonyms (たまご, 玉子 for 卵).
      const newNamesOf = (word: string) => {
        const met = new Set([word, ...ja.synonyms(word)].map((name) => ja.normalize(name)));
        return ja.namesOfFoodNamed(word).filter((name) => !LATIN.test(name) && !met.has(ja.normalize(name)));
      };
      const names = include.map((word) => (LATIN.test(word) || namesAShop(word) ? [] : newNamesOf(word)));
      if (!names.some((more) => more.length)) return null;
      const namesOf = new Map(include.map((word, at) => [word, [...names[at]!]]));
      const clausesOf = (word: string): TermClauses => {
        const more = namesOf.get(word) ?? [];
        return more.length ? [...termClauses(word), ...synonymClauses(word, more, SYNONYM_BOOST)] : termClauses(word);
      };
      return {
        query: queryOf({ include, exclude, typedAs, typedGlued }, clausesOf),
        typed: include.filter((_word, at) => names[at]!.length),
        names: [...new Set(names.flat())],
      };
    },

    withLoanwordsInJapanese(q: string) {
      const { include, exclude, typedAs, typedGlued } = splitQuery(q);
      const read = include.map(japaneseOfLoanwordPrefix);
      if (!read.some(Boolean)) return null;
      return {
        query: queryOf({ include: include.flatMap((word, at) => read[at] ?? [word]), exclude, typedAs, typedGlued }, termClauses),
        typed: include.filter((_word, at) => read[at]),
      };
    },

    withHeadWords(q: string) {
      const { include, exclude, typedAs, typedGlued } = splitQuery(q);
      const heads = include.map(headWordOf);
      if (!heads.some(Boolean)) return null;
      // Two terms ending with one dish word name it once (いきなりステーキ ワイルドステーキ said ステーキ・ステーキ).
      const words = [...new Set(include.map((word, at) => heads[at] ?? word))];
      return {
        query: queryOf({ include: words, exclude, typedAs, typedGlued }, termClauses),
        heads: [...new Set(heads.filter((head): head is string => head !== null))],
      };
    },

    withoutChains(q: string) {
      const { include, exclude, typedAs, typedGlued } = splitQuery(q);
      const chains = include.filter(namesAShop);
      const food = include.filter((word) => !chains.includes(word));
      if (!chains.length || !food.length) return null;
      return { query: queryOf({ include: food, exclude, typedAs, typedGlued }, termClauses), chains };
    },

    namesOnlyShops(q: string) {
      return analyzer.wordsNameOnlyShops(splitQuery(q).include);
    },

    wordsNameOnlyShops(words: readonly string[]) {
      return words.length > 0 && words.every(namesAShop);
    },

    withoutQualifiers(q: string) {
      const { include, exclude, typedAs, typedGlued } = splitQuery(q);
      const qualifiers = include.filter(
        (word) =>
          isAdjectiveNoNameSays(word) ||
          isMenuLetter(word) ||
          HOT.test(word.normalize('NFKC')) ||
          LABEL_WORDS.has(word.normalize('NFKC')) ||
          // 無糖 is such a label too (round 17): 無糖 お茶 said each word matches alone, the teas' names not writing it.
          UNSWEETENED.test(word.normalize('NFKC')),
      );
      const food = include.filter((word) => !qualifiers.includes(word));
      if (!qualifiers.length || !food.length) return null;
      return { query: queryOf({ include: food, exclude, typedAs, typedGlued }, termClauses), qualifiers };
    },

    withoutUnwanted(q: string) {
      const { include, exclude, typedAs, typedGlued } = splitQuery(q);
      const typedMeatless = readMeatlessWishes(withEnglishLabelWords(queryWordsOf(q))).typed;
      const typed: string[] = [];
      const unwanted: string[] = [];
      const food: string[] = [];
      for (const word of include) {
        const notWanted = unwantedFoodOf(word);
        if (notWanted === undefined) food.push(word);
        else {
          typed.push(...(word === MEATLESS_READ && typedMeatless.length ? typedMeatless : [word]));
          unwanted.push(notWanted);
        }
      }
      if (!typed.length) return null;
      // 肉 left out of the names leaves the beef, pork and chicken ones (ビーフカレー, チキンカレー): their words go too.
      const meatKinds = unwanted.includes('肉') ? MEAT_KINDS_IN_ENGLISH.flatMap((kind) => ja.japaneseOfEnglish(kind)) : [];
      const query = queryOf({ include: food, exclude: [...exclude, ...unwanted, ...meatKinds], typedAs, typedGlued }, termClauses);
      return { query, typed, unwanted };
    },

    analyzeRelatedQuery(q: string): AnalyzedQuery | null {
      const { include, exclude } = splitQuery(q);
      // Only what the query is recognized to name (a dish, ingredient, category, synonym, reading or
      // English food word) is looked up loosely; a query that names nothing known has no related items.
      // A word that names no dish (メニュー, 料理) relates nothing: キッズメニュー listed the breakfast menus by it.
      const recognized = include.map((word) => ja.foodWordsIn(word).filter((known) => !isGenericJapaneseHead(known)));
      if (recognized.some((words) => words.length === 0)) return null;
      const related = (words: string[]): TermClauses =>
        words
          .flatMap((word) => [...(LATIN.test(word) ? [] : [word]), ...ja.synonyms(word), ...ja.japaneseOfEnglish(word)])
          // A kana word of two characters (ちゃ, recognized in おちゃ) is inside too many names (チャーハン) to relate them.
          .filter((form) => !LATIN.test(form) && !(KANA_ONLY.test(form) && [...form].length <= 2))
          .flatMap((form) => {
            const grams = bigrams(ja.normalize(form));
            const readingTokens = readingGrams(form);
            return [
              ...clause('components', grams, 1, 0.6),
              ...clause('category', grams, 0.8, 0.6),
              ...clause('name', grams, 0.6, halfOf(grams)),
              // So is a reading of two kana (茶: ちゃ). A reading is met whole, as one piece of a name's reading where it is short:
              // half its bigrams met fragments of other words (牛めし, ぎゅうめし: 梅酒 by うめ|めし, 牛乳 by ぎゅ|ゅう).
              ...(readingTokens.length > 1 ? adjacent(readingClause(form, 0.5, 1), readingOf(form)) : []),
            ];
          });
      const terms = recognized.map((words, at) => related([...words, ...withOtherWords(include[at]!, words)]));
      return {
        // A word that relates nothing (とり in toriki: two kana) leaves no term to match; dropped, the query
        // matched every item (toriki answered the whole catalog).
        terms: terms.every((t) => t.length) ? terms : [],
        excluded: exclude.map((word) => termClauses(word)).filter((t) => t.length),
        words: recognized.flat(),
      };
    },
  };
  return analyzer;
}

/**
 * A query's words kept and excluded, the nickname typed for a kept word read as a chain's item, and the word as
 * typed for a food typed glued to its chain's name (モスチーズバーガー: チーズバーガー).
 */
interface SplitQuery {
  include: readonly string[];
  exclude: readonly string[];
  typedAs: ReadonlyMap<string, string>;
  typedGlued: ReadonlyMap<string, string>;
}
/** A kept word's clauses. */
type WordClauses = (word: string) => TermClauses;

/** Whether every character of `text` is in `within`, in the same order (ぽてさらだ in ぽてとさらだ). */
function isInOrderWithin(text: string, within: string): boolean {
  let at = 0;
  for (const char of within) if (char === text[at]) at++;
  return at === text.length;
}

/** Half of a word's bigrams for a related match, but never one of two. */
const halfOf = (tokens: string[]) => (new Set(tokens).size > 2 ? 0.5 : 1);

/** Bump when the token design, the normalization or a document's theme values change: persisted and remote indexes rebuild. */
export const CATALOG_ANALYZER_VERSION = 'ja-31';

/**
 * The kinds of each genre's dish (CATALOG_GENRES: 寿司, そば, ラーメン…), by folded word: a short form of a
 * dish that is the short form followed by the genre's word (握り of 握り寿司 or 握り鮨) names
 * a kind of it, as the sushi chains file their nigiri under 握り and name them by the fish; the full form itself
 * (握り寿司) names it under the key `full:<form>` (kindsOf with fullForm). Only a genre's word: the rest of Sudachi's short forms end with a part or a topping (カレー of カレーライス, アイス of
 * アイスクリーム), and ライス typed is no カレー. A short form without kanji is left out: its bigrams sit inside
 * other words (にぎり in おにぎり; the table folds katakana to hiragana). Built once, from the short-form table already read.
 */
function kindsOfGenreDishes(
  fullForms: ReadonlyMap<string, readonly string[]>,
  folded: (text: string) => string,
  synonymsOf: (term: string) => string[],
): Map<string, string[]> {
  const genreWords = new Set(CATALOG_GENRES.flatMap((genre) => genre.nameJa.split('・')).map(folded));
  const kinds = new Map<string, string[]>();
  for (const [short, fulls] of fullForms) {
    if (KANA_ONLY.test(short)) continue;
    for (const full of fulls.map(folded)) {
      if (!full.startsWith(short) || full.length <= short.length) continue;
      const head = full.slice(short.length);
      const forms = [head, ...synonymsOf(head).map(folded)];
      if (!forms.some((form) => genreWords.has(form))) continue;
      for (const form of [...forms, `full:${full}`])
        if (!kinds.get(form)?.includes(short)) kinds.set(form, [...(kinds.get(form) ?? []), short]);
    }
  }
  return kinds;
}

/**
 * A term's synonyms, and those of the dishes spelled otherwise with its reading (food_readings.tsv's dish rows): 牛めし reads
 * ぎゅうめし as 牛飯 does, whose synonym is 牛丼, so 牛めし reaches 牛飯 and 牛丼 (looked up by spelling alone, it reached
 * neither, and 牛めし with include=dishes listed 梅酒 and 牛乳 as related items). Only a spelling the table lists: a word typed
 * in kana (ぎゅうどん) keeps its own synonyms, as its romaji (gyudon) does, and meets the names by its reading.
 */
function synonymsOfSpellingsRead(synonymsOf: (term: string) => string[], folded: (text: string) => string) {
  const readingOf = new Map<string, string>();
  const spellingsOf = new Map<string, string[]>();
  for (const [surface, reading] of dishReadings()) {
    readingOf.set(folded(surface), reading);
    spellingsOf.set(reading, [...(spellingsOf.get(reading) ?? []), surface]);
  }
  return (term: string): string[] => {
    const typed = folded(term);
    const reading = readingOf.get(typed);
    const spellings = reading === undefined ? [] : (spellingsOf.get(reading) ?? []).filter((spelling) => folded(spelling) !== typed);
    if (!spellings.length) return synonymsOf(term);
    const seen = new Set([typed]);
    return [...synonymsOf(term), ...spellings.flatMap((spelling) => [spelling, ...synonymsOf(spelling)])].filter(
      (synonym) => !seen.has(folded(synonym)) && seen.add(folded(synonym)),
    );
  };
}

/** The catalog's analyzer on @shokuji/ja-text (readings, romaji, synonyms, chains, the English food lexicon). */
export async function createJaCatalogAnalyzer(): Promise<CatalogTextAnalyzer> {
  const ja = await createJaText();
  const fullForms = new Map<string, string[]>();
  /** Each short form as Sudachi writes it, by its folded form. */
  const shortForms = new Map<string, string>();
  /** Each full form's short forms, by its folded form. */
  const shortFormsOfFull = new Map<string, string[]>();
  for (const [full, shorts] of dishShortForms())
    for (const short of shorts) {
      if (!LATIN.test(full)) shortFormsOfFull.set(ja.normalize(full), [...(shortFormsOfFull.get(ja.normalize(full)) ?? []), short]);
      fullForms.set(ja.normalize(short), [...(fullForms.get(ja.normalize(short)) ?? []), full]);
      if (!shortForms.has(ja.normalize(short))) shortForms.set(ja.normalize(short), short);
    }
  const folded = (text: string) => ja.normalize(text).replace(/ /g, '');
  const synonymsBySpelling = synonymsOfSpellingsRead((term) => ja.synonymsOf(term), folded);
  const kinds = kindsOfGenreDishes(fullForms, folded, (term) => ja.synonymsOf(term));
  /** Each Japanese name of the English lexicon (folded), with the other names of the entries listing it, read once. */
  const otherJapanese = new Map<string, string[]>();
  for (const { japanese } of ja.englishLexicon.entries().values())
    for (const name of japanese)
      otherJapanese.set(folded(name), [
        ...new Set([...(otherJapanese.get(folded(name)) ?? []), ...japanese.filter((other) => other !== name)]),
      ]);
  /** Each first Japanese name of the English lexicon's entries (folded), with the entries' other names, read once. */
  const namesOfFood = new Map<string, string[]>();
  for (const { japanese } of ja.englishLexicon.entries().values()) {
    const [first, ...others] = japanese;
    if (first !== undefined && others.length)
      namesOfFood.set(folded(first), [...new Set([...(namesOfFood.get(folded(first)) ?? []), ...others])]);
  }
  const kanjiFoods = kanjiFoodReadingsOf(ja.englishLexicon.entries().values(), (text) => ja.reading(text).replace(/ /g, ''));
  /** Every word of the English lexicon's entries (green tea: green, tea), read once. */
  const englishWords = new Set([...ja.englishLexicon.entries().keys()].flatMap((english) => english.split(' ')));
  /** The longest short form the term begins with and spells on in the order of one of its full forms (ぽてさらだ in ぽてとさらだ). */
  const shortFormSpelledOn = recent((term: string): string => {
    const typed = folded(term);
    if (fullForms.has(typed)) return '';
    let found = '';
    for (const [short, fulls] of fullForms)
      if (short.length > found.length && typed.length > short.length && typed.startsWith(short))
        // A beginning of the full form (サンドイ of サンドイッチ) is that word being typed, which its names meet as it is.
        if (fulls.some((full) => !folded(full).startsWith(typed) && isInOrderWithin(typed, folded(full)))) found = short;
    return found;
  });
  return createCatalogTextAnalyzer(
    {
      normalize: recent((text) => ja.normalize(text)),
      loose: recent((text) => ja.loose(text)),
      reading: recent((text) => ja.reading(text)),
      readingSegments: (text) => ja.readingSegments(text),
      romaji: recent((text) => ja.romaji(text)),
      romajiIndexTokens: (text) => ja.indexTokens(text).romaji,
      romajiQueryTokens: recent((word) => ja.firstTermTokens(word)?.romaji ?? []),
      kanaOfLatin: (word) => hiraganaOfLatin(word.toLowerCase()),
      synonyms: recent(synonymsBySpelling),
      fullFormsOf: (term) => fullForms.get(ja.normalize(term)) ?? [],
      kindsOf: (term, fullForm) => [...(kinds.get(folded(term)) ?? []), ...((fullForm && kinds.get(`full:${folded(term)}`)) || [])],
      shortFormSpelledOn: (term) => shortForms.get(shortFormSpelledOn(term)),
      shortFormsOf: (term) => shortFormsOfFull.get(ja.normalize(term)) ?? [],
      japaneseOfEnglish: (english) => ja.japaneseOfEnglish(english),
      otherJapaneseOf: (japanese) => otherJapanese.get(folded(japanese)) ?? [],
      namesOfFoodNamed: (japanese) => namesOfFood.get(folded(japanese)) ?? [],
      kanjiFoodReadings: (kanji) => kanjiFoods.get(kanji),
      modifierFormsOfEnglish: (english) => ja.englishLexicon.modifierFormsOf(english),
      editsToNearestEnglish: (english, edits) => ja.englishLexicon.nearest(english, edits)[0]?.edits ?? null,
      isEnglishLexiconWord: (english) => englishWords.has(english.toLowerCase()),
      isLexiconFood: (word) => otherJapanese.has(word),
      japaneseOfMisspelledEnglish: (english, edits) => {
        const nearest = ja.englishLexicon.nearest(english, edits);
        return nearest.filter((match) => match.edits === nearest[0]?.edits).flatMap((match) => match.entry.japanese);
      },
      foodWordsIn: recent((term) => ja.foodWordsIn(term)),
      foodWordsInside: (term) => ja.foodWordsInside(term),
      knowsFoodWord: recent((term) => ja.knowsFoodWord(term)),
      latinNicknameNear: (term, edits) => ja.latinNicknameNear(term, edits),
      wordsWithAKanaBefore: (term) => ja.wordsWithAKanaBefore(term),
      chainsNamed: recent((term) => ja.chainsNamed(term)),
      chainName: (id) => ja.chainName(id),
      shopKind: (term) => ja.shopKind(term),
      shopKindGroupsWith: (category) => ja.shopKindGroupsWith(category),
      chainAndFoodIn: recent((term) => ja.chainAndFoodIn(term) ?? []),
      wordForms: (text) => ja.wordForms(text),
    },
    CATALOG_ANALYZER_VERSION,
  );
}
