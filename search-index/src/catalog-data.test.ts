import type { CatalogGenreId } from '@shokuji/contracts';
import { DETAILED_NUTRIENT_KEYS, type ProductRow } from './catalog-row.schema';
import { loadCatalogFiles, type CatalogFiles } from './catalog-files.load';
import { loadChainMenus } from './generate/chain-menus.load';
import { EDITION_STYLES } from './generate/generated-products.build';

// Invariants of the bundled catalog in data/ (API-SPEC "What the service does" item 5).
describe('bundled catalog data', () => {
  let catalog: CatalogFiles;

  beforeAll(async () => {
    catalog = await loadCatalogFiles();
  });

  it('loads without a single bad row', () => {
    expect(catalog.badRows).toEqual([]);
  });

  it('has the 95 chains, about 23,000 products and about 4,000 dishes', () => {
    expect(catalog.shops).toHaveLength(95);
    expect(catalog.products.length).toBeGreaterThan(22_000);
    // About 23,000 drawn rows and each chain's regular items the draw missed (generated-products.build.ts).
    expect(catalog.products.length).toBeLessThan(25_000);
    expect(catalog.dishes.length).toBeGreaterThan(3_500);
    expect(catalog.dishes.length).toBeLessThan(4_500);
    expect(catalog.genres.length).toBeGreaterThanOrEqual(20);
  });

  it('keeps every real chain row first, in CSV order, with its provenance', () => {
    const real = catalog.products.filter((product) => product.origin === 'real');
    expect(real).toHaveLength(2877);
    expect(real.map((product) => product.productId)).toEqual(real.map((_, index) => index + 1));
    expect(real.every((product) => product.source?.repo !== undefined && product.source.commit !== undefined)).toBe(true);
  });

  it('gives each shop a menu and each generated product kcal within 15 % of 4P+9F+4C (+7 kcal a gram of ethanol)', () => {
    const shopsWithProducts = new Set(catalog.products.map((product) => product.shopId));
    expect(shopsWithProducts.size).toBe(95);
    const off = catalog.products.filter((product: ProductRow) => {
      if (product.origin !== 'generated') return false;
      const atwater = 4 * (product.protein ?? 0) + 9 * (product.fat ?? 0) + 4 * (product.carbs ?? 0) + 7 * (product.alcohol ?? 0);
      // Tiny items (black coffee, tea) round to whole kcal, so allow 5 kcal absolute slack.
      return Math.abs(product.cal - atwater) > Math.max(0.15 * atwater, 5);
    });
    expect(off).toEqual([]);
  });

  it('gives every generated beer, highball and sour the energy of its ethanol (a 0 kcal highball misleads a user)', () => {
    const drinks = catalog.products.filter(
      (product) => product.origin === 'generated' && product.productType === 'drink' && /ビール|ハイボール|サワー/.test(product.name),
    );
    expect(drinks.length).toBeGreaterThan(150);
    expect(drinks.filter((product) => !((product.alcohol ?? 0) >= 8 && product.cal >= 60)).map((product) => product.name)).toEqual([]);
  });

  it('lists the common alcoholic drinks as generic dishes in genre alcohol, at PORTIONS.md servings (日本酒 1合, ワイン 1杯)', () => {
    const dish = (name: string) => catalog.dishes.find((row) => row.name === name && row.status === 'active');
    for (const name of ['日本酒 180g', '赤ワイン 120g', '白ワイン 120g', '焼酎 60g', '梅酒 60g', '缶チューハイ 350g', 'ビール 350g'])
      expect([name, dish(name)?.genres]).toEqual([name, ['alcohol']]);
    expect(dish('日本酒 180g')!.cal).toBeGreaterThan(150);
  });

  it('names no edition a chain does not sell: no style word twice at the start (アイスアイスコーヒー, プレミアムプレミアム…)', () => {
    const lines = Object.values(loadChainMenus().kits).flat();
    const styleWords = new Set(
      [...lines.flatMap((line) => line.styles), ...EDITION_STYLES].map(([prefix]) => prefix.trim()).filter((word) => word !== ''),
    );
    expect(styleWords.size).toBeGreaterThan(5);
    const doubled = catalog.products.filter((product) => [...styleWords].some((word) => product.name.startsWith(`${word}${word}`)));
    expect(doubled.map((product) => `${product.shopId} ${product.name}`)).toEqual([]);
  });

  it('names no bowl by two servings: a serving of its own is sold at the regular size alone (牛丼（アタマの大盛）, not ……（アタマの大盛） 小盛)', () => {
    const twoServings = catalog.products.filter((product) =>
      /（[^）]*(大盛|並盛|小盛|特盛|中盛)[^）]*） ?(大盛|並盛|小盛|特盛|中盛)/.test(product.name),
    );
    expect(twoServings.map((product) => `${product.shopId} ${product.name}`)).toEqual([]);
    expect(catalog.products.some((product) => product.shopId === 'sukiya' && /（アタマの大盛）$/.test(product.name))).toBe(true);
  });

  it("files a generic dish also under the genre its name names, as the chains' items of that name are filed", () => {
    // A genre's label names these dishes (牛丼, 天ぷら・天丼, 中華, 焼肉・焼き鳥); サラダチキン is 高たんぱく at every chain.
    const rules: Array<[RegExp, CatalogGenreId]> = [
      [/^牛丼/, 'gyudon'],
      [/^天丼|^天ぷら盛り合わせ|かき揚げ/, 'tempura'],
      [/^中華丼|^麻婆丼|^天津飯/, 'chinese'],
      [/^焼肉丼/, 'meat_grill'],
      [/^サラダチキン/, 'protein'],
    ];
    for (const [name, genre] of rules) {
      const dishes = catalog.dishes.filter((dish) => name.test(dish.name));
      expect([String(name), dishes.length > 0]).toEqual([String(name), true]);
      expect(dishes.filter((dish) => !dish.genres.includes(genre)).map((dish) => `${dish.name} ${dish.genres.join(',')}`)).toEqual([]);
    }
  });

  it('sets no staple beside a staple dish (オムライス ライスセット, ドリア パンセット)', () => {
    const stapleTwice = catalog.products.filter((product) => /(オムライス|ドリア)[^ ]* (大盛)?(ライス|パン)セット/.test(product.name));
    expect(stapleTwice.map((product) => `${product.shopId} ${product.name}`)).toEqual([]);
  });

  it("files no bowl without beef under 牛丼: a gyudon chain's 豚丼, 鶏そぼろ丼 and なか卯's 親子丼 are 丼", () => {
    const filedAsBeef = catalog.products.filter((product) => product.category === '牛丼' && !product.name.includes('牛'));
    expect(filedAsBeef.map((product) => `${product.shopId} ${product.name}`)).toEqual([]);
    const otherBowls = catalog.products.filter((product) => product.shopId === 'nakau' && /^(親子丼|豚丼|鶏そぼろ丼)/.test(product.name));
    expect(otherBowls.length).toBeGreaterThan(3);
    expect(new Set(otherBowls.map((product) => product.category))).toEqual(new Set(['丼']));
  });

  it('gives no bowl, curry or set without beef the gyudon genre (a gyudon chain’s 豚丼 and カレー, なか卯’s 親子丼, 松屋’s ロカボ)', () => {
    const beefless = catalog.products.filter((product) => product.genres.includes('gyudon') && !product.name.includes('牛'));
    expect(beefless.map((product) => `${product.shopId} ${product.name}`)).toEqual([]);
    expect(catalog.products.filter((product) => product.genres.includes('gyudon')).length).toBeGreaterThan(200);
  });

  it('files a generic dish under its own genre: no bread, onigiri or dairy as a 和惣菜, no coffee or tea as a soft drink, no snack as a sweet', () => {
    const misfiled = catalog.dishes.filter(
      (dish) =>
        (dish.genres.includes('japanese_side') &&
          /パン|トースト|サンド|おにぎり|クロワッサン|ベーグル|マフィン|牛乳|豆乳|ヨーグルト|チーズ|アーモンド/.test(dish.name)) ||
        (dish.genres.includes('drink_other') && /コーヒー|カフェ|茶/.test(dish.name)) ||
        (dish.genres.includes('sweets') && /チップス|カレー/.test(dish.name)) ||
        (dish.genres.includes('western') && /チャーハン|寿司|炊き込み/.test(dish.name)),
    );
    expect(misfiled.map((dish) => `${dish.name} ${dish.genres.join(',')}`)).toEqual([]);
  });

  it("files no coffee and no black tea under お茶: a burger chain's coffee and カフェラテ are コーヒー, アイスティー is 紅茶", () => {
    // A latte of tea (ほうじ茶ラテ, 抹茶ラテ) is a tea: お茶 is where it belongs; so is a ティー that is no black tea
    // (ジャスミンティー, as ジャスミン茶 is).
    const coffeeAsTea = catalog.products.filter(
      (product) =>
        product.category === 'お茶' &&
        /コーヒー|(?<!茶)ラテ|(?<!ジャスミン|ウーロン|烏龍|ルイボス|ハーブ|グリーン)ティー/.test(product.name),
    );
    expect(coffeeAsTea.map((product) => `${product.shopId} ${product.name}`)).toEqual([]);
    expect(catalog.products.find((product) => product.name === 'ミルクたっぷり ほうじ茶ラテ')?.category).toBe('お茶');
    expect(catalog.products.filter((product) => /ジャスミン/.test(product.name) && product.category === '紅茶')).toEqual([]);
    expect(
      catalog.products.some(
        (product) => product.shopId === 'mcdonalds' && product.name.startsWith('カフェラテ') && product.category === 'コーヒー',
      ),
    ).toBe(true);
  });

  it('files a latte of honey or sweet potato, which names no coffee, under ドリンク, not コーヒー', () => {
    const milkDrinks = catalog.products.filter((product) => /はちみつラテ|芋ラテ/.test(product.name));
    expect(milkDrinks.length).toBeGreaterThan(0);
    expect(milkDrinks.filter((product) => product.category === 'コーヒー').map((product) => product.name)).toEqual([]);
  });

  it('files no tea and no sweet under コーヒー (ピーチティー, ほうじ茶ラテ, 抹茶ラテ; ウチカフェ’s ice bar and かき氷)', () => {
    const notCoffee = catalog.products.filter(
      (product) => product.category === 'コーヒー' && /(?<!テイス)ティー|茶|チャイ|かき氷|ミルクバー/.test(product.name),
    );
    expect(notCoffee.map((product) => `${product.shopId} ${product.name}`)).toEqual([]);
    expect(catalog.products.find((product) => product.name === '果汁たっぷり ピーチティー')?.category).toBe('紅茶');
  });

  // テイスティー コーヒー is a coffee, and 特茶風 an edition's word.
  it('gives a drink its own genre: no tea or cocoa as coffee, no coffee or beer as tea (a cafe’s 抹茶ラテ, a maker’s 缶コーヒー)', () => {
    const drinks = catalog.products.filter((product) => product.productType === 'drink');
    const teaAsCoffee = drinks.filter(
      (product) => product.genres.includes('drink_coffee') && /(?<!テイス)ティー|(?<!特)茶|チャイ|ココア/.test(product.name),
    );
    const coffeeAsTea = drinks.filter(
      (product) => product.genres.includes('drink_tea') && /コーヒー|カフェ|ビール|ハイボール|サワー/.test(product.name),
    );
    expect([...teaAsCoffee, ...coffeeAsTea].map((product) => `${product.shopId} ${product.name} ${product.genres.join(',')}`)).toEqual([]);
  });

  it('gives a side line’s soups and salads their own genre, and files an udon chain’s いなり and おむすび under their own category', () => {
    const sides = catalog.products.filter((product) => product.origin === 'generated' && product.productType === 'side');
    const soups = sides.filter((product) => /(?:スープ|味噌汁|みそ汁|豚汁|チャウダー)(?:$|[\s（])/.test(product.name));
    const salads = sides.filter((product) => /サラダ(?:$|[\s（])/.test(product.name));
    expect(soups.length).toBeGreaterThan(50);
    expect(salads.length).toBeGreaterThan(50);
    const misfiled = [
      ...soups.filter((product) => !product.genres.includes('soup')),
      ...salads.filter((product) => !product.genres.includes('salad')),
    ];
    expect(misfiled.map((product) => `${product.shopId} ${product.name} ${product.genres.join(',')}`)).toEqual([]);
    const underTempura = catalog.products.filter((product) => product.category === '天ぷら' && /いなり|おむすび/.test(product.name));
    expect(underTempura.map((product) => `${product.shopId} ${product.name}`)).toEqual([]);
  });

  it('never gives a generated item a macro its menu item lacks (a premium oolong tea has no protein or fat)', () => {
    const teas = catalog.products.filter(
      (product) =>
        product.origin === 'generated' && /烏龍茶|緑茶|ほうじ茶|麦茶|ジャスミン茶/.test(product.name) && !/ラテ|ミルク/.test(product.name),
    );
    expect(teas.length).toBeGreaterThan(100);
    expect(teas.filter((tea) => tea.protein !== 0 || tea.fat !== 0).map((tea) => `${tea.name} P${tea.protein} F${tea.fat}`)).toEqual([]);
  });

  it('leaves P/F/C null only where the chain publishes none, and never invents them', () => {
    const withoutMacros = catalog.products.filter((product) => product.protein === null);
    expect(withoutMacros.every((product) => product.origin === 'real')).toBe(true);
    expect(withoutMacros.filter((product) => product.shopId === 'saizeriya')).toHaveLength(106);
  });

  it('offers no product whose energy is unpublished as 0 kcal (only zero-energy items with P/F/C given as 0)', () => {
    const searchable = catalog.products.filter((product) => product.status === 'active' && product.cal === 0);
    expect(searchable.length).toBeGreaterThan(0);
    expect(searchable.filter((product) => product.protein === null || product.fat === null || product.carbs === null)).toEqual([]);
  });

  it("offers every chain's regular items: 吉野家's 牛丼 並盛 and みそ汁, McDonald's ハンバーガー", () => {
    const active = (shopId: string, name: string) =>
      catalog.products.some((product) => product.shopId === shopId && product.name === name && product.status === 'active');
    for (const [shopId, name] of [
      ['yoshinoya', '牛丼 並盛'],
      ['yoshinoya', 'みそ汁'],
      ['sukiya', '牛丼 並盛'],
      ['mcdonalds', 'ハンバーガー'],
    ])
      expect([shopId, name, active(shopId!, name!)]).toEqual([shopId, name, true]);
  });

  it('keeps every dish in its regular serving: only size and set variants leave the catalog', () => {
    const statusOf = (name: string) => catalog.dishes.find((dish) => dish.name === name)?.status;
    for (const name of ['ご飯 150g', '餃子', '冷やし中華', 'さんまの塩焼き', 'ミネストローネ'])
      expect([name, statusOf(name)]).toEqual([name, 'active']);
    expect(catalog.dishes.filter((dish) => dish.status !== 'active').length).toBeGreaterThan(30);
  });

  it('makes dish totals the sum of their components', () => {
    for (const dish of catalog.dishes) {
      for (const field of ['cal', 'protein', 'fat', 'carbs'] as const) {
        const sum = dish.components.reduce((total, component) => total + component[field], 0);
        expect(Math.abs(dish[field] - sum)).toBeLessThan(0.051);
      }
    }
  });

  it('never gives dishes sugar or trans fat, which MEXT does not measure', () => {
    expect(catalog.dishes.some((dish) => 'sugar' in dish.nutrients || 'transFat' in dish.nutrients)).toBe(false);
    expect(
      catalog.products.some(
        (product) => product.origin === 'generated' && ('sugar' in product.nutrients || 'transFat' in product.nutrients),
      ),
    ).toBe(false);
    const keys = new Set(catalog.dishes.flatMap((dish) => Object.keys(dish.nutrients)));
    expect([...keys].every((key) => (DETAILED_NUTRIENT_KEYS as readonly string[]).includes(key))).toBe(true);
  });

  it('flags every product named or filed as a morning item breakfast-only, generated styles included (docs/sets.md → Rules)', () => {
    // モーニングセット, 朝定食, 朝の牛丼, 朝そば, 得朝…: every 朝 in a product name here means the morning.
    const morning = /モーニング|morning|朝/i;
    const named = catalog.products.filter((product) => morning.test(product.name) || morning.test(product.category));
    expect(named.length).toBeGreaterThan(100);
    expect(named.filter((product) => !product.breakfastOnly).map((product) => `${product.productId} ${product.name}`)).toEqual([]);
  });

  it('makes no sauce, condiment, pickle, natto or single drink a main (a set is built around its main, docs/sets.md → Roles)', () => {
    const edition = /^(?:単品|７プレミアム|プレミアム|期間限定 |ごちそう)/;
    const notAMeal =
      /^(?:(?!.*ミート)[^\s\u3000の・]{0,8}(?:ソース|タルタル|ダレ|ポン酢)|(?:マヨネーズ|ドレッシング|ふりかけ|カレールウ|シチュールウ|中華スープの素).*|紅しょうが|紅生姜|大根おろし|らっきょう|.*メンマ.*|.*漬物|お新香.*|納豆(?:（[^）]*）)?(?: 大)?|.*ブレンド\(.\)|.*フラッペ|.*スムージー.*|.*\d+ml)$/;
    const mains = catalog.products.filter((product) => product.productType === 'main');
    expect(
      mains.filter((product) => notAMeal.test(product.name.replace(edition, ''))).map((product) => `${product.productId} ${product.name}`),
    ).toEqual([]);
    // The rows a tester found as the main of a set (Yoshinoya, Lawson, Seven-Eleven).
    for (const name of [
      'タルタルソース',
      'ハニーマスタードソース',
      'ピリ辛青ねぎ',
      '紅しょうが',
      '７プレミアム紅しょうが',
      'モカブレンド(S)',
    ]) {
      expect(catalog.products.filter((product) => product.name === name).map((product) => product.productType)).not.toContain('main');
    }
  });

  it('has mostly active rows with a few percent discontinued and hidden ones', () => {
    const generated = catalog.products.filter((product) => product.origin === 'generated');
    const share = (status: string): number => generated.filter((product) => product.status === status).length / generated.length;
    expect(share('discontinued')).toBeGreaterThan(0.01);
    expect(share('hidden')).toBeGreaterThan(0.002);
    expect(share('active')).toBeGreaterThan(0.9);
    expect(catalog.products.some((product) => product.breakfastOnly)).toBe(true);
  });
});
