/**
 * Compounds of known food words (鮭おにぎり): their words apart for the compound pass, a compound item's modifiers, and the
 * food a name is named after (foodNamedAfter: サラダ巻 is sushi, カレーライス still curry).
 */

import type { CatalogTextAnalyzer } from './catalog-text-analyzer';
import { KANA_ONLY, KATAKANA_WORD, ONE_KANJI, SPLIT } from './catalog-tokens';
import type { JaNormalizer } from './ja-normalizer';
import { LATIN } from './query-words.read';
import { recent, RECENT_NAMES, RECENT_TERMS } from './recent-lookups';
import type { RelaxedWordsReading } from './relaxed-words.read';
import type { ShopWords } from './shop-words';
import type { SizeWords } from './size-words';
import type { QuerySplit } from './split-query.read';
import type { TermClauseParts } from './term-clauses';

/** What a dish is served on (カレーライス, カツ丼): written after a food, the dish is still that food, not another one (foodNamedAfter). */
const SERVED_ON = ['ごはん', 'ご飯', 'ライス', 'めし', '飯', '丼', 'どんぶり'];

/**
 * What a food written before it makes another item of (foodNamedAfter): a sushi rolled or wrapped around it as its filling
 * (サラダ巻, サラダ軍艦: sushi, not salads), and 付き, a dish it comes with as a side (海鮮丼 サラダ付き). None is a food of the
 * English lexicon, which the rest of a name is otherwise read by (round 20).
 */
const MADE_INTO = /^(?:巻|軍艦|付)/u;

/**
 * A maker's or shop's name the item was made under (おにぎり浅草宿六監修 こだわり味噌の豚汁, ラ・ビスボッチャ 監修 チキン香草焼き):
 * the word written before 監修, glued or a space apart, names who supervised it, not what the item is (round 44).
 */
const SUPERVISED_BY = /(?:^|(?<=[\s(（【】]))[^\s(（【】)）]+\s?監修/gu;

/** A word written in kanji alone (鮭, 海老). */
const ALL_KANJI = /^\p{Script=Han}+$/u;
/** The kanji a word writes from a place on (餃子 of 水餃子 after 水). */
const KANJI_RUN = /^\p{Script=Han}+/u;
/**
 * Written after a one-kanji food, what leaves the word that food still: the food's flesh (牛肉, 鶏肉) beside SERVED_ON (牛丼).
 */
const STILL_THE_FOOD = /^(?:肉|丼|飯)/u;

/** The analyzer's side of a compound typed: its words apart, the modifiers of a compound item, the food a name is named after. */
export function createCompoundWordsReading(
  ja: JaNormalizer,
  {
    chainsNamed,
    isSizeWord,
    namesAShop,
    relaxedWords,
    splitQuery,
    termClauses,
  }: Pick<ShopWords, 'chainsNamed' | 'namesAShop'> &
    Pick<SizeWords, 'isSizeWord'> &
    Pick<RelaxedWordsReading, 'relaxedWords'> &
    Pick<QuerySplit, 'splitQuery'> &
    Pick<TermClauseParts, 'termClauses'>,
) {
  /**
   * A compound's words to match apart, unless one is two kana: alone, such a word is a stretch of too many names (まん of
   * ぴざまん in ジャーマンポテト, at the pizza chains ピザ names too). Not a food the lexicon also writes in kanji alone (さけ: 鮭;
   * えび: 海老; さば: 鯖) typed in Japanese, the kana of a word that is met as one piece of a name's reading and by its kanji:
   * さけおにぎり listed the five names writing さけ or 鮭おにぎり, not the chains' おむすび 鮭 and 手巻 紅しゃけ, which 鮭おにぎり lists
   * (round 27).
   */
  const apartIfLong = (parts: string[], typed: boolean) =>
    parts.some((part) => KANA_ONLY.test(part) && [...part].length <= 2 && !(typed && spellsKanjiFood(part))) ? [] : parts;
  const spellsKanjiFood = (kana: string) => ja.otherJapaneseOf(kana).some((name) => ALL_KANJI.test(name));

  let servedOnFolded: Set<string> | undefined;

  /** SERVED_ON folded as names are, read once. */
  const servedOn = () => (servedOnFolded ??= new Set(SERVED_ON.map((word) => ja.normalize(word))));

  /** Whether kanji written after a one-kanji food begin a food of their own (弁当 of 焼鮭弁当, 餃子 of 水餃子). */
  const beginsLexiconFood = (run: string) => [...run].some((_, at) => ja.isLexiconFood(run.slice(0, at + 1)));

  /**
   * A catalog name's folded words, kept for the RECENT_NAMES names last asked. Each of a query's best matches is asked whether it
   * is another food named after q's (own-food-first.search.ts), and the names asked are the catalog's, the ones queries meet
   * most: over the bench's mix in a shuffled order, 86 % of the asks from queries not seen before were of a name asked before. A
   * name is long and costs a whole fold, and the normalizer keeps a request's words, not the names of every search's matches.
   */
  const nameWords = recent((name: string) => ja.normalize(name).split(SPLIT), RECENT_NAMES);

  /**
   * Where a name writes a one-kanji food only as the first character of a longer word of kanji (さば水煮 for 水; 茶碗蒸し for 茶),
   * the rest of the word it begins, which the item is (水煮 is a way of cooking the mackerel, not water): the word a Japanese
   * compound is a kind of is its last, and 炭酸水 is water. Null where the name writes the kanji anywhere else (炭酸水, 水 500ml),
   * before its flesh or what it is served on (牛肉, 牛丼: still beef), before another food (焼鮭弁当, 水餃子: a dish of the food,
   * which the food typed lists among its own, as before), or not at all (round 26: 水 listed さば水煮 first).
   */
  const wordBegunByKanji = (name: string, kanji: string): string | null => {
    let begun: string | null = null;
    const dishes = (ja.kanjiFoodReadings(kanji)?.dishes ?? []).map((dish) => ja.normalize(dish));
    for (const word of nameWords(name)) {
      for (let at = word.indexOf(kanji); at >= 0; at = word.indexOf(kanji, at + 1)) {
        // The end of a dish named as a whole (酢豚 for 豚: sweet and sour pork) is that dish's, not the food's (round 28).
        const dish = dishes.find((whole) => word.slice(0, at + 1).endsWith(whole));
        if (dish) {
          begun ??= dish;
          continue;
        }
        const run = KANJI_RUN.exec(word.slice(at + 1))?.[0];
        if (!run || STILL_THE_FOOD.test(run) || beginsLexiconFood(run)) return null;
        begun ??= run;
      }
    }
    return begun;
  };

  /**
   * A lexicon food of its own begun by a katakana synonym of a one-kanji food in a name's word (ミートボール and 大盛ミートソース
   * for 肉's ミート: meatball, meat sauce), in a name that does not write the kanji: another food named after it, as 牛乳 is for
   * 牛, so 肉 listed its ミートボール and ミートソース rows first, before the names writing 肉. Null for a name holding the synonym
   * alone or before a word that is no lexicon food.
   */
  const foodBegunBySynonym = (name: string, kanji: string): string | null => {
    const words = nameWords(name);
    if (words.some((word) => word.includes(kanji))) return null;
    const synonyms = ja
      .synonyms(kanji)
      .filter((synonym) => KATAKANA_WORD.test(synonym))
      .map((synonym) => ja.normalize(synonym));
    for (const word of words)
      for (const synonym of synonyms)
        for (let at = word.indexOf(synonym); at >= 0; at = word.indexOf(synonym, at + 1))
          for (let end = word.length; end > at + synonym.length; end--)
            if (ja.isLexiconFood(word.slice(at, end))) return word.slice(at, end);
    return null;
  };

  /**
   * The known food words a compound is made of (鮭おにぎり: 鮭, おにぎり); for an English dish, those of its first Japanese
   * name when that is such a compound (salmon onigiri: 鮭おにぎり), as the catalog names it either way round (直巻おむすび
   * 鮭): salmon onigiri found 9 rows where 鮭おにぎり finds 88. Only the first, the food's own name: the others are other
   * spellings and kinds of it, and a loanword among them read apart names other foods (sweet potato's スイートポテト: スイート,
   * which meets the category スナック菓子 by 菓子, and ポテト listed the potato chips from the eighteenth row; round 16).
   */
  const compoundParts = (word: string): string[] => {
    if (!LATIN.test(word)) return apartIfLong(ja.foodWordsInside(word), true);
    // An English phrase's name keeps every part of two kana whole (shrimp burger's えびバーガー): its answer names the words
    // it was matched by (a semantic fallback), which the compound pass would not.
    const name = ja.japaneseOfEnglish(word)[0];
    return name === undefined ? [] : apartIfLong(ja.foodWordsInside(name), false);
  };

  /**
   * A word's parts and the dish they end with, where the word is of anotherDishNamed's shape (鍋焼きうどん: 鍋, 焼きうどん); null
   * otherwise. Kept for the word's second ask, a search asking first whether any name is worth reading, then of its best
   * match's name (round 25: the word's dictionary lookups ran twice a search).
   */
  const dishShape = recent((word: string): { parts: string[]; last: string } | null => {
    if (LATIN.test(word) || ja.knowsFoodWord(word)) return null;
    const parts = ja.foodWordsInside(word);
    const last = parts.at(-1);
    // The last a dish of its own words (焼きうどん: 焼き, うどん), which the word names another kind of by what it types before.
    return parts.length < 2 || !last || ja.foodWordsInside(last).length < 2 ? null : { parts, last };
  }, RECENT_TERMS);

  /** The supervisor's name (おにぎり浅草宿六監修) where a name holds the food typed (folded) there and nowhere else; null otherwise. */
  const supervisorNaming = (name: string, typed: string): string | null => {
    if (!name.includes('監修')) return null;
    const supervisors = name.match(SUPERVISED_BY);
    if (!supervisors || !ja.normalize(name).includes(typed)) return null;
    const named = supervisors.find((supervisor) => ja.normalize(supervisor).includes(typed));
    return named !== undefined && !ja.normalize(name.replace(SUPERVISED_BY, ' ')).includes(typed) ? named : null;
  };

  /** The longest lexicon food `text` begins with that is longer than `shortest` characters; undefined when none is. */
  const longestLexiconFoodFrom = (text: string, shortest: number): string | undefined => {
    for (let end = text.length; end > shortest; end--) if (ja.isLexiconFood(text.slice(0, end))) return text.slice(0, end);
    return undefined;
  };

  const compoundWords: Pick<
    CatalogTextAnalyzer,
    | 'withCompoundsApart'
    | 'foodNamedAfter'
    | 'japaneseNamesOf'
    | 'foodOfRomaji'
    | 'kindsOfDish'
    | 'anotherDishNamed'
    | 'compoundItemModifiers'
  > = {
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
      // A name holding the food only inside the name of who supervised it is another item: おにぎり with sort=score-protein listed
      // おにぎり浅草宿六監修 こだわり味噌の豚汁, a pork soup, first (round 44).
      const supervisor = supervisorNaming(name, typed);
      if (supervisor !== null) return supervisor;
      if (ONE_KANJI.test(typed)) return wordBegunByKanji(name, typed) ?? foodBegunBySynonym(name, typed);
      if (typed.length < 2) return null;
      for (const word of nameWords(name)) {
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
        // A longer kana food of the lexicon the word begins with a known kana food typed, which it only begins (ブリトー for ぶり,
        // たらこ for たら, メンチカツ for めん): another food, not the one typed (round 33). Not one written with kanji or の
        // (ぶりの照り焼き, えび天: the food cooked), nor one served on a staple (カツ丼 for カツ); nor for a word being typed, no
        // food yet (ツナマ of ツナマヨネーズ).
        const longer = KANA_ONLY.test(typed) && ja.knowsFoodWord(typed) ? longestLexiconFoodFrom(word.slice(at), typed.length) : undefined;
        if (longer && KANA_ONLY.test(longer) && !longer.includes('の') && !servedOn().has(longer.slice(typed.length))) return longer;
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

    foodOfRomaji(word: string) {
      return /\s/.test(word) ? undefined : ja.japaneseOfRomaji(word)[0];
    },

    kindsOfDish(food: string) {
      return LATIN.test(food) ? [] : ja.kindsOf(food);
    },

    anotherDishNamed(word: string, name?: string) {
      const shape = dishShape(word);
      if (!shape) return null;
      const { parts, last } = shape;
      if (name === undefined) return last;
      // Compared by reading, so a name spelling the word otherwise holds it (唐揚げ for からあげ).
      const read = (text: string) => ja.reading(text).replace(/ /g, '');
      const named = read(name);
      if (named.includes(read(word)) || !named.includes(read(last))) return null;
      return parts.slice(0, -1).every((part) => named.includes(read(part))) ? null : last;
    },

    compoundItemModifiers(q: string) {
      const words = q.trim().split(/\s+/);
      // A latin item's parts are its lexicon name's, which q may not hold (yakisoba: ソース焼きそば), so only Japanese is read:
      // a q of latin words alone stops here, before the size and chain tests.
      if (words.every((word) => LATIN.test(word))) return [];
      // withoutAmounts reads q only where a word is a size (a set lookup a word): most queries type none.
      const sized = words.some((word) => isSizeWord(word)) ? relaxedWords.withoutAmounts(q) : null;
      if (sized && !sized.onlySizes) return [];
      const items = (sized ? sized.q.trim().split(/\s+/) : words).filter((word) => !namesAShop(word));
      // A two-kana word is a kind here too (さば of サバ定食: ざるそば定食 led it, by the bigrams of the long reading; round 25):
      // asked beside the compound whole, it is no stretch of other names alone, which withCompoundsApart keeps such words from.
      const modifiers = items.length === 1 && !LATIN.test(items[0]!) ? ja.foodWordsInside(items[0]!).slice(0, -1) : [];
      // A kind is a food of its own (チーズ), which the names write so; a way of cooking (焼き, フライド) they write many ways
      // (焼そば, ポテトフライ). One character is none: a kanji alone meets names by its reading, not inside theirs (豚 of 豚汁).
      // Unless the compound spells the kanji's own reading (鯖定食: さば|ていしょく), which the names then hold (round 25).
      const kindAlone = (word: string) => [...word].length > 1 || ja.reading(items[0]!).includes(ja.reading(word));
      if (!modifiers.length || !modifiers.every((word) => kindAlone(word) && ja.isLexiconFood(word))) return [];
      // A dish its synonyms name without the word is one food, not a kind of its last word: 焼き飯 is チャーハン and 炒飯, and read
      // as 焼き-made 飯 it kept the five names holding both (チャーハン＆焼ラーメンセット first) of the 189 (round 37).
      const otherNames = ja.synonyms(items[0]!).filter((synonym) => !LATIN.test(synonym));
      const readingOf = (text: string) => ja.reading(text).replace(/ /g, '');
      const namedWithout = (word: string) => otherNames.some((name) => !readingOf(name).includes(readingOf(word)));
      return modifiers.some(namedWithout) ? [] : modifiers;
    },
  };
  return { compoundWords };
}

/** What createCompoundWordsReading gives the analyzer. */
export type CompoundWordsReading = ReturnType<typeof createCompoundWordsReading>;
