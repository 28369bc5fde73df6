import type { JaText } from '@shokuji/ja-text';
import { tableEntry } from '../lexicon/table-entry';
import { isLatin } from '../lexicon/term-key';
import type { MatchKind, TermIndex, TermTarget } from './term-index';

/** One piece of the text: a recognised term, a separator between items, or words that name nothing. */
export type Segment =
  | { type: 'term'; start: number; end: number; text: string; targets: TermTarget[]; match: MatchKind }
  | { type: 'separator'; start: number; end: number; text: string }
  | { type: 'unknown'; start: number; end: number; text: string };

// Item separators: punctuation, and the particles and words that list foods (と, に, や, and, with, plus).
const SEPARATOR_CHARS = /[、,;・/+&\n。!?！？]/u;
const SEPARATOR_WORDS = new Set(['と', 'に', 'や', 'and', 'with', 'plus', 'w/', 'n']);
const SKIP_CHARS = /[\s()（）「」『』【】[\]{}"'.:：~〜ー-]/u;

interface Step {
  score: number;
  from: number;
  segment: Segment | undefined;
}

const TERM_COST = 0.3;

/**
 * Splits a folded, quantity-masked text into terms by dynamic programming: the cover with the most
 * characters in known terms wins, and among equals the one with fewer, longer terms (so 豚の生姜焼き is
 * one dish, not 豚 + 生姜 + 焼き). Words the lexicon lacks are tried by reading, romaji and the MEXT names.
 */
export function segmentText(text: string, index: TermIndex, jaText: JaText): Segment[] {
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
    if (SEPARATOR_CHARS.test(ch)) {
      relax(i + 1, here.score, i, { type: 'separator', start: i, end: i + 1, text: ch });
      continue;
    }
    if (SKIP_CHARS.test(ch)) {
      relax(i + 1, here.score, i, undefined);
      continue;
    }
    const wordStart = !isLatin(text[i - 1]);
    for (let length = Math.min(index.maxSurfaceLength, n - i); length >= 1; length--) {
      const key = text.slice(i, i + length);
      const targets = index.surface.get(key);
      if (!targets) continue;
      // Latin terms match whole words only ("tea" is not in "steak").
      if (isLatin(key[0]) && !wordStart) continue;
      if (isLatin(key.at(-1)) && isLatin(text[i + length])) continue;
      const separator = SEPARATOR_WORDS.has(key) && targets.every((target) => 'modifier' in target && target.modifier.type === 'filler');
      const segment: Segment = separator
        ? { type: 'separator', start: i, end: i + length, text: key }
        : { type: 'term', start: i, end: i + length, text: key, targets, match: 'exact' };
      relax(i + length, here.score + length - TERM_COST, i, segment);
    }
    // Nothing known starts here: one character (a whole latin word) stays unknown.
    let end = i + 1;
    if (isLatin(ch)) while (end < n && isLatin(text[end])) end++;
    relax(end, here.score, i, { type: 'unknown', start: i, end, text: text.slice(i, end) });
  }
  const segments: Segment[] = [];
  for (let at = n; at > 0; ) {
    const step = best[at]!;
    if (step.segment) segments.push(step.segment);
    at = step.from;
  }
  segments.reverse();
  return mergeUnknown(segments).flatMap((segment) => (segment.type === 'unknown' ? recognizeUnknown(segment, index, jaText) : [segment]));
}

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
function recognizeUnknown(segment: Extract<Segment, { type: 'unknown' }>, index: TermIndex, jaText: JaText): Segment[] {
  const { start, end, text } = segment;
  if (isLatin(text[0])) {
    const romaji = jaText.romaji(text).replace(/ /gu, '');
    const targets = index.romaji.get(romaji);
    return targets ? [{ type: 'term', start, end, text, targets, match: 'romaji' }] : [segment];
  }
  const reading = jaText.reading(text).replace(/ /gu, '');
  const byReading = coverByReading(reading, index);
  if (byReading.length > 0) return byReading.map((targets) => ({ type: 'term', start, end, text, targets, match: 'reading' }));
  for (let length = Math.min(index.maxTableWordLength, text.length); length >= 2; length--) {
    for (let i = 0; i + length <= text.length; i++) {
      const word = text.slice(i, i + length);
      const food = index.tableWords.get(word);
      if (food) {
        const entry = tableEntry(food, word, jaText.romaji(word).replace(/ /gu, ''));
        return [{ type: 'term', start, end, text, targets: [{ entry }], match: 'table' }];
      }
    }
  }
  return [segment];
}

/** Longest reading keys covering the reading left to right; empty unless most of it is covered. */
function coverByReading(reading: string, index: TermIndex): TermTarget[][] {
  const found: TermTarget[][] = [];
  let covered = 0;
  for (let i = 0; i < reading.length; ) {
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
