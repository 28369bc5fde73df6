import sharp from 'sharp';
import type {
  analyzeTextEndpoint,
  EndpointReply,
  ErrorBody,
  getNutritionDetailedEndpoint,
  getUserEndpoint,
  listMealsEndpoint,
  meEndpoint,
  myFoodsEndpoint,
  putRatingEndpoint,
} from '@shokuji/contracts';
import { API, useGateway, type TestUser } from '../support/api-fixtures';
import { request } from '../support/http-client';
import { operatorCatalog, operatorProduct } from '../support/operator-catalog';

/**
 * API-SPEC.md → POST /analyze-text and OPERATOR-API.md → AI analysis: daily cap and credits, through
 * the real server. One gateway for the file (the estimator loads once, on the first analysis); a
 * small daily cap and initial balance so the limits are reached in a few calls.
 */
const DAILY_CAP = 5;
const INITIAL_CREDITS = 50;
const { gateway, admin } = useGateway(
  { AI_ANALYSIS_DAILY_CAP: String(DAILY_CAP), AI_CREDITS_INITIAL: String(INITIAL_CREDITS) },
  { healthy: true },
);

type Analyzed = EndpointReply<typeof analyzeTextEndpoint>['data'];

/** 2026-11-21 12:30 JST = lunch. */
const LUNCH_UTC = '2026-11-21T03:30:00.000Z';
const at = (base: string, seconds: number) => new Date(Date.parse(base) + seconds * 1000).toISOString();
/** Runs a step and gives its result and the whole seconds it took: how far the running service clock may have moved meanwhile. */
async function timed<T>(step: () => Promise<T>): Promise<[T, number]> {
  const before = Date.now();
  const result = await step();
  return [result, Math.ceil((Date.now() - before) / 1000)];
}

const premium = (extra: { aiCredits?: number } = {}) => admin.buildUser({ plan: 'premium', ...extra });

async function analyze(user: TestUser, body: Record<string, unknown>, headers?: Record<string, string>): Promise<Analyzed> {
  const res = await user.call<EndpointReply<typeof analyzeTextEndpoint>>('POST', '/analyze-text', body, headers);
  if (res.status !== 201) throw new Error(`analyze failed: ${res.status} ${res.text}`);
  return res.body.data;
}

const creditsOf = async (user: TestUser) =>
  (await admin.call<EndpointReply<typeof getUserEndpoint>>('GET', `/users/${user.userId}`)).body.data.aiCredits;

const mealsOn = async (user: TestUser, date: string) =>
  (await user.call<EndpointReply<typeof listMealsEndpoint>>('GET', `/meals?date=${date}&detail=full`)).body.data.days[0]!.meals;

const round1 = (n: number) => Math.round(n * 10) / 10;
/** The grams of one MEXT food in an analysis, over its components (0.1 g). */
const grams = (data: Analyzed, foodNumber: string) =>
  round1(data.components.filter((c) => c.foodNumber === foodNumber).reduce((sum, c) => sum + (c.grams ?? 0), 0));

describe('POST /analyze-text: estimating and recording', () => {
  it('records a my-food and a meal with the POST /meals defaults; totals are the components’ sums; detail shows in /nutrition/detailed', async () => {
    await admin.setClock(LUNCH_UTC);
    const user = await premium();
    const data = await analyze(user, { query: 'ご飯大盛りと豚の生姜焼き、味噌汁' });

    expect(data).toMatchObject({ mealDate: '2026-11-21', mealType: 'lunch', source: 'ai_analysis', shopId: null, catalogMatches: [] });
    expect(data.creditBalance).toBe(INITIAL_CREDITS - 1);
    expect(data.notice).toEqual(expect.objectContaining({ body: expect.any(String), instruction: expect.any(String) }));
    expect(data.replaced).toBeUndefined();
    expect(data.components.find((c) => c.name === 'ご飯 250g')).toMatchObject({ grams: 250, foodNumber: expect.any(String) });
    for (const axis of ['cal', 'protein', 'fat', 'carbs'] as const) {
      expect(data[axis]).toBeCloseTo(round1(data.components.reduce((sum, c) => sum + c[axis], 0)), 5);
    }
    expect(data.cal).toBeGreaterThan(600);
    expect(data.cal).toBeLessThan(900);
    expect(data.confidence).toBeGreaterThan(0.5);
    expect(data.confidence).toBeLessThanOrEqual(1);
    expect(data.detailedNutrition.salt).toBeGreaterThan(1);
    expect(data.detailedNutrition).not.toHaveProperty('sugar');
    expect(data.detailedNutrition).not.toHaveProperty('transFat');

    const [meal] = await mealsOn(user, '2026-11-21');
    expect(meal).toMatchObject({ id: data.mealId, foodId: data.foodId, cal: data.cal, source: 'ai_analysis', confidence: data.confidence });
    expect(meal!.components).toHaveLength(data.components.length);
    const foods = (await user.call<EndpointReply<typeof myFoodsEndpoint>>('GET', '/foods/mine')).body.data.items;
    expect(foods).toEqual([
      expect.objectContaining({ foodId: data.foodId, cal: data.cal, hasDetailedNutrition: true, source: 'ai_analysis' }),
    ]);
    const detailed = (await user.call<EndpointReply<typeof getNutritionDetailedEndpoint>>('GET', '/nutrition/detailed?date=2026-11-21'))
      .body.data;
    expect(detailed).toMatchObject({ mealCount: 1, missingDetailedCount: 0 });
    expect(detailed.totals.salt).toBeCloseTo(data.detailedNutrition.salt!, 1);

    // The saved food is recorded again like any my-food (route C); the notice stops after feedback.
    const again = await user.call<{ data: { items: { cal: number }[] } }>('POST', '/meals', { foodId: data.foodId, quantity: 2 });
    expect(again.body.data.items[0]!.cal).toBeCloseTo(round1(data.cal * 2), 0);
    expect((await user.call('POST', '/feedback', { message: 'いいね' })).status).toBe(201);
    await admin.setClock(at(LUNCH_UTC, 61));
    expect((await analyze(user, { query: '味噌汁' })).notice).toBeUndefined();
  });

  it('records and reads back an estimate of a large amount, past what a request may give itself', async () => {
    await admin.setClock(LUNCH_UTC);
    const user = await premium();
    // 1 kg of salt is 390,000 mg of sodium: more than POST /meals takes (100,000), still an estimate to keep.
    const data = await analyze(user, { query: '塩1kg' });
    expect(data.detailedNutrition.sodium).toBeGreaterThan(100_000);
    expect((await user.call('GET', '/meals?date=2026-11-21&detail=full')).status).toBe(200);
    expect((await user.call('GET', '/nutrition/detailed?date=2026-11-21')).status).toBe(200);
  });

  it('an outside tester’s descriptions come back at PORTIONS.md’s portions through the catalog wiring (docs/analyze-text.md)', async () => {
    await admin.setClock(LUNCH_UTC);
    // One user each: the rolling minute allows three analyses.
    const onigiri = await analyze(await premium(), { query: 'コンビニのおにぎり2個（鮭とツナマヨ）' });
    expect(onigiri.components.map((c) => c.nameJa)).toEqual(expect.arrayContaining(['塩鮭 10g', 'ツナ 10g', 'マヨネーズ 5g']));
    expect(onigiri.cal).toBeGreaterThan(400);
    expect(onigiri.cal).toBeLessThan(450);
    const pizza = await analyze(await premium(), { query: 'マルゲリータピザ半分' });
    expect(pizza.cal).toBeGreaterThan(320);
    const highball = await analyze(await premium(), { query: 'ハイボール濃いめ2杯' });
    expect(highball.components.map((c) => c.nameJa)).toEqual(['ウイスキー 90ml']);
    const jiro = await analyze(await premium(), { query: 'ラーメン二郎 小 ニンニクヤサイ' });
    expect(jiro.cal).toBeGreaterThan(1000);
  });

  it('a share eaten, a soup’s broth left and a meat said by its animal come back as eaten (docs/analyze-text.md → An eighth probe)', async () => {
    await admin.setClock(LUNCH_UTC);
    // 汁 said left was a 400 (nothing edible): the soup counts 30 % of its だし and miso.
    const soup = await analyze(await premium(), { query: '味噌汁、汁は残した' });
    expect(soup.components.map((c) => c.nameJa)).toEqual(expect.arrayContaining(['だし 45g', '絹ごし豆腐 20g']));
    const shared = await analyze(await premium(), { query: 'ピザ1枚を3人で分けた' });
    expect(shared.cal).toBeGreaterThan(200);
    expect(shared.cal).toBeLessThan(250);
    const tacos = await analyze(await premium(), { query: 'beef tacos, ate half of it', locale: 'en' });
    expect(tacos.components.map((c) => c.nameJa)).not.toEqual(expect.arrayContaining([expect.stringMatching(/^牛もも/u)]));
    expect(tacos.cal).toBeLessThan(220);
  });

  it('locale en names the components in English; mealDate, mealType and storeName are taken', async () => {
    await admin.setClock(LUNCH_UTC);
    const user = await premium();
    const data = await analyze(user, {
      query: 'two slices of toast with butter and a latte',
      locale: 'en',
      mealDate: '2026-11-19',
      mealType: 'mid_morning',
    });
    expect(data).toMatchObject({ mealDate: '2026-11-19', mealType: 'mid_morning' });
    expect(data.components.map((c) => c.name)).toEqual(expect.arrayContaining(['toast 120g', 'butter 16g']));
    expect(data.components.every((c) => /[a-z]/.test(c.name) && c.nameJa !== c.name)).toBe(true);

    const store = await analyze(user, { query: '牛丼', storeName: '吉野家 新宿店' });
    expect(store.shopId).toBe('yoshinoya');
    // The chain's 牛丼 並盛 is named by the words (and the regular size): its published values stand in.
    expect(store.catalogMatches[0]).toMatchObject({ shopId: 'yoshinoya', estimated: false });
    expect(store.catalogMatches[0]!.items[0]!.name).toBe('牛丼 並盛');
  });

  it('a chain product the engine cannot estimate comes from the catalog (catalogMatches with productId and links)', async () => {
    await admin.setClock(LUNCH_UTC);
    const user = await premium();
    const data = await analyze(user, { query: 'マックのエッグマフィン' });
    const [match] = data.catalogMatches;
    expect(match).toMatchObject({ shopId: 'mcdonalds', term: 'エッグマフィン', estimated: false });
    const top = match!.items[0]!;
    expect(top).toMatchObject({ type: 'product', shopId: 'mcdonalds', productId: expect.any(Number) });
    expect(top.imageUrl).toMatch(/^http/);
    expect(data.components).toEqual([expect.objectContaining({ productId: top.productId, cal: top.cal, grams: null })]);
    expect(data.cal).toBe(top.cal);

    // A chain product the catalog does not have either: nothing to record, 400, no credit.
    await admin.setClock(at(LUNCH_UTC, 61));
    const unknown = await user.call<ErrorBody>('POST', '/analyze-text', { query: 'マクドナルドのマックグリドル' });
    expect([unknown.status, unknown.body.code]).toEqual([400, 'invalid_request']);
    expect(await creditsOf(user)).toBe(INITIAL_CREDITS - 1);

    // An item whose words run past GET /search's 100 characters is looked up by its first words.
    await admin.setClock(at(LUNCH_UTC, 122));
    const longer = await analyze(user, { query: `マックの${'エッグマフィン'.repeat(20)}` });
    expect(longer.catalogMatches.map((found) => [found.term, found.items[0]?.productId])).toEqual([
      ['エッグマフィン'.repeat(20), top.productId],
    ]);
  });

  it('refuses bad bodies with 400 before any analysis, and a text naming nothing edible with 400; none costs a credit', async () => {
    await admin.setClock(LUNCH_UTC);
    const user = await premium();
    const bodies: unknown[] = [
      {},
      { query: '' },
      { query: 'あ'.repeat(301) },
      { query: 'ご飯', extra: 1 },
      { query: 'ご飯', mealDate: '2026-02-30' },
      { query: 'ご飯', mealType: 'brunch' },
      { query: 'ご飯', replaceMealId: 'm_x', mealDate: '2026-11-21' },
      { query: 'ご飯', locale: 'english please' },
      { query: 'ご飯', shopId: 'no_such_chain' },
    ];
    for (const body of bodies) {
      const res = await user.call<ErrorBody>('POST', '/analyze-text', body);
      expect([res.status, res.body.code, body]).toEqual([400, 'invalid_request', body]);
    }
    // An unknown shop is named to the user too, as search, sets and POST /meals name it.
    const unknownShop = await user.call<ErrorBody>('POST', '/analyze-text', { query: 'ご飯', shopId: 'no_such_chain' });
    expect(unknownShop.body.userMessage).toBe('店舗ID「no_such_chain」は見つかりません。GET /shops で確認してください。');
    const nothing = await user.call<ErrorBody>('POST', '/analyze-text', { query: 'こんにちは、今日はいい天気' });
    expect(nothing.status).toBe(400);
    expect(nothing.body).toMatchObject({ code: 'invalid_request', userMessage: expect.stringContaining('読み取れません') });
    expect(await mealsOn(user, '2026-11-21')).toEqual([]);
    expect(await creditsOf(user)).toBe(INITIAL_CREDITS);
    // 300 characters exactly is fine.
    expect((await user.call('POST', '/analyze-text', { query: `ご飯${'　'.repeat(298)}` })).status).toBe(201);
  });

  it('reads greek yogurt, a burrito bowl’s contents after "with", a 焼酎 ratio, an egg size and a share of unknown size', async () => {
    await admin.setClock(LUNCH_UTC);
    // Strained yogurt: plain yogurt and a fresh curd, more protein than 100 g of plain yogurt (3.6 g).
    const greek = await analyze(await premium(), { query: 'granola with greek yogurt', locale: 'en' });
    expect(greek.unknownWords).toEqual([]);
    expect(grams(greek, '13033')).toBe(55);
    // The list after "with" is the bowl's: its beans once, chicken for its beef, guacamole beside.
    const bowl = await analyze(await premium(), { query: 'burrito bowl with chicken, rice, beans and guacamole' });
    expect([grams(bowl, '04008'), grams(bowl, '11089'), grams(bowl, '01088')]).toEqual([50, 0, 150]);
    // 6:4 of 焼酎 in its 180 ml glass: 108 ml.
    const shochu = await analyze(await premium(), { query: '焼酎お湯割り 6:4' });
    expect(grams(shochu, '16015')).toBeCloseTo(102.6, 1);
    // みんなで分けた: a quarter (a table of four), a guessed amount.
    const pizza = await analyze(await premium(), { query: 'ピザ1枚 みんなで分けた' });
    expect(grams(pizza, '01076')).toBe(37.5);
    const whole = await analyze(await premium(), { query: 'ピザ1枚' });
    expect(pizza.confidence).toBeLessThan(whole.confidence);
    // The fried eggs are made of the two L eggs: 49.5 g each as fried.
    const eggs = await analyze(await premium(), { query: '目玉焼き 卵2個 Lサイズ' });
    expect(grams(eggs, '12021')).toBe(99);
  });

  it('reads an English bowl as a 丼, a salmon poke with salmon for its tuna, and a creamer cup counted after a coffee', async () => {
    await admin.setClock(LUNCH_UTC);
    const bowl = await analyze(await premium(), { query: 'chicken teriyaki bowl' });
    expect(grams(bowl, '01088')).toBe(250);
    const poke = await analyze(await premium(), { query: 'salmon poke bowl' });
    expect([grams(poke, '10144'), grams(poke, '10253')]).toEqual([80, 0]);
    const iced = await analyze(await premium(), { query: 'アイスコーヒー ガムシロップ2個 ミルク1個' });
    expect([grams(iced, '13020'), grams(iced, '13003')]).toEqual([5, 0]);
  });

  it('reads a heat level as no count, 数個 as three, a shake as a milkshake and "but a" as no pork', async () => {
    await admin.setClock(LUNCH_UTC);
    // One curry (its roux 20 g), not three.
    const curry = await analyze(await premium(), { query: 'カレー 5辛' });
    expect(grams(curry, '17051')).toBe(20);
    const karaage = await analyze(await premium(), { query: '唐揚げ 数個' });
    expect(grams(karaage, '11289')).toBe(90);
    const shake = await analyze(await premium(), { query: 'A burger, medium fries and a chocolate shake', locale: 'en' });
    expect([grams(shake, '10139'), grams(shake, '13043')]).toEqual([0, 80]);
    const coffee = await analyze(await premium(), { query: 'Nothing but a coffee today', locale: 'en' });
    expect(coffee.components.map((c) => c.foodNumber)).toEqual(['16045']);
  });
});

describe('POST /analyze-text: a chain product the catalog lists supplies the values (docs/analyze-text.md → Chain products)', () => {
  const productCal = (data: Analyzed) => data.components.filter((c) => c.productId !== undefined);
  const RICE = '01088';
  /** Each description by a user of its own, so the daily cap of this file never refuses one. */
  const read = async (query: string) => {
    await admin.setClock(LUNCH_UTC);
    return analyze(await premium(), { query });
  };

  it('a chain + item whose name the catalog lists is that product, counted in its pieces or packs', async () => {
    const kfc = await read('ケンタッキー オリジナルチキン2ピース');
    const chicken = kfc.catalogMatches[0]!.items[0]!;
    expect(chicken).toMatchObject({ name: 'オリジナルチキン', shopId: 'kfc' });
    expect(kfc.catalogMatches[0]!.estimated).toBe(false);
    expect(productCal(kfc)).toEqual([expect.objectContaining({ productId: chicken.productId, cal: round1(chicken.cal * 2) })]);
    expect(kfc.cal).toBe(round1(chicken.cal * 2));

    const lawson = await read('ローソンのからあげクン レギュラー2個');
    expect(lawson.cal).toBe(2 * 226);
    expect(lawson.mealName).toContain('からあげクン');

    // Chains in the middle of a meal: the 釜玉うどん is the chain's, not a generic ざるうどん with its つゆ.
    const marugame = await read('丸亀製麺の釜玉うどん並とかしわ天');
    expect(productCal(marugame).map((c) => c.nameJa)).toEqual([
      expect.stringContaining('釜玉うどん 並'),
      expect.stringContaining('かしわ天'),
    ]);
    expect(marugame.components.every((c) => c.productId !== undefined)).toBe(true);

    // 並 is the regular size written short, and the catalog's brackets (牛めし（並盛）) are no part of the name.
    for (const [text, product] of [
      ['昼はすき家の牛丼並とサラダ', '牛丼 並盛（すき家）'],
      ['松屋の牛めし並と味噌汁', '牛めし（並盛）（松屋）'],
    ] as const) {
      const meal = await read(text);
      expect([text, productCal(meal)[0]?.nameJa]).toEqual([text, product]);
      expect(meal.components.some((c) => c.foodNumber === RICE)).toBe(false);
    }

    // A name written without its middle dots is the product, counted as written (ポン・デ・リング ×2).
    const donuts = await read('ミスドでポンデリング2個');
    const ring = donuts.catalogMatches[0]!.items[0]!;
    expect(ring).toMatchObject({ name: 'ポン・デ・リング', shopId: 'mister-donut' });
    expect(donuts.cal).toBe(round1(ring.cal * 2));

    // How much was eaten is no word of the name: half of the product, still the product named.
    for (const [text, product] of [
      ['コメダでシロノワール半分', 'シロノワール（コメダ珈琲店）×0.5'],
      ['松屋の牛めし並盛を半分', '牛めし（並盛）（松屋）×0.5'],
    ] as const) {
      const half = await read(text);
      expect([text, productCal(half).map((c) => c.nameJa)]).toEqual([text, [product]]);
      expect(half.cal).toBe(round1(half.catalogMatches[0]!.items[0]!.cal * 0.5));
      expect(half.items[0]!.confidence).toBeGreaterThanOrEqual(0.95);
    }
  });

  it('a product sold by one chain only is found without the chain named; a chain’s nickname names the chain', async () => {
    const karaage = await read('からあげクン1個');
    expect(productCal(karaage)).toEqual([expect.objectContaining({ cal: 226 })]);
    expect(karaage.catalogMatches[0]).toMatchObject({ shopId: 'lawson', estimated: false });

    const famichiki = await read('ファミチキ1個とホットコーヒー');
    expect(famichiki.catalogMatches[0]).toMatchObject({ shopId: 'familymart', estimated: false });
    expect(famichiki.catalogMatches[0]!.items[0]!.name).toBe('骨なしチキン');
    expect(famichiki.cal).toBeGreaterThan(200);

    // Words no table reads that name one chain's product are that product, read at its chain (they were a 400).
    // The product's own name with its middle dots (ポン・デ・リング) is one name, not three words (a 400),
    // while dots between foods still list them (meal-text.tester-gaps.test.ts). A chain's own dish the
    // lexicon also knows (ドリア) is the chain's product when the words name it.
    for (const [text, shopId] of [
      ['ポンデリング1個', 'mister-donut'],
      ['シロノワール', 'komeda'],
      ['ポン・デ・リング', 'mister-donut'],
      ['ミスドでポン・デ・リング1個', 'mister-donut'],
      ['ビッグ・マック', 'mcdonalds'],
      // 風 glued inside the name is the name's (ミラノ風ドリア), though alone it is a filler word.
      ['サイゼリヤ ミラノ風ドリア', 'saizeriya'],
    ] as const) {
      const product = await read(text);
      expect([text, product.catalogMatches[0]]).toEqual([text, expect.objectContaining({ shopId, estimated: false })]);
      expect(product.cal).toBe(product.catalogMatches[0]!.items[0]!.cal);
    }

    // The product the words name fills an item the engine could not read: read after all, its
    // published values counted as written, so the meal is not rated a guess (it was 0.05).
    for (const text of ['ファミマのファミチキ2個', 'ミスドでポンデリング2個']) {
      const named = await read(text);
      expect([text, named.items[0]!.confidence]).toEqual([text, 0.95]);
      expect(named.confidence).toBeGreaterThanOrEqual(0.9);
    }
  });

  it('a セット at a burger chain is the item, fries and a drink: no rice, miso soup or cabbage', async () => {
    const set = await read('マックのビッグマックセット(ポテトM、コーラM)');
    expect(set.components.some((c) => c.foodNumber === RICE)).toBe(false);
    expect(set.components.some((c) => /味噌|みそ|キャベツ/.test(c.nameJa))).toBe(false);
    expect(productCal(set).map((c) => c.nameJa)).toEqual(expect.arrayContaining([expect.stringContaining('ビッグマック')]));
    expect(set.components.some((c) => /ポテト/.test(c.nameJa))).toBe(true);
    expect(set.components.some((c) => /コーラ/.test(c.nameJa))).toBe(true);
    // With nothing named, the set still has its fries and a drink.
    const plain = await read('マックでてりやきマックバーガーのセット');
    expect(plain.components.some((c) => c.foodNumber === RICE)).toBe(false);
    expect(plain.components.some((c) => /ポテト/.test(c.nameJa))).toBe(true);
    expect(plain.components.some((c) => /コーラ/.test(c.nameJa))).toBe(true);
  });

  it('a fast-food セット never loses its main: the catalog’s product, else a generic burger or fried chicken', async () => {
    const PATTY = '18050';
    // No テキサスバーガー in the catalog: PORTIONS.md's burger (バンズ 50 g + パティ 45 g), with fries and a drink.
    const texas = await read('バーガーキング テキサスバーガーセット');
    expect(texas.components.find((c) => c.foodNumber === PATTY)).toMatchObject({ grams: 45 });
    expect(texas.components.some((c) => /ポテト/.test(c.nameJa)) && texas.components.some((c) => /コーラ/.test(c.nameJa))).toBe(true);
    // The chain's signature item is the catalog's product.
    const whopper = await read('バーガーキング ワッパーセット');
    // Since round 36 the set's fries and drink are the chain's own too (its ポテト M and コーラ M).
    expect(productCal(whopper).map((c) => c.nameJa)).toEqual([
      expect.stringContaining('ワッパー'),
      'ポテト M（バーガーキング）',
      'コーラ M（バーガーキング）',
    ]);
    expect(whopper.components.some((c) => /ポテト/.test(c.nameJa)) && whopper.components.some((c) => /コーラ/.test(c.nameJa))).toBe(true);
    // KFC's pieces with no item named are its オリジナルチキン, counted.
    const kfc = await read('ケンタッキー 2ピースセット');
    const chicken = productCal(kfc)[0]!;
    expect(chicken.nameJa).toContain('オリジナルチキン');
    expect(chicken.cal).toBe(round1(kfc.catalogMatches[0]!.items[0]!.cal * 2));
    // A burger セット is a fast-food set with no chain named; a nickname before the set word is the chain's product.
    const teriyaki = await read('てりやきバーガーセット');
    expect(teriyaki.components.some((c) => c.foodNumber === RICE || /味噌|みそ/.test(c.nameJa))).toBe(false);
    expect(teriyaki.components.find((c) => c.foodNumber === PATTY)).toBeDefined();
    const mac = await read('てりやきマックバーガーセット ポテトL コーラL');
    expect(mac.components.some((c) => c.foodNumber === RICE || /味噌|みそ|キャベツ/.test(c.nameJa))).toBe(false);
    expect(productCal(mac).map((c) => c.nameJa)).toEqual([expect.stringContaining('てりやきマックバーガー')]);
  });

  it('every chain item of a meal is the catalog’s product, the second one too (Lチキ, Big Mac)', async () => {
    const two = await read('からあげクンとLチキ');
    expect(productCal(two).map((c) => [c.nameJa.replace(/（.*/, ''), c.cal])).toEqual([
      ['からあげクン レギュラー', 226],
      ['Ｌチキ レギュラー', 255],
    ]);
    const lawson = await read('ローソン からあげクン レッド と Lチキ');
    expect(productCal(lawson).map((c) => c.nameJa)).toEqual([
      expect.stringContaining('からあげクン レッド'),
      expect.stringContaining('Ｌチキ'),
    ]);
    const english = await read('I had a Big Mac and medium fries');
    expect(productCal(english).map((c) => c.nameJa)).toEqual([expect.stringContaining('ビッグマック')]);
    expect(english.components.some((c) => /ポテト/.test(c.nameJa))).toBe(true);
  });

  it('a chain named like its food is that food where it stands as an item; a chain’s size words are its catalog sizes', async () => {
    // モスバーガー alone is the chain's product of that name, never a 400.
    const mos = await read('モスバーガー');
    expect(productCal(mos).map((c) => c.nameJa)).toEqual(['モスバーガー（モスバーガー）']);
    const set = await read('モスバーガーとオニポテセット');
    // Since round 36 the drink the set adds is the chain's own (its コーラ M), as the main is.
    expect(productCal(set).map((c) => c.nameJa)).toEqual(['モスバーガー（モスバーガー）', 'コーラ M（モスバーガー）']);
    expect(set.components.some((c) => /ポテト/.test(c.nameJa)) && set.components.some((c) => /コーラ/.test(c.nameJa))).toBe(true);
    // オニポテ is the set's fries: half fries, half onion rings.
    expect(set.components.filter((c) => /ポテト/.test(c.nameJa)).map((c) => c.grams)).toEqual([70]);
    expect(set.components.some((c) => c.nameJa.startsWith('玉ねぎ'))).toBe(true);
    // Starbucks' トール is the catalog's M; 抹茶フラペチーノ is its フローズンドリンク 抹茶.
    const tall = await read('スタバ 抹茶フラペチーノ トール');
    expect(productCal(tall).map((c) => c.nameJa)).toEqual([expect.stringContaining('フローズンドリンク 抹茶 M')]);
    // A chain named by its food's first word (スシロー: すし) with a count after its で: 10 plates of nigiri.
    const sushi = await read('スシローで10皿');
    expect(sushi.shopId).toBe('sushiro');
    expect(sushi.cal).toBeGreaterThan(800);
    // Tully's grande is its catalog's L, as Starbucks' is.
    const grande = await read('タリーズ カフェモカ グランデ');
    expect(productCal(grande).map((c) => c.nameJa)).toEqual([expect.stringContaining('カフェモカ L')]);
  });

  it('a product counted is named with its count; the meal takes the one chain the text names', async () => {
    const kfc = await read('ケンタッキー オリジナルチキン2ピース');
    expect(productCal(kfc).map((c) => c.nameJa)).toEqual(['オリジナルチキン（ケンタッキーフライドチキン）×2']);
    expect(kfc.shopId).toBe('kfc');
    const one = await read('マクドナルドのビッグマック');
    expect(productCal(one).map((c) => c.nameJa)).toEqual(['ビッグマック（マクドナルド）']);
    expect(one.shopId).toBe('mcdonalds');
    // Two chains: the meal is no one shop's.
    expect((await read('からあげクンとファミチキ')).shopId).toBeNull();
  });

  it('the chain’s best match for an item the engine could not read is counted and shared as written', async () => {
    // A bento of no kind at a chain is the chain's best match, half of it eaten (it was the whole one).
    for (const text of ['セブンの弁当半分', 'half a bento from 7-11']) {
      const half = await read(text);
      const best = half.catalogMatches[0]!.items[0]!;
      expect([text, productCal(half).map((c) => c.productId)]).toEqual([text, [best.productId]]);
      expect(half.cal).toBe(round1(best.cal * 0.5));
    }
  });

  it('a chain product written with a space is looked up as written together (ミスド エンゼル フレンチ: a 400 before)', async () => {
    const together = await read('ミスド エンゼルフレンチ');
    const apart = await read('ミスド エンゼル フレンチ');
    expect(apart.catalogMatches[0]!.items.map((item) => item.productId)).toEqual(
      together.catalogMatches[0]!.items.map((item) => item.productId),
    );
    expect(apart.cal).toBe(together.cal);
    expect(apart.cal).toBeGreaterThan(0);
  });

  it('products written apart that no one product is named by are the products their words name (サイゼ ミラノ風ドリア 辛味チキン)', async () => {
    // One lookup of both words named nothing: the meal was the engine's doria alone, the チキン its meat (557 kcal).
    for (const text of [
      'サイゼ ミラノ風ドリア 辛味チキン',
      'ミラノ風ドリア 辛味チキン',
      'サイゼ 辛味チキン ミラノ風ドリア 小エビのサラダ',
    ]) {
      const both = await read(text);
      const names = productCal(both).map((c) => c.nameJa);
      expect([text, names]).toEqual([text, expect.arrayContaining(['ミラノ風ドリア（サイゼリヤ）', '辛味チキン（サイゼリヤ）'])]);
      expect([text, both.unknownWords, both.shopId]).toEqual([text, [], 'saizeriya']);
      expect(both.cal).toBe(round1(productCal(both).reduce((sum, c) => sum + c.cal, 0)));
    }
    // A product's name with の is named by its words (小エビのサラダ: the の is left out of the lookup).
    expect(productCal(await read('サイゼリヤで小エビのサラダ')).map((c) => c.nameJa)).toEqual(['小エビのサラダ（サイゼリヤ）']);
    // A count written after the words counts the last product; a share written, every one.
    expect(productCal(await read('サイゼ ペペロンチーノ 辛味チキン 2皿')).map((c) => c.nameJa)).toEqual([
      'ペペロンチーノ（サイゼリヤ）',
      '辛味チキン（サイゼリヤ）×2',
    ]);
    expect(productCal(await read('2人で サイゼ ミラノ風ドリア 辛味チキン')).map((c) => c.nameJa)).toEqual([
      'ミラノ風ドリア（サイゼリヤ）×0.5',
      '辛味チキン（サイゼリヤ）×0.5',
    ]);
    // A size word written after the name names the product the chain writes with it first (ミニシロノワール).
    const mini = await read('コメダ シロノワール ミニ ブレンド');
    expect(productCal(mini).map((c) => c.nameJa)).toEqual(['ミニシロノワール（コメダ珈琲店）']);
    expect(mini.items[0]!.confidence).toBe(0.95);
    // Words of which some name no product stay the engine's reading.
    expect(productCal(await read('サイゼ ミラノ風ドリア チキン'))).toEqual([]);
  });

  it('pieces counted after a chain whose name stands for its signature item are that item (ケンタッキー 2ピース)', async () => {
    for (const text of ['ケンタッキー 2ピース', 'ケンタッキーで3ピース']) {
      const pieces = await read(text);
      const chicken = pieces.catalogMatches[0]!.items[0]!;
      expect([text, chicken.name, pieces.shopId]).toEqual([text, 'オリジナルチキン', 'kfc']);
      expect(pieces.cal).toBe(round1(chicken.cal * (text.includes('3') ? 3 : 2)));
    }
  });

  it('the words a named product stands for are no unknown words and cost the meal no confidence', async () => {
    // クン, レッド and ミラノ were unknown words beside the product they named (confidence 0.64, 0.8, 0.56).
    for (const text of ['ローソンのからあげクン レッド', 'からあげクン', 'サイゼリヤ ミラノ風ドリア']) {
      const named = await read(text);
      expect([text, named.catalogMatches[0]!.estimated, named.unknownWords]).toEqual([text, false, []]);
      expect([text, named.confidence >= 0.7]).toEqual([text, true]);
    }
    // A word no product names stays unknown.
    expect((await read('ローソンのからあげクン ピョンキチ')).unknownWords).toContain('ピョンキチ');
  });

  it('catalogMatches puts the plain product whose name is the words first', async () => {
    const gyudon = await read('吉野家の牛丼並盛と生卵');
    expect(gyudon.catalogMatches[0]!.items[0]!.name).toBe('牛丼 並盛');
    const plain = await read('吉野家で牛丼');
    expect(plain.catalogMatches[0]!.items[0]!.name).toBe('牛丼 並盛');
  });

  it('a named food read as nothing and found nowhere stays out of the totals and is named in unknownWords', async () => {
    await admin.setClock(LUNCH_UTC);
    const user = await premium();
    const data = await analyze(user, { query: 'ポンデピョンキチ2個とホットコーヒー' });
    expect(data.unknownWords.join()).toContain('ポンデピョンキチ');
    expect(data.components.map((c) => c.name).join()).not.toContain('ポンデピョンキチ');
    await admin.setClock(at(LUNCH_UTC, 61));
    const coffeeAlone = await analyze(user, { query: 'ホットコーヒー' });
    expect(data.confidence).toBeLessThan(coffeeAlone.confidence);
  });
});

describe('POST /analyze-text: replaceMealId', () => {
  it('keeps id, date, slot, rating, photo and route; replaces the content; answers replaced: true', async () => {
    await admin.setClock(LUNCH_UTC);
    const user = await premium();
    const created = await user.call<{ data: { items: { id: string }[] } }>('POST', '/meals', {
      mealName: 'サラダ',
      cal: 100,
      mealDate: '2026-11-20',
      mealType: 'dinner',
      quantity: 2,
    });
    const mealId = created.body.data.items[0]!.id;
    await user.call('PUT', '/ratings', { mealId, rating: 7, note: '辛め' });
    const png = await sharp({ create: { width: 32, height: 32, channels: 3, background: '#c33' } })
      .png()
      .toBuffer();
    expect((await user.call('PUT', `/meals/${mealId}/photo`, { imageBase64: png.toString('base64') })).status).toBe(200);

    const data = await analyze(user, { query: '親子丼', replaceMealId: mealId });
    expect(data).toMatchObject({ mealId, replaced: true, mealDate: '2026-11-20', mealType: 'dinner', source: 'manual' });
    const [meal, ...others] = await mealsOn(user, '2026-11-20');
    expect(others).toEqual([]);
    expect(meal).toMatchObject({ id: mealId, cal: data.cal, quantity: 1, hasPhoto: true, foodId: data.foodId, mealName: data.mealName });
    const rating = await user.call<EndpointReply<typeof putRatingEndpoint>>('PUT', '/ratings', { mealId, rating: 8 });
    expect(rating.body.data).toMatchObject({ created: false, note: '辛め' });
    expect(await mealsOn(user, '2026-11-21')).toEqual([]);
  });

  it('an unknown or foreign id is 404 before any analysis, a photo-confirmed record 409; neither costs a credit', async () => {
    await admin.setClock(LUNCH_UTC);
    const user = await premium();
    const stranger = await premium();
    const theirs = await analyze(stranger, { query: 'ご飯' });
    for (const replaceMealId of ['m_missing', theirs.mealId]) {
      // A text naming nothing edible would be a 400 if it were analysed: the 404 comes first.
      const res = await user.call<ErrorBody>('POST', '/analyze-text', { query: 'こんにちは', replaceMealId });
      expect(res.status).toBe(404);
      expect(res.body).toMatchObject({ code: 'not_found', hint: expect.stringContaining('GET /meals') });
    }
    expect(await creditsOf(user)).toBe(INITIAL_CREDITS);
    expect((await mealsOn(stranger, '2026-11-21'))[0]).toMatchObject({ id: theirs.mealId, cal: theirs.cal });

    // Components confirmed from a photo are not replaced, as PUT /meals/:id does not edit them: 409, no credit.
    const mine = await analyze(user, { query: 'ご飯' });
    await admin.call('POST', `/users/${user.userId}/app/photo-confirm`, { mealId: mine.mealId });
    await admin.setClock(at(LUNCH_UTC, 61));
    const confirmed = await user.call<ErrorBody>('POST', '/analyze-text', { query: '味噌汁', replaceMealId: mine.mealId });
    expect([confirmed.status, confirmed.body.code]).toEqual([409, 'photo_confirmed']);
    expect(await creditsOf(user)).toBe(INITIAL_CREDITS - 1);
    expect((await mealsOn(user, '2026-11-21'))[0]).toMatchObject({ id: mine.mealId, cal: mine.cal });
  });
});

describe('POST /analyze-text: plans, credits, limits', () => {
  it('Free is 403 premium_required with upgrade; an untouched trial starts with the first analysis', async () => {
    await admin.setClock(LUNCH_UTC);
    const trial = await admin.buildUser();
    expect((await analyze(trial, { query: 'ご飯' })).creditBalance).toBe(INITIAL_CREDITS - 1);
    const me = await trial.call<EndpointReply<typeof meEndpoint>>('GET', '/me');
    expect(me.body.data.externalTrial).toMatchObject({ active: true, state: 'active' });

    // Eight days later the trial is over: the account is Free.
    await admin.setClock(at(LUNCH_UTC, 8 * 24 * 3600));
    const { token } = await admin.issueToken(trial.userId);
    const res = await request<ErrorBody>(`${gateway().url}${API}/analyze-text`, {
      method: 'POST',
      body: { query: 'ご飯' },
      headers: { authorization: `Bearer ${token}` },
    });
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({ code: 'premium_required', upgrade: { feature: 'ai_analysis', requiredTier: 'premium' } });
  });

  it('credits: the admin API sets and reads aiCredits; none left is 402 insufficient_credits with creditBalance 0 and writes nothing', async () => {
    await admin.setClock(LUNCH_UTC);
    const user = await premium({ aiCredits: 1 });
    expect(await creditsOf(user)).toBe(1);
    expect((await analyze(user, { query: 'ご飯' })).creditBalance).toBe(0);
    expect(await creditsOf(user)).toBe(0);
    await admin.setClock(at(LUNCH_UTC, 61));
    const key = { 'Idempotency-Key': 'after-top-up' };
    const refused = await user.call<ErrorBody>('POST', '/analyze-text', { query: '味噌汁' }, key);
    expect(refused.status).toBe(402);
    expect(refused.body).toMatchObject({ code: 'insufficient_credits', creditBalance: 0 });
    expect(await mealsOn(user, '2026-11-21')).toHaveLength(1);
    expect((await user.call<EndpointReply<typeof myFoodsEndpoint>>('GET', '/foods/mine')).body.data.count).toBe(1);

    expect((await admin.call('PATCH', `/users/${user.userId}`, { aiCredits: 2 })).status).toBe(200);
    expect(await creditsOf(user)).toBe(2);
    // The 402 is its Idempotency-Key's answer (only a 5xx is not remembered): the retry after the
    // top-up takes a new key.
    const replayed = await user.call<ErrorBody>('POST', '/analyze-text', { query: '味噌汁' }, key);
    expect([replayed.status, replayed.headers.get('idempotent-replayed')]).toEqual([402, 'true']);
    expect((await analyze(user, { query: '味噌汁' }, { 'Idempotency-Key': 'after-top-up-2' })).creditBalance).toBe(1);
  });

  it('3 per rolling minute: the 4th is 429 rate_limited with Retry-After until the oldest is a minute old', async () => {
    await admin.setClock(LUNCH_UTC);
    const user = await premium();
    // The service clock runs on from each PUT /admin/v1/clock, so a call lands up to the step's whole
    // seconds after the time set: each Retry-After is bounded by the seconds the steps took.
    const took: number[] = [];
    for (const seconds of [0, 10, 20]) {
      const [, stepTook] = await timed(async () => {
        await admin.setClock(at(LUNCH_UTC, seconds));
        return analyze(user, { query: 'ご飯' });
      });
      took.push(stepTook);
    }
    const callAt = (seconds: number) =>
      timed(async () => {
        await admin.setClock(at(LUNCH_UTC, seconds));
        return user.call<ErrorBody>('POST', '/analyze-text', { query: 'ご飯' });
      });
    const [limited, limitedTook] = await callAt(30);
    expect(limited.status).toBe(429);
    expect(limited.body).toMatchObject({ code: 'rate_limited', quota: { limit: 3, remaining: 0, period: 'minute' } });
    // Until 0:00 + a minute, from 0:30: 30 s, give or take the seconds the first and this step took.
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThanOrEqual(30 - limitedTook);
    expect(Number(limited.headers.get('retry-after'))).toBeLessThanOrEqual(30 + took[0]!);
    // Rolling: once the first call is a minute old (it landed at most took[0] s after 0:00) it has left
    // the minute; a second later the three of 0:10 on fill it again.
    const firstLeft = 60 + took[0]!;
    await admin.setClock(at(LUNCH_UTC, firstLeft));
    await analyze(user, { query: 'ご飯' });
    const [again, againTook] = await callAt(firstLeft + 1);
    expect([again.status, again.body.code]).toEqual([429, 'rate_limited']);
    // Until 0:10 + a minute, give or take the seconds the 0:10 step and this one took.
    expect(Number(again.headers.get('retry-after'))).toBeGreaterThanOrEqual(69 - firstLeft - againTook);
    expect(Number(again.headers.get('retry-after'))).toBeLessThanOrEqual(69 - firstLeft + took[1]!);
    expect(await creditsOf(user)).toBe(INITIAL_CREDITS - 4);
  });

  it(`the daily cap (${DAILY_CAP} here) per JST day is 429 quota_exceeded with a day quota; the next JST day passes`, async () => {
    await admin.setClock(LUNCH_UTC);
    const user = await admin.buildUser({ plan: 'premium', lifetime: '24h' });
    for (let i = 0; i < DAILY_CAP; i++) {
      await admin.setClock(at(LUNCH_UTC, i * 61));
      await analyze(user, { query: 'ご飯' });
    }
    await admin.setClock(at(LUNCH_UTC, DAILY_CAP * 61));
    const capped = await user.call<ErrorBody>('POST', '/analyze-text', { query: 'ご飯' });
    expect(capped.status).toBe(429);
    expect(capped.body).toMatchObject({
      code: 'quota_exceeded',
      quota: { used: DAILY_CAP, limit: DAILY_CAP, remaining: 0, period: 'day', resetAt: '2026-11-21T15:00:00.000Z' },
    });
    expect(Number(capped.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await creditsOf(user)).toBe(INITIAL_CREDITS - DAILY_CAP);
    await admin.setClock('2026-11-21T15:00:05.000Z'); // 00:00:05 JST on the 22nd
    expect((await analyze(user, { query: 'ご飯' })).mealDate).toBe('2026-11-22');
  });

  it("a 429 of the minute or of the day costs no call quota, as the quota's own 429 does not", async () => {
    await admin.setClock(LUNCH_UTC);
    const user = await premium();
    const used = (res: { headers: Headers }) => res.headers.get('x-quota-used');
    for (let i = 0; i < 3; i++) await analyze(user, { query: 'ご飯' });
    const minute = await user.call<ErrorBody>('POST', '/analyze-text', { query: 'ご飯' });
    expect([minute.status, minute.body.code, used(minute)]).toEqual([429, 'rate_limited', '3']);
    // Past the minute even if the first analyses took seconds (the service clock runs on from a PUT).
    await admin.setClock(at(LUNCH_UTC, 180));
    for (let i = 3; i < DAILY_CAP; i++) await analyze(user, { query: 'ご飯' });
    const day = await user.call<ErrorBody>('POST', '/analyze-text', { query: 'ご飯' });
    expect([day.status, day.body.code, used(day)]).toEqual([429, 'quota_exceeded', String(DAILY_CAP)]);
    expect(used(await user.call('GET', '/me'))).toBe(String(DAILY_CAP + 1));
  });

  it('Idempotency-Key: a replay answers the first response and takes no credit; another body is 422', async () => {
    await admin.setClock(LUNCH_UTC);
    const user = await premium();
    const headers = { 'Idempotency-Key': 'analyze-1' };
    const first = await analyze(user, { query: 'ご飯と味噌汁' }, headers);
    const replay = await user.call<EndpointReply<typeof analyzeTextEndpoint>>('POST', '/analyze-text', { query: 'ご飯と味噌汁' }, headers);
    expect(replay.status).toBe(201);
    expect(replay.headers.get('idempotent-replayed')).toBe('true');
    expect(replay.body.data).toEqual(first);
    expect(await creditsOf(user)).toBe(INITIAL_CREDITS - 1);
    expect(await mealsOn(user, '2026-11-21')).toHaveLength(1);
    const reused = await user.call<ErrorBody>('POST', '/analyze-text', { query: '味噌汁' }, headers);
    expect([reused.status, reused.body.code]).toEqual([422, 'idempotency_key_reused']);
  });
});

/**
 * A catalog an operator serves (CATALOG_DATA_DIR, docs/operations.md) is the one chain detection reads:
 * a chain that exists only there is named in a description like a bundled one.
 */
function catalogWithOwnChain(): string {
  return operatorCatalog({
    shops: [
      {
        id: 'kappou-sato',
        name: '割烹さとう',
        nameEn: 'Kappou Sato',
        reading: 'かっぽうさとう',
        romaji: 'kappousatou',
        type: 'RESTAURANT',
        category: 'teishoku',
        websiteUrl: null,
        aliases: ['さとう亭'],
        parentCompany: null,
      },
    ],
    productLines: [
      JSON.stringify(
        operatorProduct({
          productId: 99999911,
          shopId: 'kappou-sato',
          name: 'さとう亭の親子丼',
          category: '丼',
          productType: 'main',
          genres: ['donburi'],
          cal: 720,
          protein: 30,
          fat: 18,
          carbs: 100,
          price: 900,
        }),
      ),
    ],
  });
}

describe("POST /analyze-text on an operator's catalog", () => {
  const operator = useGateway({ CATALOG_DATA_DIR: catalogWithOwnChain() }, { healthy: true });

  it('detects a chain that exists only in the catalog the service runs on', async () => {
    await operator.admin.setClock(LUNCH_UTC);
    const user = await operator.admin.buildUser({ plan: 'premium' });
    const res = await user.call<EndpointReply<typeof analyzeTextEndpoint>>('POST', '/analyze-text', { query: 'さとう亭で親子丼' });
    expect(res.status).toBe(201);
    expect(res.body.data.catalogMatches[0]).toMatchObject({ shopId: 'kappou-sato', shopName: '割烹さとう', term: '親子丼' });
    expect(res.body.data.catalogMatches[0]!.items.map((item) => item.shopId)).toContain('kappou-sato');
  });
});
