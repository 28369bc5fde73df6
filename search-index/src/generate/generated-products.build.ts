import type { ProductRow, ProductType, ShopRow } from '../catalog-row.schema';
import type { MenuLine, MenuSize, MenuStyle } from '../chain-menu.schema';
import { loadChainMenus } from './chain-menus.load';
import { generatedProductType, isMorningMenu } from './product-kind.classify';
import { createSeededRandom, hashSeed, roundTo, type SeededRandom } from './seeded-random';

export const CATALOG_GENERATOR_VERSION = 'shokuji-catalog-generator/1.0.0';

// API-SPEC item 5: about 23,000 products in all, real rows included.
export const TARGET_PRODUCT_COUNT = 23_000;

// Relative menu size by shop kind: convenience stores carry far more items than a ramen shop.
function menuWeight(shop: ShopRow): number {
  if (shop.category === 'convenience') return 6;
  if (shop.type === 'FOOD_MANUFACTURER') return 1.3;
  if (['family_restaurant', 'cafe', 'sushi', 'chinese'].includes(shop.category)) return 1.2;
  return 1;
}

interface MenuCombination {
  line: MenuLine;
  name: string;
  protein: number;
  fat: number;
  carbs: number;
  /** Grams of ethanol (alcoholic drinks); no style removes it (a "（ゼロ）" drink is sugar-free). */
  alcohol: number;
  price: number;
  /** The line's type, or the item's own where the line's itemTypes names it. */
  itemType: ProductType;
  /** The line's category, or the item's own where the line's itemCategories names it. */
  category: string;
  /** The line's genres, or the item's own where the line's itemGenres names them. */
  genres: ProductRow['genres'];
  // Plain style at the regular size: the items a chain sells most.
  regular: boolean;
  /**
   * No chain sells it, so it is no product: the style's word is already the item's first word
   * (プレミアム on プレミアムローストコーヒー, アイス on アイスコーヒー, ダブル on ダブルチーズバーガー), or the
   * style is a serving of its own (（アタマの大盛）: the regular bowl's rice under a large topping)
   * at a size other than the regular one, or the style sets a staple beside an item that is one
   * (オムライス ライスセット, ドリア パンセット).
   */
  soldByNoChain: boolean;
}

const NO_SIZE: MenuSize = ['', 1, 0];
const PLAIN_STYLE: MenuStyle = ['', '', 0, 0, 0, 0];
/** A style's words that name a serving of their own, as a size does (（アタマの大盛）). */
const SERVING_WORD = /大盛|並盛|小盛|特盛|中盛/;
/** A style that sets a staple beside the item (ハンバーグ ライスセット), and items that are a staple dish themselves. */
const STAPLE_SET_WORD = /ライスセット|パンセット/;
const STAPLE_DISH_WORD = /ライス|ドリア|リゾット|丼|ご飯|炒飯|チャーハン|カレー|パスタ|ピザ|サンド/;

// Every chain also sells limited and premium editions of its regulars; these widen each menu.
export const EDITION_STYLES: readonly MenuStyle[] = [
  ['期間限定 ', '', 0, 0.5, 1, 30],
  ['プレミアム', '', 1, 1, 1, 80],
  ['', '（復刻）', 0, 0, 0, 0],
];

function combine(line: MenuLine, item: MenuLine['items'][number], style: MenuStyle, size: MenuSize): MenuCombination {
  const [itemName, protein, fat, carbs, price, alcohol = 0] = item;
  const [prefix, suffix, dProtein, dFat, dCarbs, dPrice] = style;
  const [sizeLabel, factor, sizePrice] = size;
  // A style that is a serving of its own is sold at the regular size, named without it (牛丼（アタマの大盛）).
  const styleIsAServing = SERVING_WORD.test(`${prefix}${suffix}`);
  // A style adds to what the item has and never gives it a macro it lacks: a premium tea has no protein.
  const styled = (base: number, delta: number) => (base === 0 ? 0 : Math.max(0, (base + delta) * factor));
  return {
    line,
    name: `${prefix}${itemName}${suffix}${sizeLabel === '' || (styleIsAServing && factor === 1) ? '' : ` ${sizeLabel}`}`,
    protein: styled(protein, dProtein),
    fat: styled(fat, dFat),
    carbs: styled(carbs, dCarbs),
    alcohol: alcohol * factor,
    price: Math.max(50, price + dPrice + sizePrice),
    itemType: line.itemTypes?.[itemName] ?? line.productType,
    category: line.itemCategories?.[itemName] ?? line.category,
    genres: [...(line.itemGenres?.[itemName] ?? line.genres)],
    regular: prefix === '' && suffix === '' && factor === 1,
    soldByNoChain:
      (prefix.trim() !== '' && itemName.startsWith(prefix.trim())) ||
      (styleIsAServing && factor !== 1) ||
      (STAPLE_SET_WORD.test(suffix) && STAPLE_DISH_WORD.test(itemName)),
  };
}

export function menuCombinations(lines: readonly MenuLine[]): MenuCombination[] {
  const combinations: MenuCombination[] = [];
  for (const line of lines) {
    for (const item of line.items) {
      for (const style of [...line.styles, ...EDITION_STYLES]) {
        for (const size of line.sizes ?? [NO_SIZE]) combinations.push(combine(line, item, style, size));
      }
    }
  }
  return combinations;
}

/**
 * A chain's signature items at each size of their line, plain and as the line's sets (ビッグマック
 * セット): no editions or other variants of them.
 */
function signatureCombinations(lines: readonly MenuLine[]): MenuCombination[] {
  return lines.flatMap((line) => {
    const styles = [PLAIN_STYLE, ...line.styles.filter(([prefix, suffix]) => prefix === '' && suffix.includes('セット'))];
    return line.items.flatMap((item) =>
      styles.flatMap((style) => (line.sizes ?? [NO_SIZE]).map((size) => combine(line, item, style, size))),
    );
  });
}

// Release dates spread over 2019-01 .. 2026-10, weighted towards recent launches.
function releaseDate(random: SeededRandom): string {
  const firstDay = Date.UTC(2019, 0, 1);
  const lastDay = Date.UTC(2026, 9, 31);
  const position = Math.sqrt(random.next());
  return new Date(firstDay + Math.floor((position * (lastDay - firstDay)) / 86_400_000) * 86_400_000).toISOString().slice(0, 10);
}

// Convenience stores price like 138/198/298; restaurants in round 10 yen.
function chainPrice(base: number, shop: ShopRow, random: SeededRandom): number {
  const price = random.jitter(base, 0.08);
  if (shop.category === 'convenience') return Math.max(98, Math.round(price / 10) * 10 - 2);
  return Math.max(50, Math.round(price / 10) * 10);
}

function toProduct(combination: MenuCombination, shop: ShopRow, productId: number, random: SeededRandom): ProductRow {
  const protein = roundTo(random.jitter(combination.protein, 0.05), 1);
  const fat = roundTo(random.jitter(combination.fat, 0.05), 1);
  const carbs = roundTo(random.jitter(combination.carbs, 0.05), 1);
  const alcohol = roundTo(combination.alcohol, 1);
  // kcal stays within ±6 % of 4P+9F+4C (+7 kcal a gram of ethanol), as on real labels whose factors differ slightly.
  const cal = Math.round(random.jitter(4 * protein + 9 * fat + 4 * carbs + 7 * alcohol, 0.06));
  const salt = roundTo(random.jitter((cal / 100) * combination.line.saltPer100Kcal, 0.2), 1);
  const roll = random.next();
  return {
    productId,
    shopId: shop.id,
    name: combination.name,
    category: combination.category,
    productType: generatedProductType(combination.line.productType, combination.name, combination.itemType),
    genres: [...combination.genres],
    cal,
    protein,
    fat,
    carbs,
    nutrients: { salt },
    ...(alcohol > 0 ? { alcohol } : {}),
    price: chainPrice(combination.price, shop, random),
    // A morning line, or a morning style of another line (朝の牛丼, カツサンド モーニングセット).
    breakfastOnly: combination.line.morning === true || isMorningMenu(combination.name),
    releasedAt: releaseDate(random),
    popularity: Math.min(1000, random.int(10, 600) + (combination.regular ? random.int(100, 400) : 0)),
    // A few percent off the menu (discontinued) or withdrawn from search (hidden), as a live catalog has.
    status: roll < 0.03 ? 'discontinued' : roll < 0.04 ? 'hidden' : 'active',
    origin: 'generated',
    generatorVersion: CATALOG_GENERATOR_VERSION,
  };
}

/**
 * Demo products for every chain, filling each menu up to its share of TARGET_PRODUCT_COUNT, then
 * each chain's regular items the draw missed (about 1,700 more), then each chain's signature items
 * that its category's lines lack.
 */
export function buildGeneratedProducts(shops: ShopRow[], realProducts: ProductRow[]): ProductRow[] {
  const { kits: menuKits, signatures } = loadChainMenus();
  const totalWeight = shops.reduce((sum, shop) => sum + menuWeight(shop), 0);
  const realNames = new Map<string, Set<string>>();
  for (const product of realProducts) {
    const names = realNames.get(product.shopId) ?? new Set<string>();
    names.add(product.name);
    realNames.set(product.shopId, names);
  }
  // Each shop's candidates, shuffled by its own seed, minus names its real rows already use.
  const plans = shops.map((shop) => {
    const kit = menuKits[shop.category];
    if (kit === undefined) throw new Error(`no menu kit for chain category "${shop.category}"`);
    const taken = new Set(realNames.get(shop.id));
    const random = createSeededRandom(hashSeed(shop.id));
    const seen = new Set<string>();
    const candidates = random.shuffle(menuCombinations(kit)).filter((combination) => {
      if (taken.has(combination.name) || seen.has(combination.name)) return false;
      seen.add(combination.name);
      return true;
    });
    const share = Math.round((TARGET_PRODUCT_COUNT * menuWeight(shop)) / totalWeight) - taken.size;
    return { shop, random, candidates, count: Math.max(0, Math.min(share, candidates.length)) };
  });
  // Small menus cannot fill their share; the shortfall goes to shops with spare combinations.
  let shortfall = TARGET_PRODUCT_COUNT - realProducts.length - plans.reduce((sum, plan) => sum + plan.count, 0);
  const spareTotal = plans.reduce((sum, plan) => sum + plan.candidates.length - plan.count, 0);
  for (const plan of plans) {
    const extra = Math.min(
      shortfall,
      Math.ceil(((plan.candidates.length - plan.count) * Math.max(0, shortfall)) / Math.max(1, spareTotal)),
    );
    plan.count += Math.max(0, extra);
    shortfall -= Math.max(0, extra);
  }
  const products: ProductRow[] = [];
  let nextId = realProducts.reduce((max, product) => Math.max(max, product.productId), 0) + 1;
  for (const plan of plans) {
    for (const combination of plan.candidates.slice(0, plan.count)) {
      // A drawn edition no chain sells is left out after its draw, so every other row keeps its id and values.
      const product = toProduct(combination, plan.shop, nextId, plan.random);
      if (!combination.soldByNoChain) products.push(product);
      nextId += 1;
    }
  }
  // Every chain's regular items (the plain style at the regular size: 吉野家's 牛丼 並盛, its みそ汁),
  // which the draw above may have left out: they are what people order most. Added after every drawn
  // row with a random of their own, so the drawn rows keep their ids and values; always on the menu.
  for (const plan of plans) {
    const random = createSeededRandom(hashSeed(`${plan.shop.id}:regular`));
    const drawn = new Set(plan.candidates.slice(0, plan.count).map((combination) => combination.name));
    for (const combination of plan.candidates.slice(plan.count)) {
      if (!combination.regular || drawn.has(combination.name)) continue;
      products.push({ ...toProduct(combination, plan.shop, nextId, random), status: 'active' });
      nextId += 1;
    }
  }
  // Each chain's signature items, added last for the same reason; always on the menu. First those its
  // kit lacks (なか卯's 親子丼: every name of the kit is left to the draw); then, after those, the sizes
  // and sets of one the kit also names that the draw left out (吉野家's 牛丼 大盛 and 特盛 beside the
  // drawn 並盛), so every row before keeps its id and values.
  const addSignatureRows = (seedName: string, taken: (plan: (typeof plans)[number]) => Iterable<string>) => {
    for (const plan of plans) {
      const lines = signatures[plan.shop.id];
      if (!lines) continue;
      const random = createSeededRandom(hashSeed(`${plan.shop.id}:${seedName}`));
      const onMenu = new Set([...(realNames.get(plan.shop.id) ?? []), ...taken(plan)]);
      for (const combination of signatureCombinations(lines)) {
        if (onMenu.has(combination.name) || combination.soldByNoChain) continue;
        onMenu.add(combination.name);
        const product = toProduct(combination, plan.shop, nextId, random);
        // The signature item at its regular size is what the chain sells most: above its other sizes and sets.
        const popularity = combination.regular ? Math.max(product.popularity, 700) : Math.min(product.popularity, 400);
        products.push({ ...product, popularity, status: 'active' });
        nextId += 1;
      }
    }
  };
  addSignatureRows('signature', (plan) => plan.candidates.map((combination) => combination.name));
  addSignatureRows('signature-sizes', (plan) => products.filter((row) => row.shopId === plan.shop.id).map((row) => row.name));
  return products;
}
