import { CATALOG_GENRES } from '@shokuji/contracts';
import { DRINK_GENRES } from './food-kind-words';
import type { Theme } from './search-engine';
import { takeWords, type TakenWords } from './typed-words.take';

/**
 * The genres a wish for a kind of nutrition means when q names no food beside it (セブン 低カロリー, 低カロリー, ローソン 低糖質):
 * every genre but the drinks and alcohol. Ordered by the wish alone, the popular items' 0 kcal coffees and teas came first
 * (the search also leaves the toppings out: 紅しょうが, 和風ドレッシング).
 */
const NO_FOOD_ALONE = new Set([...DRINK_GENRES, 'alcohol']);
export const FOOD_GENRES: readonly string[] = CATALOG_GENRES.map((genre) => genre.id).filter((id) => !NO_FOOD_ALONE.has(id));

/**
 * The words after a nutrient that ask for little of it, one list for each (カロリーカット, 糖質低め, 脂質カット): each nutrient
 * had its own few, so カロリーカット went to its word カット (カットステーキ). ゼロ asks it of 糖質 alone: カロリーゼロ is the
 * zero-calorie wish, read first, and the names write 脂肪ゼロ (the dairy), which 脂質ゼロ's typo pass reaches.
 */
const LESS_OF = '(?:オフ|off|控えめ|ひかえめ|少なめ|少ない|低め|低い|カット|制限)';
/**
 * Between a nutrient and how much of it: nothing, が or a space (カロリー 低い パン, たんぱく質が多い: typed apart, カロリー was
 * read as the values asked and 低い left out, and たんぱく質 多い コンビニ listed a 豚まん 大入り by 多い).
 */
const THEN = '(?:\\s|が)?';

/**
 * Words that ask for little salt (減塩, 塩分控えめ, 塩分が少ない, low salt, low sodium): the items' labels give salt
 * (食塩相当量) per serving on nearly every row, so it is a theme as low-carb is, the fewest grams first (round 35). 減塩 and
 * 低塩 are label words too: where the names q matched write them (鮭（減塩）), the names answer (nutrition-wish.search.ts).
 * 塩 alone before how much is read glued only (塩控えめ): apart, 少なめ is a size (ご飯少なめ). 無塩 and 食塩不使用 are left to
 * the names (無塩バター); 塩分 and sodium alone ask a value, not an order (no-data-words.ts).
 */
export const LOW_SALT_WORDS = new RegExp(
  `減塩|低塩|塩分${THEN}(?:${LESS_OF}|ゼロ)|塩(?:控えめ|ひかえめ)|\\b(?:low|less|lower|reduced)[- ]?(?:salt|sodium)\\b|\\blow in (?:salt|sodium)\\b|\\b(?:salt|sodium)[- ]?free\\b|\\bunsalted\\b`,
  'g',
);

/**
 * How catalog names and categories state a wish (糖質70％オフ, the category ロカボ, コーラ（ゼロ）, 脂肪ゼロ): the rows that say it
 * are what the wish asks for, before the foods that meet it by their numbers (round 48: 低糖質 listed a cheese and 茶碗蒸し first
 * and none of the rows named 糖質70％オフ or filed under ロカボ; カロリーゼロ listed teas before the drinks named ゼロ). `search`
 * are the words asked of the names (with the rest of q), `states` what a name or category must write (folded: NFKC, lower case).
 */
export interface WishLabel {
  search: readonly string[];
  states: RegExp;
}

/**
 * Words that ask for a kind of nutrition rather than name a food (低カロリー, high protein, 低脂質,
 * ヘルシー): no catalog name holds them, so typed into q they found nothing (セブン 低カロリー) or
 * a food their words happen to spell (high protein: プロテイン飲料). Each maps to the theme ranking
 * that answers it (docs/catalog-search.md → A wish for a kind of nutrition). Written folded (NFKC,
 * lower case). Diet in English is the low-calorie wish (round 16: alone it named nothing), and before a soda it names
 * (diet coke) the zero-calorie one (round 17).
 */
const THEME_WISHES: readonly {
  theme: Theme;
  order: string;
  limits?: readonly NutritionLimit[];
  /** The wish asks for anything, drinks too, when q names no food (zero calories: the teas and the ゼロ sodas). */
  anyItem?: true;
  /** How names and categories state the wish (round 48), listed first: see WishLabel. */
  label?: WishLabel;
  words: RegExp;
}[] = [
  {
    // A label may say カロリーゼロ (ノンカロリー) below 5 kcal per 100 ml (栄養表示基準), so a 500 ml bottle holds under 25
    // kcal: the cap, with the fewest kcal first. Read as low-cal alone, 0 kcal named nothing (カロリーゼロ 飲み物). Diet before
    // a soda it names (diet coke, ダイエットコーラ) is that label: diet coke listed the plain コーラ rows by its head word, where
    // the shops sell コーラ（ゼロ） (round 17).
    theme: 'low-cal',
    order: 'カロリーの低い順',
    limits: [{ field: 'cal', bound: 'max', value: 25 }],
    anyItem: true,
    // The drinks named ゼロ (コーラ（ゼロ）); 脂肪ゼロ and 糖質ゼロ state another nutrient.
    label: {
      search: ['ゼロ', 'ノンカロリー'],
      states: /(?<!脂肪|脂質|糖質|糖類|塩分)ゼロ(?!カロリー)|ゼロカロリー|カロリーゼロ|ノンカロリー|\bzero\b/,
    },
    words:
      /カロリーゼロ|ゼロカロリー|カロリー0(?![\d.])|(?<![\d.])0\s?(?:kcal|カロリー)|ノンカロリー|\bzero[- ]?cal(?:orie)?s?\b|\bcalorie[- ]?free\b|(?<![\d.])\b0[- ]?cal(?:orie)?s?\b|\bdiet\b(?=\s*(?:coke|cola|soda|pepsi)s?\b)|ダイエット(?=\s*(?:コーラ|ペプシ|コーク|ソーダ))/g,
  },
  {
    // light as English for 軽い (light lunch listed a pickled cucumber, "Lightly pickled"): read only when the names match few.
    theme: 'low-cal',
    order: 'カロリーの低い順',
    label: {
      search: ['カロリー'],
      states: /低カロリー|ローカロリー|カロリー(?:オフ|off|カット|ハーフ|控えめ|ひかえめ)|\blow[- ]?cal(?:orie)?s?\b/,
    },
    words: new RegExp(
      `低カロリー|低カロ|ローカロリー|カロリー${THEN}${LESS_OF}|ヘルシー|ダイエット|軽め|軽い(?:もの|物)?|\\blow[- ]?cal(?:orie)?s?\\b|\\bhealthy\\b|\\blight\\b|\\bdiet\\b(?!\\s*(?:coke|cola|soda|pepsi|drinks?)\\b)`,
      'g',
    ),
  },
  {
    // protein typed last, where a time of eating was taken out first (protein snack, protein bar, protein lunch: the service
    // reads the time before the wish), is this wish (round 15); before another word it is left to the names (プロテイン飲料).
    // プロテイン glued before a katakana word is the wish where no name holds the two (プロテインバー: the bars with the most
    // protein, as no protein bar is sold; stop 83): the wish is read only when the names match few, and a glued word that
    // names rows stays theirs (プロテインドリンク).
    theme: 'protein',
    order: 'たんぱく質の多い順',
    // The category 高たんぱく and the names たんぱく質が摂れる….
    label: {
      search: ['高たんぱく', 'たんぱく質'],
      states: /高たんぱく|高タンパク|高蛋白|(?:たんぱく|タンパク|蛋白)質?が(?:摂れる|とれる)|ハイプロテイン|\bhigh[- ]?protein\b/,
    },
    words: new RegExp(
      `高たんぱく|高タンパク|高蛋白|(?:たんぱく|タンパク|蛋白)質?${THEN}(?:多め|多い|豊富|高め|高い)|ハイプロテイン|プロテイン(?=[ァ-ヶー]{2,}$)|\\bhigh[- ]?protein\\b|\\bprotein[- ]?rich\\b|(?<=^|\\s)protein$|(?:ジム|筋トレ|トレーニング|ワークアウト|運動)後|\\bpost[- ]?workout\\b|\\bafter (?:the )?(?:gym|workout)\\b`,
      'g',
    ),
  },
  {
    theme: 'low-fat',
    order: '脂質の少ない順',
    // 脂肪ゼロ (the dairy) and 低脂肪乳, milk that says so.
    label: {
      search: ['脂肪', '脂質'],
      states:
        /低脂肪|低脂質|無脂肪|(?:脂肪|脂質)(?:\d+(?:\.\d+)?%)?(?:ゼロ|0|オフ|off|カット|控えめ|ひかえめ)|ノンファット|\blow[- ]?fat\b|\bfat[- ]?free\b/,
    },
    // Fat free asks for as little fat as there is (it named nothing: no name holds fat), as 無脂肪 does. Not nonfat: it is
    // a grade of milk, which the names write 無脂肪乳 (nonfat 20g stays an amount of it). あっさり and さっぱり say a dish is light,
    // not oily (あっさり ラーメン named nothing: no name holds both words; round 21); a name that holds one keeps it (手羽元の
    // さっぱり煮), as the wish is read only where the names match few.
    words: new RegExp(
      `低脂質|低脂肪|無脂肪|(?:脂質|脂肪)${THEN}${LESS_OF}|ローファット|ノンファット|(?:あっさり|さっぱり)(?:め|した)?|\\blow[- ]?fat\\b|\\bfat[- ]?free\\b`,
      'g',
    ),
  },
  {
    theme: 'balance',
    order: 'PFCバランスのよい順',
    words: /栄養バランス|バランスのいい|バランスの良い|バランスのよい|\bbalanced\b/g,
  },
  {
    theme: 'low-carb',
    order: '炭水化物の少ない順',
    // 糖質70％オフ and the category ロカボ.
    label: {
      search: ['糖質', 'ロカボ', 'ローカーボ'],
      states: /低糖質|ロカボ|ローカーボ|(?:糖質|糖類)(?:\d+(?:\.\d+)?%)?(?:ゼロ|0|オフ|off|カット|控えめ|ひかえめ)|\blow[- ]?carb/,
    },
    // Sugar in English is 糖質 on a Japanese label (low sugar went to the head noun sugar: シナモンプチフォッカ). No name writes
    // 糖質ゼロ: it went to the related items (ガトーショコラ). Keto is the low-carbohydrate diet (it went to the typo pass).
    words: new RegExp(
      `低糖質|低糖|糖質${THEN}(?:${LESS_OF}|ゼロ)|低炭水化物|ロカボ|ローカーボ|\\blow[- ]?(?:carb(?:s|ohydrates?)?|sugar)\\b|\\bketo(?:genic)?\\b`,
      'g',
    ),
  },
  {
    theme: 'low-salt',
    order: '塩分の少ない順',
    label: { search: ['減塩', '低塩', '塩分'], states: /減塩|低塩|塩分(?:\d+(?:\.\d+)?%)?(?:ゼロ|オフ|off|カット|控えめ|ひかえめ)/ },
    words: LOW_SALT_WORDS,
  },
];

const PROTEIN_THEME = { theme: 'protein' as const, order: THEME_WISHES.find(({ theme }) => theme === 'protein')!.order };

/**
 * Words that ask for a low price rather than name a food (cheap lunch, 安い 弁当): no name holds them, so cheap lunch listed
 * the names holding lunch (お子様ランチ, ランチパック) and left cheap out. Round 15 reads them as the order sort=price-asc
 * would set, the cheapest first. Written folded (NFKC, lower case); 安 alone is left to the names (安納芋).
 */
const PRICE_WORDS = /安い|安め|格安|激安|お手頃|\bcheap(?:er|est)?\b|\binexpensive\b|\baffordable\b|\bbudget\b/g;

/**
 * Words that ask for a hearty meal, a big one (がっつり 丼, ガッツリ 弁当, hearty): no name holds them, so がっつり 丼 found nothing
 * and said がっつり matched no name (round 21 left it). Round 23 reads them as a wish for the most energy (sort: cal-desc), which
 * the search answers by ranking the food's best matches by kcal: the large sizes and the dishes of more meat and rice first, as
 * a hearty appetite asks. Folded (NFKC, lower case); ボリューム alone and 満腹 are left to the names (ボリュームロースかつサンド,
 * 満腹濃厚豚ラーメン).
 */
const HEARTY_WORDS =
  /がっつり(?:系|め)?|ガッツリ(?:系|め)?|ボリューミー|ボリューム(?:満点|たっぷり|系)|(?:お)?腹いっぱい|お腹一杯|腹一杯|\bhearty\b|\bbig meals?\b/g;

/**
 * A price cap typed in q (500円以下, ドリア 300円まで, under 500 yen, 800 yen or less): no name holds it, so 500円以下 ランチ found
 * nothing (round 16). Read as a cap on the price, which items without one (the generic dishes) cannot meet. Folded (NFKC, lower
 * case); the number is the first group that matched.
 */
const PRICE_CAP =
  /(?<![\d.])(\d+)\s*(?:円|yen)\s*(?:以下|未満|まで|以内|or less|or under)|\b(?:under|below|less than|up to|at most|within)\s*(?:¥\s*)?(\d+)\s*(?:円|yen)|¥\s*(\d+)\s*(?:以下|未満|まで|以内|or less|or under)/g;

/**
 * A price typed with no bound, a word of its own (高たんぱく 200円, ラーメン 500円, ramen 500 yen): no name holds a price, so 高たんぱく
 * 200円 found nothing and said 200円 matched no name (round 47). Beside a wish or a food it is read as a cap, the most a person says
 * they will pay; alone (200円) it names nothing to look for, and beside a chain alone (ローソン 100円: ローソンストア100?) it stays a
 * word, as round 16 left every price with no bound.
 */
const PRICE_UNBOUNDED = /(?<=^|\s)(?:(\d+)\s*(?:円|yen)|¥\s*(\d+))(?=\s|$)/g;

/** The bounds of PRICE_CAP that leave the price named out (未満, under, below, less than; not 500 yen or under). */
const STRICT_PRICE_CAP = /未満|^(?:under|below|less than)\b/;

export type LimitField = 'cal' | 'protein' | 'fat' | 'carbs';

/** A hard limit typed in q (500kcal以下, たんぱく質20g以上, under 500 kcal): the same as calMax=500 or proteinMin=20. */
export interface NutritionLimit {
  field: LimitField;
  bound: 'min' | 'max';
  value: number;
}

const AXIS_WORDS: Record<LimitField, string> = {
  cal: 'カロリー|エネルギー|kcal|calories|calorie|cal',
  protein: 'たんぱく質|タンパク質|蛋白質|たんぱく|タンパク|protein',
  fat: '脂質|脂肪|fat',
  carbs: '炭水化物|糖質|carbohydrates?|carbs?',
};
/**
 * Axis words read only before or after a bound (プロテイン 20g以上: round 17, it said each word matches alone). プロテイン with
 * grams and no bound stays the names' (プロテイン 20g: the protein drinks, a scoop's amount left out), and alone it is theirs.
 */
const BOUNDED_AXIS_WORDS: Partial<Record<LimitField, string>> = { protein: 'プロテイン' };
const axisWordsOf = (field: LimitField) => [AXIS_WORDS[field], BOUNDED_AXIS_WORDS[field]].filter(Boolean).join('|');
const AXIS = `(${(Object.keys(AXIS_WORDS) as LimitField[]).map(axisWordsOf).join('|')})`;
const ENERGY_UNITS = 'kcal|キロカロリー|カロリー|calories|calorie|cal';
const NUMBER = '(\\d+(?:\\.\\d+)?)';
const UNIT = `(${ENERGY_UNITS}|g|グラム)?`;
const MAX_AFTER = '以下|未満|まで|以内|or less|or under';
const MIN_AFTER = '以上|超え|超|or more';
const MAX_BEFORE = 'under|below|less than|up to|at most';
const MIN_BEFORE = 'over|above|more than|at least';
/** [axis] number [unit] [axis] bound-after: 500kcal以下, カロリー300以下, たんぱく質20g以上, 10g fat or less. */
const LIMIT_AFTER = new RegExp(`(?:${AXIS}\\s*)?${NUMBER}\\s*${UNIT}\\s*(?:の\\s*)?(?:${AXIS}\\s*)?(${MAX_AFTER}|${MIN_AFTER})`, 'g');
/** bound-before number [unit] [of] [axis]: under 500 kcal, at least 20 g protein, less than 10g of fat. */
const LIMIT_BEFORE = new RegExp(`\\b(${MAX_BEFORE}|${MIN_BEFORE})\\s*${NUMBER}\\s*${UNIT}\\s*(?:of\\s*)?(?:${AXIS}\\b)?`, 'g');
const UPPER_BOUNDS = new Set([...MAX_AFTER.split('|'), ...MAX_BEFORE.split('|')]);
/** The nutrients weighed in grams: protein, fat, carbohydrates. */
const GRAM_AXIS = `(${AXIS_WORDS.protein}|${AXIS_WORDS.fat}|${AXIS_WORDS.carbs})`;
/** A theme's word that an axis word ends (高たんぱく, high protein): the axis stays in the text for the theme. */
const THEME_BEFORE_AXIS = /(?:[高低]|\b(?:high|low)[- ]?)$/;
/**
 * A nutrient named with grams and no bound: axis number [g] (protein 20g, たんぱく質20g) or number g [of] axis (20g protein).
 * An energy amount with no bound stays an amount (弁当 500kcal).
 */
const GRAMS_UNBOUNDED = new RegExp(
  `(?<![a-z])${GRAM_AXIS}\\s*${NUMBER}\\s*(?:g|グラム)?(?![\\d.a-z])|(?<![\\d.])${NUMBER}\\s*(?:g|グラム)\\s*(?:of\\s*|の\\s*)?${GRAM_AXIS}(?![a-z])`,
  'g',
);

const AXIS_PATTERNS = (Object.keys(AXIS_WORDS) as LimitField[]).map((field) => ({
  field,
  pattern: new RegExp(`^(?:${axisWordsOf(field)})$`),
}));
const ENERGY_UNIT = new RegExp(`^(?:${ENERGY_UNITS})$`);

const axisField = (axis: string | undefined) => AXIS_PATTERNS.find(({ pattern }) => axis !== undefined && pattern.test(axis))?.field;
/**
 * The limit a match states: on energy for a unit of energy, whatever word comes before it (高たんぱく 300kcal以下 is
 * protein's wish and an energy cap: it read たんぱく質300g以下 and listed colas), else on its axis word's field; null for
 * a bare number of grams.
 */
function limitOf(axis: string | undefined, unit: string | undefined, value: string, bound: string): NutritionLimit | null {
  const field = unit !== undefined && ENERGY_UNIT.test(unit) ? 'cal' : axisField(axis);
  return field === undefined ? null : { field, bound: UPPER_BOUNDS.has(bound) ? 'max' : 'min', value: Number(value) };
}

/**
 * A nutrient named alone (カロリー, 糖質, たんぱく質, 栄養成分, calories), typed apart or after の: beside a food (牛丼 カロリー,
 * 牛丼のカロリー, big mac calories) it asks what the food holds, which every item's values answer. No name holds the word, so
 * q as typed found nothing (「カロリー」はどの名前にも一致しません), or nothing and no word (チーズケーキ 糖質: 糖質 alone meets
 * 糖質50%オフ names). English protein and fat are left to the names (protein bar, プロテイン).
 */
const NUTRIENT_NAMES = [
  ...Object.values(AXIS_WORDS)
    .flatMap((words) => words.split('|'))
    .filter((word) => !['protein', 'fat', 'cal'].includes(word)),
  ...['栄養成分', '栄養素', '栄養', 'nutrition', 'macros'],
];
const NUTRIENT_NAMED = new RegExp(`(?:(?<=^|\\s)|の)(${NUTRIENT_NAMES.join('|')})(?=\\s|$)`, 'g');

/** The nutrients q names alone (NUTRIENT_NAMED) and q without them (folded); null when it names none. */
export function nutrientNamesIn(q: string): { words: string[]; rest: string } | null {
  const text = q.normalize('NFKC').toLowerCase();
  const words = [...text.matchAll(NUTRIENT_NAMED)].map((match) => match[1]!);
  if (!words.length) return null;
  return { words, rest: text.replace(NUTRIENT_NAMED, ' ').replace(/\s+/g, ' ').trim() };
}

export interface NutritionWish {
  /** The theme ranking the wish asks for, and how it orders the items (カロリーの低い順). */
  theme?: { theme: Theme; order: string };
  /**
   * Other themes q asks for beside it (低脂質 高たんぱく: protein's, then low fat's), in the table's order; the items are
   * ranked by all of them together.
   */
  otherThemes?: { theme: Theme; order: string }[];
  limits: NutritionLimit[];
  /**
   * The order a wish for a low price asks for (PRICE_WORDS: cheap, 安い): the cheapest first; or a wish for a hearty meal
   * (HEARTY_WORDS: がっつり, hearty): the most energy first.
   */
  sort?: 'price-asc' | 'cal-desc';
  /** The words that asked for it, as typed (folded). */
  sortWords?: string[];
  /**
   * The words that asked for a hearty meal where a low price was asked too, whose order is the price's (安い がっつり): read, and
   * said so, though the price sets the order (round 25: the message named 安い alone).
   */
  heartyWords?: string[];
  /** The most yen an item may cost (PRICE_CAP: 500円以下), and the words that asked for it (folded). */
  priceMax?: { value: number; words: string[] };
  /** The wish as typed in q (folded). */
  words: string[];
  /** The genres the wish means when the rest of q names no food (FOOD_GENRES), unless it asks for anything. */
  genresAlone?: readonly string[];
  /** q without the wish: the food, shop or kind still to match; empty when q was the wish alone. */
  rest: string;
  /**
   * The words of q (between spaces) that hold the theme's words and more (低脂肪乳, 低カロリー弁当): a name
   * may hold them, and then they are no wish (the caller asks the names).
   */
  gluedWords: string[];
}

/**
 * The wish for a kind of nutrition q holds (a theme, hard limits or both), with q less its words; null when it holds none.
 * `namesFood` says whether the rest of q names more than shops, where a price with no bound beside it is a cap (PRICE_UNBOUNDED).
 */
export function nutritionWishIn(q: string, namesFood?: (rest: string) => boolean): NutritionWish | null {
  let text = q.normalize('NFKC').toLowerCase();
  const words: string[] = [];
  // Before the limits, whose bound-first pattern would read under 500 of under 500 yen as an amount of nothing.
  const priceCaps: number[] = [];
  const priceWords: string[] = [];
  text = text.replace(PRICE_CAP, (match, ...values: (string | undefined)[]) => {
    const yen = Number(values.slice(0, 3).find((value) => value !== undefined));
    // Prices are whole yen: 500円未満 and under 500 yen leave a 500 yen item out, 500円以下 and 500 yen or under keep it.
    priceCaps.push(STRICT_PRICE_CAP.test(match.trim()) ? yen - 1 : yen);
    priceWords.push(match.trim());
    return ' ';
  });
  if (!priceCaps.length) {
    const unbounded = takeWords(text.replace(/\s+/g, ' ').trim(), PRICE_UNBOUNDED);
    const besideWish = THEME_WISHES.some(({ words }) => takeWords(unbounded.rest, words).words.length > 0);
    if (unbounded.words.length === 1 && unbounded.rest !== '' && (besideWish || namesFood?.(unbounded.rest))) {
      priceCaps.push(Number(/\d+/.exec(unbounded.words[0]!)![0]));
      priceWords.push(unbounded.words[0]!);
      text = unbounded.rest;
    }
  }
  const limits: NutritionLimit[] = [];
  /** Takes a limit's words out of the text (replace's callback), leaving a match that states none. */
  const take = (match: string, limit: NutritionLimit | null) => {
    if (limit === null) return match;
    limits.push(limit);
    words.push(match.trim());
    return ' ';
  };
  text = text.replace(
    LIMIT_AFTER,
    (
      match,
      axisBefore: string | undefined,
      value: string,
      unit: string | undefined,
      axisAfter: string | undefined,
      bound: string,
      at: number,
      whole: string,
    ) => {
      const limit = limitOf(axisBefore ?? axisAfter, unit, value, bound);
      // An axis word before a limit on another field is no part of it: it stays for the themes (高たんぱく).
      const strayAxis = axisBefore !== undefined && limit !== null && axisField(axisBefore) !== limit.field;
      // Nor is one a theme word ends (低カロリー 100kcal以下): taken with the limit, it left 低 alone, which met 低脂肪乳 (round 16).
      const themed = axisBefore !== undefined && limit !== null && THEME_BEFORE_AXIS.test(whole.slice(0, at));
      return strayAxis || themed
        ? `${match.slice(0, axisBefore!.length)}${take(match.slice(axisBefore!.length), limit)}`
        : take(match, limit);
    },
  );
  text = text.replace(LIMIT_BEFORE, (match, bound: string, value: string, unit?: string, axis?: string) =>
    take(match, limitOf(axis, unit, value, bound)),
  );
  text = text.replace(
    GRAMS_UNBOUNDED,
    (
      match,
      axisBefore: string | undefined,
      valueAfterAxis: string | undefined,
      valueBefore: string | undefined,
      axisAfter: string | undefined,
      at: number,
      whole: string,
    ) => {
      const field = axisField(axisBefore ?? axisAfter)!;
      // The bound a diet asks: protein at least (protein 20g salad went to its head word, salad, and listed グリーンサラダ
      // first), fat and carbohydrates at most.
      const limit: NutritionLimit = { field, bound: field === 'protein' ? 'min' : 'max', value: Number(valueAfterAxis ?? valueBefore) };
      const themed = axisBefore !== undefined && THEME_BEFORE_AXIS.test(whole.slice(0, at));
      return themed ? `${axisBefore}${take(match.slice(axisBefore.length), limit)}` : take(match, limit);
    },
  );
  const typedLimits = limits.length;
  // Every wish q holds is read (低脂質 高たんぱく): one left in the rest was asked of the names and met 低脂肪乳 by 低脂.
  const taken: TakenWords = { words: [], gluedWords: [], rest: text.replace(/\s+/g, ' ').trim() };
  const wished = THEME_WISHES.filter((wish) => {
    const { words: wishWords, gluedWords, rest } = takeWords(taken.rest, wish.words);
    if (wishWords.length === 0) return false;
    limits.push(...(wish.limits ?? []));
    taken.words.push(...wishWords);
    taken.gluedWords.push(...gluedWords);
    taken.rest = rest;
    return true;
  });
  const price = takeWords(taken.rest, PRICE_WORDS);
  if (price.words.length) {
    taken.gluedWords.push(...price.gluedWords);
    taken.rest = price.rest;
  }
  const cheap = price.words.length > 0;
  const hearty = takeWords(taken.rest, HEARTY_WORDS);
  if (hearty.words.length) {
    taken.gluedWords.push(...hearty.gluedWords);
    taken.rest = hearty.rest;
  }
  // The cheapest first where both are asked: a price is a bound the caller keeps, an appetite one the order serves.
  const sort = cheap
    ? { sort: 'price-asc' as const, sortWords: price.words, ...(hearty.words.length ? { heartyWords: hearty.words } : {}) }
    : hearty.words.length
      ? { sort: 'cal-desc' as const, sortWords: hearty.words }
      : null;
  const priceMax = priceCaps.length ? { value: Math.min(...priceCaps), words: priceWords } : undefined;
  if (wished.length === 0 && limits.length === 0 && !sort && !priceMax) return null;
  const themes = wished
    .map(({ theme, order }) => ({ theme, order }))
    .filter((theme, at, all) => all.findIndex((other) => other.theme === theme.theme) === at);
  // A floor on protein typed with nothing else (protein 30g, たんぱく質 20g以上) asks for protein: its theme's order, where the
  // most popular items within the floor were listed, a 630 kcal mixed grill first (round 17).
  if (!themes.length && taken.rest === '' && limits.some(({ field, bound }) => field === 'protein' && bound === 'min'))
    themes.push(PROTEIN_THEME);
  return {
    ...(themes[0] ? { theme: themes[0] } : {}),
    ...(themes.length > 1 ? { otherThemes: themes.slice(1) } : {}),
    // A limit typed with no food named is for something to eat too (500kcal以下, 糖質10g以下 listed a beer, teas and sodas
    // first; round 46), unless a wish for anything is typed beside it (カロリーゼロ 10kcal以下).
    ...(sort || priceMax || wished.some((wish) => !wish.anyItem) || (typedLimits > 0 && !wished.some((wish) => wish.anyItem))
      ? { genresAlone: FOOD_GENRES }
      : {}),
    limits,
    ...(sort ?? {}),
    ...(priceMax ? { priceMax } : {}),
    words: [...words, ...taken.words],
    rest: taken.rest,
    gluedWords: taken.gluedWords,
  };
}

/** How names state each wish of the table q's wish was read from (WishLabel), in the table's order (round 48). */
export function wishLabelsOf(wish: Pick<NutritionWish, 'words'>): WishLabel[] {
  return THEME_WISHES.filter(({ words }) => wish.words.some((word) => new RegExp(words.source).test(word))).flatMap(({ label }) =>
    label ? [label] : [],
  );
}

/**
 * An energy amount typed with no bound beside a food or a time of eating (朝食 500kcal, ramen 500kcal, お弁当 600キロカロリー):
 * round 14 reads it as the caller's target, as targetCal=500 is (the items nearest it, none more than 5 % over), where it was
 * left out as an amount and the breakfasts of every energy were listed. A target, not a cap: 500kcal with no 以下 says how
 * much the meal holds, about that much, which 500kcal以下 (a limit, read above) does not. 0 kcal is the zero-calorie wish, and
 * an amount alone (300カロリー) names no food to look for, so neither is read here.
 */
const ENERGY_UNBOUNDED = new RegExp(`(?<![\\d.])(?!0(?![\\d.]))${NUMBER}\\s*(?:${ENERGY_UNITS})(?![a-z])`, 'g');

/** The energy target q types beside other words (朝食 500kcal: 500), with q less it (folded); null when it types none. */
export function energyTargetIn(q: string): { value: number; words: string[]; rest: string } | null {
  const { words, rest } = takeWords(q.normalize('NFKC').toLowerCase(), ENERGY_UNBOUNDED);
  // One amount: two (400kcal 600kcal) state no single target.
  if (words.length !== 1 || rest === '') return null;
  // The match begins with the amount (NUMBER) and ends with its unit.
  return { value: Number.parseFloat(words[0]!), words, rest };
}
