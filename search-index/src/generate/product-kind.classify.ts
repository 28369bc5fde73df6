import type { ProductType } from '../catalog-row.schema';
import type { GenreId } from './genres.data';

// A morning-menu item by its name or category (モーニングセット, 朝定食, 朝の牛丼, 朝そば, 得朝…): sold
// only in the morning, so never offered at lunch or dinner (docs/sets.md → Rules, GET /search mealType).
// One rule for real and generated rows: a generated style (朝の…, … モーニングセット) makes a morning
// item of a line that is not a morning line.
const MORNING_MENU = /モーニング|morning|朝定食|朝食|朝の|朝ごはん|朝ご飯|朝メニュー|朝そば|朝うどん|朝カレー|得朝/i;

/** Whether a product is breakfast-only by what its name or its category says. */
export function isMorningMenu(name: string, category = ''): boolean {
  return MORNING_MENU.test(name) || MORNING_MENU.test(category);
}

export interface ProductKind {
  genres: GenreId[];
  productType: ProductType;
  category: string;
}

// Ordered keyword rules for real rows, whose sources carry no genre: first match wins, so the
// specific words (定食, セット, トッピング) come before the dish words they contain.
const RULES: Array<[RegExp, GenreId[], ProductType, string]> = [
  [/トッピング|追加|増し|単品ソース|ドレッシング|オリーブオイル/, ['japanese_side'], 'topping', 'トッピング'],
  [/セット|定食|膳|朝食/, ['teishoku'], 'set', '定食・セット'],
  [/サラダチキン|チキンバー|プロテイン|ゆで卵|ゆでたまご/, ['protein'], 'side', '高たんぱく'],
  [/おにぎり|おむすび|手巻/, ['onigiri'], 'main', 'おにぎり'],
  [/弁当|幕の内|のり弁|重$/, ['bento'], 'main', '弁当'],
  [/寿司|いなり|細巻|太巻/, ['sushi'], 'main', '寿司'],
  [/牛めし|牛丼|牛皿|牛めし/, ['gyudon'], 'main', '牛丼'],
  [/カレー/, ['curry'], 'main', 'カレー'],
  [/ラーメン|らーめん|中華そば|つけ麺|担々麺|タンメン/, ['ramen'], 'main', 'ラーメン'],
  [/うどん|そば|蕎麦|そうめん/, ['udon_soba'], 'main', 'うどん・そば'],
  [/天丼|天ぷら|かき揚/, ['tempura'], 'main', '天ぷら'],
  [/丼/, ['donburi'], 'main', '丼'],
  [
    /パスタ|スパゲ|ペペロンチーノ|ボロネーゼ|カルボナーラ|ピザ|ドリア|グラタン|ラザニア|ナポリタン|ミートソース|トマトソース|ボンゴレ/,
    ['pasta_pizza'],
    'main',
    'パスタ・ピザ',
  ],
  [/サンド|バーガー|ドッグ|ブリトー|ホットサンド|トースト|バゲット|クロックマダム/, ['sandwich_bread'], 'main', 'サンドイッチ'],
  [/サラダ/, ['salad'], 'side', 'サラダ'],
  [/みそ汁|味噌汁|豚汁|スープ|ポタージュ|汁$/, ['soup'], 'side', 'スープ・汁物'],
  [/唐揚|からあげ|から揚|チキン|ナゲット|ファミチキ/, ['fried_chicken'], 'main', '唐揚げ・チキン'],
  [/かつ|カツ|フライ|コロッケ|メンチ/, ['fried_food'], 'main', '揚げ物'],
  [/餃子|ギョーザ|炒飯|チャーハン|麻婆|酢豚|焼売|シュウマイ|春巻|回鍋肉|油淋鶏|中華|ちゃんぽん|天津飯/, ['chinese'], 'main', '中華'],
  [/ハンバーグ|ステーキ|オムライス|シチュー|グリル/, ['western'], 'main', '洋食'],
  [/焼肉|焼き鳥|焼鳥|生姜焼|しょうが焼|カルビ|ハラミ/, ['meat_grill'], 'main', '焼肉・焼き鳥'],
  [/鮭|さば|サバ|ほっけ|魚|たら|ぶり|まぐろ|えび|海老/, ['fish'], 'main', '魚料理'],
  [
    /ケーキ|プリン|シュー|エクレア|パフェ|ティラミス|ジェラート|アイス|デザート|ドーナツ|まん|団子|だんご|大福|もち|餅|どら焼|ワッフル|クレープ|タルト|パイ|ゼリー|チョコ|モンブラン|ロール|オールドファッション|あげぱん|マーラーカオ/,
    ['sweets'],
    'dessert',
    'スイーツ',
  ],
  [/パン|ブレッド|クロワッサン|ベーグル|マフィン|デニッシュ/, ['bakery'], 'main', 'パン'],
  [/コーヒー|珈琲|カフェ|ラテ|エスプレッソ/, ['drink_coffee'], 'drink', 'コーヒー'],
  [/茶|ティー/, ['drink_tea'], 'drink', 'お茶'],
  [/ワイン|ビール|サワー|ハイボール|デキャンタ|グラス/, ['alcohol'], 'drink', 'アルコール'],
  [/ジュース|ドリンク|ソーダ|ミルク|牛乳|ヨーグルト/, ['drink_other'], 'drink', 'ドリンク'],
  [
    /ライス|ごはん|ご飯|納豆|冷奴|おひたし|ひじき|きんぴら|漬|小鉢|玉子|たまご|卵|とろろ|のり|海苔|おでん|肉じゃが|煮|キムチ/,
    ['japanese_side'],
    'side',
    'ご飯・小鉢',
  ],
  [/ポテト|スナック|ナッツ|おつまみ|チップス|焼きとり|フランク|ソーセージ|焼き?いも|じゃがバター|豚トロ/, ['snack'], 'snack', 'スナック'],
];

// Saizeriya and Matsuya print their own categories; these map them onto genres and product types.
const SOURCE_CATEGORY_KINDS: Record<string, Omit<ProductKind, 'category'>> = {
  トッピング: { genres: ['japanese_side'], productType: 'topping' },
  サイドメニュー: { genres: ['japanese_side'], productType: 'side' },
  ドリンクバー: { genres: ['drink_other'], productType: 'drink' },
  ワイン: { genres: ['alcohol'], productType: 'drink' },
  'ビール・サワー・ノンアルコール': { genres: ['alcohol'], productType: 'drink' },
  'デザート (すぐに)': { genres: ['sweets'], productType: 'dessert' },
  'ドレッシング・オリーブオイル': { genres: ['salad'], productType: 'topping' },
  '前菜・おつまみ': { genres: ['snack', 'western'], productType: 'side' },
  'ライス・パン': { genres: ['japanese_side'], productType: 'side' },
  ハンバーグ: { genres: ['western'], productType: 'main' },
  'ドリア&グラタン': { genres: ['pasta_pizza', 'western'], productType: 'main' },
  パスタ: { genres: ['pasta_pizza'], productType: 'main' },
  ピザ: { genres: ['pasta_pizza'], productType: 'main' },
  サラダ: { genres: ['salad'], productType: 'side' },
  スープ: { genres: ['soup'], productType: 'side' },
  牛めし: { genres: ['gyudon'], productType: 'main' },
  定食: { genres: ['teishoku'], productType: 'set' },
  カレー: { genres: ['curry'], productType: 'main' },
  ロカボ: { genres: ['gyudon', 'protein'], productType: 'main' },
  丼: { genres: ['donburi'], productType: 'main' },
  ランチ: { genres: ['teishoku'], productType: 'set' },
  モーニング: { genres: ['teishoku'], productType: 'set' },
  morning: { genres: ['teishoku'], productType: 'set' },
};

// The genre a chain's unmatched items most likely belong to, by chain category.
const CHAIN_DEFAULT_GENRE: Record<string, GenreId> = {
  gyudon: 'gyudon',
  teishoku: 'teishoku',
  tonkatsu: 'fried_food',
  bento: 'bento',
  family_restaurant: 'western',
  convenience: 'snack',
};

/** Genre, product type and category of a real chain row, from its source category or its name. */
export function classifyRealProduct(name: string, sourceCategory: string, chainCategory: string): ProductKind {
  const byName = RULES.find(([pattern]) => pattern.test(name));
  const bySource = SOURCE_CATEGORY_KINDS[sourceCategory];
  // Matsunoya's source tags its morning menu in English; the catalog shows categories in Japanese.
  const label = sourceCategory === 'morning' ? '朝定食' : sourceCategory;
  if (bySource !== undefined) {
    const extra = byName !== undefined && !bySource.genres.includes(byName[1][0] as GenreId) ? byName[1] : [];
    return { genres: [...bySource.genres, ...extra].slice(0, 3), productType: bySource.productType, category: label };
  }
  if (byName !== undefined) {
    const [, genres, productType, category] = byName;
    return { genres: [...genres], productType, category: label !== '' ? label : category };
  }
  const fallback = CHAIN_DEFAULT_GENRE[chainCategory] ?? 'snack';
  return { genres: [fallback], productType: 'main', category: label !== '' ? label : 'その他' };
}
