/**
 * q split into the words a search keeps and excludes, after query-words.read.ts has read them as typed: a chain's name and
 * の, foods joined by と, a polite お, a nickname of a chain's item (the chain and the item), and a chain, a chain's item, a
 * kind of shop or an English phrase typed in several words joined into one.
 */

import { HIRAGANA_WORD, WITH } from './catalog-tokens';
import type { JaNormalizer } from './ja-normalizer';
import type { KnownFoodWords } from './known-food-words';
import { noDataWordsIn } from './no-data-words';
import { nutritionWishIn } from './nutrition-wishes';
import {
  LATIN,
  isMarkedOut,
  queryWordsOf,
  readMeatlessWishes,
  withEnglishExclusions,
  withEnglishLabelWords,
  withLabelOpposites,
} from './query-words.read';
import { RECENT_TERMS, recent } from './recent-lookups';
import type { ShopWords } from './shop-words';

/** Words that begin with a polite お/ご but name something else without it (茶 alone is a leaf, 菓子 a class of goods). */
const OWN_WORDS_WITH_HONORIFIC = new Set(
  'お茶 おちゃ お菓子 おかし おやつ おかゆ お粥 おかず おこわ おはぎ おかき おせち お節 お汁粉 おしるこ お浸し おひたし お新香 おしんこ おつまみ おから おかか お冷 おひや ご馳走 ごちそう'.split(
    ' ',
  ),
);

/** Morae of a word: small kana join the sound before them (ちゃ is one, かし two); any other character counts one. */
const sounds = (word: string) => [...word].filter((char) => !/[ぁぃぅぇぉゃゅょゎァィゥェォャュョヮ]/u.test(char)).length;

/**
 * Food in general, folded (食品, フード, food): typed as a word of its own it names nothing to list, since no dish, kind or
 * category is called so; the names that hold it hold it inside a maker's name (日清食品, エスフーズ), another food
 * (シーフード) or a nutrient (食物繊維), which 食品 and フード alone listed (round 20). 食べ物 and 食事 are in no name and
 * answer nothing as typed; 料理 and メニュー stay words of the names (肉料理 and 朝メニュー are categories).
 */
const FOOD_IN_GENERAL = new Set('食物 食品 しょくひん ふうど ふうず food foods'.split(' '));

/** The longest English phrase (in words) looked up as one term: "chicken and egg bowl". */
const MAX_PHRASE_WORDS = 4;

/**
 * A query's words kept and excluded, the nickname typed for a kept word read as a chain's item, and the word as
 * typed for a food typed glued to its chain's name (モスチーズバーガー: チーズバーガー).
 */
export interface SplitQuery {
  include: readonly string[];
  exclude: readonly string[];
  typedAs: ReadonlyMap<string, string>;
  typedGlued: ReadonlyMap<string, string>;
}

/** q as the words kept and excluded (splitQuery), once a request: chains, shop kinds and English phrases typed in several words joined. */
export function createQuerySplit(
  ja: JaNormalizer,
  { chainsNamed, isFoodWord }: Pick<ShopWords, 'chainsNamed'> & Pick<KnownFoodWords, 'isFoodWord'>,
) {
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
   * 半 glued before a food the dictionary knows (半ライス, 半うどん) is that food with a half portion, as if typed apart (ライス 半),
   * unless the whole is a word of its own: glued it met no name and the typo pass listed 麻婆ライス for 半ライス (round 26). Apart, a
   * name that writes the half portion (半チャーハン, うどん（半）) meets it, and a food with none says the size was left out. 半熟,
   * 半額 and 半身 stay words: what follows 半 is no food of two characters or more.
   */
  const halfGluedApart = (word: string): string[] => {
    const typed = word.normalize('NFKC');
    const food = typed.slice(1);
    if (!typed.startsWith('半') || food.length < 2 || ja.knowsFoodWord(typed) || !ja.knowsFoodWord(food)) return [word];
    return [food, '半'];
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
            readMeatlessWishes(
              withEnglishLabelWords(queryWordsOf(q).flatMap(chainBeforeNo).flatMap(foodsJoinedByTo).flatMap(halfGluedApart)),
            ).read,
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
  return { halfGluedApart, joinEnglishPhrases, joinLatinNames, splitQuery };
}

/** What createQuerySplit gives the analyzer. */
export type QuerySplit = ReturnType<typeof createQuerySplit>;
