import type { MextFood } from '../mext/mext-table';

/** How a food behaves in a meal: which portion rules, hosts and cooking rules apply to it. */
export type FoodKind =
  | 'rice'
  | 'bread'
  | 'noodle'
  | 'cereal'
  | 'meat'
  | 'fish'
  | 'egg'
  | 'soy'
  | 'veg'
  | 'fruit'
  | 'dairy'
  | 'nuts'
  | 'pickles'
  | 'sweet'
  | 'snack'
  | 'spread'
  | 'seasoning'
  | 'drink'
  | 'coffee'
  | 'alcohol'
  | 'water'
  | 'dish';

/** The kinds of entry that are drinks: sold by the can, iced by アイス glued before them, no main of a set. */
export const DRINK_KINDS: ReadonlySet<string> = new Set<FoodKind | DishKind>(['drink', 'coffee', 'alcohol']);

/**
 * The kinds of entry no set is served for (お弁当とバナナ: a banana and a bento, not a banana on the bento's rice): drinks,
 * sweets, fruit and what goes with a meal rather than making one.
 */
export const NO_MAIN_KINDS: ReadonlySet<string> = new Set<string>([
  ...DRINK_KINDS,
  'water',
  'fruit',
  'sweet',
  'snack',
  'dairy',
  'nuts',
  'pickles',
  'spread',
  'seasoning',
]);

/** What a dish is, for the portion words and set rules (PORTIONS.md: 丼, カレー皿, noodles, 定食). */
export type DishKind = 'don' | 'curry' | 'noodle' | 'pasta' | 'okazu' | 'fried' | 'soup' | 'side' | 'bread' | 'drink';

export interface EntryPart {
  food: MextFood;
  foodKey: string;
  grams: number;
  labelJa: string;
  labelEn: string;
  kind: FoodKind;
  /** The rice or noodles of a dish: what 大盛り and 小盛り change (PORTIONS.md → Staples). */
  staple: boolean;
  /**
   * Grams of whatever is named in place of this part (味噌汁's 豆腐 and わかめ → なめこ 15 g, a pasta's
   * tomato sauce → ミートソース 150 g); undefined for a part that is not replaceable.
   */
  fillingGrams: number | undefined;
  /**
   * The filling the text named this part as (the named food's or dish's key); the parts of one named
   * filling go in the same piece (ツナマヨ: its tuna and its mayonnaise). Unset for the recipe's own.
   */
  namedFilling?: string;
  /** g per ml of a drink, so its component is named in ml (牛乳 180ml); undefined for foods. */
  density: number | undefined;
  /**
   * The food is its MEXT variant by definition (サラダチキン is skinless breast; `!` after the MEXT
   * number in foods.tsv): the name leaves no variant open (docs/analyze-text.md → the variant error).
   */
  variantFixed: boolean;
  /** How the text says this part was cooked, where the recipe's food was another (a chicken cutlet for its とんかつ: breaded). */
  cooking?: CookingMethod;
  /** The text named this part (焼肉 カルビ: the カルビ): another cut of its food named after it is a second food beside it. */
  named?: boolean;
}

/** The amount of a food on its host, and the food it becomes there (milk in coffee: creamer). */
export interface HostAmount {
  grams: number;
  part: EntryPart | undefined;
}

/** Something a text can name: a food, a dish of several parts, from the lexicon, the catalog or the table. */
export interface Entry {
  key: string;
  source: 'lexicon' | 'catalog' | 'table';
  nameJa: string;
  nameEn: string;
  /** FoodKind for one-food entries; DishKind for dishes. */
  kind: FoodKind | DishKind;
  isDish: boolean;
  parts: EntryPart[];
  /** Grams of one unit (個, 枚, 杯…) of a one-food entry; volumes already in grams. */
  unitGrams: ReadonlyMap<string, number>;
  /** Pieces per standard serving of a dish (餃子 個=6). */
  piecesPerServing: ReadonlyMap<string, number>;
  /** g per ml when the entry is measured by volume (drinks, spoons). */
  density: number | undefined;
  /**
   * An alcoholic drink's strength (drink-strengths.tsv): a strength written on it (缶チューハイ 9%) or its can's (ハイボール
   * 500ml缶) scales the alcohol it holds, the rest of the drink as it is (entry-amount.ts).
   */
  strength?: DrinkStrength;
  /**
   * A food weighed by weight that a drink measured as served is made of (foods.tsv's @: プロテイン in プロテインシェイク):
   * its grams per ml of that drink, for a volume written on the food's own word (プロテイン 300ml: 30 g, not 300).
   */
  gramsPerServedMl?: number;
  /**
   * A drink named by a word that is also another thing's (山崎, 響, 久保田: foods.tsv's `<key>-when-drunk` rows): the drink
   * only where the text says it is drunk (match/drink-brand-context.ts).
   */
  whenDrunk?: boolean;
  /**
   * Amount when it goes with a host, per host piece: a host kind (butter on bread 8 g per slice) or a
   * dish key (甘えび on nigiri 12 g).
   */
  hostGrams: ReadonlyMap<string, HostAmount>;
  /** True where PORTIONS.md (or the documented conventions) fixes the serving; false for table defaults. */
  standardPortion: boolean;
  /** A dish whose recipe is this engine's convention, not PORTIONS.md's (dishes.tsv notes). */
  conventionRecipe: boolean;
  /** A Western dish: the plain 「パン」 beside it is ロールパン 2個 (PORTIONS.md → Staples). */
  western: boolean;
  /**
   * A noodle dish served apart from its soup or sauce (つけ麺, ざるそば, まぜそば: dishes.tsv style `dipping`), whose
   * shops weigh it by its noodles: a weight written on it is the noodles' as served, boiled. This is the grams of
   * the recipe's noodles per gram of them boiled (中華めん 生: 0.53; ゆでそば: 1).
   */
  noodleGramsPerBoiled?: number;
  /**
   * A hot pot a table eats from (鍋, もつ鍋, しゃぶしゃぶ: dishes.tsv style `pot`), whose serving is one person's: shared
   * with no amount of it said, the pot held a serving for each who shared it.
   */
  tablePot?: true;
  /**
   * A dish served whole to a table (a pizza, a bucket of fried chicken: dishes.tsv style `table`), whose serving is the
   * whole: eaten with N others and no amount of it said, the eater had one of N + 1 shares ("pizza with 2 friends").
   */
  tableDish?: true;
  /**
   * A chain's own product that the lexicon reads (からあげクン: dishes.tsv style `product`): the engine weighs it, and the
   * item is also looked up in every chain, as a word it could not read would be, for the chain's published values.
   */
  chainProduct?: true;
  /**
   * A bowl of soup noodles (ラーメン, かけうどん) whose recipe weighs its soup as a concentrate and its noodles raw: how
   * many grams the bowl weighs as served (noodles boiled, the broth with its water) per gram of the recipe. A weight
   * written on the dish is the bowl's as served.
   */
  servedGramsPerRecipeGram?: number;
  /**
   * An instant cup noodle's noodles as eaten when its soup is left (MEXT's 調理後のめん （スープを残したもの）), in grams
   * per gram of the dry cup (カップラーメン スープは飲まなかった).
   */
  drainedNoodles?: EntryPart;
  /**
   * Size words that mean another size at this dish's shops (dish-sizes.tsv: at ラーメン二郎, 小 is the
   * normal bowl), keyed by the word's term key.
   */
  ownSizes?: ReadonlyMap<string, PortionWord>;
  /**
   * Size classes of a food sold graded by the piece (卵 L, Sサイズ: piece-sizes.tsv), keyed by the word's term
   * key: how many of its standard piece one piece of that class weighs.
   */
  pieceSizes?: ReadonlyMap<string, number>;
}

/** drink-strengths.tsv: a drink's alcohol by volume as its row counts it, and how more of it is counted. */
export interface DrinkStrength {
  /** % alcohol by volume of the drink as its row counts it (a highball glass 3.43, MEXT's 缶チューハイ 7.1). */
  percent: number;
  /** % of the drink as served where none is written, when its row counts another (ストロング 9 % of MEXT's 7.1 % 缶チューハイ). */
  servedPercent?: number;
  /** % of the drink sold in a can, where the can is stronger than the glass (a canned highball 7). */
  cannedPercent?: number;
  /** The distilled spirit the drink's alcohol is (its own part, or the 甲類焼酎 a chuhai is made with). */
  spirit?: EntryPart;
  /**
   * The drink's words that are a brand sold in flavours, folded (ほろよい, ストロングゼロ, 檸檬堂): a fruit or another
   * chuhai named right after one is its flavour (ほろよい 白いサワー, ストロングゼロ ダブルレモン), not a drink beside it.
   */
  brands?: ReadonlySet<string>;
}

export type PortionWord =
  | 'large'
  | 'extra'
  | 'regular'
  | 'small'
  | 'half'
  | 'little'
  | 'plenty'
  | 'smaller'
  | 'bigger'
  /** 濃いめ: more of a drink's distilled spirit in the same glass; nothing else changes. */
  | 'stronger'
  /** ダブル: two measures of a drink's spirit, two of a dish's toppings on one staple (a double burger), else two servings. */
  | 'double'
  /** トリプル: three of what ダブル doubles (サーティワン トリプル: three scoops; a triple whisky three measures). */
  | 'triple'
  /** 全部, all the: all of it, the serving as it is (スープ全部飲んだ: the whole broth of the noodle soup before). */
  | 'whole'
  /** 小鉢: what a side bowl holds, the serving up to SIDE_BOWL_GRAMS (肉じゃが 小鉢 150 g; ひじき煮 小鉢 its 50 g). */
  | 'side-bowl'
  /**
   * 上, 特上: a grade whose shops serve more of the topping on the same rice (dish-sizes.tsv: うな重 上 three quarters of an
   * eel, 特上 a whole one); at any other dish a grade is the quality of what it holds, the standard serving (regular).
   */
  | 'grade-up'
  | 'grade-top';
export type CookingMethod =
  | 'grill'
  | 'saute'
  | 'gridiron'
  | 'salt-grill'
  | 'stirfry'
  | 'deepfry'
  | 'tempura'
  | 'breaded'
  | 'karaage'
  | 'boil'
  | 'steam'
  | 'simmer'
  | 'teriyaki'
  /** 蒲焼き after a fish other than eel: floured, pan-fried, glazed in a たれ (いわしの蒲焼き). */
  | 'kabayaki'
  /** みりん漬け: the fresh fish with the marinade it absorbed. */
  | 'mirin-zuke'
  /** 香草パン粉焼き: baked under a coat of パン粉 and oil with herbs. */
  | 'crumb-bake'
  /** 香草焼き: grilled with herbs and oil. */
  | 'herb-grill'
  | 'scramble'
  | 'raw';
/** 定食, 弁当, 丼; `bowl` is the English word, a 丼 only when said of a main with no staple (estimate/item-plan.assemble.ts). */
export type SetWord = 'teishoku' | 'bento' | 'don' | 'bowl';

export type Modifier =
  | { type: 'portion'; value: PortionWord }
  | { type: 'cooking'; value: CookingMethod }
  | { type: 'set'; value: SetWord }
  /** なし, 抜き, no, without: the food named with it is not eaten (a dish's or a set's part is left out). */
  | { type: 'negation' }
  /** 麺, noodles: the noodles of a dish named in the text, for a size word addressed to them (ラーメン、麺大盛り). */
  | { type: 'part'; value: 'noodle' }
  /** おかわり, seconds: one more serving of the food, beside the one a dish or set already has. */
  /** One more serving; `refill` (おかわり, seconds) says a first serving came before it. */
  | { type: 'additional'; value?: 'refill' }
  /** 具なし: the dish before it without its contents (味噌汁 具なし: the broth and miso, no tofu or wakame). */
  | { type: 'plain' }
  /** 皮なし, つぶあん, 高糖度, ストレート: the MEXT variant the text states (the word MEXT's names use). */
  | { type: 'variant'; value: string }
  | { type: 'filler' };
