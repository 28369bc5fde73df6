/**
 * What the vocabulary says of a Japanese word typed: whether it names food, which known food word a long term ends or
 * begins with (its head word), and the known word it is when spelled half in kana or with ティー for 茶.
 */

import { READ_AFTER_A_WORD } from '@shokuji/ja-text';
import { HAS_KANJI, KANA_ONLY, bigrams } from './catalog-tokens';
import type { JaNormalizer } from './ja-normalizer';
import { LATIN, TEA_SPELLINGS } from './query-words.read';
import { recent } from './recent-lookups';
import type { ShopWords } from './shop-words';
import { type ReadingClauses, shareFor } from './text-clauses';

/** One kanji typed, alone or after the polite お (茶, お茶): the kanji. */
const KANJI_FOOD_TYPED = /^お?(\p{Script=Han})$/u;

/**
 * Japanese words a long term may end with that name no dish (キッズメニュー, おすすめ料理), folded: GENERIC_HEADS' food
 * and meal in Japanese too (甘い食べ物 related シーフードカレー through 食べ物's synonym フード, 健康食品 日清食品's noodles).
 */
const GENERIC_JAPANESE_HEADS = new Set('めにゅう 料理 りょうり 食べ物 たべもの 食物 食品 ふうど 食事 しょくじ'.split(' '));

/** The vocabulary's answers about a Japanese word typed (is it food, what food word ends or begins it). */
export function createKnownFoodWords(
  ja: JaNormalizer,
  { chainsNamed, readingOf }: Pick<ShopWords, 'chainsNamed'> & Pick<ReadingClauses, 'readingOf'>,
) {
  /** A shop not in the chain list is still found by its name, unless the term is a food word. */
  const isFoodWord = (term: string) => ja.foodWordsIn(term).length > 0;

  /**
   * The known food word a long Japanese term ends with, as typed (プレミアム牛めし → 牛めし,
   * ステイックポテト → ポテト): the dish it names. Null for a short term (its bigrams must all match), a
   * chain's name, or when no known word of more than two kana ends it.
   */
  const isGenericJapaneseHead = (word: string) => GENERIC_JAPANESE_HEADS.has(ja.normalize(word));

  const headWordOf = (word: string): string | null => {
    if (LATIN.test(word) || shareFor(bigrams(ja.normalize(word))) === 1 || chainsNamed(word).length) return null;
    const tail = foodWordEnding(word);
    return tail && !isGenericJapaneseHead(tail) ? tail : null;
  };

  /**
   * The known food word a long Japanese term begins with, as typed (ライスバーガー → ライス), under
   * headWordOf's conditions: the longest, shorter than the word, not one of two kana.
   */
  const leadWordOf = (word: string): string | null => {
    if (LATIN.test(word) || shareFor(bigrams(ja.normalize(word))) === 1 || chainsNamed(word).length) return null;
    const chars = [...word.normalize('NFKC').replace(/\s/g, '')];
    for (let end = chars.length - 1; end > 1; end--) {
      const lead = chars.slice(0, end).join('');
      if (KANA_ONLY.test(lead) && end <= 2) return null;
      if (ja.knowsFoodWord(lead)) return lead;
    }
    return null;
  };

  /**
   * The known food words a Japanese word ends with, shorter than the word, longest first (テリヤキチキンバーガー → チキンバーガー,
   * バーガー; からあげ弁当 → 弁当); none of two kana, nor any shorter after one.
   */
  function* foodWordsEnding(word: string): Generator<string> {
    const chars = [...word.normalize('NFKC').replace(/\s/g, '')];
    for (let start = 1; start < chars.length - 1; start++) {
      const tail = chars.slice(start).join('');
      if (KANA_ONLY.test(tail) && chars.length - start <= 2) return;
      if (ja.knowsFoodWord(tail)) yield tail;
    }
  }

  /** The longest known food word a Japanese word ends with (foodWordsEnding). */
  const foodWordEnding = recent((word: string): string | null => foodWordsEnding(word).next().value ?? null);

  /**
   * A tea named with ティー is the same tea named with 茶 where the dictionaries know both and pair neither (ジャスミンティー,
   * ジャスミン茶): ジャスミンティー found ローソン's two fruit teas alone, not the 27 ジャスミン茶 bottles, and ジャスミン茶 not
   * those two. Empty for any other word (ミルクティー: no ミルク茶).
   */
  const teaSpelledOtherwise = (word: string): string[] => {
    const tea = TEA_SPELLINGS.exec(word.normalize('NFKC'));
    if (!tea) return [];
    const other = `${tea[1]}${tea[2] === '茶' ? 'ティー' : '茶'}`;
    return ja.knowsFoodWord(other) && ja.knowsFoodWord(word) ? [other] : [];
  };

  /**
   * The lexicon's kinds of a food of one kanji typed (茶: 緑茶, 麦茶, ほうじ茶; kanjiFoodReadingsOf), or of the same kanji after
   * the polite お (お茶 is 茶): names write the kind, a word of its own to the dictionary that holds no piece of the kanji's reading
   * (緑茶: りょくちゃ), so 茶 listed ちゃんぽん and no tea, and お茶 2L no bottle. Not a dish word names end with (丼: its rows are
   * met as dish:丼), whose kinds are every dish served so.
   */
  const kindsOfKanjiFood = (word: string): string[] => {
    const kanji = KANJI_FOOD_TYPED.exec(word.normalize('NFKC'))?.[1];
    if (!kanji || kanji in READ_AFTER_A_WORD) return [];
    const typed = ja.normalize(word);
    return (ja.kanjiFoodReadings(kanji)?.kinds ?? []).filter((kind) => ja.normalize(kind) !== typed);
  };

  /**
   * The kinds of kindsOfKanjiFood the English lexicon lists beside the word typed, under one of its English names (お茶: green tea,
   * 緑茶 and 煎茶): the word's own names, where the others are kinds of the kanji alone (麦茶, ほうじ茶). お茶 in Japan is green tea,
   * and listed the 麦茶 bottles before the chains' 緑茶 cups, every kind weighing the same and 麦茶 the rarer word (round 31).
   * Empty where the word is no lexicon name of its own (茶).
   */
  const ownNamesAmongKinds = (word: string): string[] => {
    const own = new Set(ja.otherJapaneseOf(word).map((name) => ja.normalize(name)));
    return own.size ? kindsOfKanjiFood(word).filter((kind) => own.has(ja.normalize(kind))) : [];
  };

  /**
   * A food word written half in kana (かま玉) whose reading as a whole kuromoji guesses otherwise (かまだま,
   * as in 目玉): with each kanji run read alone (玉: たま) it is a known word (かまたま, 釜玉), which the term
   * also meets as if typed in kana. 丸亀 かま玉 found nothing and said nothing. So does one whose whole
   * reading is a known word its spelling is not (丼ぶり: どんぶり, whose synonym 丼 meets every X丼; it found
   * only related items). Null for any other term.
   */
  const knownWordInKana = (word: string): string | null => {
    const folded = ja.normalize(word).replace(/ /g, '');
    if (!HAS_KANJI.test(folded) || !/[\u3041-\u309f]/u.test(folded) || ja.knowsFoodWord(word)) return null;
    const spelled = folded.replace(/\p{Script=Han}+/gu, (run) => readingOf(run));
    const whole = readingOf(word);
    return [spelled, whole].find((kana) => ja.knowsFoodWord(kana)) ?? null;
  };
  return {
    isFoodWord,
    isGenericJapaneseHead,
    headWordOf,
    leadWordOf,
    foodWordsEnding,
    foodWordEnding,
    knownWordInKana,
    teaSpelledOtherwise,
    kindsOfKanjiFood,
    ownNamesAmongKinds,
  };
}

/** What createKnownFoodWords gives the analyzer. */
export type KnownFoodWords = ReturnType<typeof createKnownFoodWords>;
