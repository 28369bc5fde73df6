import type { SearchMealType } from '@shokuji/contracts';
import { KCAL_PER_GRAM } from '@shokuji/nutrition';
import type { MealKind, SetRole } from './set-role-flags';

/**
 * The rules of a set as data (docs/sets.md → Rules): what a set may hold, which pairings read as a
 * meal and which do not, and the constants of the four ordering factors. The search reads these
 * tables; it has no rule of its own.
 */

export type SetGroup = 'core' | 'companion' | 'extra';

export interface RoleRule {
  group: SetGroup;
  /** Most pieces of this role in one set. */
  max: number;
  /** Most pieces when every one of them is a small main (two or three onigiri make one meal). */
  maxWhenAllSmall?: number;
  /** The role already holds its side dishes (a 定食 or combo meal), so the set needs no companion. */
  includesCompanion?: boolean;
  /** An add-on to a main or combo: never in a set without one (a snack-time set may have no core). */
  needsCore?: boolean;
}

/** API-SPEC.md → Sets: a main and a side plus 1-2 optional items; no two mains unless small; never three drinks. */
export const ROLE_RULES: Record<SetRole, RoleRule> = {
  main: { group: 'core', max: 1, maxWhenAllSmall: 3 },
  combo: { group: 'core', max: 1, includesCompanion: true },
  side: { group: 'companion', max: 2 },
  soup: { group: 'companion', max: 1 },
  drink: { group: 'extra', max: 2 },
  dessert: { group: 'extra', max: 2 },
  snack: { group: 'extra', max: 2 },
  topping: { group: 'extra', max: 1, needsCore: true },
};

export interface GroupRule {
  min: number;
  max: number;
  /** All pieces of the group share one role (mains or a combo, never both). */
  oneRole: boolean;
}

export const GROUP_RULES: Record<SetGroup, GroupRule> = {
  core: { min: 1, max: 3, oneRole: true },
  companion: { min: 0, max: 2, oneRole: false },
  extra: { min: 0, max: 2, oneRole: false },
};

/**
 * What an add-on (a topping: a dressing, a sauce, a spread, an egg for a bowl) is for: it joins a set
 * only beside a piece it goes with (docs/sets.md → Add-ons). An outside scan found a dressing beside an
 * onigiri and a soup, ねぎ beside a カキフライ, a salmon furikake beside an udon.
 */
export const ADD_ON_HOSTS = ['dish', 'bowl', 'noodles', 'rice', 'salad', 'bread', 'fried', 'melt'] as const;
export type AddOnHost = (typeof ADD_ON_HOSTS)[number];

/** An add-on's host by its name, the first rule that matches; any other add-on tops a dish. */
export const ADD_ON_RULES: { name: RegExp; host: AddOnHost; why: string }[] = [
  { name: /ドレッシング/, host: 'salad', why: 'a dressing dresses a salad' },
  { name: /ジャム|マーガリン|スプレッド|ピーナッツクリーム/, host: 'bread', why: 'a spread goes on bread' },
  { name: /替玉/, host: 'noodles', why: 'a second serving of noodles goes into the bowl of ramen' },
  { name: /ふりかけ/, host: 'rice', why: 'furikake is sprinkled on rice' },
  { name: /ソース|ポン酢|マヨネーズ|タルタル|ケチャップ|マスタード/, host: 'fried', why: 'a sauce is for a fried or grilled dish' },
  {
    name: /チーズ/,
    host: 'melt',
    why: 'cheese melts on a gyudon, a curry, a hamburg or katsu, pasta, pizza or bread, not on grilled fish or udon',
  },
  {
    name: /ねぎ|玉子|たまご|卵|紅しょうが|キムチ/,
    host: 'bowl',
    why: 'an egg, scallions or pickled ginger go on a rice bowl or noodles, not a 定食 or a 弁当',
  },
];

/**
 * The hosts as names say them. A salad takes a dressing unless it is sold dressed (a potato, macaroni,
 * burdock, pumpkin, egg, glass-noodle or pasta salad, coleslaw, 〜（ドレッシング付）) or is another food
 * named after salad (サラダチキン, サラダ巻, a tuna-salad 軍艦 or roll).
 */
export const HOST_NAMES = {
  salad: /サラダ|生野菜|野菜スティック/,
  notSalad:
    /サラダ(?:チキン|フィッシュ|巻|軍艦|ロール|サンド)|(?:ポテト|ポテ|マカロニ|ごぼう|ゴボウ|かぼちゃ|南瓜|たまご|玉子|春雨|パスタ|スパゲ[ッテティ]*|コールスロー|ラーメン|麺)の?サラダ|ドレッシング付/,
  bread: /食パン|トースト|ベーグル|マフィン|クロワッサン|スコーン|ホットケーキ|パンケーキ|ロールパン|バゲット|フランスパン|コッペ/,
  rice: /ライス|ご飯|ごはん|白飯|麦飯/,
  fried:
    /カツ|かつ(?!お)|フライ|揚|から揚|からあげ|竜田|コロッケ|メンチ|ハンバーグ|ステーキ|チキン|南蛮|天ぷら|ナゲット|焼肉|焼き?鳥|グリル/,
  /** What cheese is put on at the chains that sell it as a topping (牛丼, カレー, ハンバーグ, かつ, pasta, ドリア, pizza, bread). */
  melt: /牛丼|牛めし|カレー|ハンバーグ|かつ(?!お)|カツ|パスタ|スパゲ|ドリア|グラタン|ピザ|トースト|パン|バーガー|ドッグ|サンド|タコライス|オムライス|ステーキ|ポテト/,
  /**
   * A bowl of less noodles (半ラーメン, ハーフ, ミニ, 小盛, 麺少なめ) takes no 替玉: its broth is for that many noodles,
   * and who wants more orders the full bowl. A probe at 幸楽苑 got ねぎラーメン（半ラーメン） + 餃子 + 替玉.
   */
  lessNoodles: /半(?:ラーメン|らーめん|麺)|ハーフ|ミニ|小盛|少なめ|(?:^|\s)小$/,
  /**
   * A set meal is a tray of dishes (a 定食) or a box of them (a 弁当), not a bowl: scallions or an egg go on its 丼 or noodles,
   * not on a 定食 or a 焼鮭弁当 (a probe at キッチンオリジン got 直火焼焼鮭弁当 + 玉子 + ねぎ（トッピング） 大).
   */
  setMeal: /定食|弁当/,
  /** Rice eaten by hand (an onigiri, sushi, a roll) is not a dish a topping goes on. */
  handHeld: /おにぎり|おむすび|いなり|巻|寿司|握り|軍艦/,
} as const;

/**
 * A coffee, a tea, a cocoa or a café's blended drink, hot or iced (コーヒー, カフェラテ, カプチーノ, コールドブリュー, ほうじ茶ラテ,
 * 紅茶, 烏龍茶, ココア, フローズンドリンク いちご: a probe got a café's morning set + a coffee + a フローズンドリンク at breakfast): a set
 * holds one (the part `brew`). Two are no meal's order (a hot coffee and an iced latte, a coffee and a tea), while a juice, a
 * milk or a soda may stand beside one at breakfast (docs/sets.md → Breakfast).
 */
export const CUP_DRINK_NAME =
  /コーヒー|珈琲|コールドブリュー|エスプレッソ|アメリカーノ|カプチーノ|カフェ|ラテ|マキアート|モカ|ココア|ティー|紅茶|茶|チャイ|フローズン|フラペチーノ/;
/** A drink the name says is served hot. */
export const HOT_DRINK_NAME = /ホット|HOT/i;
/**
 * A drink the name says is served cold: iced or blended, or in a bottle or a can (烏龍茶 500ml, 缶コーヒー), or a milk drink sold
 * chilled (コーヒー牛乳, のむヨーグルト). A soda, a juice or a milk is cold whatever it says (not a brewed drink).
 */
export const COLD_DRINK_NAME =
  /アイス|ICED?\b|コールド|冷|フローズン|フラッペ|フラペチーノ|スムージー|シェイク|タピオカ|\d\s*(?:ml|mL|ML|ｍｌ|l|L)\b|缶|ボトル|ペット|パック|牛乳|ヨーグルト/i;
/**
 * A Japanese tea whose name says neither hot nor cold (緑茶 M, 烏龍茶, ほうじ茶, 麦茶): hot at a gyudon or sushi chain, iced from a
 * burger chain's fountain. The catalog cannot tell which, and either way it is the meal's drink, so it is both a cup and a glass:
 * at breakfast no second drink stands beside it.
 */
export const TEA_OF_EITHER_TEMPERATURE_NAME = /(?:緑|煎|烏龍|ウーロン|ほうじ|麦|ジャスミン|玄米|番|お|そば|ルイボス|黒豆|爽健美)茶(?!ラテ)/;

/**
 * The shop category of a convenience store (SetRequest.shopCategory, as GET /shops gives it): its hot coffee, tea and latte come from the counter's
 * machine, sold in its cup sizes (コーヒー(S), カフェラテ R, ７カフェホットカフェラテＬ, メガアイスカフェラテ) or under the café's brand
 * (セブンカフェ, ７カフェ, マチカフェ, ファミマカフェ), and say ホット where the machine pours both; a coffee, tea or cocoa with neither
 * is a chilled cup or a bottle from the shelf (ローソン's ミルクたっぷり カフェラテ, アップルティー, 果汁たっぷり ピーチティー), a glass
 * (docs/sets.md → Included parts). The catalog has no field for how a drink is served; the shop's kind and the cup's size say it.
 */
export const CONVENIENCE_STORE_CATEGORY = 'convenience';
/** A convenience store's machine cup: a size letter last (S, M, L, R, full-width too, bracketed or not), メガ, or the café's brand. */
export const MACHINE_CUP_NAME =
  /(?<![A-Za-zＡ-Ｚａ-ｚ])[SMLRＳＭＬＲ][)）]?$|メガ|セブンカフェ|[7７]カフェ|マチカフェ|MACHI|ファミマカフェ|FAMIMA ?CAF[EÉ]/i;

/**
 * The parts a drink is by how it is served (docs/sets.md → Breakfast): a `cup` of something hot (a coffee, a tea, a cocoa or a
 * milk served hot) or a `glass` of something cold (a juice, a milk, a soda, an iced coffee or tea, a bottled drink), and `brew`
 * for a coffee, tea, cocoa or café blend whatever its temperature. A set holds one piece of each part it has, so a breakfast
 * holds at most a cup and a glass and one brew: a hot coffee and an orange juice, not an iced tea and a soda (two glasses)
 * nor a coffee and a hot cocoa (two cups). A brew is a cup unless the name says it is cold; anything else is a glass unless the
 * name says it is hot (ホットミルク). At a convenience store a brew that is no machine cup is cold (CONVENIENCE_STORE_CATEGORY).
 */
export function drinkPartsOf(name: string, convenienceStore = false): readonly ('cup' | 'glass' | 'brew')[] {
  const brew = CUP_DRINK_NAME.test(name);
  const hot = HOT_DRINK_NAME.test(name);
  // At a convenience store a brew from the machine carries its cup's size or the café's brand; one with neither is a chilled cup
  // or bottle from the shelf (CONVENIENCE_STORE_CATEGORY).
  const cold = !hot && (COLD_DRINK_NAME.test(name) || (convenienceStore && brew && !MACHINE_CUP_NAME.test(name)));
  const temperature: ('cup' | 'glass')[] = hot
    ? ['cup']
    : cold
      ? ['glass']
      : TEA_OF_EITHER_TEMPERATURE_NAME.test(name)
        ? ['cup', 'glass']
        : brew
          ? ['cup']
          : ['glass'];
  return brew ? [...temperature, 'brew'] : temperature;
}

/**
 * What a piece already comes with, as its name (…付, a drink bar) or its staple says: a set never adds
 * another piece of that part beside it (docs/sets.md → Included parts). An outside-style scan found モーニング
 * パンケーキ ドリンクバー付 with a second ドリンクバー, a ドリンクバー with a メロンソーダ, 牛焼肉生野菜セット with 生野菜.
 */
// `food` is never included: it is what every piece eaten by itself but a sweet is, and what a soup or a pickle owes
// (MEAL_PART_KEY); `riceBed` and `bowlBed` are the rice or the bowl natto and とろろ owe (ON_RICE_KEY, ON_BOWL_KEY).
export const INCLUDED_PARTS = [
  'drink',
  'salad',
  'soup',
  'rice',
  'riceSide',
  'cup',
  'glass',
  'brew',
  'dessert',
  'food',
  'bread',
  'fries',
  'riceBed',
  'bowlBed',
] as const;
export type IncludedPart = (typeof INCLUDED_PARTS)[number];
/** A rule holds for a piece whose name matches `name`, whose staple is `kind` and whose role is `role`, where given, and with `notSmall` only for a core that is no small main. */
/**
 * A core named as a rice dish whatever its staple reads first (a 定食 or a 丼 beside noodles): 松のや's タレかつ丼ミニうどんセット and
 * やよい軒's 牛バターちゃんぽん焼定食 read as noodles (noodles come first in a name: カレーうどん), and a probe at 2,500 kcal got each
 * beside a ライス. The bowl or the 定食's rice is in the meal, as a rice dish's is. A 御膳 is a 定食's tray (やよい御膳 had got a
 * ご飯 大 beside it), and a 朝食 a morning 定食 (やよい軒's 納豆朝食, a family restaurant's モーニング 和朝食), not a 洋朝食.
 */
export const RICE_DISH_NAME = /丼|定食|膳|(?<!洋)朝食/;

/**
 * A rule holds for a piece whose name matches `name` and not `notName`, whose staple is `kind` and whose role is `role`, where
 * given, with `core` only for a main or a combo, and with `notSmall` only for a core that is no small main.
 */
export const INCLUDES: {
  name?: RegExp;
  notName?: RegExp;
  kind?: MealKind;
  role?: SetRole;
  core?: boolean;
  notSmall?: boolean;
  part: IncludedPart;
  why: string;
}[] = [
  { name: /ドリンクバー/, part: 'drink', why: 'a drink bar, or a meal with one, is every soft drink of the shop' },
  // A drink comes with the cup, glass and brew it is (drinkPartsOf): a probe with minItems 3 got ピザトースト + アイスコーヒー（ホイップ追加） L +
  // ドリップコーヒー（オーツミルク） L at スターバックス, and ガスト's 若鶏のグリル + コーラ（ゼロ） + メロンソーダ（ゼロ）: two sodas filling the set.
  {
    // ビッグマック セット, ワッパー セット, ツナ セット レギュラー; not a plate's パンセット, nor a Chinese chain's エビチリ セット (rice and soup).
    name: / セット/,
    kind: 'bread',
    part: 'drink',
    why: 'a burger or sandwich set comes with its drink and fries',
  },
  {
    name: /(?:チキン|チキンカツ|ケンタッキー|ナゲット) セット|モーニングセット/,
    part: 'drink',
    why: 'a fried-chicken set comes with its drink, and a café morning set is a drink with its food',
  },
  // A probe got モスバーガー セット + ポテト S + フロート at モスバーガー: the set's fries and a second serving beside them.
  {
    name: / セット/,
    kind: 'bread',
    part: 'fries',
    why: 'a burger or sandwich set comes with its fries (or its hash brown in the morning)',
  },
  { name: /(?:チキン|チキンカツ|ケンタッキー|ナゲット) セット/, part: 'fries', why: 'a fried-chicken set comes with its fries' },
  { name: /(?:サラダ|生野菜)(?:付|セット)/, part: 'salad', why: 'a meal with its salad' },
  // A probe got 飲茶セット（ドーナツ付き） + 抹茶ラテ + ハニーディップ at クリスピー・クリーム: a second donut beside the set's own.
  {
    name: /(?:ドーナツ|デザート|スイーツ|ケーキ|プリン|ゼリー|アイス|ソフトクリーム|パフェ)付/,
    part: 'dessert',
    why: 'a meal with its sweet: a second is no part of it',
  },
  {
    // …みそ汁付, 旨辛玉子ソーセージ丼豚汁セット, 朝食セット おにぎり&豚汁, 豚汁半熟玉子セット (a topping at 松屋: beside みそ汁, two soups).
    name: /(?:みそ汁|味噌汁|豚汁|スープ)付|(?:みそ汁|味噌汁|豚汁|とん汁).*セット|セット.*(?:みそ汁|味噌汁|豚汁|とん汁)/,
    part: 'soup',
    why: 'a meal with its soup',
  },
  // A probe got いなり３個入り + ７プレミアムおでん + ちゃんぽんスープ: two bowls of broth. Two pieces of おでん stay a pair.
  { name: /おでん/, part: 'soup', why: 'おでん is served in its broth' },
  // A probe got 牛めし（小盛） + ライス（並盛） + みそ汁: rice beside a bowl of rice. Noodles or a katsu take a ライス.
  { kind: 'rice', part: 'rice', why: 'a rice dish (a bowl, a curry, a 定食, an onigiri) comes with its rice' },
  // A probe got デミグラスハンバーグ＆から揚弁当 + きのこごはん単品 at ほっともっと: a bento beside a second rice. A small rice (an onigiri,
  // a sushi plate) stays a small rice beside another (two onigiri, an onigiri and a 混ぜご飯).
  {
    kind: 'rice',
    notSmall: true,
    part: 'riceSide',
    why: 'a bowl, a bento, a curry or a 定食 has its rice: a side of rice, flavoured or in a small bowl, is a second one',
  },
  { name: RICE_DISH_NAME, core: true, part: 'rice', why: 'a 定食 or a bowl beside noodles comes with its rice' },
  {
    name: RICE_DISH_NAME,
    core: true,
    notSmall: true,
    part: 'riceSide',
    why: 'a 定食 or a bowl beside noodles has its rice: a side of rice is a second one',
  },
];

/**
 * A dish sold without its staple: ほっともっと's カレー ルーのみ, the 弁当 chains' …（おかずのみ） and … おかずのみ, a
 * curry roux alone (…カレールー). The meal is the dish with the shop's rice, so it is a main only beside a side
 * of plain rice (the part `rice`: OWED_PARTS), whatever its catalog type, and is never a side or a treat
 * alone (docs/sets.md → Roles → A dish without its rice). A probe got the roux with a hamburg steak and no rice
 * as a light lunch, and the roux with a potato salad and a soup as a snack.
 */
export const WITHOUT_STAPLE_NAME = /おかずのみ|(?:ルー|ルウ)(?:のみ|だけ)|カレー(?:ルー|ルウ)$/;

/**
 * What a set holding a main must also hold, by its name and, where given, its staple: a dish sold without its
 * staple (WITHOUT_STAPLE_NAME) its rice, and so a dish sold 単品 (alone, not as its 定食) that holds no staple of its
 * own (松のや's 単品ロースかつ; not 単品ミニうどん or コク旨ちゃんぽん（単品）, whole dishes). A probe got 単品 katsu with a
 * pickle and no rice as a lunch.
 */
export const OWED_PARTS: { name: RegExp; kind?: MealKind; part: IncludedPart; why: string }[] = [
  { name: WITHOUT_STAPLE_NAME, part: 'rice', why: 'a dish sold without its rice is eaten with the shop’s rice' },
  { name: /単品/, kind: 'other', part: 'rice', why: 'a dish sold apart from its 定食 is eaten with the shop’s rice' },
];

/**
 * A piece sold for take-out (やよい軒's ［テイクアウト］地鶏親子丼, ［テイクアウト］みそ汁): a take-out order is packed apart from
 * what is served at the table, so a set holds take-out pieces only beside each other (docs/sets.md → Included parts). A
 * probe got ［テイクアウト］地鶏親子丼 + 【だし茶漬用】ミニサバ小鉢 + 貝汁, a take-out bowl with two dishes of the dining room.
 */
export const TAKEOUT_NAME = /テイクアウト|持ち帰り/;

/**
 * A side sold for one dish, its name saying so in brackets: やよい軒's 【だし茶漬用】ほぐし鮭小鉢 and 【だし茶漬用】ミニサバ小鉢, sold
 * to finish a 定食's rice as だし茶漬. Such a piece owes a core that is that dish (FOR_DISH_HOSTS, else a core whose name holds
 * the use's word), and with none at the shop it is in no set (docs/sets.md → Included parts). A probe got 鉄火丼 +
 * 【だし茶漬用】ミニサバ小鉢 + 豚汁. Only the side dishes, soups and toppings (NAMED_PART_ROLES) are read: a manufacturer's
 * 冷凍から揚げ（お弁当用） is a food of its own, and no store of the sets sells one.
 */
export const FOR_DISH_NAME = /[【［[]([^】］\]]+?)用[】］\]]/;
/** The core a use names where its word is not in the core's name: だし茶漬 is made from a 定食's rice and the shop's dashi. */
export const FOR_DISH_HOSTS: { use: RegExp; host: RegExp; why: string }[] = [
  {
    use: /茶漬/,
    host: /定食/,
    why: 'やよい軒 serves a 定食 with rice to refill and dashi on the table: its だし茶漬 is made from the 定食’s rice, not a 丼',
  },
];

/**
 * A side that is rice, plain or not (the part `riceSide`): きのこごはん単品, かてめし（混ぜご飯）, ガーリックライス, a ramen chain's
 * ライス セット, ミニチャーシュー丼, 半チャーハン. Not a スライス (玉ねぎスライス, 食パン 6枚スライス).
 */
export const RICE_SIDE_NAME = /ごはん|ご飯|ライス|飯|丼|チャーハン/;
export const NOT_RICE_SIDE_NAME = /スライス/;

/** A side that is a bowl of plain rice, by its edition key (ライス（並盛）, プレミアムご飯 大, スモールライス): the part `rice`. */
export const PLAIN_RICE_KEY = /^(?:らいす|ご飯|ごはん|白ご飯|白飯|麦飯)(?:単品)?$/;

/**
 * The roles a core's name may hold as its own part (docs/sets.md → Included parts): キムチ牛丼 comes with its
 * キムチ, 餃子 定食 with its 餃子, 豚汁セット with its 豚汁. Not drinks and sweets: in a core's name they are a
 * flavour (ミルクフランス and a milk, メロンパン and a melon soda).
 */
export const NAMED_PART_ROLES: ReadonlySet<SetRole> = new Set(['side', 'soup', 'topping']);

/**
 * Parts a core's name holds under another word, both read folded (@shokuji/ja-text: hiragana, so エッグ is
 * えっぐ): a dish's egg is its 玉 (ねぎ玉, ニラ玉, かに玉, 温玉), 月見 or エッグ, or the egg a dish is made of
 * (親子丼, 他人丼, 天津飯, オムライス, オムレツ, 目玉焼き), so ねぎ玉牛丼 and 親子丼 already have the egg a 牛丼 may
 * take. Not かつ丼: ソースかつ丼 and タレかつ丼 have none, and one that does says so (…玉子のタレかつ丼). A side named by a
 * dish's egg (松屋's ネギたま: scallions and an egg for the bowl) is that egg; 釜玉 is udon with its raw egg (1.27.3).
 */
export const PART_ALIASES: { part: RegExp; inName: RegExp; why: string }[] = [
  {
    part: /^(?:生|半熟|温泉)?(?:卵|玉子|たまご)$|^温玉$|^(?:ねぎ|葱|にら|韮)(?:玉|たま)$/,
    inName: /卵|玉子|たまご|(?:ねぎ|葱|にら|韮|かに|蟹|釜)(?:玉|たま)|温玉|月見|えっぐ|親子|他人丼|天津飯|おむらいす|おむれつ|目玉/,
    why: 'an egg beside a dish named after its egg or made of egg',
  },
];

/**
 * Short forms of a part in a core's name (docs/sets.md → Included parts, A part under its short form, 1.27.3): a menu clips
 * a word it runs into the next, so 松屋's キムカル丼 is キムチ and カルビ, 高菜明太マヨ牛丼 holds 明太子 and マヨネーズ, a チー牛 its
 * チーズ. A part whose key is `word` (folded) is read in a core's name as the word or as `short` where the clipped word ends:
 * before another word of this table or its short form, before a letter that is no kana (a kanji, a latin letter, a
 * bracket, a space) or at the end. So カルボナーラ and マスカルポーネ hold no カルビ, ちいさな no チーズ.
 */
export const PART_SHORT_FORMS: { word: string; short: string; why: string }[] = [
  { word: 'キムチ', short: 'キム', why: '松屋’s キムカル丼 is キムチ and カルビ' },
  { word: 'カルビ', short: 'カル', why: '松屋’s キムカル丼 is キムチ and カルビ' },
  { word: 'マヨネーズ', short: 'マヨ', why: '高菜明太マヨ牛丼, ねぎマヨ辣牛めし, コチュマヨ唐揚げ' },
  { word: 'チーズ', short: 'チー', why: 'a チー牛 is a cheese gyudon' },
  { word: '明太子', short: '明太', why: '明太釜玉うどん, 高菜明太マヨ牛丼, 明太チーズささみかつ' },
];

/**
 * A side or topping sold as a part and an egg in one, its name folded (松屋's キムチ生玉子セット, お新香半熟玉子セット,
 * 豚汁生玉子セット): each of the two is a part of its own for the rule above, so a core named after its egg
 * (鶏そぼろたまご丼, ねぎ玉牛丼) or after the other part (キムチ牛丼) takes none of them (docs/sets.md → Included parts).
 * A probe got 鶏そぼろたまご丼 + キムチ生玉子セット.
 */
export const PART_PAIR_NAME = /^(.+?)((?:生|半熟|温泉)?(?:卵|玉子|たまご))せっと$/;

/**
 * Shops whose morning menu is all they sell while it is served (マクドナルド's 朝マック, until 10:30: no
 * burgers, fries, nuggets or desserts), so a breakfast set there holds morning items and drinks only.
 * Elsewhere the regular menu is sold beside the morning one (convenience stores, gyudon and soba
 * chains, cafés, family restaurants, モスバーガー). docs/sets.md → Breakfast.
 */
export const MORNING_MENU_ONLY_SHOPS: ReadonlySet<string> = new Set(['mcdonalds']);
/** The meals whose pieces differ (docs/sets.md → Rules): snack time is the snack and the four between-meal slots. */
export const MEAL_TIMES = ['breakfast', 'lunch', 'dinner', 'snack'] as const;
export type MealTime = (typeof MEAL_TIMES)[number];

/**
 * The roles a set holds one piece of at each meal (docs/sets.md → Rules → Structure), beyond ROLE_RULES' two: each such piece
 * comes with the part every piece of its role is. A drink: a main with two drinks is no order people make (a probe with
 * minItems 3 got ガスト's 若鶏のグリル + コーラ（ゼロ） + メロンソーダ（ゼロ）, the zero-kcal sodas filling the count), but at breakfast
 * a coffee and a juice are (a cup and a glass, drinkPartsOf). A dessert: at a meal one sweet ends it (a probe got
 * ハンバーガー セット + アップルパイ + ソフトツイスト at フレッシュネスバーガー); at snack time two treats are the snack.
 */
export const ONE_PIECE_AT: Record<MealTime, readonly ('drink' | 'dessert')[]> = {
  breakfast: ['dessert'],
  lunch: ['drink', 'dessert'],
  dinner: ['drink', 'dessert'],
  snack: ['drink'],
};

/** What such a shop sells all day, beside its morning menu. */
export const SOLD_ALL_DAY_ROLES: ReadonlySet<SetRole> = new Set(['drink']);

/**
 * A side of fries or a hash brown, by its edition key (ポテト M, フライドポテト, ハッシュポテト, ポテトフライ): the part `fries` a burger
 * or fried-chicken set comes with (INCLUDES). Not a dish of potato (ポテトサラダ, 炙りチーズポテト, フライドポテト&ウインナー).
 */
export const FRIES_KEY = /^(?:ふらいど|はっしゅ)?ぽてと(?:ふらい)?$/;

/**
 * The meals at which a core of bread comes with its bread (the part `bread`): a plain bread that is no core (a café's croissant or
 * toast filed as a dessert or a side) is a second one beside it. A breakfast at a café is one bread or sandwich with a drink and
 * at most a sweet; a probe got タリーズ's モーニング トースト + アイスコーヒー + クロワッサン（ミニ）, two breads (docs/sets.md → Breakfast).
 * At lunch and dinner a croissant beside a sandwich stays, at BREAD_BESIDE_BREAD_FACTOR; two small bread mains (a convenience store's
 * roll and sandwich) are mains, not this.
 */
export const ONE_BREAD_AT: ReadonlySet<MealTime> = new Set(['breakfast']);

/**
 * A portion of what goes into a coffee or tea (コーヒーフレッシュ, a syrup or milk portion, a sugar stick) is
 * never a piece of a set: a probe at ローソン got サラダチキン + ユッケジャンスープ + コーヒーフレッシュ as a late-night
 * snack, the creamer as its drink (docs/sets.md → Rules → What is never in a set).
 */
export const DRINK_CONDIMENT_NAME =
  /コーヒーフレッシュ|ミルクポーション|ポーションミルク|ガムシロップ|コーヒークリーマー|スティックシュガー/;

/**
 * A kids' menu item (お子様ランチ, お子様パンケーキプレート) is sold for a child, and a set is what the user eats with
 * the rest of their own budget: it is never a piece (a probe at 松のや got ささみかつ + お新香 + お子様パンケーキプレート).
 * A meal named after a children's character is one too: ほっともっと sells its kids' bento as ドラえもんランチ/ドラミちゃんランチ
 * (a probe got it as a 500 kcal dinner's main).
 */
export const KIDS_MENU_NAME =
  /お子様|お子さま|キッズ|子供|子ども|こども|ドラえもん|ドラミ|アンパンマン|ポケモン|ピカチュウ|プリキュア|しまじろう|ハローキティ|ミッフィー/;

/**
 * A treat sold as a pack of four or more pieces (７ＰＧ金の食パン４枚入, バターロール 4個入, スコーン 4個入, マーラーカオ４個入:
 * the roles PACK_ROLES) is bought for home, with the values of one piece: it is never a piece of a set. A probe at
 * セブン-イレブン got カツ丼 + 辛麺スープ + ７ＰＧ金の食パン４枚入 as a dinner. Sides and mains sold by the count (からあげ
 * ５個入り, 焼き餃子６個入り, たこ焼 16個入) are eaten as one portion and stay.
 */
export const PACK_NAME = /(?:[4-9４-９]|[1-9１-９][0-9０-９])(?:個|枚|本|コ)入/;
export const PACK_ROLES: ReadonlySet<SetRole> = new Set(['snack', 'dessert']);

/**
 * A bowl of less noodles in a larger size (来来亭's and スガキヤ's 中華そば（半ラーメン） 大盛, 餃子の王将's 醤油ラーメン（麺少なめ）
 * 大盛): the catalog gives the half bowl in every size of its line, but a half bowl is one size, and who wants more
 * orders the full bowl. Such a row names nothing a person orders, so it is never a piece (docs/sets.md → Rules).
 */
export const LESS_NOODLES_IN_LARGER_SIZE_NAME = /(?=.*(?:半(?:ラーメン|らーめん|麺)|麺少なめ))(?=.*(?:大盛|特盛|得盛|メガ))/;

/** The same product twice only when it is sold by the piece, and then at most twice. */
export const MAX_PIECES_OF_ONE_ITEM = { soldByPiece: 2, otherwise: 1 } as const;

/**
 * A sushi plate is one line of a set taken 1 to this many times (docs/sets.md → Plates): a dinner at a
 * conveyor-sushi chain is six or seven plates, which pieces counted one by one (three at most) never
 * reached. The line, not the plate, counts as an item for min/maxItems.
 */
export const MOST_PLATES_ON_A_LINE = 3;

/**
 * A set of two or more pieces without a side or soup (and no combo) keeps this share of its
 * naturalness: cafés, Chinese chains and donut shops publish no side dishes, and a sandwich with a
 * coffee is their meal, but where sides exist a set with one reads better (docs/sets.md → Rules).
 */
export const MISSING_COMPANION_FACTOR = 0.7;

/**
 * At a meal, what a set's drinks (and the shakes and floats filed as desserts: DRUNK_DESSERT_NAME) may bring
 * before the set reads as carried by what is drunk: a third of its
 * kcal, or a café latte of any size (up to about 250 kcal) whatever the meal's size. Above it the set keeps the
 * food's share of what the drinks may not bring (treatFactor). A probe at ファミリーマート got ミニ焼きそばパン +
 * サラダチキン + カフェモカ L (348 kcal, half of a 700 kcal lunch). At snack time a latte and a cake are the
 * snack: nothing is counted (docs/sets.md → Naturalness).
 */
export const MEAL_DRUNK = { share: 1 / 3, kcal: 250 } as const;

/**
 * At a meal, what a set's sweets (its desserts, but those drunk) may bring before the set reads as carried by
 * them: a third of its kcal, or a pudding or a small cake (200 kcal) beside a small meal. Above it the set keeps
 * the rest of the meal against the kcal beyond it, as for what is drunk (treatFactor). A probe at ココス got
 * 和風きのこパスタ（小盛） + シーザーサラダ + パンケーキ, the pancake 414 of a 895 kcal lunch. At snack time a cake is
 * the snack: nothing is counted (docs/sets.md → Naturalness).
 */
export const MEAL_SWEET = { share: 1 / 3, kcal: 200 } as const;

/**
 * Bread the cafés file as a dessert (スターバックス, コメダ, プロント: クロワッサン, 期間限定 クロワッサン, クロワッサン（ミニ）): a
 * plain croissant, bagel, roll or toast is bread, as the convenience stores file their クロワッサン, not a sweet, so
 * MEAL_SWEET does not count it. It stays an extra beside the meal, as the café sells it. Named with a filling, a
 * topping or a glaze it is a sweet: クロワッサン ソフトクリームのせ, チョコクロワッサン, シナモンロール (a sweet bun), フレンチトースト.
 */
export const PLAIN_BREAD_NAME = /クロワッサン|ベーグル|バゲット|フランスパン|ロールパン|食パン|トースト|イングリッシュマフィン/;
export const SWEET_BREAD_NAME =
  /クリーム|ホイップ|チョコ|ショコラ|カスタード|あん|餡|メープル|シュガー|はちみつ|蜂蜜|ハニー|キャラメル|いちご|苺|ストロベリー|抹茶|シナモン|メロン|フレンチ|アップル|りんご|ジャム|バナナ|マロン|練乳|アーモンド|ドーナツ|デニッシュ/;

/**
 * At a meal, a plain bread beside a bread main (a café's croissant, filed as a dessert or a snack, beside its sandwich, hot
 * dog or ピザトースト) keeps this share of the set's naturalness: the meal's staple is already bread, and a second bread
 * is one more of what the set has, as rice beside bread is an odd meal (0.85). Soft, not a rule: a hard one took away
 * the set that stands between a café's sandwich and its sweets (タリーズ's 700 kcal lunch, docs/sets.md → Probe of
 * 2026-12-06 (1.20.0 → 1.21.0)). Beside a set meal (a combo) the croissant is not counted, and at snack time a croissant is the
 * snack. At breakfast no plain bread joins a core of bread at all (ONE_BREAD_AT).
 */
export const BREAD_BESIDE_BREAD_FACTOR = 0.85;
/** A plain bread by its name (PLAIN_BREAD_NAME and no SWEET_BREAD_NAME): a croissant or a toast, not a sweet. */
export const isPlainBreadName = (name: string): boolean => PLAIN_BREAD_NAME.test(name) && !SWEET_BREAD_NAME.test(name);
/** A plain bread of a bite (クロワッサン（ミニ）, 97-104 kcal) beside a sandwich is a small extra, not a second bread. */
export const SMALL_BREAD_NAME = /ミニ|ハーフ|プチ/;

/**
 * A bread main that is a sweet (a 菓子パン): filled or topped with something sweet and nothing savoury (ランチパック深煎りピーナッツ,
 * レーズンバターロール, メロンのクリームサンド, フルーツサンド, あんクロワッサン), or a sweet by its name whatever it holds (フレンチトースト,
 * メロンパン, あんぱん). At lunch and dinner it is no meal's main (docs/sets.md → Rules → What is never in a set): a probe at
 * セブン-イレブン got ランチパック深煎りピーナッツ + 炭火焼鳥しお + 烏龍茶 as a 400 kcal lunch. At breakfast and at snack time it is
 * what people eat then. A savoury word keeps a bread a meal (ハムデニッシュ, ベーコン＆クリームチーズ, スイートマヨサンド).
 */
export const SWEET_BREAD_MAIN_NAME = new RegExp(
  `${SWEET_BREAD_NAME.source}|ピーナッツ|レーズン|フルーツ|マスカット|黄桃|パイン|キウイ|あずき|小豆|モンブラン|ベリー`,
);
export const SWEET_WHATEVER_IT_HOLDS_NAME = /フレンチトースト|メロンパン|あんぱん|菓子パン|蒸しパン|クイニーアマン/;
export const SAVOURY_FILLING_NAME =
  /ハム|ツナ|たまご|玉子|卵|エッグ|チキン|ベーコン|ソーセージ|ウインナー|フランク|チョリソー|カレー|コロッケ|メンチ|カツ|かつ|焼きそば|焼そば|マヨ|(?<!スイート)ポテト|ピザ|明太|コーン|チーズ(?!クリーム)|ミート|BLT|サラダ|ビーフ|ポーク|牛|豚|鶏|海老|えび|エビ|サーモン|照焼|てりやき|パストラミ|ドッグ|バーガー/;

/**
 * A set meal sold at lunch only (松屋's 牛めしランチセット; a 平日ランチ): at another meal the shop does not sell it, as a
 * breakfast-only item is not sold at lunch (docs/sets.md → Rules → What is never in a set). A probe got 牛めしランチセット at a
 * 2,500 kcal dinner. Not a ランチパック (a bread sold all day) nor a ランチョンミート.
 */
export const LUNCH_ONLY_NAME = /(?<!ブ)ランチ(?!パック|ョン)/;

/**
 * A dessert that is drunk (the burger chains file シェイク and フロート as desserts): what it brings counts as drunk
 * for MEAL_DRUNK. A probe at ケンタッキーフライドチキン got カーネルクリスピー + サイドサラダ + シェイク バニラ M, the shake 278 of
 * a 446 kcal lunch.
 */
export const DRUNK_DESSERT_NAME = /シェイク|シェーク|フロート|スムージー|フラッペ|フラペチーノ/;

/**
 * At a meal, a set with no staple (no rice, noodles or bread: its core a dish of kind `other`, not a combo, which holds
 * its own, and no side of rice or noodles beside it) at a shop that sells plain rice keeps this share of its naturalness: there the dish is eaten
 * with the shop's rice (松のや's and かつや's ロースかつ, ささみかつ, a yakiniku chain's meat plate, サイゼリヤ's
 * hamburg), and a probe at 松のや got ヒレかつ + 単品チキンむねかつ + a drink as a 700 kcal lunch. Soft, not a rule: where
 * the rice does not fit (a light lunch) the dish alone may still be the closest meal, and a low-carb target
 * (LOW_CARB_MEAL_G) asks for it (docs/sets.md → Ordering → A meal without its staple).
 */
export const NO_STAPLE_FACTOR = 0.8;

/**
 * At breakfast, at a restaurant that sells a morning menu, a set whose core is not from it keeps this much of its naturalness
 * (docs/sets.md → Ordering → A restaurant's breakfast is its morning menu, 1.27.2): the morning sets are what it serves then,
 * and the probe got ロイヤルホスト's ボンゴレ（小盛） + フライドチキン（ハーフ） + ジンジャーエール and ジョナサン's マルゲリータピザ（小盛） +
 * コーンスープ + メロンソーダ as breakfasts. A factor, not a rule: where no morning set fits the target, the regular menu still
 * answers. A convenience store (CONVENIENCE_STORE_CATEGORY) sells its regular shelf in the morning too (an onigiri, a
 * sandwich), so there the factor is 1, and so it is at every other meal.
 */
export const OFF_MORNING_MENU_FACTOR = 0.85;
/**
 * A target of at most this much carbohydrate (g) asks for a meal without its staple: less than a small bowl of rice
 * brings (55-60 g), and ロカボ's meal is 20-40 g. There a set without one loses nothing (NO_STAPLE_FACTOR): a probe at
 * 牛角 with 600 kcal (P 45, C 45) wants 鶏もも 200g with kimchi and a soup, not a smaller meat beside the rice.
 */
export const LOW_CARB_MEAL_G = 50;
/**
 * A set meal that is a dish with the shop's plain rice: the family restaurants (ガスト, デニーズ, ジョナサン, ロイヤルホスト…)
 * sell no ライス side, only each grill again as `… ライスセット` (ハンバーグステーキ ライスセット). Such a shop sells
 * its rice too, so a grill alone at a meal is a dish without its staple there as at 松のや (NO_STAPLE_FACTOR).
 */
export const RICE_SET_NAME = /ライス ?セット/;

/**
 * A side that is a staple beside a dish (NO_STAPLE_FACTOR): rice (ライス, ご飯, a small bowl: ミニチャーシュー丼, おにぎり) or
 * noodles (半ラーメン, ミニうどん), never a salad of them (マカロニサラダ, ラーメンサラダ).
 */
export const STAPLE_SIDE_NAME = /ライス|ご飯|ごはん|白飯|麦飯|丼|おにぎり|おむすび|うどん|そば|蕎麦|ラーメン|らーめん|中華麺|焼きそば/;
export const NOT_STAPLE_SIDE_NAME = /サラダ/;
/**
 * A core whose staple the name says though its kind (the pairings' staple) is `other`: a pasta named by its sauce
 * (ボンゴレ, ナポリタン, ミートソース), a gratin, a pizza, a rice dish named by its dish (クッパ, ビビンバ, 天津飯, リゾット, ピラフ).
 */
export const STAPLE_CORE_NAME =
  /ボンゴレ|ナポリタン|ミートソース|ジェノベーゼ|アラビアータ|ペスカトーレ|ボロネーゼ|グラタン|ラザニア|ピザ|クッパ|ビビンバ|天津飯|リゾット|ピラフ|パエリア/;

/**
 * Snack time: mealType snack and the four between-meal slots (the 250 kcal ones, OPERATOR-API.md →
 * mealType). A snack is a treat and maybe a drink, not a meal (docs/sets.md → Snack time): its set
 * needs no main, only something to eat, and a set without a side dish loses nothing.
 */
export const SNACK_MEAL_TYPES: ReadonlySet<SearchMealType> = new Set(['snack', 'early_morning', 'mid_morning', 'afternoon', 'late_night']);

/**
 * The companions (side dishes and soups) a snack-time set without a core holds at most (docs/sets.md → Snack time, 1.27.2):
 * one side eaten by itself is a snack, two are a meal's side dishes without their meal. The 1.27.1 probe got 松屋's 生野菜 +
 * 豚汁 + ゼリー3個 between meals, and the convenience stores answered a salad, a soup and a drink as an afternoon snack.
 */
export const SNACK_COMPANIONS_WITHOUT_CORE = 1;

/** What is something to eat: a snack-time set holds at least one (a drink or a topping alone is no snack). */
export const FOOD_ROLES: ReadonlySet<SetRole> = new Set(['combo', 'main', 'side', 'soup', 'dessert', 'snack']);

/**
 * A side that is part of a meal and eaten with one, not by itself (docs/sets.md → Snack time): a pickle (キムチ, お新香, 福神漬,
 * たくあん, らっきょう, ザーサイ), a condiment (焼きのり, 青ネギ, 紅しょうが), a raw egg (生玉子, or a gyudon chain's bare 玉子) or natto
 * for the rice, and a bowl of plain rice (PLAIN_RICE_KEY), read on the edition key (folded, edition words and brackets dropped:
 * プレミアムキムチ 大 is きむち). Like a soup, it owes something to eat beside it (the part `food`): at a meal the core is that,
 * so only a snack-time set changes, where a probe got 一蘭's プレミアムキムチ alone and 吉野家's 豚汁 alone. A dish named after its
 * pickle is a dish (豚キムチ, あじの南蛮漬け). Grated radish (鬼おろし, 大根おろし) and a scallion-and-egg (ネギたま) go on a bowl
 * the same way (1.27.1: 松屋's 鬼おろし + 豚汁 + ゼリー3個 had been a snack).
 */
export const MEAL_PART_KEY =
  /(?<!豚|南蛮)(?:きむち|新香|漬け?|たくあん|沢庵|らっきょう?|ざーさい|搾菜|ぴくるす|高菜|紅しょうが|のり|海苔|ねぎ|葱)(?:\S*風味)?$|^(?:生)?(?:卵|玉子|たまご)$|^納豆$|^(?:鬼|大根)?おろし$|^(?:ねぎ|葱)(?:玉|たま)(?:ご|子)?$/;

/**
 * A side eaten on rice, by its edition key (＜…＞ dropped): 納豆 of any kind (北海道産小粒納豆, 納豆（ネギ付）) and a sheet of nori
 * (焼きのり, 味付のり). Like a topping beside its host (ADD_ON_RULES), a set holding one holds rice to put it on (the part
 * `riceBed`: a rice dish eaten from a bowl or a plate, a 定食, or a side of rice), not an onigiri or noodles: a probe got なか卯's
 * はいからうどん 小 + 納豆 at breakfast. とろろ goes on rice or into a bowl of noodles (とろろそば): ON_BOWL_KEY, the part `bowlBed`.
 */
export const ON_RICE_KEY = /納豆$|^(?:焼き?|味付け?)?(?:のり|海苔)$/;
export const ON_BOWL_KEY = /とろろ$/;

/**
 * A cooked egg sold alone, by its edition key (半熟玉子, 味玉, 味付玉子, 煮玉子, ゆで卵, ゆでたまご, 温泉玉子, 温玉): at a restaurant it is
 * sold beside its bowls, to go on one (a gyudon, curry or bento chain's プレミアム半熟玉子, a ramen chain's 味玉), and owes something
 * to eat as a raw egg does (MEAL_PART_KEY); a probe got すき家's プレミアム半熟玉子 alone as a 200 kcal snack. A convenience store
 * (CONVENIENCE_STORE_CATEGORY) sells its boiled eggs on the protein shelf to be eaten by themselves (ゆでたまご 2個, 半熟煮たまご２個入),
 * so there they stay food. A dish of egg is food anywhere (だし巻き玉子, 玉子焼き, ソーセージ半熟玉子, 半熟たまご天).
 */
export const COOKED_EGG_KEY = /^(?:味付け?き?|味|煮|半熟|温泉|塩?ゆで|茹で)+(?:卵|玉子|たまご)$|^(?:味|温|煮)玉$/;

/** An item's tag for the pairing rules: its role, or role:kind for mains and combos. */
export type PairTag = SetRole | `main:${MealKind}` | `combo:${MealKind}`;

export interface PairRule {
  tags: [PairTag, PairTag];
  /** Below 1 a clash (every matching pair multiplies), above 1 a classic pairing (the best one counts once). */
  factor: number;
  why: string;
}

export const PAIR_RULES: PairRule[] = [
  { tags: ['drink', 'drink'], factor: 0.85, why: 'two drinks happen (water and a coffee) but rarely' },
  { tags: ['dessert', 'dessert'], factor: 0.85, why: 'two desserts read as a treat, not a meal' },
  { tags: ['snack', 'snack'], factor: 0.9, why: 'two hot snacks or sweets beside a meal' },
  { tags: ['dessert', 'snack'], factor: 0.9, why: 'a dessert and a snack beside a meal' },
  { tags: ['side', 'side'], factor: 0.97, why: 'two side dishes are common at a convenience store' },
  { tags: ['main:noodle', 'soup'], factor: 0.7, why: 'noodles already come in their broth' },
  { tags: ['combo', 'soup'], factor: 0.8, why: 'a set meal already has its soup' },
  { tags: ['combo', 'side'], factor: 0.95, why: 'a set meal already has its side dishes' },
  { tags: ['main:rice', 'main:bread'], factor: 0.85, why: 'a rice ball with a bread roll is an odd meal' },
  { tags: ['main:noodle', 'main:noodle'], factor: 0.8, why: 'two noodle dishes' },
  { tags: ['main:rice', 'soup'], factor: 1.06, why: 'rice with miso soup is the classic pairing' },
  { tags: ['main:bread', 'drink'], factor: 1.04, why: 'a sandwich or bread with a drink' },
];

/**
 * A later answer leaves out the sides, soups and extras of the earlier ones only while its core still
 * makes a set without them of at least this share of its best set's objective; below it, the answer is
 * that best set, sharing them (docs/sets.md → Variety): five different meals, but not a poor meal to
 * vary a pickle.
 */
export const VARIETY_FLOOR = 0.85;

/** Two pieces of the same product (sold by the piece): a little less natural than two different ones. */
export const SAME_ITEM_FACTOR = 0.95;

/** Item count factor: two or three pieces are the usual purchase; one is a meal, not a set; five is a lot to carry. */
export const ITEM_COUNT_FACTORS: Record<number, number> = { 1: 0.9, 2: 1, 3: 1, 4: 0.95, 5: 0.9 };

export type Axis = 'cal' | 'protein' | 'fat' | 'carbs';
export const AXES: readonly Axis[] = ['cal', 'protein', 'fat', 'carbs'];

export interface AxisRule {
  /** kcal per unit: a miss on every axis is measured in kcal. */
  kcalPerUnit: number;
  /** Weight of a kcal missed below the target and of one above it. */
  under: number;
  over: number;
}

/**
 * Fit (docs/sets.md → Fit). Energy-weighted through Atwater's factors, so 10 g of fat (90 kcal)
 * weighs more than 10 g of carbohydrate (40 kcal). Going over the energy or fat left is worse than
 * staying under; protein short of its target is what users most often track, and extra protein
 * rarely worries anyone.
 */
export const AXIS_RULES: Record<Axis, AxisRule> = {
  cal: { kcalPerUnit: 1, under: 1, over: 2 },
  protein: { kcalPerUnit: KCAL_PER_GRAM.protein, under: 1.5, over: 0.5 },
  fat: { kcalPerUnit: KCAL_PER_GRAM.fat, under: 0.5, over: 1.5 },
  carbs: { kcalPerUnit: KCAL_PER_GRAM.carbs, under: 1, over: 1 },
};

/** Misses are divided by the target's energy, never by less than this (a 0-60 kcal target is not a 1,000 % miss). */
export const ENERGY_SCALE_FLOOR_KCAL = 100;

/** Likelihood of choice (docs/sets.md → Likelihood). */
export const LIKELIHOOD = {
  /** Catalog popularity runs 0-1000; its log is divided by log(1 + this). */
  popularityReference: 1000,
  /** The popularity part runs from 1 − this (nobody buys it) to 1 (the best sellers). */
  popularityWeight: 0.15,
  /** Each item the user logged at the store adds up to this share, averaged over the set's pieces. */
  itemHistoryWeight: 0.3,
  /** The set's best pair the user logged at the store adds up to this share. */
  pairHistoryWeight: 0.6,
  /** Distinct days at which history counts in full. */
  historySaturationDays: 4,
  /** A pair recorded on this many distinct days makes the set `usual` (API-SPEC.md → Sets). */
  usualPairMinDays: 2,
} as const;
