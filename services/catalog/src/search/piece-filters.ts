/**
 * Filter tokens a name's readingPieces hold besides its reading's pieces, which score nothing: a clause lists those it
 * must not be met in (TextClause.notReadingPieces), so a term is not met where a name only says what it is for or made
 * with (use:), only from a long-vowel mark on (long:), or across a dropped ー or ッ of its loose key (loose:); the kanji a
 * name writes (kanji:), which a kanji typed alone asks for where its reading is met (kanjiPieceToken); and the stretches of its
 * reading that are whole words (word:), which a kanji food's kana name asks for where the name writes no kanji of it; and the
 * stretches that begin only inside one kanji's reading (mid:), where a kana name or word typed is not met. The index
 * side (a name's tokens) and the query side (a term's clauses leaving those names out) of each.
 */

import { HIRAGANA_WORD, KANA_RUN, MAX_READING_PIECE, SMALL_KANA, readingPieces } from './catalog-tokens';
import type { JaNormalizer } from './ja-normalizer';
import { LATIN } from './query-words.read';
import type { TextClause } from './search-engine';
import type { ReadingClauses } from './text-clauses';

/** A word before 用 (for), 使用 (made with) or 不使用 (made without), within one word of the name. */
const USE_NOTE = /([^\s()（）【】［］[\]、・!！~〜～]+?)(?:不使用|使用|用)/gu;

/** The filter token (readingPieces) of a stretch a name holds only before 用, 使用 or 不使用 (お弁当用: use:べんとう). */
const useNoteToken = (stretch: string) => `use:${stretch}`;

/** A run of kana holding a long-vowel mark (モーニング, らーめん), within one word of the name. */
const KANA_RUN_WITH_LONG_VOWEL = /[\p{Script=Hiragana}\p{Script=Katakana}ー]*ー[\p{Script=Hiragana}\p{Script=Katakana}ー]*/gu;

/** The rest of a word after a kana run: up to a space, a bracket or a mark between words. */
const WORD_REST = /^[^\s()（）【】［］[\]「」『』、。・,.!！?？~〜～“”"'&＆+＋/／]+/u;

/** The filter token (readingPieces) of a stretch a name holds only from a long-vowel mark on (モーニング: long:うに). */
const longVowelToken = (stretch: string) => `long:${stretch}`;

/** The filter token (readingPieces) of a stretch of a name's loose key (たっぷりグリーン: loose:ぐりん). */
export const loosePieceToken = (stretch: string) => `loose:${stretch}`;

/**
 * The filter token (readingPieces) of a kanji a name writes (缶コーヒー, 和牛: kanji:缶, kanji:牛). A kanji typed alone is met by its
 * reading only where the name writes it: as any stretch of a name's reading, かん of 缶 was in 期間 (き|かん) and みかん, たい of 鯛
 * in 特ネタいか (round 28).
 */
export const kanjiPieceToken = (kanji: string) => `kanji:${kanji}`;

/** The kanji a folded name writes, each once, as filter tokens (kanjiPieceToken). */
export const kanjiPiecesOf = (folded: string): string[] => [...new Set(folded.match(/\p{Script=Han}/gu) ?? [])].map(kanjiPieceToken);

/**
 * The filter token (readingPieces) of a stretch of a name's reading that is one or more whole words of it as the analyzer cuts
 * them (鯛めし: word:たい; 骨なしチキン: word:なし). A kanji food's kana name (たい of 鯛, くり of 栗) is met in a name written in kana
 * only as such a word: as any stretch of a name's reading, たい was in 特ネタいか (ね|たい|か) and たい焼き, くり in クリームパン (round 29).
 */
export const wordPieceToken = (stretch: string) => `word:${stretch}`;

/** A run of katakana (with long-vowel marks), which the analyzer, reading it folded to hiragana, may cut where no word ends. */
const KATAKANA_RUN = /[\p{Script=Katakana}ー]+/gu;

/**
 * The word tokens (wordPieceToken) of a name: each stretch of 2–MAX_READING_PIECE kana that is whole consecutive words of a word's
 * reading, unless it lies inside a katakana word of the name without being all of it: kuromoji cuts a loanword it does not know
 * into hiragana words (ツナマイルド: つ|な|まい|る|ど), which are no words of the name (まい of 米).
 */
export const wordPiecesOf = (ja: JaNormalizer, name: string): string[] => {
  const katakanaWords = (name.normalize('NFKC').match(KATAKANA_RUN) ?? []).map((run) => ja.normalize(run));
  const stretches = new Set<string>();
  for (const segments of ja.readingSegments(name))
    for (let start = 0; start < segments.length; start++) {
      let stretch = '';
      for (const segment of segments.slice(start)) {
        stretch += segment;
        const length = [...stretch].length;
        if (length > MAX_READING_PIECE) break;
        if (length >= 2 && HIRAGANA_WORD.test(stretch)) stretches.add(stretch);
      }
    }
  return [...stretches].filter((stretch) => !katakanaWords.some((word) => word !== stretch && word.includes(stretch))).map(wordPieceToken);
};

/** The filter token (readingPieces) of a stretch a name's reading holds only inside another word's (炙り: mid:ぶり). */
export const midWordToken = (stretch: string) => `mid:${stretch}`;

/**
 * The filter token (readingPieces) of a stretch a name's reading holds only running into one kanji's reading and stopping inside
 * it (やわらか肉: やわらかにく, end:かに). A food the vocabulary knows, typed in kana, is no such stretch: a word being typed may be
 * (かつ丼 for かつど), so only a whole food word asks it (round 35).
 */
export const endInWordToken = (stretch: string) => `end:${stretch}`;

/**
 * Where one kanji's reading lies in a segment's (炙り: あぶり, 炙 reading あぶ from 0 to 2), when the segment is that kanji with kana
 * before or after it only; null otherwise (焼鮭, 唐揚げ: each kanji's part of the reading is not known).
 */
const oneKanjiReadingIn = (surface: string, reading: string): { from: number; to: number } | null => {
  const match = /^([^\p{Script=Han}]*)(\p{Script=Han})([^\p{Script=Han}]*)$/u.exec(surface);
  if (!match) return null;
  const [, before, , after] = match as unknown as [string, string, string, string];
  const kana = [...reading];
  const to = kana.length - [...after].length;
  if (!reading.startsWith(before) || !reading.endsWith(after) || to - [...before].length < 2) return null;
  return { from: [...before].length, to };
};

/**
 * Where the last kanji's reading lies in a segment of several kanji (果肉: かにく, 肉 reading にく from 1 to 3), when the segment's
 * reading ends with that kanji's own reading alone (and any kana written after it); null otherwise (焼鮭: やきじゃけ, 鮭 alone さけ).
 * The kanji before it read the rest, whichever reads which (round 36).
 */
const lastKanjiReadingIn = (ja: JaNormalizer, surface: string, reading: string): { from: number; to: number } | null => {
  const match = /^\p{Script=Han}+(\p{Script=Han})([^\p{Script=Han}]*)$/u.exec(surface);
  if (!match || [...surface].length < 2) return null;
  const [, last, after] = match as unknown as [string, string, string];
  const own = ja.reading(last);
  const kana = [...reading];
  const to = kana.length - [...after].length;
  const from = to - [...own].length;
  if (!HIRAGANA_WORD.test(own) || [...own].length < 2 || from < 1 || !reading.endsWith(own + after)) return null;
  return { from, to };
};

/**
 * The mid-word tokens (midWordToken) of a name: each stretch of 2–MAX_READING_PIECE kana of a word's reading that begins inside one
 * kanji's reading (炙り: あぶり, ぶり begins inside 炙's あぶ), unless the name holds it elsewhere otherwise. A food's kana is no word
 * there: 鰤 listed the 炙り rows after ぶり大根 (round 34).
 */
export const midWordPiecesOf = (ja: JaNormalizer, name: string): string[] => {
  const mid = new Set<string>();
  const elsewhere = new Set<string>();
  // Round 35: the stretches that begin before one kanji's reading and stop inside it, and those that do neither.
  const endIn = new Set<string>();
  const plain = new Set<string>();
  for (const segments of ja.surfaceSegments(name)) {
    const kana = [...segments.map((segment) => segment.reading).join('')];
    // The kanji whose reading each position of the word's reading lies strictly inside, by where that reading begins.
    const insideFrom = new Map<number, number>();
    let at = 0;
    for (const { surface, reading } of segments) {
      // A stretch stopping inside the last kanji's reading of a word of kanji is no word either (果肉: かにく, かに; round 36).
      const kanji = oneKanjiReadingIn(surface, reading) ?? lastKanjiReadingIn(ja, surface, reading);
      if (kanji) for (let inside = at + kanji.from + 1; inside < at + kanji.to; inside++) insideFrom.set(inside, at + kanji.from);
      at += [...reading].length;
    }
    at = 0;
    for (const { surface, reading } of segments) {
      const length = [...reading].length;
      const kanji = oneKanjiReadingIn(surface, reading);
      for (let start = at; start < at + length; start++)
        for (let stop = start + 2; stop <= Math.min(kana.length, start + MAX_READING_PIECE); stop++) {
          const stretch = kana.slice(start, stop).join('');
          const inside = !!kanji && start > at + kanji.from && start < at + kanji.to;
          (inside ? mid : elsewhere).add(stretch);
          const from = insideFrom.get(stop);
          if (from !== undefined && start < from) endIn.add(stretch);
          else if (!inside) plain.add(stretch);
        }
      at += length;
    }
  }
  return [
    ...[...mid].filter((stretch) => HIRAGANA_WORD.test(stretch) && !elsewhere.has(stretch)).map(midWordToken),
    ...[...endIn].filter((stretch) => HIRAGANA_WORD.test(stretch) && !plain.has(stretch)).map(endInWordToken),
  ];
};

/** The clauses, each leaving out also the names whose readingPieces hold one of `pieces` (TextClause.notReadingPieces). */
export const excludingPieces = (clauses: TextClause[], pieces: readonly string[]): TextClause[] => {
  if (!pieces.length) return clauses;
  // One list for every clause that had none (most do): a term's dozens of clauses need not each copy it.
  const shared = [...pieces];
  return clauses.map((clause) => ({
    ...clause,
    notReadingPieces: clause.notReadingPieces ? [...clause.notReadingPieces, ...shared] : shared,
  }));
};

/** The filter tokens of a name (index side) and a term's clauses leaving out the names holding them (query side). */
export function createPieceFilters(
  ja: JaNormalizer,
  { foodWordEnding, readingOf }: { foodWordEnding: (word: string) => string | null } & Pick<ReadingClauses, 'readingOf'>,
) {
  /**
   * A name's words before 用, 使用 or 不使用 say what the item is for, made with or made without
   * (ふりかけ 1袋（お弁当用）, 5種のチーズ使用, 牛乳 砂糖不使用), not what it is: each stretch of 2–6 kana
   * ending there, by reading and by romaji, is a filter token `use:<stretch>` (readingPieces, never
   * scored), unless the rest of the name holds it too (5種のチーズ使用 チーズグラタン is a チーズ dish).
   */
  const useNoteTokensOf = (name: string): string[] => {
    const text = name.normalize('NFKC');
    const tokens = new Set<string>();
    for (const match of text.matchAll(USE_NOTE)) {
      // The kana run that ends there (７プレミアムトッピング用: とっぴんぐ).
      const reading = /[\u3041-\u309fー]*$/u.exec(readingOf(match[1]!))![0];
      const rest = readingOf(text.replace(match[0], ' '));
      const kana = [...reading];
      for (let length = 2; length <= Math.min(MAX_READING_PIECE, kana.length); length++) {
        const stretch = kana.slice(-length).join('');
        if (SMALL_KANA.test(kana[kana.length - length]!) || rest.includes(stretch)) continue;
        tokens.add(useNoteToken(stretch));
        tokens.add(useNoteToken(ja.romaji(stretch).replace(/ /g, '')));
      }
    }
    return [...tokens];
  };

  /**
   * The filter tokens `loose:<stretch>` of the whole-sound stretches (readingPieces) of each kana run of the name's
   * loose keys: a katakana term's loose key is met only in one of them (adjacent), as its reading is in one piece of
   * the name's reading. The loose keys drop ー and ッ, so their bigrams met across them: プリン's ぷり and りん in
   * たっぷりグリーンサラダ (たぷりぐりんさらだ). Apart from the reading's pieces, which a small kana typed big would loosen
   * (すし of ミルクムースシュー's むすしゆ).
   */
  const loosePiecesOf = (name: string): string[] => [
    ...new Set(readingPieces(ja.loose(name).flatMap((key) => (key.match(KANA_RUN) ?? []).map((run) => [run]))).map(loosePieceToken)),
  ];

  /**
   * A long-vowel mark (ー) lengthens the sound before it and never begins a word, yet folded to its vowel it reads as
   * one (モーニング: もうにんぐ), and kuromoji, reading a loanword it does not know as hiragana words, may start a piece
   * there (も|うに|ん|ぐ): うに listed モーニング トースト first. Each stretch of 2–6 kana of a kana run starting at a ー,
   * by reading and by romaji, is a filter token `long:<stretch>` (readingPieces, never scored), unless the rest of
   * the text holds it too; the word starts and pieces themselves stay, as compounds need them (ダブルチーズバーガー).
   * A stretch runs on past the kana run into the reading of the rest of its word (ラー油: らあゆ, long:あゆ), as no word
   * begins at the ー there either: あゆ listed 【関東】隠し味にラー油をかけて 四川風麻婆焼そば.
   */
  const longVowelTokensOf = (text: string): string[] => {
    const normalized = text.normalize('NFKC');
    const runs = [...normalized.matchAll(KANA_RUN_WITH_LONG_VOWEL)]
      .map((match) => ({
        run: [...match[0]],
        folded: [...ja.normalize(match[0])],
        tail: readingAfterRun(match[0], normalized.slice(match.index + match[0].length)),
      }))
      .filter(({ run, folded }) => run.length === folded.length);
    const rest = readingOf(text.normalize('NFKC').replace(KANA_RUN_WITH_LONG_VOWEL, ' '));
    // A stretch the text also holds elsewhere: outside those runs, or inside one from a kana that is no ー.
    const heldElsewhere = (stretch: string) =>
      rest.includes(stretch) ||
      runs.some(({ run, folded }) =>
        run.some((char, at) => char !== 'ー' && folded.slice(at, at + [...stretch].length).join('') === stretch),
      );
    const tokens = new Set<string>();
    for (const { run, folded, tail } of runs)
      for (const [at, char] of run.entries()) {
        if (char !== 'ー') continue;
        const onward = [...folded.slice(at), ...tail];
        for (let length = 2; length <= Math.min(MAX_READING_PIECE, onward.length); length++) {
          const stretch = onward.slice(0, length).join('');
          if (heldElsewhere(stretch)) continue;
          tokens.add(longVowelToken(stretch));
          tokens.add(longVowelToken(ja.romaji(stretch).replace(/ /g, '')));
        }
      }
    return [...tokens];
  };

  /**
   * The reading of what follows a kana run within its word (ラー油: ゆ), read with the run so a kanji reads as it does
   * there (油 alone reads あぶら); none where the word ends at the run or the two read apart otherwise.
   */
  const readingAfterRun = (run: string, after: string): string[] => {
    const rest = WORD_REST.exec(after)?.[0];
    if (!rest) return [];
    const head = readingOf(run);
    const whole = readingOf(run + rest);
    return whole.startsWith(head) && HIRAGANA_WORD.test(whole.slice(head.length)) ? [...whole.slice(head.length)] : [];
  };

  /**
   * A term is not met in a name only where the name says what it is for or made with (useNoteTokensOf): 弁当 is no
   * ふりかけ（お弁当用）. Nor is a compound whose dish word (the food word it ends with) the name holds only so:
   * からあげ弁当 is no 冷凍から揚げ（お弁当用）, a side for a bento. Nor is a term met only from a long-vowel mark on
   * (longVowelTokensOf): うに is no モーニング.
   */
  const withoutNotedPieces = (clauses: TextClause[], word: string): TextClause[] => {
    const pieceForms = (forms: string[]) =>
      forms.filter((form) => form.length >= 2 && (LATIN.test(form) || (HIRAGANA_WORD.test(form) && [...form].length <= MAX_READING_PIECE)));
    const dish = LATIN.test(word) ? null : foodWordEnding(word);
    const own = pieceForms(LATIN.test(word) ? ja.romajiQueryTokens(word) : [readingOf(word)]);
    const uses = [...own, ...pieceForms(dish ? [readingOf(dish)] : [])];
    return excludingPieces(clauses, [...uses.map(useNoteToken), ...own.map(longVowelToken)]);
  };
  return { useNoteTokensOf, loosePiecesOf, longVowelTokensOf, withoutNotedPieces };
}

/** What createPieceFilters gives the analyzer. */
export type PieceFilters = ReturnType<typeof createPieceFilters>;
