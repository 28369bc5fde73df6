import { editionKeyOf } from './set-editions';
import type { MealKind, SetRole, SetRoleFlags } from './set-role-flags';
import type { SetCandidateItem } from './set-request';
import { WITHOUT_STAPLE_NAME } from './set-rules';

// What part a catalog product plays in a set, derived from its catalog row alone (productType,
// category, name), so the POST /sets wiring and the benchmark read the catalog the same way.
// The mapping is documented in docs/sets.md → Roles.

/** The catalog row fields the mapping reads (products.jsonl, the catalog store's entries). */
export interface CatalogRoleSource {
  productType: 'main' | 'side' | 'set' | 'drink' | 'dessert' | 'snack' | 'topping';
  category: string;
  name: string;
}

const ROLE_OF_PRODUCT_TYPE: Record<CatalogRoleSource['productType'], SetRole> = {
  main: 'main',
  set: 'combo',
  side: 'side',
  drink: 'drink',
  dessert: 'dessert',
  snack: 'snack',
  topping: 'topping',
};

/** Sides that are soups: by category, or by a soup word in the name (never "汁なし", soupless). */
const SOUP_CATEGORIES = new Set(['スープ・汁物', 'スープ']);
// A pot in its broth is a soup too (スンドゥブ, 参鶏湯, ポトフ, キムチ鍋): beside a soup it made two bowls of broth.
const SOUP_NAME =
  /味噌汁|みそ汁|豚汁|とん汁|ぶた汁|スープ|ポタージュ|チャウダー|ミネストローネ|ズッパ|チゲ|スンドゥブ|参鶏湯|ポトフ|鍋$|汁$/;
const SOUPLESS_NAME = /汁なし/;

/** Staple by category first; the name decides for mixed categories (noodles before bread before rice: カレーうどん, カレーパン). */
const KIND_CATEGORIES: Record<string, MealKind> = {
  ラーメン: 'noodle',
  'うどん・そば': 'noodle',
  麺類: 'noodle',
  麺: 'noodle',
  カップ麺: 'noodle',
  パスタ: 'noodle',
  朝そば: 'noodle',
  パン: 'bread',
  食パン: 'bread',
  サンドイッチ: 'bread',
  サンド: 'bread',
  バーガー: 'bread',
  ピザ: 'bread',
  おにぎり: 'rice',
  弁当: 'rice',
  お弁当: 'rice',
  丼: 'rice',
  牛丼: 'rice',
  牛めし: 'rice',
  カレー: 'rice',
  寿司: 'rice',
  握り: 'rice',
  定食: 'rice',
  朝定食: 'rice',
};
const KIND_NAMES: [MealKind, RegExp][] = [
  ['noodle', /ラーメン|らーめん|うどん|そば|蕎麦|そうめん|パスタ|スパゲ|ペペロンチーノ|カルボナーラ|麺|ちゃんぽん/],
  ['bread', /パン|サンド|バーガー|トースト|マフィン|ドッグ|ピザ|ベーグル|クロワッサン|デニッシュ/],
  [
    'rice',
    /おにぎり|おむすび|弁当|丼|ごはん|ご飯|めし|ライス|寿司|いなり|細巻|手巻|太巻|[0-9０-９]巻|炒飯|チャーハン|カレー|ドリア|オムライス|定食|膳|雑炊|かゆ|粥/,
  ],
];

/** Mains that say they are small: by category (onigiri, bread, sandwiches, sushi plates) or by name. */
const SMALL_MAIN_CATEGORIES = new Set(['おにぎり', '握り', 'パン', 'サンドイッチ', 'サンド']);
// Size words of a whole bowl (小盛, 小) are not here: a small gyudon is still one meal.
const SMALL_MAIN_NAME =
  /^ミニ|[ \u3000]ミニ|（ミニ）|\(ミニ\)|(?<![＆&])ハーフ(?![＆&])|ジャストサイズ|一貫|おにぎり|おむすび|いなり|細巻|餃子|焼売|シュウマイ|春巻|肉まん/;
/**
 * Neither small nor by the piece when the name says it is a whole meal (とろろうどん ミニ丼セット, つくね重), or
 * a made-to-order sandwich in its size (サブウェイ's レギュラー and フットロング: one is the meal), or an onigiri or いなり
 * sold with another food in one pack (ローソン's 冷しそば＆いなり, おむすび＆おかず…: a probe got 大きなおにぎり 赤飯 + 冷しそば＆いなり
 * as two small mains).
 */
const WHOLE_MEAL_NAME =
  /セット|定食|弁当|重(?:$|[（(])|大盛|特盛|得$|フットロング|レギュラー|(?:いなり|おにぎり|おむすび|細巻)[＆&]|[＆&](?:いなり|おにぎり|おむすび|細巻)/;

const BY_THE_PIECE_CATEGORIES = new Set(['おにぎり', '握り', 'パン', 'ホットスナック', 'ドーナツ']);
const BY_THE_PIECE_NAME = /おにぎり|おむすび|焼き鳥|焼鳥|一貫|[1１]個|[1１]本|肉まん|ゆでたまご|ゆで卵/;
/** The category the sushi chains file their plates under (a convenience store's packs are 寿司). */
const PLATE_CATEGORY = '握り';

function kindOf(row: CatalogRoleSource): MealKind {
  return KIND_CATEGORIES[row.category] ?? KIND_NAMES.find(([, pattern]) => pattern.test(row.name))?.[0] ?? 'other';
}

/** The role and flags of one catalog product (docs/sets.md → Roles). */
export function deriveSetRole(row: CatalogRoleSource): SetRoleFlags {
  const typeRole = ROLE_OF_PRODUCT_TYPE[row.productType];
  // A dish sold without its rice (カレー ルーのみ, …（おかずのみ）) is a main that holds no staple, whether the
  // catalog files it as a main or a side: a set holds it only beside the shop's rice (docs/sets.md → Roles).
  if ((typeRole === 'main' || typeRole === 'side') && WITHOUT_STAPLE_NAME.test(row.name))
    return { role: 'main', kind: 'other', small: false, soldByPiece: false, plate: false };
  const isSoup = typeRole === 'side' && (SOUP_CATEGORIES.has(row.category) || SOUP_NAME.test(row.name)) && !SOUPLESS_NAME.test(row.name);
  const role: SetRole = isSoup ? 'soup' : typeRole;
  const hasStaple = role === 'main' || role === 'combo';
  const wholeMeal = role === 'combo' || WHOLE_MEAL_NAME.test(row.name);
  const small = role === 'main' && !wholeMeal && (SMALL_MAIN_CATEGORIES.has(row.category) || SMALL_MAIN_NAME.test(row.name));
  const soldByPiece = !wholeMeal && (BY_THE_PIECE_CATEGORIES.has(row.category) || BY_THE_PIECE_NAME.test(row.name));
  const plate = small && row.category === PLATE_CATEGORY;
  return { role, kind: hasStaple ? kindOf(row) : 'other', small, soldByPiece, plate };
}

/** A catalog product as the catalog store keeps it (products.jsonl row fields, id as p_<productId>). */
export type CatalogProductSource = Omit<SetCandidateItem, keyof SetRoleFlags> & CatalogRoleSource;

/** The optimizer's view of a catalog product: its values with the role and flags deriveSetRole gives, and its edition key. */
export function setCandidateOf(product: CatalogProductSource): SetCandidateItem {
  const { id, shopId, name, cal, protein, fat, carbs, popularity, breakfastOnly, status } = product;
  const flags = deriveSetRole(product);
  return {
    id,
    shopId,
    name,
    cal,
    protein,
    fat,
    carbs,
    popularity,
    breakfastOnly,
    status,
    ...flags,
    editionKey: editionKeyOf(name, flags.role),
  };
}
