/**
 * The analyzer's side of the passes that read q with words left out or read otherwise (relaxed-words.search.ts): amounts and
 * sizes, chains, qualifiers (adjectives, a menu's letter, label words), unwanted foods, short forms, a food's other names,
 * loanwords the names write in Japanese, head words, and an English phrase's fallbacks.
 */

import type { QueryAnalysis } from './analyzed-query';
import type { AnalyzedQuery, CatalogTextAnalyzer, EnglishPhraseFallback } from './catalog-text-analyzer';
import { ENGLISH_JOINERS, HAS_KANJI, HIRAGANA_WORD, KATAKANA_WORD, ONE_KANJI, WITH } from './catalog-tokens';
import { SYNONYM_BOOST } from './clause-boosts';
import type { EnglishPhraseClauses } from './english-phrases.clauses';
import type { FoodNameClauses } from './food-names.clauses';
import type { JaNormalizer } from './ja-normalizer';
import type { KnownFoodWords } from './known-food-words';
import {
  LATIN,
  LOANWORD_PREFIXES,
  MEATLESS_READ,
  MEAT_KINDS_IN_ENGLISH,
  MILK,
  UNSWEETENED,
  UNWANTED,
  isMarkedOut,
  queryWordsOf,
  readMeatlessWishes,
  withEnglishLabelWords,
  wordsOf,
} from './query-words.read';
import type { TermClauses } from './search-engine';
import type { ShopWords } from './shop-words';
import { CHAIN_SIZE_NAMES, LOGGED_AMOUNT, SERVING_CHANGE, type SizeWords, cafeSizeOf, sellNoCafeSizes } from './size-words';
import type { QuerySplit } from './split-query.read';
import { ADJECTIVE, type TermClauseParts } from './term-clauses';

/** A lone latin letter, W aside (names write it for double: Wしょうが焼き); see isMenuLetter. */
const MENU_LETTER = /^[a-vx-z]$/i;

/**
 * A drink's temperature typed apart (ほうじ茶ラテ ホット, latte hot): the menus name a hot drink plainly (ほうじ茶ラテ S) and
 * only the cold one (アイスほうじ茶ラテ), so beside a drink no name says it for, it is left out as an adjective is.
 */
const HOT = /^(?:ホット|ほっと|hot)$/iu;

/**
 * What a drink is sold in, typed apart (緑茶 ペットボトル, お茶 缶): the names state a bottle's or a can's volume (緑茶 500ml), never
 * the word, so beside a drink none of whose names holds it, it is left out as a label is and the bottles lead (round 27).
 */
export const CONTAINER_WORD = /^(?:ペットボトル|ぺっとぼとる|ボトル|ぼとる|缶|紙パック|かみぱっく)$/u;

/**
 * A label word typed apart that says how an item is made or where from (減塩 味噌汁, 国産 鶏むね, 無添加 ハム): names write
 * it on some items (鮭（減塩）, 国産鶏の…), so beside a food none of which carries it, it is left out as an adjective is;
 * several words that each match alone had been a plain miss, which 減塩 味噌汁 answered with nothing and no word.
 */
const LABEL_WORDS = new Set(
  '減塩 低塩 塩分控えめ 国産 北海道産 無添加 有機 オーガニック 手作り 手づくり 自家製 特製 本格 本格的 贅沢 大粒'.split(' '),
);

/** Head nouns that name no food of their own: a phrase is never cut down to them alone (spaceship food is no food). */
const GENERIC_HEADS = new Set(['food', 'foods', 'dish', 'dishes', 'meal', 'meals', 'menu', 'item', 'items', 'style', 'japanese', 'box']);

/** The fewest characters of a loanword read through its synonym (ウォータ), so a stretch of two (ター) names nothing by chance. */
const MIN_LOANWORD = 3;

/** Head nouns that name a vessel: cut down to one alone, a phrase first tries the dish before it. */
const CONTAINER_HEADS = new Set(['bowl', 'bowls']);

/** The analyzer's side of the relaxed passes (relaxed-words.search.ts): q with words left out or read otherwise, the English phrase fallbacks. */
export function createRelaxedWordsReading(
  ja: JaNormalizer,
  {
    analyzed,
    chainsIn,
    chainsNamed,
    englishPhraseParts,
    halfGluedApart,
    headWordOf,
    isFoodWord,
    isSizeWord,
    joinLatinNames,
    loanwordClauses,
    namesAShop,
    phraseClauses,
    queryOf,
    sizeNamedWithSuffix,
    splitQuery,
    synonymClauses,
    termClauses,
  }: Pick<QueryAnalysis, 'analyzed' | 'queryOf'> &
    Pick<ShopWords, 'chainsIn' | 'chainsNamed' | 'namesAShop'> &
    Pick<EnglishPhraseClauses, 'englishPhraseParts' | 'phraseClauses'> &
    Pick<KnownFoodWords, 'headWordOf' | 'isFoodWord'> &
    Pick<SizeWords, 'isSizeWord' | 'sizeNamedWithSuffix'> &
    Pick<QuerySplit, 'halfGluedApart' | 'joinLatinNames' | 'splitQuery'> &
    Pick<FoodNameClauses, 'loanwordClauses' | 'synonymClauses'> &
    Pick<TermClauseParts, 'termClauses'>,
) {
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
   * A loanword whose Japanese synonym is a food of one kanji, alone or ending a word (ウォーター and ウオーター: 水, Sudachi's
   * group of water; ミネラルウォーター), as that kanji: the catalog writes its bottled waters 炭酸水 and no name ウォーター, so
   * ウォーター named nothing and ミネラルウォーター a cookie. Read only when q matched nothing (withLoanwordsInJapanese), so a
   * loanword the names write (サーモン beside 鮭, ミート beside 肉, ポテト beside 芋) keeps its own answer, which reading every such
   * loanword as its kanji would change.
   */
  const kanjiFoodOfLoanword = (word: string): string | undefined => {
    const chars = [...word.normalize('NFKC')];
    if (!KATAKANA_WORD.test(chars.join(''))) return undefined;
    for (let start = 0; start <= chars.length - MIN_LOANWORD; start++) {
      const kanji = ja.synonyms(chars.slice(start).join('')).find((synonym) => ONE_KANJI.test(synonym) && isFoodWord(synonym));
      if (kanji) return kanji;
    }
    return undefined;
  };

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

  /**
   * The synonyms of a kana word's synonyms that spell it in kanji (はくまい: 白米, so ご飯 and 白飯; round 38: はくまい, ハクマイ and
   * hakumai found none where 白米 lists the rice), not a one-kanji food's, which its own rules read (rounds 28 to 37: こめ, 米).
   * The names' pass keeps a kana word's own synonyms (ぎゅうどん, gyudon: round 37); this one runs when they match few.
   */
  const namesOfKanjiSpelling = (word: string): string[] => {
    const kana = ja.normalize(word);
    if (!HIRAGANA_WORD.test(kana)) return [];
    return ja
      .synonyms(word)
      .filter((synonym) => HAS_KANJI.test(synonym) && !ONE_KANJI.test(synonym) && ja.reading(synonym).replace(/ /g, '') === kana)
      .flatMap((spelling) => ja.synonyms(spelling));
  };

  const relaxedWords: Pick<
    CatalogTextAnalyzer,
    | 'withoutAmounts'
    | 'sizesOnly'
    | 'withShortForms'
    | 'withNamesOfFood'
    | 'withLoanwordsInJapanese'
    | 'withHeadWords'
    | 'withoutChains'
    | 'namesOnlyShops'
    | 'wordsNameOnlyShops'
    | 'withoutQualifiers'
    | 'withoutUnwanted'
  > = {
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
      // 半 glued before a food (半ライス) is its half portion, left out as 半 typed apart is (round 26).
      for (const word of queryWordsOf(q).flatMap(halfGluedApart)) {
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
      /** The other meats' names (MEAT_KINDS_IN_ENGLISH's Japanese) where a food's own spellings say one meat (豚 of 豚カツ); none otherwise. */
      const otherMeatsThan = (word: string): string[] => {
        const spellings = [word, ...ja.synonyms(word)].filter((name) => !LATIN.test(name)).map((name) => ja.normalize(name));
        const meats = MEAT_KINDS_IN_ENGLISH.map((kind) => ja.japaneseOfEnglish(kind).filter((name) => !LATIN.test(name)));
        // A meat's kana alone (とり, ぎゅう) is a stretch of too many words to say the food's meat by.
        const says = (meat: readonly string[]) =>
          meat.some((name) => !HIRAGANA_WORD.test(name) && spellings.some((spelling) => spelling.includes(ja.normalize(name))));
        const own = meats.filter(says);
        return own.length === 1 ? meats.filter((meat) => meat !== own[0]).flat() : [];
      };
      const { include, exclude, typedAs, typedGlued } = splitQuery(q);
      // Only the names the word does not already meet: itself folded (らーめん for ラーメン) and its synonyms (たまご, 玉子 for 卵).
      const newNamesOf = (word: string) => {
        const met = new Set([word, ...ja.synonyms(word)].map((name) => ja.normalize(name)));
        return [...ja.namesOfFoodNamed(word), ...namesOfKanjiSpelling(word)].filter(
          (name) => !LATIN.test(name) && !met.has(ja.normalize(name)),
        );
      };
      // A latin word by the Japanese it reads as: an English food's first name, else its romaji's kana (porridge, okayu: おかゆ).
      const japaneseOfLatin = (word: string) => {
        const english = ja.japaneseOfEnglish(word.toLowerCase());
        const japanese = english[0] ?? ja.kanaOfLatin(word);
        return newNamesOf(japanese).filter((name) => !english.includes(name));
      };
      const names = include.map((word) => (namesAShop(word) ? [] : LATIN.test(word) ? japaneseOfLatin(word) : newNamesOf(word)));
      if (!names.some((more) => more.length)) return null;
      const namesOf = new Map(include.map((word, at) => [word, [...names[at]!]]));
      const clausesOf = (word: string): TermClauses => {
        const more = namesOf.get(word) ?? [];
        return more.length ? [...termClauses(word), ...synonymClauses(word, more, SYNONYM_BOOST)] : termClauses(word);
      };
      // A food of one meat read by a name other meats' dishes share (とんかつ, 豚カツ: pork's, read カツ) leaves out the names
      // saying another meat (チキンかつ, ビーフロースかつ): 松のや とんかつ listed チキンかつ first (round 45).
      const otherMeats = include.flatMap((word, at) => (names[at]!.length ? otherMeatsThan(word) : []));
      return {
        query: queryOf({ include, exclude: [...new Set([...exclude, ...otherMeats])], typedAs, typedGlued }, clausesOf),
        typed: include.filter((_word, at) => names[at]!.length),
        names: [...new Set(names.flat())],
      };
    },

    withLoanwordsInJapanese(q: string) {
      const { include, exclude, typedAs, typedGlued } = splitQuery(q);
      const read = include.map((word) => {
        const prefixed = japaneseOfLoanwordPrefix(word);
        if (prefixed) return prefixed;
        const kanji = kanjiFoodOfLoanword(word);
        return kanji ? [kanji] : null;
      });
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
      return relaxedWords.wordsNameOnlyShops(splitQuery(q).include);
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
          CONTAINER_WORD.test(word.normalize('NFKC')) ||
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
  };
  return { englishPhraseFallbacks, relaxedWords };
}

/** What createRelaxedWordsReading gives the analyzer. */
export type RelaxedWordsReading = ReturnType<typeof createRelaxedWordsReading>;
