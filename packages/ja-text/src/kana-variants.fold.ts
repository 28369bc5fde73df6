import { readTsvRows } from './data-files.load';

/**
 * Loanword spelling variants and small-kana slips (data/kana_variants.tsv, sources in
 * data/SOURCES.md). Two folds are built from the table:
 * - foldLoanwordKana: the `loanword` pairs only (ヴァ → バ, ティ → チ, ディ → ジ…), applied to a
 *   reading before it is romanized, so vanira = banira and tiramisu meets ティラミス;
 * - looseKana: keys in which the ways a loanword is written, and small kana typed big, agree:
 *   the loanword pairs, ッ dropped (促音 written or not), つ dropped between kana before a
 *   consonant (ッ typed big: ホツトドツグ), small kana as big, long vowels dropped (ー written or
 *   not; after NFKC folding ー is spelled as its vowel). スパゲッティ, スパゲティ, スパゲッテイ and
 *   スパゲテイ all give すぱげち.
 * Input is folded text (hiragana, normalizeText); anything but kana passes through.
 */
interface VariantPair {
  from: string;
  to: string;
  kind: 'loanword' | 'usage' | 'size';
}

const pairs: VariantPair[] = readTsvRows('kana_variants.tsv').map((row) => ({
  from: row.from ?? '',
  to: row.to ?? '',
  kind: row.kind === 'size' || row.kind === 'usage' ? row.kind : 'loanword',
}));

/** One regex of the pairs of a kind, longest first, so ゔぁ wins over ゔ. */
function replacer(kinds: VariantPair['kind'][]): (text: string) => string {
  const chosen = pairs.filter((pair) => kinds.includes(pair.kind) && pair.from);
  const to = new Map(chosen.map((pair) => [pair.from, pair.to]));
  const pattern = new RegExp(
    chosen
      .map((pair) => pair.from)
      .sort((a, b) => b.length - a.length)
      .join('|'),
    'gu',
  );
  return (text) => text.replace(pattern, (match) => to.get(match) ?? match);
}

const foldLoanwordPairs = replacer(['loanword']);
/** Settled usages (ファ → ハ: フォーク/ホーク) fold in the loose keys only: romaji keeps fa, which "famima" is typed with. */
const foldUsagePairs = replacer(['usage']);
const foldSmallKana = replacer(['size']);

/** The loanword pairs of the table: ヴァ → バ, ティ → チ, ディ → ジ, ウィ → ウイ… (hiragana in, hiragana out). */
export function foldLoanwordKana(reading: string): string {
  return reading.includes('ゔ') || /[ぁぃぅぇぉゅぢづ]/u.test(reading) ? foldLoanwordPairs(reading) : reading;
}

/** The vowel each hiragana ends in (か → a, the ゅ of しゅ → u, ん → none). */
const VOWEL_OF = new Map<string, string>();
for (const [vowel, row] of Object.entries({
  a: 'あかさたなはまやらわがざだばぱぁゃゎゕ',
  i: 'いきしちにひみりぎじぢびぴゐぃ',
  u: 'うくすつぬふむゆるぐずづぶぷゔぅゅ',
  e: 'えけせてねへめれげぜでべぺゑぇゖ',
  o: 'おこそとのほもよろをごぞどぼぽぉょ',
}))
  for (const kana of row) VOWEL_OF.set(kana, vowel);
/** A vowel kana after these vowels lengthens it: aa, ii, uu, ee, oo, and ou, ei as in readings. */
const LENGTHENS: Record<string, string> = { a: 'a', i: 'i', u: 'u', e: 'ei', o: 'ou' };
const VOWEL_KANA: Record<string, string> = { あ: 'a', い: 'i', う: 'u', え: 'e', お: 'o' };

/** Whether hiragana `kana` after `before` only lengthens its sound (the う of しゅう, the い of せい): no word starts there. */
export function lengthensSound(before: string | undefined, kana: string): boolean {
  const own = VOWEL_KANA[kana];
  const vowel = before === undefined ? undefined : VOWEL_OF.get(before);
  return own !== undefined && vowel !== undefined && LENGTHENS[vowel]!.includes(own);
}

/** Kana whose consonant a 促音 can double (k, s, t, p and, in loanwords, g, z, d, b, h/f). */
const DOUBLABLE = /[かきくけこさしすせそたちつてとぱぴぷぺぽがぎぐげござじずぜぞだぢづでどばびぶべぼはひふへほ]/u;
const KANA = /[\u3041-\u309f]/u;

/**
 * Drops ッ typed big and long vowels from text whose small kana are already big, and writes the
 * ヤ after an イ or エ row kana as ア (外来語の表記, 留意事項その2: ピアノ/ピヤノ, パパイア/パパイヤ).
 */
function dropDoublingsAndLongVowels(text: string): string {
  const chars = [...text.replace(/っ/gu, '')];
  let out = '';
  let kept: string | undefined;
  chars.forEach((typed, i) => {
    let char = typed;
    // ッ typed big: a つ between kana before a consonant that a 促音 doubles (ほつとどつぐ → ほとどぐ).
    if (char === 'つ' && KANA.test(chars[i - 1] ?? '') && DOUBLABLE.test(chars[i + 1] ?? '')) return;
    const vowel = kept === undefined ? undefined : VOWEL_OF.get(kept);
    if (char === 'や' && (vowel === 'i' || vowel === 'e')) char = 'あ';
    if (lengthensSound(kept, char)) return;
    out += char;
    kept = char;
  });
  return out;
}

/**
 * The loose keys of folded text (see above), one or two: the loanword pairs folded before the small
 * kana (ティ → チ, so スパゲティ = スパゲッチ), and, where that differs, the small kana folded first
 * (ティ → テイ, so a ティ typed テイ still meets it). Index and query both take every key.
 */
export function looseKana(text: string): string[] {
  const loanwordFirst = dropDoublingsAndLongVowels(foldSmallKana(foldUsagePairs(foldLoanwordKana(text))));
  const sizeFirst = dropDoublingsAndLongVowels(foldLoanwordKana(foldSmallKana(text)));
  return loanwordFirst === sizeFirst ? [loanwordFirst] : [loanwordFirst, sizeFirst];
}
