/*
 * A katakana name clipped the way Japanese shortens a compound: the head of each of its words, glued (サラダチキン → サラチキ,
 * アメリカンドッグ → アメドッグ, コーンポタージュ → コンポタ, フレンチトースト → フレトー). No name writes the clipped form, so the names
 * q matches answer nothing; the catalog's own katakana compounds are read once, each cut into its words, and every clipped
 * form of each is kept, to be looked up per query (docs/catalog-search.md, round 49).
 */

/** A run of katakana in a name (NFKC, so half-width is full-width): a loanword or a compound of them. */
const KATAKANA_RUN = /[ァ-ヺー]+/gu;
const KATAKANA_WORD = /^[ァ-ヺー]+$/u;
/** No word begins with a small kana, ッ, ン or ー. */
const NO_WORD_START = /^[ァィゥェォャュョヮッンー]/u;
/** Written or not in a clipped form (コーン → コン of コンポタ, ドッグ → ドグ): folded out of keys and queries alike. */
const DROPPED_IN_CLIPS = /[ーッ]/gu;
const SMALL_KANA = /[ァィゥェォャュョヮ]/u;
/** A compound of more words than this is a menu's full title, not a name anyone clips. */
const MAX_PARTS = 3;
/** A shorter clip (two morae) is a stretch of too many other words. */
const MIN_CLIP_MORAE = 3;
/** The first word keeps at least this many morae (サラ, アメ, ポテ): one is no head anyone reads. */
const MIN_HEAD_MORAE = 2;

/** Whether two words are one edit apart (a kana replaced, added or left out): ﾄﾘｱ is ドリア misspelt, not a clip. */
function oneEditApart(a: string, b: string): boolean {
  if (Math.abs(a.length - b.length) > 1 || a === b) return false;
  let [from, toA, toB] = [0, a.length, b.length];
  while (from < toA && from < toB && a[from] === b[from]) from++;
  while (toA > from && toB > from && a[toA - 1] === b[toB - 1]) {
    toA--;
    toB--;
  }
  return toA - from <= 1 && toB - from <= 1;
}

/** The morae of a folded katakana word: each kana with the small kana after it (ファ, ミ). */
function moraeOf(word: string): string[] {
  const morae: string[] = [];
  for (const char of word) {
    if (SMALL_KANA.test(char) && morae.length) morae[morae.length - 1] += char;
    else morae.push(char);
  }
  return morae;
}

const fold = (word: string) => word.replace(DROPPED_IN_CLIPS, '');

/** The katakana words of the catalog's names: each run written alone, a short one only where it recurs (ハム, カツ, パン). */
function knownWords(runs: Map<string, number>): Set<string> {
  return new Set([...runs].filter(([word, count]) => !NO_WORD_START.test(word) && (word.length >= 3 || count >= 2)).map(([word]) => word));
}

/**
 * Where a run may be cut into words: after a known word it begins with, or before one it ends with (アメリカン|ドッグ: ドッグ
 * ends ホットドッグ too, whose ホット is a word), and between the words found so, recursively. A cut leaves two kana or more on
 * each side and begins a word (no small kana, ッ, ン or ー after it).
 */
function cutsOf(run: string, words: Set<string>): number[] {
  const cuts = new Set<number>();
  const canCut = (at: number) => at >= 2 && run.length - at >= 2 && !NO_WORD_START.test(run.slice(at));
  for (let at = 2; at <= run.length - 2; at++) {
    if (!canCut(at)) continue;
    let wordBefore = false;
    for (let from = 0; from <= at - 2 && !wordBefore; from++) wordBefore = words.has(run.slice(from, at)) && (from === 0 || canCut(from));
    let wordAfter = false;
    for (let to = at + 2; to <= run.length && !wordAfter; to++)
      wordAfter = words.has(run.slice(at, to)) && (to === run.length || canCut(to));
    if (wordBefore || wordAfter) cuts.add(at);
  }
  return [...cuts].sort((a, b) => a - b);
}

/** The compound's ways of being cut into 2 to MAX_PARTS words at the cuts found. */
function partitions(run: string, cuts: number[]): string[][] {
  const found: string[][] = [];
  const walk = (from: number, rest: number[], parts: string[]) =>
    rest.forEach((cut, at) => {
      const withCut = [...parts, run.slice(from, cut)];
      found.push([...withCut, run.slice(cut)]);
      if (withCut.length + 1 < MAX_PARTS) walk(cut, rest.slice(at + 1), withCut);
    });
  walk(0, cuts, []);
  return found;
}

/** Every clipped form of a compound so cut: a head of each word in order, the first of two morae or more, some word cut short. */
function clipsOf(parts: string[]): string[] {
  // Morae as said (チー of チーズ is two), the clip compared folded (チーバー: チバ).
  const morae = parts.map(moraeOf);
  if (morae.some((word) => word.length === 0)) return [];
  let heads: { text: string; morae: number; cut: boolean }[] = [{ text: '', morae: 0, cut: false }];
  morae.forEach((word, at) => {
    const next: typeof heads = [];
    for (const head of heads)
      for (let kept = at === 0 ? MIN_HEAD_MORAE : 1; kept <= word.length; kept++)
        next.push({ text: head.text + fold(word.slice(0, kept).join('')), morae: head.morae + kept, cut: head.cut || kept < word.length });
    heads = next;
  });
  return heads.filter((head) => head.cut && head.morae >= MIN_CLIP_MORAE).map((head) => head.text);
}

export interface ClippedNames {
  /**
   * The catalog's compounds a katakana word is a clipped form of (サラチキ: サラダチキン), the compound of the fewest words first,
   * then the shortest (サラダチキン before サラダチキンバー, which its names meet anyway), then the one of the most names; empty for a word no compound clips to, or one written otherwise than in katakana.
   */
  compoundsClippedTo(word: string): string[];
  /** How many of the names' katakana compounds have a clipped form, and how many forms there are (for the docs' figures). */
  readonly reach: { runs: number; compounds: number; clips: number };
}

/** Reads the names once (an index's active names): each katakana run, cut into words, and the clipped forms of each. */
export function readClippedNames(names: Iterable<string>): ClippedNames {
  const runs = new Map<string, number>();
  for (const name of names)
    for (const run of name.normalize('NFKC').match(KATAKANA_RUN) ?? []) if (run.length >= 2) runs.set(run, (runs.get(run) ?? 0) + 1);
  const known = knownWords(runs);
  // A word that ends or begins a run after or before a known word (ドッグ of ホットドッグ) is a word too, and so one met
  // beside such a word (two rounds: ホット beside コーヒー, then ドッグ beside ホット).
  let words = known;
  for (let round = 0; round < 2; round++) {
    const found = new Set(words);
    for (const run of runs.keys())
      for (let at = 2; at <= run.length - 2; at++) {
        const [before, after] = [run.slice(0, at), run.slice(at)];
        if (words.has(before) && after.length >= 3 && !NO_WORD_START.test(after)) found.add(after);
        if (words.has(after) && before.length >= 3) found.add(before);
      }
    words = found;
  }
  /** Each clipped form's compounds: how many words it was cut into (fewest kept), and how many names write it. */
  const byClip = new Map<string, Map<string, { parts: number; names: number }>>();
  let compounds = 0;
  for (const [run, count] of runs) {
    if (run.length < 4 || NO_WORD_START.test(run)) continue;
    const clips = new Map<string, number>();
    for (const parts of partitions(run, cutsOf(run, words)))
      for (const clip of clipsOf(parts)) if (clip !== fold(run)) clips.set(clip, Math.min(clips.get(clip) ?? MAX_PARTS, parts.length));
    if (clips.size) compounds++;
    for (const [clip, parts] of clips) {
      const of = byClip.get(clip) ?? new Map<string, { parts: number; names: number }>();
      of.set(run, { parts, names: count });
      byClip.set(clip, of);
    }
  }
  return {
    compoundsClippedTo(word) {
      const typed = word.normalize('NFKC');
      if (!KATAKANA_WORD.test(typed)) return [];
      const of = byClip.get(fold(typed));
      // A word the names write is theirs, not a clip (ポテキャベ, an item's own name).
      if (!of || runs.has(typed) || [...runs.keys()].some((run) => !of.has(run) && oneEditApart(typed, run))) return [];
      return [...of]
        .sort(([runA, a], [runB, b]) => a.parts - b.parts || runA.length - runB.length || b.names - a.names)
        .map(([run]) => run)
        .filter((run) => run !== typed);
    },
    reach: { runs: runs.size, compounds, clips: byClip.size },
  };
}
