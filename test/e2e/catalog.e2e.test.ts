import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type {
  CatalogItem,
  catalogItemsEndpoint,
  EndpointReply,
  ErrorBody,
  meEndpoint,
  multiSearchEndpoint,
  searchEndpoint,
  shopsEndpoint,
} from '@shokuji/contracts';
import { useGateway, type TestUser } from '../support/api-fixtures';
import { request } from '../support/http-client';
import { REPO_ROOT } from '../support/service-process';

/** API-SPEC.md → Endpoints → Catalog: every GET /search parameter and rule, POST /search, /catalog/items, /shops, images. */
const { gateway, admin } = useGateway({ QUOTA_PREMIUM_PER_HOUR: '100000' }, { healthy: true });
let user: TestUser;

beforeAll(async () => {
  user = await admin.buildUser({ plan: 'premium', lifetime: '24h' });
});

type Item = CatalogItem;
const search = async (params: Record<string, string | number | undefined>) => {
  const pairs = Object.entries(params).flatMap(([key, value]): [string, string][] => (value === undefined ? [] : [[key, String(value)]]));
  return user.call<EndpointReply<typeof searchEndpoint>>('GET', `/search?${new URLSearchParams(pairs)}`);
};
const names = (items: Item[]) => items.map((item) => item.name);
/**
 * Searches q and expects an answer with no fallback whose every item matches `expected`, holding
 * `count` items (some, unless given). The query stands beside each value compared, so a failure names it.
 */
const expectEveryItem = async (q: string, limit: number, expected: Partial<Record<keyof Item, unknown>>, count?: number) => {
  const { items, fallback } = (await search({ q, limit })).body.data;
  expect([q, fallback]).toEqual([q, null]);
  expect([q, count === undefined ? items.length > 0 : items.length]).toEqual([q, count ?? true]);
  for (const item of items) expect([q, item]).toEqual([q, expect.objectContaining(expected)]);
};

describe('GET /search: Japanese matching', () => {
  it.each([
    ['kanji/katakana as written', 'からあげクン'],
    ['all hiragana', 'からあげくん'],
    ['half-width katakana', 'ｶﾗｱｹﾞｸﾝ'],
    ['romaji (Hepburn)', 'karaagekun'],
    ['romaji typed mid-word', 'karaagek'],
  ])('%s: %s finds Lawson’s からあげクン', async (_label, q) => {
    const res = await search({ q, limit: 10 });
    expect(res.status).toBe(200);
    expect(res.body.data.items.some((item) => item.name.startsWith('からあげクン') && item.shopId === 'lawson')).toBe(true);
  });

  it.each([
    ['牛めし', '牛めし'],
    ['ぎゅうめし', '牛めし'],
    ['gyumeshi', '牛めし'],
    ['gyuumeshi', '牛めし'],
  ])('%s finds Matsuya’s %s through the reading', async (q, expected) => {
    const res = await search({ q, shop: 'matsuya', limit: 20 });
    expect(res.status).toBe(200);
    expect(res.body.data.items.some((item) => item.name.includes(expected))).toBe(true);
    expect(res.body.data.items.every((item) => item.shopId === 'matsuya')).toBe(true);
  });

  it('a shop name or alias matches that shop’s items', async () => {
    for (const [q, shopId] of [
      ['ローソン', 'lawson'],
      ['ファミマ', 'familymart'],
      ['サイゼ', 'saizeriya'],
    ] as const) {
      const res = await search({ q, limit: 10 });
      expect(res.body.data.total).toBeGreaterThan(0);
      expect(res.body.data.items.filter((item) => item.shopId === shopId).length).toBeGreaterThanOrEqual(5);
    }
  });

  it("a chain's whole name or its beginning typed alone (ミスタードーナツ, フレッシュネス) lists that chain's items, not others' met by part of it", async () => {
    // ミスタードーナツ listed ローソン's ツイストドーナツ first, フレッシュネス ローソン's コーヒーフレッシュ: a long term tolerates a typo.
    for (const [q, shopId] of [
      ['ミスタードーナツ', 'mister-donut'],
      ['フレッシュネス', 'freshness-burger'],
      ['ファミリーマート', 'familymart'],
    ] as const) {
      const { items } = (await search({ q, limit: 10 })).body.data;
      expect([q, items.length, items.filter((item) => item.shopId !== shopId).map((item) => item.name)]).toEqual([q, 10, []]);
    }
  });

  it('English names match', async () => {
    const res = await search({ q: 'shrimp salad', limit: 5 });
    expect(names(res.body.data.items)).toContain('小エビのサラダ');
  });

  it('-word excludes', async () => {
    const all = await search({ q: 'からあげクン', shop: 'lawson', limit: 50 });
    expect(names(all.body.data.items).some((name) => name.includes('レッド'))).toBe(true);
    const res = await search({ q: 'からあげクン -レッド', shop: 'lawson', limit: 50 });
    expect(res.body.data.total).toBeGreaterThan(0);
    expect(names(res.body.data.items).some((name) => name.includes('レッド'))).toBe(false);
  });

  it('a word no name contains falls back to related items through ingredients, and says so', async () => {
    // しめじ appears in no item name, only as an ingredient of generic dishes.
    const res = await search({ q: 'しめじ', limit: 5 });
    expect(res.status).toBe(200);
    expect(res.body.data.total).toBeGreaterThan(0);
    expect(res.body.data.fallback).toMatchObject({
      kind: 'semantic',
      message: expect.stringContaining('しめじ'),
      relatedTerms: expect.any(Array),
    });
    const ids = res.body.data.items.map((item) => item.id).join(',');
    const details = await user.call<EndpointReply<typeof catalogItemsEndpoint>>('GET', `/catalog/items?ids=${ids}`);
    for (const item of details.body.data.items) {
      expect(item.components!.some((component) => component.name.includes('しめじ'))).toBe(true);
    }
    expect((await search({ q: 'からあげクン', limit: 1 })).body.data.fallback).toBeNull();
  });

  it('gibberish answers nothing, and says why; a misspelling answers its corrections, and says so', async () => {
    const nonsense = await search({ q: 'xqzjvvk', limit: 5 });
    expect(nonsense.status).toBe(200);
    expect(nonsense.body.data).toMatchObject({ total: 0, items: [], fallback: { kind: 'none', relatedTerms: [] } });
    expect((nonsense.body.data.fallback as { message: string }).message).toContain('xqzjvvk');
    const typo = await search({ q: 'ハンバーカー', limit: 5 });
    expect(typo.body.data.fallback).toMatchObject({ kind: 'typo' });
    expect(names(typo.body.data.items).every((name) => name.includes('ハンバーガー'))).toBe(true);
  });

  it('a word written with long vowels that no name holds is no typo of a name its folded letters happen to be near', async () => {
    // ウインナーコーヒー folds to uinakohi, two letters from kinakomi (a nut snack): the coffee is meant.
    for (const q of ['ウインナーコーヒー', 'ウィンナーコーヒー', 'ｳｲﾝﾅｰｺｰﾋｰ']) {
      const res = await search({ q, limit: 10 });
      expect([q, res.status]).toEqual([q, 200]);
      expect([q, names(res.body.data.items).filter((name) => !name.includes('コーヒー'))]).toEqual([q, []]);
    }
    // A long-vowel typo still finds its word (ｸﾋｲ: kuhi is a letter from kohi).
    const typo = await search({ q: 'ｸﾋｲ', limit: 5 });
    expect(typo.body.data.fallback).toMatchObject({ kind: 'typo' });
    expect(names(typo.body.data.items).every((name) => name.includes('コーヒー'))).toBe(true);
  });

  it('a q of nothing but symbols (%, ・, a lone U+FFFD) is gibberish too, not a search of the whole catalog', async () => {
    for (const q of ['%', '・', '\uFFFD', '%%%']) {
      const res = await search({ q, limit: 5 });
      expect([q, res.status, res.body.data.total]).toEqual([q, 200, 0]);
      expect(res.body.data.fallback).toMatchObject({ kind: 'none', relatedTerms: [] });
    }
  });

  it('a word whose only food word is too short to relate anything (toriki: とり) answers nothing, not the whole catalog', async () => {
    const res = await search({ q: 'toriki', limit: 5 });
    expect([res.body.data.total, res.body.data.fallback?.kind]).toEqual([0, 'none']);
    expect(res.body.data.fallback!.message).toContain('toriki');
  });

  it('a food word in a chain name finds items named with it; the chain name finds the chain', async () => {
    const chicken = await search({ q: 'chicken', limit: 3 });
    expect(names(chicken.body.data.items).every((name) => /チキン|鶏/.test(name))).toBe(true);
    const kfc = await search({ q: 'Kentucky Fried Chicken', limit: 10 });
    expect(kfc.body.data.items.every((item) => item.shopId === 'kfc')).toBe(true);
  });

  it('a chain and a food typed as one word (吉野家の牛丼, マックポテト) find that chain’s food, as with a space between', async () => {
    for (const [joined, spaced, shopId] of [
      ['吉野家の牛丼', '吉野家 牛丼', 'yoshinoya'],
      ['吉野家牛丼', '吉野家 牛丼', 'yoshinoya'],
      ['マックのポテト', 'マック ポテト', 'mcdonalds'],
    ] as const) {
      const [one, two] = await Promise.all([search({ q: joined, limit: 10 }), search({ q: spaced, limit: 10 })]);
      expect(one.body.data.total).toBeGreaterThan(0);
      expect(one.body.data.fallback).toBeNull();
      expect(one.body.data.items.every((item) => item.shopId === shopId)).toBe(true);
      expect(one.body.data).toEqual(two.body.data);
    }
    // A size letter after the dish is the size in the name (ポテト M), also written against it.
    for (const q of ['ポテト M', 'マックのポテトM']) {
      const sized = await search({ q, limit: 10 });
      expect([q, sized.body.data.items.some((item) => /ポテト\s*M/.test(item.name))]).toEqual([q, true]);
    }
    const mcd = await search({ q: 'マックのポテトM', limit: 10 });
    expect(mcd.body.data.items.every((item) => item.shopId === 'mcdonalds')).toBe(true);
    // A word that is itself a chain, or a food beginning with a chain's first letters, stays one word.
    const kfc = await search({ q: 'ケンタッキーフライドチキン', limit: 10 });
    expect(kfc.body.data.items.every((item) => item.shopId === 'kfc')).toBe(true);
  });

  it('romaji finds a compound the dictionary keeps whole (チキン南蛮, ねぎ玉牛丼), long vowels or not', async () => {
    const totals: Record<string, number> = {};
    for (const q of ['nanban', 'namban', 'chikin namban']) {
      const res = await search({ q, limit: 50 });
      expect([q, res.body.data.fallback]).toEqual([q, null]);
      expect([q, res.body.data.items.some((item) => item.name.startsWith('チキン南蛮'))]).toEqual([q, true]);
      totals[q] = res.body.data.total;
    }
    expect(totals.namban).toBe(totals.nanban);
    for (const q of ['gyudon', 'gyuudon', 'ぎゅうどん']) totals[q] = (await search({ q, limit: 1 })).body.data.total;
    expect([totals.gyuudon, totals['ぎゅうどん']]).toEqual([totals.gyudon, totals.gyudon]);
  });

  it('another reading of a dish finds the dish (ぶたじる, butajiru → 豚汁; しゃけ → 鮭)', async () => {
    const tonjiru = (await search({ q: '豚汁', limit: 1 })).body.data.total;
    for (const q of ['ぶたじる', 'butajiru']) {
      const res = await search({ q, limit: 10 });
      expect([q, res.body.data.fallback, res.body.data.total]).toEqual([q, null, tonjiru]);
    }
    const shake = await search({ q: 'しゃけ', limit: 10 });
    expect(shake.body.data.items.every((item) => /鮭|しゃけ|サーモン/.test(item.name))).toBe(true);
  });

  it('a polite お or ご before a food word is not part of its name (お味噌汁 = 味噌汁); おにぎり stays whole', async () => {
    const [polite, plain] = [await search({ q: 'お味噌汁', limit: 10 }), await search({ q: '味噌汁', limit: 10 })];
    expect(polite.body.data).toEqual(plain.body.data);
    expect(
      (await search({ q: 'おにぎり', limit: 10 })).body.data.items.every((item) => /おにぎり|おむすび|にぎり|むすび/.test(item.name)),
    ).toBe(true);
    // Not where what is left is one sound (おちゃ is no ちゃ of ちゃんぽん) or the whole is a word (お菓子).
    for (const [whole, rest] of [
      ['おちゃ', 'ちゃ'],
      ['おかし', 'かし'],
    ]) {
      const [asTyped, reduced] = [await search({ q: whole, limit: 20 }), await search({ q: rest, limit: 20 })];
      expect([whole, asTyped.body.data.total]).not.toEqual([whole, reduced.body.data.total]);
    }
  });

  it('a known English phrase no name holds is matched by its food words apart, the chain kept (shrimp burger: えびカツバーガー)', async () => {
    for (const [q, shop] of [
      ['shrimp burger', undefined],
      ['Lotteria Shrimp Burgers', 'lotteria'],
      ['mos shrimp burger', 'mos-burger'],
    ] as const) {
      const { items, fallback } = (await search({ q, limit: 5 })).body.data;
      expect([q, fallback?.kind, items.length > 0]).toEqual([q, 'semantic', true]);
      for (const item of items)
        expect([q, item.name, shop === undefined || item.shopId === shop]).toEqual([q, expect.stringMatching(/えび.*バーガー/), true]);
    }
  });

  it('an English phrase that finds nothing falls back to its last word only when that word names a food', async () => {
    const shrimp = await search({ q: 'shrimp tempura set', limit: 5 });
    expect(shrimp.body.data.total).toBeGreaterThan(0);
    // bar and carb are no food words: their romaji begins バーレル and カルボナーラ, which are not the answer.
    for (const [q, wrong] of [
      ['protein bar', /バーレル/],
      ['low carb', /カルボナーラ/],
    ] as const) {
      const res = await search({ q, limit: 20 });
      expect([q, res.body.data.items.filter((item) => wrong.test(item.name)).map((item) => item.name)]).toEqual([q, []]);
    }
  });

  it('a name that holds the word twice does not outrank the names that are the word (ラーメン, not 塩ラーメン（半ラーメン）)', async () => {
    const res = await search({ q: 'ラーメン', limit: 5 });
    expect(res.body.data.items.map((item) => item.name).filter((name) => name.includes('半ラーメン'))).toEqual([]);
  });

  it('an English phrase matches as a unit', async () => {
    const res = await search({ q: 'omelet rice', limit: 5 });
    expect(names(res.body.data.items).every((name) => name.includes('オムライス'))).toBe(true);
  });

  it('an amount, count or size the names do not carry (バナナ 1本, 牛乳 200ml, おにぎり2個) is left out, and the fallback says so', async () => {
    for (const [q, food, amount] of [
      ['バナナ 1本', 'バナナ', '1本'],
      ['牛乳 200ml', '牛乳', '200ml'],
      ['おにぎり2個', 'おにぎり', '2個'],
      ['納豆 1パック', '納豆', '1パック'],
    ] as const) {
      const [relaxed, plain] = await Promise.all([search({ q, limit: 10 }), search({ q: food, limit: 10 })]);
      expect([q, relaxed.body.data.fallback?.kind]).toEqual([q, 'relaxed']);
      expect(relaxed.body.data.fallback!.message).toContain(food);
      // The few rows that hold the amount lead (ローソン's おにぎり2個セット), then the food's others in their own order.
      const ids = (items: Item[]) => items.map((item) => item.id);
      const typed = relaxed.body.data.items.filter((item) => item.name.includes(amount));
      expect(ids(relaxed.body.data.items.slice(0, typed.length))).toEqual(ids(typed));
      const others = relaxed.body.data.items.slice(typed.length);
      expect([q, ids(others)]).toEqual([
        q,
        ids(plain.body.data.items.filter((item) => !item.name.includes(amount)).slice(0, others.length)),
      ]);
      if (!typed.length) expect(relaxed.body.data.items).toEqual(plain.body.data.items);
    }
    // More of a dish or of its part (麺2倍, ご飯大盛) names no item either: left out whole, and said so.
    for (const [q, food, change] of [
      ['リンガーハット ちゃんぽん 麺2倍', 'リンガーハット ちゃんぽん', '麺2倍'],
      ['リンガーハット 皿うどん 麺1.5倍', 'リンガーハット 皿うどん', '麺1.5倍'],
      ['すき家 牛丼 ご飯大盛', 'すき家 牛丼', 'ご飯大盛'],
    ] as const) {
      const [relaxed, plain] = await Promise.all([search({ q, limit: 10 }), search({ q: food, limit: 10 })]);
      expect([q, relaxed.body.data.fallback]).toEqual([
        q,
        expect.objectContaining({ kind: 'relaxed', message: expect.stringContaining(`（${change}）`) }),
      ]);
      expect([q, relaxed.body.data.items.length > 0, relaxed.body.data.items]).toEqual([q, true, plain.body.data.items]);
    }
    // A count that names carry stays a word of the search (唐揚げ 3個 finds items named so).
    const named = await search({ q: '唐揚げ 3個', limit: 10 });
    expect(named.body.data.fallback).toBeNull();
    const terms = await user.call<EndpointReply<typeof multiSearchEndpoint>>('POST', '/search', {
      queries: ['バナナ 1本'],
      limitPerQuery: 3,
    });
    expect(terms.body.data.notFound).toEqual([]);
  });

  it.each([
    ['ぎょうざ', /^餃子$/],
    ['ギョーザ', /^餃子$/],
    ['ごはん', /^ご飯$/],
    ['雑炊', /^雑炊$/],
    ['たこわさ', /^たこわさ$/],
    ['からあげ', /^(唐揚げ|から揚げ?)$/],
  ])('a word that is a plain item’s whole name (%s) lists that item before the names that hold it', async (q, plain) => {
    const res = await search({ q, limit: 3 });
    expect(res.status).toBe(200);
    for (const item of res.body.data.items)
      expect(item.name.replace(/（[^）]*）|\([^)]*\)|\s+\S*[0-9０-９]\S*$|\s+(大|並|小|並盛|大盛り?|小鉢)$/gu, '')).toMatch(plain);
  });

  it.each([
    ['鮭おにぎり', '鮭'],
    ['梅おにぎり', '梅'],
    ['明太子おにぎり', '明太子'],
    // An English dish the lexicon names by such a compound (salmon onigiri: 鮭おにぎり) found only the names holding it whole.
    ['salmon onigiri', '鮭'],
    ['tuna mayo onigiri', 'ツナマヨ'],
  ])(
    'a compound typed whole (%s) also finds the shops’ items that name its words apart, after the names that hold it whole',
    async (q, filling) => {
      const res = await search({ q, include: 'products', limit: 50 });
      expect(res.status).toBe(200);
      const names: string[] = res.body.data.items.map((item: { name: string }) => item.name);
      expect(names.filter((name) => /^(手巻|大きな)おにぎり\s/u.test(name) && name.includes(filling)).length).toBeGreaterThanOrEqual(3);
      const whole = (await search({ q: 'ツナマヨおにぎり', limit: 4 })).body.data.items.map((item: { name: string }) => item.name);
      expect(whole.every((name: string) => name.startsWith('ツナマヨおにぎり'))).toBe(true);
    },
  );

  it.each([
    ['yoshinoya', '牛丼 大盛'],
    ['yoshinoya', '牛丼 特盛'],
    ['sukiya', '牛丼 小盛'],
    ['nakau', '牛丼 特盛'],
  ])('a gyudon chain sells its 牛丼 at every size of its line (%s: %s)', async (shop, name) => {
    const res = await search({ q: name, shop, limit: 3 });
    expect(res.status).toBe(200);
    // Beside its variants of the same size (牛丼（つゆだく） 特盛), by popularity.
    expect(names(res.body.data.items)).toContain(name);
  });

  it.each([
    ['ポカリスエット', 'スポーツドリンク'],
    ['綾鷹', '緑茶'],
    ['レッドブル', 'エナジードリンク'],
    ['ペヤング', 'カップ焼そば'],
    ['インスタントラーメン', '袋麺'],
    // coke had listed チョコケーキ (its romaji koke), コーク 濃厚クレープ, ペプシ and pepsi nothing (2026-12-05).
    ['coke', 'コーラ'],
    ['コーク', 'コーラ'],
    ['コカ・コーラ', 'コーラ'],
    ['pepsi', 'コーラ'],
    ['ペプシ', 'コーラ'],
    ['oj', 'オレンジジュース'],
    // protein shake went to its head word shake, romaji for しゃけ, and listed しゃけ弁当 (2026-12-05).
    ['protein shake', 'プロテイン'],
    ['protein drink', 'プロテイン'],
    ['milk shake', 'シェイク'],
  ])('a brand or common name people give a drink or an instant noodle (%s) finds the catalog’s %s', async (q, generic) => {
    const res = await search({ q, limit: 3 });
    expect(res.status).toBe(200);
    expect(res.body.data.items.length).toBeGreaterThan(0);
    for (const item of res.body.data.items) expect(item.name).toContain(generic);
  });

  it.each([
    ['vanilla shake', /シェイク バニラ/u],
    ['vanilla', /バニラ/u],
    ['mcdonalds vanilla shake', /シェイク バニラ/u],
  ])(
    'a doubled l typed is one ら行 sound, as katakana writes an English word (%s: バニラ), not a miss left to another word',
    async (q, shown) => {
      // vanilla's romaji was vanirra, which no name holds: vanilla shake went to its head word shake, romaji for しゃけ (しゃけ弁当).
      const { items, fallback } = (await search({ q, limit: 5 })).body.data;
      expect([q, fallback]).toEqual([q, null]);
      expect([q, items.length > 0 && items.every((item) => shown.test(item.name))]).toEqual([q, true]);
    },
  );

  it.each([
    ['牛どん', '牛丼'],
    ['親子どん', '親子丼'],
    ['焼きしゃけ', /焼(鮭|しゃけ)/u],
  ])('a dish written half in kana (%s) finds its %s, not a word the kanji alone reads (牛 as うし: 牛タン)', async (q, dish) => {
    const res = await search({ q, limit: 5 });
    expect(res.status).toBe(200);
    expect(res.body.data.total).toBeGreaterThanOrEqual(20);
    for (const item of res.body.data.items) expect(item.name).toMatch(dish);
  });

  it('a three-kana reading is met as one piece, never by two bigrams of different words (お茶 is no 抹茶 chocolate)', async () => {
    const res = await search({ q: 'お茶', limit: 10 });
    expect(res.status).toBe(200);
    expect(res.body.data.items.length).toBeGreaterThan(0);
    expect(res.body.data.items.filter((item) => item.name.includes('チョコレート'))).toEqual([]);
  });

  it('a short word is met as one stretch of whole sounds of a name, never across words or sounds (電池 is no ゴールデンチョコレート)', async () => {
    // でんち would end inside ちょ of ごうるでんちょこれえと: no name holds 電池, and nothing in it is a food word.
    const battery = await search({ q: '電池', limit: 10 });
    expect([battery.body.data.total, battery.body.data.fallback?.kind]).toEqual([0, 'none']);
    // A target ranks by fit alone, so every match shows: the う of ちゃあしゅう and ぎゅう only lengthens
    // the sound before it, and no うどん begins there.
    const udon = await search({ q: 'うどん', targetCal: 600, limit: 50 });
    expect(udon.body.data.items.length).toBe(50);
    expect(names(udon.body.data.items).filter((name) => /チャーシュー丼|牛丼/.test(name))).toEqual([]);
    // スパゲッテイ's reading (すぱげってい) met すぱげって of the name and てい of 期間限定 (げんてい): the plain rows rank first.
    const spaghetti = await search({ q: 'スパゲッテイ', limit: 5 });
    expect(names(spaghetti.body.data.items).filter((name) => !name.includes('スパゲッティ') || name.includes('期間限定'))).toEqual([]);
    // カツ重 (かつおも by kuromoji) met かつ, つお and おも of とんかつおおもり.
    const katsu = await search({ q: 'カツ重', limit: 10 });
    expect(names(katsu.body.data.items).filter((name) => name.includes('大盛り'))).toEqual([]);
  });

  it('a compound with a word of two kana is not matched word by word (ぴざまん is no ジャーマンポテト pizza)', async () => {
    const res = await search({ q: 'ぴざまん', limit: 10 });
    expect(res.body.data.items.length).toBeGreaterThan(0);
    expect(names(res.body.data.items).filter((name) => !name.includes('ピザまん'))).toEqual([]);
  });

  it('a dish in a box no name holds finds the bowl the catalog names it by (豚重 → 豚丼, カツ重 → カツ丼)', async () => {
    const pork = await search({ q: '豚重', limit: 5 });
    expect(pork.body.data.fallback?.kind).toBe('semantic');
    expect(names(pork.body.data.items).filter((name) => !name.includes('豚丼'))).toEqual([]);
    const katsu = await search({ q: 'カツ重', limit: 5 });
    expect(names(katsu.body.data.items).filter((name) => !/カツ丼|かつ丼/.test(name))).toEqual([]);
  });

  it('a portion size typed short finds the rows a chain writes long (牛丼 大 → 牛丼 大盛), as typed, no size left out', async () => {
    for (const [q, size] of [
      ['牛丼 大', /大盛/],
      ['親子丼 小', /小盛/],
      ['カツ丼 大', /大盛/],
    ] as const)
      await expectEveryItem(q, 5, { name: expect.stringMatching(size) });
  });

  it('a portion size typed in kana or romaji is the size (yoshigyu oomori is 吉野家’s 牛丼 大盛; kakeudon oomori meets かけうどん 大)', async () => {
    for (const [q, shopId, first] of [
      ['yoshigyu oomori', 'yoshinoya', '牛丼 大盛'],
      ['yoshigyuu oomori', 'yoshinoya', '牛丼 大盛'],
      ['吉牛 おおもり', 'yoshinoya', '牛丼 大盛'],
      ['yoshigyu tokumori', 'yoshinoya', '牛丼 特盛'],
      ['sukiya gyudon omori', 'sukiya', '牛丼 大盛'],
    ] as const) {
      const res = await search({ q, limit: 5 });
      expect([q, res.body.data.fallback, res.body.data.items[0]]).toEqual([q, null, expect.objectContaining({ shopId, name: first })]);
      for (const item of res.body.data.items)
        expect([q, item.shopId, item.name]).toEqual([q, shopId, expect.stringContaining(first.slice(-2))]);
    }
    const udon = await search({ q: 'kakeudon oomori', limit: 10 });
    expect(udon.body.data.fallback).toBeNull();
    expect(names(udon.body.data.items)).toEqual(expect.arrayContaining(['かけうどん 大', 'かけうどん 大盛']));
  });

  it('mini and mega typed in latin letters are the sizes ミニ and メガ, no chain (sukiya gyudon mini: すき家’s 牛丼 小盛)', async () => {
    // ミニ is the 小盛 the names write since 2026-12-05 (before, the size was left out and every size listed).
    const mini = (await search({ q: 'sukiya gyudon mini', limit: 10 })).body.data;
    expect(mini.fallback).toBeNull();
    expect(mini.items.length).toBeGreaterThan(0);
    expect(mini.items[0]!.name).toBe('牛丼 小盛');
    for (const item of mini.items) expect([item.shopId, item.name]).toEqual(['sukiya', expect.stringMatching(/丼.* 小盛$/u)]);
    // A size no name writes is left out, and said so.
    const [latin, plain] = await Promise.all([search({ q: 'sukiya gyudon mega', limit: 10 }), search({ q: 'sukiya gyudon', limit: 10 })]);
    expect(latin.body.data.fallback).toEqual(expect.objectContaining({ kind: 'relaxed', message: expect.stringContaining('（mega）') }));
    expect(latin.body.data.items.length).toBeGreaterThan(0);
    for (const item of latin.body.data.items) expect([item.shopId, item.name]).toEqual(['sukiya', expect.stringContaining('牛丼')]);
    expect(latin.body.data.items).toEqual(plain.body.data.items);
    // In hiragana, as an IME leaves it (みに had named ミニストップ and found nothing, saying nothing).
    const [hiragana, dish] = await Promise.all([search({ q: 'ぎゅうどん めが', limit: 10 }), search({ q: 'ぎゅうどん', limit: 10 })]);
    expect(hiragana.body.data.fallback).toEqual(expect.objectContaining({ kind: 'relaxed', message: expect.stringContaining('（めが）') }));
    expect([hiragana.body.data.items.length > 0, hiragana.body.data.items]).toEqual([true, dish.body.data.items]);
    const small = (await search({ q: 'ぎゅうどん みに', limit: 5 })).body.data;
    expect([small.fallback, names(small.items).every((name) => name.endsWith('小盛'))]).toEqual([null, true]);
  });

  it('a café size with no chain named finds the cups of the chains that sell that size (カフェラテ トール: スタバ, タリーズ), never another chain’s M', async () => {
    for (const q of ['カフェラテ トール', 'ラテ トール', 'latte tall', 'tall latte', 'カフェラテ グランデ']) {
      const res = await search({ q, limit: 20 });
      expect([q, res.body.data.fallback]).toEqual([q, null]);
      expect([q, res.body.data.items[0]?.name]).toEqual([q, expect.stringMatching(/^カフェラテ/)]);
      for (const item of res.body.data.items)
        expect([q, item]).toEqual([
          q,
          expect.objectContaining(['starbucks', 'tullys'].includes(item.shopId!) ? {} : { name: expect.stringMatching(/トール|グランデ/) }),
        ]);
    }
  });

  it('a size word every chain writes as a letter finds the rows of that letter (ポテト ラージ → ポテト L, カフェラテ レギュラー → カフェラテ R)', async () => {
    for (const [q, letter, food] of [
      ['ポテト ラージ', 'L', /ポテト/],
      // potato large is also Potato salad (large), whose English name holds both words: fries name the fries.
      ['fries large', 'L', /ポテト/],
      ['コーヒー スモール', 'S', /コーヒー/],
      ['カフェラテ レギュラー', 'R', /カフェラテ/],
      ['coffee regular', 'R', /コーヒー/],
    ] as const) {
      // The first rows; further down, a dish whose English name holds the word (Potato salad, large) is met too.
      const res = await search({ q, limit: 3 });
      expect([q, res.body.data.fallback]).toEqual([q, null]);
      expect(res.body.data.items.length).toBe(3);
      for (const item of res.body.data.items)
        expect([q, item.name]).toEqual([q, expect.stringMatching(new RegExp(`${food.source}.*[ (]${letter}\\)?$`))]);
    }
    // At a bowl chain, its English menu's sizes are portions (large: 大盛, small: 小盛, regular: 並盛).
    for (const [q, shopId, name] of [
      ['yoshinoya beef bowl large', 'yoshinoya', '牛丼 大盛'],
      ['sukiya gyudon small', 'sukiya', '牛丼 小盛'],
      ['yoshinoya gyudon regular', 'yoshinoya', '牛丼 並盛'],
    ] as const) {
      const res = await search({ q, limit: 3 });
      expect([q, res.body.data.fallback, res.body.data.items[0]]).toEqual([q, null, expect.objectContaining({ shopId, name })]);
    }
    // A name that spells the word is met too (サブウェイ's ツナ レギュラー).
    const subway = await search({ q: 'サブウェイ ツナ regular', limit: 3 });
    expect(subway.body.data.items[0]).toMatchObject({ shopId: 'subway', name: 'ツナ レギュラー' });
  });

  it('a dish’s short form spelled on with more of its full form finds what the short form finds, with no fallback (potesarada, ポテチップス)', async () => {
    for (const [q, short] of [
      ['potesarada', 'ポテサラ'],
      ['ポテサラダ', 'ポテサラ'],
      ['ぽてさらだ', 'ポテサラ'],
      ['ポテチップス', 'ポテチ'],
      ['potechippusu', 'ポテチ'],
    ] as const) {
      const [spelledOn, typedShort] = await Promise.all([search({ q, limit: 5 }), search({ q: short, limit: 5 })]);
      expect([q, spelledOn.body.data.fallback]).toEqual([q, null]);
      expect([q, names(spelledOn.body.data.items)]).toEqual([q, names(typedShort.body.data.items)]);
    }
  });

  it('romaji with an l for ら行 finds the name (milano doria, doutor milano sandwich: ミラノ), with no fallback', async () => {
    for (const [q, name] of [
      ['milano doria', 'ミラノ風ドリア'],
      ['doutor milano sandwich', 'ミラノサンド'],
      ['mirano doria', 'ミラノ風ドリア'],
    ] as const) {
      const res = await search({ q, limit: 3 });
      expect([q, res.body.data.fallback, res.body.data.items[0]?.name]).toEqual([q, null, expect.stringContaining(name)]);
    }
  });

  it('café drinks and chain sides typed in English find their catalog names (caramel macchiato, hash browns), a café size too', async () => {
    for (const [q, name] of [
      ['caramel macchiato', 'キャラメルマキアート'],
      ['royal milk tea', 'ロイヤルミルクティー'],
      ['cold brew', 'コールドブリュー'],
      ['cafe mocha', 'カフェモカ'],
      ['hash browns', 'ハッシュポテト'],
      ['onion rings', 'オニオンリング'],
      ['double cheeseburger', 'ダブルチーズバーガー'],
      ['filet-o-fish', 'フィレオフィッシュ'],
    ] as const) {
      const res = await search({ q, limit: 3 });
      expect([q, res.body.data.fallback, res.body.data.items[0]?.name]).toEqual([q, null, expect.stringContaining(name)]);
    }
    const tall = await search({ q: 'caramel macchiato tall', limit: 3 });
    expect([tall.body.data.fallback, tall.body.data.items[0]]).toEqual([null, expect.objectContaining({ name: 'キャラメルマキアート M' })]);
  });

  it('two kana words that are one name find that name first (からあげ くん is からあげクン, not から揚げ 燻製)', async () => {
    for (const q of ['からあげ くん', 'カラアゲ クン'])
      await expectEveryItem(q, 5, { shopId: 'lawson', name: expect.stringMatching(/^からあげクン/) });
  });

  it('a count of pieces in 個 finds the names counted in ピース and the other way, and an unsold count is left out, not taken for a typo', async () => {
    const nuggets = await search({ q: 'チキンナゲット 5個', limit: 5 });
    expect(nuggets.body.data.fallback).toBeNull();
    for (const item of nuggets.body.data.items) expect(item.name).toMatch(/チキンナゲット.*5(ピース|個)/);
    const pieces = await search({ q: 'ナゲット 5ピース', limit: 5 });
    expect(pieces.body.data.fallback).toBeNull();
    expect(names(pieces.body.data.items)).toContain('ナゲット 5個');
    const unsold = await search({ q: 'ナゲット 15ピース', limit: 5 });
    expect(unsold.body.data.fallback).toMatchObject({ kind: 'relaxed', message: expect.stringContaining('15ピース') });
  });

  it('a count of pieces typed in English, apart from its number or not, is the count as the names write it (nuggets 5 pieces, 5pcs)', async () => {
    for (const q of ['chicken nuggets 5 pieces', 'nuggets 5pcs', 'Nuggets 5 PC']) {
      const { items, fallback } = (await search({ q, limit: 5 })).body.data;
      expect([q, fallback, items.length]).toEqual([q, null, 5]);
      for (const item of items) expect([q, item.name]).toEqual([q, expect.stringMatching(/ナゲット.*5(ピース|個)/)]);
    }
    const kfc = (await search({ q: 'kfc original chicken 2 pieces', limit: 5 })).body.data.items;
    expect(names(kfc)).toContain('オリジナルチキン 2ピース');
  });

  it('a count typed with 個’s reading (5こ) is the count as the names write it (マクド ナゲット 5こ: the chain’s 5ピース)', async () => {
    // 5こ was no amount: the chain was left out and the stores' ナゲット 5個 listed.
    const { items, fallback } = (await search({ q: 'マクド ナゲット 5こ', limit: 5 })).body.data;
    expect(fallback).toBeNull();
    expect(items.length).toBeGreaterThan(0);
    for (const item of items) expect([item.shopId, item.name]).toEqual(['mcdonalds', expect.stringMatching(/ナゲット 5ピース/u)]);
  });

  it('a size typed with a food that has a few rows of that size answers those rows alone, with no fallback (スタバ ドリップコーヒー トール)', async () => {
    for (const [q, size] of [
      ['スタバ ドリップコーヒー トール', / M$/],
      ['ビーフカレー 大盛', /大盛/],
      ['カツカレー 大', /大盛/],
    ] as const) {
      const res = await search({ q, limit: 10 });
      expect([q, res.body.data.fallback]).toEqual([q, null]);
      expect(res.body.data.total).toBeGreaterThan(0);
      expect(res.body.data.total).toBeLessThan(5);
      for (const item of res.body.data.items) expect([q, item.name]).toEqual([q, expect.stringMatching(size)]);
    }
  });

  it('a size word with サイズ after it is that size (ポテト Mサイズ → ポテト M rows, ラテ トールサイズ → スタバ, タリーズ M), with no fallback', async () => {
    for (const [q, name, shops] of [
      ['ポテト Mサイズ', /^ポテト.* M$/, null],
      ['コーラ Sサイズ', /^コーラ.* S$/, null],
      ['ラテ トールサイズ', /ラテ.* M$/, ['starbucks', 'tullys']],
    ] as const) {
      const res = await search({ q, limit: 5 });
      expect([q, res.body.data.fallback]).toEqual([q, null]);
      expect(res.body.data.items.length).toBe(5);
      for (const item of res.body.data.items) {
        expect([q, item.name]).toEqual([q, expect.stringMatching(name)]);
        if (shops) expect(shops).toContain(item.shopId);
      }
    }
  });

  it('a chain named beside a latin word takes the reading the chain sells (makku shake: its シェイク), while the word alone keeps its romaji reading (shake: しゃけ)', async () => {
    for (const [q, shopId] of [
      ['makku shake', 'mcdonalds'],
      ['マック shake', 'mcdonalds'],
      ['mos shake', 'mos-burger'],
    ] as const)
      await expectEveryItem(q, 5, { shopId, name: expect.stringContaining('シェイク') });
    const alone = await search({ q: 'shake', limit: 3 });
    for (const item of alone.body.data.items) expect(item.name).toContain('しゃけ');
  });

  it('green tea before a drink or sweet is 抹茶, as the chains write it (green tea frappuccino, green tea parfait), while green tea alone stays 緑茶', async () => {
    for (const q of ['green tea frappuccino', 'starbucks green tea frappuccino', 'matcha frappuccino'])
      await expectEveryItem(q, 5, { shopId: 'starbucks', name: expect.stringContaining('抹茶') });
    await expectEveryItem('green tea parfait', 5, { name: expect.stringMatching(/抹茶/) });
    await expectEveryItem('green tea', 5, { name: expect.stringContaining('緑茶') });
  });

  it("a chain named beside an English food word lists the chain's plain item first (jonathan pancake: パンケーキ before プレミアムパンケーキ)", async () => {
    for (const [q, shopId] of [
      ['jonathan pancake', 'jonathan'],
      ["denny's pancake", 'dennys'],
      ['gusto pancake', 'gusto'],
    ] as const) {
      const { items, fallback } = (await search({ q, limit: 3 })).body.data;
      expect([q, fallback, items[0]?.shopId, items[0]?.name]).toEqual([q, null, shopId, 'パンケーキ']);
    }
  });

  it("a chain's product typed in romaji as separate words, with a French word of its name (komeda shiro noir: シロノワール)", async () => {
    for (const q of ['komeda shiro noir', 'コメダ shiro noir', 'komeda shiro nowaru'])
      await expectEveryItem(q, 5, { shopId: 'komeda', name: expect.stringContaining('シロノワール') });
  });

  it("a chain's item by the English words its katakana name is made of (kfc twister, mister donut old fashioned, doutor german dog, kfc crispy)", async () => {
    for (const [q, shopId, name] of [
      ['kfc twister', 'kfc', 'ツイスター'],
      ['KFC Twisters', 'kfc', 'ツイスター'],
      ['mister donut old fashioned', 'mister-donut', 'オールドファッション'],
      ['doutor german dog', 'doutor', 'ジャーマンドッグ'],
      ['kfc crispy', 'kfc', 'クリスピー'],
    ] as const)
      await expectEveryItem(q, 5, { shopId, name: expect.stringContaining(name) });
  });

  it('a misspelt English food word whose romaji spells the food is that food, not the chain named with it (hanburger: not only ドムドムハンバーガー)', async () => {
    const { items } = (await search({ q: 'hanburger', limit: 10 })).body.data;
    for (const item of items) expect(item.name).toMatch(/バーガー/);
    expect(new Set(items.map((item) => item.shopId)).size).toBeGreaterThan(2);
  });

  it('a chain typed in two Japanese words, neither a chain alone, is the chain (すし ろー まぐろ, なか 卯 親子丼)', async () => {
    for (const [q, shopId, name] of [
      ['すし ろー まぐろ', 'sushiro', 'まぐろ'],
      ['なか 卯 親子丼', 'nakau', '親子丼'],
      ['すき 家 ねぎ玉牛丼', 'sukiya', 'ねぎ玉牛丼'],
    ] as const)
      await expectEveryItem(q, 5, { shopId, name: expect.stringContaining(name) });
  });

  it("a burger with meal after it is the chain's set (big mac meal, whopper meal), never a mackerel meal cut out of big mac", async () => {
    for (const [q, shopId, name] of [
      ['big mac meal', 'mcdonalds', /^ビッグマック セット/],
      ['Whopper Meal', 'burger-king', /^ワッパー.* セット/],
      ['mcdonalds double cheeseburger meal', 'mcdonalds', /^ダブルチーズバーガー セット/],
    ] as const)
      await expectEveryItem(q, 5, { shopId, name: expect.stringMatching(name) });
  });

  it('a doughnut chain typed in romaji beside its item in English (misudo french cruller: フレンチクルーラー)', async () => {
    for (const q of ['misudo french cruller', 'ミスド french cruller', 'mister donut cruller'])
      await expectEveryItem(q, 5, { shopId: 'mister-donut', name: expect.stringContaining('クルーラー') });
  });

  it("a chain's item named in English words as its own name spells them (kfc chicken fillet burger: KFC's チキンフィレサンド, fillet or filet)", async () => {
    for (const q of [
      'kfc chicken fillet burger',
      'KFC Chicken Filet Burger',
      'chicken fillet burger',
      'ケンタッキー チキンフィレバーガー',
      'kfc chicken fillet',
    ])
      await expectEveryItem(q, 5, { shopId: 'kfc', name: expect.stringContaining('チキンフィレサンド') });
    await expectEveryItem('mcdonalds fillet o fish', 5, { shopId: 'mcdonalds', name: expect.stringContaining('フィレオフィッシュ') });
  });

  it("a chain's item nicknamed in English is found typed in the plural too (big macs, whoppers, mcdonalds chicken mcnuggets)", async () => {
    for (const q of ['mcdonalds chicken mcnuggets', 'McNuggets', 'chicken mcnugget 5 pieces'])
      await expectEveryItem(q, 5, { shopId: 'mcdonalds', name: expect.stringContaining('チキンナゲット') });
    await expectEveryItem('big macs', 1, { shopId: 'mcdonalds', name: 'ビッグマック' });
    await expectEveryItem('whoppers', 1, { shopId: 'burger-king', name: 'ワッパー' });
  });

  it('vienna coffee, which no name holds, is its head word coffee, never the sausages its short form ウインナー names', async () => {
    for (const q of ['Vienna Coffee', 'iced vienna coffee']) {
      const { items, fallback } = (await search({ q, limit: 10 })).body.data;
      expect([q, fallback?.kind, items.length > 0]).toEqual([q, 'semantic', true]);
      for (const item of items) expect([q, item.name]).toEqual([q, expect.not.stringMatching(/ウ[イィ]ンナ/)]);
    }
  });

  it('an English phrase no name holds, typed after a chain, falls to its head word at that chain (starbucks vienna coffee: its coffees)', async () => {
    for (const [q, shopId] of [
      ['starbucks vienna coffee', 'starbucks'],
      ['Doutor Vienna Coffee', 'doutor'],
    ] as const) {
      const { items, fallback } = (await search({ q, limit: 5 })).body.data;
      expect([q, fallback?.kind, items.length > 0]).toEqual([q, 'semantic', true]);
      for (const item of items)
        expect([q, item]).toEqual([q, expect.objectContaining({ shopId, name: expect.stringContaining('コーヒー') })]);
    }
  });

  it('a dish typed half in kana with 丼 (ぎゅう丼, ぶた丼, おやこ丼) ranks as the kanji does, and どんぶり, donburi, 丼ぶり find the 丼 by name', async () => {
    for (const [q, dish] of [
      ['ぎゅう丼', '牛丼'],
      ['ぶた丼', '豚丼'],
      ['おやこ丼', '親子丼'],
      ['てん丼', '天丼'],
    ] as const)
      await expectEveryItem(q, 10, { name: expect.stringContaining(dish) });
    for (const q of ['どんぶり', 'donburi', '丼ぶり', '海鮮丼ぶり']) await expectEveryItem(q, 10, { name: expect.stringContaining('丼') });
  });

  it("mac names McDonald's (マック) alone and beside its food, typed in English words (mac potato, mac big mac, teriyaki mac burger), while mac and cheese is the dish", async () => {
    for (const q of ['mac', 'Mac', 'mac potato', 'mac fries', 'mac big mac', 'teriyaki mac burger', 'mac nugget'])
      await expectEveryItem(q, 5, { shopId: 'mcdonalds' });
    expect(names((await search({ q: 'teriyaki mac burger', limit: 5 })).body.data.items)).toContain('てりやきマックバーガー');
    const dish = await search({ q: 'mac and cheese', limit: 5 });
    expect(dish.body.data.fallback).toBeNull();
    for (const item of dish.body.data.items) expect(item.name).toContain('マカロニ');
  });

  it('a size word alone lists the rows of that size, never a word holding its letters (トール is no キシリトール), and a size no row has says so', async () => {
    for (const q of ['トール', 'tall', 'ショート', 'グランデ', 'トールサイズ'])
      await expectEveryItem(q, 10, { name: expect.not.stringMatching(/キシリトール|ドトール/u) }, 10);
    for (const q of ['ベンティ', 'venti']) {
      const res = await search({ q });
      expect([q, res.body.data.total, res.body.data.fallback?.kind]).toEqual([q, 0, 'none']);
      expect(res.body.data.fallback?.message).toContain('サイズ');
    }
  });

  it('a food word written half in kana that kuromoji reads otherwise (かま玉: かまだま) finds the food (釜玉うどん), beside a chain or a size too', async () => {
    for (const [q, shopId] of [
      ['かま玉', null],
      ['丸亀 かま玉', 'marugame'],
      ['はなまる かま玉', 'hanamaru'],
      ['かま玉 並', null],
    ] as const)
      await expectEveryItem(q, 5, { name: expect.stringContaining('釜玉'), ...(shopId ? { shopId } : {}) }, 5);
  });

  it("seven eleven and seven name セブン-イレブン beside its food, and margherita pizza is the pizza chains' マルゲリータ, with no fallback", async () => {
    for (const [q, shopId, name] of [
      ['seven eleven onigiri', 'seven-eleven', /おにぎり|おむすび/u],
      ['seven onigiri', 'seven-eleven', /おにぎり|おむすび/u],
      ['seven sandwich', 'seven-eleven', /サンド/u],
      ['margherita pizza', null, /マルゲリータ/u],
      ['domino margherita', 'dominos', /マルゲリータ/u],
    ] as const)
      await expectEveryItem(q, 5, { name: expect.stringMatching(name), ...(shopId ? { shopId } : {}) }, 5);
  });

  it('a name written apart by middle dots is met by its parts typed apart (pon de ring, ポン デ リング: ポン・デ・リング first)', async () => {
    for (const q of ['pon de ring', 'ponde ring', 'ポン デ リング', 'mister donut pon de ring']) {
      const res = await search({ q, limit: 3 });
      expect([q, res.body.data.fallback]).toEqual([q, null]);
      expect([q, res.body.data.items[0]?.name]).toEqual([q, 'ポン・デ・リング']);
    }
  });

  it("a chain's signature item typed in English finds it (kfc original chicken: オリジナルチキン; krispy kreme glazed: オリジナルグレーズド)", async () => {
    for (const [q, shopId, name] of [
      ['kfc original chicken', 'kfc', 'オリジナルチキン'],
      ['original chicken', 'kfc', 'オリジナルチキン'],
      ['krispy kreme glazed', 'krispy-kreme', 'オリジナルグレーズド'],
      ['krispy kreme original glazed', 'krispy-kreme', 'オリジナルグレーズド'],
    ] as const)
      await expectEveryItem(q, 3, { shopId, name: expect.stringContaining(name) }, 3);
  });

  it('a chain named beside a food it does not sell finds the food elsewhere, and the fallback names the chain', async () => {
    for (const [q, chain, shopId, food] of [
      ['なか卯 天丼', 'なか卯', 'nakau', '天丼'],
      ['吉野家 ハンバーガー', '吉野家', 'yoshinoya', 'ハンバーガー'],
    ] as const) {
      const [elsewhere, plain] = await Promise.all([search({ q, limit: 10 }), search({ q: food, limit: 10 })]);
      expect([q, elsewhere.body.data.fallback?.kind]).toEqual([q, 'relaxed']);
      expect(elsewhere.body.data.fallback!.message).toContain(chain);
      expect(elsewhere.body.data.items).toEqual(plain.body.data.items);
      expect(elsewhere.body.data.items.some((item) => item.shopId === shopId)).toBe(false);
    }
    // The chain's own item comes first when it has one, at its regular size: no fallback.
    const own = await search({ q: 'なか卯 親子丼', limit: 3 });
    expect([own.body.data.fallback, own.body.data.items[0]?.shopId, own.body.data.items[0]?.name]).toEqual([null, 'nakau', '親子丼 並盛']);
  });

  it("a chain's nickname with a menu word after it, or a café size, finds the chain's item (ビッグマックセット, フラペチーノ グランデ)", async () => {
    const set = await search({ q: 'ビッグマックセット', limit: 3 });
    expect(set.body.data.items[0]).toMatchObject({ name: expect.stringContaining('ビッグマック セット'), shopId: 'mcdonalds' });
    // グランデ is the chain's L row (a café's Short, Tall, Grande are its S, M, L).
    const grande = await search({ q: 'フラペチーノ グランデ', limit: 3 });
    expect(grande.body.data.fallback).toBeNull();
    for (const item of grande.body.data.items)
      expect(item).toMatchObject({ shopId: 'starbucks', name: expect.stringMatching(/^.*フローズンドリンク.* L$/) });
  });

  it("a café size after a chain and a drink prefers the chain's row of that size, in katakana or latin letters (スタバ ラテ トール)", async () => {
    for (const [q, size] of [
      ['スタバ ラテ トール', 'M'],
      ['starbucks latte tall', 'M'],
      ['スタバ latte Tall', 'M'],
      ['スターバックス カフェラテ トール', 'M'],
      ['スタバのラテ グランデ', 'L'],
    ] as const) {
      const res = await search({ q, limit: 5 });
      expect([q, res.body.data.fallback]).toEqual([q, null]);
      expect([q, res.body.data.items[0]]).toEqual([q, expect.objectContaining({ shopId: 'starbucks', name: `カフェラテ ${size}` })]);
      for (const item of res.body.data.items) expect([q, item.name.endsWith(` ${size}`)]).toEqual([q, true]);
    }
    // A size the chain does not sell is left out, and the fallback says so.
    const venti = await search({ q: 'スタバ ラテ ベンティ', limit: 3 });
    expect(venti.body.data.fallback).toMatchObject({ kind: 'relaxed', message: expect.stringContaining('ベンティ') });
    expect(venti.body.data.items[0]).toMatchObject({ shopId: 'starbucks', name: expect.stringContaining('カフェラテ') });
  });

  it('a café size at a chain whose menu has none (マクドナルド, ドトール: S, M, L) is left out, and the fallback says the chain has no such size', async () => {
    for (const [q, chain, size, rest] of [
      ['マック ラテ トール', 'マクドナルド', 'トール', 'マック ラテ'],
      ['mcdonalds coffee tall', 'マクドナルド', 'tall', 'mcdonalds coffee'],
      ['ドトール カフェラテ グランデ', 'ドトールコーヒーショップ', 'グランデ', 'ドトール カフェラテ'],
    ] as const) {
      const [relaxed, plain] = await Promise.all([search({ q, limit: 10 }), search({ q: rest, limit: 10 })]);
      expect([q, relaxed.body.data.fallback?.kind]).toEqual([q, 'relaxed']);
      expect(relaxed.body.data.fallback!.message).toContain(`${chain}には「${size}」のサイズがない`);
      expect(relaxed.body.data.items).toEqual(plain.body.data.items);
    }
  });

  it("a chain's nickname or name with a drink, either typed in latin letters, finds the chain's plain item first (スタバ latte, sutaba rate)", async () => {
    for (const [q, shopId, name] of [
      ['スタバ latte', 'starbucks', 'カフェラテ'],
      ['Starbucks latte', 'starbucks', 'カフェラテ'],
      ['ドトール latte', 'doutor', 'カフェラテ'],
      ['sutaba latte', 'starbucks', 'カフェラテ'],
      ['sutaba rate', 'starbucks', 'カフェラテ'],
      ['マクド potato', 'mcdonalds', 'ポテト'],
      ['makku poteto', 'mcdonalds', 'ポテト'],
    ] as const) {
      const res = await search({ q, limit: 3 });
      expect([q, res.body.data.items[0]?.shopId, res.body.data.items[0]?.name.split(' ')[0]]).toEqual([q, shopId, name]);
    }
  });

  it('a romaji word typed as two words finds the name that holds it whole first (karaage kun is からあげクン)', async () => {
    for (const q of ['karaage kun', 'KARAAGE KUN', 'Karaage Kun']) {
      const res = await search({ q, limit: 10 });
      const first = res.body.data.items.slice(0, 7);
      expect([q, first.filter((item) => item.shopId !== 'lawson' || !item.name.startsWith('からあげクン'))]).toEqual([q, []]);
    }
  });

  it('a chain typed in latin letters lists the item named like the chain first (mos burger → モスバーガー)', async () => {
    for (const q of ['mos burger', 'mosburger', 'MOS BURGER', 'Mos']) {
      const res = await search({ q, limit: 5 });
      expect([q, res.body.data.items[0]]).toEqual([q, expect.objectContaining({ shopId: 'mos-burger', name: 'モスバーガー' })]);
      for (const item of res.body.data.items) expect([q, item.shopId]).toEqual([q, 'mos-burger']);
    }
  });

  it('a long name no item holds is answered by the dish word it ends with, not by a name sharing its beginning (プレミアム牛めし)', async () => {
    for (const q of ['プレミアム牛めし', 'ぷれみあむ牛めし']) {
      const res = await search({ q, limit: 10 });
      expect([q, res.body.data.fallback]).toEqual([
        q,
        expect.objectContaining({ kind: 'semantic', message: expect.stringContaining('牛めし') }),
      ]);
      expect([q, res.body.data.items[0]]).toEqual([
        q,
        expect.objectContaining({ shopId: 'matsuya', name: expect.stringMatching(/^牛めし/) }),
      ]);
      expect([q, names(res.body.data.items).filter((name) => name.includes('牛乳'))]).toEqual([q, []]);
    }
  });

  it('a long name is not met by a name holding its end without the food word it begins with (ライスバーガー is no モスバーガー, no ベーコンレタスバーガー)', async () => {
    for (const q of ['ライスバーガー', 'モス ライスバーガー', 'モスバーガー ライスバーガー']) {
      const { total } = (await search({ q, limit: 1 })).body.data;
      expect([q, total > 0]).toEqual([q, true]);
      const found: string[] = [];
      for (let offset = 0; offset < total; offset += 50) found.push(...names((await search({ q, limit: 50, offset })).body.data.items));
      expect([q, found.filter((name) => !name.includes('ライスバーガー'))]).toEqual([q, []]);
    }
  });

  it('a long katakana name is not met loosely by a name holding its beginning without the food word it ends with (テリヤキチキンバーガー is no テリヤキチキン pizza)', async () => {
    // The loose key drops ー: バーガー is one bigram there, and the pizzas' テリヤキチキン L met six of eight.
    for (const q of ['テリヤキチキンバーガー', 'モスバーガー テリヤキチキンバーガー']) {
      const { items } = (await search({ q, limit: 50 })).body.data;
      expect([q, items.length > 0]).toEqual([q, true]);
      expect([q, names(items).filter((name) => !name.includes('バーガー'))]).toEqual([q, []]);
    }
  });

  it("a flavour typed after a chain's nickname for an item finds that flavour (ファミチキレッド, not gummies)", async () => {
    const res = await search({ q: 'ファミチキレッド', limit: 3 });
    expect(res.body.data.fallback).toBeNull();
    expect(res.body.data.items[0]).toMatchObject({ shopId: 'familymart', name: '骨なしチキン レッド' });
  });

  it('a nickname written with a ッ it does not have finds the chain’s item (フラッペチーノ is フラペチーノ)', async () => {
    const res = await search({ q: 'フラッペチーノ', limit: 3 });
    expect(res.body.data.fallback).toBeNull();
    expect(res.body.data.items[0]).toMatchObject({ shopId: 'starbucks', name: expect.stringContaining('フローズンドリンク') });
  });

  it('a size letter the chain does not sell is left out before the chain (マック ポテト L is McDonald’s ポテト)', async () => {
    for (const [q, shopId, food] of [
      ['マック ポテト L', 'mcdonalds', 'ポテト'],
      ['モス ポテト LL', 'mos-burger', 'ポテト'],
    ] as const) {
      const res = await search({ q, limit: 5 });
      expect([q, res.body.data.fallback?.kind]).toEqual([q, 'relaxed']);
      expect(res.body.data.fallback!.message).toContain(q.split(' ').at(-1));
      expect(res.body.data.items.length).toBeGreaterThan(0);
      for (const item of res.body.data.items) expect([q, item.shopId, item.name.includes(food)]).toEqual([q, shopId, true]);
    }
  });

  it('a size letter typed by its reading (マック コーラ エル) is the letter: the chain’s rows of that size', async () => {
    // It found nothing and said nothing (エル matched no name, and each other word matched alone).
    for (const [q, name] of [
      ['マック コーラ エル', 'コーラ L'],
      ['マック ポテト えむ', 'ポテト M'],
    ] as const) {
      const { items, fallback } = (await search({ q, limit: 5 })).body.data;
      expect([q, fallback, items[0]?.shopId, items[0]?.name]).toEqual([q, null, 'mcdonalds', name]);
    }
  });

  it('a word that names a property of every object (constructor, toString M) is searched as a word, not a 500', async () => {
    for (const q of ['constructor', 'toString M', '__proto__']) expect([q, (await search({ q })).status]).toEqual([q, 200]);
  });

  it('romaji with macrons is the romaji typed with long vowels (rāmen = raamen, karē raisu = karee raisu)', async () => {
    for (const [accented, plain] of [
      ['rāmen', 'raamen'],
      ['gyūdon', 'gyuudon'],
      ['karē raisu', 'karee raisu'],
      ['shōyu rāmen', 'shouyu raamen'],
    ] as const) {
      const [typed, ime] = await Promise.all([search({ q: accented, limit: 10 }), search({ q: plain, limit: 10 })]);
      expect([accented, typed.body.data.fallback]).toEqual([accented, null]);
      expect(typed.body.data.items.length).toBeGreaterThan(0);
      expect(typed.body.data.items).toEqual(ime.body.data.items);
    }
  });

  it('a dish and its size typed as one word find the dish in that size (牛丼並盛 is 牛丼 並盛)', async () => {
    for (const q of ['すき家 牛丼並盛', '吉野家の牛丼並盛']) {
      const found = await search({ q, limit: 3 });
      expect([q, found.body.data.items[0]?.name]).toEqual([q, '牛丼 並盛']);
    }
  });

  it('a kana word where a word of the name begins ranks above the same letters inside a word (バニラ, not レバニラ)', async () => {
    const vanilla = await search({ q: 'バニラ', limit: 5 });
    expect(vanilla.body.data.items.map((item) => item.name).filter((name) => name.includes('レバニラ'))).toEqual([]);
    const udon = await search({ q: 'うどん', limit: 5 });
    expect(udon.body.data.items.map((item) => item.name).filter((name) => name.includes('皿うどん'))).toEqual([]);
  });

  it('several dish names in one q match nothing, and the answer says to send each dish as a term of POST /search', async () => {
    const res = await search({ q: 'からあげクン 親子丼', limit: 5 });
    expect(res.body.data.total).toBe(0);
    expect(res.body.data.fallback).toMatchObject({ kind: 'none', relatedTerms: [], message: expect.stringContaining('POST /search') });
  });

  it('several words matching nothing together, one of them nothing even alone, say which (seven layer: layer)', async () => {
    for (const [q, word] of [
      ['seven layer', 'layer'],
      ['ローソン ほげほげ', 'ほげほげ'],
      ['komeda xyzzy', 'xyzzy'],
    ] as const) {
      const { total, fallback } = (await search({ q, limit: 5 })).body.data;
      expect([q, total, fallback]).toEqual([
        q,
        0,
        expect.objectContaining({ kind: 'none', message: expect.stringContaining(`「${word}」`) }),
      ]);
    }
  });

  it('a synonym or an English word for a food is not met inside another word (ラム肉, lamb: no クラムチャウダー; にぎり寿司: the sushi chains’ 握り, no おにぎり)', async () => {
    for (const q of ['ラム肉', 'lamb']) {
      const { items } = (await search({ q, limit: 20 })).body.data;
      expect([q, items.some((item) => item.name.includes('ラム'))]).toEqual([q, true]);
      expect([q, names(items).filter((name) => name.includes('クラム'))]).toEqual([q, []]);
    }
    const { items, fallback } = (await search({ q: 'にぎり寿司', limit: 10 })).body.data;
    expect(fallback).toBeNull();
    expect(names(items).filter((name) => name.includes('おにぎり'))).toEqual([]);
    for (const item of items) expect([item.name, item.category]).toEqual([item.name, '握り']);
  });
});

describe('GET /search: a heat typed in English', () => {
  it('spicy meets the names that say 旨辛, 辛口, 激辛 or 辛味: spicy ramen lists 辛味噌ラーメン, not plain ラーメン by the head noun', async () => {
    for (const [q, dish] of [
      ['spicy ramen', 'ラーメン'],
      ['spicy curry', 'カレー'],
      ['spicy chicken', 'チキン'],
    ] as const) {
      const { items, fallback } = (await search({ q, limit: 5 })).body.data;
      expect([q, fallback]).toEqual([q, null]);
      expect([q, items.length]).toEqual([q, 5]);
      for (const item of items)
        expect([q, item.name]).toEqual([q, expect.stringMatching(new RegExp(`(辛|スパイシー).*${dish}|${dish}.*(辛|スパイシー)`))]);
    }
  });
});

describe('GET /search: a kind of the dish typed', () => {
  it('sushi, 寿司 and すし reach the sushi chains’ nigiri (category 握り, named by the fish) on the first page, after the names holding the word', async () => {
    for (const q of ['sushi', '寿司', 'すし', 'スシ']) {
      const { items, fallback } = (await search({ q, limit: 20 })).body.data;
      expect([q, fallback]).toEqual([q, null]);
      expect([q, items.some((item) => item.category === '握り')]).toEqual([q, true]);
      // Typed in Japanese the names holding the word lead; sushi in latin letters lists its nigiri first since round 23.
      if (q !== 'sushi') expect([q, items[0]!.category]).not.toEqual([q, '握り']);
    }
  });

  it('nigiri, in English the sushi, lists the sushi chains’ nigiri first, not おにぎり', async () => {
    const { items, fallback } = (await search({ q: 'nigiri', limit: 10 })).body.data;
    expect(fallback).toBeNull();
    for (const item of items) expect([item.name, item.category]).toEqual([item.name, '握り']);
  });

  it('a sushi chain with 寿司 lists its nigiri, not the other shops’ sushi with the chain left out', async () => {
    for (const [q, shopId] of [
      ['スシロー 寿司', 'sushiro'],
      ['くら寿司 すし', 'kura-sushi'],
      ['sushiro sushi', 'sushiro'],
      ['sushiro nigiri', 'sushiro'],
    ] as const) {
      const { items, fallback } = (await search({ q, limit: 10 })).body.data;
      expect([q, fallback]).toEqual([q, null]);
      expect([q, items.length]).toEqual([q, 10]);
      for (const item of items) expect([q, item.shopId, item.category]).toEqual([q, shopId, '握り']);
    }
  });
});

describe('GET /search: what an item is for or made with', () => {
  it('弁当 is no ふりかけ（お弁当用）, 砂糖 no 牛乳 砂糖不使用; the item itself still answers (牛乳 lists 牛乳 砂糖不使用)', async () => {
    for (const [q, params] of [
      ['弁当', {}],
      ['bento', {}],
      ['弁当', { targetCal: 300 }],
      ['低カロリー 弁当 600kcal以下', {}],
    ] as const) {
      const { items } = (await search({ q, ...params, limit: 50 })).body.data;
      expect([q, names(items).filter((name) => name.includes('用）'))]).toEqual([q, []]);
    }
    const sugar = (await search({ q: '砂糖', limit: 50 })).body.data.items;
    expect(names(sugar).filter((name) => name.includes('砂糖不使用'))).toEqual([]);
    const milk = (await search({ q: '牛乳', limit: 50 })).body.data.items;
    expect(names(milk)).toContain('牛乳 砂糖不使用');
  });
});

describe('GET /search: an English word misspelt', () => {
  it('hamburgar is a hamburger (one letter off), not a hamburg steak (two)', async () => {
    const { items, fallback } = (await search({ q: 'hamburgar', limit: 10 })).body.data;
    expect(fallback?.kind).toBe('typo');
    expect(names(items).filter((name) => !name.includes('バーガー'))).toEqual([]);
  });

  it('an English word spelled right is no typo of a name (green curry: the head curry, not 減塩 curries)', async () => {
    const { items, fallback } = (await search({ q: 'green curry', limit: 10 })).body.data;
    expect(fallback).toEqual(expect.objectContaining({ kind: 'semantic', message: expect.stringContaining('curry') }));
    expect(items.length).toBeGreaterThan(0);
    expect(names(items).filter((name) => !name.includes('カレー') || name.includes('減塩'))).toEqual([]);
  });
});

describe('GET /search: a word after a っ', () => {
  it('かけうどん is no ぶっかけうどん: 丸亀 かけうどん 大 leaves out the size the chain does not sell, not the dish', async () => {
    const { items, fallback } = (await search({ q: '丸亀 かけうどん 大', limit: 20 })).body.data;
    expect(fallback?.kind).toBe('relaxed');
    expect(items.length).toBeGreaterThan(0);
    for (const item of items)
      expect([item.shopId, item.name.includes('かけうどん'), item.name.includes('ぶっかけ')]).toEqual(['marugame', true, false]);
  });
});

describe('GET /search: a fish with nigiri, a bowl, a chain’s own sizes, an adjective, dishes named in English', () => {
  it('salmon nigiri and tuna nigiri list the sushi chains’ nigiri, not the おにぎり whose English names carry the fish', async () => {
    for (const q of ['salmon nigiri', 'tuna nigiri']) {
      const { items, fallback } = (await search({ q, limit: 10 })).body.data;
      expect([q, fallback]).toEqual([q, null]);
      expect([q, items.length]).toEqual([q, 10]);
      for (const item of items) expect([q, item.name, item.category]).toEqual([q, item.name, '握り']);
    }
  });

  it('a bowl in an English serving note is no dish: salmon bowl and chicken bowl list no 小鉢 (small bowl); chicken bowl finds a chicken 丼', async () => {
    for (const q of ['salmon bowl', 'chicken bowl', 'bowl']) {
      const { items } = (await search({ q, limit: 10 })).body.data;
      expect([q, names(items).filter((name) => name.includes('小鉢'))]).toEqual([q, []]);
    }
    const { items } = (await search({ q: 'chicken bowl', limit: 10 })).body.data;
    expect(items.length).toBeGreaterThan(0);
    for (const item of items) expect([item.name, /丼/u.test(item.name) && /チキン|鶏/u.test(item.name)]).toEqual([item.name, true]);
  });

  it('かつや’s own size names (梅, 竹, 松) beside the chain are sizes: left out and said, the chain’s かつ丼 listed', async () => {
    for (const size of ['梅', '竹', '松']) {
      const q = `かつや カツ丼 ${size}`;
      const { items, fallback } = (await search({ q, limit: 10 })).body.data;
      expect([q, fallback?.kind, fallback?.message.includes(`（${size}）`)]).toEqual([q, 'relaxed', true]);
      expect([q, items.length > 0]).toEqual([q, true]);
      for (const item of items) expect([q, item.shopId, item.name.includes('かつ丼')]).toEqual([q, 'katsuya', true]);
    }
    // Elsewhere 梅 is the plum.
    expect((await search({ q: '梅 おにぎり', limit: 5 })).body.data.items.every((item) => item.name.includes('梅'))).toBe(true);
    // Typed by their reading: かつや カツ丼 うめ found nothing and said nothing, katsuya katsudon ume listed 梅酒.
    for (const q of ['かつや カツ丼 うめ', 'katsuya katsudon ume']) {
      const { items, fallback } = (await search({ q, limit: 10 })).body.data;
      expect([q, fallback?.kind, fallback?.message]).toEqual([q, 'relaxed', expect.stringMatching(/量・サイズの指定（(うめ|ume)）/u)]);
      expect([q, items.length > 0 && items.every((item) => item.shopId === 'katsuya' && item.name.includes('かつ丼'))]).toEqual([q, true]);
    }
  });

  it('中盛, すき家’s bowl between 並盛 and 大盛, is a size: left out and said when no row is of it', async () => {
    const { items, fallback } = (await search({ q: 'すき家 ねぎ玉牛丼 中盛', limit: 10 })).body.data;
    expect(fallback?.kind).toBe('relaxed');
    expect(items.length).toBeGreaterThan(0);
    for (const item of items) expect([item.shopId, item.name.includes('ねぎ玉牛丼')]).toEqual(['sukiya', true]);
  });

  it('辛い ラーメン lists the spicy ramen (辛味噌ラーメン, 旨辛…): an adjective meets the compounds names write it in', async () => {
    const { items, fallback } = (await search({ q: '辛い ラーメン', limit: 10 })).body.data;
    expect(fallback).toBeNull();
    expect(items.length).toBe(10);
    for (const item of items) expect([item.name, item.name.includes('辛') && item.name.includes('ラーメン')]).toEqual([item.name, true]);
  });

  it('an adjective in hiragana or of temperature meets what names write (からい ラーメン: 辛; 冷たい うどん: 冷し), else is left out and said (温かい そば)', async () => {
    const spicy = (await search({ q: 'からい ラーメン', limit: 10 })).body.data;
    expect(spicy.items.length).toBe(10);
    for (const item of spicy.items) expect([item.name, item.name.includes('辛')]).toEqual([item.name, true]);
    const cold = (await search({ q: '冷たい うどん', limit: 10 })).body.data;
    expect(cold.fallback).toBeNull();
    expect(cold.items.filter((item) => /冷/u.test(item.name) && /うどん/u.test(item.name)).length).toBeGreaterThanOrEqual(9);
    const warm = (await search({ q: '温かい そば', limit: 10 })).body.data;
    expect(warm.fallback).toMatchObject({ kind: 'relaxed', message: expect.stringContaining('「温かい」を除いた') });
    expect(warm.items.length).toBe(10);
    for (const item of warm.items) expect([item.name, /そば|蕎麦/u.test(item.name)]).toEqual([item.name, true]);
  });

  it('dishes the catalog sells under their own names are met in English (pho: ローソン’s 鶏肉のフォー; burrito, bulgogi, corn dog)', async () => {
    for (const [q, name] of [
      ['pho', /フォー/u],
      ['burrito', /ブリトー/u],
      ['bulgogi', /プルコギ/u],
      ['corn dog', /アメリカンドッグ/u],
      ['caramel macchiato', /キャラメルマキアート/u],
      ['unagi don', /うな丼/u],
      ['kfc chicken bucket', /バーレル/u],
    ] as const) {
      const { items, fallback } = (await search({ q, limit: 3 })).body.data;
      expect([q, fallback]).toEqual([q, null]);
      expect([q, items.length > 0 && items.every((item) => name.test(item.name))]).toEqual([q, true]);
    }
  });
});

describe('GET /search: dishes and a nickname the tables had no row for', () => {
  it('English dish names find the rows the catalog sells them under (greek yogurt, hamburger steak, almond jelly, cup noodles)', async () => {
    for (const [q, name] of [
      ['greek yogurt', /^ギリシャヨーグルト/u],
      ['unsweetened greek yogurt', /^ギリシャヨーグルト 砂糖不使用$/u],
      ['hamburger steak', /ハンバーグ/u],
      ['almond jelly', /^杏仁豆腐$/u],
      ['annin tofu', /^杏仁豆腐$/u],
      ['あんにんどうふ', /^杏仁豆腐$/u],
      ['cup noodles', /^カップヌードル/u],
      ['cup ramen', /^カップヌードル/u],
      ['instant noodles', /^袋麺|^カップ/u],
    ] as const) {
      const { items, fallback } = (await search({ q, limit: 2 })).body.data;
      expect([q, fallback]).toEqual([q, null]);
      expect([q, items.length > 0 && items.every((item) => name.test(item.name))]).toEqual([q, true]);
    }
  });

  it('杏仁豆腐 is no kind of tofu: 豆腐 late at night lists no almond jelly among its first rows', async () => {
    const { items } = (await search({ q: '豆腐', mealType: 'late_night', limit: 5 })).body.data;
    expect(items.length).toBe(5);
    expect(names(items).filter((name) => name.includes('杏仁'))).toEqual([]);
  });

  it('よしぎゅう, 吉牛 by its reading, is 吉野家’s 牛丼, with a size or alone; beside another item it is the chain', async () => {
    const regular = (await search({ q: 'よしぎゅう なみ', limit: 1 })).body.data.items[0];
    expect([regular?.shopId, regular?.name]).toEqual(['yoshinoya', '牛丼 並盛']);
    const alone = (await search({ q: 'よしぎゅう', limit: 3 })).body.data.items;
    expect(alone.map((item) => [item.shopId, /^牛丼/u.test(item.name)])).toEqual(Array(3).fill(['yoshinoya', true]));
    const curry = (await search({ q: 'よしぎゅう カレー', limit: 1 })).body.data.items[0];
    expect([curry?.shopId, curry?.name]).toEqual(['yoshinoya', 'カレー 並盛']);
  });
});

describe('GET /search: an English dish with something no name holds', () => {
  it('pancake with syrup lists the pancakes (the dish before "with"), where it found nothing and said syrup matched nothing', async () => {
    for (const q of ['pancake with syrup', 'pancake with maple syrup']) {
      const { items, fallback } = (await search({ q, limit: 5 })).body.data;
      expect([q, fallback?.kind, fallback?.message.includes('「pancake」')]).toEqual([q, 'semantic', true]);
      for (const item of items) expect([q, item.name.includes('パンケーキ')]).toEqual([q, true]);
    }
  });

  it('a dish in a bowl no row holds is the dish before the bowl (chicken teriyaki bowl: 鶏の照り焼き), not every 丼 by popularity', async () => {
    const { items, fallback } = (await search({ q: 'chicken teriyaki bowl', limit: 5 })).body.data;
    expect([fallback?.kind, fallback?.message.includes('「chicken teriyaki」')]).toEqual(['semantic', true]);
    expect(items.length).toBe(5);
    for (const item of items) expect([item.name, /照り焼|照焼|てりやき|テリヤキ/u.test(item.name)]).toEqual([item.name, true]);
  });

  it('a dish with a food after "with" is the dish (ramen with gyoza: ramen), or the two as one dish the other way round (burger with cheese: cheese burger)', async () => {
    for (const [q, head, name] of [
      ['ramen with gyoza', 'ramen', /ラーメン|らーめん/u],
      ['curry with naan', 'curry', /カレー/u],
    ] as const) {
      const { items, fallback } = (await search({ q, limit: 5 })).body.data;
      expect([q, fallback?.kind, fallback?.message.includes(`「${head}」`)]).toEqual([q, 'semantic', true]);
      expect(items.length).toBe(5);
      for (const item of items) expect([q, item.name, name.test(item.name)]).toEqual([q, item.name, true]);
    }
    // Since round 13 with joins its words and is no term of its own, so where names hold both words they answer at once, no
    // fallback needed: the cheese burgers, and the coffees made with oat milk (コーヒー（オーツミルク）, which the lexicon now knows).
    for (const [q, name] of [
      ['burger with cheese', /チーズバーガー/u],
      ['coffee with oat milk', /コーヒー.*オーツミルク/u],
    ] as const) {
      const { items, fallback } = (await search({ q, limit: 5 })).body.data;
      expect([q, fallback, items.length]).toEqual([q, null, 5]);
      for (const item of items) expect([q, item.name, name.test(item.name)]).toEqual([q, item.name, true]);
    }
  });
});

describe('GET /search: a food typed glued to its chain’s name', () => {
  it('is that item first when a name is the word whole (モスチーズバーガー, not モス’s plain チーズバーガー; スガキヤラーメン)', async () => {
    for (const [q, shopId] of [
      ['モスチーズバーガー', 'mos-burger'],
      ['モス モスチーズバーガー', 'mos-burger'],
      ['スガキヤラーメン', 'sugakiya'],
    ] as const) {
      const { items, fallback } = (await search({ q, limit: 3 })).body.data;
      expect([q, fallback]).toEqual([q, null]);
      expect([q, items[0]?.shopId, items[0]?.name]).toEqual([q, shopId, q.split(' ').at(-1)]);
    }
  });
});

describe('GET /search: a long vowel where a word begins', () => {
  it('とうふ lists no ポトフ (tofu is also the romaji of ぽと|ふ), and still the 豆腐 rows', async () => {
    const { items } = (await search({ q: 'とうふ', limit: 50 })).body.data;
    expect(names(items).filter((name) => name.includes('ポトフ'))).toEqual([]);
    expect(items.filter((item) => item.name.includes('豆腐')).length).toBeGreaterThan(10);
  });
});

describe('GET /search: a short katakana word in one piece of a name’s loose key', () => {
  it('プリン lists no たっぷりグリーンサラダ (ぷり and りん of its loose key たぷりぐりんさらだ) in an order that ranks every match alike', async () => {
    const { items } = (await search({ q: 'プリン', sort: 'cal-asc', limit: 50 })).body.data;
    expect(names(items).filter((name) => !name.includes('プリン'))).toEqual([]);
    expect(items.length).toBeGreaterThan(20);
    // Typed without its long vowel or with its っ big, a loanword still meets the names through their loose keys.
    expect(names((await search({ q: 'ハンバグ', limit: 5 })).body.data.items).every((name) => name.includes('ハンバーグ'))).toBe(true);
    expect(names((await search({ q: 'ホツトドツグ', limit: 5 })).body.data.items).every((name) => name.includes('ホットドッグ'))).toBe(
      true,
    );
  });
});

describe('GET /search: a count typed that few names hold', () => {
  it('lists the rows that hold it first, then the food’s others (ケンタ オリジナルチキン 2ピース, たこやき 8個)', async () => {
    const kfc = (await search({ q: 'ケンタ オリジナルチキン 2ピース', limit: 5 })).body.data;
    expect(kfc.items[0]!.name).toBe('オリジナルチキン 2ピース');
    expect(names(kfc.items)).toContain('オリジナルチキン');
    expect(kfc.fallback).toMatchObject({ kind: 'relaxed', message: expect.stringContaining('の候補も表示しています') });
    const takoyaki = (await search({ q: 'たこやき 8個', limit: 4 })).body.data;
    expect(takoyaki.items[0]!.name).toContain('8個');
    expect(takoyaki.items.map((item) => item.score)).toEqual([...takoyaki.items.map((item) => item.score)].sort((a, b) => b - a));
    // Paging goes on where the first page ended, and an order the caller chose stays the page's order.
    const second = (await search({ q: 'たこやき 8個', limit: 2, offset: 2 })).body.data;
    expect(second.items.map((item) => item.id)).toEqual(takoyaki.items.slice(2, 4).map((item) => item.id));
    const light = (await search({ q: 'たこやき 8個', sort: 'cal-asc', limit: 10 })).body.data.items;
    expect(light.map((item) => item.cal)).toEqual([...light.map((item) => item.cal)].sort((a, b) => a - b));
  });
});

describe('GET /search: ミニ, a bowl’s small size', () => {
  it('牛丼 ミニ lists the 小盛 bowls the chains sell, and a name that writes ミニ keeps it first', async () => {
    const bowls = (await search({ q: '牛丼 ミニ', limit: 4 })).body.data;
    expect(bowls.fallback).toBeNull();
    expect(names(bowls.items)).toEqual(Array(4).fill('牛丼 小盛'));
    const chips = (await search({ q: 'ポテトチップス ミニ', limit: 5 })).body.data.items;
    expect(names(chips).every((name) => name.startsWith('ポテトチップス') && name.endsWith('ミニ'))).toBe(true);
  });
});

describe('GET /search: a size letter glued to the word before it', () => {
  it('ポテトL and コーラM list the rows of that size, as ポテト L does; マック ポテトL says マック sells no L', async () => {
    for (const [glued, apart] of [
      ['ポテトL', 'ポテト L'],
      ['コーラM', 'コーラ M'],
    ] as const) {
      const [typed, spaced] = await Promise.all([search({ q: glued, limit: 10 }), search({ q: apart, limit: 10 })]);
      expect([glued, typed.body.data.fallback, typed.body.data.items.length > 0]).toEqual([glued, null, true]);
      expect(typed.body.data.items).toEqual(spaced.body.data.items);
    }
    const mac = (await search({ q: 'マック ポテトL', limit: 5 })).body.data;
    expect(mac.fallback).toEqual(expect.objectContaining({ kind: 'relaxed', message: expect.stringContaining('（L）') }));
  });
});

describe('GET /search: a synonym met whole', () => {
  it('ローソン プリン lists no クリームパン (カスタードプリン by bigrams of カスタード and たっぷり), カフェ no coffee with a shot (コーヒーショップ)', async () => {
    const lawson = (await search({ q: 'ローソン プリン', limit: 10 })).body.data.items;
    expect(names(lawson).filter((name) => !name.includes('プリン'))).toEqual([]);
    expect(lawson.length).toBeGreaterThan(0);
    const cafe = (await search({ q: 'カフェ', limit: 50, offset: 0 })).body.data;
    const shots: string[] = [];
    for (let offset = 0; offset < cafe.total; offset += 50)
      shots.push(
        ...names((await search({ q: 'カフェ', limit: 50, offset })).body.data.items).filter((name) => name.includes('ショット追加')),
      );
    expect(shots.filter((name) => !/カフェ|喫茶/u.test(name))).toEqual([]);
  });
});

describe('GET /search: a nickname misspelt', () => {
  it('a chain’s nickname or name misspelt in romaji is that chain or item, through the typo pass (makdo, staba latte, famichki)', async () => {
    for (const [q, shopId, name] of [
      ['makdo', 'mcdonalds', undefined],
      ['makdo potato', 'mcdonalds', 'ポテト'],
      ['staba latte', 'starbucks', 'カフェラテ'],
      ['famichki', 'familymart', '骨なしチキン'],
      ['mcdonals', 'mcdonalds', undefined],
    ] as const) {
      const { items, fallback } = (await search({ q, limit: 5 })).body.data;
      expect([q, fallback?.kind]).toEqual([q, 'typo']);
      expect([q, items.length > 0 && items.every((item) => item.shopId === shopId)]).toEqual([q, true]);
      if (name) expect([q, items[0]!.name.startsWith(name)]).toEqual([q, true]);
    }
  });

  it('a chain’s nickname in latin letters misspelt is that nickname, through the typo pass (starbucks frapuccino: its フローズンドリンク)', async () => {
    for (const q of ['starbucks frapuccino', 'frapuccino']) {
      const { items, fallback } = (await search({ q, limit: 5 })).body.data;
      expect([q, fallback?.kind]).toEqual([q, 'typo']);
      expect([
        q,
        items.length > 0 && items.every((item) => item.shopId === 'starbucks' && item.name.startsWith('フローズンドリンク')),
      ]).toEqual([q, true]);
    }
  });
});

describe('GET /search: a size in a note', () => {
  it('a size typed is not met in a note on the topping (チーズ牛丼（アタマの大盛）, 牛めし（あたま大盛）: a regular bowl, its beef large)', async () => {
    for (const q of ['nakau cheese gyudon large', 'なか卯 チーズ牛丼 大盛', '松屋 牛めし 大盛', 'sukiya butadon oomori']) {
      const { items } = (await search({ q, limit: 50 })).body.data;
      expect([q, items.length > 0]).toEqual([q, true]);
      expect([q, names(items).filter((name) => /[（(](アタマの|あたま)大盛[）)]/u.test(name))]).toEqual([q, []]);
    }
    // A size of the bowl in brackets is its size: 牛めし（大盛） is the large 牛めし.
    expect(names((await search({ q: '松屋 牛めし 大盛', limit: 1 })).body.data.items)).toEqual(['牛めし（大盛）']);
  });
});

describe('GET /search: English names', () => {
  it('a phrase an English name begins with lists those rows first (miso soup: Miso soup with tofu and wakame, not Pilaf with miso soup)', async () => {
    for (const [q, start] of [
      ['miso soup', 'miso soup'],
      ['Miso Soup', 'miso soup'],
      ['curry rice', 'curry rice'],
    ] as const) {
      const { items, fallback } = (await search({ q, limit: 5 })).body.data;
      expect([q, fallback]).toEqual([q, null]);
      for (const item of items) expect([q, item.nameEn?.toLowerCase().startsWith(start)]).toEqual([q, true]);
    }
  });
});

describe('GET /search: a kind of shop', () => {
  /** Each shop's category, as GET /shops gives it. */
  const categoryOf = async () => {
    const { shops } = (await user.call<EndpointReply<typeof shopsEndpoint>>('GET', '/shops')).body.data;
    return new Map(shops.map((shop: { id: string; category: string }) => [shop.id, shop.category]));
  };

  it('beside a food word lists that food at the shops of that kind, from more than one chain (コンビニ おにぎり, ファミレス ハンバーグ)', async () => {
    const categories = await categoryOf();
    for (const [q, kinds, food] of [
      ['コンビニ おにぎり', ['convenience'], /おにぎり|おむすび/],
      ['こんびに サンドイッチ', ['convenience'], /サンド/],
      ['konbini onigiri', ['convenience'], /おにぎり|おむすび/],
      ['ファミレス ハンバーグ', ['family_restaurant'], /ハンバーグ/],
      ['ファミリーレストラン ドリア', ['family_restaurant'], /ドリア/],
      ['回転寿司 サーモン', ['sushi'], /サーモン/],
      ['ファストフード ポテト', ['burger', 'fried_chicken'], /ポテト/],
      // In several words, English or Japanese, the kind is one term.
      ['Convenience Store onigiri', ['convenience'], /おにぎり|おむすび/],
      ['family restaurant hamburg', ['family_restaurant'], /ハンバーグ/],
      ['coffee shop latte', ['cafe'], /ラテ/],
      ['ファミリー レストラン ドリア', ['family_restaurant'], /ドリア/],
      ['sushi train salmon', ['sushi'], /サーモン/],
      ['ramen-ya gyoza', ['ramen'], /餃子|ぎょうざ|ギョーザ/],
      ['sushiya maguro', ['sushi'], /まぐろ|マグロ|鮪/],
    ] as const) {
      const { items, fallback } = (await search({ q, limit: 10 })).body.data;
      expect([q, fallback, items.length]).toEqual([q, null, 10]);
      for (const item of items)
        expect([q, (kinds as readonly string[]).includes(categories.get(item.shopId!) ?? ''), item.name]).toEqual([
          q,
          true,
          expect.stringMatching(food),
        ]);
      expect([q, new Set(items.map((item) => item.shopId)).size > 1]).toEqual([q, true]);
    }
  });

  it("alone lists those shops' items, several chains among the first; カフェ alone stays the rows named with it", async () => {
    const categories = await categoryOf();
    for (const [q, kind] of [
      ['コンビニ', 'convenience'],
      ['ファミレス', 'family_restaurant'],
      ['回転ずし', 'sushi'],
      ['convenience store', 'convenience'],
    ] as const) {
      const { items, fallback } = (await search({ q, limit: 10 })).body.data;
      expect([q, fallback, items.length]).toEqual([q, null, 10]);
      for (const item of items) expect([q, categories.get(item.shopId!)]).toEqual([q, kind]);
      expect([q, new Set(items.map((item) => item.shopId)).size > 2]).toEqual([q, true]);
    }
    await expectEveryItem('カフェ', 10, { name: expect.stringContaining('カフェ') });
  });

  it('for two kinds (ファストフード, fast food) weighs the shops of both alike: the one fried-chicken chain does not lead them', async () => {
    for (const q of ['fast food fries', 'ファストフード', 'fast food nuggets']) {
      const { items } = (await search({ q, limit: 10 })).body.data;
      const shops = items.map((item) => item.shopId);
      expect([q, shops.filter((shop) => shop !== 'kfc').length >= 5, new Set(shops).size >= 4]).toEqual([q, true, true]);
    }
  });

  it("カフェ before a word it is written with is that drink from any shop, then the cafés' other rows of the word (カフェ ラテ); before another food, that food at the cafés", async () => {
    const categories = await categoryOf();
    const latte = (await search({ q: 'カフェ ラテ', limit: 40 })).body.data.items;
    expect(latte.every((item) => item.name.includes('カフェラテ'))).toBe(true);
    expect(latte.some((item) => categories.get(item.shopId!) !== 'cafe')).toBe(true);
    const sandwiches = (await search({ q: 'カフェ サンドイッチ', limit: 10 })).body.data.items;
    for (const item of sandwiches) expect([item.name, categories.get(item.shopId!)]).toEqual([expect.stringMatching(/サンド/), 'cafe']);
  });

  it('beside a food those shops do not sell, is left out and the fallback says so', async () => {
    const { items, fallback } = (await search({ q: '回転寿司 カツ丼', limit: 5 })).body.data;
    expect(items.length).toBeGreaterThan(0);
    expect(fallback).toEqual(expect.objectContaining({ kind: 'relaxed', message: expect.stringContaining('回転寿司') }));
  });
});

describe('GET /search: filters, limits and orders', () => {
  it('needs at least one of q, shop, genre, a range, a target or sort', async () => {
    const res = await user.call<ErrorBody>('GET', '/search');
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('invalid_request');
    expect((await search({ limit: 5 })).status).toBe(400);
  });

  it('refuses unknown shops, genres, sorts, meal types and parameters', async () => {
    for (const params of [
      { shop: 'nope' },
      { genre: 'nope' },
      { sort: 'weird' },
      { q: 'x', mealType: 'brunch' },
      { q: 'x', color: 'red' },
      { q: 'x', limit: 51 },
      { q: 'x', calMin: 500, calMax: 100 },
    ]) {
      expect((await search(params)).status).toBe(400);
    }
  });

  it('ranges are hard limits, and items without that value never pass a P/F/C range', async () => {
    const res = await search({ shop: 'lawson', calMax: 300, proteinMin: 10, limit: 50 });
    expect(res.body.data.total).toBeGreaterThan(0);
    for (const item of res.body.data.items) {
      expect(item.cal).toBeLessThanOrEqual(300);
      expect(item.protein).toBeGreaterThanOrEqual(10);
    }
    const saizeriya = await search({ shop: 'saizeriya', proteinMin: 0, limit: 50 });
    expect(saizeriya.body.data.items.every((item) => item.protein !== null)).toBe(true);
  });

  it('mealType: breakfast ≤ 600 kcal, snack and between-meal slots ≤ 250 kcal', async () => {
    for (const [mealType, cap] of [
      ['breakfast', 600],
      ['snack', 250],
      ['afternoon', 250],
    ] as const) {
      const res = await search({ q: 'おにぎり', mealType, limit: 50 });
      expect(res.body.data.total).toBeGreaterThan(0);
      expect(res.body.data.items.every((item) => item.cal <= cap)).toBe(true);
    }
  });

  it('include limits the item types', async () => {
    const dishes = await search({ q: 'サラダ', include: 'dishes', limit: 20 });
    expect(dishes.body.data.total).toBeGreaterThan(0);
    expect(dishes.body.data.items.every((item) => item.type === 'dish' && item.id.startsWith('g_'))).toBe(true);
    const products = await search({ q: 'サラダ', include: 'products', limit: 20 });
    expect(products.body.data.items.every((item) => item.type === 'product' && item.id.startsWith('p_'))).toBe(true);
  });

  it('a genre meets the generic dishes its label names, as it meets the chains’ items of that name (gyudon: 牛丼)', async () => {
    for (const [genre, q, name] of [
      ['gyudon', undefined, '牛丼 並盛'],
      ['tempura', '天丼', '天丼 並盛'],
      ['chinese', '天津飯', '天津飯 並盛'],
      ['protein', 'サラダチキン', 'サラダチキン'],
    ]) {
      const { items } = (await search({ genre, q, include: 'dishes', limit: 50 })).body.data;
      expect([genre, items.some((item) => item.name === name)]).toEqual([genre, true]);
      for (const item of items) expect([genre, item.name, item.genres.includes(genre!)]).toEqual([genre, item.name, true]);
    }
    // Still a 丼 as well: genre=donburi keeps the bowls it met.
    const bowls = (await search({ genre: 'donburi', q: '牛丼', include: 'dishes', limit: 5 })).body.data.items;
    expect(bowls.some((item) => item.name === '牛丼 並盛')).toBe(true);
  });

  it.each([
    ['cal-asc', (a: Item, b: Item) => a.cal <= b.cal],
    ['cal-desc', (a: Item, b: Item) => a.cal >= b.cal],
    ['protein-desc', (a: Item, b: Item) => (a.protein ?? 0) >= (b.protein ?? 0)],
  ] as const)('sort=%s orders the page', async (sort, inOrder) => {
    const items = (await search({ shop: 'lawson', sort, limit: 30 })).body.data.items;
    expect(items.length).toBe(30);
    items.slice(1).forEach((item, i) => expect(inOrder(items[i]!, item)).toBe(true));
  });

  it('a target takes a day’s remaining as GET /nutrition gives it: below 0 (over budget) counts as 0', async () => {
    const over = await search({ targetCal: 300, targetFat: -0.8, limit: 10 });
    expect(over.status).toBe(200);
    expect(over.body.data).toEqual((await search({ targetCal: 300, targetFat: 0, limit: 10 })).body.data);
  });

  it('a target orders by fit to the remaining budget and never proposes more than the kcal left', async () => {
    const res = await search({ targetCal: 500, targetProtein: 30, limit: 10 });
    expect(res.status).toBe(200);
    const items = res.body.data.items;
    expect(items.length).toBe(10);
    for (const item of items) expect(item.cal).toBeLessThanOrEqual(525);
    const distance = (item: Item) => Math.abs(item.cal - 500) / 100 + Math.abs((item.protein ?? 0) - 30) / 10;
    expect(distance(items[0]!)).toBeLessThan(1);
  });

  it.each(['lawson', 'saizeriya', undefined])('score-protein lists sources of protein first, not a zero drink (%s)', async (shop) => {
    const res = await search({ shop, sort: 'score-protein', include: 'products', limit: 10 });
    expect(res.status).toBe(200);
    for (const item of res.body.data.items) expect([item.name, item.protein]).toEqual([item.name, expect.any(Number)]);
    for (const item of res.body.data.items) expect([item.name, (item.protein ?? 0) >= 8]).toEqual([item.name, true]);
  });

  it('score-low-carb lists the fewest grams of carbohydrate first (a wish for few carbohydrates in q orders the same way)', async () => {
    for (const shop of ['lawson', 'yoshinoya']) {
      const { items } = (await search({ shop, sort: 'score-low-carb', include: 'products', limit: 50 })).body.data;
      const carbs = items.map((item) => item.carbs ?? Infinity);
      expect([shop, carbs]).toEqual([shop, [...carbs].sort((a, b) => a - b)]);
      expect([shop, carbs[0]! < carbs[49]!]).toEqual([shop, true]);
    }
  });

  it('theme rankings are accepted', async () => {
    for (const sort of [
      'score-protein',
      'score-low-cal',
      'score-low-fat',
      'score-low-carb',
      'score-balance',
      'score-night',
      'score-morning',
      'popularity-desc',
      'date',
      'price-asc',
    ]) {
      const res = await search({ shop: 'seven-eleven', sort, limit: 5 });
      expect(res.status).toBe(200);
      expect(res.body.data.returned).toBe(5);
    }
  });

  it('pages with limit and offset and says whether there is more', async () => {
    const first = (await search({ shop: 'lawson', sort: 'cal-asc', limit: 5 })).body.data;
    const second = (await search({ shop: 'lawson', sort: 'cal-asc', limit: 5, offset: 5 })).body.data;
    expect(first).toMatchObject({ limit: 5, offset: 0, returned: 5, hasMore: true });
    expect(second.offset).toBe(5);
    expect(new Set([...first.items, ...second.items].map((item) => item.id)).size).toBe(10);
    const last = (await search({ shop: 'lawson', sort: 'cal-asc', limit: 5, offset: first.total - 2 })).body.data;
    expect(last).toMatchObject({ returned: 2, hasMore: false });
  });

  it('says no more where paging ends (offset 10,000), though total counts every match', async () => {
    const deepest = (await search({ sort: 'popularity-desc', limit: 50, offset: 10000 })).body.data;
    expect(deepest.total).toBeGreaterThan(10050);
    expect(deepest).toMatchObject({ returned: 50, hasMore: false });
    expect((await search({ sort: 'popularity-desc', limit: 50, offset: 9950 })).body.data.hasMore).toBe(true);
    expect((await search({ sort: 'popularity-desc', limit: 50, offset: 10050 })).status).toBe(400);
  });

  it('items carry the Catalog item fields, a page URL in the spec’s shape and a public generated image', async () => {
    const item = (await search({ q: 'からあげクン', shop: 'lawson', limit: 1 })).body.data.items[0]!;
    expect(item).toMatchObject({
      type: 'product',
      shopId: 'lawson',
      shopName: 'ローソン',
      category: expect.any(String),
      productType: expect.any(String),
    });
    expect(item.id).toBe(`p_${item.productId}`);
    expect(item.pageUrl).toBe(`${gateway().url}/ja/shops/lawson/products/${item.productId}/`);
    const image = await request(item.imageUrl!);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toContain('image/svg+xml');
  });

  it('a product’s pageUrl is its web page: name, shop and values, with no auth; another shop or an unknown product is a 404', async () => {
    const item = (await search({ q: 'からあげクン', shop: 'lawson', limit: 1 })).body.data.items[0]!;
    const page = await request(item.pageUrl!);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toContain('text/html');
    expect(page.headers.get('content-security-policy')).toContain("default-src 'none'");
    const html = page.text;
    expect(html).toContain(`<h1>${item.name}</h1>`);
    expect(html).toContain('ローソン');
    expect(html).toContain(`${item.cal} kcal`);
    expect(html).toContain(`/images/catalog/${item.id}.svg`);
    for (const wrong of [
      item.pageUrl!.replace('/lawson/', '/familymart/'),
      item.pageUrl!.replace(`/${item.productId}/`, '/999999999/'),
      item.pageUrl!.replace(`/${item.productId}/`, '/abc/'),
    ])
      expect((await request(wrong)).status).toBe(404);
  });

  it('a pageUrl that leads nowhere (a product gone, another shop) is a 404 page a browser shows, in the page’s language, not a JSON body (stop 83)', async () => {
    const item = (await search({ q: 'からあげクン', shop: 'lawson', limit: 1 })).body.data.items[0]!;
    for (const [url, language, words] of [
      [item.pageUrl!.replace(`/${item.productId}/`, '/999999999/'), 'ja', 'この商品は食品カタログにありません'],
      [item.pageUrl!.replace('/lawson/', '/familymart/'), 'ja', 'この商品は食品カタログにありません'],
      [item.pageUrl!.replace('/ja/', '/en/').replace(`/${item.productId}/`, '/abc/'), 'en', 'This product is not in the food catalog'],
    ] as const) {
      const page = await request(url);
      expect([url, page.status, page.headers.get('content-type')]).toEqual([url, 404, 'text/html; charset=utf-8']);
      expect(page.headers.get('content-security-policy')).toContain("default-src 'none'");
      expect(page.text).toContain(`<html lang="${language}">`);
      expect(page.text).toContain(words);
    }
  });

  it('the same page is served in English under /en/: English labels and the shop’s English name; another language is a 404', async () => {
    const item = (await search({ q: 'からあげクン', shop: 'lawson', limit: 1 })).body.data.items[0]!;
    const page = await request(item.pageUrl!.replace('/ja/', '/en/'));
    expect(page.status).toBe(200);
    expect(page.headers.get('content-security-policy')).toContain("default-src 'none'");
    expect(page.text).toContain('<html lang="en">');
    expect(page.text).toContain(`<h1>${item.nameEn ?? item.name}</h1>`);
    expect(page.text).toContain('<p>Lawson</p>');
    expect(page.text).toContain(`<tr><th scope="row">Energy</th><td>${item.cal} kcal</td></tr>`);
    expect((await request(item.pageUrl!.replace('/ja/', '/fr/'))).status).toBe(404);
  });
});

describe('GET /search: names that match, none within the limits', () => {
  it('says no 牛丼 fits calMax=250 or a late-night snack, with the lightest one, instead of items related through its ingredients', async () => {
    for (const params of [{ calMax: 250 }, { mealType: 'late_night' }]) {
      const { items, total, fallback } = (await search({ q: '牛丼', ...params, limit: 10 })).body.data;
      expect([params, total, items]).toEqual([params, 0, []]);
      expect(fallback).toMatchObject({ kind: 'none', relatedTerms: [] });
      expect(fallback?.message).toContain(`条件（${Object.entries(params)[0]!.join('=')}）を満たしません`);
      expect(fallback?.message).toMatch(/最もカロリーの低いものは.*牛丼.*（\d+(\.\d+)?kcal）/);
    }
    const floor = (await search({ q: '牛丼', calMin: 3000, limit: 10 })).body.data.fallback;
    expect(floor?.message).toContain('条件（calMin=3000）を満たしません');
    expect(floor?.message).not.toContain('最もカロリーの低い');
  });

  it('says so beside a wish with no limit of its own (低カロリー 牛丼 with calMax=300, high protein snack with proteinMin=15), where it said the food matched no name', async () => {
    for (const [q, params, food, conditions] of [
      ['低カロリー 牛丼', { calMax: 300 }, '牛丼', 'calMax=300'],
      // Round 15: a snack in English is a time of eating (high protein snack lists サラダチキン with proteinMin=15); chips is a food.
      ['high protein chips', { proteinMin: 15 }, 'chips', 'proteinMin=15'],
      ['高たんぱく ゼリー', { proteinMin: 10 }, 'ゼリー', 'proteinMin=10'],
    ] as const) {
      const { total, fallback } = (await search({ q, ...params, limit: 10 })).body.data;
      expect([q, total, fallback?.kind]).toEqual([q, 0, 'none']);
      expect([q, fallback?.message]).toEqual([q, expect.stringMatching(/は商品名ではなく栄養の希望として読み、/u)]);
      expect([q, fallback?.message]).toEqual([q, expect.stringContaining(`「${food}」に名前が一致する`)]);
      expect([q, fallback?.message]).toEqual([q, expect.stringContaining(`条件（${conditions}）を満たしません`)]);
    }
  });

  it('leaves a q that names nothing to the passes after it, and POST /search lists such a term in notFound', async () => {
    const gibberish = (await search({ q: 'xqzv', calMax: 250, limit: 10 })).body.data.fallback;
    expect(gibberish?.message).toContain('認識できる語を含まない');
    const user = await admin.buildUser({ plan: 'premium' });
    const res = await user.call<EndpointReply<typeof multiSearchEndpoint>>('POST', '/search', {
      queries: ['牛丼', 'サラダチキン'],
      calMax: 250,
    });
    expect(res.body.data.notFound).toEqual(['牛丼']);
    expect(res.body.data.results[0]!.fallback?.kind).toBe('none');
  });
});

describe('GET /search: a wish for a kind of nutrition in q', () => {
  const nonDecreasing = (values: number[]) => values.every((value, i) => i === 0 || value >= values[i - 1]!);

  it("reads 低カロリー beside a chain as an order: that chain's best matches, fewest kcal first, and says so", async () => {
    const { items, fallback, total } = (await search({ q: 'セブン 低カロリー', limit: 20 })).body.data;
    expect(fallback).toMatchObject({ kind: 'relaxed', message: expect.stringContaining('「低カロリー」は商品名ではなく栄養の希望') });
    expect(total).toBeGreaterThanOrEqual(20);
    expect(items.every((item) => item.shopId === 'seven-eleven')).toBe(true);
    expect(nonDecreasing(items.map((item) => item.cal))).toBe(true);
  });

  it('orders the food q still names by the wish (低カロリー 弁当, high protein salad), not the whole catalog', async () => {
    const bento = (await search({ q: '低カロリー 弁当', limit: 10 })).body.data;
    expect(bento.items.length).toBe(10);
    expect(bento.items.filter((item) => item.name.includes('弁当')).length).toBeGreaterThanOrEqual(8);
    expect(nonDecreasing(bento.items.map((item) => item.cal))).toBe(true);
    const salad = (await search({ q: 'high protein salad', limit: 10 })).body.data;
    expect(salad.fallback?.message).toContain('たんぱく質の多い順');
    expect(salad.items.filter((item) => /サラダ|salad/i.test(`${item.name} ${item.nameEn ?? ''}`)).length).toBeGreaterThanOrEqual(8);
  });

  it('answers a wish alone (ヘルシー, low calorie) with popular items by the theme, where it had found nothing', async () => {
    for (const q of ['ヘルシー', 'カロリー控えめ', 'low calorie']) {
      const { items, fallback } = (await search({ q, limit: 20 })).body.data;
      expect([q, items.length, fallback?.kind]).toEqual([q, 20, 'relaxed']);
      expect([q, nonDecreasing(items.map((item) => item.cal))]).toEqual([q, true]);
    }
  });

  it('reads a wish for few carbohydrates (低糖質 パン, ローソン 糖質控えめ, low carb) as the fewest grams of carbohydrate first', async () => {
    const carbs = (item: { carbs: number | null }) => item.carbs ?? Infinity;
    const bread = (await search({ q: '低糖質 パン', limit: 10 })).body.data;
    expect(bread.fallback?.message).toContain('炭水化物の少ない順');
    expect(bread.items.length).toBe(10);
    expect(bread.items.filter((item) => item.name.includes('パン')).length).toBeGreaterThanOrEqual(8);
    expect(nonDecreasing(bread.items.map(carbs))).toBe(true);
    const lawson = (await search({ q: 'ローソン 糖質控えめ', limit: 10 })).body.data;
    expect(lawson.items.every((item) => item.shopId === 'lawson')).toBe(true);
    expect(nonDecreasing(lawson.items.map(carbs))).toBe(true);
    const english = (await search({ q: 'low carb', limit: 10 })).body.data;
    expect([english.items.length, english.fallback?.kind]).toEqual([10, 'relaxed']);
  });

  it('reads each word that says less of a nutrient after each nutrient (糖質ゼロ, カロリーカット, 脂質カット) as its wish', async () => {
    // 糖質ゼロ went to the related items (ガトーショコラ first), カロリーカット to its word カット (カットステーキ).
    for (const [q, order] of [
      ['糖質ゼロ', '炭水化物の少ない順'],
      ['ローソン 糖質ゼロ', '炭水化物の少ない順'],
      ['カロリーカット', 'カロリーの低い順'],
      ['脂質カット', '脂質の少ない順'],
    ] as const) {
      const { items, fallback } = (await search({ q, limit: 10 })).body.data;
      expect([q, fallback?.kind, fallback?.message.includes(order)]).toEqual([q, 'relaxed', true]);
      expect([q, items.length]).toEqual([q, 10]);
    }
  });

  it('reads a nutrient and how much of it typed apart (カロリー 低い パン, たんぱく質 多い コンビニ) as the wish, not as the values asked', async () => {
    // カロリー 低い パン read カロリー as the values asked and left 低い out (あんぱん first by popularity); たんぱく質 多い コンビニ
    // listed one 豚まん 大入り by 多い.
    for (const [q, order] of [
      ['カロリー 低い パン', 'カロリーの低い順'],
      ['たんぱく質 多い コンビニ', 'たんぱく質の多い順'],
      ['脂質 少なめ 弁当', '脂質の少ない順'],
      ['糖質 少ない おやつ', '炭水化物の少ない順'],
    ] as const) {
      const { items, fallback } = (await search({ q, limit: 10 })).body.data;
      expect([q, fallback?.kind, fallback?.message.includes(order)]).toEqual([q, 'relaxed', true]);
      expect([q, items.length]).toEqual([q, 10]);
    }
  });

  it("keeps the caller's own order: the wish is only left out of the names", async () => {
    const { items, fallback } = (await search({ q: 'セブン 低カロリー', sort: 'cal-desc', limit: 10 })).body.data;
    expect(fallback?.message).toContain('指定の順');
    const cals = items.map((item) => item.cal);
    expect(cals).toEqual([...cals].sort((a, b) => b - a));
    expect(items.every((item) => item.shopId === 'seven-eleven')).toBe(true);
  });

  it('reads a limit typed in q as the range it states (弁当 500kcal以下, たんぱく質20g以上, under 400 kcal)', async () => {
    const bento = (await search({ q: '弁当 500kcal以下', limit: 20 })).body.data;
    expect(bento.fallback?.message).toContain('カロリー500kcal以下に絞って');
    expect(bento.total).toBeGreaterThan(20);
    // Bentos by name, then by category (ハムたまごBOX): ふりかけ（お弁当用） and the like are no bentos.
    expect(bento.items.every((item) => item.cal <= 500 && /弁当/.test(item.name + item.category))).toBe(true);
    const protein = (await search({ q: 'たんぱく質20g以上', limit: 20 })).body.data;
    expect(protein.items.length).toBe(20);
    expect(protein.items.every((item) => (item.protein ?? 0) >= 20)).toBe(true);
    const english = (await search({ q: 'ramen under 400 kcal', limit: 10 })).body.data;
    expect(english.items.length).toBeGreaterThan(0);
    expect(english.items.every((item) => item.cal <= 400)).toBe(true);
  });

  it('reads grams of a nutrient typed with no bound as the bound a diet asks (protein 20g salad: at least 20 g)', async () => {
    // It went to the head word, salad, and listed グリーンサラダ (3 g of protein) first.
    for (const q of ['protein 20g salad', 'たんぱく質20g サラダ']) {
      const salad = (await search({ q, limit: 10 })).body.data;
      expect([q, salad.fallback?.message]).toEqual([q, expect.stringContaining('たんぱく質20g以上に絞って')]);
      expect(salad.items.length).toBeGreaterThan(0);
      for (const item of salad.items)
        expect([item.name, (item.protein ?? 0) >= 20, /サラダ/.test(item.name)]).toEqual([item.name, true, true]);
    }
    const bread = (await search({ q: '糖質10g パン', limit: 10 })).body.data;
    expect(bread.items.length).toBeGreaterThan(0);
    for (const item of bread.items) expect([item.name, (item.carbs ?? Infinity) <= 10]).toEqual([item.name, true]);
  });

  it("keeps the narrower of a typed limit and the caller's range, and drops a typed limit that contradicts it", async () => {
    const narrower = (await search({ q: '弁当 500kcal以下', calMax: 400, limit: 20 })).body.data;
    expect(narrower.items.length).toBeGreaterThan(0);
    expect(narrower.items.every((item) => item.cal <= 400)).toBe(true);
    const contradicted = await search({ q: '弁当 500kcal以下', calMin: 600, limit: 20 });
    expect(contradicted.status).toBe(200);
    expect(contradicted.body.data.items.every((item) => item.cal >= 600)).toBe(true);
  });

  it('leaves a word the names hold as a name (ローソン 低脂肪乳 is milk), and reads a wish glued to a food no name holds (低カロリー弁当)', async () => {
    const milk = (await search({ q: 'ローソン 低脂肪乳', limit: 5 })).body.data;
    expect(milk.fallback?.message ?? '').not.toContain('栄養の希望');
    expect(milk.items.length).toBeGreaterThan(0);
    expect(milk.items.every((item) => item.name.includes('低脂肪乳'))).toBe(true);
    const glued = (await search({ q: '低カロリー弁当', limit: 10 })).body.data;
    expect(glued.fallback?.message).toContain('「低カロリー」は商品名ではなく栄養の希望');
    expect(glued.items.filter((item) => item.name.includes('弁当')).length).toBeGreaterThanOrEqual(8);
  });

  it('leaves a wish that names items as typed (高たんぱく: the category and genre)', async () => {
    const { fallback, total } = (await search({ q: '高たんぱく', limit: 5 })).body.data;
    expect([fallback, total > 20]).toEqual([null, true]);
  });

  it('reads a time of eating no name holds as the meal type (高たんぱく おやつ, おやつ, 夜食 ラーメン), where it had found nothing or a bigram', async () => {
    const snack = (await search({ q: '高たんぱく おやつ', mealType: 'snack', limit: 10 })).body.data;
    expect(snack.fallback?.message).toContain('「おやつ」は商品名ではなく食べる時間（mealType=snack、genre=sweets,snack）');
    expect(snack.items.length).toBe(10);
    expect(snack.items.every((item) => item.cal <= 250 && item.genres.some((genre) => genre === 'sweets' || genre === 'snack'))).toBe(true);
    expect(snack.fallback?.message).toContain('たんぱく質の多い順');
    const alone = (await search({ q: 'おやつ', limit: 10 })).body.data;
    expect([alone.fallback?.kind, alone.items.length]).toEqual(['relaxed', 10]);
    expect(alone.items.every((item) => item.cal <= 250 && item.genres.some((genre) => genre === 'sweets' || genre === 'snack'))).toBe(true);
    const ramen = (await search({ q: '夜食 ラーメン', limit: 10 })).body.data;
    expect(ramen.fallback?.message).toContain('mealType=late_night');
    expect(ramen.items.length).toBeGreaterThan(0);
    expect(ramen.items.every((item) => item.cal <= 250)).toBe(true);
    // The caller's own meal type wins; the word is only left out of the names.
    const caller = (await search({ q: '夜食', mealType: 'breakfast', limit: 5 })).body.data;
    expect(caller.fallback?.message).toContain('mealType=breakfast');
    // So does the caller's own genre: the message names the genres only when they were read from the word.
    const ownGenre = (await search({ q: 'おやつ', genre: 'sweets', limit: 5 })).body.data;
    expect(ownGenre.fallback?.message).toContain('（mealType=snack）');
  });
});

describe('GET /search: one kanji inside a name, a menu’s letter, before bed', () => {
  it('an English word whose Japanese is one kanji meets the names that write it inside a word (chicken bowl: 鶏そぼろ丼; beef with a target: 牛肉コロッケ)', async () => {
    const bowls = (await search({ q: 'chicken bowl', limit: 20 })).body.data;
    expect(bowls.fallback).toBeNull();
    expect(names(bowls.items).some((name) => name.startsWith('鶏そぼろ丼'))).toBe(true);
    for (const item of bowls.items) expect([item.name, /丼/u.test(item.name) && /チキン|鶏/u.test(item.name)]).toEqual([item.name, true]);
    // beef with a calorie target had no name to meet and fell to items related by ingredients (豆乳 lattes).
    const beef = (await search({ q: 'beef', targetCal: 200, limit: 10 })).body.data;
    expect(beef.fallback).toBeNull();
    for (const item of beef.items) expect([item.name, /牛|ビーフ|beef/iu.test(item.name)]).toEqual([item.name, true]);
    // 牛 typed, read うし alone, listed ガトーショコラ (がとうしょこら) and ジューシー春巻 first.
    const gyu = (await search({ q: '牛', limit: 10 })).body.data.items;
    for (const item of gyu) expect([item.name, item.name.includes('牛')]).toEqual([item.name, true]);
  });

  it('a one-kanji food is never met inside a word the lexicon knows as another food (牛乳, milk), and is met as words read it (焼鮭: やきじゃけ)', async () => {
    // beef with a calorie target listed 牛乳 and コーヒー牛乳 first: ぎゅう is one piece of ぎゅうにゅう.
    for (const params of [{ q: 'beef', targetCal: 200 }, { q: '牛', targetCal: 200 }, { q: '牛' }, { q: 'beef' }]) {
      const { items } = (await search({ ...params, limit: 50 })).body.data;
      expect([params, items.length > 0, items.some((item) => item.name.includes('牛乳'))]).toEqual([params, true, false]);
    }
    // fish met 餃子 by 魚's reading alone, ぎょ (ぎょうざ); its entry now spells 魚 as it reads as a word, さかな.
    for (const params of [{ q: 'fish' }, { q: 'fish', targetCal: 300 }]) {
      const { items } = (await search({ ...params, limit: 50 })).body.data;
      expect([params, items.some((item) => /餃子|ギョーザ/u.test(item.name))]).toEqual([params, false]);
    }
    // 牛's synonym うし met ごちそうシチュールウ by そう|シ: a kana synonym is met as one piece, as a kana word typed is.
    const gyu = (await search({ q: '牛', targetCal: 130, limit: 50 })).body.data.items;
    expect(gyu.some((item) => item.name.includes('シチュー'))).toBe(false);
    // salmon bento listed the chains' 鮭弁当 and no 焼鮭弁当, 鮭 弁当 likewise.
    for (const q of ['salmon bento', '鮭 弁当', '鮭']) {
      const { items } = (await search({ q, limit: 20 })).body.data;
      expect([q, items.some((item) => item.name.includes('焼鮭弁当'))]).toEqual([q, true]);
    }
  });

  it('a word the names write otherwise meets their word: キッズ お子様, 季節限定 期間限定, 無糖 砂糖不使用', async () => {
    // Each found nothing and said so: Sudachi pairs none of them. (ヨーグルト 無糖 also lists the プレーン yogurts: below.)
    for (const [q, written] of [
      ['キッズ', 'お子様'],
      ['スタバ 季節限定', '期間限定'],
      ['牛乳 無糖', '砂糖不使用'],
    ] as const) {
      const { items, fallback } = (await search({ q, limit: 10 })).body.data;
      expect([q, fallback, items.length > 0 && items.every((item) => item.name.includes(written))]).toEqual([q, null, true]);
    }
    const seasonal = (await search({ q: 'スタバ 季節限定', limit: 10 })).body.data.items;
    expect(seasonal.every((item) => item.shopId === 'starbucks')).toBe(true);
  });

  it('a food typed as not wanted (肉なし ラーメン, no meat ramen) is excluded from the names, where the typo pass listed 汁なし noodles', async () => {
    const noMeat = (await search({ q: '肉なし ラーメン', limit: 20 })).body.data;
    expect(noMeat.fallback?.kind).toBe('relaxed');
    expect(noMeat.fallback?.message).toContain('「肉なし」を「肉」を含まない希望として読み');
    expect(noMeat.items.length).toBe(20);
    for (const item of noMeat.items) expect([item.name, /ラーメン/u.test(item.name) && !/肉/u.test(item.name)]).toEqual([item.name, true]);
    // In English the words say it before the food: no meat ramen is 肉なし ラーメン, and the answer says the names are all
    // it reads (it was ramen -meat with no fallback, as if the rows left were without meat).
    const english = (await search({ q: 'no meat ramen', limit: 20 })).body.data;
    expect(english.fallback?.message).toContain('「no meat」を「肉」を含まない希望として読み');
    expect(english.fallback?.message).toContain('名前からしか分からない');
    expect(english.items.some((item) => /肉|ミート/u.test(item.name))).toBe(false);
    // A word the names hold stays a name's word: ケンタ 骨なし lists 骨なしケンタッキー as typed.
    const boneless = (await search({ q: 'ケンタ 骨なし', limit: 5 })).body.data;
    expect(boneless.fallback).toBeNull();
    expect(boneless.items.every((item) => item.name.includes('骨なし'))).toBe(true);
  });

  it('sushi counted in 貫 is an amount left out, low sugar a wish, ミラドリ サイゼリヤ’s ミラノ風ドリア, 砂糖なし 無糖, ホット beside a drink left out (a probe’s misses)', async () => {
    // スシロー まぐろ 2貫 found nothing and said nothing.
    const tuna = (await search({ q: 'スシロー まぐろ 2貫', limit: 5 })).body.data;
    expect([tuna.fallback?.kind, tuna.fallback?.message.includes('（2貫）')]).toEqual(['relaxed', true]);
    expect(tuna.items.every((item) => item.shopId === 'sushiro' && item.name.includes('まぐろ'))).toBe(true);
    // low sugar went to the head noun sugar (シナモンプチフォッカ by its English name).
    const lowSugar = (await search({ q: 'low sugar', limit: 5 })).body.data;
    expect(lowSugar.fallback?.message).toContain('炭水化物の少ない順');
    // サイゼ ミラドリ found nothing and said ミラドリ matched nothing.
    const doria = (await search({ q: 'サイゼ ミラドリ', limit: 5 })).body.data;
    expect([doria.fallback, doria.items[0]?.name, doria.items[0]?.shopId]).toEqual([null, 'ミラノ風ドリア', 'saizeriya']);
    // ほうじ茶ラテ ホット found nothing and said nothing: the menus name the hot drink plainly.
    const hot = (await search({ q: 'ほうじ茶ラテ ホット', limit: 5 })).body.data;
    expect([hot.fallback?.kind, hot.fallback?.message.includes('「ホット」を除いた')]).toEqual(['relaxed', true]);
    expect(hot.items.length > 0 && hot.items.every((item) => item.name.includes('ほうじ茶ラテ'))).toBe(true);
    const sugarless = (await search({ q: '砂糖なし コーヒー', limit: 5 })).body.data;
    expect(sugarless.items.length > 0 && sugarless.items.every((item) => /無糖|砂糖不使用/u.test(item.name))).toBe(true);
  });

  it('a calorie target no match fits is said, with the lightest match, as a cap is (beef targetCal=130, 牛丼 targetCal=250)', async () => {
    // They fell to items related by ingredients: 豆乳 lattes, 牛乳.
    for (const [q, targetCal] of [
      ['beef', 130],
      ['牛丼', 250],
    ] as const) {
      const { items, fallback } = (await search({ q, targetCal, limit: 10 })).body.data;
      expect([q, items.length, fallback?.kind]).toEqual([q, 0, 'none']);
      expect(fallback?.message).toContain(`targetCal=${targetCal}`);
      expect(fallback?.message).toContain('最もカロリーの低いもの');
    }
  });

  it('a menu’s letter for a variant beside a food (ドトール ミラノサンド A, 定食 B) is left out and said: no name writes one', async () => {
    for (const [q, shown] of [
      ['ドトール ミラノサンド A', 'ミラノサンド'],
      ['定食 B', '定食'],
    ] as const) {
      const { items, fallback } = (await search({ q, limit: 10 })).body.data;
      const letter = q.slice(-1);
      expect([q, fallback?.kind, fallback?.message.includes(`「${letter}」を除いた`)]).toEqual([q, 'relaxed', true]);
      expect([q, items.length > 0 && items.every((item) => item.name.includes(shown))]).toEqual([q, true]);
    }
    const milano = (await search({ q: 'ドトール ミラノサンド A', limit: 10 })).body.data.items;
    expect(milano.every((item) => item.shopId === 'doutor')).toBe(true);
  });

  it('a label word beside a food none of which carries it (国産 ハンバーグ, 無添加 ハム) is left out and said; beside one that does, it holds (減塩 鮭)', async () => {
    // 減塩 味噌汁 found nothing and said nothing: each word matches alone, and 減塩 is no dish. Since round 35 減塩 beside a food
    // none of which carries it is the wish for little salt (below), no longer left out.
    for (const [q, label, shown] of [
      ['国産 ハンバーグ', '国産', /ハンバーグ/u],
      ['無添加 ハム', '無添加', /ハム/u],
    ] as const) {
      const { items, fallback } = (await search({ q, limit: 10 })).body.data;
      expect([q, fallback?.kind, fallback?.message.includes(`「${label}」を除いた`)]).toEqual([q, 'relaxed', true]);
      expect([q, items.length > 0 && items.every((item) => shown.test(item.name))]).toEqual([q, true]);
    }
    const salmon = (await search({ q: '減塩 鮭', limit: 10 })).body.data;
    expect([salmon.fallback, salmon.items.length > 0 && salmon.items.every((item) => item.name.includes('減塩'))]).toEqual([null, true]);
  });

  it('a nutrient named beside a food (牛丼 カロリー, 牛丼のカロリー, チーズケーキ 糖質) lists the food and says how q was read', async () => {
    // Each found nothing: 牛丼 カロリー said カロリー matches no name, チーズケーキ 糖質 said nothing (糖質 alone meets 糖質オフ names).
    for (const [q, nutrient, shown] of [
      ['牛丼 カロリー', 'カロリー', /牛丼/u],
      ['牛丼のカロリー', 'カロリー', /牛丼/u],
      ['チーズケーキ 糖質', '糖質', /チーズケーキ/u],
      ['からあげクン たんぱく質', 'たんぱく質', /からあげクン/u],
      ['big mac calories', 'calories', /ビッグマック/u],
    ] as const) {
      const { items, fallback } = (await search({ q, limit: 5 })).body.data;
      expect([q, fallback?.kind, fallback?.message.startsWith(`「${nutrient}」は商品名ではなく`)]).toEqual([q, 'relaxed', true]);
      expect([q, items.length > 0 && items.every((item) => shown.test(item.name))]).toEqual([q, true]);
    }
    // A POST /search term is the food's rows too, not a term in notFound.
    const terms = await user.call<EndpointReply<typeof multiSearchEndpoint>>('POST', '/search', {
      queries: ['ファミチキ カロリー', '牛丼 カロリー'],
    });
    expect(terms.body.data.notFound).toEqual([]);
    expect(terms.body.data.results.map((result) => result.items[0]?.shopId)).toEqual(['familymart', expect.any(String)]);
  });

  it('breakfast beside a chain (朝マック, マック 朝, マック モーニング, mcdonalds breakfast, すき家 朝ごはん) lists its breakfast menu first', async () => {
    // 朝マック listed ビッグマック first (related items); マック 朝 and マック モーニング left the chain out for other shops' 朝そば
    // and 和朝食: no name of the chain holds the word, which it files under 朝メニュー (すき家: 朝定食).
    for (const [q, shopId, category] of [
      ['朝マック', 'mcdonalds', '朝メニュー'],
      ['マック 朝', 'mcdonalds', '朝メニュー'],
      ['マック モーニング', 'mcdonalds', '朝メニュー'],
      ['mcdonalds breakfast', 'mcdonalds', '朝メニュー'],
      ['すき家 朝ごはん', 'sukiya', '朝定食'],
    ] as const) {
      const { items, fallback } = (await search({ q, limit: 4 })).body.data;
      expect([q, fallback?.message.includes('mealType=breakfast')]).toEqual([q, true]);
      expect([q, items.map((item) => [item.shopId, item.category])]).toEqual([q, Array(4).fill([shopId, category])]);
    }
  });

  it('before bed (寝る前, 寝る前 軽い) is the late-night time of eating, and 軽い a wish for few calories, where both named nothing', async () => {
    const bed = (await search({ q: '寝る前', limit: 10 })).body.data;
    expect([bed.fallback?.kind, bed.items.length]).toEqual(['relaxed', 10]);
    expect(bed.fallback?.message).toContain('mealType=late_night');
    expect(bed.items.every((item) => item.cal <= 250)).toBe(true);
    const light = (await search({ q: '寝る前 軽い', limit: 10 })).body.data;
    expect(light.fallback?.message).toContain('「軽い」は商品名ではなく栄養の希望として読み');
    expect(light.items.length).toBe(10);
  });
});

describe('GET /search: a meal with no food named, after the gym, seasonal, poke', () => {
  it('a lunch or a dinner beside shops alone (コンビニ 昼ごはん, konbini lunch, セブン 夕飯) lists their meals, not pastries and coffee by popularity', async () => {
    // No pastry, sweet, snack or drink: every item is filed under some genre of a meal's dishes.
    const notMeals = new Set(['bakery', 'sweets', 'snack', 'dairy', 'drink_coffee', 'drink_tea', 'drink_other', 'alcohol']);
    for (const q of ['コンビニ 昼ごはん', 'konbini lunch', 'セブン 夕飯']) {
      const { items, fallback } = (await search({ q, limit: 20 })).body.data;
      expect([q, fallback?.kind, items.length]).toEqual([q, 'relaxed', 20]);
      for (const item of items) expect([q, item.name, item.genres.some((genre) => !notMeals.has(genre))]).toEqual([q, item.name, true]);
    }
    // ランチ names items too: alone or glued to more (ランチパック) it is met as typed when the names hold it.
    for (const q of ['ランチ', 'ランチパック']) {
      const { items, fallback } = (await search({ q, limit: 5 })).body.data;
      expect([q, fallback, items.every((item) => item.name.includes('ランチ'))]).toEqual([q, null, true]);
    }
    // With a food named, the food says what is eaten.
    const salad = (await search({ q: '昼ごはん サラダ', limit: 5 })).body.data;
    expect(salad.fallback?.message).toContain('（mealType=lunch）');
  });

  it('after the gym (ジム後, 筋トレ後) is a wish for protein, where it named nothing', async () => {
    const { items, fallback } = (await search({ q: 'ジム後 プロテイン', limit: 5 })).body.data;
    expect(fallback?.message).toContain('たんぱく質の多い順');
    expect(items.every((item) => item.name.includes('プロテイン'))).toBe(true);
  });

  it('seasonal names the chains’ 期間限定 and 季節の rows; kids menu the お子様 rows; poke bowl the raw fish bowl the catalog sells (海鮮丼)', async () => {
    const seasonal = (await search({ q: 'starbucks seasonal', limit: 10 })).body.data;
    expect(seasonal.fallback).toBeNull();
    expect(seasonal.items.length).toBe(10);
    for (const item of seasonal.items)
      expect([item.name, item.shopId, /期間限定|季節/u.test(item.name)]).toEqual([item.name, 'starbucks', true]);
    // kids menu said neither word matched; kids meal was the lexicon's only phrase for the お子様 rows.
    for (const q of ['kids menu', 'childrens menu']) {
      const { items, fallback } = (await search({ q, limit: 5 })).body.data;
      expect([q, fallback, items.length > 0 && items.every((item) => item.name.includes('お子様'))]).toEqual([q, null, true]);
    }
    const poke = (await search({ q: 'poke bowl', limit: 5 })).body.data;
    expect(poke.fallback).toBeNull();
    expect(poke.items.length).toBeGreaterThan(0);
    expect(poke.items.every((item) => item.name.includes('海鮮丼'))).toBe(true);
  });

  it('a word that names no dish ends no term’s dish and relates nothing (キッズメニュー, お子様メニュー: the お子様 rows)', async () => {
    // Both listed the breakfast menus (the category 朝メニュー) by メニュー, as the dish word or a related word; キッズ
    // relates the お子様 rows through its synonym (food_readings.tsv), メニュー nothing.
    const kidsMenu = (await search({ q: 'キッズメニュー', limit: 5 })).body.data;
    expect(kidsMenu.fallback?.kind).toBe('semantic');
    expect(kidsMenu.items.length > 0 && kidsMenu.items.every((item) => item.name.includes('お子様'))).toBe(true);
    const childMenu = (await search({ q: 'お子様メニュー', limit: 5 })).body.data.items;
    expect(childMenu.length > 0 && childMenu.every((item) => item.name.includes('お子様'))).toBe(true);
  });

  it('food or a meal in Japanese names no dish either (甘い食べ物 listed シーフードカレー, 健康食品 日清食品’s noodles)', async () => {
    for (const q of ['食べ物', '甘い食べ物', '好きな食べ物', '健康食品', 'ヘルシーな食事']) {
      const { total, fallback } = (await search({ q, limit: 5 })).body.data;
      expect([q, total, fallback?.kind]).toEqual([q, 0, 'none']);
    }
    // A POST /search term that names no food goes to notFound, with no items to log by.
    const reply = await user.call<EndpointReply<typeof multiSearchEndpoint>>('POST', '/search', { queries: ['存在しない食べ物', '牛丼'] });
    expect(reply.body.data.notFound).toEqual(['存在しない食べ物']);
  });
});

describe('GET /search: a bento side, a loanword’s long vowel, zero calories, a short form in a compound', () => {
  it('a compound whose dish word a name holds only as what it is for is no such dish (からあげ弁当 is no 冷凍から揚げ（お弁当用）)', async () => {
    for (const params of [{ q: 'からあげ弁当', calMax: 600 }, { q: 'からあげ弁当' }]) {
      const { items } = (await search({ ...params, limit: 20 })).body.data;
      expect(items.length).toBeGreaterThan(0);
      for (const item of items) expect([params, item.name.includes('弁当用')]).toEqual([params, false]);
    }
    const first = (await search({ q: 'からあげ弁当', calMax: 600, limit: 1 })).body.data.items[0]!;
    expect(first.name).toMatch(/弁当/u);
  });

  it('a kana word is not met from a long-vowel mark on (うに: モーニング read も|うに|ん|ぐ), in a name or a category', async () => {
    for (const q of ['うに', 'ウニ', 'uni']) {
      const { items } = (await search({ q, limit: 20 })).body.data;
      for (const item of items)
        expect([q, item.name, `${item.name} ${item.category}`.includes('モーニング')]).toEqual([q, item.name, false]);
    }
  });

  it('zero calories is a wish for drinks under a label’s cap, 飲み物 the drinks (カロリーゼロ 飲み物 said both matched nothing)', async () => {
    const drinks = new Set(['drink_coffee', 'drink_tea', 'drink_other']);
    for (const q of ['カロリーゼロ 飲み物', 'zero calorie drinks']) {
      const { items, fallback } = (await search({ q, limit: 20 })).body.data;
      expect([q, fallback?.kind, items.length]).toEqual([q, 'relaxed', 20]);
      for (const item of items)
        expect([q, item.name, item.cal! <= 25, item.genres.some((genre) => drinks.has(genre))]).toEqual([q, item.name, true, true]);
    }
    const zero = (await search({ q: 'ゼロカロリー', limit: 10 })).body.data;
    expect(zero.fallback?.message).toContain('カロリーの低い順');
    expect(zero.items.every((item) => item.cal! <= 25)).toBe(true);
  });

  it('zero calories beside a food none of whose items is within the cap says so, with the lightest (ゼロカロリー ゼリー said ゼロカロリー matched nothing)', async () => {
    for (const q of ['ゼロカロリー ゼリー', '0kcal ゼリー']) {
      const { items, fallback } = (await search({ q, limit: 10 })).body.data;
      expect([q, items.length, fallback?.kind]).toEqual([q, 0, 'none']);
      expect([q, fallback?.message]).toEqual([
        q,
        expect.stringMatching(/「ゼリー」に名前が一致する\d+件はどれも条件（calMax=25）を満たしません。最もカロリーの低いものは.*ゼリー/u),
      ]);
    }
    // A food with items within the cap lists them.
    const cola = (await search({ q: 'ゼロカロリー コーラ', limit: 10 })).body.data;
    expect(cola.items.length > 0 && cola.items.every((item) => item.cal! <= 25 && item.name.includes('コーラ'))).toBe(true);
  });

  it('a compound ending with a short form meets it spelled with the full form (アイスラテ: アイスカフェラテ; with トール the café’s tall one)', async () => {
    const iced = (await search({ q: 'アイスラテ', limit: 10 })).body.data;
    expect(iced.fallback).toBeNull();
    expect(iced.items.every((item) => item.name.includes('アイスカフェラテ'))).toBe(true);
    const tall = (await search({ q: 'アイスラテ トール', limit: 5 })).body.data.items;
    expect([tall[0]?.shopId, tall[0]?.name]).toEqual(['tullys', 'アイスカフェラテ M']);
  });

  it('ヨーグルト 無糖 lists the unsweetened and the plain yogurts, never a 加糖 (sweetened) one', async () => {
    for (const q of ['ヨーグルト 無糖', 'ヨーグルト 砂糖なし']) {
      const { items } = (await search({ q, limit: 20 })).body.data;
      expect([q, items.length > 0, items.some((item) => item.name.includes('加糖'))]).toEqual([q, true, false]);
      expect([q, items.slice(0, 10).some((item) => item.name.startsWith('プレーンヨーグルト'))]).toEqual([q, true]);
      for (const item of items) expect([q, item.name]).toEqual([q, expect.stringMatching(/ヨーグルト/u)]);
    }
  });

  it('a café item in a size its chain does not sell says so and lists its sizes (スタバ アイスカフェラテ トール listed アイス抹茶ラテ M)', async () => {
    // スターバックス sells アイスカフェラテ at L only; the tall rows met were other lattes, by the compound's words apart.
    const { items, fallback } = (await search({ q: 'スタバ アイスカフェラテ トール', limit: 5 })).body.data;
    expect([fallback?.kind, fallback?.message]).toEqual([
      'relaxed',
      expect.stringContaining('「アイスカフェラテ」には「トール」のサイズがない'),
    ]);
    expect([items[0]?.shopId, items[0]?.name]).toEqual(['starbucks', 'アイスカフェラテ L']);
    // An item sold in the size typed keeps its rows of that size, and nothing is said.
    const drip = (await search({ q: 'スタバ ドリップコーヒー トール', limit: 5 })).body.data;
    expect([drip.fallback, drip.items[0]?.name]).toEqual([null, 'ドリップコーヒー M']);
  });

  it('an item typed with a size lists the sized rows of that item, not others met by their words across (なか卯 チーズ牛丼 大盛)', async () => {
    // It listed three おろしポン酢牛丼 大盛 rows after プレミアムチーズ牛丼 大盛 (ず|ぎゅうどん across ポン酢 and 牛丼).
    for (const q of ['なか卯 チーズ牛丼 大盛', 'nakau cheese gyudon large']) {
      const { items, fallback } = (await search({ q, limit: 10 })).body.data;
      expect([q, fallback, names(items)]).toEqual([q, null, ['プレミアムチーズ牛丼 大盛']]);
    }
    const drip = (await search({ q: 'スタバ ドリップコーヒー トール', limit: 10 })).body.data.items;
    expect(drip.length).toBeGreaterThan(1);
    for (const item of drip) expect(item.name).toMatch(/^ドリップコーヒー.* M$/u);
  });

  it('an item sold in other sizes only lists its own rows, not others met by their words across (すき家 チーズ牛丼 大盛)', async () => {
    // すき家 チーズ牛丼 大盛 listed おろしポン酢牛丼 rows from the fifth row, スタバ アイスカフェラテ トール アイスカフェモカ M second.
    for (const [q, item] of [
      ['すき家 チーズ牛丼 大盛', 'チーズ牛丼'],
      ['スタバ アイスカフェラテ トール', 'アイスカフェラテ'],
    ] as const) {
      const { items, fallback } = (await search({ q, limit: 20 })).body.data;
      expect([q, fallback?.message]).toEqual([q, expect.stringContaining(`「${item}」には`)]);
      expect(items.length).toBeGreaterThan(0);
      for (const row of items) expect([q, row.name]).toEqual([q, expect.stringContaining(item)]);
    }
  });

  it('高たんぱく 300kcal以下 is the protein wish with an energy cap (it read たんぱく質300g以下 and コンビニ listed colas)', async () => {
    const { items, fallback } = (await search({ q: 'コンビニ 高たんぱく 300kcal以下', limit: 10 })).body.data;
    expect([fallback?.kind, fallback?.message]).toEqual(['relaxed', expect.stringContaining('カロリー300kcal以下')]);
    expect(items.length).toBe(10);
    for (const item of items) expect([item.name, item.cal! <= 300, item.genres.includes('drink_other')]).toEqual([item.name, true, false]);
  });

  it('two wishes are both read and rank together (低脂質 高たんぱく 400kcal以下 left 低脂質 to the names and listed 低脂肪乳 only)', async () => {
    const { items, fallback } = (await search({ q: '低脂質 高たんぱく 400kcal以下', limit: 10 })).body.data;
    expect([fallback?.kind, fallback?.message]).toEqual(['relaxed', expect.stringContaining('「低脂質」')]);
    expect(fallback?.message).toContain('たんぱく質の多い順と脂質の少ない順を合わせた順');
    expect(items.length).toBe(10);
    for (const item of items) expect([item.name, item.cal! <= 400, item.name.includes('低脂肪乳')]).toEqual([item.name, true, false]);
    // Ranked by both: every item shown holds more protein than fat.
    for (const item of items) expect([item.name, item.protein! > item.fat!]).toEqual([item.name, true]);
  });

  it('unsweetened yogurt (sugar-free, no sugar) lists the yogurts labelled so, as ヨーグルト 無糖 does, never フルーツヨーグルト or a 加糖 one', async () => {
    // No name says it in English: it went to its head word (yogurt) and listed フルーツヨーグルト first.
    for (const q of ['unsweetened yogurt', 'sugar-free yogurt', 'no sugar yogurt']) {
      const { items, fallback } = (await search({ q, limit: 10 })).body.data;
      expect([q, fallback, items.length > 0]).toEqual([q, null, true]);
      for (const item of items) expect([q, item.name]).toEqual([q, expect.stringMatching(/ヨーグルト/u)]);
      for (const item of items) expect([q, item.name]).toEqual([q, expect.not.stringMatching(/加糖|フルーツ/u)]);
      expect([q, items[0]?.name]).toEqual([q, expect.stringMatching(/砂糖不使用|無糖|プレーン/u)]);
    }
  });

  it('a wish for a kind of nutrition with no food named lists food, not the 0 kcal coffees or a topping (セブン 低カロリー, ローソン 低糖質)', async () => {
    const drinks = new Set(['drink_coffee', 'drink_tea', 'drink_other', 'alcohol']);
    for (const q of ['セブン 低カロリー', 'ローソン 低糖質', '低カロリー']) {
      const { items, fallback } = (await search({ q, limit: 20 })).body.data;
      expect([q, fallback?.kind, items.length]).toEqual([q, 'relaxed', 20]);
      for (const item of items)
        expect([q, item.name, item.genres.some((genre) => !drinks.has(genre)), item.category === 'トッピング']).toEqual([
          q,
          item.name,
          true,
          false,
        ]);
    }
  });

  it('round 46: a limit typed with no food named (500kcal以下, 糖質10g以下, セブン 300kcal以下) lists food, not a beer, teas or a topping', async () => {
    // 500kcal以下 and 脂質5g以下 listed 生ビール（中） first, 糖質10g以下 アイスティー and 烏龍茶 among its first five and a dressing sixth.
    const drinks = new Set(['drink_coffee', 'drink_tea', 'drink_other', 'alcohol']);
    for (const q of ['500kcal以下', '糖質10g以下', '脂質5g以下', 'セブン 300kcal以下']) {
      const { items, fallback } = (await search({ q, limit: 20 })).body.data;
      expect([q, fallback?.kind, items.length, fallback?.message]).toEqual([
        q,
        'relaxed',
        20,
        expect.stringContaining('飲み物・酒類・トッピングを除く食べ物から、'),
      ]);
      for (const item of items)
        expect([q, item.name, item.genres.some((genre) => !drinks.has(genre)), item.productType === 'topping']).toEqual([
          q,
          item.name,
          true,
          false,
        ]);
    }
    // A wish for anything beside it keeps the drinks (zero calories: the teas and the ゼロ sodas).
    const zero = (await search({ q: 'カロリーゼロ 10kcal以下', limit: 10 })).body.data;
    expect(zero.items.some((item) => item.genres.every((genre) => drinks.has(genre)))).toBe(true);
  });

  it('a food typed as not wanted alone (肉なし) names no dish: nothing, and what to type, where the typo pass listed 汁なし noodles', async () => {
    for (const q of ['肉なし', '肉抜き']) {
      const { items, fallback } = (await search({ q, limit: 5 })).body.data;
      expect([q, items.length, fallback?.kind]).toEqual([q, 0, 'none']);
      expect(fallback?.message).toContain('料理名と一緒に');
    }
  });

  it('a wish for a dish without meat (vegetarian, ベジタリアン, no meat) says the names are all it can read, and leaves out the rows naming meat', async () => {
    // vegetarian said it named nothing recognizable, ベジタリアン related ベジタブルチップス, no meat listed 生ビール first.
    for (const q of ['vegetarian', 'ベジタリアン', 'vegan', 'no meat']) {
      const { items, fallback } = (await search({ q, limit: 5 })).body.data;
      expect([q, items.length, fallback?.kind]).toEqual([q, 0, 'none']);
      expect([q, fallback?.message]).toEqual([q, expect.stringMatching(/品目のデータは材料を持たず.*料理名と一緒に/u)]);
    }
    // vegetarian curry went to the head word and listed ビーフカレー on the first page.
    for (const q of ['vegetarian curry', 'ベジタリアン カレー']) {
      const { items, fallback } = (await search({ q, limit: 20 })).body.data;
      expect([q, fallback?.kind, fallback?.message]).toEqual([q, 'relaxed', expect.stringContaining('名前からしか分からない')]);
      expect(items.length).toBe(20);
      for (const item of items)
        expect([
          item.name,
          /カレー/u.test(item.name),
          /肉|ミート|ビーフ|ポーク|チキン|牛|豚|鶏|ハム|ベーコン|ソーセージ/u.test(item.name),
        ]).toEqual([item.name, true, false]);
    }
  });

  it('two English words the lexicon knows apart meet the names built of both first (iced latte tall: the café’s tall アイスカフェラテ)', async () => {
    const tall = (await search({ q: 'iced latte tall', limit: 3 })).body.data.items;
    expect([tall[0]?.shopId, tall[0]?.name]).toEqual(['tullys', 'アイスカフェラテ M']);
  });

  it('a size beside a dish no name holds leaves both out (starbucks caramel frappuccino venti: the frappuccinos), where it blamed the size', async () => {
    const { items, fallback } = (await search({ q: 'starbucks caramel frappuccino venti', limit: 5 })).body.data;
    expect(fallback?.kind).toBe('semantic');
    expect(fallback?.message).toContain('frappuccino');
    expect(items.length).toBeGreaterThan(0);
    for (const item of items) expect([item.shopId, item.name]).toEqual(['starbucks', expect.stringContaining('フローズンドリンク')]);
  });
});

describe('POST /search', () => {
  it('searches each term with the same filters, lists terms without a hit, and costs one unit', async () => {
    const free = await admin.buildUser();
    const res = await free.call<EndpointReply<typeof multiSearchEndpoint>>('POST', '/search', {
      queries: ['からあげクン', 'ぜったいにないしょうひん', '牛めし'],
      limitPerQuery: 3,
      calMax: 600,
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('x-quota-used')).toBe('1');
    expect(res.body.data.limitPerQuery).toBe(3);
    expect(res.body.data.notFound).toEqual(['ぜったいにないしょうひん']);
    expect(res.body.data.results.map((r: { query: string }) => r.query)).toEqual(['からあげクン', 'ぜったいにないしょうひん', '牛めし']);
    for (const result of res.body.data.results) for (const item of result.items) expect(item.cal).toBeLessThanOrEqual(600);
  });

  it('says how each term was found, as GET /search does: null as typed, typo or relaxed otherwise', async () => {
    const user = await admin.buildUser({ plan: 'premium' });
    const res = await user.call<EndpointReply<typeof multiSearchEndpoint>>('POST', '/search', {
      queries: ['牛めし', 'hiboru', 'バナナ 1本', 'ぜったいにないしょうひん'],
      limitPerQuery: 2,
    });
    expect(res.body.data.results.map((r) => [r.query, r.fallback?.kind ?? null])).toEqual([
      ['牛めし', null],
      ['hiboru', 'typo'],
      ['バナナ 1本', 'relaxed'],
      ['ぜったいにないしょうひん', null],
    ]);
    const get = await user.call<EndpointReply<typeof searchEndpoint>>('GET', '/search?q=hiboru&limit=2');
    expect(res.body.data.results[1]!.fallback).toEqual(get.body.data.fallback);
  });

  it('a term of nothing but symbols finds nothing and goes to notFound', async () => {
    const user = await admin.buildUser();
    const res = await user.call<EndpointReply<typeof multiSearchEndpoint>>('POST', '/search', {
      queries: ['%', '牛めし'],
      limitPerQuery: 1,
    });
    expect(res.body.data.notFound).toEqual(['%']);
    expect(res.body.data.results[0]).toMatchObject({ query: '%', total: 0, items: [] });
  });

  it('Free may send 3 terms, Premium 10; more is a 400', async () => {
    const free = await admin.buildUser();
    expect((await free.call('POST', '/search', { queries: ['a', 'b', 'c', 'd'] })).status).toBe(400);
    expect((await user.call('POST', '/search', { queries: Array.from({ length: 10 }, (_, i) => `t${i}`) })).status).toBe(200);
    expect((await user.call('POST', '/search', { queries: Array.from({ length: 11 }, (_, i) => `t${i}`) })).status).toBe(400);
    expect((await user.call('POST', '/search', { queries: [] })).status).toBe(400);
  });

  it('a refusal of too many terms costs no quota, on Free as on Premium', async () => {
    const free = await admin.buildUser();
    const tooMany = await free.call('POST', '/search', { queries: ['a', 'b', 'c', 'd'] });
    expect(tooMany.status).toBe(400);
    expect(tooMany.headers.get('x-quota-used')).toBe('0');
    const allowed = await free.call('POST', '/search', { queries: ['a', 'b', 'c'] });
    expect(allowed.headers.get('x-quota-used')).toBe('1');
  });
});

describe('GET /catalog/items and GET /shops', () => {
  const rows = (file: string) =>
    readFileSync(join(REPO_ROOT, 'search-index', 'data', file), 'utf8')
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as { productId?: number; dishId?: number; status: string });

  it('returns items in the input order and lists discontinued, hidden and unknown ids in notFound', async () => {
    const products = rows('products.jsonl');
    const active = products
      .filter((p) => p.status === 'active')
      .slice(0, 2)
      .map((p) => `p_${p.productId}`);
    const discontinued = `p_${products.find((p) => p.status === 'discontinued')!.productId}`;
    const hidden = `p_${products.find((p) => p.status === 'hidden')!.productId}`;
    const dish = `g_${rows('dishes.jsonl').find((d) => d.status === 'active')!.dishId}`;
    const ids = [active[1]!, dish, discontinued, active[0]!, hidden, 'p_99999999', 'x_1'];
    const res = await user.call<EndpointReply<typeof catalogItemsEndpoint>>('GET', `/catalog/items?ids=${ids.join(',')}`);
    expect(res.status).toBe(200);
    expect(res.body.data.items.map((item) => item.id)).toEqual([active[1], dish, active[0]]);
    expect(res.body.data.notFound).toEqual([discontinued, hidden, 'p_99999999', 'x_1']);
    expect(res.body.data.items[1]!.components!.length).toBeGreaterThan(0);
  });

  it('refuses an id holding a control character or a bidirectional control with a 400 that costs nothing', async () => {
    const caller = await admin.buildUser({ plan: 'premium' });
    const used = async () => Number((await caller.call('GET', '/shops')).headers.get('x-quota-used'));
    const before = await used();
    for (const id of ['p_1%00', 'p_%E2%80%AE1', 'p_1%C2%85']) {
      const res = await caller.call<ErrorBody>('GET', `/catalog/items?ids=p_2,${id}`);
      expect([id, res.status, res.body.code, res.headers.get('x-quota-used')]).toEqual([id, 400, 'invalid_request', String(before)]);
    }
    expect(await used()).toBe(before + 1);
  });

  it('takes at most 10 ids', async () => {
    const res = await user.call('GET', `/catalog/items?ids=${Array.from({ length: 11 }, (_, i) => `p_${i + 1}`).join(',')}`);
    expect(res.status).toBe(400);
  });

  it('discontinued and hidden items never appear in search', async () => {
    const products = rows('products.jsonl');
    const gone = new Set(products.filter((p) => p.status !== 'active').map((p) => `p_${p.productId}`));
    const res = await search({ shop: 'lawson', limit: 50, sort: 'date' });
    expect(res.body.data.items.some((item) => gone.has(item.id))).toBe(false);
  });

  it('GET /shops lists every chain with the Shop fields', async () => {
    const res = await user.call<EndpointReply<typeof shopsEndpoint>>('GET', '/shops');
    expect(res.status).toBe(200);
    expect(res.body.data.count).toBe(res.body.data.shops.length);
    expect(res.body.data.count).toBeGreaterThanOrEqual(90);
    const lawson = res.body.data.shops.find((shop: { id: string }) => shop.id === 'lawson');
    expect(lawson).toEqual({
      id: 'lawson',
      name: 'ローソン',
      nameEn: expect.any(String),
      type: 'RETAIL_STORE',
      category: expect.any(String),
      websiteUrl: expect.any(String),
      aliases: expect.any(Array),
    });
  });

  it('catalog calls never start the trial', async () => {
    const free = await admin.buildUser();
    await free.call('GET', '/shops');
    await free.call('GET', '/search?q=%E7%89%9B%E4%B8%BC');
    expect((await free.call<EndpointReply<typeof meEndpoint>>('GET', '/me')).body.data.externalTrial.state).toBe('untouched');
  });
});

describe('GET /search: round 13 (a phrase read as English, a chain in scope, 朝食 beside a chain, a loanword the names write in Japanese)', () => {
  it('reads shake after English words, or in the plural, as the drink (chocolate shake, shakes), and shake alone as romaji first', async () => {
    // chocolate shake went to its head word shake, romaji for しゃけ, and listed しゃけ弁当; the catalog sells no chocolate one.
    for (const q of ['chocolate shake', 'shakes']) {
      const { items } = (await search({ q, limit: 10 })).body.data;
      expect([q, items.length]).toEqual([q, 10]);
      expect([q, items.every((item) => item.name.includes('シェイク'))]).toEqual([q, true]);
    }
    const alone = (await search({ q: 'shake', limit: 3 })).body.data.items;
    expect(alone.every((item) => /しゃけ|鮭/.test(item.name))).toBe(true);
  });

  it('keeps a chain typed in kanji to its own rows and the names that write it (すき家 is no すき焼き)', async () => {
    // すき家's reading すきや is in すき焼き's: すき家 すき焼き listed every shop's すき焼き as the chain's, with no word said.
    const { items, fallback } = (await search({ q: 'すき家 すき焼き', limit: 5 })).body.data;
    expect(fallback?.message).toContain('すき家の商品がない');
    expect(items.length).toBeGreaterThan(0);
  });

  it('reads 朝食 beside a chain as breakfast (マクドナルド 朝食, すき家 朝食) and lists its morning menu', async () => {
    // マクドナルド 朝食 left the chain out for other shops' 和朝食; すき家 朝食 listed やよい軒's ミニすき焼き朝食 alone.
    for (const [q, shopId, category] of [
      ['マクドナルド 朝食', 'mcdonalds', '朝メニュー'],
      ['すき家 朝食', 'sukiya', '朝定食'],
    ] as const) {
      const { items, fallback } = (await search({ q, limit: 4 })).body.data;
      expect([q, fallback?.message.includes('mealType=breakfast')]).toEqual([q, true]);
      expect([q, items.map((item) => [item.shopId, item.category])]).toEqual([q, Array(4).fill([shopId, category])]);
    }
    // With the chain as shop= too (it listed マクドナルド's サンデー チョコ as related items).
    const atShop = (await search({ q: '朝食', shop: 'mcdonalds', limit: 4 })).body.data;
    expect([atShop.fallback?.message.includes('mealType=breakfast'), atShop.items.map((item) => item.category)]).toEqual([
      true,
      Array(4).fill('朝メニュー'),
    ]);
    // 朝食 alone, or at a chain whose names hold it, is still the names' word.
    const named = (await search({ q: 'やよい軒 朝食', limit: 5 })).body.data;
    expect([named.fallback, named.items.every((item) => item.shopId === 'yayoiken' && item.name.includes('朝食'))]).toEqual([null, true]);
    const alone = (await search({ q: '朝食', limit: 5 })).body.data;
    expect([alone.fallback, alone.items.every((item) => item.name.includes('朝食'))]).toEqual([null, true]);
    // Beside a wish and no chain it is the names' word too: the 朝食 rows within 500 kcal, not the morning theme's popular items.
    const light = (await search({ q: '朝食 500kcal以下', limit: 5 })).body.data;
    expect([
      light.fallback?.message.includes('mealType'),
      light.items.every((item) => item.name.includes('朝食') && item.cal <= 500),
    ]).toEqual([false, true]);
  });

  it('reads ソイ and soy as the 豆乳 the names write (ソイラテ, スタバ ソイラテ, soy latte: カフェラテ（豆乳）)', async () => {
    // ソイラテ listed チャイティーラテ as related items, スタバ ソイラテ nothing, soy latte every カフェラテ by its head word.
    for (const [q, shopId] of [
      ['ソイラテ', undefined],
      ['soy latte', undefined],
      ['スタバ ソイラテ', 'starbucks'],
    ] as const) {
      const { items, fallback } = (await search({ q, limit: 3 })).body.data;
      expect([q, fallback?.kind, fallback?.message.includes('豆乳 カフェラテ')]).toEqual([q, 'relaxed', true]);
      expect([q, items[0]?.name.startsWith('カフェラテ（豆乳）'), shopId ? items[0]?.shopId : undefined]).toEqual([q, true, shopId]);
    }
  });

  it('a probe’s queries: a tea spelled two ways, a size after の, a pack’s count, a chain’s short form of a dish', async () => {
    // ジャスミンティー found ローソン's two fruit teas alone, not the ジャスミン茶 bottles.
    const jasmine = (await search({ q: 'ジャスミンティー', limit: 10 })).body.data.items;
    expect(jasmine.some((item) => item.name.startsWith('ジャスミン茶'))).toBe(true);
    // 吉野家の牛丼の大盛り went to the related items, 松屋's 牛めし first.
    const sized = (await search({ q: '吉野家の牛丼の大盛り', limit: 1 })).body.data;
    expect([sized.fallback, sized.items[0]?.shopId, sized.items[0]?.name]).toEqual([null, 'yoshinoya', '牛丼 大盛']);
    // からあげクン 5個入り met only the BOX(20個入り) through the typo pass.
    const packed = (await search({ q: 'からあげクン 5個入り', limit: 5 })).body.data;
    expect([packed.fallback?.kind, packed.items.length, packed.items.every((item) => item.name.startsWith('からあげクン'))]).toEqual([
      'relaxed',
      5,
      true,
    ]);
    // Foods joined by と are typed apart: ビッグマックとコーラ is two dishes, a plain miss as with a space (API-SPEC), where it said
    // 「とこうら」 matched no name; 牛丼とみそ汁 still meets the dishes named with both.
    const two = (await search({ q: 'ビッグマックとコーラ', limit: 3 })).body.data;
    expect([two.total, two.fallback?.kind, two.fallback?.message.includes('POST /search')]).toEqual([0, 'none', true]);
    const both = (await search({ q: '牛丼とみそ汁', limit: 3 })).body.data.items;
    expect(both.length > 0 && both.every((item) => item.name.includes('牛丼') && item.name.includes('味噌汁'))).toBe(true);
    // スタバの抹茶フラペチーノ found nothing and said nothing (スタバの was read as the nickname's flavour).
    const frappe = (await search({ q: 'スタバの抹茶フラペチーノ', limit: 5 })).body.data.items;
    expect(frappe.length === 5 && frappe.every((item) => item.shopId === 'starbucks' && item.name.includes('抹茶'))).toBe(true);
    // udon with tempura listed only the dishes named "Tempura udon with rice", by their with.
    const withTempura = (await search({ q: 'udon with tempura', limit: 3 })).body.data;
    expect([withTempura.fallback, withTempura.items[0]?.name]).toEqual([null, '天ぷらうどん']);
    // oat milk went to its head word milk (牛乳), TKG found nothing: the lexicon had neither.
    const oat = (await search({ q: 'oat milk', limit: 5 })).body.data.items;
    expect(oat.length === 5 && oat.every((item) => item.name.includes('オーツミルク'))).toBe(true);
    const tkg = (await search({ q: 'TKG', limit: 5 })).body.data.items;
    expect(tkg.length === 5 && tkg.every((item) => /[卵玉]子?かけご飯/.test(item.name))).toBe(true);
    // サブウェイ サンドイッチ left the chain out: it names its sandwiches サンド.
    const subway = (await search({ q: 'サブウェイのサンドイッチ', limit: 5 })).body.data;
    expect([subway.fallback?.message.includes('「サンド」'), subway.items.every((item) => item.shopId === 'subway')]).toEqual([true, true]);
  });

  it('meets 麺 by its sound nowhere it begins another food (糖質オフ 麺, low carb noodles: no メンチカツ)', async () => {
    // めん begins メンチカツ, a katakana word kuromoji cannot cut: the low-carb wish listed two メンチカツ first.
    for (const q of ['糖質オフ 麺', 'low carb noodles']) {
      const { items } = (await search({ q, limit: 10 })).body.data;
      expect([q, items.filter((item) => item.name.includes('メンチ')).map((item) => item.name)]).toEqual([q, []]);
    }
  });
});

describe('GET /search: after round 13 (dishes under a shop or a price sort, runs of marks and kana, IME leftovers, several names)', () => {
  it('include=dishes with a shop or sort=price-asc is a 200 with no items whose message says why, not that the words matched nothing', async () => {
    for (const params of [
      { q: '牛丼', include: 'dishes', shop: 'sukiya' },
      { q: 'すき家 牛丼', include: 'dishes', shop: 'sukiya' },
      { q: '牛丼', include: 'dishes', sort: 'price-asc' },
      { include: 'dishes', sort: 'price-asc' },
    ]) {
      const res = await search({ ...params, limit: 5 });
      const { total, fallback } = res.body.data;
      expect([params, res.status, total, fallback?.kind]).toEqual([params, 200, 0, 'none']);
      expect([params, fallback!.message]).toEqual([params, expect.stringContaining('include=products')]);
      expect([params, fallback!.message.includes('一致する項目はありません')]).toEqual([params, false]);
    }
    expect((await search({ q: '牛丼', include: 'dishes', shop: 'sukiya', limit: 1 })).body.data.fallback!.message).toContain('店舗');
    expect((await search({ q: '牛丼', include: 'dishes', sort: 'price-asc', limit: 1 })).body.data.fallback!.message).toContain('価格');
    // The dishes are there: without the shop they are listed.
    expect((await search({ q: '牛丼', include: 'dishes', limit: 1 })).body.data.total).toBeGreaterThan(0);
    const multi = await user.call<EndpointReply<typeof multiSearchEndpoint>>('POST', '/search', {
      queries: ['牛丼'],
      include: 'dishes',
      shop: ['sukiya'],
    });
    expect([multi.status, multi.body.data.results[0]!.fallback?.message]).toEqual([200, expect.stringContaining('include=products')]);
  });

  it('a dish spelled otherwise with its synonym’s reading reaches the synonym, and related items never share only a reading fragment (牛めし)', async () => {
    const dishes = (await search({ q: '牛めし', include: 'dishes', limit: 10 })).body.data;
    expect(dishes.items.length).toBeGreaterThan(0);
    expect(names(dishes.items).filter((name) => !name.includes('牛丼'))).toEqual([]);
    const lawson = (await search({ q: '牛めし', shop: 'lawson', limit: 10 })).body.data;
    expect(names(lawson.items).filter((name) => /梅|牛乳/u.test(name))).toEqual([]);
  });

  it('a q of marks or exclusions alone (--, ---, -牛丼) lists nothing and says why, not the whole catalog', async () => {
    for (const q of ['--', '---', '-牛丼', '－－']) {
      const { total, fallback } = (await search({ q, limit: 5 })).body.data;
      expect([q, total, fallback?.kind]).toEqual([q, 0, 'none']);
      expect([q, fallback!.message]).toEqual([q, expect.stringContaining(q)]);
    }
    expect((await search({ q: '-牛丼', limit: 1 })).body.data.fallback!.message).toContain('除外');
  });

  it('exclusions alone beside a shop leave their words out of the shop’s items (すき家 without 牛丼)', async () => {
    const all = (await search({ shop: 'sukiya', limit: 50 })).body.data;
    const without = (await search({ shop: 'sukiya', q: '-牛丼', limit: 50 })).body.data;
    expect(without.total).toBeGreaterThan(0);
    expect(without.total).toBeLessThan(all.total);
    for (const item of without.items) expect([item.shopId, item.name]).toEqual(['sukiya', expect.not.stringContaining('牛丼')]);
  });

  it('a latin n left over after kana by the IME is read as ん (うどn, ぱn, ラーメn): the answer of the word typed whole', async () => {
    for (const [typed, whole] of [
      ['うどn', 'うどん'],
      ['ぱn', 'ぱん'],
      ['ラーメn', 'ラーメン'],
    ] as const) {
      const [a, b] = [(await search({ q: typed, limit: 5 })).body.data, (await search({ q: whole, limit: 5 })).body.data];
      expect([typed, a.total, a.fallback, names(a.items)]).toEqual([typed, b.total, null, names(b.items)]);
    }
  });

  it('one kana typed over and over is no word (ああああああああああ listed アーモンド as an exact match)', async () => {
    for (const q of ['ああああああああああ', 'あああ']) {
      const { total, fallback } = (await search({ q, limit: 5 })).body.data;
      expect([q, total, fallback?.kind]).toEqual([q, 0, 'none']);
    }
  });

  it('a sound said over and over, in romaji or kana, is met by no name (aaaaaaa listed アーモンド, tontontonton とんかつ弁当 as exact)', async () => {
    for (const q of ['aaaaaaa', 'oooooooooo', 'iiiiiiiiii', 'tontontonton', 'とんとんとんとん', 'トントントントン']) {
      const { total, fallback } = (await search({ q, limit: 5 })).body.data;
      expect([q, total, fallback?.kind]).toEqual([q, 0, 'none']);
    }
    // A long name read by its bigrams, two doublings and a short prefix are met as before.
    for (const q of ['chikinnanban', 'paripari', 'aa']) expect([q, (await search({ q, limit: 5 })).body.data.fallback]).toEqual([q, null]);
  });

  it('names separated by 、 , | or / are several names, a miss as with a space, and the answer points to POST /search', async () => {
    for (const q of ['牛丼 カレー', '牛丼、カレー', '牛丼,カレー', '牛丼|カレー', '牛丼/カレー']) {
      const { total, fallback } = (await search({ q, limit: 5 })).body.data;
      expect([q, total, fallback?.kind]).toEqual([q, 0, 'none']);
      expect([q, fallback!.message]).toEqual([q, expect.stringContaining('POST /search')]);
    }
    // ・ may be inside one name, and a name holding / is still met by its words.
    expect((await search({ q: 'ドラえもんランチ/ドラミちゃんランチ', limit: 5 })).body.data.total).toBeGreaterThan(0);
  });
});

describe('GET /search: round 14 (a meal with no food named, an energy amount with no bound, a word that begins another food)', () => {
  it('a lunch or a dinner with no food named lists meals by themselves: main dishes and sets of a snack’s 250 kcal or more', async () => {
    for (const q of ['healthy lunch under 500 calories', '400kcal以下 ランチ', 'セブン 夕飯', 'light lunch']) {
      const { items, fallback } = (await search({ q, limit: 20 })).body.data;
      expect([q, fallback?.kind, items.length > 5]).toEqual([q, 'relaxed', true]);
      for (const item of items) {
        const meal = item.type === 'dish' || item.productType === 'main' || item.productType === 'set';
        expect([q, item.name, meal, item.cal >= 250]).toEqual([q, item.name, true, true]);
      }
    }
    // A lunch under a cap below the floor keeps the cap alone (no contradiction, no empty answer).
    const light = (await search({ q: '200kcal以下 ランチ', limit: 5 })).body.data;
    expect(light.items.length).toBeGreaterThan(0);
    for (const item of light.items) expect(item.cal).toBeLessThanOrEqual(200);
  });

  it('an energy amount typed with no bound beside a word is the calorie target (朝食 500kcal, ramen 500kcal)', async () => {
    for (const q of ['朝食 500kcal', 'ramen 500kcal']) {
      const { items, fallback } = (await search({ q, limit: 5 })).body.data;
      expect([q, fallback?.message]).toEqual([q, expect.stringContaining('targetCal=500')]);
      for (const item of items) expect([q, item.name, item.cal <= 525, item.cal >= 350]).toEqual([q, item.name, true, true]);
    }
    // The caller's own target wins over the amount typed.
    const own = (await search({ q: '朝食 500kcal', targetCal: 400, limit: 5 })).body.data;
    expect(own.fallback?.message ?? '').not.toContain('targetCal=500');
  });

  it('a wish’s limits leave out the sets that hold q’s food as a side (たんぱく質 20g以上 おにぎり: no タンメンとおにぎり)', async () => {
    const rich = (await search({ q: 'たんぱく質 20g以上 おにぎり', limit: 10 })).body.data;
    expect(rich.items.length).toBeGreaterThan(0);
    for (const item of rich.items)
      expect([item.name, item.name.includes('とおにぎり'), item.protein! >= 20]).toEqual([item.name, false, true]);
    // None holds 30 g: the onigiri themselves, the most protein first, and the message says none is within the limit.
    const none = (await search({ q: 'たんぱく質30g以上 おにぎり', limit: 5 })).body.data;
    expect(none.fallback?.message).toContain('たんぱく質30g以上の「おにぎり」はありません');
    expect(none.items.length).toBeGreaterThan(1);
    for (const item of none.items) expect(item.name.includes('とおにぎり')).toBe(false);
    expect(none.items[0]!.protein!).toBeGreaterThanOrEqual(none.items[1]!.protein!);
  });

  it('keto beside a food is the low-carbohydrate wish, and light the low-calorie one', async () => {
    for (const q of ['keto snacks', 'keto 弁当']) {
      const { fallback } = (await search({ q, limit: 5 })).body.data;
      expect([q, fallback?.message]).toEqual([q, expect.stringContaining('炭水化物の少ない順')]);
    }
    const { fallback } = (await search({ q: 'light lunch', limit: 5 })).body.data;
    expect(fallback?.message).toContain('カロリーの低い順');
  });

  it('dessert and sweets in English are the sweets genre (low fat dessert found nothing)', async () => {
    for (const q of ['low fat dessert', 'dessert', 'low calorie sweets']) {
      const { items, fallback } = (await search({ q, limit: 10 })).body.data;
      expect([q, fallback?.kind, items.length]).toEqual([q, 'relaxed', 10]);
      for (const item of items) expect([q, item.name, item.genres.includes('sweets')]).toEqual([q, item.name, true]);
    }
  });

  it('a compound’s words apart add to the names q as typed meets, never replace them (焼き芋: the 焼きいも items first)', async () => {
    const { items, total } = (await search({ q: '焼き芋', limit: 20 })).body.data;
    const yakiimo = items.filter((item) => item.name.includes('焼きいも')).length;
    expect([yakiimo, items.slice(0, yakiimo).every((item) => item.name.includes('焼きいも'))]).toEqual([2, true]);
    expect(total).toBeGreaterThan(2);
  });

  it('menma is another food than 麺 (low carb noodles), and sweet potato latte is the catalog’s お芋ラテ', async () => {
    const noodles = (await search({ q: 'low carb noodles', limit: 10 })).body.data;
    expect(noodles.items.some((item) => item.name.includes('メンマ'))).toBe(false);
    const latte = (await search({ q: 'sweet potato latte', limit: 5 })).body.data;
    expect(latte.items[0]?.name).toContain('お芋ラテ');
  });
});

describe('GET /search: round 15 (a low price, words the catalog holds no data for, a snack by its nutrition, a dish with its topping)', () => {
  it('cheap and 安い ask for a low price: the order sort=price-asc sets, the cheapest first, and the message says so', async () => {
    for (const q of ['cheap lunch', '安い 弁当', 'cheap ramen']) {
      const { items, fallback } = (await search({ q, limit: 10 })).body.data;
      expect([q, fallback?.message]).toEqual([q, expect.stringContaining('価格の安い順（sort=price-asc）')]);
      const prices = items.map((item) => item.price ?? Infinity);
      expect([q, items.length, prices]).toEqual([q, 10, [...prices].sort((a, b) => a - b)]);
    }
    // The caller's own order wins over the word.
    const own = (await search({ q: '安い 弁当', sort: 'cal-asc', limit: 5 })).body.data;
    expect(own.fallback?.message ?? '').not.toContain('sort=price-asc');
  });

  it('gluten free and an allergy say the catalog holds no allergen data and what it can do, and list nothing', async () => {
    for (const [q, hint] of [
      ['gluten free', '-卵'],
      ['gluten free pasta', '「pasta」だけで検索すれば'],
      ['卵アレルギー', '-卵'],
    ] as const) {
      const { items, total, fallback } = (await search({ q, limit: 10 })).body.data;
      expect([q, total, items, fallback?.kind]).toEqual([q, 0, [], 'none']);
      expect([q, fallback?.message]).toEqual([q, expect.stringContaining('アレルゲン')]);
      expect([q, fallback?.message]).toEqual([q, expect.stringContaining(hint)]);
      expect([q, fallback?.message]).toEqual([q, expect.not.stringContaining('どの名前にも一致しません')]);
    }
  });

  it('protein snack, protein bar and high protein snack are the protein wish at snack time, not the スナック chips', async () => {
    for (const q of ['protein snack', 'protein bar', 'high protein snack']) {
      const { items, fallback } = (await search({ q, limit: 10 })).body.data;
      expect([q, fallback?.message]).toEqual([q, expect.stringContaining('たんぱく質の多い順')]);
      expect([q, fallback?.message]).toEqual([q, expect.stringContaining('mealType=snack')]);
      expect([q, items.length, items.filter((item) => item.name.includes('スナック')).map((item) => item.name)]).toEqual([q, 10, []]);
      const protein = items.reduce((sum, item) => sum + (item.protein ?? 0), 0) / items.length;
      expect([q, protein >= 8]).toEqual([q, true]);
    }
    // After late night a snack stays the late-night slot's.
    const late = (await search({ q: 'late night snack', limit: 5 })).body.data;
    expect(late.fallback?.message).toContain('mealType=late_night');
  });

  it('ramen with egg lists the ramen with a 味玉 first (the names write a seasoned egg 味玉, which egg now names)', async () => {
    for (const q of ['ramen with egg', 'egg ramen']) {
      const { items } = (await search({ q, limit: 10 })).body.data;
      expect([q, items.length]).toEqual([q, 10]);
      for (const item of items) expect([q, item.name, /味玉|玉子|たまご|卵/.test(item.name)]).toEqual([q, item.name, true]);
    }
  });

  it('keto alone is the low-carbohydrate wish, not the names its romaji meets (舞茸と霜降りひらたけ); protein alone stays a name', async () => {
    const keto = (await search({ q: 'keto', limit: 10 })).body.data;
    expect(keto.fallback?.message).toContain('炭水化物の少ない順');
    expect(keto.items.length).toBe(10);
    expect(keto.items.some((item) => item.name.includes('ひらたけ'))).toBe(false);
    const protein = (await search({ q: 'protein', limit: 5 })).body.data;
    expect(protein.items[0]?.name).toContain('プロテイン');
  });
});

describe('GET /search: round 16 (a price word alone, wine, sweet potato, an egg in Japanese)', () => {
  it('cheap or 安い alone lists the cheapest meals (250 kcal or more, the meal genres), not dressings, and says so', async () => {
    for (const q of ['cheap', '安い']) {
      const { items, fallback } = (await search({ q, limit: 10 })).body.data;
      expect([q, fallback?.message]).toEqual([q, expect.stringContaining('価格の安い順（sort=price-asc）')]);
      expect([q, fallback?.message]).toEqual([q, expect.stringContaining('250kcal以上の食事')]);
      expect([q, items.length]).toEqual([q, 10]);
      for (const item of items)
        expect([q, item.name, item.cal >= 250, item.category === 'トッピング']).toEqual([q, item.name, true, false]);
      const prices = items.map((item) => item.price ?? Infinity);
      expect([q, prices]).toEqual([q, [...prices].sort((a, b) => a - b)]);
    }
  });

  it('wine lists the ワイン rows before 梅酒 (Plum wine carries the word in English only; its Japanese name is no wine)', async () => {
    const { items } = (await search({ q: 'wine', limit: 20 })).body.data;
    const names = items.map((item) => item.name);
    const lastWine = names.map((name) => name.includes('ワイン') && !name.includes('仕立て')).lastIndexOf(true);
    const firstPlum = names.findIndex((name) => name.includes('梅酒'));
    expect([names[0], lastWine >= 0, firstPlum > lastWine]).toEqual([expect.stringContaining('ワイン'), true, true]);
  });

  it('sweet potato lists sweet potatoes only, not the potato chips its スイートポテト read apart had met from the eighteenth row', async () => {
    const { items } = (await search({ q: 'sweet potato', limit: 40 })).body.data;
    expect(items.length).toBeGreaterThanOrEqual(10);
    for (const item of items)
      expect([item.name, /さつまいも|さつま芋|芋|紅はるか|おさつ|スイートポテト|いも/.test(item.name)]).toEqual([item.name, true]);
  });

  it('ラーメン 卵 lists the ramen with a 味玉 (egg in the English lexicon names it; Sudachi gives 卵 no 味玉), the typed match first', async () => {
    const { items, fallback } = (await search({ q: 'ラーメン 卵', limit: 10 })).body.data;
    expect(fallback?.message).toContain('味玉');
    expect(items.length).toBe(10);
    expect(items[0]?.name).toBe('半熟味付たまごの冷製中華そば');
    for (const item of items) expect([item.name, /味玉|玉子|たまご|卵/.test(item.name)]).toEqual([item.name, true]);
    // 味玉 typed stays the seasoned egg: no plain egg among its rows.
    const ajitama = (await search({ q: '味玉', limit: 20 })).body.data;
    for (const item of ajitama.items) expect([item.name, item.name.includes('味玉')]).toEqual([item.name, true]);
  });

  it('diet and fat free alone are wishes; high fiber and vitamin say the items hold no such value, and list nothing', async () => {
    for (const [q, order] of [
      ['diet', 'カロリーの低い順'],
      ['fat free', '脂質の少ない順'],
    ] as const) {
      const { items, fallback } = (await search({ q, limit: 10 })).body.data;
      expect([q, items.length, fallback?.message]).toEqual([q, 10, expect.stringContaining(order)]);
    }
    // Round 35: low salt and low sodium ramen are the wish for little salt (below).
    for (const q of ['high fiber', 'vitamin', 'high fiber ramen']) {
      const { items, total, fallback } = (await search({ q, limit: 10 })).body.data;
      expect([q, total, items, fallback?.kind]).toEqual([q, 0, [], 'none']);
      expect([q, fallback?.message]).toEqual([q, expect.stringContaining('食物繊維・ビタミン・カフェインなどの値では選べない')]);
    }
    const ramen = (await search({ q: 'high fiber ramen', limit: 1 })).body.data;
    expect(ramen.fallback?.message).toContain('「ramen」だけで検索すれば');
    // 食物繊維 alone is a word of names (食物繊維が摂れる…): it stays a name.
    const names = (await search({ q: '食物繊維', limit: 3 })).body.data;
    expect(names.items[0]?.name).toContain('食物繊維');
  });

  it('低カロリー beside a calorie cap keeps both (おやつ 低カロリー 100kcal以下 found nothing; 低カロリー 100kcal以下 listed 低脂肪乳)', async () => {
    for (const q of ['おやつ 低カロリー 100kcal以下', '低カロリー 100kcal以下']) {
      const { items, fallback } = (await search({ q, limit: 10 })).body.data;
      expect([q, items.length, fallback?.message]).toEqual([q, 10, expect.stringContaining('カロリーの低い順')]);
      for (const item of items) expect([q, item.name, item.cal <= 100]).toEqual([q, item.name, true]);
    }
  });

  it('a price cap typed in q (ドリア 300円以下, 500円以下 ランチ, under 500 yen) keeps the items priced within it', async () => {
    for (const [q, cap, count] of [
      ['ドリア 300円以下', 300, 1],
      ['500円以下 ランチ', 500, 10],
      // Prices are whole yen: under and 未満 leave the price named out.
      ['under 500 yen', 499, 10],
      ['ramen under 800 yen', 799, 10],
      ['牛丼 500円未満', 499, 3],
    ] as const) {
      const { items, fallback } = (await search({ q, limit: 10 })).body.data;
      expect([q, items.length >= count, fallback?.message]).toEqual([q, true, expect.stringContaining(`価格の上限（${cap}円以下`)]);
      for (const item of items)
        expect([q, item.name, item.price !== null && item.price !== undefined && item.price <= cap]).toEqual([q, item.name, true]);
    }
  });

  it('a food before English free is not wanted: pork free ramen leaves pork out, onion free alone names nothing to look for', async () => {
    const ramen = (await search({ q: 'pork free ramen', limit: 20 })).body.data;
    expect(ramen.items.length).toBe(20);
    for (const item of ramen.items) expect([item.name, /豚|ポーク/.test(item.name)]).toEqual([item.name, false]);
    const onion = (await search({ q: 'onion free', limit: 10 })).body.data;
    expect([onion.total, onion.fallback?.kind]).toEqual([0, 'none']);
    expect(onion.fallback?.message).toContain('除外する語');
  });

  it('egg free is answered as an allergen question though names meet egg and free apart (エッグマフィン at フレッシュネスバーガー)', async () => {
    for (const q of ['egg free', 'nut free']) {
      const { items, total, fallback } = (await search({ q, limit: 10 })).body.data;
      expect([q, total, items, fallback?.kind]).toEqual([q, 0, [], 'none']);
      expect([q, fallback?.message]).toEqual([q, expect.stringContaining('アレルゲン')]);
    }
    // A name that writes the word is met as typed (やよい軒's お子様カレー(低アレルゲン)).
    const named = (await search({ q: '低アレルゲン', limit: 5 })).body.data;
    expect(named.items[0]?.name).toContain('アレルゲン');
    // A POST /search term too: egg free goes to notFound, with the same answer, beside a term that matches.
    const terms = await user.call<EndpointReply<typeof multiSearchEndpoint>>('POST', '/search', { queries: ['egg free', '牛丼'] });
    expect(terms.body.data.notFound).toEqual(['egg free']);
    expect(terms.body.data.results[0]?.fallback?.message).toContain('アレルゲン');
  });
});

describe('GET /search: round 17 (プロテイン before a bound, a protein floor alone, 無糖 beside a tea, diet coke, caffeine free)', () => {
  it('プロテイン 20g以上 and protein 30g are protein floors listed by protein, not each word alone or by popularity', async () => {
    for (const [q, floor] of [
      ['プロテイン 20g以上', 20],
      ['protein 30g', 30],
    ] as const) {
      const { items, fallback } = (await search({ q, limit: 10 })).body.data;
      expect([q, items.length, fallback?.message]).toEqual([q, 10, expect.stringContaining('たんぱく質の多い順')]);
      for (const item of items) expect([q, item.name, (item.protein ?? 0) >= floor]).toEqual([q, item.name, true]);
    }
  });

  it('無糖 お茶 lists the teas, 無糖 left out as a label their names do not write (it said each word matches alone)', async () => {
    const { items, fallback } = (await search({ q: '無糖 お茶', limit: 10 })).body.data;
    expect(items.length).toBe(10);
    expect(fallback?.message).toContain('「無糖」を除いた');
    for (const item of items) expect([item.name, /茶|ティー/.test(item.name)]).toEqual([item.name, true]);
  });

  it('diet coke lists the zero colas (it listed the plain コーラ rows by its head word)', async () => {
    const { items } = (await search({ q: 'diet coke', limit: 10 })).body.data;
    expect(items.length).toBe(10);
    for (const item of items) expect([item.name, item.name.includes('コーラ'), item.cal <= 25]).toEqual([item.name, true, true]);
  });

  it('caffeine free coffee says the items hold no caffeine value (it listed フレッシュネスバーガー coffee by free)', async () => {
    const { items, total, fallback } = (await search({ q: 'caffeine free coffee', limit: 10 })).body.data;
    expect([total, items, fallback?.kind]).toEqual([0, [], 'none']);
    expect(fallback?.message).toContain('カフェイン');
  });
});

describe('GET /search: round 17 (a compound item typed with a size)', () => {
  it('チーズ牛丼 特盛 lists its cheese rows only (the おろしポン酢牛丼 特盛 rows followed them, met by bigrams across ポン酢|牛丼)', async () => {
    const { items, total } = (await search({ q: 'チーズ牛丼 特盛', limit: 10 })).body.data;
    expect(total).toBeGreaterThanOrEqual(3);
    for (const item of items)
      expect([item.name, item.name.includes('チーズ'), item.name.includes('特盛')]).toEqual([item.name, true, true]);
    // A POST /search term too.
    const terms = await user.call<EndpointReply<typeof multiSearchEndpoint>>('POST', '/search', { queries: ['チーズ牛丼 特盛'] });
    for (const item of terms.body.data.results[0]!.items) expect([item.name, item.name.includes('チーズ')]).toEqual([item.name, true]);
  });
});

describe('GET /search: round 18 (an English plural)', () => {
  it('ramens, curry rices and udons list what ramen, curry rice and udon list (the plural met no English name)', async () => {
    for (const [plural, singular] of [
      ['ramens', 'ramen'],
      ['curry rices', 'curry rice'],
      ['udons', 'udon'],
      ['sandwiches', 'sandwich'],
    ] as const) {
      const names = async (q: string) => (await search({ q, limit: 5 })).body.data.items.map((item) => `${item.name} ${item.shopId ?? ''}`);
      expect([plural, await names(plural)]).toEqual([plural, await names(singular)]);
    }
    // A plural that names a kind of food is still that kind (sweet would meet Sweet and sour pork).
    expect((await search({ q: 'sweets', limit: 5 })).body.data.fallback?.message).toContain('genre=sweets');
  });
});

describe('GET /search: round 18 (昼 and 夜 as words of their own)', () => {
  it('お昼 パスタ and 夜 ラーメン read the time of eating and list the food (they named nothing)', async () => {
    for (const [q, mealType, food] of [
      ['お昼 パスタ', 'lunch', 'パスタ'],
      ['夜 ラーメン', 'dinner', 'ラーメン'],
    ] as const) {
      const { items, fallback } = (await search({ q, limit: 10 })).body.data;
      expect([q, items.length, fallback?.message]).toEqual([q, 10, expect.stringContaining(`mealType=${mealType}`)]);
      for (const item of items) expect([q, item.name, item.name.includes(food)]).toEqual([q, item.name, true]);
    }
  });
});

describe('GET /search: round 19 (a compound item typed without a size)', () => {
  it('チーズ牛丼 and すき家 チーズ牛丼 list their cheese rows only (the おろしポン酢牛丼 rows met bigrams across ポン酢|牛丼)', async () => {
    for (const q of ['チーズ牛丼', 'すき家 チーズ牛丼']) {
      const { items, total } = (await search({ q, limit: 50 })).body.data;
      expect([q, total >= 3, items.length === total]).toEqual([q, true, true]);
      for (const item of items) expect([q, item.name, item.name.includes('チーズ')]).toEqual([q, item.name, true]);
    }
    // 松屋's チーズ牛めし is met as any word is.
    expect(names((await search({ q: 'チーズ牛丼', limit: 50 })).body.data.items)).toContain('チーズ牛めし（並盛）');
  });
});

describe('GET /search: round 19 (a set holding the food under a wish’s order)', () => {
  it('高たんぱく おにぎり lists the onigiri first, the sets holding one after them (タンメンとおにぎり and 朝食セット led)', async () => {
    const { items, total } = (await search({ q: '高たんぱく おにぎり', limit: 20 })).body.data;
    expect(total).toBeGreaterThan(20);
    for (const item of items.slice(0, 10))
      expect([item.name, item.productType === 'set' || /とおにぎり|おにぎり弁当/.test(item.name)]).toEqual([item.name, false]);
    // The sets stay in the answer, after the food's own items.
    const all = (await search({ q: '高たんぱく おにぎり', limit: 50, offset: 10 })).body.data.items;
    expect(names(all).some((name) => name.includes('とおにぎり') || name.includes('セット'))).toBe(true);
  });
});

describe('GET /search: round 19 (a chain’s name alone)', () => {
  it('coco ichi, cocoichi and ココイチ list the chain’s curries first (its ジンジャーエール and toppings led by popularity)', async () => {
    for (const q of ['coco ichi', 'cocoichi', 'ココイチ']) {
      const { items, fallback } = (await search({ q, limit: 10 })).body.data;
      expect([q, fallback, items.length]).toEqual([q, null, 10]);
      for (const item of items) expect([q, item.name, item.genres]).toEqual([q, item.name, expect.arrayContaining(['curry'])]);
    }
    expect((await search({ q: 'ミスド', limit: 5 })).body.data.items.map((item) => item.category)).toEqual(Array(5).fill('ドーナツ'));
  });

  it('pages on past the kind’s items to the chain’s others, each item once', async () => {
    const { total } = (await search({ q: 'ココイチ', limit: 1 })).body.data;
    const ids: string[] = [];
    for (let offset = 0; offset < total; offset += 50)
      ids.push(...(await search({ q: 'ココイチ', limit: 50, offset })).body.data.items.map((item) => item.id));
    expect([ids.length, new Set(ids).size]).toEqual([total, total]);
  });
});

describe('GET /search: round 19 (one food word: its own items first)', () => {
  it('パスタ and お昼 パスタ list the pasta before パスタサラダ, a salad (it led both)', async () => {
    for (const q of ['パスタ', 'お昼 パスタ']) {
      const { items } = (await search({ q, limit: 20 })).body.data;
      for (const item of items) expect([q, item.name, item.name.includes('パスタサラダ')]).toEqual([q, item.name, false]);
    }
    // Pages of the first pool hold each item once, the salads after the pasta.
    const ids: string[] = [];
    const pages: string[] = [];
    for (let offset = 0; offset < 60; offset += 15) {
      const { items } = (await search({ q: 'パスタ', limit: 15, offset })).body.data;
      ids.push(...items.map((item) => item.id));
      pages.push(...names(items));
    }
    expect(new Set(ids).size).toBe(60);
    expect(pages.some((name) => name.includes('パスタサラダ'))).toBe(true);
    // After the first salad, no pasta of its own (明太子パスタ, 冷凍パスタ ボロネーゼ) follows.
    const firstSalad = pages.findIndex((name) => name.includes('パスタサラダ'));
    expect(pages.slice(firstSalad).filter((name) => /パスタ(\s|（|$)/.test(name))).toEqual([]);
  });
});

describe('GET /search: round 19 (a food under a theme’s order: its names before its category)', () => {
  it('夜食 うどん lists udon before the soba of the category うどん・そば, 低カロリー パスタ pasta before パスタサラダ', async () => {
    const udon = (await search({ q: '夜食 うどん', limit: 15 })).body.data.items;
    for (const item of udon) expect([item.name, item.name.includes('うどん')]).toEqual([item.name, true]);
    const pasta = (await search({ q: '低カロリー パスタ', limit: 10 })).body.data.items;
    for (const item of pasta) expect([item.name, item.name.includes('サラダ')]).toEqual([item.name, false]);
  });
});

describe('GET /search: round 19 (無糖 beside a drink: no latte)', () => {
  it('無糖 お茶 lists no latte (抹茶ラテ and ほうじ茶ラテ came from the 25th row)', async () => {
    const { items, total } = (await search({ q: '無糖 お茶', limit: 50 })).body.data;
    expect(total).toBeGreaterThan(50);
    for (const item of items) expect([item.name, item.name.includes('ラテ')]).toEqual([item.name, false]);
  });
});

describe('GET /search: round 19 (grams beside プロテイン)', () => {
  it('ローソン プロテイン 20g lists the chain’s protein drinks the most protein first (it kept the names’ order)', async () => {
    const { items, fallback } = (await search({ q: 'ローソン プロテイン 20g', limit: 10 })).body.data;
    expect(items.length).toBeGreaterThan(1);
    expect(fallback?.message).toContain('たんぱく質の多い順');
    const protein = items.map((item) => item.protein ?? 0);
    expect(protein).toEqual([...protein].sort((a, b) => b - a));
  });
});

describe('GET /search: round 20 (a sushi named after a food, a set holding it beside a chain)', () => {
  it('サラダ lists salads first, the サラダ巻 and サラダ軍艦 sushi after them (サラダ巻 led)', async () => {
    const { items } = (await search({ q: 'サラダ', limit: 20 })).body.data;
    for (const item of items) expect([item.name, /サラダ(巻|軍艦)/.test(item.name)]).toEqual([item.name, false]);
  });

  it('セブン おにぎり lists the chain’s onigiri before its sets holding one (two 朝食セット were second and third)', async () => {
    const { items } = (await search({ q: 'セブン おにぎり', limit: 10 })).body.data;
    expect(items.length).toBe(10);
    for (const item of items) expect([item.name, item.shopId, item.productType]).toEqual([item.name, 'seven-eleven', 'main']);
    // The sets stay in the answer.
    const all = (await search({ q: 'セブン おにぎり', limit: 50, offset: 10 })).body.data.items;
    expect(all.some((item) => item.productType === 'set')).toBe(true);
  });
});

describe('GET /search: round 20 (a flavour typed alone, a low-carb staple)', () => {
  it('抹茶 lists its lattes among the first rows, not after every sweet that writes 抹茶 after its name', async () => {
    const { items } = (await search({ q: '抹茶', limit: 10 })).body.data;
    expect(names(items).filter((name) => name.startsWith('抹茶ラテ')).length).toBeGreaterThanOrEqual(3);
    for (const item of items) expect([item.name, item.name.includes('抹茶')]).toEqual([item.name, true]);
  });

  it('糖質オフ パン lists the breads with the fewest carbohydrates first (あんパン 50g and the カレーパン rows led)', async () => {
    const { items, fallback } = (await search({ q: '糖質オフ パン', limit: 5 })).body.data;
    expect(fallback?.kind).toBe('relaxed');
    expect(items.length).toBe(5);
    for (const item of items) expect([item.name, item.name.includes('パン'), (item.carbs ?? 99) < 15]).toEqual([item.name, true, true]);
    expect(items[0]!.name).toContain('ブランパン');
  });
});

describe('GET /search: round 20 (food in general, a letter typed over and over)', () => {
  it('食品, フード, food and ooo alone list nothing and say why (日清食品, シーフード and 塩大盛り were exact matches)', async () => {
    for (const q of ['食品', 'フード', 'food', 'ooo', 'ＯＯＯ']) {
      const { total, fallback } = (await search({ q, limit: 5 })).body.data;
      expect([q, total, fallback?.kind]).toEqual([q, 0, 'none']);
    }
    // Inside a word they stay the word's.
    expect((await search({ q: '冷凍食品', limit: 5 })).body.data.total).toBeGreaterThan(100);
    expect((await search({ q: 'シーフード', limit: 5 })).body.data.total).toBeGreaterThan(10);
    // Beside a food, the food is the answer (ooo ラーメン said each word matches alone).
    expect((await search({ q: 'ooo ラーメン', limit: 5 })).body.data.items.length).toBe(5);
  });
});

describe('GET /search: round 21 (a set beside a flavour, a word its items are filed under)', () => {
  it('マック てりやき lists the burgers before the set (てりやきマックバーガー セット was third)', async () => {
    const { items } = (await search({ q: 'マック てりやき', limit: 10 })).body.data;
    expect(items.length).toBeGreaterThanOrEqual(3);
    const firstSet = items.findIndex((item) => item.productType === 'set');
    expect(firstSet).toBeGreaterThan(0);
    for (const item of items.slice(firstSet)) expect([item.name, item.productType]).toEqual([item.name, 'set']);
  });

  it('アイス lists the items filed under アイス first, not the iced teas and coffees named after it', async () => {
    for (const q of ['アイス', 'あいす']) {
      const { items, total } = (await search({ q, limit: 10 })).body.data;
      expect([q, items.length]).toEqual([q, 10]);
      for (const item of items) expect([q, item.name, item.category]).toEqual([q, item.name, 'アイス']);
      expect(total).toBeGreaterThan(500);
    }
    // The drinks stay in the answer, after the first pages.
    const later = (await search({ q: 'アイス', limit: 50, offset: 60 })).body.data.items;
    expect(later.some((item) => /^アイス(ティー|コーヒー)/.test(item.name))).toBe(true);
  });

  it('アイス 低カロリー lists the lightest ice desserts first (the iced teas led, 2 kcal)', async () => {
    const { items, fallback } = (await search({ q: 'アイス 低カロリー', limit: 5 })).body.data;
    expect(fallback?.kind).toBe('relaxed');
    expect(items.length).toBe(5);
    for (const item of items) expect([item.name, item.category]).toEqual([item.name, 'アイス']);
    const cal = items.map((item) => item.cal ?? 0);
    expect(cal).toEqual([...cal].sort((a, b) => a - b));
  });
});

describe('GET /search: pages across the first 60 rows that a food word reorders', () => {
  // サラダ and おにぎり reorder their first 60 (the food's own items first), アイス also puts the rows filed under it before
  // them: a page crossing or past the 60th row went on in the engine's order, so limit 50 listed eight サラダ rows twice.
  it.each(['サラダ', 'おにぎり', 'アイス'])('%s: pages of 50 and of 35 neither repeat a row nor leave one out', async (q) => {
    const idsOf = async (limit: number, offsets: number[]) => {
      const pages = await Promise.all(offsets.map(async (offset) => (await search({ q, limit, offset })).body.data.items));
      return pages.flat().map((item) => item.id);
    };
    const by50 = await idsOf(50, [0, 50, 100]);
    expect([q, by50.length, new Set(by50).size]).toEqual([q, 150, 150]);
    const by35 = await idsOf(35, [0, 35, 70, 105, 140]);
    expect([q, by35.slice(0, 150)]).toEqual([q, by50]);
  });
});

describe('GET /search: round 21 (an English low-carb staple, sushi, romaji noise, a light taste)', () => {
  it('low carb bread lists the low-carb breads first, as 糖質オフ パン does (あんパン and カレーパン led)', async () => {
    const { items, fallback } = (await search({ q: 'low carb bread', limit: 3 })).body.data;
    expect(fallback?.kind).toBe('relaxed');
    expect(items[0]!.name).toContain('ブランパン');
    for (const item of items) expect([item.name, item.name.includes('パン'), (item.carbs ?? 99) < 15]).toEqual([item.name, true, true]);
  });

  it('sushi lists its nigiri on the first page, and a dish’s rows with a side after its plain ones (16 ちらし寿司 rows led)', async () => {
    const { items } = (await search({ q: 'sushi', limit: 10 })).body.data;
    expect(items.filter((item) => item.category === '握り').length).toBeGreaterThanOrEqual(5);
    for (const item of items) expect([item.name, /付き?$/.test(item.name)]).toEqual([item.name, false]);
    // A dish typed alone: its plain sizes before its sets with a side.
    const dish = (await search({ q: '海鮮丼', limit: 21 })).body.data.items.map((item) => /付き?$/.test(item.name));
    expect(dish.indexOf(true)).toBeGreaterThan(0);
    expect(dish.slice(dish.indexOf(true)).every(Boolean)).toBe(true);
  });

  it('iio and nt name nothing (iio listed 217 エクセルシオール rows, nt 215 サンマルク rows, by a bigram of the chain’s latin name)', async () => {
    const { total, fallback } = (await search({ q: 'iio', limit: 5 })).body.data;
    expect([total, fallback?.kind]).toEqual([0, 'none']);
    const nt = (await search({ q: 'nt', limit: 50 })).body.data.items;
    expect(nt.some((item) => item.shopId === 'saint-marc-cafe')).toBe(false);
    // The chains are still met by their names, accents or not.
    for (const q of ['excelsior', 'excelsior caffé', 'caffe veloce', 'saint marc café']) {
      expect([q, (await search({ q, limit: 5 })).body.data.total]).toEqual([q, expect.any(Number)]);
      expect((await search({ q, limit: 5 })).body.data.total).toBeGreaterThan(100);
    }
  });

  it('あっさり ラーメン lists ramen, fewest fat first (it named nothing)', async () => {
    const { items, fallback } = (await search({ q: 'あっさり ラーメン', limit: 5 })).body.data;
    expect(fallback?.kind).toBe('relaxed');
    expect(items.length).toBe(5);
    for (const item of items) expect([item.name, /ラーメン|らーめん|中華そば|麺/.test(item.name)]).toEqual([item.name, true]);
    // A name holding the word keeps it.
    expect((await search({ q: 'さっぱり', limit: 5 })).body.data.items.some((item) => item.name.includes('さっぱり'))).toBe(true);
  });
});

describe('GET /search: round 23 (sushi’s kinds, a hearty wish, a dish the catalog has no row of)', () => {
  it('sushi lists the chains’ nigiri first, then the ちらし寿司 sizes the English names hold (four ちらし寿司 rows led)', async () => {
    const { items, fallback } = (await search({ q: 'sushi', limit: 10 })).body.data;
    expect(fallback).toBeNull();
    for (const item of items) expect([item.name, item.category]).toEqual([item.name, '握り']);
    const page = (await search({ q: 'sushi', limit: 50, offset: 50 })).body.data.items;
    expect(page.some((item) => item.name.startsWith('五目ちらし寿司'))).toBe(true);
    // In Japanese the word keeps the names' order (助六寿司, 手巻寿司).
    expect((await search({ q: '寿司', limit: 1 })).body.data.items[0]!.category).not.toBe('握り');
  });

  it('がっつり 丼 lists bowls, the most energy first among its best matches, and says how it was read (it found nothing)', async () => {
    for (const q of ['がっつり 丼', 'ガッツリ 丼']) {
      const { items, fallback } = (await search({ q, limit: 10 })).body.data;
      expect([q, fallback?.kind, fallback?.message]).toEqual([q, 'relaxed', expect.stringContaining('量の多い食事')]);
      expect(items.length).toBe(10);
      for (const item of items) expect([item.name, item.category.includes('丼') || item.name.includes('丼')]).toEqual([item.name, true]);
      expect(items[0]!.cal).toBeGreaterThan(1000);
      const cals = items.map((item) => item.cal);
      expect(cals).toEqual([...cals].sort((a, b) => b - a));
    }
  });

  it('鍋焼きうどん says no row is the dish and that the rows hold 焼きうどん, another dish (they passed for exact matches)', async () => {
    const { items, fallback } = (await search({ q: '鍋焼きうどん', limit: 5 })).body.data;
    expect(fallback?.kind).toBe('semantic');
    expect(fallback?.message).toContain('「鍋焼きうどん」を名前に含む品目はありません');
    expect(fallback?.message).toContain('「焼きうどん」');
    expect(items.length).toBe(5);
    // The same on a later page, and for a POST /search term.
    expect((await search({ q: '鍋焼きうどん', limit: 5, offset: 10 })).body.data.fallback?.kind).toBe('semantic');
    const terms = await user.call<EndpointReply<typeof multiSearchEndpoint>>('POST', '/search', {
      queries: ['鍋焼きうどん', '焼きうどん'],
    });
    expect(terms.body.data.results.map((result) => result.fallback?.kind ?? null)).toEqual(['semantic', null]);
    // A dish the names write otherwise is the dish (唐揚げ定食 for からあげ定食), and 焼きうどん is itself.
    for (const q of ['焼きうどん', 'からあげ定食']) expect([q, (await search({ q, limit: 5 })).body.data.fallback]).toEqual([q, null]);
  });
});

describe('GET /search: round 24 (a size kanji after a drink or a side, the kanji iteration mark)', () => {
  it('大, 中 and 小 after a drink or a side list its L, M and S rows (コーラ 大 said コーラ had no 大); after a bowl they stay 大盛', async () => {
    for (const [q, name] of [
      ['コーラ 大', /^コーラ.* L$/u],
      ['ポテト 大', /ポテト.* L$/u],
      ['アイスコーヒー 大', /^アイスコーヒー.* L$/u],
      ['ポテト 中', /ポテト.* M$/u],
      ['コーラ 小', /^コーラ.* S$/u],
    ] as const) {
      const { items, fallback } = (await search({ q, limit: 10 })).body.data;
      expect([q, fallback]).toEqual([q, null]);
      expect(items.length).toBe(10);
      for (const item of items) expect([q, item.name]).toEqual([q, expect.stringMatching(name)]);
    }
    for (const [q, size] of [
      ['牛丼 大', '大盛'],
      ['ラーメン 大', '大盛'],
      ['牛丼 小', '小盛'],
    ] as const) {
      const { items, fallback } = (await search({ q, limit: 10 })).body.data;
      expect([q, fallback]).toEqual([q, null]);
      for (const item of items) expect([q, item.name]).toEqual([q, expect.stringContaining(size)]);
    }
  });

  it('担担麺 lists the 担々麺 rows with no typo pass, and 担々麺 the names that repeat the kanji too (each met only its own spelling)', async () => {
    const typed = (await search({ q: '担担麺', limit: 10 })).body.data;
    expect(typed.fallback).toBeNull();
    expect(names(typed.items)).toContain('担々麺');
    const marked = (await search({ q: '担々麺', limit: 10 })).body.data;
    expect(marked.total).toBe(typed.total);
    const repeated = (await search({ q: '汁なし担々麺', limit: 5 })).body.data;
    expect([repeated.fallback, names(repeated.items).some((name) => name.includes('担担麺'))]).toEqual([null, true]);
  });
});

describe('GET /search: round 25 (a food before a meal word, a kanji repeated read, a drink’s bottle of several servings, a price beside an appetite)', () => {
  it('サバ定食 in each spelling lists set meals of mackerel first (ざるそば定食 led it, by the bigrams of the long reading)', async () => {
    for (const q of ['サバ定食', 'さば定食', '鯖定食']) {
      const { items, fallback } = (await search({ q, limit: 20 })).body.data;
      expect([q, fallback]).toEqual([q, null]);
      expect(items.length).toBeGreaterThan(5);
      for (const item of items) expect([q, item.name]).toEqual([q, expect.stringMatching(/(さば|サバ|鯖).*定食/u)]);
    }
    // The same for a POST /search term.
    const terms = await user.call<EndpointReply<typeof multiSearchEndpoint>>('POST', '/search', { queries: ['サバ定食'] });
    for (const item of terms.body.data.results[0]!.items) expect(item.name).toMatch(/(さば|サバ|鯖)/u);
  });

  it('たんたんめん and tantanmen list the names that repeat the kanji (担担麺) too, as 担々麺 does (they missed three)', async () => {
    const marked = (await search({ q: '担々麺', limit: 5 })).body.data.total;
    for (const q of ['たんたんめん', 'tantanmen']) {
      const { total, fallback } = (await search({ q, limit: 5 })).body.data;
      expect([q, fallback, total]).toEqual([q, null, marked]);
      const repeated = (await search({ q: `汁なし ${q}`, limit: 10 })).body.data;
      expect([q, names(repeated.items).some((name) => name.includes('担担麺'))]).toEqual([q, true]);
    }
  });

  it('a drink typed without a size lists the bottles and cups a person drinks before those of 1 L or more (milk tea listed 2 L first)', async () => {
    const several = (name: string) => /(?:[0-9.]+\s*L|[0-9]{4,}\s*ml)\b/iu.test(name.normalize('NFKC'));
    for (const q of ['milk tea', 'ミルクティー', '麦茶', 'レモンスカッシュ']) {
      const { items, fallback } = (await search({ q, limit: 20 })).body.data;
      expect([q, fallback]).toEqual([q, null]);
      const first = names(items).findIndex(several);
      // Every row of several servings after every other row of the first page.
      if (first >= 0) expect([q, names(items).slice(first).every(several)]).toEqual([q, true]);
      expect([q, several(items[0]!.name)]).toEqual([q, false]);
    }
    // A size typed is what is asked.
    const sized = (await search({ q: 'ミルクティー 2L', limit: 5 })).body.data.items;
    expect(names(sized).every((name) => name.includes('2L'))).toBe(true);
  });

  it('朝ごはん 安い lists cheap meals of the morning, not dressings (a time with no meal genres of its own kept the toppings)', async () => {
    for (const q of ['朝ごはん 安い', 'コンビニ 朝ごはん 安い', 'cheap breakfast']) {
      const { items, fallback } = (await search({ q, limit: 10 })).body.data;
      expect([q, fallback?.message]).toEqual([q, expect.stringContaining('食事になる分類')]);
      expect(items.length).toBe(10);
      for (const item of items) expect([q, item.name, item.cal >= 250]).toEqual([q, item.name, true]);
      const prices = items.map((item) => item.price ?? 0);
      expect(prices).toEqual([...prices].sort((a, b) => a - b));
    }
  });

  it('半 or ハーフ after a food lists its half portions (チャーハン 半 listed every チャーハン, カレー 半 a ハンバーグカレー)', async () => {
    for (const [q, half] of [
      ['チャーハン 半', /半チャーハン/u],
      ['チャーハン ハーフ', /半チャーハン/u],
      ['ラーメン 半', /半ラーメン/u],
      ['パンケーキ ハーフ', /パンケーキ（ハーフ）/u],
    ] as const) {
      const { items, fallback } = (await search({ q, limit: 20 })).body.data;
      expect([q, fallback]).toEqual([q, null]);
      expect(items.length).toBeGreaterThan(3);
      for (const item of items) expect([q, item.name]).toEqual([q, expect.stringMatching(half)]);
    }
    // A food none of whose rows is a half portion says the size was left out, and lists the food, not names holding はん.
    const curry = (await search({ q: 'カレー 半', limit: 10 })).body.data;
    expect(curry.fallback?.message).toContain('量・サイズの指定（半）を除いた');
    expect(names(curry.items).some((name) => name.includes('ハンバーグ'))).toBe(false);
  });

  it('安い がっつり says how each wish word was read (it named 安い alone)', async () => {
    const { fallback } = (await search({ q: '安い がっつり', limit: 5 })).body.data;
    expect(fallback?.message).toContain('「安い」は商品名ではなく価格の安い順');
    expect(fallback?.message).toContain('「がっつり」は商品名ではなく量の多い食事の希望として読み');
  });
});

describe('GET /search: round 26 (半 glued before a food, a one-kanji word begun inside another)', () => {
  it('半ライス is ライス with a half portion (the typo pass listed 麻婆ライス); 半チャーハン keeps its half portions', async () => {
    const rice = (await search({ q: '半ライス', limit: 10 })).body.data;
    expect(rice.fallback?.kind).toBe('relaxed');
    expect(rice.fallback?.message).toContain('量・サイズの指定（半）を除いた「ライス」');
    expect(rice.items.length).toBeGreaterThan(3);
    for (const name of names(rice.items)) expect(name).toMatch(/ライス/u);
    expect(names(rice.items).some((name) => name.includes('麻婆'))).toBe(false);
    const fried = (await search({ q: '半チャーハン', limit: 20 })).body.data;
    expect(fried.fallback).toBeNull();
    expect(fried.items.length).toBeGreaterThan(3);
    for (const name of names(fried.items)) expect(name).toMatch(/半チャーハン/u);
  });

  it('水 lists the waters before the names that write 水 only to begin another word (さば水煮 was first)', async () => {
    const { items, fallback } = (await search({ q: '水', limit: 30 })).body.data;
    expect(fallback).toBeNull();
    const begunOnly = (name: string) => !/水(?!\p{Script=Han})/u.test(name);
    const listed = names(items);
    // Every row that writes 水 at a word's end or alone (炭酸水) comes before every row that writes it only to begin another
    // word (さば水煮, 水餃子), but for the bottles of several servings, which follow both (round 25).
    const several = (name: string) => /(?:[0-9.]+\s*L|[0-9]{4,}\s*ml)\b/iu.test(name.normalize('NFKC'));
    const firstBegun = listed.findIndex(begunOnly);
    expect(firstBegun).toBeGreaterThan(5);
    expect(listed.slice(firstBegun).filter((name) => !begunOnly(name) && !several(name))).toEqual([]);
    expect(listed.slice(0, firstBegun).some(several)).toBe(false);
  });
});

describe('GET /search: round 27 (a tea or a drink with a volume, a one-kanji drink, a compound in kana)', () => {
  it('お茶 2L lists the 2 L bottles of the teas filed under 飲料 (it named nothing), お茶 500ml the 500 ml ones', async () => {
    for (const [q, size] of [
      ['お茶 2L', '2L'],
      ['お茶 500ml', '500ml'],
    ] as const) {
      const { items, fallback } = (await search({ q, limit: 20 })).body.data;
      expect([q, fallback]).toEqual([q, null]);
      expect(items.length).toBeGreaterThan(5);
      for (const name of names(items)) expect([q, name]).toEqual([q, expect.stringMatching(new RegExp(`茶.*${size}`, 'u'))]);
    }
  });

  it('カフェラテ 2L and コーラ 1.5L list the drink saying the volume was left out (each word matched alone)', async () => {
    for (const [q, food, size] of [
      ['カフェラテ 2L', 'カフェラテ', '2L'],
      ['コーラ 1.5L', 'コーラ', '1.5L'],
    ] as const) {
      const { items, fallback } = (await search({ q, limit: 10 })).body.data;
      expect(fallback?.kind).toBe('relaxed');
      expect(fallback?.message).toContain(`量・サイズの指定（${size}）を除いた「${food}」`);
      for (const name of names(items)) expect(name).toContain(food);
    }
  });

  it('麦茶 1L and お茶 1L list the 1000ml bottles first (they left the size out and listed 500 ml bottles)', async () => {
    for (const q of ['麦茶 1L', 'お茶 1L']) {
      const { items } = (await search({ q, limit: 5 })).body.data;
      expect([q, items[0]?.name]).toEqual([q, expect.stringMatching(/茶 1000ml$/u)]);
    }
  });

  it('a drink left with a label, an adjective or a chain left out lists its 2 L bottles after the others, as typed alone', async () => {
    // The words left were ordered as the engine ranked them: ケンタ ミルクティー and 甘い ミルクティー listed 2 L bottles first.
    for (const [q, left, food] of [
      ['無糖 お茶', '「無糖」を除いた', /茶/u],
      ['甘い ミルクティー', '「甘い」を除いた', /ミルクティー/u],
      ['ケンタ ミルクティー', '店名を除いた', /ミルクティー/u],
    ] as const) {
      const { items, fallback } = (await search({ q, limit: 10 })).body.data;
      expect([q, fallback?.message]).toEqual([q, expect.stringContaining(left)]);
      expect([q, items.length]).toEqual([q, 10]);
      for (const name of names(items)) expect([q, name, food.test(name), /2L$/u.test(name)]).toEqual([q, name, true, false]);
    }
  });

  it('緑茶 ペットボトル lists the bottled 緑茶 first, saying the container was left out (it named nothing)', async () => {
    for (const q of ['緑茶 ペットボトル', 'お茶 ペットボトル']) {
      const { items, fallback } = (await search({ q, limit: 5 })).body.data;
      expect([q, fallback?.message]).toEqual([q, expect.stringContaining('「ペットボトル」を除いた')]);
      expect([q, items.length]).toEqual([q, 5]);
      for (const name of names(items)) expect([q, name]).toEqual([q, expect.stringMatching(/茶.*[0-9]+(?:ml|L)$/u)]);
    }
  });

  it('茶 lists teas first (ちゃんぽん and チャーシュー麺 were its first 50 rows)', async () => {
    const { items } = (await search({ q: '茶', limit: 20 })).body.data;
    expect(items.length).toBe(20);
    for (const name of names(items)) expect(name).toMatch(/茶/u);
  });

  it("さけおにぎり lists the chains' 鮭 onigiri too, as 鮭おにぎり does (it listed five rows)", async () => {
    const kana = (await search({ q: 'さけおにぎり', limit: 50 })).body.data;
    const kanji = (await search({ q: '鮭おにぎり', limit: 50 })).body.data;
    expect(kana.total).toBeGreaterThan(40);
    expect(kana.total).toBeGreaterThanOrEqual(kanji.total - 5);
    expect(names(kana.items)).toEqual(expect.arrayContaining(['おむすび 鮭', '手巻おにぎり 鮭']));
    for (const name of names(kana.items)) expect(name).toMatch(/鮭|さけ|しゃけ|サーモン/u);
  });
});

describe('GET /search: round 28 (a dish named as a whole that ends with a one-kanji food, a kanji met by its reading)', () => {
  it('豚 lists the pork before 酢豚 (sweet and sour pork was its first eight rows), which 酢豚 typed still lists', async () => {
    const pork = (await search({ q: '豚', limit: 10 })).body.data;
    expect(pork.items.length).toBe(10);
    for (const name of names(pork.items)) expect(name).not.toMatch(/酢豚/u);
    expect(names((await search({ q: '豚', limit: 50 })).body.data.items)).toEqual(expect.arrayContaining(['酢豚']));
    const dish = (await search({ q: '酢豚', limit: 5 })).body.data;
    for (const name of names(dish.items)) expect(name).toMatch(/酢豚/u);
  });

  it('缶 lists the names that write 缶 (軍艦, 一貫 and みかん were first, by かん), and コーラ 缶 no 期間限定 コーラ', async () => {
    const can = (await search({ q: '缶', limit: 30 })).body.data;
    expect(can.items.length).toBe(30);
    for (const name of names(can.items)) expect(name).toMatch(/缶/u);
    const cola = (await search({ q: 'コーラ 缶', limit: 20 })).body.data;
    expect(cola.fallback).toEqual(expect.objectContaining({ kind: 'relaxed', message: expect.stringContaining('「缶」') }));
    for (const name of names(cola.items)) expect(name).not.toMatch(/期間/u);
    for (const name of names((await search({ q: '串', limit: 10 })).body.data.items)) expect(name).toMatch(/串/u);
  });
});

describe('GET /search: round 29 (the kana name of a kanji food met only as a word of a name)', () => {
  it('栗 lists the names that write 栗 (クリームパン and シュークリーム were first, by くり), 鯛 no 特ネタいか or たい焼き', async () => {
    const chestnut = (await search({ q: '栗', limit: 50 })).body.data;
    expect(chestnut.items.length).toBeGreaterThan(0);
    for (const name of names(chestnut.items)) expect(name).toMatch(/栗/u);
    for (const name of names((await search({ q: '鯛', limit: 50 })).body.data.items)) expect(name).not.toMatch(/いか|いくら|たい焼/u);
  });

  it('米, 肉 and 柿 meet no name by their kana name inside another word (さつまいも天, ツナマイルド, ミニクロワッサン, にんにく, かき揚げ)', async () => {
    const listed = async (q: string) => names((await search({ q, limit: 50 })).body.data.items);
    for (const name of await listed('米')) expect(name).not.toMatch(/さつまいも|ツナマイルド/u);
    for (const name of await listed('肉')) expect(name).not.toMatch(/ミニクロワッサン|にんにく/u);
    for (const name of await listed('柿')) expect(name).not.toMatch(/かき揚げ|かき氷/u);
    // The kana typed keeps meeting them: くり lists クリームパン as before.
    expect(await listed('くり')).toEqual(expect.arrayContaining(['クリームパン']));
  });
});

describe('GET /search: round 30 (a loanword no name writes read as its one-kanji synonym, a food a synonym begins)', () => {
  it('ウォーター, ウオーター and ミネラルウォーター list the bottled waters (炭酸水) read as 水, and say so', async () => {
    for (const q of ['ウォーター', 'ウオーター', 'ミネラルウォーター']) {
      const { items, fallback } = (await search({ q, limit: 10 })).body.data;
      expect(items.length).toBeGreaterThan(0);
      for (const name of names(items)) expect(name).toMatch(/炭酸水/u);
      expect(fallback?.kind).toBe('relaxed');
      expect(fallback?.message).toContain('「水」として読んだ');
    }
  });

  it('肉 lists the names that write 肉 before the foods its synonym ミート begins (ミートボール, ミートソース were first)', async () => {
    const meat = names((await search({ q: '肉', limit: 10 })).body.data.items);
    for (const name of meat) expect(name).toMatch(/肉/u);
    // Below them the meatballs and meat sauces still follow: they are met, after the food's own rows.
    expect(names((await search({ q: '肉', limit: 50 })).body.data.items)).toEqual(expect.arrayContaining(['ミートボール', 'ミートソース']));
  });

  it('a loanword the names write keeps its own answer (ミート: its ミートボール rows, サーモン: its サーモン rows)', async () => {
    const meat = (await search({ q: 'ミート', limit: 10 })).body.data;
    expect(meat.fallback).toBeNull();
    for (const name of names(meat.items)) expect(name).toMatch(/ミート/u);
    expect((await search({ q: 'サーモン', limit: 10 })).body.data.fallback).toBeNull();
  });
});

describe('GET /search: round 31 (a kind the lexicon lists beside the word typed, a kanji met by its reading voiced)', () => {
  it("お茶 lists the chains' 緑茶 first, green tea being what お茶 names (the 麦茶 rows were first)", async () => {
    const tea = names((await search({ q: 'お茶', limit: 20 })).body.data.items);
    expect(tea.length).toBe(20);
    for (const name of tea) expect(name).toMatch(/^緑茶/u);
    // The other teas are still met, after them; 茶 alone keeps every kind alike (its 麦茶 rows first).
    expect(names((await search({ q: '茶', limit: 5 })).body.data.items)[0]).toMatch(/麦茶/u);
  });

  it('氷 lists the かき氷 rows (it named nothing: かき氷 reads かきごおり), and 玉 keeps its 玉子 rows before 替玉 (かえだま)', async () => {
    const ice = (await search({ q: '氷', limit: 10 })).body.data;
    expect(ice.fallback).toBeNull();
    expect(ice.items.length).toBe(10);
    for (const name of names(ice.items)) expect(name).toMatch(/かき氷/u);
    const ball = names((await search({ q: '玉', limit: 50 })).body.data.items);
    expect(ball).toContain('玉子');
    for (const name of ball) expect(name).not.toMatch(/替玉/u);
  });
});

describe('GET /search: round 32 (a taste word kuromoji misreads into another food, a stretch from a long-vowel mark into a kanji)', () => {
  it('むね and からし list no 旨辛, 旨塩 or 辛味噌 rows (旨 was read むね, breast, and 辛 からし, mustard)', async () => {
    const breast = names((await search({ q: 'むね', limit: 50 })).body.data.items);
    for (const name of breast) expect(name).not.toMatch(/旨/u);
    const mustard = names((await search({ q: 'からし', limit: 50 })).body.data.items);
    expect(mustard.length).toBeGreaterThan(0);
    for (const name of mustard) expect(name).toMatch(/辛子|からし|カラシ/u);
    // The taste words still meet their own rows, by name and by reading.
    expect(names((await search({ q: '旨辛', limit: 5 })).body.data.items)[0]).toMatch(/旨辛/u);
    expect(names((await search({ q: '旨', limit: 5 })).body.data.items)[0]).toMatch(/旨/u);
  });

  it('あゆ lists no ラー油 row (ラー油 reads らあゆ: its あゆ begins at the ー), and ラー油 still lists its rows', async () => {
    for (const name of names((await search({ q: 'あゆ', limit: 50 })).body.data.items)) expect(name).not.toMatch(/ラー油/u);
    expect(names((await search({ q: 'ラー油', limit: 5 })).body.data.items)[0]).toMatch(/ラー油/u);
  });
});

describe('GET /search: round 33 (romaji of a plain food word, a kana food a loanword begins, 鶏 in a compound)', () => {
  it('reads romaji of a lexicon food as that food (ocha: お茶, men: 麺, mizu: 水), not as the beginning of longer words', async () => {
    const tea = names((await search({ q: 'ocha', limit: 10 })).body.data.items);
    expect(tea).toHaveLength(10);
    for (const name of tea) expect(name).toMatch(/茶/u);
    for (const name of tea) expect(name).not.toMatch(/茶漬/u);
    const noodles = names((await search({ q: 'men', limit: 10 })).body.data.items);
    for (const name of noodles) expect(name).not.toMatch(/明太子/u);
    expect(noodles[0]).toMatch(/麺|めん|メン/u);
    const water = names((await search({ q: 'mizu', limit: 10 })).body.data.items);
    for (const name of water) expect(name).not.toMatch(/水煮/u);
    // An English word of the lexicon keeps its English reading: sake is 日本酒, not 鮭.
    expect(names((await search({ q: 'sake', limit: 3 })).body.data.items)[0]).toMatch(/日本酒/u);
  });

  it('lists ぶり’s own rows before the ブリトー rows (a loanword ぶり only begins), and ブリトー still lists its rows', async () => {
    const buri = names((await search({ q: 'ぶり', limit: 10 })).body.data.items);
    expect(buri).toHaveLength(10);
    for (const name of buri) expect(name).not.toMatch(/ブリトー/u);
    expect(names((await search({ q: 'ブリトー', limit: 3 })).body.data.items)[0]).toMatch(/ブリトー/u);
  });

  it('lists no 若鶏 row for かに or 蟹 (若鶏 read わか|にわとり held かに), and 鶏, とり and chicken still meet 若鶏のグリル', async () => {
    for (const q of ['かに', '蟹', 'カニ'])
      for (const name of names((await search({ q, limit: 50 })).body.data.items))
        expect([q, name]).not.toEqual([q, expect.stringMatching(/若鶏/u)]);
    for (const q of ['鶏', 'とり', 'chicken'])
      expect([q, names((await search({ q, shop: 'saizeriya', limit: 50 })).body.data.items)]).toEqual([
        q,
        expect.arrayContaining(['若鶏のグリル']),
      ]);
  });
});

describe('GET /search: round 34 (a kana word of a kanji food among homographs, a kanji’s two-kana sound beside its kana)', () => {
  it('lists the fish rows for さかな and sakana (魚), not the おつまみ rows (肴) or the ギョーザ rows (ぎょ)', async () => {
    for (const q of ['さかな', 'sakana']) {
      const fish = names((await search({ q, limit: 10 })).body.data.items);
      expect([q, fish.length]).toEqual([q, 10]);
      for (const name of fish) expect([q, name]).toEqual([q, expect.stringMatching(/魚/u)]);
      for (const name of names((await search({ q, limit: 50 })).body.data.items))
        expect([q, name]).not.toEqual([q, expect.stringMatching(/おつまみ|ギョーザ/u)]);
    }
  });

  it('lists no さつまいも天 or ツナマイルド for こめ (米’s まい inside another word), and still the rice rows', async () => {
    const rice = names((await search({ q: 'こめ', limit: 50 })).body.data.items);
    for (const name of rice) expect(name).not.toMatch(/さつまいも|ツナマイルド/u);
    expect(rice).toEqual(expect.arrayContaining(['ライス']));
  });
});

describe('GET /search: round 34 (a kana stretch that begins inside one kanji’s reading)', () => {
  it('lists no 炙り row for 鰤 or ぶり (あぶり holds ぶり), no 麻婆丼 for 鯖, and still the 炙りしめさば rows for 鯖', async () => {
    for (const q of ['鰤', 'ぶり'])
      for (const name of names((await search({ q, limit: 50 })).body.data.items))
        expect([q, name]).not.toEqual([q, expect.stringMatching(/炙り(?!ぶり)/u)]);
    const mackerel = names((await search({ q: '鯖', limit: 50 })).body.data.items);
    for (const name of mackerel) expect(name).not.toMatch(/麻婆/u);
    expect(mackerel).toEqual(expect.arrayContaining(['炙りしめさば']));
  });
});

describe('GET /search: round 35 (a wish for little salt)', () => {
  /** Salt per serving of each item, as GET /catalog/items gives it (detailedNutrition.salt; null where the row has none). */
  const saltsOf = async (items: Item[]) => {
    const salts: (number | null)[] = [];
    for (let at = 0; at < items.length; at += 10) {
      const ids = items
        .slice(at, at + 10)
        .map((item) => item.id)
        .join(',');
      const details = await user.call<EndpointReply<typeof catalogItemsEndpoint>>('GET', `/catalog/items?ids=${ids}`);
      salts.push(...details.body.data.items.map((item) => item.detailedNutrition?.salt ?? null));
    }
    return salts;
  };
  const ascending = (values: (number | null)[]) =>
    values.every((value, at) => at === 0 || value === null || (values[at - 1] ?? Infinity) <= value);

  it('lists a food by its salt per serving, the fewest first, beside 減塩, 塩分控えめ or low sodium (減塩 味噌汁 left 減塩 out; low sodium ramen listed nothing)', async () => {
    for (const [q, shown] of [
      ['減塩 味噌汁', /味噌汁|みそ汁/u],
      ['塩分控えめ 弁当', /弁当/u],
      ['low sodium ramen', /ラーメン|らーめん|拉麺/u],
    ] as const) {
      const { items, total, fallback } = (await search({ q, limit: 20 })).body.data;
      expect([q, fallback?.kind, fallback?.message]).toEqual([q, 'relaxed', expect.stringContaining('塩分の少ない順')]);
      expect([q, total > 20, items.filter((item) => !shown.test(item.name))]).toEqual([q, true, []]);
      const salts = await saltsOf(items);
      expect([q, ascending(salts), salts.includes(null)]).toEqual([q, true, false]);
    }
  });

  it('lists food, no drink, by salt when no food is named (塩分控えめ and low salt: none before)', async () => {
    for (const q of ['塩分控えめ', 'low salt']) {
      const { items, fallback } = (await search({ q, limit: 20 })).body.data;
      expect([q, fallback?.message]).toEqual([q, expect.stringContaining('飲み物・酒類・トッピングを除く食べ物から')]);
      expect([
        q,
        items.length,
        items.filter((item) => item.genres.some((genre) => genre.startsWith('drink_') || genre === 'alcohol')),
      ]).toEqual([q, 20, []]);
      expect([q, ascending(await saltsOf(items))]).toEqual([q, true]);
    }
  });

  it('keeps the rows whose names write the label for 減塩 beside a food they name, however few (減塩 鮭, 減塩 しらす)', async () => {
    for (const q of ['減塩 鮭', '減塩 しらす', '減塩 ねぎ塩豚カルビ']) {
      const { items, fallback } = (await search({ q, limit: 10 })).body.data;
      expect([q, fallback, items.length > 0, items.filter((item) => !item.name.includes('減塩'))]).toEqual([q, null, true, []]);
    }
  });

  it('answers 塩分 beside a food as before, and says the wish that orders by salt', async () => {
    const { items, fallback } = (await search({ q: '塩分 ラーメン', limit: 5 })).body.data;
    expect([items, fallback?.kind, fallback?.message]).toEqual([[], 'none', expect.stringContaining('「減塩」「塩分控えめ」')]);
  });
});

describe('GET /search: round 35 (a city kuromoji cut around 米)', () => {
  it('lists no 久留米ホットドッグ for kome or こめ (久留米 read くる|こめ), and finds it by 久留米 and くるめ', async () => {
    for (const q of ['kome', 'こめ'])
      for (const name of names((await search({ q, limit: 50 })).body.data.items)) expect([q, name]).not.toEqual([q, '久留米ホットドッグ']);
    for (const q of ['久留米', 'くるめ'])
      expect([q, names((await search({ q, limit: 1 })).body.data.items)]).toEqual([q, ['久留米ホットドッグ']]);
  });
});

describe('GET /search: round 35 (a Japanese sweet the catalog does not sell is no typo)', () => {
  it('answers ういろう, やつはし and くずもち with no typo pass (ういろう listed サブウェイ’s ウィート rows, やつはし なつかし and かつだし)', async () => {
    for (const q of ['ういろう', 'やつはし', 'くずもち']) {
      const { items, fallback } = (await search({ q, limit: 10 })).body.data;
      expect([q, fallback?.kind]).not.toEqual([q, 'typo']);
      for (const name of names(items)) expect([q, name]).not.toEqual([q, expect.stringMatching(/ウィート|なつかし|かつだし|草もち/u)]);
    }
  });
});

describe('GET /search: round 35 (水煮 is a way of cooking)', () => {
  it('lists the bottled waters for water and 水, and no 水煮 among their rows (water listed さば水煮 first); さば水煮 typed still finds it', async () => {
    for (const q of ['water', '水']) {
      const rows = names((await search({ q, limit: 50 })).body.data.items);
      expect([q, rows[0]]).toEqual([q, expect.stringMatching(/水/u)]);
      for (const name of rows) expect([q, name]).not.toEqual([q, expect.stringMatching(/水煮/u)]);
    }
    expect(names((await search({ q: 'さば水煮', limit: 1 })).body.data.items)).toEqual(['さば水煮']);
  });
});

describe('GET /search: round 35 (a kana stretch that stops inside one kanji’s reading)', () => {
  it('lists no 肉焼売 for かに, カニ, 蟹 or crab (やわらか|肉: やわらかにく), and still カツ丼 for かつど, a word being typed', async () => {
    for (const q of ['かに', 'カニ', '蟹', 'crab'])
      for (const name of names((await search({ q, limit: 50 })).body.data.items))
        expect([q, name]).not.toEqual([q, expect.stringMatching(/肉焼売/u)]);
    expect(names((await search({ q: 'かつど', limit: 1 })).body.data.items)).toEqual([expect.stringMatching(/カツ丼|かつ丼/u)]);
  });
});

describe('GET /search: round 36 (the kana of a one-kanji food, a stretch stopping inside a word of kanji)', () => {
  it('lists no 水煮 row for みず, ミズ or mizu, a water first (みず listed さば水煮 second, mizu 18th)', async () => {
    for (const q of ['みず', 'ミズ', 'mizu']) {
      const rows = names((await search({ q, limit: 50 })).body.data.items);
      expect([q, rows[0]]).toEqual([q, expect.stringMatching(/水/u)]);
      for (const name of rows) expect([q, name]).not.toEqual([q, expect.stringMatching(/水煮/u)]);
    }
  });

  it('lists no 果肉 row for かに, カニ, 蟹 or crab (果肉: かにく), and still its crab rows', async () => {
    for (const q of ['かに', 'カニ', '蟹', 'crab']) {
      const rows = names((await search({ q, limit: 50 })).body.data.items);
      expect([q, rows.length > 0]).toEqual([q, true]);
      for (const name of rows) expect([q, name]).not.toEqual([q, expect.stringMatching(/果肉/u)]);
    }
    expect(names((await search({ q: '果肉', limit: 5 })).body.data.items)).toEqual(
      expect.arrayContaining([expect.stringMatching(/果肉/u)]),
    );
  });
});

describe('GET /search: stop 83 (noodles typed alone)', () => {
  it('lists the ramen and the udon and soba for noodles, not the 春雨 dishes whose English names alone write the word, and says so', async () => {
    for (const q of ['noodles', 'noodle']) {
      const { items, fallback } = (await search({ q, limit: 10 })).body.data;
      expect([q, fallback?.kind, fallback?.message.includes('genre=ramen,udon_soba')]).toEqual([q, 'relaxed', true]);
      expect(items.length).toBe(10);
      for (const item of items)
        expect([q, item.name, item.genres.some((genre) => genre === 'ramen' || genre === 'udon_soba')]).toEqual([q, item.name, true]);
      expect([q, names(items).filter((name) => name.includes('春雨'))]).toEqual([q, []]);
    }
    // Beside another word it is a word of the names, which answer as before.
    const cup = (await search({ q: 'cup noodles', limit: 3 })).body.data;
    expect([cup.fallback, cup.items.every((item) => item.name.startsWith('カップヌードル'))]).toEqual([null, true]);
  });
});

describe('GET /search: stop 83 (a known word no row is, the first of its words a wish)', () => {
  it('プロテインバー lists the bars with the most protein (no protein bar is sold), not the protein drinks, and says how it read q', async () => {
    const { items, fallback } = (await search({ q: 'プロテインバー', limit: 5 })).body.data;
    expect([fallback?.kind, fallback?.message.includes('「プロテイン」は商品名ではなく栄養の希望')]).toEqual(['relaxed', true]);
    expect(items.length).toBe(5);
    for (const item of items)
      expect([item.name, /バー/u.test(item.name), /飲料|ドリンク/u.test(item.name)]).toEqual([item.name, true, false]);
    // A glued word the names hold stays theirs: プロテインドリンク lists its drinks as typed.
    const drinks = (await search({ q: 'プロテインドリンク', limit: 5 })).body.data;
    expect([drinks.fallback, drinks.items.every((item) => item.name.includes('プロテインドリンク'))]).toEqual([null, true]);
  });
});

describe('GET /search: stop 83 (a theme order ranks the food typed, not every row a clause met)', () => {
  it('サラダ with sort=score-balance lists salads first, not a loco moco with a side salad; うどん with score-night no soba', async () => {
    const salads = (await search({ q: 'サラダ', sort: 'score-balance', limit: 20 })).body.data;
    expect(salads.total).toBeGreaterThan(1000);
    for (const item of salads.items) expect([item.name, /付き?(?:$|[\s)）])/u.test(item.name)]).toEqual([item.name, false]);
    const udon = (await search({ q: 'うどん', sort: 'score-night', limit: 20 })).body.data;
    for (const item of udon.items) expect([item.name, item.name.includes('うどん')]).toEqual([item.name, true]);
  });
});

describe('GET /search: stop 84 (round 44: a pancake is no cake; a supervisor’s name is not the item)', () => {
  it('ケーキ lists cakes first, not the pancakes kuromoji cut パン|ケーキ; パンケーキ and pancake still list the pancakes', async () => {
    const cakes = (await search({ q: 'ケーキ', limit: 10 })).body.data;
    expect(cakes.items.length).toBe(10);
    for (const item of cakes.items) expect([item.name, item.name.includes('パンケーキ')]).toEqual([item.name, false]);
    for (const q of ['パンケーキ', 'pancake']) {
      const pancakes = (await search({ q, limit: 5 })).body.data;
      for (const item of pancakes.items) expect([q, item.name.includes('パンケーキ')]).toEqual([q, true]);
    }
  });

  it('おにぎり with sort=score-protein lists onigiri first, not a pork soup made under an onigiri shop’s name', async () => {
    const { items } = (await search({ q: 'おにぎり', sort: 'score-protein', limit: 10 })).body.data;
    expect(items.length).toBe(10);
    for (const item of items) expect([item.name, item.name.includes('監修')]).toEqual([item.name, false]);
  });
});

describe('GET /search: stop 84 (round 45: a chain that names the food otherwise)', () => {
  it('松のや とんかつ lists 松のや’s pork cutlets (ロースかつ, ヒレかつ), no chicken one, and says how it read q', async () => {
    const { items, fallback } = (await search({ q: '松のや とんかつ', limit: 10 })).body.data;
    expect([fallback?.kind, fallback?.message.includes('同じ食べ物の名前（カツ）')]).toEqual(['relaxed', true]);
    expect(items.length).toBe(10);
    for (const item of items) expect([item.name, item.shopId, /チキン/u.test(item.name)]).toEqual([item.name, 'matsunoya', false]);
    expect(items.slice(0, 5).some((item) => item.name.startsWith('ロースかつ'))).toBe(true);
    // A chain selling no pork cutlet by any name still answers the food elsewhere, saying so (松屋's one ビーフロースかつ is beef).
    const matsuya = (await search({ q: '松屋 とんかつ', limit: 5 })).body.data;
    expect(matsuya.fallback?.message.includes('松屋の商品がないため')).toBe(true);
  });
});

describe('GET /search: stop 85 (round 46: a pork cutlet named by its cut)', () => {
  it('かつや カツ lists its ロースかつ and ヒレかつ among the first five, where six chicken and mince cutlets came first', async () => {
    const { items } = (await search({ q: 'かつや カツ', limit: 5 })).body.data;
    const names = items.map((item) => item.name);
    expect([names, names.includes('ロースかつ') && names.includes('ヒレかつ')]).toEqual([names, true]);
  });
});

describe('GET /search: stop 85 (round 47: a price with no bound)', () => {
  it('高たんぱく 200円 and ラーメン 500円 read the price as a cap, where they found nothing; 200円 and ローソン 100円 stay words', async () => {
    for (const [q, cap, word] of [
      ['高たんぱく 200円', 200, ''],
      ['ラーメン 500円', 500, 'ラーメン'],
    ] as const) {
      const { items, fallback } = (await search({ q, limit: 10 })).body.data;
      expect([q, fallback?.kind, fallback?.message.includes(`価格の上限（${cap}円以下`), items.length]).toEqual([q, 'relaxed', true, 10]);
      for (const item of items)
        expect([q, item.name, (item.price ?? Infinity) <= cap, item.name.includes(word)]).toEqual([q, item.name, true, true]);
    }
    for (const q of ['200円', 'ローソン 100円']) {
      const { fallback } = (await search({ q, limit: 5 })).body.data;
      expect([q, fallback?.message?.includes('価格の上限') ?? false]).toEqual([q, false]);
    }
  });
});

describe('GET /search: stop 85 (round 48: a wish lists the rows that state it first)', () => {
  it('糖質ゼロ, 脂質カット, ゼロカロリー and 低脂肪 ヨーグルト list the rows whose name or category says so first, then the numbers', async () => {
    // 糖質ゼロ listed a cheese, 茶碗蒸し and a miso soup first and none of the sets filed under ロカボ; ゼロカロリー teas before the
    // drinks named ゼロ; 脂質カット a ざるうどん before the rows named 脂肪ゼロ.
    for (const [q, states, first] of [
      ['糖質ゼロ', /ロカボ|糖質\d*%?オフ/, 8],
      ['脂質カット', /脂肪ゼロ|低脂肪/, 10],
      ['ゼロカロリー', /(?<!脂肪|糖質)ゼロ/, 10],
      ['低脂肪 ヨーグルト', /脂肪ゼロ/, 8],
    ] as const) {
      const { items, fallback } = (await search({ q, limit: 10 })).body.data;
      expect([q, fallback?.kind, fallback?.message.includes('名前・分類が希望を示す')]).toEqual([q, 'relaxed', true]);
      const stated = items.map((item) => states.test(`${item.name} ${item.category ?? ''}`.normalize('NFKC')));
      expect([q, stated.slice(0, first).every(Boolean)]).toEqual([q, true]);
    }
    // A wish alone is still for food: the beer named 糖質70％オフ is not among 糖質ゼロ's rows.
    const drinks = new Set(['drink_coffee', 'drink_tea', 'drink_other', 'alcohol']);
    const { items } = (await search({ q: '糖質ゼロ', limit: 20 })).body.data;
    for (const item of items) expect([item.name, item.genres.some((genre) => !drinks.has(genre))]).toEqual([item.name, true]);
  });
});
