import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { MEAL_TYPE_KCAL_CAP, TARGET_KCAL_TOLERANCE, type ErrorBody, type SetsResult } from '@shokuji/contracts';
import { editionKeyOf, type SetRole } from '@shokuji/set-optimizer';
import { API, useGateway, type TestUser } from '../support/api-fixtures';
import { request } from '../support/http-client';
import { REPO_ROOT } from '../support/service-process';

/** API-SPEC.md → Sets, through the real server and the real catalog (docs/sets.md). */
const { gateway, admin } = useGateway({ QUOTA_PREMIUM_PER_HOUR: '1000' }, { healthy: true });

/** 12:00 JST on 2026-11-21. */
const NOON_JST = '2026-11-21T03:00:00Z';
const TARGET = { cal: 620, protein: 35, fat: 20, carbs: 75 };
const FAMILYMART = { target: TARGET, shopId: 'familymart', mealType: 'lunch' };

const premium = () => admin.buildUser({ plan: 'premium' });
async function suggest(user: TestUser, body: unknown, headers?: Record<string, string>) {
  return user.call<{ data: SetsResult }>('POST', '/sets', body, headers);
}
async function sets(user: TestUser, body: unknown): Promise<SetsResult> {
  const res = await suggest(user, body);
  if (res.status !== 200) throw new Error(`POST /sets failed: ${res.status} ${res.text}`);
  return res.body.data;
}
const pieces = (set: SetsResult['sets'][number]) => set.items.reduce((sum, item) => sum + item.more.quantity, 0);
const round1 = (value: number) => Math.round(value * 10) / 10;

describe('POST /sets answers', () => {
  it('sets of one store that fit, every field of the Set resource, best first', async () => {
    const user = await premium();
    const res = await suggest(user, FAMILYMART);
    expect(res.status).toBe(200);
    expect(res.headers.get('x-quota-used')).toBe('1');
    const data = res.body.data;
    expect(data).toMatchObject({ target: TARGET, mealType: 'lunch', algorithm: { name: 'role-branch-and-bound', maxGap: 0 } });
    expect(data.candidatesEvaluated).toBeGreaterThan(0);
    expect(data.sets).toHaveLength(3);
    const scores = data.sets.map((set) => set.score);
    expect([...scores].sort((a, b) => b - a)).toEqual(scores);
    for (const set of data.sets) {
      expect(set).toMatchObject({ shopId: 'familymart', shopName: 'ファミリーマート', usual: false });
      expect(pieces(set)).toBeGreaterThanOrEqual(2);
      expect(pieces(set)).toBeLessThanOrEqual(3);
      expect(set.totals.cal).toBeLessThanOrEqual(TARGET.cal * TARGET_KCAL_TOLERANCE);
      for (const axis of ['cal', 'protein', 'fat', 'carbs'] as const) {
        expect(set.totals[axis]).toBeCloseTo(round1(set.items.reduce((sum, item) => sum + item[axis], 0)), 5);
      }
      for (const item of set.items) {
        expect(item.id).toBe(`p_${item.more.productId}`);
        expect(item.imageUrl).toMatch(new RegExp(`/images/catalog/${item.id}\\.svg$`));
        expect(item.more.pageUrl).toMatch(new RegExp(`/ja/shops/familymart/products/${item.more.productId}/$`));
        expect(item.cal).toBeCloseTo(item.more.perPiece.cal * item.more.quantity, 5);
      }
      // A set is a meal: a main or a combo in every one.
      expect(set.items.some((item) => item.more.role === 'main' || item.more.role === 'combo')).toBe(true);
    }
    // Every item is FamilyMart's, as the catalog says.
    const ids = data.sets.flatMap((set) => set.items.map((item) => item.id));
    const items = await user.call<{ data: { items: { id: string; shopId: string }[] } }>(
      'GET',
      `/catalog/items?ids=${ids.slice(0, 10).join(',')}`,
    );
    expect(items.body.data.items.every((item) => item.shopId === 'familymart')).toBe(true);
  });

  it('the same input gives the same output', async () => {
    const user = await premium();
    const first = await sets(user, { ...FAMILYMART, maxItems: 4, setLimit: 5 });
    expect(await sets(user, { ...FAMILYMART, maxItems: 4, setLimit: 5 })).toEqual(first);
    expect(await sets(await premium(), { ...FAMILYMART, maxItems: 4, setLimit: 5 })).toEqual(first);
  });

  it('honours minItems, maxItems and setLimit', async () => {
    const user = await premium();
    const singles = await sets(user, { ...FAMILYMART, minItems: 1, maxItems: 1, setLimit: 2 });
    expect(singles.sets).toHaveLength(2);
    for (const set of singles.sets) expect(pieces(set)).toBe(1);
    const larger = await sets(user, {
      ...FAMILYMART,
      target: { cal: 1000, protein: 50, fat: 35, carbs: 120 },
      minItems: 4,
      maxItems: 5,
      setLimit: 5,
    });
    expect(larger.sets.length).toBeGreaterThan(0);
    for (const set of larger.sets) expect([4, 5]).toContain(pieces(set));
  });

  it('a default never makes a body invalid: maxItems 1 alone asks for one piece, minItems 4 alone for 4', async () => {
    const user = await premium();
    const single = await sets(user, { ...FAMILYMART, maxItems: 1 });
    expect(single.sets.length).toBeGreaterThan(0);
    for (const set of single.sets) expect(pieces(set)).toBe(1);
    const four = await sets(user, { ...FAMILYMART, target: { cal: 1000, protein: 50, fat: 35, carbs: 120 }, minItems: 4 });
    expect(four.sets.length).toBeGreaterThan(0);
    for (const set of four.sets) expect(pieces(set)).toBe(4);
  });

  it('an empty sets array when nothing fits (a zero target, or 5 kcal); zeros are valid input', async () => {
    const user = await premium();
    expect((await sets(user, { ...FAMILYMART, target: { cal: 0, protein: 0, fat: 0, carbs: 0 } })).sets).toEqual([]);
    expect((await sets(user, { ...FAMILYMART, target: { cal: 5, protein: 0, fat: 0, carbs: 1 } })).sets).toEqual([]);
  });

  it('refuses a target below 0 (API-SPEC.md: all non-negative), says to send 0, and leaves the trial untouched', async () => {
    const free = await admin.buildUser();
    const over = await suggest(free, { ...FAMILYMART, target: { cal: 600, protein: 30, fat: -0.8, carbs: 80 } });
    expect(over.status).toBe(400);
    expect((over.body as unknown as ErrorBody).error).toMatch(/send 0/);
    expect((await free.call<{ data: { externalTrial: { state: string } } }>('GET', '/me')).body.data.externalTrial.state).toBe('untouched');
  });

  it('breakfast keeps to 600 kcal and snack to 250 (OPERATOR-API.md → mealType)', async () => {
    const user = await premium();
    const big = { cal: 1000, protein: 45, fat: 30, carbs: 130 };
    for (const mealType of ['breakfast', 'snack', 'afternoon'] as const) {
      const data = await sets(user, { ...FAMILYMART, target: big, mealType });
      expect(data.sets.length).toBeGreaterThan(0);
      for (const set of data.sets) expect(set.totals.cal).toBeLessThanOrEqual(MEAL_TYPE_KCAL_CAP[mealType]!);
    }
  });

  it('never offers a morning item outside breakfast (a tester found モーニングセット at a dinner, 朝の牛丼 at lunch)', async () => {
    const user = await premium();
    const meal = { cal: 1000, protein: 50, fat: 35, carbs: 120 };
    const requests = [
      { target: meal, shopId: 'starbucks', mealType: 'dinner', minItems: 1, maxItems: 4, setLimit: 5 },
      { target: meal, shopId: 'starbucks', mealType: 'lunch', minItems: 1, maxItems: 4, setLimit: 5 },
      { target: meal, shopId: 'yoshinoya', mealType: 'dinner', setLimit: 5 },
      { target: { cal: 600, protein: 25, fat: 20, carbs: 80 }, shopId: 'yoshinoya', mealType: 'lunch', setLimit: 5 },
      { target: { cal: 600, protein: 25, fat: 20, carbs: 80 }, shopId: 'sukiya', mealType: 'lunch', setLimit: 5 },
    ];
    for (const body of requests) {
      const data = await sets(user, body);
      expect(data.sets.length).toBeGreaterThan(0);
      const names = data.sets.flatMap((set) => set.items.map((item) => item.name));
      expect({ ...body, morning: names.filter((name) => /モーニング|朝/.test(name)) }).toEqual({ ...body, morning: [] });
    }
  });

  it('builds every set around a real main: never a sauce, condiment, pickle or drink (a tester found タルタルソース and 紅しょうが as mains)', async () => {
    const user = await premium();
    const notAMeal =
      /ソース$|タルタル|ダレ$|ポン酢$|青ねぎ$|紅しょうが|紅生姜|らっきょう|メンマ|漬|お新香|納豆|ブレンド|フラッペ|スムージー|ml$|茶|コーヒー/;
    const small = { cal: 300, protein: 20, fat: 10, carbs: 30 };
    const requests = [
      { target: small, shopId: 'yoshinoya', mealType: 'lunch', minItems: 3, maxItems: 3, setLimit: 5 },
      { target: small, shopId: 'matsunoya', mealType: 'lunch', minItems: 1, maxItems: 3, setLimit: 5 },
      { target: { cal: 50, protein: 3, fat: 1, carbs: 5 }, shopId: 'lawson', mealType: 'lunch', minItems: 1, maxItems: 3, setLimit: 5 },
      {
        target: { cal: 80, protein: 3, fat: 1, carbs: 10 },
        shopId: 'seven-eleven',
        mealType: 'lunch',
        minItems: 1,
        maxItems: 3,
        setLimit: 5,
      },
    ];
    for (const body of requests) {
      const data = await sets(user, body);
      const cores = data.sets.map((set) => set.items.filter((item) => item.more.role === 'main' || item.more.role === 'combo'));
      expect(cores.every((core) => core.length > 0)).toBe(true);
      const named = cores.flat().map((item) => item.name);
      expect({ ...body, mains: named.filter((name) => notAMeal.test(name)) }).toEqual({ ...body, mains: [] });
    }
  });

  it('reads each piece as what it is (a review found 餃子 + 焼売 as a meal, 茶碗蒸し as a drink, アイスカフェラテ as a dessert, a 定食 as a main with a second みそ汁)', async () => {
    const user = await premium();
    const requests = [
      { target: { cal: 300, protein: 10, fat: 10, carbs: 40 }, shopId: 'ohsho', mealType: 'lunch' },
      { target: { cal: 650, protein: 30, fat: 20, carbs: 85 }, shopId: 'osaka-ohsho', mealType: 'lunch' },
      { target: { cal: 600, protein: 40, fat: 35, carbs: 25 }, shopId: 'seven-eleven', mealType: 'dinner', maxItems: 5, setLimit: 5 },
      { target: { cal: 450, protein: 18, fat: 14, carbs: 60 }, shopId: 'seven-eleven', mealType: 'breakfast', setLimit: 5 },
      { target: { cal: 850, protein: 35, fat: 30, carbs: 110 }, shopId: 'katsuya', mealType: 'dinner', setLimit: 5 },
      { target: { cal: 600, protein: 30, fat: 25, carbs: 60 }, shopId: 'lawson', mealType: 'snack', setLimit: 5 },
    ];
    const misread = (item: SetsResult['sets'][number]['items'][number]) =>
      (item.more.role === 'main' && /^(?:.*\s)?(?:餃子|焼売|春巻|エビチリ|八宝菜)(?:（|$)/.test(item.name)) ||
      (item.more.role === 'main' && /定食|セット/.test(item.name) && !/生野菜セット/.test(item.name)) ||
      (item.more.role !== 'side' && /茶碗蒸し/.test(item.name)) ||
      (item.more.role === 'dessert' && /(?:コーヒー|カフェラテ|ティー)[ＲＬＭＳ]?$/.test(item.name)) ||
      (item.more.role !== 'topping' && /（トッピング）/.test(item.name));
    for (const body of requests) {
      const data = await sets(user, body);
      const wrong = data.sets.flatMap((set) => set.items.filter(misread).map((item) => `${item.more.role}:${item.name}`));
      expect({ shopId: body.shopId, wrong }).toEqual({ shopId: body.shopId, wrong: [] });
    }
  });

  it('holds one edition of a product per set (an outside probe found キムチ + キムチ（復刻）, a regular and a large size, a drink hot and iced)', async () => {
    const user = await premium();
    // Each of these answered a set with two editions of one product before (docs/sets.md → Editions).
    const requests = [
      { target: TARGET, shopId: 'rairaitei', mealType: 'lunch' },
      { target: { cal: 361, protein: 17.8, fat: 11, carbs: 47.7 }, shopId: 'ichiran', mealType: 'lunch' },
      { target: { cal: 500, protein: 25, fat: 15, carbs: 65 }, shopId: 'sugakiya', mealType: 'lunch' },
    ];
    for (const body of requests) {
      const data = await sets(user, body);
      expect(data.sets.length).toBeGreaterThan(0);
      const twice = data.sets.flatMap((set) => {
        const keys = set.items.map((item) => editionKeyOf(item.name, item.more.role as SetRole));
        return keys.some((key, k) => keys.indexOf(key) !== k) ? [set.items.map((item) => item.name).join(' + ')] : [];
      });
      expect({ shopId: body.shopId, twice }).toEqual({ shopId: body.shopId, twice: [] });
      // One edition is still offered: the rule drops the second, not the product.
      expect(data.sets.some((set) => set.items.some((item) => /キムチ/.test(item.name)))).toBe(true);
    }
  });

  it('holds one flavour of an item per set, and per answers (a probe found 蒸し鶏ささみ + 蒸し鶏ささみ 柚子胡椒, and a サラダチキン in each of three answers)', async () => {
    const user = await premium();
    const highProtein = { cal: 700, protein: 55, fat: 20, carbs: 70 };
    // The name without its last word, as an edition key: 蒸し鶏ささみ 柚子胡椒 → 蒸し鶏ささみ (docs/sets.md → Editions → Flavours).
    const baseOf = (name: string, role: SetRole) => {
      const words = name.trim().split(/\s+/);
      return words.length < 2 ? null : editionKeyOf(words.slice(0, -1).join(' '), role);
    };
    for (const shopId of ['ministop', 'seicomart', 'lawson']) {
      const data = await sets(user, { target: highProtein, shopId, mealType: 'lunch' });
      expect(data.sets.length).toBe(3);
      const both = data.sets.flatMap((set) => {
        const sides = set.items.filter((item) => item.more.role !== 'main' && item.more.role !== 'combo');
        const keys = sides.map((item) => editionKeyOf(item.name, item.more.role as SetRole));
        const flavoured = sides.some((item) => {
          const base = baseOf(item.name, item.more.role as SetRole);
          return base !== null && keys.includes(base) && base !== editionKeyOf(item.name, item.more.role as SetRole);
        });
        return flavoured ? [set.items.map((item) => item.name).join(' + ')] : [];
      });
      expect({ shopId, both }).toEqual({ shopId, both: [] });
    }
    const lawson = await sets(user, { target: highProtein, shopId: 'lawson', mealType: 'lunch' });
    const withSaladChicken = lawson.sets.filter((set) =>
      set.items.some((item) => item.name.startsWith('サラダチキン ') || item.name === 'サラダチキン'),
    );
    expect(withSaladChicken.length).toBeLessThanOrEqual(1);
  });

  it('holds a dish sold without its rice only beside the shop’s rice (a probe found カレー ルーのみ + a hamburg steak and no rice as a lunch, the roux as a snack)', async () => {
    const user = await premium();
    const withoutRice = /おかずのみ|ルーのみ/;
    const plainRice = /^(?:期間限定 )?(?:ライス|ご飯)/;
    const requests = [
      { target: { cal: 450, protein: 20, fat: 12, carbs: 60 }, mealType: 'lunch' },
      { target: { cal: 850, protein: 35, fat: 25, carbs: 110 }, mealType: 'dinner', setLimit: 5 },
      { target: { cal: 220, protein: 8, fat: 8, carbs: 30 }, mealType: 'snack' },
    ];
    let withDish = 0;
    for (const shopId of ['hottomotto', 'hokkahokka-tei', 'origin-bento', 'yayoiken'])
      for (const body of requests) {
        const data = await sets(user, { ...body, shopId });
        for (const set of data.sets) {
          const names = set.items.map((item) => item.name);
          if (!names.some((name) => withoutRice.test(name))) continue;
          withDish++;
          // A meal's, with its rice; never a snack's.
          const found = { shopId, mealType: body.mealType, names, rice: names.some((name) => plainRice.test(name)) };
          expect(found).toEqual({ ...found, rice: true });
          expect(found.mealType).not.toBe('snack');
        }
      }
    // The roux with its rice is ほっともっと's light lunch; the dishes sold without rice are still offered.
    expect(withDish).toBeGreaterThan(0);
    const light = await sets(user, { ...requests[0], shopId: 'hottomotto' });
    expect(light.sets.some((set) => set.items.some((item) => item.name === 'カレー ルーのみ'))).toBe(true);
  });

  it('lets no drink carry a meal, nor a 単品 dish without its rice, a kids’ item or a pack for home be a piece (the 2026-12-06 probe, 1.17.0)', async () => {
    const user = await premium();
    const drunk = (set: SetsResult['sets'][number]) =>
      set.items
        .filter((item) => item.more.role === 'drink' || /シェイク|フロート/.test(item.name))
        .reduce((sum, item) => sum + item.cal, 0);
    // ファミリーマート's 700 kcal lunch was ミニ焼きそばパン + サラダチキン スモーク + カフェモカ（ミルク多め） L (348 of 699 kcal),
    // KFC's 450 kcal lunch カーネルクリスピー + サイドサラダ + シェイク バニラ M (278 of 446).
    for (const body of [
      { shopId: 'familymart', target: { cal: 700, protein: 25, fat: 20, carbs: 80 }, mealType: 'lunch', minItems: 3, setLimit: 1 },
      { shopId: 'kfc', target: { cal: 450, protein: 20, fat: 12, carbs: 60 }, mealType: 'lunch', setLimit: 5 },
    ]) {
      const data = await sets(user, body);
      expect(data.sets.length).toBeGreaterThan(0);
      for (const set of data.sets) expect(drunk(set)).toBeLessThanOrEqual(Math.max(set.totals.cal / 3, 250));
    }
    // 松のや: a 単品 katsu only with its ライス; no お子様 plate at 松のや or やよい軒; セブン-イレブン: no 食パン４枚入 beside a dinner.
    for (const [shopId, target] of [
      ['matsunoya', { cal: 700, protein: 55, fat: 20, carbs: 70 }],
      ['matsunoya', { cal: 900, protein: 45, fat: 30, carbs: 100 }],
      ['yayoiken', { cal: 800, protein: 20, fat: 25, carbs: 120 }],
      ['seven-eleven', { cal: 1200, protein: 48, fat: 37, carbs: 168 }],
    ] as const) {
      const data = await sets(user, { shopId, target, mealType: 'dinner', minItems: 1, maxItems: 4, setLimit: 5 });
      expect(data.sets.length).toBeGreaterThan(0);
      for (const set of data.sets) {
        const names = set.items.map((item) => item.name);
        const found = { shopId, names };
        // A 単品 main of no staple of its own (not 単品ミニうどん); a 単品 side (単品本格唐揚げ（3個）) goes beside anything.
        if (set.items.some((item) => item.more.role === 'main' && /^単品/.test(item.name) && !/うどん/.test(item.name)))
          expect(found).toEqual({ shopId, names: expect.arrayContaining(['ライス']) });
        expect(names.filter((name) => /お子様|[4-9４-９](?:枚|個)入/.test(name))).toEqual([]);
      }
    }
  });

  it('lets no dessert carry a meal (the 2026-12-06 probe, 1.18.0)', async () => {
    const user = await premium();
    const sweet = (set: SetsResult['sets'][number]) =>
      set.items
        .filter((item) => item.more.role === 'dessert' && !/シェイク|フロート/.test(item.name))
        .reduce((sum, item) => sum + item.cal, 0);
    // ココス's 900 kcal lunch was 和風きのこパスタ（小盛） + シーザーサラダ（ハーフ） + 期間限定 パンケーキ (414 of 895 kcal), タリーズ's
    // 700 kcal lunch ハムとチーズのホットサンド + カプチーノ（豆乳） S + パンケーキ（ミニ） (303 of 703), びっくりドンキー's 1,100 kcal
    // lunch ボンゴレ + コーンスープ + パフェ いちご (439 of 1,094).
    for (const body of [
      { shopId: 'cocos', target: { cal: 900, protein: 30, fat: 30, carbs: 120 }, mealType: 'lunch', setLimit: 3 },
      { shopId: 'tullys', target: { cal: 700, protein: 30, fat: 22, carbs: 95 }, mealType: 'lunch', setLimit: 3 },
      { shopId: 'bikkuri-donkey', target: { cal: 1100, protein: 50, fat: 35, carbs: 150 }, mealType: 'lunch', setLimit: 3 },
    ]) {
      const data = await sets(user, body);
      expect(data.sets.length).toBeGreaterThan(0);
      for (const set of data.sets)
        expect({ shopId: body.shopId, sweet: sweet(set) <= Math.max(set.totals.cal / 3, 200) }).toEqual({
          shopId: body.shopId,
          sweet: true,
        });
    }
  });

  it('puts a katsu beside its rice and offers no half bowl in a large size (the 2026-12-06 probe, 1.19.0)', async () => {
    const user = await premium();
    const names = (data: SetsResult) => data.sets.map((set) => set.items.map((item) => item.name));
    // 松のや's 700 kcal lunch (P 55) answered ヒレかつ + 単品チキンむねかつ + マミー and アジフライ + ポテトフライ + 味噌ソース.
    const katsu = await sets(user, { shopId: 'matsunoya', target: { cal: 700, protein: 55, fat: 20, carbs: 70 }, mealType: 'lunch' });
    expect(katsu.sets).toHaveLength(3);
    for (const set of names(katsu)) expect(set).toContain('ライス');
    // 来来亭's 800 kcal dinner answered 醤油ラーメン（半ラーメン） 大盛 + ミニチャーシュー丼 first.
    const ramen = await sets(user, { shopId: 'rairaitei', target: { cal: 800, protein: 30, fat: 25, carbs: 110 }, mealType: 'dinner' });
    expect(ramen.sets.length).toBeGreaterThan(0);
    expect(
      names(ramen)
        .flat()
        .filter((name) => /半ラーメン.*大盛/.test(name)),
    ).toEqual([]);
  });

  it('offers no drink of the kids’ menu and no grill without the rice a family restaurant sells it with (the 2026-12-06 probe, 1.20.0)', async () => {
    const user = await premium();
    const names = (data: SetsResult) => data.sets.flatMap((set) => set.items.map((item) => item.name));
    // 松のや's 450 kcal lunch answered ささみかつ + ミニポテキャベ + マミー: マミー is on the chain's kids' menu (/menu/okosama/).
    const katsu = await sets(user, { shopId: 'matsunoya', target: { cal: 450, protein: 30, fat: 15, carbs: 50 }, mealType: 'lunch' });
    expect(katsu.sets.length).toBeGreaterThan(0);
    expect(names(katsu)).not.toContain('マミー');
    // ガスト's 600 kcal dinner (P 40) answered 若鶏のグリル + シーザーサラダ + a soda third: ガスト sells its rice as … ライスセット.
    const grill = await sets(user, { shopId: 'gusto', target: { cal: 600, protein: 40, fat: 20, carbs: 60 }, mealType: 'dinner' });
    expect(grill.sets).toHaveLength(3);
    const bareGrills = grill.sets.flatMap((set) =>
      set.items.filter((item) => item.more.role === 'main' && /グリル|ハンバーグ|ステーキ/.test(item.name)).map((item) => item.name),
    );
    expect(bareGrills).toEqual([]);
  });

  it('holds one cup of coffee or tea, no children’s character meal and no full croissant beside a sandwich first (the 2026-12-06 probe, 1.22.0)', async () => {
    const user = await premium();
    const cup =
      /コーヒー|珈琲|コールドブリュー|エスプレッソ|アメリカーノ|カプチーノ|カフェ|ラテ|マキアート|モカ|ココア|ティー|紅茶|茶|チャイ/;
    // スターバックス's 400 kcal lunch with minItems 3 answered ピザトースト + アイスコーヒー（ホイップ追加） L + ドリップコーヒー（オーツミルク） L;
    // タリーズ's 400 kcal breakfast モーニング たまごサンド + ドリップコーヒー M + アイスロイヤルミルクティー S.
    for (const body of [
      { shopId: 'starbucks', target: { cal: 400, protein: 15, fat: 15, carbs: 50 }, mealType: 'lunch', minItems: 3, maxItems: 4 },
      { shopId: 'tullys', target: { cal: 400, protein: 15, fat: 15, carbs: 50 }, mealType: 'breakfast', minItems: 3, maxItems: 4 },
    ]) {
      const data = await sets(user, body);
      for (const set of data.sets) {
        const cups = set.items.filter((item) => item.more.role === 'drink' && cup.test(item.name)).map((item) => item.name);
        expect({ shopId: body.shopId, cups: cups.length <= 1 }).toEqual({ shopId: body.shopId, cups: true });
      }
    }
    // ほっともっと's 500 kcal dinner with minItems 3 answered ドラえもんランチ/ドラミちゃんランチ(カレー) first, a kids' bento.
    const bento = await sets(user, {
      shopId: 'hottomotto',
      target: { cal: 500, protein: 30, fat: 15, carbs: 60 },
      mealType: 'dinner',
      minItems: 3,
      maxItems: 4,
    });
    expect(bento.sets.length).toBeGreaterThan(0);
    expect(bento.sets.flatMap((set) => set.items.map((item) => item.name)).filter((name) => /ドラえもん|ドラミ/.test(name))).toEqual([]);
    // コメダ's 800 kcal dinner answered ハムとチーズのホットサンド（復刻） + チャイティーラテ（復刻） L + 期間限定 クロワッサン first.
    const komeda = await sets(user, { shopId: 'komeda', target: { cal: 800, protein: 30, fat: 30, carbs: 100 }, mealType: 'dinner' });
    const first = komeda.sets[0]!.items;
    const sandwich = first.some((item) => item.more.role === 'main' && /サンド|トースト|ドッグ/.test(item.name));
    const croissant = first.some((item) => /クロワッサン/.test(item.name) && !/ミニ/.test(item.name));
    expect(sandwich && croissant).toBe(false);
  });

  it('says why a list is empty, and holds no side that is a kind of its main (the 2026-12-06 probe, 1.23.0)', async () => {
    const user = await premium();
    // A café at a 250 kcal lunch: its lightest main is over the target's + 5 %, and a snack-time request would answer.
    const cafe = await sets(user, { shopId: 'starbucks', target: { cal: 250, protein: 10, fat: 10, carbs: 30 }, mealType: 'lunch' });
    expect(cafe.sets).toEqual([]);
    expect(cafe.emptyReason).toMatchObject({ reason: 'over_target', limitKcal: 262.5 });
    expect(cafe.emptyReason!.lightest!.cal).toBeGreaterThan(262.5);
    expect(cafe.emptyReason!.message).toContain('mealType snack');
    // CoCo壱番屋 at a 600 kcal breakfast: no morning menu, and its lightest curry is over the breakfast cap.
    const curry = await sets(user, {
      shopId: 'coco-ichibanya',
      target: { cal: 600, protein: 25, fat: 20, carbs: 80 },
      mealType: 'breakfast',
    });
    expect(curry.sets).toEqual([]);
    expect(curry.emptyReason).toMatchObject({ reason: 'over_meal_cap', limitKcal: MEAL_TYPE_KCAL_CAP.breakfast });
    expect(curry.emptyReason!.message).toContain('no morning menu');
    // 築地銀だこ with the default minItems 2: a box fits alone, nothing goes beside it; minItems 1 answers it.
    const takoyaki = { shopId: 'gindaco', target: { cal: 700, protein: 25, fat: 30, carbs: 80 }, mealType: 'dinner' };
    expect((await sets(user, takoyaki)).emptyReason).toMatchObject({ reason: 'too_few_pieces' });
    const alone = await sets(user, { ...takoyaki, minItems: 1 });
    expect(alone.sets.length).toBeGreaterThan(0);
    expect(alone.emptyReason).toBeNull();
    // KFC's 800 kcal dinner (P 50, F 40) answered ナゲット 2ピース + チキンナゲット 5ピース M + カルピス L first: one dish in two sizes.
    const kfc = await sets(user, { shopId: 'kfc', target: { cal: 800, protein: 50, fat: 40, carbs: 60 }, mealType: 'dinner' });
    expect(kfc.sets.length).toBeGreaterThan(0);
    for (const set of kfc.sets) {
      const nuggetMain = set.items.some((item) => item.more.role === 'main' && /^(?:プレミアム)?ナゲット/.test(item.name));
      const nuggetSide = set.items.some((item) => item.more.role === 'side' && /チキンナゲット/.test(item.name));
      expect(set.items.map((item) => item.name).join(' + ') + (nuggetMain && nuggetSide ? ' holds both' : '')).not.toMatch(/holds both$/);
    }
  });

  it('holds no rice beside a rice dish, no two kinds of one side, and says why an empty list is empty (the 2026-12-06 probe, 1.24.0)', async () => {
    const user = await premium();
    // 松屋 at 2,500 kcal answered キムチ牛めしランチセット（特盛） + ライス（大盛）: a 牛めし set read as no rice dish.
    const matsuya = await sets(user, { shopId: 'matsuya', target: { cal: 2500, protein: 100, fat: 80, carbs: 330 }, mealType: 'dinner' });
    expect(matsuya.sets.length).toBeGreaterThan(0);
    for (const set of matsuya.sets) {
      const riceDish = set.items.some(
        (item) => /めし|丼|定食/.test(item.name) && (item.more.role === 'main' || item.more.role === 'combo'),
      );
      const plainRice = set.items.some((item) => item.more.role === 'side' && /^(?:プレミアム)?ライス/.test(item.name));
      expect(set.items.map((item) => item.name).join(' + ') + (riceDish && plainRice ? ' holds rice twice' : '')).not.toMatch(/twice$/);
    }
    // 吉野家 at an 800 kcal lunch answered 鶏そぼろ丼 並盛 + 玉子 + プレミアム半熟玉子 大: two eggs beside one bowl.
    const yoshinoya = await sets(user, {
      shopId: 'yoshinoya',
      target: { cal: 800, protein: 40, fat: 28, carbs: 95 },
      mealType: 'lunch',
      setLimit: 5,
    });
    expect(yoshinoya.sets.length).toBeGreaterThan(0);
    for (const set of yoshinoya.sets) expect(set.items.filter((item) => /玉子|たまご|卵/.test(item.name)).length).toBeLessThanOrEqual(1);
    // minItems 4 at a ramen chain: fewer items would fit, and the message says so in one count of items.
    const ramen = await sets(user, {
      shopId: 'rairaitei',
      target: { cal: 600, protein: 25, fat: 20, carbs: 80 },
      mealType: 'lunch',
      minItems: 4,
      maxItems: 4,
    });
    expect(ramen.sets).toEqual([]);
    expect(ramen.emptyReason).toMatchObject({ reason: 'too_few_pieces' });
    expect(ramen.emptyReason!.message).toContain('no set of 4 items of 来来亭');
    expect(ramen.emptyReason!.message).toContain('a lower minItems asks for fewer');
    // やよい軒 at 350 kcal: its lightest dish is sold without its rice, and with the rice nothing fits.
    const yayoiken = await sets(user, { shopId: 'yayoiken', target: { cal: 350, protein: 15, fat: 12, carbs: 45 }, mealType: 'lunch' });
    expect(yayoiken.sets).toEqual([]);
    expect(yayoiken.emptyReason).toMatchObject({ reason: 'no_fit', limitKcal: 367.5 });
    expect(yayoiken.emptyReason!.message).toContain('sold without its rice');
    // The two other reasons through the API: over the target at a meal, over the breakfast cap.
    const over = await sets(user, {
      shopId: 'mcdonalds',
      target: { cal: 100, protein: 0, fat: 0, carbs: 0 },
      mealType: 'dinner',
      minItems: 1,
    });
    expect(over.emptyReason).toMatchObject({ reason: 'over_target', limitKcal: 105 });
    const cap = await sets(user, {
      shopId: 'coco-ichibanya',
      target: { cal: 800, protein: 30, fat: 25, carbs: 110 },
      mealType: 'breakfast',
    });
    expect(cap.emptyReason).toMatchObject({ reason: 'over_meal_cap', limitKcal: MEAL_TYPE_KCAL_CAP.breakfast });
  });

  it('answers different products, not editions of one (an outside probe found 中とろ（復刻）, 特ネタ中とろ and 期間限定 中とろ as the three answers)', async () => {
    const user = await premium();
    const meal = { cal: 700, protein: 30, fat: 22, carbs: 90 };
    for (const shopId of ['sushiro', 'kura-sushi', 'mos-burger', 'kfc']) {
      const data = await sets(user, { target: meal, shopId, mealType: 'lunch' });
      expect(data.sets.length).toBeGreaterThan(1);
      const cores = data.sets.map((set) =>
        set.items
          .filter((item) => item.more.role === 'main' || item.more.role === 'combo')
          .map((item) => editionKeyOf(item.name, item.more.role as SetRole))
          .sort()
          .join(),
      );
      expect({ shopId, cores: new Set(cores).size }).toEqual({ shopId, cores: cores.length });
    }
  });

  it('makes a sushi dinner of plates: a plate line carries 1-3 plates and counts as one item (a probe found 大とろ + かけうどん + パフェ, 20 g protein of 35)', async () => {
    const user = await premium();
    const dinner = { cal: 800, protein: 35, fat: 25, carbs: 110 };
    for (const shopId of ['sushiro', 'kura-sushi']) {
      const data = await sets(user, { target: dinner, shopId, mealType: 'dinner' });
      expect(data.sets).toHaveLength(3);
      for (const set of data.sets) {
        const plates = set.items.filter((item) => item.more.role === 'main');
        const plateKcal = plates.reduce((sum, item) => sum + item.cal, 0);
        // The lines, not the plates, are the items of maxItems (3 by default); the plates are most of the meal.
        expect(set.items.length).toBeLessThanOrEqual(3);
        expect(plates.reduce((sum, item) => sum + item.more.quantity, 0)).toBeGreaterThanOrEqual(5);
        expect(plateKcal / set.totals.cal).toBeGreaterThanOrEqual(0.7);
        expect(set.totals.protein).toBeGreaterThanOrEqual(30);
        for (const plate of plates) {
          expect(plate.more.quantity).toBeGreaterThanOrEqual(1);
          expect(plate.more.quantity).toBeLessThanOrEqual(3);
          expect(plate.cal).toBeCloseTo(plate.more.perPiece.cal * plate.more.quantity, 5);
        }
      }
    }
  });

  it('gives five answers five meals: no side, soup or extra of one answer in another (docs/sets.md → Variety)', async () => {
    // A probe: 吉野家 at 650 kcal held プレミアムお新香 大 + みそ汁 in four of its five answers, 松屋 at 700 kcal
    // held みそ汁 in three. (スシロー at 800 kcal shared its かけうどん + パフェ in three answers until its plates
    // came by the line: docs/sets.md → Plates.)
    const user = await premium();
    const requests = [
      { shopId: 'yoshinoya', target: { cal: 650, protein: 30, fat: 20, carbs: 85 } },
      { shopId: 'sukiya', target: { cal: 700, protein: 30, fat: 20, carbs: 90 } },
      { shopId: 'matsuya', target: { cal: 700, protein: 30, fat: 20, carbs: 90 } },
    ];
    for (const body of requests) {
      const data = await sets(user, { ...body, mealType: 'dinner', setLimit: 5 });
      expect(data.sets).toHaveLength(5);
      const companions = data.sets.flatMap((set) =>
        set.items
          .filter((item) => item.more.role !== 'main' && item.more.role !== 'combo')
          .map((item) => editionKeyOf(item.name, item.more.role as SetRole)),
      );
      expect({ shopId: body.shopId, repeated: companions.filter((key, k) => companions.indexOf(key) !== k) }).toEqual({
        shopId: body.shopId,
        repeated: [],
      });
      const scores = data.sets.map((set) => set.score);
      expect(scores).toEqual([...scores].sort((a, b) => b - a));
    }
  });

  it('makes a snack of a treat and a drink at snack time (an outside probe found no set at a café or a donut shop at 15:00)', async () => {
    const user = await premium();
    const snack = { cal: 250, protein: 8, fat: 10, carbs: 30 };
    for (const shopId of ['starbucks', 'mister-donut', 'mcdonalds', 'sukiya'])
      for (const mealType of ['snack', 'afternoon']) {
        const data = await sets(user, { target: snack, shopId, mealType });
        expect({ shopId, mealType, answered: data.sets.length > 0 }).toEqual({ shopId, mealType, answered: true });
        for (const set of data.sets) {
          const roles = set.items.map((item) => item.more.role);
          expect(set.totals.cal).toBeLessThanOrEqual(250);
          // Something to eat, never drinks alone; a topping only on a main or a set meal.
          expect(roles.some((role) => role !== 'drink' && role !== 'topping')).toBe(true);
          if (roles.includes('topping')) expect(roles.some((role) => role === 'main' || role === 'combo')).toBe(true);
        }
        if (shopId === 'starbucks')
          expect(data.sets.map((set) => set.items.map((item) => item.more.role).sort())).toContainEqual(['dessert', 'drink']);
      }
  });

  it('never suggests beer, sours or highballs (a tester found a beer in every Lawson dinner set)', async () => {
    const user = await premium();
    const alcohol = /ビール|サワー(?!クリーム)|ハイボール|ゴールドマスター|ワイン/;
    const dinner = { cal: 500, protein: 30, fat: 20, carbs: 20 };
    for (const shopId of ['lawson', 'ichiran', 'hidakaya', 'gindaco']) {
      const data = await sets(user, { target: dinner, shopId, mealType: 'dinner', maxItems: 5, setLimit: 5 });
      const drinks = data.sets.flatMap((set) => set.items.map((item) => item.name)).filter((name) => alcohol.test(name));
      expect({ shopId, drinks }).toEqual({ shopId, drinks: [] });
    }
  });

  it('offers an add-on only beside what it is for (an outside scan found a dressing beside an onigiri and a soup, ねぎ beside a カキフライ)', async () => {
    const user = await premium();
    const targets = [
      { cal: 357, protein: 12.5, fat: 13.7, carbs: 45.8 },
      { cal: 653, protein: 27.9, fat: 20.5, carbs: 89.2 },
    ];
    const shops = ['lawson', 'seven-eleven', 'katsuya', 'tenya', 'matsunoya', 'ichiran'];
    const salad = (name: string) => /サラダ|生野菜/.test(name) && !/サラダチキン|ポテトサラダ|マカロニサラダ/.test(name);
    const fried = /フライ|かつ|カツ|揚|唐揚|から揚|コロッケ|ハンバーグ|チキン/;
    let toppings = 0;
    for (const shopId of shops)
      for (const target of targets)
        for (const mealType of ['breakfast', 'lunch', 'dinner']) {
          const data = await sets(user, { target, shopId, mealType, minItems: 1, setLimit: 5 });
          for (const set of data.sets) {
            const addOn = set.items.find((item) => item.more.role === 'topping');
            if (!addOn) continue;
            toppings++;
            const others = set.items.filter((item) => item !== addOn);
            const cores = others.filter((item) => item.more.role === 'main' || item.more.role === 'combo');
            const found = { shopId, mealType, addOn: addOn.name, set: others.map((item) => item.name) };
            if (/ドレッシング/.test(addOn.name))
              expect({ ...found, host: others.some((item) => salad(item.name)) }).toEqual({ ...found, host: true });
            if (/ソース|ポン酢/.test(addOn.name))
              expect({ ...found, host: others.some((item) => fried.test(item.name)) }).toEqual({ ...found, host: true });
            // Scallions and eggs go on a bowl or noodles: not on a 定食, a plate of fried food or an onigiri.
            const bowl = (name: string) => !/定食|おにぎり|おむすび/.test(name) && (!fried.test(name) || /丼/.test(name));
            if (/ねぎ|玉子|たまご/.test(addOn.name))
              expect({ ...found, host: cores.some((item) => bowl(item.name)) }).toEqual({ ...found, host: true });
          }
        }
    expect(toppings).toBeGreaterThan(0);
  });

  it('adds nothing beside a piece that already comes with it (a scan found モーニング … ドリンクバー付 + ドリンクバー, ドリンクバー + メロンソーダ)', async () => {
    const user = await premium();
    let drinkBars = 0;
    for (const shopId of ['gusto', 'royal-host', 'dennys', 'joyfull'])
      for (const mealType of ['breakfast', 'lunch', 'snack'])
        for (const cal of [357, 589, 805]) {
          const target = { cal, protein: (cal * 0.15) / 4, fat: (cal * 0.3) / 9, carbs: (cal * 0.55) / 4 };
          for (const set of (await sets(user, { target, shopId, mealType, minItems: 1, setLimit: 5 })).sets) {
            const bar = set.items.find((item) => /ドリンクバー/.test(item.name));
            if (!bar) continue;
            drinkBars++;
            const drinks = set.items.filter((item) => item !== bar && item.more.role === 'drink').map((item) => item.name);
            expect({ shopId, mealType, bar: bar.name, drinks }).toEqual({ shopId, mealType, bar: bar.name, drinks: [] });
          }
        }
    expect(drinkBars).toBeGreaterThan(0);
  });

  it('at マクドナルド at breakfast time offers its morning menu and drinks only, and no morning item at noon', async () => {
    const user = await premium();
    const rows = readFileSync(join(REPO_ROOT, 'search-index', 'data', 'products.jsonl'), 'utf8')
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as { productId: number; breakfastOnly: boolean });
    const morningMenu = new Set(rows.filter((row) => row.breakfastOnly).map((row) => row.productId));
    const body = { target: { cal: 550, protein: 22, fat: 20, carbs: 70 }, shopId: 'mcdonalds', minItems: 1, setLimit: 5 };
    await admin.setClock('2026-11-20T22:30:00Z'); // 07:30 JST: mealType breakfast
    const morning = await sets(user, body);
    expect(morning.mealType).toBe('breakfast');
    expect(morning.sets.length).toBeGreaterThan(0);
    const offMenu = morning.sets.flatMap((set) =>
      set.items.filter((item) => !morningMenu.has(item.more.productId) && item.more.role !== 'drink').map((item) => item.name),
    );
    expect(offMenu).toEqual([]);
    await admin.setClock(NOON_JST);
    const noon = await sets(user, body);
    expect(noon.mealType).toBe('lunch');
    expect(noon.sets.flatMap((set) => set.items.filter((item) => morningMenu.has(item.more.productId)).map((item) => item.name))).toEqual(
      [],
    );
  });

  it('mealType defaults from the JST clock', async () => {
    const user = await premium();
    const { mealType: _omitted, ...body } = FAMILYMART;
    await admin.setClock('2026-11-20T22:30:00Z'); // 07:30 JST
    const morning = await sets(user, body);
    expect(morning.mealType).toBe('breakfast');
    for (const set of morning.sets) expect(set.totals.cal).toBeLessThanOrEqual(600);
    await admin.setClock(NOON_JST);
    expect((await sets(user, body)).mealType).toBe('lunch');
    await admin.setClock('2026-11-21T10:00:00Z'); // 19:00 JST
    expect((await sets(user, body)).mealType).toBe('dinner');
  });
});

describe('POST /sets refuses', () => {
  it.each([
    ['no target', { shopId: 'familymart' }],
    ['a target without carbs', { shopId: 'familymart', target: { cal: 600, protein: 30, fat: 20 } }],
    ['a negative target', { shopId: 'familymart', target: { ...TARGET, protein: -1 } }],
    ['a target out of range', { shopId: 'familymart', target: { ...TARGET, protein: 100_001 } }],
    ['a target given as text', { shopId: 'familymart', target: { ...TARGET, cal: '600' } }],
    ['an unknown key in the target', { shopId: 'familymart', target: { ...TARGET, salt: 2 } }],
    ['no shopId', { target: TARGET }],
    ['an unknown key', { ...FAMILYMART, shop: 'familymart' }],
    ['a mealType outside the open values', { ...FAMILYMART, mealType: 'brunch' }],
    ['minItems 0', { ...FAMILYMART, minItems: 0 }],
    ['maxItems 6', { ...FAMILYMART, maxItems: 6 }],
    ['setLimit 6', { ...FAMILYMART, setLimit: 6 }],
    ['setLimit 2.5', { ...FAMILYMART, setLimit: 2.5 }],
    ['minItems above maxItems', { ...FAMILYMART, minItems: 3, maxItems: 2 }],
  ])('%s → 400 invalid_request, no quota taken', async (_case, body) => {
    const user = await premium();
    const res = await suggest(user, body);
    expect(res.status).toBe(400);
    expect((res.body as unknown as ErrorBody).code).toBe('invalid_request');
    expect(res.headers.get('x-quota-used')).toBe('0');
  });

  it('a nonexistent shop and a FOOD_MANUFACTURER, each with a reason that says which', async () => {
    const user = await premium();
    const unknown = await suggest(user, { ...FAMILYMART, shopId: 'no-such-shop' });
    expect(unknown.status).toBe(400);
    expect(unknown.body).toMatchObject({ code: 'invalid_request', reason: 'unknown_shop' });
    const manufacturer = await suggest(user, { ...FAMILYMART, shopId: 'meiji' });
    expect(manufacturer.status).toBe(400);
    expect(manufacturer.body).toMatchObject({ code: 'invalid_request', reason: 'not_a_store' });
  });

  it('reads shopId as the shop filter of GET /search reads an id: trimmed, and a blank one is refused as blank (stop 83)', async () => {
    const user = await premium();
    const plain = await sets(user, FAMILYMART);
    expect(await sets(user, { ...FAMILYMART, shopId: ' familymart ' })).toEqual(plain);
    for (const shopId of [' ', '\u3000', '\u200b']) {
      const blank = await suggest(user, { ...FAMILYMART, shopId });
      expect([JSON.stringify(shopId), blank.status, (blank.body as unknown as ErrorBody).error]).toEqual([
        JSON.stringify(shopId),
        400,
        'body.shopId: must not be blank (only spaces or characters that show nothing alone)',
      ]);
    }
  });

  it('is Premium: after the trial a Free account gets 403 premium_required with upgrade', async () => {
    const start = Date.parse(NOON_JST);
    await admin.setClock(new Date(start).toISOString());
    const user = await admin.buildUser({ plan: 'free' });
    expect((await suggest(user, FAMILYMART)).status).toBe(200); // an untouched trial: the first call starts it
    await admin.setClock(new Date(start + 8 * 86400000).toISOString());
    const { token } = await admin.issueToken(user.userId);
    const res = await request(`${gateway().url}${API}/sets`, {
      method: 'POST',
      body: FAMILYMART,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({ code: 'premium_required', upgrade: { feature: 'sets', requiredTier: 'premium' } });
  });

  it('takes an Idempotency-Key like every POST: a repeat replays without quota', async () => {
    // A replay reports the current hour's count: the hour cannot roll over between the two compared.
    await admin.clockAtNextHour();
    const user = await premium();
    const first = await suggest(user, FAMILYMART, { 'Idempotency-Key': 'sets-1' });
    const repeat = await suggest(user, FAMILYMART, { 'Idempotency-Key': 'sets-1' });
    expect(repeat.status).toBe(200);
    expect(repeat.headers.get('idempotent-replayed')).toBe('true');
    expect(repeat.body).toEqual(first.body);
    expect(repeat.headers.get('x-quota-used')).toBe(first.headers.get('x-quota-used'));
    expect((await suggest(user, { ...FAMILYMART, setLimit: 1 }, { 'Idempotency-Key': 'sets-1' })).status).toBe(422);
  });
});

describe('POST /sets personalisation (docs/sets.md → Likelihood of choice)', () => {
  async function logPair(user: TestUser, productIds: number[], dates: string[]) {
    const items = dates.flatMap((mealDate) => productIds.map((productId) => ({ productId, mealDate, mealType: 'lunch' })));
    const res = await user.call('POST', '/meals', { items });
    if (res.status !== 201) throw new Error(`logging failed: ${res.status} ${res.text}`);
  }

  it('a pair logged at the store on two days comes first with usual true; one day or another user does not', async () => {
    await admin.setClock(NOON_JST);
    const plain = await sets(await premium(), FAMILYMART);
    // A pair of the third set: not the plain best, so coming first is the history's doing.
    const pair = plain.sets[2]!.items.slice(0, 2).map((item) => item.more.productId);
    expect(pair).toHaveLength(2);

    const regular = await premium();
    await logPair(regular, pair, ['2026-11-19', '2026-11-20']);
    const personal = await sets(regular, FAMILYMART);
    expect(personal.sets[0]!.usual).toBe(true);
    expect(personal.sets[0]!.items.map((item) => item.more.productId)).toEqual(expect.arrayContaining(pair));
    expect(personal.sets[0]!.score).toBeGreaterThan(plain.sets[0]!.score);

    const once = await premium();
    await logPair(once, pair, ['2026-11-20']);
    expect((await sets(once, FAMILYMART)).sets.every((set) => !set.usual)).toBe(true);

    expect(await sets(await premium(), FAMILYMART)).toEqual(plain);
  });
});
