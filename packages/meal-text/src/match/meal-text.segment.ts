import { FuzzyTermTrie, type JaText } from '@shokuji/ja-text';
import type { Entry } from '../lexicon/lexicon.types';
import { tableEntry } from '../lexicon/table-entry';
import { isLatin, termKey } from '../lexicon/term-key';
import type { MatchKind, TermIndex, TermTarget } from './term-index';

/** One piece of the text: a recognised term, a separator between items, or words that name nothing. */
export type Segment =
  // read: the word of the lexicon a hiragana typo was read as (てーしょく: ていしょく), where the typed text is not it.
  | { type: 'term'; start: number; end: number; text: string; targets: TermTarget[]; match: MatchKind; read?: string }
  | { type: 'separator'; start: number; end: number; text: string }
  | { type: 'unknown'; start: number; end: number; text: string };

// Item separators: punctuation, the particles and words that list foods (と, に, や, and, with, plus), and the て form
// of a verb of eating or drinking, which ends one act before the next (昼はラーメンを食べて夜は寿司, ご飯を食べてからアイス).
const SEPARATOR_CHARS = /[、,;・/+&\n。!?！？]/u;
export const EATEN_THEN = new Set(['食べて', '飲んで', '食べてから', '飲んでから']);
const SEPARATOR_WORDS = new Set(['と', 'に', 'や', 'and', 'with', 'plus', 'w/', 'w', 'n', ...EATEN_THEN]);
// Particles and the shortest filler words (と, の, だけ): in katakana they are part of a name, not a word of their own.
const PARTICLE_MAX_LENGTH = 2;
const SKIP_CHARS = /[\s()（）「」『』【】[\]{}"'.:：~〜-]/u;

interface Step {
  score: number;
  from: number;
  segment: Segment | undefined;
}

const scriptOf = (ch: string | undefined): string | undefined => {
  if (ch === undefined) return undefined;
  if (/[a-z0-9]/iu.test(ch)) return 'latin';
  if (/[\u30a0-\u30ff]/u.test(ch)) return 'katakana';
  if (/[\u3040-\u309f]/u.test(ch)) return 'hiragana';
  return undefined;
};
/** Two neighbouring characters of one kana or latin run (a word boundary cannot fall between them). */
export const sameScript = (a: string | undefined, b: string | undefined): boolean =>
  scriptOf(a) !== undefined && scriptOf(a) === scriptOf(b);

/** Particles that join a hiragana word to the next (さわらの照り焼き, いわしと大根): a word boundary, not more of the word. */
const JOINING_PARTICLES = new Set(['の', 'と', 'に', 'や', 'を', 'は', 'が', 'も', 'で']);

/**
 * Whether the run of base's script ends at `end`: the next character is of another script, or a
 * joining particle followed by another script or nothing (さわら in さわらの照り焼き is a whole word).
 * A name of LONG_NAME characters or more ends before any joining particle (ほっともっとののり弁): so
 * long a kana name is no part of a longer word.
 */
export function runEndsAt(base: string, end: number, nameLength = 0): boolean {
  if (!sameScript(base[end - 1], base[end])) return true;
  return JOINING_PARTICLES.has(base[end]!) && (nameLength >= LONG_NAME || !sameScript(base[end], base[end + 1]));
}

/** Whether the run of base's script starts at `start`, after another script or a joining particle that follows one (or any, for a long name). */
export function runStartsAt(base: string, start: number, nameLength = 0): boolean {
  if (!sameScript(base[start - 1], base[start])) return true;
  return JOINING_PARTICLES.has(base[start - 1]!) && (nameLength >= LONG_NAME || !sameScript(base[start - 2], base[start - 1]));
}
/** Kana names this long are read whole between particles (はなまる, ほっともっと); shorter ones (すき) may be part of a word. */
const LONG_NAME = 4;

const KATAKANA = /[\u30a1-\u30fa\u30fc]/u;

/**
 * A ・ inside a katakana name (ポン・デ・リング, ビッグ・マック), not between foods (ハム・チーズ・レタス): the
 * katakana on one side or the other is no term of its own. The name is then read as written without it.
 */
function isNameDot(base: string, text: string, at: number, index: TermIndex): boolean {
  if (base[at] !== '・' || !KATAKANA.test(base[at - 1] ?? '') || !KATAKANA.test(base[at + 1] ?? '')) return false;
  let start = at;
  while (start > 0 && KATAKANA.test(base[start - 1]!)) start--;
  let end = at + 1;
  while (end < base.length && KATAKANA.test(base[end]!)) end++;
  return !index.surface.has(text.slice(start, at)) || !index.surface.has(text.slice(at + 1, end));
}

/**
 * ラ・フランス, ピニャ・コラーダ, カフェ・オ・レ: a katakana name written with ・ inside it (isNameDot) is the lexicon's
 * term spelt without the dots; the ・ was skipped but the letters either side were looked up apart (ラ, フランス), so
 * the line named nothing. The longest such name from `start`, or undefined.
 */
function dottedName(text: string, base: string, start: number, index: TermIndex): Segment | undefined {
  if (!KATAKANA.test(base[start] ?? '') || KATAKANA.test(base[start - 1] ?? '')) return undefined;
  let end = start;
  while (end < base.length && (KATAKANA.test(base[end]!) || isNameDot(base, text, end, index))) end++;
  for (let to = end; to > start; to--) {
    const written = text.slice(start, to);
    if (!written.includes('・') || written.endsWith('・')) continue;
    const key = written.replace(/・/gu, '');
    const targets = index.surface.get(key);
    if (targets?.some((target) => !('modifier' in target)) && wordEndsAt(text, base, to))
      return { type: 'term', start, end: to, text: key, targets, match: 'exact' };
  }
  return undefined;
}

/** Whether a word of the text ends at `end`: a space, a separator, a bracket or a particle follows (ミックス 野菜ジュース's 野菜 does not end). */
const wordEndsAt = (text: string, base: string, end: number): boolean =>
  end === text.length ||
  SKIP_CHARS.test(text[end]!) ||
  SEPARATOR_CHARS.test(text[end]!) ||
  (JOINING_PARTICLES.has(base[end]!) && runEndsAt(base, end));

/**
 * カップ ラーメン, カップ 焼きそば: a word that names nothing alone, then one space and the rest of a lexicon term, is that
 * term written apart (カップラーメン), as two latin words one space apart are (oyako don). The longest such term wins; a
 * first word that is a term of its own keeps the two words apart (ご飯 味噌汁; アイス コーヒー, an ice cream and a coffee).
 */
function splitTermFrom(text: string, base: string, start: number, index: TermIndex): Segment | undefined {
  let space = start;
  while (space < text.length && sameScript(base[start], base[space])) space++;
  if (text[space] !== ' ' || space === start || index.surface.has(text.slice(start, space))) return undefined;
  const first = text.slice(start, space);
  for (let end = Math.min(text.length, space + 1 + (index.longestSurfaceFrom.get(first[0]!) ?? 0) - first.length); end > space + 1; end--) {
    const key = first + text.slice(space + 1, end);
    const targets = index.surface.get(key);
    if (targets && wordEndsAt(text, base, end) && targets.some((target) => !('modifier' in target))) {
      return { type: 'term', start, end, text: key, targets, match: 'exact' };
    }
  }
  return undefined;
}

/** Whether `key` is a food's word of the lexicon, as spelled or as read (not a modifier's). */
const namesFood = (index: TermIndex, key: string): boolean =>
  [index.surface.get(key), index.reading.get(key)].some((targets) => targets?.some((target) => !('modifier' in target)) === true);

/**
 * ぱんとこーひー, ぎょうざとびーる: in a text typed all in hiragana a joining particle between two food words of the lexicon
 * ends the one and starts the other, where a particle inside one run of kana is no boundary otherwise (ぱんと was no ぱん).
 * `foodWordAfter`: a particle at `end` and a food word right after it; `foodWordBefore`: one right before the particle
 * before `start`.
 */
function foodWordAfter(text: string, base: string, end: number, index: TermIndex): boolean {
  if (!JOINING_PARTICLES.has(base[end]!)) return false;
  const from = end + 1;
  // namesFood asks both the spellings and the readings, so one pass up to the longer of their longest words from here.
  const first = text[from] ?? '';
  const longest = Math.max(index.longestSurfaceFrom.get(first) ?? 0, index.longestReadingFrom.get(first) ?? 0);
  for (let length = Math.min(longest, text.length - from); length >= 2; length--)
    if (namesFood(index, text.slice(from, from + length))) return true;
  return false;
}

function foodWordBefore(text: string, base: string, start: number, index: TermIndex): boolean {
  if (!JOINING_PARTICLES.has(base[start - 1] ?? '')) return false;
  const to = start - 1;
  for (let from = Math.max(0, to - FOOD_WORD_BEFORE_MAX); from <= to - 2; from++) if (namesFood(index, text.slice(from, to))) return true;
  return false;
}
/**
 * ちきんかつ, とりかつ: a hiragana run the word at [start, end) is one of, the rest of which is words of the lexicon too
 * (spelled or read, two characters or more), is words written in hiragana one after another, as チキンカツ and 鶏カツ are
 * in katakana and kanji; a word met inside such a run is a whole word (the ちゃい of 食べちゃいました is in no such run).
 */
function runOfWords(text: string, base: string, start: number, end: number, index: TermIndex): boolean {
  // A long-vowel mark is of the hiragana run it is written in (ちきんすてーき).
  const hiragana = (ch: string | undefined): boolean => ch !== undefined && /[\u3040-\u309fー]/u.test(ch);
  let from = start;
  while (from > 0 && hiragana(base[from - 1])) from--;
  let to = end;
  while (to < base.length && hiragana(base[to])) to++;
  if (from === start && to === end) return false;
  return wordsCover(text.slice(from, start), index) && wordsCover(text.slice(end, to), index);
}

/** A lexicon word that is no filler (the ました of ちゃいました, the もの of はつもの are). */
const wordOf = (index: TermIndex, key: string): boolean =>
  index.surface.get(key)?.some((target) => !('modifier' in target) || target.modifier.type !== 'filler') === true;

/** A food's kanji word as read (とり: 鶏, ぶた: 豚), two characters or more. */
const readsFood = (index: TermIndex, key: string): boolean => index.reading.get(key)?.some((target) => !('modifier' in target)) === true;

/**
 * Whether `text` is empty or splits wholly into words the lexicon spells only in katakana (ちきん, かつ, すてーき), the
 * first of which may be a food's kanji read (とり of 鶏): two characters or more each.
 */
function wordsCover(text: string, index: TermIndex): boolean {
  const reach = [true, ...new Array<boolean>(text.length).fill(false)];
  for (let from = 0; from < text.length; from++) {
    if (!reach[from]) continue;
    // A joining particle between two words (ちきんかつとごはん).
    if (from > 0 && JOINING_PARTICLES.has(text[from]!)) reach[from + 1] = true;
    for (let to = from + 2; to <= text.length; to++) {
      const key = text.slice(from, to);
      if (wordOf(index, key) || readsFood(index, key)) reach[to] = true;
    }
  }
  return reach[text.length]!;
}

// The longest kana food word looked for before a particle (ぎょうざ, はんばーぐ): longer words are written in kanji or katakana.
const FOOD_WORD_BEFORE_MAX = 8;

const TERM_COST = 0.3;
// Less than TERM_COST: a table word beats two lexicon terms it spans, never one term of its own length.
const TABLE_WORD_COST = 0.2;
const READING_COST = 0.05;

/**
 * Splits a folded, quantity-masked text into terms by dynamic programming: the cover with the most
 * characters in known terms wins, and among equals the one with fewer, longer terms (so 豚の生姜焼き is
 * one dish, not 豚 + 生姜 + 焼き). Words the lexicon lacks are tried by reading, romaji and the MEXT names.
 */
export function segmentText(text: string, base: string, index: TermIndex, jaText: JaText): Segment[] {
  const n = text.length;
  const best: Array<Step | undefined> = new Array(n + 1).fill(undefined);
  best[0] = { score: 0, from: -1, segment: undefined };
  const relax = (to: number, score: number, from: number, segment: Segment | undefined): void => {
    const current = best[to];
    if (!current || score > current.score + 1e-9) best[to] = { score, from, segment };
  };
  for (let i = 0; i < n; i++) {
    const here = best[i];
    if (!here) continue;
    const ch = text[i]!;
    if (SEPARATOR_CHARS.test(ch) && !isNameDot(base, text, i, index)) {
      relax(i + 1, here.score, i, { type: 'separator', start: i, end: i + 1, text: ch });
      continue;
    }
    if (SKIP_CHARS.test(ch) || SEPARATOR_CHARS.test(ch)) {
      relax(i + 1, here.score, i, undefined);
      continue;
    }
    const wordStart = !isLatin(text[i - 1]);
    for (let length = Math.min(index.longestSurfaceFrom.get(ch) ?? 0, n - i); length >= 1; length--) {
      const key = text.slice(i, i + length);
      const targets = index.surface.get(key);
      if (!targets) continue;
      // Latin terms match whole words only ("tea" is not in "steak").
      if (isLatin(key[0]) && !wordStart) continue;
      if (isLatin(key.at(-1)) && isLatin(text[i + length])) continue;
      // Particles (と, の, に…) are hiragana: the ト of トール and the ノ of ペチーノ fold to と and the の but
      // are none. Longer filler words are fillers in katakana too (ランチ, ブラック).
      const fillerOnly = targets.every((target) => 'modifier' in target && target.modifier.type === 'filler');
      const particleLength = length <= PARTICLE_MAX_LENGTH;
      if (fillerOnly && particleLength && /^[\u3040-\u309f]+$/u.test(key) && !/^[\u3040-\u309f]+$/u.test(base.slice(i, i + length)))
        continue;
      // A word the lexicon spells only in katakana, written in hiragana, is that word only as a whole
      // word: the ちゃい of 食べちゃいました is no チャイ, the はつ of はつもの no ハツ.
      if (
        index.katakanaOnly.has(key) &&
        /^[\u3040-\u309fー]+$/u.test(base.slice(i, i + length)) &&
        !(
          (runStartsAt(base, i, length) || foodWordBefore(text, base, i, index)) &&
          (runEndsAt(base, i + length, length) || foodWordAfter(text, base, i + length, index))
        ) &&
        !runOfWords(text, base, i, i + length, index)
      )
        continue;
      const separator = SEPARATOR_WORDS.has(key) && fillerOnly;
      const segment: Segment = separator
        ? { type: 'separator', start: i, end: i + length, text: key }
        : { type: 'term', start: i, end: i + length, text: key, targets, match: 'exact' };
      relax(i + length, here.score + length - TERM_COST, i, segment);
    }
    const dotted = dottedName(text, base, i, index);
    if (dotted) relax(dotted.end, here.score + dotted.end - i - TERM_COST, i, dotted);
    if (wordStart && isLatin(ch)) {
      const joined = romajiOfJoinedWord(text.slice(i), index, jaText);
      if (joined) relax(i + joined.length, here.score + joined.length - TERM_COST, i, joined.segment(i));
    }
    if (!isLatin(ch) && runStartsAt(base, i)) {
      const split = splitTermFrom(text, base, i, index);
      if (split) relax(split.end, here.score + split.end - i - 1 - TERM_COST, i, split);
    }
    // Kana as written may spell a term's reading (おちゃ, ぎゅうどん): a term, a little behind one spelled as the lexicon has it.
    for (let length = Math.min(index.longestReadingFrom.get(ch) ?? 0, n - i); length >= 2; length--) {
      const key = text.slice(i, i + length);
      const targets = index.reading.get(key);
      if (!targets || !isKana(base.slice(i, i + length))) continue;
      relax(i + length, here.score + length - TERM_COST - READING_COST, i, {
        type: 'term',
        start: i,
        end: i + length,
        text: key,
        targets,
        match: 'reading',
      });
    }
    // A MEXT name word longer than the lexicon terms inside it names the compound (豆腐ハンバーグ).
    for (let length = Math.min(index.longestTableWordFrom.get(ch) ?? 0, n - i); length >= 3; length--) {
      const word = text.slice(i, i + length);
      const food = index.tableWords.get(word);
      // Only a whole run of its script: キャラメル in キャラメルフラペチーノ is part of an unknown name; a
      // particle joining it to the next word ends it (さわらの照り焼き).
      if (!food || !runStartsAt(base, i) || !runEndsAt(base, i + length)) continue;
      // Named in English only once chosen (romaji needs kuromoji, too slow for every candidate).
      const entry = tableEntry(food, base.slice(i, i + length), '');
      relax(i + length, here.score + length - TERM_COST - TABLE_WORD_COST, i, {
        type: 'term',
        start: i,
        end: i + length,
        text: word,
        targets: [{ entry }],
        match: 'table',
      });
    }
    // Nothing known starts here: one character (a whole latin word) stays unknown.
    let end = i + 1;
    if (isLatin(ch)) while (end < n && isLatin(text[end])) end++;
    relax(end, here.score, i, { type: 'unknown', start: i, end, text: text.slice(i, end) });
  }
  const segments: Segment[] = [];
  for (let at = n; at > 0;) {
    const step = best[at]!;
    if (step.segment) segments.push(step.segment);
    at = step.from;
  }
  segments.reverse();
  for (const [at, segment] of segments.entries()) {
    if (segment.type !== 'term' || segment.match !== 'table') continue;
    const entry = 'entry' in segment.targets[0]! ? segment.targets[0].entry : undefined;
    if (entry)
      segments[at] = {
        ...segment,
        targets: [{ entry: tableEntry(entry.parts[0]!.food, entry.nameJa, jaText.romaji(segment.text).replace(/ /gu, '')) }],
      };
  }
  return servedFoodsOfDrinkWords(
    joinMixedSpellings(
      joinEnglishCompounds(
        withoutSpiritAges(
          mergeUnknown(withoutStrandedKatakana(mergeUnknown(withoutFragments(withoutShopNames(segments, base, index), base)), base)),
          base,
        ),
        base,
        index,
        jaText,
      ),
      base,
      index,
      jaText,
    ),
    base,
    index,
    jaText,
  )
    .flatMap((segment) => (segment.type === 'unknown' ? recognizeUnknown(segment, base, index, jaText) : [segment]))
    .reduce<Segment[]>((read, segment) => typoJoinedToWordBefore(read, segment, index), [])
    .reduce<Segment[]>((read, segment) => typoGluedBeforeWord(read, segment, base, index), [])
    .map((segment, at, read) =>
      segment.type === 'unknown' ? (shortTypoAfterFood(segment, read[at - 1], base, index) ?? segment) : segment,
    )
    .reduce<Segment[]>((read, segment) => readTypoInPhrase(read, segment, base, index), [])
    .reduce<Segment[]>((read, segment, at, all) => readHiraganaTypo(read, segment, all[at + 1], text, base, index), [])
    .map((segment, at, read) => romajiToBetweenFoods(segment, read, at));
}

/**
 * とんこつラーメソ, 味噌ラーメソ, チーズハンバーク: a mistyped word read as its term, glued to a word before it that makes a
 * longer term with that term's spelling (とんこつ + ラーメン: とんこつラーメン), is that longer term, as written right; the two
 * were read apart, とんこつ being a ramen of its own, so the typo counted two bowls (808 kcal) and 味噌ラーメソ a generic ramen.
 */
function typoJoinedToWordBefore(read: Segment[], segment: Segment, index: TermIndex): Segment[] {
  const previous = read.at(-1);
  if (
    segment.type !== 'term' ||
    segment.match !== 'typo' ||
    previous?.type !== 'term' ||
    previous.match === 'typo' ||
    previous.end !== segment.start ||
    isLatin(segment.text[0]) ||
    isLatin(previous.text[0])
  ) {
    read.push(segment);
    return read;
  }
  for (const target of segment.targets) {
    if (!('entry' in target)) continue;
    for (const spelling of index.japaneseTerms.get(target.entry.key) ?? []) {
      const targets = index.surface.get(termKey(previous.text) + spelling);
      if (!targets?.some((found) => 'entry' in found)) continue;
      read.splice(-1, 1, {
        type: 'term',
        start: previous.start,
        end: segment.end,
        text: previous.text + segment.text,
        targets,
        match: 'typo',
      });
      return read;
    }
  }
  read.push(segment);
  return read;
}

/**
 * シホンケーキ: a katakana word too short for the typo rule alone, unknown and glued before a katakana term, read with it
 * as one mistyped word (シフォンケーキ), where the whole is one change from exactly one term; the term alone took the
 * place of the dish (a shortcake for シホンケーキ).
 */
function typoGluedBeforeWord(read: Segment[], segment: Segment, base: string, index: TermIndex): Segment[] {
  const previous = read.at(-1);
  read.push(segment);
  if (
    previous?.type !== 'unknown' ||
    segment.type !== 'term' ||
    segment.match !== 'exact' ||
    previous.end !== segment.start ||
    !KATAKANA_RUN.test(base.slice(previous.start, segment.end))
  )
    return read;
  const targets = typoOf(previous.text + segment.text, index);
  if (targets) {
    const text = previous.text + segment.text;
    read.splice(-2, 2, { type: 'term', start: previous.start, end: segment.end, text, targets, match: 'typo' });
  }
  return read;
}
const KATAKANA_RUN = new RegExp(`^${KATAKANA.source}+$`, 'u');

/**
 * Romaji to between two food words (gohan to misoshiru, pan to kohi, onigiri 2 ko to ocha) is と, which lists foods: it
 * separates items as hiragana と does, where it was an English word of no food and joined both foods into one item. Size
 * words may stand between a food and it (gyudon oomori to miso soup, shio ramen to han chahan). Only between two foods:
 * "1 to 2 cups", "went to" keep the English to.
 */
function romajiToBetweenFoods(segment: Segment, segments: Segment[], at: number): Segment {
  if (segment.type !== 'term' || segment.text !== 'to') return segment;
  if (!segment.targets.every((target) => 'modifier' in target && target.modifier.type === 'filler')) return segment;
  const foodFrom = (from: number, step: number): boolean => {
    let next = from;
    while (isSizeWord(segments[next])) next += step;
    return segments[next] !== undefined && entriesOf(segments[next]!).length > 0;
  };
  if (!foodFrom(at - 1, -1) || !foodFrom(at + 1, 1)) return segment;
  return { type: 'separator', start: segment.start, end: segment.end, text: 'と' };
}

// A whole hiragana word as long as a katakana one the typo rule reads (a long-vowel mark may be in it: てーしょく).
const HIRAGANA_RUN = /[\u3041-\u3096ー]/u;

/**
 * おにぎい, てーしょく: a whole hiragana word (a run of hiragana from one other script or edge to the next) that the
 * segmenter read as no food, only unknown letters and particles (お, に, ぎい), is the one word of the lexicon
 * hiraganaTypoOf names, where it names exactly one; so are the letters after the last food a run holds, glued to it, where
 * they are as long (からあげてーしょく: からあげ and ていしょく, where てーしょく stayed unknown; the thirty-sixth round). Each
 * segment is added to `read`; at the run's last one the run is looked at.
 */
function readHiraganaTypo(
  read: Segment[],
  segment: Segment,
  next: Segment | undefined,
  text: string,
  base: string,
  index: TermIndex,
): Segment[] {
  read.push(segment);
  const end = segment.end;
  if (!HIRAGANA_RUN.test(base[end - 1] ?? '') || HIRAGANA_RUN.test(base[end] ?? '') || (next && next.start < end)) return read;
  let start = end;
  while (start > 0 && HIRAGANA_RUN.test(base[start - 1]!)) start--;
  if (end - start < TYPO_MIN_LENGTH) return read;
  let first = read.length;
  // The segments the run holds, a food that ends in it (唐揚げ of 唐揚げてーしょく) too.
  while (first > 0 && read[first - 1]!.end > start) first--;
  const run = read.slice(first);
  if (!run.some((part) => part.type === 'unknown')) return read;
  // からあげてーしょく: the run's letters after the last food it holds, glued to that food, are a word of their own.
  const lastFood = run.findLastIndex((part) => entriesOf(part).length > 0);
  if (lastFood < 0 && run[0]!.start < start) {
    const glued = foodBeforeGluedTypo(read, first, start, end, text, index);
    if (glued) read.splice(glued.from, read.length - glued.from, ...glued.segments);
    return read;
  }
  if (lastFood >= 0) {
    start = run[lastFood]!.end;
    first += lastFood + 1;
  }
  const word = read.slice(first);
  if (word[0]?.start !== start || !word.some((part) => part.type === 'unknown') || end - start < TYPO_MIN_LENGTH) return read;
  const typo = hiraganaTypoOf(text.slice(start, end), index);
  if (typo) read.splice(first, word.length, { type: 'term', start, end, text: text.slice(start, end), ...typo, match: 'typo' });
  return read;
}

// How many segments before a hiragana run a food glued to its typo may begin at (唐 of 唐揚げてーしょく).
const GLUED_FOOD_SEGMENTS_BACK = 3;

/**
 * 唐揚げてーしょく: a food begun in another script whose last letters are the first of a hiragana run (唐揚げ), glued to a
 * typo as long as readHiraganaTypo reads (てーしょく), where the segmenter took the food's letters and the typo's first
 * one for another word (揚げて, a cooking word) and left the food's first letters unknown (唐). The food is a term of the
 * lexicon from a segment's start to a letter of the run, the rest of the run the one word hiraganaTypoOf names; the
 * segments from the food's start on are replaced by the two (the thirty-seventh round).
 */
function foodBeforeGluedTypo(
  read: Segment[],
  first: number,
  start: number,
  end: number,
  text: string,
  index: TermIndex,
): { from: number; segments: Segment[] } | undefined {
  for (let from = first; from >= Math.max(0, first - GLUED_FOOD_SEGMENTS_BACK); from--) {
    const segment = read[from]!;
    if (segment.type === 'separator') return undefined;
    for (let split = end - TYPO_MIN_LENGTH; split > start; split--) {
      const targets = index.surface.get(text.slice(segment.start, split));
      if (!targets?.some((target) => 'entry' in target)) continue;
      const typo = hiraganaTypoOf(text.slice(split, end), index);
      if (!typo) continue;
      return {
        from,
        segments: [
          { type: 'term', start: segment.start, end: split, text: text.slice(segment.start, split), targets, match: 'exact' },
          { type: 'term', start: split, end, text: text.slice(split, end), ...typo, match: 'typo' },
        ],
      };
    }
  }
  return undefined;
}

// An English word of three letters or more, read with one change where it and the word beside it then make a phrase.
const PHRASE_TYPO_WORD = /^[a-z]{3,}$/u;

/**
 * chese burger, frid rice, orange juce, hambuger steak: an English word unknown or read only as a typo, one space before
 * or after an English food word, with one letter missed, one typed too many or two neighbours swapped,
 * is the word that makes one phrase of the lexicon with its neighbour (cheese burger, fried rice, orange juice, hamburger
 * steak), where exactly one entry is so named: the phrase is the word's context, so a word this short is read here (frid
 * alone is too near too many words; hambuger alone was a hamburger and a steak beside it).
 */
function readTypoInPhrase(read: Segment[], segment: Segment, base: string, index: TermIndex): Segment[] {
  const previous = read.at(-1);
  read.push(segment);
  if (!previous || base.slice(previous.end, segment.start) !== ' ') return read;
  const mistyped = (one: Segment): boolean =>
    (one.type === 'unknown' || (one.type === 'term' && one.match === 'typo')) && PHRASE_TYPO_WORD.test(one.text.toLowerCase());
  const known = (one: Segment): boolean => one.type === 'term' && one.match !== 'typo' && isLatin(one.text[0]) && entriesOf(one).length > 0;
  // The key of a phrase of lowercase English words is the words themselves (termKey folds nothing in them), so the
  // neighbour's is folded once and each candidate joined to it as it is.
  const phrase = (word: Segment, other: Segment, before: boolean): TermTarget[] | undefined => {
    const otherKey = termKey(other.text);
    return oneChangeAway(word.text.toLowerCase(), index, (candidate) => (before ? `${candidate} ${otherKey}` : `${otherKey} ${candidate}`));
  };
  const targets =
    mistyped(previous) && known(segment)
      ? phrase(previous, segment, true)
      : known(previous) && mistyped(segment)
        ? phrase(segment, previous, false)
        : undefined;
  if (targets) {
    const text = base.slice(previous.start, segment.end);
    read.splice(-2, 2, { type: 'term', start: previous.start, end: segment.end, text, targets, match: 'typo' });
  }
  return read;
}

/**
 * The one entry `phraseOf` a word one change away names: a letter missed, one typed too many or two neighbours swapped;
 * not a letter typed for another (fish takes would be fish cakes).
 */
function oneChangeAway(word: string, index: TermIndex, phraseOf: (candidate: string) => string): TermTarget[] | undefined {
  return oneEntryNamedBy(oneChangeFrom(word), index, (candidate) => (candidate === word ? undefined : phraseOf(candidate)));
}

/** The words one change from `word`: a letter missed, two neighbours swapped, one letter typed too many. */
function* oneChangeFrom(word: string): Generator<string> {
  for (let at = 0; at <= word.length; at++) {
    if (at < word.length) yield word.slice(0, at) + word.slice(at + 1);
    if (at + 1 < word.length) yield word.slice(0, at) + word[at + 1] + word[at] + word.slice(at + 2);
    for (const letter of LATIN_LETTERS) yield word.slice(0, at) + letter + word.slice(at);
  }
}

/**
 * The targets of the one entry (that `accept`s) the candidates' keys name, where exactly one is named; a candidate whose
 * key is undefined is not looked up.
 */
function oneEntryNamedBy(
  candidates: Iterable<string>,
  index: TermIndex,
  keyOf: (candidate: string) => string | undefined,
  accept: (entry: Entry) => boolean = () => true,
): TermTarget[] | undefined {
  const found = new Map<string, TermTarget[]>();
  for (const candidate of candidates) {
    const key = keyOf(candidate);
    const targets = key === undefined ? undefined : index.surface.get(key);
    const entries = targets?.flatMap((target) => ('entry' in target && accept(target.entry) ? [target.entry.key] : []));
    if (targets && entries && entries.length > 0) found.set(entries.join(), targets);
  }
  return found.size === 1 ? [...found.values()][0] : undefined;
}

// An age statement: 12年, 18年物, 30年もの.
const AGE_STATED = /^\d+\s*年(?:物|もの)?$/u;

/**
 * 山崎12年, マッカラン 18年, 響17年 ハイボール: the years stated right after a spirit (or a brand that is one where it is drunk)
 * are its age, a word of the bottle that names nothing to eat; 12年 was an unknown word, which took the confidence down,
 * and stood between a brand and its highball (響17年 ハイボール was two glasses).
 */
function withoutSpiritAges(segments: Segment[], base: string): Segment[] {
  return segments.filter((segment, at) => {
    if (segment.type !== 'unknown' || !AGE_STATED.test(segment.text)) return true;
    const before = segments[at - 1];
    const spirit = before !== undefined && entriesOf(before).some((entry) => entry.kind === 'alcohol');
    return !spirit || !/^\s*$/u.test(base.slice(before.end, segment.start));
  });
}

// A word of four or five letters, shorter than the typo rule's: read as a dish's name only right after a food.
const SHORT_LATIN_WORD = /^[a-z]{4,5}$/u;

/**
 * chicken cury, avocado tost: an English word of four or five letters one space after a food word, with one letter
 * missed, one typed too many or two swapped, is the one food or dish, not a drink, it then spells (chicken and the curry
 * then make one dish, as chicken curry does). A word this short is read only so, after a food: alone it is too near too
 * many words, and late after a food is one letter from latte, a drink, and stays a word.
 */
function shortTypoAfterFood(segment: Segment, previous: Segment | undefined, base: string, index: TermIndex): Segment | undefined {
  if (segment.type !== 'unknown' || !SHORT_LATIN_WORD.test(segment.text) || previous?.type !== 'term') return undefined;
  if (entriesOf(previous).length === 0 || !isLatin(previous.text[0]) || base.slice(previous.end, segment.start) !== ' ') return undefined;
  const targets = latinTypoOf(segment.text, index, (entry) => !DRINK_KINDS.has(entry.kind));
  return targets ? { type: 'term', start: segment.start, end: segment.end, text: segment.text, targets, match: 'typo' } : undefined;
}

const DRINK_KINDS = new Set<string>(['drink', 'coffee', 'alcohol', 'water']);
const isDrinkWord = (segment: Segment): boolean =>
  entriesOf(segment).length > 0 && entriesOf(segment).every((entry) => DRINK_KINDS.has(entry.kind));
// Words that say how a food is served or cooked: a drink is neither (sake teishoku, grilled sake).
const namesServing = (segment: Segment | undefined): boolean =>
  segment?.type === 'term' &&
  segment.targets.some((target) => 'modifier' in target && (target.modifier.type === 'set' || target.modifier.type === 'cooking'));

/**
 * A latin word that is a drink in English and a food as romaji (sake: 日本酒, and 鮭 read さけ) is the food
 * beside a set or cooking word (sake teishoku, sake bento, grilled sake): nobody grills a drink or eats
 * it as a set's main. Standing alone or counted as a drink (a glass of sake) it stays the drink.
 */
function servedFoodsOfDrinkWords(segments: Segment[], base: string, index: TermIndex, jaText: JaText): Segment[] {
  const adjacent = (from: Segment, to: Segment | undefined): Segment | undefined =>
    to && base.slice(Math.min(from.end, to.end), Math.max(from.start, to.start)).trim() === '' ? to : undefined;
  return segments.map((segment, at) => {
    if (segment.type !== 'term' || !isLatin(segment.text[0]) || !isDrinkWord(segment)) return segment;
    if (!namesServing(adjacent(segment, segments[at - 1])) && !namesServing(adjacent(segment, segments[at + 1]))) return segment;
    const foods = index.romaji
      .get(jaText.romaji(segment.text).replace(/ /gu, ''))
      ?.filter((target) => 'entry' in target && !DRINK_KINDS.has(target.entry.kind));
    return foods?.length ? { ...segment, targets: foods, match: 'romaji' } : segment;
  });
}

/** A latin word as a lexicon surface (an English term) or else as the romaji of one. */
export const latinTermOf = (word: string, index: TermIndex, jaText: JaText): TermTarget[] | undefined =>
  index.surface.get(word) ?? index.romaji.get(jaText.romaji(word).replace(/ /gu, ''));

/**
 * A latin word written with hyphens or apostrophes inside it (kara-age, o-nigiri, gen'mai), or two words one
 * space apart (oyako don, kara age), that is romaji, or a lexicon word, once they are dropped; an English
 * term keeping its hyphen (stir-fried) is matched as the lexicon spells it. Two romaji words with the particle no
 * between them (buta no shogayaki, saba no misoni) are the name that holds its の (豚の生姜焼き), where the no was
 * read as the English negation and the dish left out.
 */
function romajiOfJoinedWord(
  rest: string,
  index: TermIndex,
  jaText: JaText,
): { length: number; segment: (start: number) => Segment } | undefined {
  const withParticle = /^[a-z]+ no [a-z]+(?![a-z0-9])/u.exec(rest)?.[0];
  const named = withParticle === undefined ? undefined : joinedTermOf(withParticle, index, jaText);
  if (named) return named;
  const word = /^[a-z]+(?:['’-][a-z]+)+(?![a-z0-9])/u.exec(rest)?.[0] ?? /^[a-z]+ [a-z]+(?![a-z0-9])/u.exec(rest)?.[0];
  if (!word) return undefined;
  return joinedTermOf(word, index, jaText);
}

/** The term a latin word is with its hyphens, apostrophes and spaces dropped, as one segment; none where it is no term. */
function joinedTermOf(word: string, index: TermIndex, jaText: JaText): { length: number; segment: (start: number) => Segment } | undefined {
  // "nothing but a coffee": an English word of no food (but, a) is a word of its own, never half of a romaji word
  // (but + a read ぶた, pork).
  const isFillerWord = (part: string): boolean =>
    index.surface.get(part)?.every((target) => 'modifier' in target && target.modifier.type === 'filler') === true;
  if (word.includes(' ') && word.split(' ').some(isFillerWord)) return undefined;
  const joined = word.replace(/['’ -]/gu, '');
  const targets = latinTermOf(joined, index, jaText);
  if (!targets) return undefined;
  const match = index.surface.has(joined) ? 'exact' : 'romaji';
  return { length: word.length, segment: (start) => ({ type: 'term', start, end: start + word.length, text: word, targets, match }) };
}

const HIRAGANA_WORD = /^[\u3041-\u3096ー]+$/u;
const HAS_KANJI = /\p{Script=Han}/u;
// 丼 alone reads どんぶり; closing a dish's name it is read どん (牛丼 ぎゅうどん, 親子丼 おやこどん).
const BOWL_ALONE = /どんぶり$/u;

const JOINING_PARTICLE = /^[とやのにをもはがで]$/u;

// The longest hiragana stretch read together with the kanji after it (おやこ丼: お, や and こ were three words).
const MIXED_KANA_MAX = 6;

/**
 * A word written half in hiragana, half in kanji (ぶた肉, おやこ丼, やき肉, 焼きにく): a hiragana stretch right
 * before or after a piece with a kanji whose reading together is a term's is that term, not several words
 * (ぶた read as 豚 beside MEXT's 肉; お, や and こ beside a 丼 with no food).
 */
function joinMixedSpellings(segments: Segment[], base: string, index: TermIndex, jaText: JaText): Segment[] {
  const termOf = (start: number, end: number): TermTarget[] | undefined => {
    const reading = jaText.reading(base.slice(start, end)).replace(/ /gu, '');
    return [reading, reading.replace(BOWL_ALONE, 'どん')].map((key) => index.reading.get(key) ?? index.surface.get(key)).find(Boolean);
  };
  const hiragana = (segment: Segment): boolean => HIRAGANA_WORD.test(base.slice(segment.start, segment.end));
  const joined: Segment[] = [];
  for (const segment of segments) {
    const kanji = HAS_KANJI.test(base.slice(segment.start, segment.end));
    // The pieces just before, hiragana and side by side, from the longest stretch down (kanji last: 焼き + にく).
    let from = joined.length;
    while (from > 0 && joined[from - 1]!.end === (joined[from]?.start ?? segment.start) && hiragana(joined[from - 1]!)) from--;
    const starts = kanji ? joined.slice(from).map((piece, at) => [from + at, piece.start] as const) : [];
    const last = joined.at(-1);
    // A particle after a kanji word joins it to the next word, not into one word with it (鮭と is salmon and, not 酒盗).
    const particle = JOINING_PARTICLE.test(base.slice(segment.start, segment.end));
    if (last && last.end === segment.start && HAS_KANJI.test(base.slice(last.start, last.end)) && hiragana(segment) && !particle)
      starts.push([joined.length - 1, last.start]);
    const found = starts
      .filter(([, start]) => segment.end - start <= MIXED_KANA_MAX + 2)
      .map(([at, start]) => ({ at, start, targets: termOf(start, segment.end) }))
      .find((candidate) => candidate.targets !== undefined);
    if (found?.targets) {
      const text =
        joined
          .slice(found.at)
          .map((piece) => piece.text)
          .join('') + segment.text;
      joined.splice(found.at, joined.length - found.at, {
        type: 'term',
        start: found.start,
        end: segment.end,
        text,
        targets: found.targets,
        match: 'reading',
      });
    } else joined.push(segment);
  }
  return joined;
}

/** The lexicon entries a segment names; none for a separator, an unknown word or a modifier alone. */
export const entriesOf = (segment: Segment): Entry[] =>
  segment.type === 'term' ? segment.targets.flatMap((target) => ('entry' in target ? [target.entry] : [])) : [];

/**
 * Two English words that name one food together ("chicken nuggets", "cheese cake", "pasta salad"): the
 * phrase through ja-text's English glossary, or the Japanese terms of the two words put together
 * (pasta, a dish of マカロニ…, and salad, サラダ: マカロニサラダ). English puts the head last, so a pair
 * the tables know as one word is that word, not two foods.
 */
function joinEnglishCompounds(segments: Segment[], base: string, index: TermIndex, jaText: JaText): Segment[] {
  const result: Segment[] = [];
  for (const segment of segments) {
    const previous = result.at(-1);
    const joined = previous ? englishCompound(previous, segment, base, index, jaText) : undefined;
    // "iced latte venti with oat milk": size words between the dish and its with say the dish's size.
    let sizes = 0;
    while (isSizeWord(result.at(-2 - sizes))) sizes += 1;
    const dish = result.at(-2 - sizes);
    const withWord = result.at(-1);
    const topped = dish && withWord?.text === 'with' ? dishWith(dish, segment, base, index) : undefined;
    if (joined) result[result.length - 1] = joined;
    else if (topped && sizes === 0) result.splice(-2, 2, topped);
    else if (topped) {
      // The dish keeps its own place, so the size words after it stay where they were written.
      const sized = result.slice(-1 - sizes, -1);
      result.splice(-2 - sizes, 2 + sizes, { ...topped, end: dish!.end }, ...sized);
    } else result.push(segment);
  }
  return result;
}

/** A word that sizes a food and names none (大盛り, 中, large). */
export const isSizeWord = (segment: Segment | undefined): boolean =>
  segment?.type === 'term' &&
  segment.targets.length > 0 &&
  segment.targets.every((target) => 'modifier' in target && target.modifier.type === 'portion');

/**
 * The Japanese names of what an English segment names, and of the staples of the dishes it names, each
 * with the entry it names (for a staple's name, the dish on it).
 */
function japaneseNamesOf(segment: Segment, index: TermIndex): Array<{ name: string; onStapleOf?: Entry }> {
  return entriesOf(segment).flatMap((entry) => [
    ...(index.japaneseTerms.get(entry.key) ?? []).map((name) => ({ name })),
    ...entry.parts
      .filter((part) => part.staple)
      .flatMap((part) => (index.japaneseTerms.get(part.foodKey) ?? []).map((name) => ({ name, onStapleOf: entry }))),
  ]);
}

/**
 * Whether a dish named on another dish's staple is still that dish with more on it: it keeps the other's
 * foods besides its staple and seasonings (tempura soba: 天ぷらそば keeps かけそば's ねぎ). beef katsu curry
 * is no 牛めし (牛 + めし, the curry's rice): that dish has none of the curry.
 */
const keepsBody = (dish: Entry, named: Entry): boolean =>
  dish.parts
    .filter((part) => !part.staple && part.kind !== 'seasoning')
    .every((part) => named.parts.some((other) => other.foodKey === part.foodKey));

/** The dish named by the Japanese words of its two English parts, modifier first (tempura + udon = 天ぷらうどん). */
function dishNamed(modifier: Segment, head: Segment, index: TermIndex): TermTarget[] | undefined {
  for (const { name: headName, onStapleOf } of japaneseNamesOf(head, index)) {
    for (const { name: modifierName } of japaneseNamesOf(modifier, index)) {
      const targets = index.surface
        .get(modifierName + headName)
        ?.filter((target) => 'entry' in target && (!onStapleOf || keepsBody(onStapleOf, target.entry)));
      if (targets?.length) return targets;
    }
  }
  return undefined;
}

/**
 * "udon with tempura", "rice with natto": a dish named in English as its base with its topping is the
 * dish Japanese names topping first (天ぷらうどん, 納豆ご飯), when the lexicon has it.
 */
function dishWith(base: Segment, topping: Segment, text: string, index: TermIndex): Segment | undefined {
  if (base.type !== 'term' || topping.type !== 'term' || !isLatin(base.text[0]) || !isLatin(topping.text[0])) return undefined;
  const targets = dishNamed(topping, base, index);
  const phrase = text.slice(base.start, topping.end);
  // Two words read as the lexicon spells them name the dish as surely as its own name would.
  const match = base.match === 'exact' && topping.match === 'exact' ? 'exact' : 'glossary';
  return targets ? { type: 'term', start: base.start, end: topping.end, text: phrase, targets, match } : undefined;
}

function englishCompound(first: Segment, second: Segment, base: string, index: TermIndex, jaText: JaText): Segment | undefined {
  const namesFood = (segment: Segment): boolean => segment.type === 'unknown' || entriesOf(segment).length > 0;
  if (!namesFood(first) || !namesFood(second) || first.type === 'separator' || second.type === 'separator') return undefined;
  if (!isLatin(first.text[0]) || !isLatin(second.text[0]) || base.slice(first.end, second.start) !== ' ') return undefined;
  const start = first.start;
  const end = second.end;
  const phrase = base.slice(start, end);
  for (const japanese of jaText.japaneseOfEnglish(phrase)) {
    const key = termKey(japanese);
    const targets = index.surface.get(key);
    if (targets) return { type: 'term', start, end, text: phrase, targets, match: 'glossary' };
    const food = index.tableWords.get(key);
    if (food) return { type: 'term', start, end, text: phrase, targets: [{ entry: tableEntry(food, japanese, phrase) }], match: 'table' };
  }
  const targets = dishNamed(first, second, index);
  return targets ? { type: 'term', start, end, text: phrase, targets, match: 'glossary' } : undefined;
}

// A food named right before 屋 or 店 names a shop (ラーメン屋, パン屋, 寿司屋, 喫茶店), and in English before a word of a
// place to eat ("ramen shop", "pizza place", "curry house"), not what was eaten: the food and the shop word together
// become a word that names nothing. Not bar: a chocolate bar or a salad bar is eaten.
const SHOP_SUFFIXES = new Set(['屋', '店']);
const ENGLISH_SHOP_WORD = /^ (?:shop|restaurant|place|joint|stand|house|diner)(?![a-z])/u;

function withoutShopNames(segments: Segment[], base: string, index: TermIndex): Segment[] {
  const shop = index.surface.get('店');
  if (!shop) return segments;
  const result: Segment[] = [];
  for (let i = 0; i < segments.length; i++) {
    const segment = segments[i]!;
    const next = segments[i + 1];
    const shopWordLength =
      next?.start === segment.end && next.type !== 'separator' && SHOP_SUFFIXES.has(base[segment.end]!)
        ? 1
        : (ENGLISH_SHOP_WORD.exec(base.slice(segment.end))?.[0].length ?? 0);
    if (segment.type !== 'term' || entriesOf(segment).length === 0 || shopWordLength === 0) {
      result.push(segment);
      continue;
    }
    const end = segment.end + shopWordLength;
    result.push({ type: 'term', start: segment.start, end, text: base.slice(segment.start, end), targets: shop, match: 'exact' });
    // The segments the shop word covers are gone; one that runs past it keeps its rest (ラーメン屋で: で).
    while (segments[i + 1] && segments[i + 1]!.start < end) {
      const covered = segments[++i]!;
      if (covered.end > end) result.push({ ...covered, start: end, text: covered.text.slice(end - covered.start) });
    }
  }
  return result;
}

// A kana term this short is a word only where its run of kana ends (もち, いか, なす): inside a kana
// word that names nothing (ふもちゃん) it is a fragment.
const FRAGMENT_MAX_LENGTH = 2;

function withoutFragments(segments: Segment[], base: string): Segment[] {
  const touches = (neighbour: Segment | undefined, at: number, inside: number): boolean =>
    neighbour?.type === 'unknown' && sameScript(base[at], base[inside]);
  return segments.map((segment, i) => {
    if (segment.type !== 'term' || segment.end - segment.start > FRAGMENT_MAX_LENGTH || !isKana(base.slice(segment.start, segment.end)))
      return segment;
    const previous = segments[i - 1];
    const next = segments[i + 1];
    const fragment =
      (previous?.end === segment.start && touches(previous, segment.start - 1, segment.start)) ||
      (next?.start === segment.end && touches(next, segment.end, segment.end - 1));
    return fragment ? { type: 'unknown', start: segment.start, end: segment.end, text: segment.text } : segment;
  });
}

// One katakana character a term leaves over at the edge of its run is no word of its own: the term
// is a part of a longer unknown word (コーン in スコーン, カルビ in ミカルビ), not the food it names. Two
// characters often are a word (バー, パイ, ルウ, デミ, プチ), and one between two terms is the
// joint of a compound (the ド of フライドステーキ).
function withoutStrandedKatakana(segments: Segment[], base: string): Segment[] {
  const stranded = (neighbour: Segment | undefined, outerEdge: number, inside: number): boolean =>
    neighbour?.type === 'unknown' &&
    neighbour.end - neighbour.start === 1 &&
    scriptOf(base[neighbour.start]) === 'katakana' &&
    base[neighbour.start] !== 'ー' &&
    !sameScript(base[outerEdge], base[inside]);
  return segments.map((segment, i) => {
    if (segment.type !== 'term') return segment;
    const previous = segments[i - 1];
    const next = segments[i + 1];
    const strandedBefore =
      previous?.end === segment.start &&
      sameScript(base[segment.start - 1], base[segment.start]) &&
      stranded(previous, previous.start - 1, previous.start);
    const strandedAfter =
      next?.start === segment.end && sameScript(base[segment.end - 1], base[segment.end]) && stranded(next, next.end, next.end - 1);
    return strandedBefore || strandedAfter ? { type: 'unknown', start: segment.start, end: segment.end, text: segment.text } : segment;
  });
}

const isKana = (text: string): boolean => /^[\u3040-\u30ffー]+$/u.test(text);

function mergeUnknown(segments: Segment[]): Segment[] {
  const merged: Segment[] = [];
  for (const segment of segments) {
    const last = merged.at(-1);
    if (segment.type === 'unknown' && last?.type === 'unknown' && last.end === segment.start && !isLatin(segment.text[0])) {
      merged[merged.length - 1] = { ...last, end: segment.end, text: last.text + segment.text };
    } else merged.push(segment);
  }
  return merged;
}

/** A word the lexicon lacks, tried by its kana reading, then its romaji, then the words of MEXT names. */
function recognizeUnknown(segment: Extract<Segment, { type: 'unknown' }>, base: string, index: TermIndex, jaText: JaText): Segment[] {
  const { start, end, text } = segment;
  if (isLatin(text[0])) {
    const romaji = jaText.romaji(text).replace(/ /gu, '');
    const targets = index.romaji.get(romaji);
    if (targets) return [{ type: 'term', start, end, text, targets, match: 'romaji' }];
    const compound = romajiOfFoodAndSet(segment, index, jaText);
    if (compound) return compound;
    // ja-text's English food glossary (shared with catalog search) names it in Japanese: "pudding" → プリン.
    for (const japanese of jaText.japaneseOfEnglish(text)) {
      const key = termKey(japanese);
      const byJapanese = index.surface.get(key);
      if (byJapanese) return [{ type: 'term', start, end, text, targets: byJapanese, match: 'glossary' }];
      const food = index.tableWords.get(key);
      if (food) return [{ type: 'term', start, end, text, targets: [{ entry: tableEntry(food, japanese, text) }], match: 'table' }];
    }
    const typo = LATIN_TYPO_WORD.test(text)
      ? (latinTypoOf(text, index) ?? latinTwoTyposOf(text, index))
      : FIVE_LETTER_WORD.test(text) && apartFromLatinWords(base, start, end)
        ? latinTypoOf(text, index)
        : undefined;
    return typo ? [{ type: 'term', start, end, text, targets: typo, match: 'typo' }] : [segment];
  }
  // A kana stretch was read as written already; a food found inside it is only a fragment (ぽもち). A
  // katakana word one look-alike letter away from a term is that term, mistyped (ハンバーク, ラーメソ).
  if (isKana(base.slice(start, end))) {
    const word = base.slice(start, end);
    const targets = KATAKANA_WORD.test(word)
      ? typoOf(text, index)
      : SHORT_KATAKANA_WORD.test(word)
        ? longVowelMissedOf(text, index)
        : undefined;
    return targets ? [{ type: 'term', start, end, text, targets, match: 'typo' }] : [segment];
  }
  // One kanji read aloud is a homophone, not a food (丑 is read うし, as 牛 is): only longer words are read.
  if (text.length < 2) return [segment];
  const reading = jaText.reading(text).replace(/ /gu, '');
  const byReading = coverByReading(reading, index);
  if (byReading.length > 0) return byReading.map((targets) => ({ type: 'term', start, end, text, targets, match: 'reading' }));
  // A MEXT word must be most of the unknown words, not a fragment of them (しか in おいしかった).
  const shortest = Math.max(2, Math.ceil(text.length * 0.6));
  for (let length = Math.min(index.maxTableWordLength, text.length); length >= shortest; length--) {
    for (let i = 0; i + length <= text.length; i++) {
      const word = text.slice(i, i + length);
      const food = index.tableWords.get(word);
      if (food) {
        const entry = tableEntry(food, base.slice(start + i, start + i + length), jaText.romaji(word).replace(/ /gu, ''));
        return [{ type: 'term', start, end, text, targets: [{ entry }], match: 'table' }];
      }
    }
  }
  return [segment];
}

// Letters typed or read for one another (folded to hiragana): a voiced mark missed or added, a small
// letter for a large, ソ for ン and シ for ツ (the same strokes in katakana).
const LOOK_ALIKES = [
  'かが',
  'きぎ',
  'くぐ',
  'けげ',
  'こご',
  'さざ',
  'しじつ',
  'すず',
  'せぜ',
  'そぞん',
  'ただ',
  'ちぢ',
  'つづっし',
  'てで',
  'とど',
  'はばぱ',
  'ひびぴ',
  'ふぶぷ',
  'へべぺ',
  'ほぼぽ',
  'やゃ',
  'ゆゅ',
  'よょ',
  'あぁ',
  'いぃ',
  'うぅ',
  'えぇ',
  'おぉ',
  'んそ',
];
const LOOK_ALIKE = new Map<string, string[]>();
for (const group of LOOK_ALIKES)
  for (const ch of group) LOOK_ALIKE.set(ch, [...new Set([...(LOOK_ALIKE.get(ch) ?? []), ...group.replace(ch, '')])]);
// Only a katakana word this long: a shorter one is too near too many others.
const TYPO_MIN_LENGTH = 4;
const KATAKANA_WORD = new RegExp(`^${KATAKANA.source}{${TYPO_MIN_LENGTH},}$`, 'u');
// A shorter one, of two or three letters, only with its long-vowel mark missed (カレ, ラメン, ケキ).
const SHORT_KATAKANA_WORD = new RegExp(`^(?!.*ー)${KATAKANA.source}{2,${TYPO_MIN_LENGTH - 1}}$`, 'u');

/**
 * The entry the word names with one letter changed for a look-alike, a long-vowel mark missed or typed twice, or a
 * letter typed twice (ハンバーガ, コーヒ, ラーーメン, ラーメンン), when exactly one entry is so named.
 */
function typoOf(text: string, index: TermIndex): TermTarget[] | undefined {
  const found = new Map<string, TermTarget[]>();
  const tryWord = (word: string): void => {
    const targets = index.surface.get(word);
    const entries = targets?.flatMap((target) => ('entry' in target ? [target.entry.key] : []));
    if (targets && entries && entries.length > 0) found.set(entries.join(), targets);
  };
  for (let at = 0; at < text.length; at++) {
    for (const other of LOOK_ALIKE.get(text[at]!) ?? []) tryWord(text.slice(0, at) + other + text.slice(at + 1));
    if (text[at] === LONG_VOWEL) tryWord(text.slice(0, at) + text.slice(at + 1));
    else tryWord(text.slice(0, at + 1) + LONG_VOWEL + text.slice(at + 1));
    // シホン, ホーク: フォ written ホ, as the sound was spelled before フォ was.
    if (text[at] === 'ほ') tryWord(text.slice(0, at) + 'ふぉ' + text.slice(at + 1));
    // ラーメンン, ハンバーググ: a letter typed twice.
    if (at > 0 && text[at] === text[at - 1] && text[at] !== LONG_VOWEL) tryWord(text.slice(0, at) + text.slice(at + 1));
  }
  return found.size === 1 ? [...found.values()][0] : undefined;
}
const LONG_VOWEL = 'ー';

// The kana of each vowel's column: a romaji key pressed for a consonant and missed leaves the vowel alone (ri → i).
const KANA_OF_VOWEL: Record<string, string> = {
  あ: 'かがさざただなはばぱまやらわ',
  い: 'きぎしじちぢにひびぴみり',
  う: 'くぐすずつづぬふぶぷむゆる',
  え: 'けげせぜてでねへべぺめれ',
  お: 'こごそぞとどのほぼぽもよろを',
};
const VOWEL_OF_KANA = new Map<string, string>();
for (const [vowel, kana] of Object.entries(KANA_OF_VOWEL)) for (const ch of [vowel, ...kana]) VOWEL_OF_KANA.set(ch, vowel);
// A long-vowel mark typed for the vowel that lengthens a kana (てー for てい, そー for そう), as the kana are read aloud.
const LENGTHENING_VOWELS: Record<string, string> = { あ: 'あ', い: 'い', う: 'う', え: 'えい', お: 'おう' };

/**
 * おにぎい, てーしょく: a hiragana word one slip of a romaji keyboard from a word of the lexicon, an entry or a set word (a
 * consonant key missed, ri typed i; a long-vowel mark typed for the vowel that lengthens the kana before it, or that
 * vowel for the mark; or a look-alike letter, as typoOf reads katakana), when exactly one is so named.
 */
function hiraganaTypoOf(text: string, index: TermIndex): { targets: TermTarget[]; read: string } | undefined {
  const found = new Map<string, { targets: TermTarget[]; read: string }>();
  const tryWord = (word: string): void => {
    const targets = index.surface.get(word) ?? index.reading.get(word);
    const named = targets?.flatMap((target) =>
      'entry' in target ? [target.entry.key] : target.modifier.type === 'set' ? [`set:${target.modifier.value}`] : [],
    );
    if (targets && named && named.length > 0) found.set(named.join(), { targets, read: word });
  };
  for (let at = 0; at < text.length; at++) {
    const ch = text[at]!;
    const before = at > 0 ? VOWEL_OF_KANA.get(text[at - 1]!) : undefined;
    const change = (other: string): void => tryWord(text.slice(0, at) + other + text.slice(at + 1));
    for (const other of LOOK_ALIKE.get(ch) ?? []) change(other);
    for (const other of KANA_OF_VOWEL[ch] ?? []) change(other);
    if (before === undefined) continue;
    if (ch === LONG_VOWEL) for (const vowel of LENGTHENING_VOWELS[before]!) change(vowel);
    else if (LENGTHENING_VOWELS[before]!.includes(ch)) change(LONG_VOWEL);
  }
  return found.size === 1 ? [...found.values()][0] : undefined;
}

// An English word this long, of letters only: a shorter one is too near too many others (later, water).
const LATIN_TYPO_WORD = /^[a-z]{6,}$/u;
const LATIN_LETTERS = 'abcdefghijklmnopqrstuvwxyz';
// A word of five letters is read with one change only apart from other English words (cofee, "toast, cofee"): beside one
// it may be a word of a phrase, which shortTypoAfterFood and readTypoInPhrase read with their neighbour.
const FIVE_LETTER_WORD = /^[a-z]{5}$/u;
const apartFromLatinWords = (base: string, start: number, end: number): boolean =>
  !/[a-z]\s*$/iu.test(base.slice(Math.max(0, start - 8), start)) && !/^\s*[a-z]/iu.test(base.slice(end, end + 8));

/**
 * The entry an English word of six letters or more names with one letter missed, one typed too many, or two next to each
 * other swapped (chiken, spagetti, sandwhich), when exactly one entry is so named (and `accept`s it). A letter typed for
 * another is not tried (better is one letter from butter); two changes are latinTwoTyposOf's, in longer words only.
 */
function latinTypoOf(text: string, index: TermIndex, accept: (entry: Entry) => boolean = () => true): TermTarget[] | undefined {
  return oneEntryNamedBy(oneChangeFrom(text.toLowerCase()), index, termKey, accept);
}

// Two changes only in a word this long, and only to a term as long: a shorter pair is too near too many others
// (brother is two letters from broth, better two from butter).
const LATIN_TWO_TYPOS_WORD = /^[a-z]{7,}$/u;
// The index's English words of seven letters or more, in a trie searched within two edits (a letter typed for another
// counts one there, two here: changesBetween then keeps the words within two of this rule's changes). Built at the
// first such word, once per index.
const latinWordsOf = new WeakMap<TermIndex, { words: string[]; trie: FuzzyTermTrie }>();

/**
 * The entry an English word of seven letters or more names with two changes of the one-change kinds (a letter missed,
 * one typed too many, two neighbours swapped: spageti, brocolli, expresso), when no entry is one change away and exactly
 * one entry of seven letters or more is two away. A letter typed for another counts as two changes (one out, one in).
 */
function latinTwoTyposOf(text: string, index: TermIndex): TermTarget[] | undefined {
  const word = text.toLowerCase();
  if (!LATIN_TWO_TYPOS_WORD.test(word)) return undefined;
  let latinWords = latinWordsOf.get(index);
  if (!latinWords) {
    const words = [...index.surface.keys()].filter((key) => LATIN_TWO_TYPOS_WORD.test(key));
    latinWords = { words, trie: FuzzyTermTrie.build(words) };
    latinWordsOf.set(index, latinWords);
  }
  const found = new Map<string, TermTarget[]>();
  for (const match of latinWords.trie.search(word, 2)) {
    const candidate = latinWords.words[match.term]!;
    if (changesBetween(word, candidate, 2) > 2) continue;
    const targets = index.surface.get(candidate)!;
    const entries = targets.flatMap((target) => ('entry' in target ? [target.entry.key] : []));
    if (entries.length > 0) found.set(entries.join(), targets);
  }
  return found.size === 1 ? [...found.values()][0] : undefined;
}

/** Letters missed, typed too many or swapped with a neighbour between two words (no letter typed for another); above `limit`, limit + 1. */
function changesBetween(a: string, b: string, limit: number): number {
  let before2: number[] = [];
  let before: number[] = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    let least = i;
    for (let j = 1; j <= b.length; j++) {
      let cost = Math.min(before[j]! + 1, row[j - 1]! + 1);
      if (a[i - 1] === b[j - 1]) cost = Math.min(cost, before[j - 1]!);
      else if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) cost = Math.min(cost, before2[j - 2]! + 1);
      row.push(cost);
      least = Math.min(least, cost);
    }
    if (least > limit) return limit + 1;
    before2 = before;
    before = row;
  }
  return before[b.length]!;
}

/**
 * The entry a katakana word of two or three letters names with the long-vowel mark it missed put back (カレ: カレー,
 * ラメン: ラーメン), when exactly one entry is so named. A look-alike letter is not tried in a word this short: ピサ
 * is as near ビサ as ピザ.
 */
function longVowelMissedOf(text: string, index: TermIndex): TermTarget[] | undefined {
  const found = new Map<string, TermTarget[]>();
  for (let at = 1; at <= text.length; at++) {
    const targets = index.surface.get(text.slice(0, at) + LONG_VOWEL + text.slice(at));
    const entries = targets?.flatMap((target) => ('entry' in target ? [target.entry.key] : []));
    if (targets && entries && entries.length > 0) found.set(entries.join(), targets);
  }
  return found.size === 1 ? [...found.values()][0] : undefined;
}

// 丼 closing a dish's name is read どん (BOWL_ALONE): "don" after a food is the bowl.
const bowlClosingName = (word: string, index: TermIndex, jaText: JaText): TermTarget[] | undefined =>
  jaText.romaji(word) === jaText.romaji('どん') ? index.reading.get('どんぶり') : undefined;

// The shortest romaji read as a term of its own within a longer word (don, but not the "to" of tonkatsu).
const ROMAJI_PIECE_MIN = 3;

/**
 * A food and the word of the set it is served as, written in romaji as one word (tonkatsudon, ebitendon,
 * karaageteishoku): the two terms, as とんかつ丼 and とんかつ 丼 are read. Only a set word closes it, so an
 * English word is not cut into two foods.
 */
function romajiOfFoodAndSet(segment: Extract<Segment, { type: 'unknown' }>, index: TermIndex, jaText: JaText): Segment[] | undefined {
  const { start, end, text } = segment;
  // A set word written out is at most twice its key (teishokuu, kara-age's hyphen): a longer closing piece is read
  // aloud for nothing, and reading every piece of a long run grew with the square of its length.
  const shortestCut = Math.max(ROMAJI_PIECE_MIN, text.length - 2 * index.maxSetWordLength);
  for (let cut = text.length - ROMAJI_PIECE_MIN; cut >= shortestCut; cut--) {
    const set = latinTermOf(text.slice(cut), index, jaText) ?? bowlClosingName(text.slice(cut), index, jaText);
    if (!set?.some((target) => 'modifier' in target && target.modifier.type === 'set')) continue;
    const food = latinTermOf(text.slice(0, cut), index, jaText);
    if (!food?.some((target) => 'entry' in target)) continue;
    return [
      { type: 'term', start, end: start + cut, text: text.slice(0, cut), targets: food, match: 'romaji' },
      { type: 'term', start: start + cut, end, text: text.slice(cut), targets: set, match: 'romaji' },
    ];
  }
  return undefined;
}

/** Longest reading keys covering the reading left to right; empty unless most of it is covered. */
function coverByReading(reading: string, index: TermIndex): TermTarget[][] {
  const found: TermTarget[][] = [];
  let covered = 0;
  for (let i = 0; i < reading.length;) {
    let matched = 0;
    for (let length = Math.min(index.maxReadingLength, reading.length - i); length >= 2; length--) {
      const targets = index.reading.get(reading.slice(i, i + length)) ?? index.surface.get(reading.slice(i, i + length));
      if (targets) {
        found.push(targets);
        matched = length;
        break;
      }
    }
    covered += matched;
    i += matched || 1;
  }
  return covered >= reading.length * 0.6 ? found : [];
}
