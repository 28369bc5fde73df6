import { createJaText } from './index';

// Synthetic catalog names shaped like the real ones: chain menu words, sizes, kana, English.
const PARTS = [
  '牛丼',
  '並盛',
  '大盛',
  '直火焼',
  '牛カルビ丼',
  '焼鮭定食',
  '豚汁',
  'からあげクン',
  'ファミチキ',
  'ﾁｰｽﾞﾊﾞｰｶﾞｰ',
  'ホットコーヒー',
  '抹茶ラテ',
  'Chicken',
  'Premium',
  '期間限定',
  'おにぎり',
  '天ぷらそば',
  'ごはん',
  '特製たれ',
  '温玉付',
];
const NAME_COUNT = 27_000;

async function main(): Promise<void> {
  const jaText = await createJaText();
  const names = Array.from({ length: NAME_COUNT }, (_, i) =>
    Array.from({ length: 2 + (i % 5) }, (_, j) => PARTS[(i * 7 + j * 13) % PARTS.length]).join(i % 3 === 0 ? ' ' : ''),
  );
  const started = performance.now();
  let tokenCount = 0;
  for (const name of names) {
    const tokens = jaText.indexTokens(name);
    tokenCount += tokens.surface.length + tokens.reading.length + tokens.romaji.length + tokens.words.length;
  }
  const elapsedMs = performance.now() - started;
  console.log(
    `${NAME_COUNT} names in ${Math.round(elapsedMs)} ms (${Math.round(NAME_COUNT / (elapsedMs / 1000))} names/s), ${Math.round(tokenCount / NAME_COUNT)} tokens per name`,
  );
}

void main();
