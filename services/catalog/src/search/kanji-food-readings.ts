import type { EnglishFoodEntry } from '@shokuji/ja-text';
import { ONE_KANJI } from './catalog-tokens';

/** How a food of one kanji (鮭, 牛) reads in the names that write it inside a word, from the English lexicon's words. */
export interface KanjiFoodReadings {
  /** Its readings after another word where the first sound is voiced (焼鮭, 焼き鮭: やき|じゃけ, read さけ alone). */
  readonly inWords: readonly string[];
  /**
   * The readings of the words it begins that the lexicon lists as another food only: two kanji (牛乳: ぎゅうにゅう, milk, not
   * beef), or kana whose reading begins with the kanji's (メンチカツ: めんちかつ, a minced meat cutlet, not noodles).
   */
  readonly otherFoods: readonly string[];
  /**
   * The lexicon's names of its kinds, which end with it: a word of more characters whose English names end with one of the
   * kanji's (緑茶, green tea; 麦茶, barley tea; ジャスミン茶, jasmine tea for 茶, tea; 炭酸水, sparkling water for 水, water).
   */
  readonly kinds: readonly string[];
  /**
   * The lexicon's dishes named as a whole that end with it: a food of the lexicon before the kanji that the dish's English
   * names do not hold (酢豚, sweet and sour pork: 酢 is vinegar; だし巻き卵, dashimaki egg). A dish holding the food, not the food.
   */
  readonly dishes: readonly string[];
}

const TWO_KANJI = /^\p{Script=Han}{2}$/u;
const HIRAGANA_WORD = /^[\u3041-\u309fー]+$/u;
const KANA_WORD = /^[\p{Script=Hiragana}\p{Script=Katakana}ー]+$/u;
/** A kana that joins the one before it into one sound (しゃ, ぎゅ). */
const SMALL_KANA = /^[ぁぃぅぇぉゃゅょゎ]/u;

/** A reading's first sound (じゃ of じゃけ) and the rest. */
function firstSound(kana: string): [string, string] {
  const chars = [...kana];
  const length = chars.length > 1 && SMALL_KANA.test(chars[1]!) ? 2 : 1;
  return [chars.slice(0, length).join(''), chars.slice(length).join('')];
}
const isVoiced = (sound: string) => /[\u3099\u309a]/u.test(sound.normalize('NFD'));
/** Whether `inWord` is `alone` with its first sound voiced, as a word's second part often is (rendaku: しる → じる, しゃけ → じゃけ of さけ's やきじゃけ). */
function isVoicedForm(inWord: string, alone: string): boolean {
  const [sound, rest] = firstSound(inWord);
  const [aloneSound, aloneRest] = firstSound(alone);
  return rest === aloneRest && rest.length > 0 && isVoiced(sound) && !isVoiced(aloneSound);
}

/** Whether a kind's English names hold an English name of what it writes before its food (味噌 of 味噌汁: miso soup), or the lexicon lists no such word. */
function readsWordByWord(modifier: string, kindKeys: ReadonlySet<string>, keysListing: ReadonlyMap<string, ReadonlySet<string>>): boolean {
  const modifierKeys = keysListing.get(modifier);
  if (!modifierKeys) return true;
  return [...kindKeys].some((kind) => [...modifierKeys].some((english) => ` ${kind} `.includes(` ${english} `)));
}

/**
 * The readings of each food of one kanji the English lexicon lists (beef: 牛; salmon: 鮭), by the kanji, built once at start.
 * A name writes such a kanji inside a word, where it is no bigram, so the term meets it by its reading as one piece; that
 * reading misses a kanji read otherwise after another word (焼鮭弁当: やきじゃけ), and meets a word the kanji only begins
 * (牛乳 holds ぎゅう): the lexicon's own words say both. `reading` gives a text's hiragana reading without spaces.
 */
export function kanjiFoodReadingsOf(
  entries: Iterable<EnglishFoodEntry>,
  reading: (text: string) => string,
): Map<string, KanjiFoodReadings> {
  const foods = [...entries].filter((entry) => !entry.source.split('+').includes('chain'));
  const keysListing = new Map<string, Set<string>>();
  for (const { english, japanese } of foods)
    for (const name of japanese) keysListing.set(name, (keysListing.get(name) ?? new Set()).add(english));
  const wordsOfKeys = (name: string) => new Set([...(keysListing.get(name) ?? [])].flatMap((english) => english.split(' ')));
  const lastWordsOfKeys = (name: string) => new Set([...(keysListing.get(name) ?? [])].map((english) => english.split(' ').at(-1)!));
  const names = [...keysListing.keys()];
  const table = new Map<string, KanjiFoodReadings>();
  /** The lexicon's kana names by reading, read once for every kanji. */
  const kanaReadings = new Map(names.filter((name) => KANA_WORD.test(name) && name.length > 1).map((name) => [name, reading(name)]));
  for (const kanji of names.filter((name) => ONE_KANJI.test(name))) {
    const alone = [
      reading(kanji),
      ...foods
        .filter((entry) => entry.japanese.includes(kanji))
        .flatMap((entry) => entry.japanese.filter((name) => HIRAGANA_WORD.test(name))),
    ];
    const inWords = new Set<string>();
    for (const name of names) {
      const at = name.indexOf(kanji);
      if (at <= 0) continue;
      const whole = reading(name);
      const before = reading(name.slice(0, at));
      const after = at + 1 < name.length ? reading(name.slice(at + 1)) : '';
      if (!whole.startsWith(before) || !whole.endsWith(after) || whole.length <= before.length + after.length) continue;
      const inWord = whole.slice(before.length, whole.length - after.length);
      if (alone.some((kana) => isVoicedForm(inWord, kana))) inWords.add(inWord);
    }
    // Another food: a word of its own (two kanji) whose English names share no word with the kanji's (牛乳, milk; 牛丼 is beef
    // bowl), or one in kana that begins with the kanji's sound (メンチカツ for 麺: 糖質オフ 麺 listed two メンチカツ first, met by
    // めん, the start of a katakana word kuromoji cannot cut; たまごサンド is egg sandwich, an egg's).
    const own = wordsOfKeys(kanji);
    const sound = reading(kanji);
    const begins = (name: string) => (name.startsWith(kanji) && TWO_KANJI.test(name)) || kanaReadings.get(name)?.startsWith(sound) === true;
    const otherFoods = names
      .filter((name) => begins(name) && reading(name) !== sound && ![...wordsOfKeys(name)].some((word) => own.has(word)))
      .map(reading);
    // A kind: a compound is a kind of its last word, in Japanese (緑茶 ends with 茶) as in English (green tea ends with tea).
    // Not a name listed under one of the kanji's own entries (紅茶 under tea, beside 茶), which is the kanji's other name to
    // the lexicon: a word people use for the food alone (tea is 紅茶 in Japan), where お茶 is green tea.
    // A kind reads word by word: where the lexicon knows what it writes before the kanji, its English name says so too (味噌汁:
    // miso soup; ゆで卵: boiled egg). 酢豚 is sweet and sour pork, not vinegar pork: a dish named as a whole, which 豚 listed
    // first, before the pork (round 28).
    const heads = lastWordsOfKeys(kanji);
    const ownKeys = keysListing.get(kanji) ?? new Set<string>();
    const ending = names.filter((name) => name.length > 1 && name.endsWith(kanji));
    const wholeDish = (name: string) => !readsWordByWord(name.slice(0, -1), keysListing.get(name) ?? new Set(), keysListing);
    const kinds = ending.filter(
      (name) =>
        [...lastWordsOfKeys(name)].some((word) => heads.has(word)) &&
        ![...(keysListing.get(name) ?? [])].some((key) => ownKeys.has(key)) &&
        !wholeDish(name),
    );
    const dishes = ending.filter(wholeDish);
    if (inWords.size || otherFoods.length || kinds.length || dishes.length)
      table.set(kanji, { inWords: [...inWords], otherFoods: [...new Set(otherFoods)], kinds, dishes });
  }
  return table;
}
