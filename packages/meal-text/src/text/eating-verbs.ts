// The verbs of eating and drinking written in hiragana (唐揚げたべました, ビールのんだ), read as their kanji spelling.

/**
 * Each stem in hiragana, the kanji it is written with, and the endings that make it the verb: only before them, so
 * あしたべんとう keeps its べんとう and ご飯のみ (rice only) or しじみのみそ汁 keep their のみ.
 */
const HIRAGANA_STEMS: ReadonlyArray<[stem: string, kanji: string, endings: string]> = [
  ['たべ', '食べ', 'た|て|ま[しすせ]|る|ちゃ|すぎ|過ぎ|きっ|きれ|な[いかく]|ず|られ|よう|かけ'],
  ['のん', '飲ん', 'だ|で|じゃ'],
  ['のみ', '飲み', 'ま[しすせ]|すぎ|過ぎ|きっ|た[いかく]'],
  ['のま', '飲ま', 'な[いかく]|ず'],
];

const HIRAGANA_VERB = new RegExp(HIRAGANA_STEMS.map(([stem, , endings]) => `${stem}(?=${endings})`).join('|'), 'gu');
const KANJI_OF_STEM = new Map(HIRAGANA_STEMS.map(([stem, kanji]) => [stem, kanji]));

/**
 * たべた → 食べた, のんだ → 飲んだ: the filler words, the negations (たべなかった) and the shares (2人でたべた) are
 * spelled in kanji, and a hiragana stem glued after a food was read as no word, or as part of one (唐揚げたべました:
 * 揚げた a cooking word and 唐 unknown, so nothing edible). Each stem keeps its length, so offsets hold.
 */
export function eatingVerbsInKanji(text: string): string {
  return text.replace(HIRAGANA_VERB, (stem) => KANJI_OF_STEM.get(stem)!);
}
