import type { JaText } from '@shokuji/ja-text';
import type { Entry, Modifier } from '../lexicon/lexicon.types';
import type { Lexicon } from '../lexicon/lexicon.load';
import { isLatin, termKey } from '../lexicon/term-key';
import type { MextFood, MextTable } from '../mext/mext-table';

export type TermTarget = { entry: Entry } | { modifier: Modifier };

// MEXT words for a dry or powdered form of a food.
const DRY_FORM_WORDS = new Set(['乾', '精粉', '粉', '乾燥', '素干し', '煮干し', '凍み', '粉末', '顆粒']);

/** How a word was recognised; each way carries a different confidence. */
export type MatchKind = 'exact' | 'reading' | 'romaji' | 'glossary' | 'table' | 'typo';

const pushTo = <K, V>(map: Map<K, V[]>, key: K, value: V): void => {
  const list = map.get(key);
  if (!list) map.set(key, [value]);
  else if (!list.includes(value)) list.push(value);
};

/** English plural forms of a lexicon term, so "eggs", "tomatoes" and "strawberries" find their entry. */
function englishForms(key: string): string[] {
  if (!/^[a-z][a-z ]*$/u.test(key)) return [key];
  const forms = [key, `${key}s`];
  if (/(s|x|ch|sh|o)$/u.test(key)) forms.push(`${key}es`);
  if (/[^aeiou]y$/u.test(key)) forms.push(`${key.slice(0, -1)}ies`);
  return forms;
}

/**
 * Every way a text can name an entry: folded surface keys (Japanese and English), hiragana readings
 * (唐揚 → からあげ), canonical romaji (gyudon, karaage) and, last, words of MEXT food names.
 */
export class TermIndex {
  readonly surface = new Map<string, TermTarget[]>();
  readonly reading = new Map<string, TermTarget[]>();
  /** Surface keys every Japanese spelling of which is katakana (チャイ, ハツ): met in hiragana only as a whole word. */
  readonly katakanaOnly = new Set<string>();
  readonly romaji = new Map<string, TermTarget[]>();
  readonly tableWords = new Map<string, MextFood>();
  /** The Japanese terms (folded) of each entry, by entry key, so English compounds can be tried in Japanese. */
  readonly japaneseTerms = new Map<string, string[]>();
  readonly maxReadingLength: number;
  readonly maxTableWordLength: number;
  /** The longest surface or romaji key of a set word (teishoku, domburimono), so a word closing with one is cut near its end. */
  readonly maxSetWordLength: number;
  /** The longest key starting with a character, so the matcher tries no longer slices than can match. */
  readonly longestSurfaceFrom = new Map<string, number>();
  readonly longestTableWordFrom = new Map<string, number>();
  readonly longestReadingFrom = new Map<string, number>();

  constructor(lexicon: Lexicon, table: MextTable, jaText: JaText) {
    const spelledOtherwise = new Set<string>();
    for (const term of lexicon.terms) {
      const key = termKey(term.text);
      if (!key) continue;
      for (const form of englishForms(key)) pushTo(this.surface, form, term.target);
      if (isLatin(key[0])) continue;
      if (/^[\u30a0-\u30ff]+$/u.test(term.text)) this.katakanaOnly.add(key);
      else spelledOtherwise.add(key);
      if ('entry' in term.target) pushTo(this.japaneseTerms, term.target.entry.key, key);
      const reading = jaText.reading(term.text).replace(/ /gu, '');
      if (reading && reading !== key) pushTo(this.reading, reading, term.target);
      const romaji = jaText.romaji(term.text).replace(/ /gu, '');
      // A brand read only where it is drunk (山崎, サッポロ) is not read in romaji: sapporo is a city's ramen first.
      if (romaji.length >= 3 && !('entry' in term.target && term.target.entry.whenDrunk)) pushTo(this.romaji, romaji, term.target);
    }
    for (const key of spelledOtherwise) this.katakanaOnly.delete(key);
    this.indexTableWords(table);
    for (const key of this.surface.keys())
      this.longestSurfaceFrom.set(key[0]!, Math.max(this.longestSurfaceFrom.get(key[0]!) ?? 0, key.length));
    for (const key of this.tableWords.keys())
      this.longestTableWordFrom.set(key[0]!, Math.max(this.longestTableWordFrom.get(key[0]!) ?? 0, key.length));
    for (const key of this.reading.keys())
      this.longestReadingFrom.set(key[0]!, Math.max(this.longestReadingFrom.get(key[0]!) ?? 0, key.length));
    this.maxReadingLength = Math.max(...[...this.reading.keys()].map((key) => key.length));
    this.maxTableWordLength = Math.max(...[...this.tableWords.keys()].map((key) => key.length));
    const isSet = (targets: TermTarget[]) => targets.some((target) => 'modifier' in target && target.modifier.type === 'set');
    this.maxSetWordLength = Math.max(
      0,
      ...[...this.surface, ...this.romaji].filter(([, targets]) => isSet(targets)).map(([key]) => key.length),
    );
  }

  /**
   * The lexicon entry two words name when written as one (焼き鳥 + 塩: 焼き鳥塩), the first word in any of
   * its entry's Japanese names (やきとり + ねぎま finds 焼き鳥ねぎま), or two English words as one term a space apart. `secondFirst`
   * reads the two the other way round (餃子 + 焼き: 焼き餃子).
   */
  entryNamedTogether(first: { term: string; entry: Entry }, second: { term: string }, secondFirst = false): Entry | undefined {
    const lexiconEntryOf = (surface: string): Entry | undefined =>
      this.surface.get(surface)?.flatMap((target) => ('entry' in target && target.entry.source === 'lexicon' ? [target.entry] : []))[0];
    // ramen + tonkotsu: two English words are the lexicon's term of the two, a space apart.
    if (isLatin(first.term[0]) && isLatin(second.term[0]))
      return lexiconEntryOf(secondFirst ? `${second.term} ${first.term}` : `${first.term} ${second.term}`);
    if (isLatin(first.term[0]) || isLatin(second.term[0])) return undefined;
    for (const head of new Set([first.term, ...(this.japaneseTerms.get(first.entry.key) ?? [])])) {
      const entry = lexiconEntryOf(secondFirst ? second.term + head : head + second.term);
      if (entry) return entry;
    }
    return undefined;
  }

  /**
   * Words of MEXT names and aliases (ごぼう, ぶなしめじ, 日本酒) → the plainest food bearing them: raw
   * ("生") before prepared, then the shortest name, so a word alone means the basic food.
   */
  private indexTableWords(table: MextTable): void {
    const clean = (word: string): string => termKey(word.replace(/[（）()［］＜＞]/gu, ''));
    const allWords = (food: MextFood): string[] => [...new Set(food.namePlainJa.split(' ').map(clean))];
    // A word alone names the food as eaten: raw before prepared, and a dry or powdered form (こんにゃく 精粉,
    // ひじき 乾) last.
    const rank = (food: MextFood): number =>
      (/ 生$/u.test(food.nameJa) ? 0 : 100) + (allWords(food).some((word) => DRY_FORM_WORDS.has(word)) ? 200 : 0) + food.nameJa.length;
    // MEXT's class of a food names the foods whose own name holds it: いわし is the plainest of
    // （いわし類） まいわし, うるめいわし… (not めざし, of the same class).
    const classWords = (food: MextFood): string[] =>
      [...food.nameJa.matchAll(/（([^）]+)類）/gu)].map((m) => clean(m[1]!)).filter((word) => allWords(food)[0]?.includes(word));
    // How many names a word appears in: a word in many is a qualifier (ゆで, 皮つき, 果実, 加糖).
    const frequency = new Map<string, number>();
    for (const food of table.foods.values()) for (const word of allWords(food)) frequency.set(word, (frequency.get(word) ?? 0) + 1);
    // A food's own words: the first word of its plain name (ごぼう in ごぼう 根 生), its aliases, the dish
    // name that ends a prepared food's name (豆腐ハンバーグ), and words rare enough to name one food
    // (チキンナゲット in にわとり … チキンナゲット).
    const ownWords = (food: MextFood): string[] => {
      const words = allWords(food);
      const rare = words.filter((word) => (frequency.get(word) ?? 0) <= 3);
      const own = [
        words[0] ?? '',
        ...(food.group === '18' ? [words.at(-1) ?? ''] : []),
        ...rare,
        ...food.aliasesJa.map(clean),
        ...classWords(food),
      ];
      return [...new Set(own)].filter((word) => word.length >= 2 && (frequency.get(word) ?? 0) <= 12);
    };
    for (const food of table.foods.values()) {
      for (const word of ownWords(food)) {
        const current = this.tableWords.get(word);
        if (!current || rank(food) < rank(current)) this.tableWords.set(word, food);
      }
    }
  }
}
