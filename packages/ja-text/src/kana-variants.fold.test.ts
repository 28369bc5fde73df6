import { readTsvRows } from './data-files.load';
import { createJaText, type JaText } from './index';

let jaText: JaText;
beforeAll(async () => {
  jaText = await createJaText();
});

const meet = (a: string, b: string) => jaText.loose(a).some((key) => jaText.loose(b).includes(key));

describe('loose keys: a loanword spelled another common way meets its catalog spelling', () => {
  it.each([
    ['スパゲティ', 'スパゲッティ'],
    ['スパゲッティー', 'スパゲティ'],
    ['ヴァニラ', 'バニラ'],
    ['ヴィーガン', 'ビーガン'],
    ['ティラミス', 'チラミス'],
    ['ロイヤルミルクチー', 'ロイヤルミルクティー'],
    ['キャンジー', 'キャンディー'],
    ['ウインナー', 'ウィンナー'],
    ['シーザサラダ', 'シーザーサラダ'],
    ['ハンバグ', 'ハンバーグ'],
    ['ドリプコーヒー', 'ドリップコーヒー'],
    ['ボウル', 'ボール'],
    ['ホーク', 'フォーク'],
    ['パパイア', 'パパイヤ'],
  ])('%s ≡ %s', (typed, catalog) => expect(meet(typed, catalog)).toBe(true));
});

describe('loose keys: a small kana typed big meets the word', () => {
  it.each([
    ['ホツトドツグ', 'ホットドッグ'],
    ['キヤベツ', 'キャベツ'],
    ['シヨコラ', 'ショコラ'],
    ['ジユース', 'ジュース'],
    ['ミルクテイー', 'ミルクティー'],
    ['スパゲッテイ', 'スパゲッティ'],
    ['ﾎﾂﾄﾄﾞﾂｸﾞ', 'ホットドッグ'],
  ])('%s ≡ %s', (typed, catalog) => expect(meet(typed, catalog)).toBe(true));
});

describe('loose keys keep different words apart', () => {
  it.each([
    ['ツナ', 'ナ'],
    ['カツ丼', 'カ丼'],
    ['コーヒー', 'コピー'],
    ['バニラ', 'バナナ'],
    ['チーズ', 'ジーズ'],
  ])('%s ≠ %s', (a, b) => expect(meet(a, b)).toBe(false));
});

/**
 * The fold measured on a source it was not written from: Sudachi's synonym groups mark spelling
 * variants (異表記・表記ゆれ) of one word; the katakana ones should mostly meet their group's
 * representative spelling. Most of the rest are other words (ジェラート/ジェラード: a voicing).
 */
describe("Sudachi's katakana spelling variants", () => {
  it('meet the representative spelling of their group in at least 70 % of the pairs (0.74 measured; NFKC and kana folding alone: 0.07)', () => {
    const rows = readTsvRows('sudachi_food_synonyms.tsv');
    const katakana = /^[\u30a0-\u30ff]+$/u;
    const representative = new Map(
      rows
        .filter((row) => row.notation === '代表表記' && katakana.test(row.surface ?? ''))
        .map((row) => [`${row.group_id}/${row.vocab_no}`, row.surface!]),
    );
    const pairs = rows.flatMap((row) => {
      const base = representative.get(`${row.group_id}/${row.vocab_no}`);
      return row.notation === '異表記・表記ゆれ' && base && katakana.test(row.surface ?? '') ? [[row.surface!, base] as const] : [];
    });
    const met = pairs.filter(([variant, base]) => meet(variant, base));
    expect(pairs.length).toBeGreaterThan(50);
    expect(met.length / pairs.length).toBeGreaterThanOrEqual(0.7);
  });
});
