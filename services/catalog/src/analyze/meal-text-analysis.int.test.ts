import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AnalyzeTextEstimate, CatalogApi } from '@shokuji/contracts';
import { startCatalogService, type CatalogServiceHandle } from '../index';

/**
 * POST /analyze-text's wiring of chain products (docs/analyze-text.md → Chain products) on the bundled catalog, in this
 * process: what the catalog's products make of the engine's items.
 */
let service: CatalogServiceHandle;
let api: CatalogApi;
/**
 * The analysed catalog every test process shares (test/support/service-process.ts → SHARED_CATALOG_INDEX_DIR;
 * its key names the data and the analyser): analysing it again here, inside jest's vm, took most of a minute.
 */
const SHARED_CATALOG_INDEX_DIR = join(process.env.SHOKUJI_SYSTEM_TMPDIR ?? tmpdir(), 'shokuji-test-catalog-index');
beforeAll(async () => {
  service = await startCatalogService({
    DATA_DIR: mkdtempSync(join(tmpdir(), 'shokuji-meal-text-')),
    CATALOG_INDEX_DIR: SHARED_CATALOG_INDEX_DIR,
    LOG_LEVEL: 'warn',
    NODE_ENV: 'test',
  });
  await service.ready;
  api = service.api;
}, 180_000);
afterAll(async () => {
  await service?.close();
});

const ctx = { requestId: 'meal-text-analysis', now: '2026-12-06T03:00:00.000Z', userId: 'meal-text-analysis' };
const analyze = (text: string): Promise<AnalyzeTextEstimate> => api.analyzeText(ctx, { text, locale: 'ja' });
const products = (result: AnalyzeTextEstimate) => result.components.map((component) => component.nameJa);

describe('a flavour written apart after a chain product', () => {
  it('is the chain’s product of that flavour (ローソン からあげクン チーズ: 北海道チーズ, no slice of cheese)', async () => {
    const result = await analyze('ローソン からあげクン チーズ');
    expect(products(result)).toEqual(['からあげクン 北海道チーズ（ローソン）']);
    expect(result.unknownWords).toEqual([]);
    expect(products(await analyze('ローソン からあげクン レモン'))).toEqual(['からあげクン さわやかレモン味（ローソン）']);
  });

  it('keeps a food the chain sells as a product of its own an item of its own (からあげクン コーラ)', async () => {
    expect(products(await analyze('ローソン からあげクン コーラ'))).toEqual([
      'からあげクン レギュラー（ローソン）',
      'コーラ M（ローソン）',
    ]);
  });

  it('keeps foods written apart by a separator apart (からあげクン、チーズ)', async () => {
    const result = await analyze('ローソン からあげクン、チーズ');
    expect(result.components.map((component) => component.foodNumber ?? component.nameJa)).toEqual([
      'からあげクン レギュラー（ローソン）',
      '13040',
    ]);
  });
});

describe('a product whose chain publishes its kcal only', () => {
  it('takes the macros of the kind of food its name is, scaled to its kcal (サイゼ 小エビのサラダ)', async () => {
    const [salad] = (await analyze('サイゼ 小エビのサラダ')).components;
    expect(salad!.cal).toBe(192);
    expect(salad!.protein).toBeGreaterThan(10);
    expect(salad!.fat + salad!.carbs).toBeGreaterThan(0);
    // The engine's salad with shrimp, in its proportions.
    expect(4 * salad!.protein + 9 * salad!.fat + 4 * salad!.carbs).toBeGreaterThan(150);
    const [chicken] = (await analyze('サイゼリヤ 辛味チキン')).components;
    expect(chicken!.protein).toBeGreaterThan(20);
  });

  it('keeps 0 g where the name’s kind is a word the engine does not read (ポップコーンシュリンプ: no popcorn)', async () => {
    const [shrimp] = (await analyze('サイゼ ポップコーンシュリンプ')).components;
    expect([shrimp!.cal, shrimp!.protein, shrimp!.fat, shrimp!.carbs]).toEqual([234, 0, 0, 0]);
  });

  it('takes the kind its menu category names where its name tells none (ペンネアラビアータ under パスタ)', async () => {
    const [penne] = (await analyze('サイゼ ペンネアラビアータ')).components;
    expect(penne!.cal).toBe(444);
    // The engine's pasta (dry pasta in tomato sauce), in its proportions: mostly carbs.
    expect(penne!.carbs).toBeGreaterThan(60);
    expect(penne!.protein).toBeGreaterThan(10);
  });

  it('is the product the words name with a note in brackets where no name is the words (ペンネアラビアータ（全粒粉）)', async () => {
    // The engine reads ペンネアラビアータ as a dish of its own, so only a product the words name stands in for it.
    expect(products(await analyze('サイゼ ペンネアラビアータ'))).toEqual(['ペンネアラビアータ（全粒粉）（サイゼリヤ）']);
  });

  it('keeps 0 g where the category’s serving is far from the product’s kcal or names several kinds', async () => {
    // スープ is a 21 kcal consommé; たまねぎのズッパ is 228 kcal.
    const [zuppa] = (await analyze('サイゼ たまねぎのズッパ')).components;
    expect([zuppa!.protein, zuppa!.fat, zuppa!.carbs]).toEqual([0, 0, 0]);
    // ライス・パン is rice or bread.
    const [bread] = (await analyze('サイゼ ミニフィセル')).components;
    expect([bread!.protein, bread!.fat, bread!.carbs]).toEqual([0, 0, 0]);
  });

  it('says in the name that the macros kept at 0 g are not published, not measured (round 34)', async () => {
    const [bread] = (await analyze('サイゼ ミニフィセル')).components;
    expect(bread!.nameJa).toMatch(/（たんぱく質・脂質・炭水化物は非公表）$/u);
    expect(bread!.nameEn).toMatch(/\(protein, fat and carbs not published\)$/u);
    const [salad] = (await analyze('サイゼ 小エビのサラダ')).components;
    expect(salad!.nameJa).not.toMatch(/非公表/u);
  });
});

describe('a fast-food set at a chain (round 36)', () => {
  it('is the chain’s own nuggets, fries M and drink M where the catalog sells them (マック ナゲットセット)', async () => {
    const result = await analyze('マック ナゲットセット');
    expect(products(result)).toEqual(['チキンナゲット 5ピース M（マクドナルド）', 'ポテト M（マクドナルド）', 'コーラ M（マクドナルド）']);
    expect(result.components.every((component) => component.grams === null)).toBe(true);
  });

  it('takes the chain’s fries and drink beside a product the words name, and the drink written (ビッグマックセット コーラL)', async () => {
    expect(products(await analyze('ビッグマックセット'))).toEqual([
      'ビッグマック（マクドナルド）',
      'ポテト M（マクドナルド）',
      'コーラ M（マクドナルド）',
    ]);
    expect(products(await analyze('マック てりやきバーガーセット コーラL'))).toEqual([
      'てりやきバーガー（マクドナルド）',
      'コーラ L（マクドナルド）',
      'ポテト M（マクドナルド）',
    ]);
  });

  it('counts the pieces written in the chain’s packs (マック チキンナゲット 10ピース: two packs of five)', async () => {
    expect(products(await analyze('マック チキンナゲット 10ピース'))).toEqual(['チキンナゲット 5ピース M（マクドナルド）×2']);
  });

  it('keeps the engine’s fries and drink where no chain is named (ナゲットセット)', async () => {
    const result = await analyze('ナゲットセット');
    expect(result.components.map((component) => component.foodNumber)).toEqual(['11292', '02020', '16053']);
  });

  it('is the chain’s nuggets outside a set too, at a burger chain (マック ナゲット; round 37)', async () => {
    expect(products(await analyze('マック ナゲット'))).toEqual(['チキンナゲット 5ピース M（マクドナルド）']);
    // A convenience store's shelf: the words alone name a product (ローソン チーズ is no 6Pチーズ).
    expect((await analyze('ローソン チーズ')).components.map((component) => component.foodNumber ?? component.nameJa)).toEqual(['13040']);
  });
});

describe('an item at a café (round 39)', () => {
  it('is the café’s product of the food’s other name (スタバでラテ: its カフェラテ M)', async () => {
    expect(products(await analyze('スタバでラテ'))).toEqual(['カフェラテ M（スターバックス コーヒー）']);
    expect(products(await analyze('タリーズ ラテ'))).toEqual(['カフェラテ M（タリーズコーヒー）']);
  });

  it('is never the iced drink where the words do not say iced (スタバ コーヒー), and a convenience store’s words still decide', async () => {
    expect(products(await analyze('スタバ コーヒー'))).not.toContain('アイスコーヒー M（スターバックス コーヒー）');
    expect(products(await analyze('スタバ アイスコーヒー'))).toEqual(['アイスコーヒー M（スターバックス コーヒー）']);
    expect((await analyze('ローソン チーズ')).components.map((component) => component.foodNumber ?? component.nameJa)).toEqual(['13040']);
  });
});

describe('a product whose chain publishes its kcal only (round 36)', () => {
  it('is found by its name with a word glued inside it, and is of its category’s kind where the name is read in part', async () => {
    const [pasta] = (await analyze('サイゼ イカの墨入りセピアソース')).components;
    expect(pasta!.nameJa).toBe('イカの墨入りセピアソース（サイゼリヤ）');
    expect(pasta!.cal).toBe(603);
    // A pasta, mostly carbs: not the squid its first word names.
    expect(pasta!.carbs).toBeGreaterThan(pasta!.protein * 2);
  });

  it('takes the category’s kind where its serving is nearer the published kcal than the name’s (小エビのタラコソース: a pasta)', async () => {
    const [pasta] = (await analyze('サイゼ 小エビのタラコソース')).components;
    expect(pasta!.carbs).toBeGreaterThan(pasta!.protein * 2);
    // A salad stays the shrimp salad its name reads (its category's salad is far from its kcal).
    const [salad] = (await analyze('サイゼ 小エビのサラダ')).components;
    expect(salad!.protein).toBeGreaterThan(10);
  });

  it('takes the kind its brackets name where neither its name nor its category tells one (アロスティチーニ（ラムの串焼き）)', async () => {
    const [lamb] = (await analyze('サイゼ アロスティチーニ')).components;
    expect(lamb!.nameJa).not.toMatch(/非公表/u);
    expect(lamb!.protein).toBeGreaterThan(5);
    expect(lamb!.fat).toBeGreaterThan(5);
    const [chorizo] = (await analyze('サイゼ チョリソー')).components;
    expect(chorizo!.fat).toBeGreaterThan(20);
  });
});

describe('an item written in English at a chain (round 36)', () => {
  it('is the chain’s product of the food’s Japanese name (chicken nuggets and a coke at McDonald’s)', async () => {
    expect(products(await analyze("I had chicken nuggets and a coke at McDonald's"))).toEqual([
      'チキンナゲット 5ピース M（マクドナルド）',
      'コーラ M（マクドナルド）',
    ]);
  });
});

describe('a product sold under a mark of its sale (round 38)', () => {
  it('is the product its name names without the mark, where no name is the words (モス ナゲット: its M is its reissue)', async () => {
    expect(products(await analyze('モス ナゲット'))).toEqual(['チキンナゲット 5ピース（復刻） M（モスバーガー）']);
    // A bowl a ramen chain sells only for a limited time.
    expect(products(await analyze('一蘭 担々麺'))).toEqual(['期間限定 担々麺（一蘭）']);
  });

  it('keeps the product without the mark where the chain sells one (マック ナゲット)', async () => {
    expect(products(await analyze('マック ナゲット'))).toEqual(['チキンナゲット 5ピース M（マクドナルド）']);
  });
});

describe('an item at a chain that the chain’s products do not name (round 38)', () => {
  it('says in its catalog match that a size the catalog does not list is a generic serving (すき家 牛丼 中盛, マック ポテトL)', async () => {
    const bowl = await analyze('すき家 牛丼 中盛');
    expect(bowl.items.map((item) => item.name)).toEqual(['牛丼']);
    expect(bowl.catalogMatches.map(({ estimated, note }) => ({ estimated, note }))).toEqual([
      { estimated: true, note: 'すき家の牛丼に「中盛」のサイズは商品一覧にないため、一般的な量で推定' },
    ]);
    const fries = await api.analyzeText(ctx, { text: 'マック ポテトL', locale: 'en' });
    expect(fries.catalogMatches[0]!.note).toBe('マクドナルド lists no L size of ポテト: estimated as a generic serving');
  });

  it('says nothing where it is not known why (a food eaten elsewhere, a product the lookup did not name)', async () => {
    const result = await analyze('マックでビッグマック、家でご飯');
    expect(result.items.map((item) => item.name)).toEqual(['ビッグマック（マクドナルド）', 'ご飯']);
    expect(result.catalogMatches.map((match) => match.note)).toEqual(result.catalogMatches.map(() => undefined));
  });
});

describe('a product the catalog does not list, written beside one it does (round 43)', () => {
  it('is the chain’s kind of food at a lower confidence, not dropped (ミスド フレンチクルーラー エンゼルフレンチ)', async () => {
    const result = await analyze('ミスド フレンチクルーラー エンゼルフレンチ');
    expect(result.components[0]!.nameJa).toBe('フレンチクルーラー（ミスタードーナツ）');
    // The engine's doughnut (MEXT's ドーナツ) stands in for エンゼルフレンチ.
    expect(result.components.slice(1).map((component) => component.foodNumber)).toEqual(['15077']);
    expect(result.items.map((item) => item.name)).toEqual(['フレンチクルーラー（ミスタードーナツ）、ドーナツ（エンゼルフレンチ）']);
    expect(result.items[0]!.confidence).toBeGreaterThan(0.5);
    expect(result.items[0]!.confidence).toBeLessThan(0.95);
    expect(result.cal).toBeGreaterThan((await analyze('ミスド フレンチクルーラー')).cal);
  });

  it('takes the count written after it (ミスド フレンチクルーラー エンゼルフレンチ 2個: two doughnuts beside one cruller)', async () => {
    const one = await analyze('ミスド フレンチクルーラー エンゼルフレンチ');
    const two = await analyze('ミスド フレンチクルーラー エンゼルフレンチ 2個');
    expect(two.components[0]!.cal).toBe(one.components[0]!.cal);
    expect(two.components[1]!.grams).toBe(one.components[1]!.grams! * 2);
  });

  it('keeps a flavour of a product one product (ミスド ポンデリング ストロベリー)', async () => {
    const result = await analyze('ミスド ポンデリング ストロベリー');
    expect(result.components.every((component) => component.foodNumber === null)).toBe(true);
  });
});

describe('the size of a fast-food set (round 43)', () => {
  it('is its drink’s and fries’ size, not its main’s (マック ビッグマックセット L: the chain’s コーラ L)', async () => {
    const result = await analyze('マック ビッグマックセット L');
    expect(products(result)).toContain('ビッグマック（マクドナルド）');
    expect(products(result)).toContain('コーラ L（マクドナルド）');
    expect(products(result)).not.toContain('ポテト M（マクドナルド）');
  });
});
