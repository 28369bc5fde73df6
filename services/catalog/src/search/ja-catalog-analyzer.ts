import { CATALOG_GENRES } from '@shokuji/contracts';
import { type EnglishFoodEntry, createJaText, dishReadings, dishShortForms, hiraganaOfLatin } from '@shokuji/ja-text';
import { createQueryAnalysis } from './analyzed-query';
import type { CatalogTextAnalyzer } from './catalog-text-analyzer';
import { HAS_KANJI, HIRAGANA_WORD, KANA_ONLY, ONE_KANJI } from './catalog-tokens';
import { createCompoundWordsReading } from './compound-words.read';
import { createDocumentTokens } from './document-tokens';
import { createEnglishPhraseClauses } from './english-phrases.clauses';
import { createFoodNameClauses } from './food-names.clauses';
import type { JaNormalizer } from './ja-normalizer';
import { kanjiFoodReadingsOf } from './kanji-food-readings';
import { createKnownFoodWords } from './known-food-words';
import { createPieceFilters } from './piece-filters';
import { LATIN } from './query-words.read';
import { recent } from './recent-lookups';
import { createRelatedItemsReading } from './related-items.read';
import { createRelaxedWordsReading } from './relaxed-words.read';
import { createShopWords } from './shop-words';
import { createSizeWords } from './size-words';
import { createQuerySplit } from './split-query.read';
import { createTermClauses } from './term-clauses';
import { createReadingClauses } from './text-clauses';

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
  // Each part takes the functions it uses from the parts before it; their names differ from part to part, so a part is
  // handed the parts it draws on whole (spread) and picks its functions by name.
  const readingClauses = createReadingClauses(ja);
  const sizeWords = createSizeWords(ja);
  const shopWords = createShopWords(ja, { ...readingClauses, ...sizeWords });
  const knownFoodWords = createKnownFoodWords(ja, { ...readingClauses, ...shopWords });
  const pieceFilters = createPieceFilters(ja, { ...readingClauses, ...knownFoodWords });
  // Food names' clauses meet a word's own clauses (termClauses), which are built from them: asked only once both exist.
  const foodNameClauses = createFoodNameClauses(ja, { ...readingClauses, termClauses: (word: string) => termClauses(word) });
  const { documentTokens } = createDocumentTokens(ja, { ...readingClauses, ...sizeWords, ...pieceFilters });
  const querySplit = createQuerySplit(ja, { ...shopWords, ...knownFoodWords });
  const englishPhraseClauses = createEnglishPhraseClauses(ja, { ...readingClauses, ...shopWords, ...foodNameClauses, ...querySplit });
  const { wordStartClause, termClauses, typoTolerantClauses } = createTermClauses(ja, {
    ...readingClauses,
    ...sizeWords,
    ...shopWords,
    ...knownFoodWords,
    ...pieceFilters,
    ...foodNameClauses,
    ...englishPhraseClauses,
  });
  const queryAnalysis = createQueryAnalysis(ja, {
    ...sizeWords,
    ...shopWords,
    ...foodNameClauses,
    ...querySplit,
    ...englishPhraseClauses,
    termClauses,
    wordStartClause,
  });
  const { withNicknamesSpelledRight, analyzed } = queryAnalysis;
  const { englishPhraseFallbacks, relaxedWords } = createRelaxedWordsReading(ja, {
    ...sizeWords,
    ...shopWords,
    ...knownFoodWords,
    ...foodNameClauses,
    ...querySplit,
    ...englishPhraseClauses,
    ...queryAnalysis,
    termClauses,
  });
  const { compoundWords } = createCompoundWordsReading(ja, { ...sizeWords, ...shopWords, ...querySplit, relaxedWords, termClauses });
  const { relatedItems } = createRelatedItemsReading(ja, { ...readingClauses, ...knownFoodWords, ...querySplit, termClauses });

  const analyzer: CatalogTextAnalyzer = {
    version,

    ...documentTokens,

    analyzeQuery: (q) => analyzed(q, termClauses),

    analyzeTypoTolerantQuery: (q) => analyzed(withNicknamesSpelledRight(q), typoTolerantClauses),

    analyzeEnglishPhraseFallbacks: englishPhraseFallbacks,

    ...relaxedWords,

    ...compoundWords,

    ...relatedItems,
  };
  return analyzer;
}

/** Whether every character of `text` is in `within`, in the same order (ぽてさらだ in ぽてとさらだ). */
function isInOrderWithin(text: string, within: string): boolean {
  let at = 0;
  for (const char of within) if (char === text[at]) at++;
  return at === text.length;
}

/** Bump when the token design, the normalization or a document's theme values change: persisted and remote indexes rebuild (a change to ja-text's tables rebuilds them by itself: catalogDataKey). */
export const CATALOG_ANALYZER_VERSION = 'ja-48';

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
 * in kana (ぎゅうどん) keeps its own synonyms, as its romaji (gyudon) does, and meets the names by its reading. `spelledAs` gives
 * the dishes a reading spells (やきめし: 焼飯, 焼き飯).
 */
function synonymsOfSpellingsRead(synonymsOf: (term: string) => string[], folded: (text: string) => string) {
  const readingOf = new Map<string, string>();
  const spellingsOf = new Map<string, string[]>();
  for (const [surface, reading] of dishReadings()) {
    readingOf.set(folded(surface), reading);
    spellingsOf.set(reading, [...(spellingsOf.get(reading) ?? []), surface]);
  }
  const spelledAs = (reading: string): string[] => spellingsOf.get(reading) ?? [];
  const synonyms = (term: string): string[] => {
    const typed = folded(term);
    const reading = readingOf.get(typed);
    const spellings = reading === undefined ? [] : spelledAs(reading).filter((spelling) => folded(spelling) !== typed);
    if (!spellings.length) return synonymsOf(term);
    const seen = new Set([typed]);
    return [...synonymsOf(term), ...spellings.flatMap((spelling) => [spelling, ...synonymsOf(spelling)])].filter(
      (synonym) => !seen.has(folded(synonym)) && seen.add(folded(synonym)),
    );
  };
  return { synonyms, spelledAs };
}

/**
 * A folded text with the kanji iteration mark spelled out: a character followed by 々 is that character twice (担々麺:
 * 担担麺), as names write either (担々麺, 冷し担担麺) and 担担麺 typed met only the three that repeat the kanji, 担々麺 the
 * others. On the surface only: ja-text's readings keep 々, which the dictionaries read (担々麺: たんたんめん) where they do
 * not know the kanji repeated. A 々 with nothing before it stays.
 */
export function withIterationMarkSpelled(folded: string): string {
  return folded.includes('々') ? folded.replace(/([^\s々])々+/gu, (marks, char: string) => char.repeat(marks.length)) : folded;
}

/** A kanji written twice in a row, as the iteration mark would write it the second time (担担麺 for 担々麺). */
const REPEATED_KANJI = /(\p{Script=Han})\1/u;
/** The kanji (and 々) a reading leaves unread, which the dictionary did not read. */
const unreadIn = (reading: string) => reading.match(/[\p{Script=Han}々]/gu)?.length ?? 0;

/**
 * The text a reading is made from: a kanji written twice that the dictionary leaves unread is written with the iteration mark,
 * where the dictionary reads that spelling (冷し担担麺: 冷し担々麺, read ひやしたんたんめん, where 担担麺 kept its kanji unread:
 * たんたんめん and tantanmen missed the three 担担麺 names; round 25). A pair the dictionary reads as written stays (棒棒鶏:
 * ばんばんじい), and so does one across two words (直火焼焼鮭: じかびやき|やきじゃけ; 焼々 would read nothing). Each pair on
 * its own, kept only where the mark leaves fewer characters unread; `read` is the dictionary's reading.
 */
export function withRepeatedKanjiMarked(text: string, read: (text: string) => string): string {
  if (!REPEATED_KANJI.test(text)) return text;
  let best = text;
  // From the last pair back, so the places of those before stay where they were.
  for (const { index, 1: kanji } of [...text.matchAll(new RegExp(REPEATED_KANJI, 'gu'))].reverse()) {
    const marked = `${best.slice(0, index + kanji!.length)}々${best.slice(index + 2 * kanji!.length)}`;
    if (unreadIn(read(marked)) < unreadIn(read(best))) best = marked;
  }
  return best;
}

/**
 * The lexicon's foods written with kanji whose reading a latin word spells (ocha: お茶, mizu: 水, men: 麺), for a word the English
 * lexicon does not list: read so, as the lexicon's English keys are (sushi: 寿司), the word is the Japanese food it spells, not
 * a beginning of longer romaji or English words (ocha met only さけ茶漬け by its English name's Ochazuke, men 明太子ご飯 by
 * Mentaiko). An English word of the lexicon keeps its English reading (water, tea, sake: 日本酒), and one that is no food of the
 * lexicon's (men) is romaji here. A kana word the vocabulary knows (gyuudon: ぎゅうどん) is met by the names' readings already,
 * as that kana typed is, and stays romaji, unless its food is one kanji an entry lists first (men: 麺; not susi's 鮨, which the names
 * write 寿司), which its reading meets only where a name writes it. One word of two kana or more; the table is read on the first word asked.
 */
function lexiconFoodsOfRomaji(
  entries: Iterable<EnglishFoodEntry>,
  reading: (text: string) => string,
  isEnglish: (word: string) => boolean,
  knowsKana: (kana: string) => boolean,
): (word: string) => readonly string[] {
  const foods = [...entries].filter((entry) => !entry.source.split('+').includes('chain'));
  /** The names an entry lists first, the food's own (麺 of noodles; not 鮨, which sushi lists after 寿司). */
  const firstNames = new Set(foods.flatMap((entry) => entry.japanese.slice(0, 1)));
  let byReading: Map<string, string[]> | undefined;
  const tableOfReadings = () => {
    const table = new Map<string, string[]>();
    for (const name of new Set(foods.flatMap((entry) => entry.japanese)))
      if (HAS_KANJI.test(name) && !LATIN.test(name)) {
        const kana = reading(name);
        if (HIRAGANA_WORD.test(kana)) table.set(kana, [...(table.get(kana) ?? []), name]);
      }
    return table;
  };
  return recent((word: string): readonly string[] => {
    const lower = word.toLowerCase();
    if (!/^[a-z]+$/.test(lower) || isEnglish(lower)) return [];
    const kana = hiraganaOfLatin(lower);
    if (!HIRAGANA_WORD.test(kana) || [...kana].length < 2) return [];
    byReading ??= tableOfReadings();
    const foods = byReading.get(kana) ?? [];
    return foods.length && knowsKana(kana) ? foods.filter((food) => ONE_KANJI.test(food) && firstNames.has(food)) : foods;
  });
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
  /** What readings, romaji and word forms are made from: a kanji repeated read as its 々 spelling where that reads. */
  const readable = recent((text: string) => withRepeatedKanjiMarked(text, (marked) => ja.reading(marked)));
  const { synonyms: synonymsBySpelling, spelledAs } = synonymsOfSpellingsRead((term) => ja.synonymsOf(term), folded);
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
  /**
   * The same first names by their reading, where one food's alone reads so: a word the table spells otherwise with that reading
   * is the same word (お粥 of おかゆ, rice porridge's first name; round 38: お粥 found none while おかゆ related 雑炊). A reading two
   * foods' first names share (さけ: 鮭, 酒) names neither.
   */
  const firstNamesByReading = new Map<string, string[]>();
  for (const first of namesOfFood.keys()) {
    const sound = ja.reading(first).replace(/ /g, '');
    firstNamesByReading.set(sound, [...(firstNamesByReading.get(sound) ?? []), first]);
  }
  const namesOfFoodRead = (japanese: string): readonly string[] => {
    const byName = namesOfFood.get(folded(japanese));
    if (byName) return byName;
    const firsts = firstNamesByReading.get(ja.reading(japanese).replace(/ /g, ''));
    return firsts?.length === 1 ? [firsts[0]!, ...namesOfFood.get(firsts[0]!)!] : [];
  };
  const kanjiFoods = kanjiFoodReadingsOf(ja.englishLexicon.entries().values(), (text) => ja.reading(text).replace(/ /g, ''));
  /** The kanji foods of that table that begin other foods, by their reading alone (みず: 水). */
  const kanjiFoodsByReading = new Map<string, string[]>();
  for (const [kanji, readings] of kanjiFoods)
    if (readings.otherFoods.length) {
      const sound = ja.reading(kanji).replace(/ /g, '');
      kanjiFoodsByReading.set(sound, [...(kanjiFoodsByReading.get(sound) ?? []), kanji]);
    }
  /** Every word of the English lexicon's entries (green tea: green, tea), read once. */
  const oneWordEnglishFoods = [...ja.englishLexicon.entries().keys()].filter((english) => !english.includes(' '));
  const englishWords = new Set([...ja.englishLexicon.entries().keys()].flatMap((english) => english.split(' ')));
  const japaneseOfRomaji = lexiconFoodsOfRomaji(
    ja.englishLexicon.entries().values(),
    (text) => ja.reading(text).replace(/ /g, ''),
    (english) => englishWords.has(english) || ja.japaneseOfEnglish(english).length > 0,
    (kana) => ja.knowsFoodWord(kana),
  );
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
      normalize: recent((text) => withIterationMarkSpelled(ja.normalize(text))),
      loose: recent((text) => ja.loose(text)),
      reading: recent((text) => ja.reading(readable(text))),
      readingSegments: (text) => ja.readingSegments(readable(text)),
      surfaceSegments: (text) => ja.surfaceSegments(readable(text)),
      romaji: recent((text) => ja.romaji(readable(text))),
      romajiIndexTokens: (text) => ja.indexTokens(readable(text)).romaji,
      romajiQueryTokens: recent((word) => ja.firstTermRomaji(readable(word))),
      kanaOfLatin: (word) => hiraganaOfLatin(word.toLowerCase()),
      synonyms: recent(synonymsBySpelling),
      fullFormsOf: (term) => fullForms.get(ja.normalize(term)) ?? [],
      kindsOf: (term, fullForm) => [...(kinds.get(folded(term)) ?? []), ...((fullForm && kinds.get(`full:${folded(term)}`)) || [])],
      shortFormSpelledOn: (term) => shortForms.get(shortFormSpelledOn(term)),
      shortFormsOf: (term) => shortFormsOfFull.get(ja.normalize(term)) ?? [],
      japaneseOfEnglish: (english) => ja.japaneseOfEnglish(english),
      japaneseOfRomaji,
      otherJapaneseOf: (japanese) => otherJapanese.get(folded(japanese)) ?? [],
      namesOfFoodNamed: namesOfFoodRead,
      kanjiFoodReadings: (kanji) => kanjiFoods.get(kanji),
      kanjiFoodsReadAs: (kana) => kanjiFoodsByReading.get(ja.reading(kana).replace(/ /g, '')) ?? [],
      dishesReadAs: (kana) => (HIRAGANA_WORD.test(kana) ? spelledAs(kana) : []),
      modifierFormsOfEnglish: (english) => ja.englishLexicon.modifierFormsOf(english),
      editsToNearestEnglish: (english, edits) => ja.englishLexicon.nearest(english, edits)[0]?.edits ?? null,
      isEnglishLexiconWord: (english) => englishWords.has(english.toLowerCase()),
      oneWordEnglishFoods: () => oneWordEnglishFoods,
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
      wordForms: (text) => ja.wordForms(readable(text)),
    },
    CATALOG_ANALYZER_VERSION,
  );
}
