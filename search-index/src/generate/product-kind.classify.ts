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

// A sauce, dressing or condiment sold by itself (タルタルソース, 単品マヨネーズ, 鬼おろしポン酢, 紅しょうが):
// an add-on to a meal, never its main (docs/sets.md → Roles). Such names are short: a longer one that
// ends in a sauce names a dish first (ボンゴレロッソあさりのトマトソース, 直巻 ツナマヨネーズ, 単品チーズうまトマロースかつ).
const CONDIMENT = new RegExp(
  [
    '^単品(?:[^（(]*(?:ソース|ダレ|タルタル|おろし|マヨネーズ|バター)|チーズ|レモン|ふりかけ（[^）]*）)$',
    '^(?:７プレミアム)?(?!.*(?:ミート|パスタ|ボンゴレ|ハンバーグ|海老|えび|ツナ|むすび|おにぎり|特盛|大盛))[^\\s\u3000の・、（(【]{0,10}' +
      '(?:ソース|ダレ|タルタル|マヨネーズ|ドレッシング|ジャム|ポン酢|おろし|ガーリックバター|青ねぎ|紅しょうが|紅生姜)$',
  ].join('|'),
);

// Generated lines mix a few non-meals into a main line (a manufacturer's 冷凍食品 line sells マヨネーズ
// 大さじ1 and カレールウ; a burger's morning line ハッシュポテト): their type by name, ids unchanged.
const GENERATED_SEASONING = /大さじ|小さじ|ふりかけ|ルウ|スープの素/;
const GENERATED_SIDE = /ハッシュポテト/;
// A line's styles also make whole meals and add-ons of its items (チーズバーガー セット, ロースかつ定食,
// ねぎ（トッピング）, プロテインドリンク on the high-protein line): a set holds its sides and drink, a
// topping is no side dish, a drink no side (docs/sets.md → Roles).
const GENERATED_SET = /セット|定食/;
const GENERATED_TOPPING = /（トッピング）/;
const GENERATED_DRINK = /ドリンク/;

/** Savoury fillings: a bun, roll or もちもち bread that holds one is no sweet (こんがりチーズのハムデニッシュ, ベーコンエッグロール). */
const SAVOURY_FILLING = 'ハム|ベーコン|ソーセージ|ウインナー|ツナ|カレー|焼きそば|焼そば|コロッケ|ピザ';

/**
 * A sweet bun or pastry (菓子パン: あんぱん, メロンパン, クリームパン, 蒸しパン, デニッシュ, シナモンロール), not one with ham
 * or another savoury filling (こんがりチーズのハムデニッシュ): a sweet eaten between meals or beside one, never a meal's
 * main, which a set would be built around (docs/sets.md → Roles).
 */
const SWEET_BREAD = new RegExp(
  String.raw`^(?!.*(?:${SAVOURY_FILLING})).*(?:あん(?:ぱん|パン)|メロンパン|クリームパン|ジャムパン|蒸しパン|デニッシュ|シナモンロール)`,
);

/**
 * The productType of a generated product: its item's type (the line's, or the line's itemTypes entry),
 * but for the whole meals a main line's styles make (a ramen shop's 餃子 セット stays a side: it comes
 * beside the ramen), the toppings and drinks a name says, and the seasonings and sides sold on a main line.
 */
export function generatedProductType(lineType: ProductType, name: string, itemType: ProductType = lineType): ProductType {
  if (GENERATED_TOPPING.test(name) && (itemType === 'main' || itemType === 'side')) return 'topping';
  if (GENERATED_DRINK.test(name) && itemType === 'side') return 'drink';
  if (GENERATED_SET.test(name) && lineType === 'main') return 'set';
  if (itemType !== 'main') return itemType;
  if (SWEET_BREAD.test(name)) return 'dessert';
  if (GENERATED_SEASONING.test(name) || CONDIMENT.test(name)) return 'topping';
  return GENERATED_SIDE.test(name) ? 'side' : itemType;
}

/** Whether a product is a sauce, dressing or condiment sold by itself (a topping, never a main). */
export function isCondiment(name: string): boolean {
  return CONDIMENT.test(name);
}

// Ordered keyword rules for real rows, whose sources carry no genre: first match wins, so the
// specific words (定食, セット, トッピング) come before the dish words they contain.
// A rule marked `okazu` names a dish eaten beside rice or bread (唐揚げ, 焼鮭, ハンバーグ, 餃子): such a row
// is a main only with a meal's energy or a staple in its name, else a side (a 惣菜 pack, one piece of
// から揚げ), so a set is never built around it (docs/sets.md → Roles).
const RULES: Array<[RegExp, GenreId[], ProductType, string, 'okazu'?]> = [
  // オリーブオイル only as the bottle (いわしのマリネオリーブオイル仕立て is a dish).
  [/トッピング|追加|増し|単品ソース|ドレッシング|オリーブオイル$/, ['japanese_side'], 'topping', 'トッピング'],
  [CONDIMENT, ['japanese_side'], 'topping', 'トッピング'],
  [/セット|定食|膳|朝食/, ['teishoku'], 'set', '定食・セット'],
  // Before the words they contain: 茶碗蒸し is no tea, 野菜タンメンスープ no ramen, ピザまん no pizza,
  // キャラメルサンド no sandwich, a プロテインドリンク no side dish, のむヨーグルト パイン no パイ, an おでん
  // 餅入巾着 no sweet.
  [/茶碗蒸し|茶わんむし|おでん|巾着/, ['japanese_side'], 'side', 'ご飯・小鉢'],
  [/(?:スープ|ポタージュ|みそ汁|味噌汁|豚汁)$/, ['soup'], 'side', 'スープ・汁物'],
  [/(?:肉|豚|ピザ|カレー|角煮)まん/, ['snack'], 'snack', 'ホットスナック'],
  [/(?:キャラメル|レーズン|バター|クッキー)サンド/, ['sweets'], 'dessert', 'スイーツ'],
  [/プロテイン.*(?:ドリンク|飲料|シェイク|ミルク)|(?:のむ|飲む)ヨーグルト/, ['drink_other'], 'drink', 'ドリンク'],
  // A bread or sandwich sold in packs of four or more (食パン 6枚入, ガーリックフランスパン 4個入) is a
  // snack or a pantry loaf, not one meal's main.
  [/(?:パン|トースト|デニッシュ|クロワッサン|ブレッド|ロール).*[4-9４-９](?:個|枚)入/, ['bakery'], 'snack', 'パン'],
  [
    /^(?!.*(?:パン|サンド|焼そば|弁当|おにぎり|むすび|丼|麺)).*(?:サラダチキン|チキンバー(?!ガー)|プロテイン|ゆで卵|ゆでたまご)/,
    ['protein'],
    'side',
    '高たんぱく',
  ],
  // 味付海苔ツナマヨネーズ is an onigiri wrapped in seasoned nori (a pack of 味付のり 8枚 is not).
  [/おにぎり|おむすび|むすび|手巻|直巻|おこわ|(?<!牛)めし$|^味付(?:海苔|のり)(?![\s\u3000]*[0-9０-９]|$)/, ['onigiri'], 'main', 'おにぎり'],
  [/弁当|幕の内|のり弁|重(?:$|[（(])|BOX$/, ['bento'], 'main', '弁当'],
  // Rolls sold by the piece are sushi (サラダ巻５巻, とんかつ巻５巻), not a salad or a cutlet.
  [/寿司|いなり|細巻|太巻|たくあん巻|キンパ|サラダ巻|巻[0-9０-９]+巻/, ['sushi'], 'main', '寿司'],
  [/牛めし|牛丼|牛皿|から牛/, ['gyudon'], 'main', '牛丼'],
  [/カレー/, ['curry'], 'main', 'カレー'],
  [
    /ラーメン|らーめん|中華そば|つけ麺|担々麺|担担麺|タンメン|冷麺|ビャンビャン麺|ジャージャー麺|ビビン麺|棒棒鶏麺|フォー/,
    ['ramen'],
    'main',
    'ラーメン',
  ],
  [/うどん|そば|蕎麦|そうめん/, ['udon_soba'], 'main', 'うどん・そば'],
  [/天丼|天ぷら|かき揚/, ['tempura'], 'main', '天ぷら', 'okazu'],
  [/丼/, ['donburi'], 'main', '丼'],
  [
    /パスタ|スパゲ|ペペロンチーノ|ボロネーゼ|カルボナーラ|ピザ|ドリア|グラタン|ラザニア|ナポリタン|ミートソース|トマトソース|ボンゴレ|マルゲリータ|クアトロフォルマッジ/,
    ['pasta_pizza'],
    'main',
    'パスタ・ピザ',
  ],
  // A bread roll with a filling (ミニロール（たまご＆ハム）, コッペツナサラダロール) is a sandwich, not a salad.
  [
    /サンド|バーガー|ドッグ|ブリトー|ホットサンド|トースト|バゲット|クロックマダム|ミニロール|サラダロール|ランチパック/,
    ['sandwich_bread'],
    'main',
    'サンドイッチ',
  ],
  [/サラダ/, ['salad'], 'side', 'サラダ'],
  // ポトフ is served in its broth: 野菜とソーセージの具だくさんポトフ had been a snack by its ソーセージ.
  [/みそ汁|味噌汁|豚汁|スープ|ポタージュ|ポトフ|汁$/, ['soup'], 'side', 'スープ・汁物'],
  [/唐揚|からあげ|から揚|(?<!シー)チキン|ナゲット|ファミチキ|Ｌチキ|Ｌから/, ['fried_chicken'], 'main', '唐揚げ・チキン', 'okazu'],
  [/かつ|カツ|フライ|コロッケ|メンチ/, ['fried_food'], 'main', '揚げ物', 'okazu'],
  [
    /餃子|ギョーザ|炒飯|チャーハン|麻婆|酢豚|焼売|シュウマイ|春巻|回鍋肉|油淋鶏|中華|ちゃんぽん|天津飯/,
    ['chinese'],
    'main',
    '中華',
    'okazu',
  ],
  [/ハンバーグ|ステーキ|オムライス|シチュー|グリル|ハヤシ|ロールキャベツ/, ['western'], 'main', '洋食', 'okazu'],
  [/焼肉|焼き鳥|焼鳥|生姜焼|しょうが焼|カルビ(?!ー)|ハラミ/, ['meat_grill'], 'main', '焼肉・焼き鳥', 'okazu'],
  // みたらし is a sweet's glaze, not cod; あじわい is a taste, not a horse mackerel.
  [
    /鮭|さば|サバ|ほっけ|魚|(?<!み)たら|銀だら|ぶり|まぐろ|えび|海老|さんま|秋刀魚|あじ(?!わ)|アジ(?!ア)|鯵|ししゃも|うなぎ|鰻|いわし|イワシ|鰯/,
    ['fish'],
    'main',
    '魚料理',
    'okazu',
  ],
  // A coffee or tea by its name's end (７カフェアイスカフェラテＲ, メガアイスコーヒー, アイスアールグレイティー), before
  // アイス makes it an ice cream. A latte of tea is a tea: a ティー or チャイ (ミルクティー, ピーチティー) is filed as
  // the catalog files アイスティー, under 紅茶, a ほうじ茶ラテ or 抹茶ラテ under お茶. A name ending in the tea itself may
  // be a sweet's flavour (ダブルシュー近江ほうじ茶), so the sweets come first there.
  // A tea that is no black tea (ジャスミンティー, ウーロンティー, ルイボスティー, ハーブティー, グリーンティー) is お茶, as ジャスミン茶 is.
  [
    /(?:ジャスミン|ウーロン|烏龍|ルイボス|ハーブ|グリーン)ティー(?:ラテ)?(?:[ＲＬＭＳRLMS]|\([SML]\)|（[SML]）)?$/,
    ['drink_tea'],
    'drink',
    'お茶',
  ],
  [/(?:ティー|チャイ)(?:ラテ)?(?:[ＲＬＭＳRLMS]|\([SML]\)|（[SML]）)?$/, ['drink_tea'], 'drink', '紅茶'],
  [/茶ラテ(?:[ＲＬＭＳRLMS]|\([SML]\)|（[SML]）)?$/, ['drink_tea'], 'drink', 'お茶'],
  // A latte of a food that is the drink itself (はちみつラテ, お芋ラテ: honey or sweet potato in milk), with no word of coffee in
  // its name, is a milk drink, filed under ドリンク as いちごミルク and ミルクたっぷり ココア are; a syrup's flavour
  // (キャラメルラテ, バニララテ) is added to a caffè latte and keeps it a coffee.
  [
    /^(?!.*(?:カフェ|コーヒー|珈琲|エスプレッソ|モカ)).*(?:はちみつ|蜂蜜|ハニー|芋|いも|おさつ|かぼちゃ|南瓜|いちご|苺|ストロベリー|バナナ|ココア)ラテ(?:[ＲＬＭＳRLMS]|\([SML]\)|（[SML]）)?$/,
    ['drink_other'],
    'drink',
    'ドリンク',
  ],
  [
    /(?:コーヒー|珈琲|ラテ|カフェオレ|エスプレッソ|ブレンド)(?:[ＲＬＭＳRLMS]|\([SML]\)|（[SML]）)?$/,
    ['drink_coffee'],
    'drink',
    'コーヒー',
  ],
  // A sweet's word inside another word is none: スパイシー holds パイ, 肉団子 a 団子, もち麦 a もち, a bread roll a ロール
  // (ロールキャベツ), and none beside a savoury filling. ウチカフェ is Lawson's sweets brand (ウチカフェ リッチミルクバー, an ice bar).
  [
    new RegExp(
      String.raw`^(?!.*(?:${SAVOURY_FILLING})).*(?:ケーキ|プリン|シュー|エクレア|パフェ|ティラミス|ジェラート|アイス|デザート|ドーナツ|まん(?:$|[\s（(])|まんじゅう|(?<!肉)(?:団子|だんご)|みたらし|大福|もち(?!麦)|餅|どら焼|どらもっち|ワッフル|クレープ|タルト|(?<!ス)パイ(?!ン|ナップル)|ゼリー|チョコ|ショコラ|モンブラン|(?:クリーム|食感)ロール|オールドファッション|かき氷|テリーヌ|ウチカフェ|Uchi Café|あげぱん|マーラーカオ|フィナンシェ|マドレーヌ|カステラ|バウムクーヘン|フロマージュ|ぜんざい|たい焼|杏仁|マルチ$|スコーン|大学いも|蜜芋)`,
    ),
    ['sweets'],
    'dessert',
    'スイーツ',
  ],
  [SWEET_BREAD, ['bakery'], 'dessert', 'パン'],
  [
    /パン|ぱん|コッペ|バンズ|ブレッド|クロワッサン|ベーグル|マフィン|デニッシュ|クイニーアマン|ミルクフランス|ロール$/,
    ['bakery'],
    'main',
    'パン',
  ],
  // Candy before the drinks and teas whose flavours it takes (キシリトールのラムネ ソーダ＆グレープ, コーヒーキャンディ,
  // ミルクティーキャンデー); ラムネ alone or by the bottle is the soda, ガムシロップ a coffee's syrup, 飴色 a colour.
  [/^ラムネ(?:$|[\s\u3000]|\d+ml)/, ['drink_other'], 'drink', 'ドリンク'],
  [/ラムネ|タブレット|キャンディ|キャンデー|グミ|マシュマロ|ガム(?!シロ)|(?<!水)飴(?!色)/, ['snack'], 'snack', 'スナック'],
  [/コーヒー|珈琲|カフェ|ラテ|エスプレッソ|ブレンド\(|フラッペ/, ['drink_coffee'], 'drink', 'コーヒー'],
  [/(?:ジャスミン|ウーロン|烏龍|ルイボス|ハーブ|グリーン)ティー/, ['drink_tea'], 'drink', 'お茶'],
  [/紅茶|ティー|チャイ/, ['drink_tea'], 'drink', '紅茶'],
  [/茶/, ['drink_tea'], 'drink', 'お茶'],
  // サワークリーム is a flavour (a snack's), not a sour; ゴールドマスター is Lawson's beer.
  [
    /ワイン|ビール|サワー(?!クリーム)|ハイボール|デキャンタ|グラス|チューハイ|酎ハイ|梅酒|日本酒|焼酎|ゴールドマスター/,
    ['alcohol'],
    'drink',
    'アルコール',
  ],
  [/ジュース|ドリンク|ソーダ|ミルク|牛乳|スムージー|ココア|マミー|\d+ml$/, ['drink_other'], 'drink', 'ドリンク'],
  // A yogurt no one drinks (のむヨーグルト is above) is eaten from its cup.
  [/フルーツ|マンゴー|ブルーベリー|白桃|パイン|ヨーグルト/, ['sweets'], 'dessert', 'スイーツ'],
  // A snack of a side dish's flavour (海苔と塩の和ラスク, こんにゃくチップス のりしお味) is a snack.
  [/ラスク|チップス|せんべい|クラッカー|ビスケット/, ['snack'], 'snack', 'スナック'],
  [
    /ライス|ごはん|ご飯|納豆|冷奴|冷やっこ|おひたし|ひじき|きんぴら|漬|小鉢|玉子|たまご|卵|とろろ|のり|海苔|おでん|肉じゃが|煮|キムチ/,
    ['japanese_side'],
    'side',
    'ご飯・小鉢',
  ],
  [
    /ポテト|スナック|ナッツ|アーモンド|落花生|おつまみ|チップス|焼きとり|フランク|ソーセージ|焼き?いも|干し芋|じゃがバター|豚トロ|ビスケット|クッキー|クラッカー|せんべい|ラスク|ボーロ|キャラメルコーン|グリッシーニ|ポルボローネ|おっとっと|レーズン|6Pチーズ|キャンディーチーズ|生ミルキー/,
    ['snack'],
    'snack',
    'スナック',
  ],
  // Pickles, beans and small 惣菜 of a convenience store: sides, after the snack words (梅味のポテトチップス).
  [
    /新香|らっきょう|たくあん|ザーサイ|メンマ|梅|金時豆|黒豆|野菜豆|うの花|白和え|和え|切り干し|こんにゃく|白滝|キャベツ|大根|枝豆|そら豆/,
    ['japanese_side'],
    'side',
    'ご飯・小鉢',
  ],
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
  // 松屋's low-carb menu is hamburg and grilled meat on salad (…生野菜セット), not gyudon.
  ロカボ: { genres: ['protein'], productType: 'main' },
  丼: { genres: ['donburi'], productType: 'main' },
  ランチ: { genres: ['teishoku'], productType: 'set' },
  モーニング: { genres: ['teishoku'], productType: 'set' },
  morning: { genres: ['teishoku'], productType: 'set' },
};

// The side dish a set meal lets one choose (松屋's and 松のや's ＜選べる小鉢＞, filed under their morning
// menu): a side, never a set meal of its own (docs/sets.md → Roles).
const CHOSEN_SIDE = /選べる小鉢/;

/**
 * Words of a staple in a dish's name: 炒飯, 天丼, 冷し中華, バインミー carry their rice, noodles or bread. A 飯店 is a Chinese
 * restaurant, no rice: ローソン's 重慶飯店監修 四川風麻婆豆腐 (210 kcal) had been a main, and a set its meal without a staple.
 */
const STAPLE_NAME =
  /丼|飯(?!店)|ライス|ご飯|ごはん|クッパ|雑炊|リゾット|麺|そば|うどん|ちゃんぽん|冷し中華|冷やし中華|パン|バンズ|サンド|バーガー|ドッグ|バインミー|トルティーヤ|ブリトー|ラップ|全粒粉/;

/** An item no rule names is a main from this energy up, else a side (a bento is 500-900 kcal, a 惣菜 100-300). */
const UNNAMED_MAIN_MIN_KCAL = 400;

/** What a chain's side menu sells beside its side dishes, which the name tells apart. */
const SIDE_MENU_OTHERS = new Set<ProductType>(['dessert', 'drink']);
/** A meal's own words, which a pack of one food never has (納豆朝食 is rice, natto and soup). */
const MEAL_WORDS = /定食|膳|朝食/;
/** The kinds a packed セット of one food may be (冷やっこセット（醤油付）: the tofu and its sauce), not a meal. */
const PACKED_KINDS = new Set<ProductType>(['side', 'dessert', 'snack', 'drink', 'topping']);
/**
 * The rule of a セット below a meal's energy whose name without the word is no meal (セブン-イレブン's 冷やっこセット
 * （醤油付）, 86 kcal: a side with its soy sauce): a pack of one food, not a set meal a set of POST /sets may not add
 * to (docs/sets.md → Roles). Undefined for any other, which stays a set.
 */
function packedSideRule(name: string) {
  const food = name.replace(/セット/g, '');
  if (food === name || MEAL_WORDS.test(food)) return undefined;
  const rule = RULES.find(([pattern, , productType]) => productType !== 'set' && pattern.test(food));
  return rule !== undefined && PACKED_KINDS.has(rule[2]) ? rule : undefined;
}

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
export function classifyRealProduct(name: string, sourceCategory: string, chainCategory: string, cal: number): ProductKind {
  const byName = RULES.find(([pattern]) => pattern.test(name));
  const bySource = SOURCE_CATEGORY_KINDS[sourceCategory];
  // Matsunoya's source tags its morning menu in English; the catalog shows categories in Japanese.
  const label = sourceCategory === 'morning' ? '朝定食' : sourceCategory;
  if (bySource !== undefined) {
    const extra = byName !== undefined && !bySource.genres.includes(byName[1][0] as GenreId) ? byName[1] : [];
    // A chain's side menu lists its desserts and drinks too (松屋's ゼリー3個): the name says which.
    const fromSideMenu = bySource.productType === 'side' && byName !== undefined && SIDE_MENU_OTHERS.has(byName[2]) ? byName[2] : undefined;
    const productType = CHOSEN_SIDE.test(name) ? 'side' : (fromSideMenu ?? bySource.productType);
    return { genres: [...bySource.genres, ...extra].slice(0, 3), productType, category: label };
  }
  const packed = byName?.[2] === 'set' && cal < UNNAMED_MAIN_MIN_KCAL ? packedSideRule(name) : undefined;
  if (packed !== undefined) {
    const [, genres, productType, category] = packed;
    return { genres: [...genres], productType, category: label !== '' ? label : category };
  }
  if (byName !== undefined) {
    const [, genres, productType, category, okazu] = byName;
    const side = okazu === 'okazu' && cal < UNNAMED_MAIN_MIN_KCAL && !STAPLE_NAME.test(name);
    return { genres: [...genres], productType: side ? 'side' : productType, category: label !== '' ? label : category };
  }
  const fallback = CHAIN_DEFAULT_GENRE[chainCategory] ?? 'snack';
  // A name no rule knows is a meal only with a meal's energy: the unnamed rows below it are side
  // dishes, おでん and 惣菜, and a main would let a set be built around them (docs/sets.md → Roles).
  const productType = cal >= UNNAMED_MAIN_MIN_KCAL ? 'main' : 'side';
  return { genres: [fallback], productType, category: label !== '' ? label : 'その他' };
}
