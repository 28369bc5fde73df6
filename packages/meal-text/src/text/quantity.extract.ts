import { ENGLISH_NUMBERS, parseNumber, VAGUE_COUNT_WORDS } from './numbers';

/** The strongest % read as a drink's alcohol by volume: a canned or mixed drink's, not a spirit's or a juice's 100 %. */
const MAX_DRINK_STRENGTH = 20;
// The pancakes of a diner's stack, and of its tall stack.
const STACK = 3;
const TALL_STACK = 5;
/** The strongest 度 read as a strength: a spirit's (焼酎 25度, ウイスキー 40度). */
const MAX_SPIRIT_STRENGTH = 60;

/** An amount written in the text, with where it stands (offsets into the folded text). */
export interface Quantity {
  start: number;
  end: number;
  text: string;
  /** Count, grams, millilitres or spoons, per `unit`; a range counts as its middle. */
  value: number;
  /**
   * `g` and `ml` are measures; `serving` multiplies the standard serving (人前, x2); `slice-cut` is
   * the 食パン thickness (N枚切り), `inch` a diameter or length (a 12 inch or 25 cm pizza), both no amount; `container-ml` a vessel (コップ, ペットボトル); anything else is a
   * counter (個, 枚, 杯…) the food may define; `cuts` M of N equal cuts (4等分して1切れ, the value M / N), a share or
   * M pieces by the food (entry-amount.ts).
   */
  unit: string;
  isRange: boolean;
  /** A share among people whose number the text does not say (みんなで分けた, "shared"): its value is the engine's guess. */
  guessed?: boolean;
  /** "a few fries", "a couple of chips": a count that names no number, of the food's smallest piece (a fry, not an order). */
  vague?: boolean;
  /** 各3個, それぞれ2杯, 2杯ずつ: the count of each food listed before it (each-count.ts), not of the last alone. */
  each?: boolean;
  /**
   * A share said before the foods (3人で焼肉 カルビ2人前): of the amounts written after it, the table's order, and
   * of nothing where none is written (4人で鍋: a serving is one person's already).
   */
  ofOrder?: boolean;
  /** おにぎり 2個 うち1個は梅: a count of some of the pieces counted before it (of-which.ts), taken out of that total. */
  outOf?: boolean;
  /**
   * A share said after a list of foods, written again after another food of the list (list-share.ts): where the
   * share itself stands. A food named in two words (お好み焼き 豚玉) takes it once.
   */
  sharedFrom?: number;
  /** Unit `left`: 唐揚げ1個残した, the pieces left, counted in this counter, taken off what the other amounts make the food. */
  counter?: string;
  /**
   * A share said by company alone, with no word of sharing ("pizza with 2 friends", ピザ 友達2人と): the eater's part of
   * a dish served whole to the table (a pizza, a bucket), and of nothing else (entry-amount.ts).
   */
  company?: true;
  /**
   * An English cup (1 cup of rice): the 杯 of the food it counts, and where the food is measured by the American cup
   * (foods.tsv's `cup` unit: cooked rice), that cup's grams, not a bowl's.
   */
  cup?: true;
}

// A fraction first (1/2個 is half a piece, not 2個); NFKC writes ½ as 1⁄2.
const NUM = String.raw`(\d+[/⁄]\d+|\d+(?:\.\d+)?)`;
const RANGE = String.raw`${NUM}(?:\s*(?:〜|~|-|から|to|or)\s*${NUM})?`;

/** The unit of a pot or platter a table shared (サラダ 大皿, カレー 鍋半分): as many servings as the table's people. */
export const TABLE_SERVINGS = 'table-servings';

/** The unit of a count written with かん, until what it counts says 貫 or 缶. */
export const KANA_KAN = 'かん';

/** The unit of a bare number of 100 or more after a food (ビール 500), until the food says ml or g (bare-measure.ts). */
export const BARE_MEASURE = 'measure';

// Counters and measures after a number (folded text: katakana are hiragana), longest first.
const JA_UNITS: Array<[RegExp, string]> = [
  [/^(?:きろぐらむ|kg)/u, 'kg'],
  [/^(?:ぐらむ|g(?![a-z]))/u, 'g'],
  // 350ml缶: the can is the vessel of the volume, not a second amount.
  [/^(?:みりりっとる|ml|cc)(?:\s*缶)?/u, 'ml'],
  [/^(?:りっとる|l(?![a-z]))/u, 'l'],
  [/^(?:人前|人分|にんまえ|servings?)/u, 'serving'],
  [/^(?:切れ|切|きれ|かっと)(?:分)?/u, '切れ'],
  // コ, ケ and ヶ are written for 個 (3コ, 2ケ, 4ヶ); not the first kana of a word (2コーヒー).
  // 卵2個分, あじ1尾分, ご飯2杯分: the amount of so many, the same count (分 was a word of no food). A こ before と or や
  // joining a word not in hiragana is the counter too (ゆで卵2こと昆布茶: 2こ was an unknown word and one egg).
  [/^(?:個分|つ分|個|こ(?:(?=[とや][^ぁ-んー])|(?![ぁ-んー]))|け(?![ぁ-んー])|ゖ|つ|ぴーす)/u, '個'],
  [/^(?:枚分|枚|まい)/u, '枚'],
  [/^(?:本分|本|ほん|ぽん|ぼん)/u, '本'],
  [/^ぱいんと/u, 'パイント'],
  // 抹茶 1服: 服 counts bowls of tea (and doses of a powder), a 杯 of what it follows.
  [/^(?:杯分|杯|はい|ぱい|ばい|椀|碗|わん|服)/u, '杯'],
  // テキーラ 3ショット, エスプレッソ 2ショット: a shot is the drink's own small glass, as the English shot is.
  [/^しょっと/u, '杯'],
  [/^かっぷ(?!めん|麺|らーめん|やきそば|焼きそば)/u, 'カップ'],
  [/^すらいす/u, 'slice'],
  [/^貫/u, '貫'],
  // かん (カン) is 貫 after sushi and 缶 after a drink: read once the words are known (kan-counter.ts).
  [/^かん(?=$|[^ぁ-んー]|[とや](?![ぁ-ん]))/u, KANA_KAN],
  [/^合/u, '合'],
  // 替え玉1回, おかわり2回: times the serving, as x2.
  [/^回/u, 'times'],
  [/^皿分?/u, '皿'],
  [/^膳/u, '膳'],
  // Not the first kanji of a word (豚2 玉ねぎ1, 2玉子): no ball of noodles.
  [/^玉(?!ねぎ|葱|子|こんにゃく)/u, '玉'],
  [/^袋/u, '袋'],
  [/^缶/u, '缶'],
  [/^(?:粒|つぶ)/u, '粒'],
  [/^(?:尾分|匹分|尾|匹)/u, '尾'],
  // ローストチキン 1羽, タッカンマリ 1羽を2人で: a whole bird, where a dish is served as a share of one (羽 in dishes.tsv); not
  // the 羽根 of 羽根つき餃子.
  [/^羽(?!根)/u, '羽'],
  [/^(?:片|かけ)/u, 'かけ'],
  [/^房/u, '房'],
  [/^束/u, '束'],
  [/^丁/u, '丁'],
  [/^ぱっく/u, 'パック'],
  [/^串/u, '串'],
  // Not the 食 of 食べた (カレー 2/3 食べた: two thirds of the curry, not 2/3 of a serving and an unknown べた).
  [/^食(?!べ)/u, 'serving'],
  [/^斤/u, '斤'],
  [/^すくーぷ/u, 'スクープ'],
  // おでん 5品: pieces of a dish served in them.
  [/^品/u, '個'],
];

// The Japanese counters written in romaji after a number (tamagoyaki 2 kire, yakitori 5 hon), as go is 合.
const ROMAJI_COUNTERS: Record<string, string> = {
  go: '合',
  gou: '合',
  kire: '切れ',
  ko: '個',
  // 2つ: tsu, the native counter of things (nikuman 2 tsu), a piece as 個 is.
  tsu: '個',
  hon: '本',
  pon: '本',
  bon: '本',
  mai: '枚',
  hai: '杯',
  pai: '杯',
  bai: '杯',
  sara: '皿',
  ninmae: 'serving',
  kai: 'times',
  // kan is 貫 after sushi and 缶 after a drink, as かん is (kan-counter.ts).
  kan: KANA_KAN,
};
// No after a romaji counter is the particle の (2 hon no banana: two bananas), not the English negation.
const ROMAJI_NO = String.raw`(?<=\b(?:${Object.keys(ROMAJI_COUNTERS).join('|')}))\s+no(?=\s)`;

// English counters; the food's own unit table knows most of them by their Japanese name.
const EN_UNITS: Record<string, string> = {
  slice: 'slice',
  slices: 'slice',
  piece: '個',
  pieces: '個',
  pcs: '個',
  pc: '個',
  cup: '杯',
  cups: '杯',
  bowl: '杯',
  bowls: '杯',
  mug: '杯',
  mugs: '杯',
  glass: '杯',
  glasses: '杯',
  // A shot of a spirit or an espresso: the drink's own small glass (30 ml, foods.tsv).
  shot: '杯',
  shots: '杯',
  can: '缶',
  cans: '缶',
  bottle: '本',
  bottles: '本',
  plate: 'serving',
  plates: 'serving',
  serving: 'serving',
  servings: 'serving',
  portion: 'serving',
  portions: 'serving',
  helping: 'serving',
  helpings: 'serving',
  tbsp: '大さじ',
  tablespoon: '大さじ',
  tablespoons: '大さじ',
  // "a spoon of": a teaspoon or a tablespoon, by the food (entry-amount.ts).
  spoon: 'spoon',
  spoons: 'spoon',
  spoonful: 'spoon',
  spoonfuls: 'spoon',
  tsp: '小さじ',
  teaspoon: '小さじ',
  teaspoons: '小さじ',
  g: 'g',
  gram: 'g',
  grams: 'g',
  kg: 'kg',
  ml: 'ml',
  l: 'l',
  liter: 'l',
  litre: 'l',
  pack: 'パック',
  packs: 'パック',
  // "a packet of crisps" (British English): the food's package, as pack is.
  packet: 'パック',
  packets: 'パック',
  // "a carton of milk": the paper pack a drink is sold in, its パック (200 ml for milk and juice, foods.tsv).
  carton: 'パック',
  cartons: 'パック',
  bag: '袋',
  bags: '袋',
  stick: '本',
  sticks: '本',
  skewer: '本',
  skewers: '本',
  bar: '枚',
  bars: '枚',
  scoop: 'スクープ',
  scoops: 'スクープ',
  pint: 'パイント',
  pints: 'パイント',
  sheet: '枚',
  sheets: '枚',
  handful: 'handful',
  handfuls: 'handful',
  // "two bites of", "a few bites of": bites of 15 g each, as "a bite of" (one bite).
  bite: 'bite',
  bites: 'bite',
  mouthful: 'bite',
  mouthfuls: 'bite',
  bunch: '房',
  bunches: '房',
  // "a half rack of ribs": the ribs' rack, a piece word of its own (dishes.tsv).
  rack: 'rack',
  racks: 'rack',
  ...ROMAJI_COUNTERS,
};

/** An English measure word and "of" (bowl of, glass of), not after "second" or "another": one more serving is the lexicon's (modifiers.tsv). */
const MEASURE_OF = new RegExp(
  String.raw`(?<!\b(?:second|another) )\b(${Object.keys(EN_UNITS)
    .filter((word) => /^[a-z]{3,}$/u.test(word) && !['g', 'kg'].includes(EN_UNITS[word]!))
    .join('|')}) of\b`,
  'gu',
);

/**
 * "pizza slice", "cheesecake slice": a piece word after a food's English word, with no number and no "of", is one piece
 * of it (the whole pizza and an unknown word before), "pizza slices" two; so is a drink's paper pack ("milk carton", "juice
 * pack": one パック, where carton was an unknown word). Only these words: a bowl after a word names a 丼 (teriyaki bowl),
 * and can is a verb as often as a tin.
 */
const PIECE_AFTER_FOOD = /(?<=\b([a-z]+) )(slice|piece|carton|pack)(s?)(?=$|[\s,;.!?)）、。])/gu;

/**
 * How many of a measure or piece word written with no number: one, or two of a plural ("slices of pizza", "pizza slices",
 * "glasses of wine"), the least it says (a few, several: three, numbers.ts).
 */
const countOfWord = (word: string): number =>
  /s$/u.test(word) && [word.slice(0, -1), word.slice(0, -2)].some((singular) => EN_UNITS[singular] !== undefined) ? 2 : 1;

// Kanji numerals of a fraction (三分の一), which only a counter after them made digits of.
const KANJI_NUMBER = /^[一二三四五六七八九十]$/u;
const numberOf = (text: string): number =>
  KANJI_NUMBER.test(text) ? '一二三四五六七八九十'.indexOf(text) + 1 : (parseNumber(text) ?? ENGLISH_NUMBERS[text] ?? 1);
// Who a meal was shared with, one person besides the eater (友達と分けた, shared with my wife).
const ONE_OTHER_JA = '友達|友だち|ともだち|友人|妻|夫|嫁|旦那|彼女|彼氏|子ども|子供|娘|息子|母|父|同僚|相方';
const ONE_OTHER_EN = String.raw`(?:a|my|one) (?:friend|wife|husband|partner|girlfriend|boyfriend|kid|son|daughter|colleague|coworker|mom|dad|sister|brother)`;
// A group whose number is not said (みんなで分けた, "shared with everyone"), taken as a table of four.
export const GROUP_OF_UNKNOWN_SIZE = 4;
const GROUP_JA = '友達みんな|友だちみんな|みんな|皆|家族|仲間';
// A pair named by one word (夫婦で, ふたりで): two people, as 2人で.
const PAIR_JA = '夫婦|ふたり|カップル';
const GROUP_EN = String.raw`everyone|everybody|the table|the group|the team|(?:my |the )?family|(?:my )?friends|(?:my )?(?:coworkers|colleagues)|the kids`;
const PEOPLE_EN = String.raw`(?:other )?(?:friends|people|persons|others|colleagues|coworkers|kids)`;
// The word after a number that says it counts people, not food.
const PEOPLE_COUNTED = /^(?:friends|people|persons|others|colleagues|coworkers|kids|guys)$/u;
// "shared by 4", "split by 3": by the people in all, only after the verb (by itself says nothing of a share).
const SHARED_BY = String.raw`(?<=\b(?:shared|split) )by`;
const EN_COUNT = String.raw`(\d+|two|three|four|five|six|seven|eight|nine|ten)`;
// Counters of pieces that a count left uneaten is said in (唐揚げ1個残した, 寿司2貫残した).
const PIECE_UNITS_LEFT = new Set(['個', '枚', '本', '切れ', '貫', '串', '粒', '尾']);
// What was left (残した) after a share turns it into the share eaten.
const LEFT_AFTER = /^\s*(?:ほど|くらい|ぐらい|程度)?\s*[をは]?\s*(?:残(?:した|して|し|りは)?|のこした)/u;
// 2杯目, 2杯目は半分, 3杯目から: a count said as which one, the last eaten as half or not at all.
const ORDINAL_AFTER = /^目(?:\s*(から)|\s*[はも]?\s*(半分|はんぶん)(?:だけ)?)?/u;
// 〆に, 〆の, しめは: the dish that closes a meal starts a clause of its own, as a comma does (もつ鍋 3人で 〆にちゃんぽん: the
// three shared the pot); 〆さば is a food.
const CLOSING_JA = String.raw`(?:〆|しめ|締め)\s*[にのは]`;
/**
 * After people at a clause's start (3人で, 家族で): the foods follow, not a way of eating or sharing them (3人で食べた, 家族で分けた)
 * nor the dish that closes a pot (〆に).
 */
const BEFORE_FOODS_JA = String.raw`(?=\s*[^\s、,。!！])(?!\s*(?:食べ|飲|空け|つまん|つまみ|分け|わけ|しぇあ|半分|${CLOSING_JA}))`;
// Picking at it (つまんだ: an izakaya's or a party's shared plates) is eating it, as 食べた is.
const PICKED_AT_JA = String.raw`つまん(?:だ|で)|つまみました`;
// The verb that says a half was left (半分残した, 半分のこした).
const LEFT_VERB = String.raw`残(?:した|して|し)|のこした`;
// 500mlの半分, 6個 半分残した: half of the amount written; after a package size's brackets, the closing one first.
const halfOfAfter = (closing: string) => new RegExp(String.raw`^${closing}\s?の?半分(?:\s*[をは]?\s*(?:${LEFT_VERB}))?`, 'u');
const HALF_OF = { plain: halfOfAfter(''), afterBrackets: halfOfAfter(String.raw`\s?[)）]`) };
// おにぎり 2個 うち1個は半分: of the pieces counted, some eaten only half (半分だけ, 半分残した): half of each is left.
const OF_WHICH_HALF = {
  before: /うち\s*$/u,
  after: new RegExp(String.raw`^\s*は\s*半分(?:だけ)?(?:\s*(?:${LEFT_VERB}|食べた))?`, 'u'),
};

// A cooking word, and nothing after it in its clause: how a food was cooked for the people named before it.
const COOKED_FOR = String.raw`(?:照り焼き|照焼き|焼い|焼き|炒め|煮|揚げ|茹で|ゆで|蒸し)(?:た|て|込んだ|にした|にして)?(?:食べた)?\s*(?:$|[、,。!！])`;

/** Records an amount over folded[start, end) unless part of it was read already; false when it was. */
type AddQuantity = (
  start: number,
  end: number,
  value: number,
  unit: string,
  isRange: boolean,
  guessed?: boolean,
  ofOrder?: boolean,
  counter?: string,
) => boolean;

/**
 * How much of a food was eaten, said as a share (a unit of its own, `share`: the food's amount × the value):
 * 3人で分けた, 2人でシェア (a third, a half), 友達と分けた, 半分こ, 3分の1, 三分の二, 8割 — the share eaten, or
 * what is left of one when 残した follows (3分の1残した: two thirds eaten, 2割残した: 0.8) —, "shared with 2
 * friends" (with N others: one of N + 1), "split between 3", "split 3 ways", "shared with my wife".
 */
function readShares(folded: string, add: AddQuantity): void {
  const verbJa = String.raw`(?:分け|わけ|しぇあ|半分こ)(?:ました|した|して|た|て|っこ|こ)?`;
  // After people of no number said (夫婦で, 家族で): sharing or eating what was had, where it was had, or the clause's end.
  const sharedWhatWasHadJa = String.raw`\s*(?:${verbJa}|食べ(?:ました|た|て)|${PICKED_AT_JA}|(?=\s*(?:$|[、,。!！])))`;
  // ピザを4等分して1切れ: M of the N cuts (unit `cuts`, the value M / N); which weighs what is the food's (entry-amount.ts).
  for (const m of folded.matchAll(/(\d+)\s*等分(?:して|した|に)?\s*(\d+)\s*(切れ|きれ|個|つ|ぴーす)/gu))
    add(
      m.index,
      m.index + m[0].length,
      Number(m[2]) / Math.max(1, Number(m[1])),
      'cuts',
      false,
      undefined,
      undefined,
      /^(?:切れ|きれ)$/u.test(m[3]!) ? '切れ' : '個',
    );
  // ピザ 2人で半分ずつ, ピザとパスタを半分ずつ: half of each food; 3人で3等分, 3等分した: a third.
  for (const m of folded.matchAll(/(?:(\d+)\s*人で\s*)?(?:半分|はんぶん)ずつ|(?:(\d+)\s*人で\s*)?(\d+)?\s*等分(?:して|した|に)?/gu))
    if (m[0].includes('ずつ') || m[2] !== undefined || m[3] !== undefined)
      add(m.index, m.index + m[0].length, m[0].includes('ずつ') ? 0.5 : 1 / Math.max(1, Number(m[3] ?? m[2])), 'share', false);
  for (const m of folded.matchAll(new RegExp(String.raw`(\d+)\s*人で\s*(?:食べ(?:た|て)?\s*)?${verbJa}`, 'gu')))
    add(m.index, m.index + m[0].length, 1 / Math.max(1, Number(m[1])), 'share', false);
  // ワイン ボトル1本 2人で, ピザを2人で食べた: N people at the end of what they had, or eating or drinking it, share it.
  for (const m of folded.matchAll(
    new RegExp(
      String.raw`(\d+)\s*人で(?:\s*(?:(?:食べ|飲ん|飲み|空け)(?:ました|た|だ|て|で)|${PICKED_AT_JA}))?(?=\s*(?:$|[、,。!！]|${CLOSING_JA}))`,
      'gu',
    ),
  ))
    add(m.index, m.index + m[0].length, 1 / Math.max(1, Number(m[1])), 'share', false);
  // 鶏もも肉300gを3人で照り焼き, 豚肉を3人で焼いた: N people before only the way it was cooked, at the clause's end, share what was cooked,
  // as N people before eating it do (the cooking word stays the food's).
  for (const m of folded.matchAll(new RegExp(String.raw`(\d+)\s*人で(?=\s*(?:${COOKED_FOR}))`, 'gu')))
    add(m.index, m.index + m[0].length, 1 / Math.max(1, Number(m[1])), 'share', false);
  // 3人で焼肉 カルビ2人前: N people before the foods, at a clause's start, share what the table ordered (a word before them, 家族4人で, is no matter).
  for (const m of folded.matchAll(new RegExp(String.raw`(?<!\d)(\d+)\s*人で${BEFORE_FOODS_JA}`, 'gu')))
    add(m.index, m.index + m[0].length, 1 / Math.max(1, Number(m[1])), 'share', false, false, true);
  // 夫婦で 鍋 鶏もも 400g, 夫婦で分けた: a pair is two people, before the foods as 2人で is, or sharing what it had.
  for (const m of folded.matchAll(new RegExp(String.raw`(?:${PAIR_JA})で${BEFORE_FOODS_JA}`, 'gu')))
    add(m.index, m.index + m[0].length, 1 / 2, 'share', false, false, true);
  for (const m of folded.matchAll(new RegExp(String.raw`(?:${PAIR_JA})で${sharedWhatWasHadJa}`, 'gu')))
    add(m.index, m.index + m[0].length, 1 / 2, 'share', false);
  // 焼肉 家族で 肉 1kg, みんなで 餃子 60個: a group whose number is not said, before the foods, shares the amounts written
  // after it as N people there do (a table of four, a guess); it was the whole kilo.
  for (const m of folded.matchAll(new RegExp(String.raw`(?:${GROUP_JA})で${BEFORE_FOODS_JA}`, 'gu')))
    add(m.index, m.index + m[0].length, 1 / GROUP_OF_UNKNOWN_SIZE, 'share', false, true, true);
  // 肉 1kg 4人, 餃子 30個 3人: the number of people after what they had, at the clause's end, shares it as 4人で does
  // (人前 and 人分 are servings, read elsewhere); 人 was an unknown word and 4 a count of the food.
  for (const m of folded.matchAll(/(?<![\d.])(\d+)\s*人(?=\s*(?:$|[、,。!！]))/gu))
    add(m.index, m.index + m[0].length, 1 / Math.max(1, Number(m[1])), 'share', false);
  for (const m of folded.matchAll(new RegExp(String.raw`(?:${ONE_OTHER_JA})と\s*${verbJa}|半分こ(?:した|して)?`, 'gu')))
    add(m.index, m.index + m[0].length, 0.5, 'share', false);
  const leftOf = (end: number): RegExpExecArray | null => LEFT_AFTER.exec(folded.slice(end));
  // 3割引, 2割増し, 割り箸: no share of a food.
  for (const m of folded.matchAll(
    /(\d+|[一二三四五六七八九十])\s*分の\s*(\d+|[一二三四五六七八九十])|(\d+)\s*割(?![りかばけ引増高安])/gu,
  )) {
    const share = m[3] !== undefined ? Number(m[3]) / 10 : numberOf(m[2]!) / numberOf(m[1]!);
    if (!(share > 0 && share <= 1)) continue;
    const left = leftOf(m.index + m[0].length);
    add(m.index, m.index + m[0].length + (left?.[0].length ?? 0), left ? 1 - share : share, 'share', false);
  }
  // みんなで分けた, 家族でシェア, みんなで食べた, 唐揚げ 大皿 みんなで: a group whose number is not said is a table of four (a guess);
  // a share with nobody named (シェアした, 分けて食べた) the least a share can be, a half.
  for (const m of folded.matchAll(new RegExp(String.raw`(?:${GROUP_JA})(?:で|と)${sharedWhatWasHadJa}`, 'gu')))
    add(m.index, m.index + m[0].length, 1 / GROUP_OF_UNKNOWN_SIZE, 'share', false, true);
  for (const m of folded.matchAll(/(?<![取お裾])(?:しぇあ(?:しました|した|して)|分け(?:ました|た|て)(?:\s*食べ(?:た|て))?)/gu))
    add(m.index, m.index + m[0].length, 0.5, 'share', false, true);
  // "nabe, 4 of us", "pizza, there were 3 of us": the people at the table, as 4人で at a clause's end, share what they had
  // (between 3 of us is read below); it was a count of 4 and an unknown us.
  for (const m of folded.matchAll(new RegExp(String.raw`(?<!\b(?:between|among|by) )\b${EN_COUNT} of us\b`, 'gu')))
    add(m.index, m.index + m[0].length, 1 / Math.max(1, numberOf(m[1]!)), 'share', false);
  if (!/\b(?:shared?|split)\b/u.test(folded)) {
    readCompany(folded, add);
    return;
  }
  let said = false;
  for (const m of folded.matchAll(
    new RegExp(
      String.raw`\b(?:(with|between|among|${SHARED_BY}) ${EN_COUNT} ${PEOPLE_EN}|(between|among|${SHARED_BY}) ${EN_COUNT}(?: of us)?|${EN_COUNT} ways|with ${ONE_OTHER_EN})\b`,
      'gu',
    ),
  )) {
    // With N others the eater makes one more; between N, or N ways, is N in all; with one other, two.
    const [, among, others, , inAll, ways] = m;
    const people = others !== undefined ? numberOf(others) + (among === 'with' ? 1 : 0) : numberOf(inAll ?? ways ?? '2');
    said = add(m.index, m.index + m[0].length, 1 / Math.max(1, people), 'share', false) || said;
  }
  if (said) return;
  for (const m of folded.matchAll(new RegExp(String.raw`\b(?:with|among|between) (?:${GROUP_EN})\b`, 'gu')))
    said = add(m.index, m.index + m[0].length, 1 / GROUP_OF_UNKNOWN_SIZE, 'share', false, true) || said;
  if (said) return;
  const shared = /\bshared\b/u.exec(folded);
  if (shared) add(shared.index, shared.index + shared[0].length, 0.5, 'share', false, true);
}

// Read as a share of unit `share` marked `company` (Quantity.company).
const COMPANY = 'company';

/**
 * "pizza with 2 friends", "a bucket of chicken with my family", ピザ 友達2人と: who ate with the eater, with no word of
 * sharing, is one of N + 1 shares (a group of no number a table of four, a guess) of a dish served whole to the table
 * only; a ramen with 2 friends is the eater's own (entry-amount.ts reads which dish).
 */
function readCompany(folded: string, add: AddQuantity): void {
  for (const m of folded.matchAll(new RegExp(String.raw`\bwith (?:${EN_COUNT} ${PEOPLE_EN}|(${ONE_OTHER_EN})|(${GROUP_EN}))\b`, 'gu'))) {
    const [, others, one, group] = m;
    const people = group !== undefined ? GROUP_OF_UNKNOWN_SIZE : one !== undefined ? 2 : numberOf(others!) + 1;
    add(m.index, m.index + m[0].length, 1 / people, COMPANY, false, group !== undefined);
  }
  // 友達2人と, 同僚3人と: N others named by who they are, and と (with).
  for (const m of folded.matchAll(new RegExp(String.raw`(?:${ONE_OTHER_JA})\s*(\d+)\s*人\s*と`, 'gu')))
    add(m.index, m.index + m[0].length, 1 / (Number(m[1]) + 1), COMPANY, false);
}

// Millilitres of a volume written by another name: a pint is the US pint glass craft-beer bars serve (a
// British pub's is 568 ml).
const ML_OF_UNIT: Record<string, number> = { パイント: 473 };

/** ペットボトル (PORTIONS.md → Drinks): also what a bottle of no kind holds of a drink other than an alcohol. */
export const PET_BOTTLE_ML = 500;
/** A bottle of no kind (ボトル, as the reader folds it): wine's 750 ml, read as the PET bottle for other drinks (entry-amount.ts). */
export const BARE_BOTTLE = /^ぼとる$/u;

// Vessels that fix a volume without a number (PORTIONS.md → Drinks).
const CONTAINERS: Array<[RegExp, number]> = [
  [/ぺっとぼとる/u, PET_BOTTLE_ML],
  // A long can (ロング缶) is the 500 ml can, as beer and chūhai are sold.
  [/ろんぐ缶/u, 500],
  [/大じょっき/u, 525],
  // An izakaya's メガジョッキ holds twice the 中ジョッキ, whatever drink is poured in it (ハイボール メガジョッキ).
  [/めがじょっき/u, 700],
  [/中じょっき|(?<![大中]|めが)じょっき/u, 350],
  [/こっぷ|ぐらす/u, 200],
  // Beer bottles at their trade sizes (大瓶 633 ml, 中瓶 500, 小瓶 334; a bottle of no size the 中瓶), a
  // bottle of wine 750 ml (ハーフボトル 375).
  [/大瓶/u, 633],
  [/小瓶/u, 334],
  // A bare 瓶 (瓶ビール) before a sized one in its clause (瓶ビール大瓶1本) is that bottle's kind, not a size.
  [/中瓶|瓶(?!詰)(?![^、,。]*[大中小]瓶)/u, 500],
  [/はーふぼとる/u, 375],
  [/はーふぱいんと/u, ML_OF_UNIT['パイント']! / 2],
  [/ぱいんと/u, ML_OF_UNIT['パイント']!],
  [/ぼとる/u, 750],
];

// The smallest can sold (135 ml): a number of 缶 this large is the can's volume, not a count.
const SMALLEST_CAN_ML = 100;
// An age stated in English: 12 year old, 12 years, 12-year-old, 12 yrs, 12yo, 12 y.o. (the number at most two digits).
const ENGLISH_AGE = /(?<![a-z0-9.])\d{1,2}\s*-?\s*(?:(?:years?|yrs?)(?:\s*-?\s*old)?|y\.?o\.?)(?![a-z])/gu;
const KATAKANA = /[\u30a1-\u30faー]/u;
const MUG = /じょっき/u;
// Drinks served in a beer mug, as the last word before it (生ビール 中ジョッキ, レモンサワー 大ジョッキ, ウーロンハイ).
const MUG_DRINK_BEFORE = /(?:びーる|生|発泡酒|はいぼーる|さわー|はい|ほっぴー|beer|highball|sour)\s*$/u;
// The text before a word that starts a clause: nothing, a separator or a joining particle, then spaces.
const CLAUSE_START = /(?:^|[、,。/+&\n・とや])\s*$/u;

export interface QuantityScan {
  quantities: Quantity[];
  /** The text with every quantity blanked out (same length), for the matcher. */
  masked: string;
}

/**
 * Finds every amount in a folded text: numbers with counters or measures, spoons, multipliers, vessels.
 * `written` is the same text before folding (same length), where katakana still tells word from word.
 * `isLatinWord` says whether a latin word names a food: a number word that makes one with the word after
 * it (ten don, ten zaru: 天丼, 天ざる in romaji written in two) is that word's first part, not a count.
 */
export function extractQuantities(
  folded: string,
  written: string = folded,
  isLatinWord: (word: string) => boolean = () => false,
): QuantityScan {
  const quantities: Quantity[] = [];
  const taken = new Array<boolean>(folded.length).fill(false);
  const add: AddQuantity = (start, end, value, unit, isRange, guessed, ofOrder, counter) => {
    for (let i = start; i < end; i++) if (taken[i]) return false;
    for (let i = start; i < end; i++) taken[i] = true;
    // A measure of volume by another name (2 pints) is its millilitres.
    const ml = ML_OF_UNIT[unit];
    const text = folded.slice(start, end);
    const company = unit === COMPANY;
    quantities.push({
      start,
      end,
      text,
      value: value * (ml ?? 1),
      unit: ml ? 'ml' : company ? 'share' : unit,
      ...(company ? { company } : {}),
      isRange,
      ...(guessed ? { guessed } : {}),
      ...(ofOrder ? { ofOrder } : {}),
      ...(counter ? { counter } : {}),
    });
    return true;
  };
  const mid = (a: string | undefined, b: string | undefined): number => {
    const first = parseNumber(a ?? '') ?? 1;
    const second = b === undefined ? undefined : parseNumber(b);
    return second === undefined ? first : (first + second) / 2;
  };

  // 缶チューハイ 9%, "a 7% highball": a drink's alcohol by volume (entry-amount.ts), up to the strength of a mixed drink
  // (果汁100%, カカオ70% and 糖質50%オフ are no strength; a food without one reads it as nothing).
  for (const m of folded.matchAll(/(\d{1,2}(?:\.\d)?)\s*(?:%|ぱーせんと)(?!\s*(?:おふ|off|かっと|cut))/gu))
    if (Number(m[1]) > 0 && Number(m[1]) <= MAX_DRINK_STRENGTH) add(m.index, m.index + m[0].length, Number(m[1]), 'abv', false);
  // 日本酒 15度, 焼酎 25度: 度 is how a label writes a drink's strength in Japanese, a spirit's too (read as nothing on a
  // drink whose strength drink-strengths.tsv does not change); 2度目, 1度に and 2度揚げ are no strength.
  for (const m of folded.matchAll(/(\d{1,2}(?:\.\d)?)\s*度(?!\s*(?:目|め|に|も|揚|焼|ぶり))/gu))
    if (Number(m[1]) > 0 && Number(m[1]) <= MAX_SPIRIT_STRENGTH) add(m.index, m.index + m[0].length, Number(m[1]), 'abv', false);
  // "a 12 inch pizza", 10インチのピザ, a 25 cm pizza: a diameter or a length, a size the serving stands at, not a count.
  for (const m of folded.matchAll(/(\d{1,2})\s*(?:-?\s*(?:inch(?:es)?|cm)\b|いんち|せんち(?:めーとる)?|")/gu))
    add(m.index, m.index + m[0].length, Number(m[1]), 'inch', false);
  // N枚切り: the slice thickness of 食パン, not a count.
  for (const m of folded.matchAll(/(\d)\s*枚切り?/gu)) add(m.index, m.index + m[0].length, Number(m[1]), 'slice-cut', false);
  // Spoons and multipliers carry the number after the word.
  for (const m of folded.matchAll(new RegExp(String.raw`(大さじ|おおさじ|小さじ|こさじ)\s*(?:${RANGE}|(半分?))?`, 'gu'))) {
    const value = m[4] ? 0.5 : mid(m[2], m[3]);
    add(m.index, m.index + m[0].length, value, m[1]!.startsWith('大') || m[1]!.startsWith('お') ? '大さじ' : '小さじ', m[3] !== undefined);
  }
  for (const m of folded.matchAll(new RegExp(String.raw`(?:[x×*]|かける)\s*${NUM}(?![a-z])`, 'gu')))
    add(m.index, m.index + m[0].length, Number(m[1]), 'times', false);
  for (const m of folded.matchAll(new RegExp(String.raw`${NUM}\s*(?:x|×|times)(?![a-z])`, 'gu')))
    add(m.index, m.index + m[0].length, Number(m[1]), 'times', false);
  // "kaedama twice", "coffee twice": so many times the serving, as x2 and 替え玉2回 are.
  for (const m of folded.matchAll(/\b(once|twice|thrice)\b/gu))
    add(m.index, m.index + m[0].length, { once: 1, twice: 2, thrice: 3 }[m[1] as 'once' | 'twice' | 'thrice'], 'times', false);
  // カップ 2: two measuring cups; not カップ1個, one cup of the food (an ice cream's), counted by the counter after it.
  // カップ2杯 is two measuring cups too, the 杯 its counter, not a word left unread. A count in 本 after it counts what
  // the word names (ワンカップ 2本: two cup-sake bottles), never measuring cups.
  for (const m of folded.matchAll(/かっぷ\s*(\d+(?:\.\d+)?)(?:\s*杯|(?![\d.]|\s*(?:個|こ(?![ぁ-ん])|つ|本|ぴーす)))/gu))
    add(m.index, m.index + m[0].length, Number(m[1]) * 200, 'ml', false);
  // 一握り, ひとつかみ: a handful, as "a handful of" (not the 握り of sushi).
  for (const m of folded.matchAll(/(?:一|ひと)(?:握り|にぎり|掴み|つかみ)/gu)) add(m.index, m.index + m[0].length, 1, 'handful', false);
  // 一口, a bite (15 g); glued to a katakana word or a kanji noun it is a bite-sized food (一口カツ, 一口餃子).
  for (const m of folded.matchAll(/(?:一|ひと)(?:口|くち)|\b(?:a|one) (?:bite|mouthful)(?: of)?\b/gu)) {
    const next = written[m.index + m[0].length] ?? '';
    if (/[ァ-ヺー]/u.test(next) || (/\p{Script=Han}/u.test(next) && !/[食飲]/u.test(next))) continue;
    add(m.index, m.index + m[0].length, 1, 'bite', false);
  }
  // "some of his fries", "some of my wife's pasta": some of another's plate, a few bites (three, as "a few bites of").
  for (const m of folded.matchAll(/\bsome of (?=(?:my|his|her|their|our|your|the)\b)/gu))
    add(m.index, m.index + m[0].length, 3, 'bite', false);
  // 半身, one side of a fish (ほっけ 半身, 2半身): a counter of its own, not 半 (half) of a serving and a 身.
  for (const m of folded.matchAll(/(?:(\d+(?:\.\d+)?)\s*)?半身/gu))
    add(m.index, m.index + m[0].length, m[1] === undefined ? 1 : Number(m[1]), '半身', false);
  // サラダ 大皿を3人で: a platter, a table's servings (table-vessel.ts), not a large size and an unknown 皿.
  for (const m of folded.matchAll(/(?:大皿|おおざら)/gu)) add(m.index, m.index + m[0].length, 1, TABLE_SERVINGS, false);
  // 刺身 5種盛り, 3点盛り: a plate of so many kinds, counted in them.
  // So is a count of kinds written after the plate's name (刺身盛り合わせ 5種), where 5種 was an unknown word.
  for (const m of folded.matchAll(/(\d+)\s*(?:種|点)(?:盛り?(?:合わせ)?|(?![\p{L}\p{N}]))/gu))
    if (/盛/u.test(m[0]) || /盛り?(?:合わせ)?\s*$/u.test(folded.slice(0, m.index)))
      add(m.index, m.index + m[0].length, Number(m[1]), '種', false);
  // ひとつまみ, a pinch (not a count of ひとつ).
  for (const m of folded.matchAll(/(?:一|ひと)(?:つまみ|摘み)|\ba pinch(?: of)?\b/gu))
    add(m.index, m.index + m[0].length, 1, 'pinch', false);

  readShares(folded, add);
  // 数個, 数枚, いくつか: a few, three, as "a few" is (numbers.ts), counted in the counter written or in pieces.
  for (const m of folded.matchAll(/数\s*(個|枚|本|切れ|粒|杯|貫|串|品)|いくつか/gu)) {
    const unit = m[1] === undefined ? 'count' : (JA_UNITS.find(([pattern]) => pattern.test(m[1]!))?.[1] ?? 'count');
    add(m.index, m.index + m[0].length, 3, unit, false);
  }
  // 3辛, 辛さ5: a curry's or a ramen's heat level, no count of anything; taken out of the text as an amount of nothing.
  // A number a space before 辛口 is the count of the word before it (ワイン 2杯 (甘口1 辛口1)), not a heat level.
  for (const m of folded.matchAll(/\d+辛(?:口)?|\d+\s+辛(?!口)|辛さ\s*\d+/gu))
    for (let i = m.index; i < m.index + m[0].length; i++) taken[i] = true;
  // "macallan 12 year old", "glenfiddich 18 years", "12yo", "a 12-year-old scotch": an age in English (a spirit's, or a
  // child's) is no count of anything; taken out of the text as nothing, as 山崎12年 names nothing (the Japanese age is
  // read after a spirit by the segmenter). It counted twelve glasses and left year and old as unknown words.
  for (const m of folded.matchAll(ENGLISH_AGE)) for (let i = m.index; i < m.index + m[0].length; i++) taken[i] = true;
  // 焼酎 お湯割り 6:4, 6対4: the spirit's part of a glass poured with water (a unit of its own, `ratio`, the
  // spirit's share). One digit each side, so a time (12:30) is none.
  for (const m of folded.matchAll(/(?<![\d.:])([1-9])\s*(?::|対)\s*([1-9])(?![\d.:])/gu))
    add(m.index, m.index + m[0].length, Number(m[1]) / (Number(m[1]) + Number(m[2])), 'ratio', false);

  // A number with a Japanese counter or measure after it.
  for (const m of folded.matchAll(new RegExp(RANGE, 'gu'))) {
    const after = folded.slice(m.index + m[0].length).replace(/^\s/u, '');
    const gap = folded.length - m.index - m[0].length - after.length;
    for (const [pattern, unit] of JA_UNITS) {
      const unitMatch = pattern.exec(after);
      if (!unitMatch) continue;
      // A counter in kana, a space away from the number, that runs on into kana is the first of a word
      // (ねぎま2 つくね1, 砂肝2 まいたけ天), not the counter of the number.
      if (gap > 0 && /^[ぁ-ん]/u.test(unitMatch[0]) && /^[ぁ-んー]/u.test(after.slice(unitMatch[0].length))) break;
      const end = m.index + m[0].length + gap + unitMatch[0].length;
      // 唐揚げ1個残した: the pieces left, not eaten (a count of pieces, not of servings or a measure).
      const left = PIECE_UNITS_LEFT.has(unit) ? LEFT_AFTER.exec(folded.slice(end)) : null;
      if (left) {
        add(m.index, end + left[0].length, mid(m[1], m[2]), 'left', m[2] !== undefined, undefined, undefined, unit);
        break;
      }
      const halfLeft =
        PIECE_UNITS_LEFT.has(unit) && OF_WHICH_HALF.before.test(folded.slice(0, m.index))
          ? OF_WHICH_HALF.after.exec(folded.slice(end))
          : null;
      if (halfLeft) {
        add(m.index, end + halfLeft[0].length, mid(m[1], m[2]) / 2, 'left', m[2] !== undefined, undefined, undefined, unit);
        break;
      }
      // カレー 2杯目は半分: the Nth, where the ones before it were whole; ビール 3杯目から ハイボール: two beers.
      const ordinal = ORDINAL_AFTER.exec(folded.slice(end));
      if (ordinal) {
        const value = mid(m[1], m[2]) - (ordinal[1] !== undefined ? 1 : ordinal[2] !== undefined ? 0.5 : 0);
        add(m.index, end + ordinal[0].length, value, unit, m[2] !== undefined);
        break;
      }
      // 500mlの半分, 1パックの半分: half of the amount written, one amount; 6個 半分残した too, half of it eaten; and
      // after the brackets of a package size, brackets and all (1袋 (60g) の半分, where the half was lost).
      const opened = /[(（]\s?$/u.exec(folded.slice(0, m.index));
      const halfOf = (opened ? HALF_OF.afterBrackets : HALF_OF.plain).exec(folded.slice(end));
      const factor = halfOf ? 0.5 : 1;
      const start = halfOf && opened ? opened.index : m.index;
      const value = mid(m[1], m[2]);
      // ビール 500缶, 350缶: a can's size in ml written before 缶 is one can of that volume, as 500ml缶 is; no one counts
      // hundreds of cans (it was 500 cans of 350 ml, over the meal's cap).
      const read = unit === '缶' && value >= SMALLEST_CAN_ML ? 'ml' : unit;
      add(start, end + (halfOf?.[0].length ?? 0), value * factor, read, m[2] !== undefined);
      break;
    }
  }

  // "a stack of pancakes", "2 short stacks": a diner's stack is three pancakes (a tall stack five); stack was an unknown word
  // and the plate one pancake.
  for (const m of folded.matchAll(/\b(?:(a|an|one|two|three|\d+)\s+)?(?:(short|tall)\s+)?stacks?(?:\s+of)?(?![a-z])/gu)) {
    if (m[1] === undefined && !/\bof$/u.test(m[0])) continue;
    // With no pancakes after it, a short or a tall stack is the dish of its pancakes (dishes.tsv), counted as any dish.
    if (!/\bof$/u.test(m[0]) && !/^\s*(?:pan|hot)cakes?(?![a-z])/u.test(folded.slice(m.index + m[0].length))) continue;
    const stacks = /^\d+$/u.test(m[1] ?? '') ? Number(m[1]) : (({ two: 2, three: 3 } as Record<string, number>)[m[1] ?? ''] ?? 1);
    add(m.index, m.index + m[0].length, stacks * (m[2] === 'tall' ? TALL_STACK : STACK), 'count', false);
  }

  // English: "two slices of", "a glass of", "2 tbsp", "1 to 2 cups", "3 boiled eggs".
  const words = Object.keys(ENGLISH_NUMBERS)
    .sort((a, b) => b.length - a.length)
    .map((word) => word.replace(/ /g, '\\s+'))
    .join('|');
  // A number word is a word of its own: the ten of tendon (天丼) or tenderloin is none.
  const enNumber = String.raw`(\d+[/⁄]\d+|\d+(?:\.\d+)?|(?:${words})(?![a-z]))`;
  // "12-piece bucket", "6-pc nuggets": a count joined to a piece or measure word by a hyphen is that many of it (7-up stays a
  // name, and a 3-egg omelette is one omelette).
  const hyphenedUnit = String.raw`-(?=(?:${Object.keys(EN_UNITS).join('|')})(?![a-z]))`;
  const enPattern = new RegExp(
    String.raw`(?<![a-z0-9.])${enNumber}(?:\s*(?:to|or|-|~)\s*${enNumber})?(?:${hyphenedUnit}|\s*)(nin[\s-]mae|[a-z]+)?(?:\s+of|${ROMAJI_NO})?(?![a-z])`,
    'gu',
  );
  for (const m of folded.matchAll(enPattern)) {
    // A digit and a number word joined are a name, not a range (7-eleven: no seven to eleven of anything).
    if (m[2] !== undefined && /^\d/u.test(m[1]!) !== /^\d/u.test(m[2])) continue;
    // Nor is a range where a place is said (from 7-11, at 7-11): the store, no seven to eleven of the food before.
    if (m[2] !== undefined && /\b(?:from|at)\s*$|@\s*$/u.test(folded.slice(0, m.index))) continue;
    // nin mae, nin-mae: ninmae written apart.
    const unitWord = m[3]?.replace(/[\s-]/gu, '');
    if (m[2] === undefined && unitWord && /^[a-z]+ [a-z]+$/u.test(m[0]) && isLatinWord(m[0].replace(' ', ''))) continue;
    const unit = unitWord ? EN_UNITS[unitWord] : undefined;
    const value = mid(m[1]?.replace(/\s+/gu, ' '), m[2]?.replace(/\s+/gu, ' '));
    // "a cup noodle", "2 cup ramen": the cup is the product's name, the number counts it.
    if (unit && /^cups?$/u.test(unitWord ?? '') && /^\s*(?:noodle|ramen|yakisoba)/u.test(folded.slice(m.index + m[0].length))) {
      if (!['a', 'an'].includes(m[1] ?? '')) add(m.index, m.index + (m[1]?.length ?? 0), value, 'count', false);
      continue;
    }
    // "2 egg sandwiches", "3 egg tarts": egg as the first word of a food's name counts that food, not its eggs.
    const nextWord = /^ ([a-z]+)/u.exec(folded.slice(m.index + m[0].length))?.[1];
    if (unitWord === 'egg' && nextWord !== undefined && isLatinWord(`egg ${nextWord}`)) {
      add(m.index, m.index + m[0].length - unitWord.length, value, 'count', false);
      continue;
    }
    if (unit) {
      if (add(m.index, m.index + m[0].length, value, unit, m[2] !== undefined) && /^cups?$/u.test(unitWord ?? ''))
        quantities.at(-1)!.cup = true;
      continue;
    }
    // "nabe with 3 friends": a count of people is no amount of the food before it (it was three servings of the pot); a
    // share among them is read apart ("shared with 3 friends").
    if (unitWord !== undefined && PEOPLE_COUNTED.test(unitWord)) {
      for (let i = m.index; i < m.index + m[0].length; i++) taken[i] = true;
      continue;
    }
    // A bare number counts pieces of the food after it ("3 boiled eggs"); "a"/"an" alone says nothing.
    const isDigit = /^\d/u.test(m[1] ?? '');
    if (
      (isDigit || !['a', 'an'].includes(m[1] ?? '')) &&
      /^[a-z]/u.test(unitWord ?? '') &&
      !/[ぁ-んァ-ン一-龯]/u.test(folded.slice(m.index - 1, m.index))
    ) {
      // "half of the pizza": the of is the unit word's place, taken off once.
      const numberEnd = m.index + m[0].length - (unitWord?.length ?? 0) - (unitWord !== 'of' && m[0].endsWith(' of') ? 3 : 0);
      if (add(m.index, Math.min(numberEnd, m.index + m[0].length), value, 'count', m[2] !== undefined) && m[2] === undefined)
        if (VAGUE_COUNT_WORDS.has(m[1]!.replace(/\s+/gu, ' '))) quantities.at(-1)!.vague = true;
    } else if (
      (isDigit || value < 1) &&
      unitWord === undefined &&
      /[a-z][,;]?\s?\(?$/u.test(folded.slice(Math.max(0, m.index - 4), m.index))
    ) {
      // "ramen 2", "carbonara, ate about two thirds", "pancakes with syrup, 3": a number or a share after the words of a food.
      add(m.index, m.index + m[0].length, value, 'count', m[2] !== undefined);
    }
  }
  // "bowl of chili", "glass of red wine", "pint of beer", "bag of chips" with no number before the measure: one of it, two
  // of a plural ("slices of pizza"; not the bowl of a 丼: "chicken teriyaki bowl", which no of follows).
  for (const m of folded.matchAll(MEASURE_OF)) add(m.index, m.index + m[0].length, countOfWord(m[1]!), EN_UNITS[m[1]!]!, false);
  for (const m of folded.matchAll(PIECE_AFTER_FOOD)) {
    if (!isLatinWord(m[1]!)) continue;
    const unit = EN_UNITS[m[2]!]!;
    // "2 pizza slice": the count before the food counts its pieces.
    const counted = quantities.find(
      (quantity) =>
        quantity.unit === 'count' && /^\s?(?!.*\b(?:and|with|or|of)\b)(?:[a-z]+ ){1,3}$/u.test(folded.slice(quantity.end, m.index)),
    );
    if (!counted) {
      add(m.index, m.index + m[0].length, countOfWord(m[2]! + m[3]!), unit, false);
      continue;
    }
    counted.unit = unit;
    for (let i = m.index; i < m.index + m[0].length; i++) taken[i] = true;
  }
  // A bare number after a Japanese food word counts its pieces (コロッケ 3, 唐揚げ3と…, 焼き6 水6); never grams.
  for (const m of folded.matchAll(
    /(?<=[\u3040-\u30ff\u4e00-\u9fff）)]\s?)(\d{1,2}(?:[/⁄]\d{1,2})?)(?=\s*(?:$|[、,。・/+&\n!?！？)）]|[とにや](?![ぁ-ん]))|\s+[\u3040-\u30ff\u4e00-\u9fff])/gu,
  ))
    add(m.index, m.index + m[0].length, parseNumber(m[1]!) ?? 1, 'count', false);
  // ビール 500, ご飯 200: a bare number of 100 or more after a Japanese food word is no count of pieces but the food's
  // measure, as a label or a can writes it (a price, 850円, is none).
  for (const m of folded.matchAll(
    /(?<=[\u3040-\u30ff\u4e00-\u9fff]\s?)([1-9]\d{2,3})(?=\s*(?:$|[、,。・/+&\n!?！？)）]|[とにや](?![ぁ-ん]))|\s+[\u3040-\u30ff\u4e00-\u9fff])(?!\s*(?:円|えん))/gu,
  ))
    add(m.index, m.index + m[0].length, Number(m[1]), BARE_MEASURE, false);
  // ミルクティー 缶, コーヒー（缶）: 缶 as a word of its own after a food word, or in brackets after it, is one
  // can (ツナ缶, 缶コーヒー, 350ml缶 and サバ（缶詰） are no such word).
  for (const m of folded.matchAll(/(?<=[\u3040-\u30ff\u4e00-\u9fff](?:\s+|\s*[(（]))缶(?=\s*(?:$|[、,。・/+&\n!?！？)）])|\s)/gu))
    add(m.index, m.index + 1, 1, '缶', false);
  // サーティワン カップ, ヨーグルト カップ: カップ as a word of its own after a food word is the cup the food is served in
  // (an ice cream in a cup, not a cone), which says no amount: the food's serving stands, its size words (ダブル) apply,
  // and the word is no unknown word; so is it before a count of pieces (アイス カップ2個: two cups of it). カップ麺, カップ 2
  // (two cups, 400 ml) and a カップ before the food are no such word.
  for (const m of folded.matchAll(
    /(?<=[\u3040-\u30ff\u4e00-\u9fff](?:\s+|\s*[(（]))かっぷ(?=\s*(?:$|[、,。・/+&\n!?！？)）])|\s(?!\s*\d)|\s*\d+\s*(?:個|こ(?![ぁ-ん])|つ))/gu,
  ))
    for (let i = m.index; i < m.index + m[0].length; i++) taken[i] = true;
  for (const [pattern, ml] of CONTAINERS) {
    for (const m of folded.matchAll(new RegExp(pattern.source, 'gu'))) {
      // A vessel's name glued to a katakana word is a vessel only when counted (ワイングラス1杯), not
      // inside a name (the グラス of デミグラス).
      const counted = /^\s*\d/u.test(folded.slice(m.index + m[0].length));
      // A bottle in kanji is no such name (ビール中瓶, ビール大瓶: the bottle of the beer).
      if (KATAKANA.test(written[m.index - 1] ?? '') && !/^[大中小]?瓶/u.test(m[0]) && !counted) continue;
      // A beer mug named first in its clause (中ジョッキ2杯, 唐揚げと大ジョッキ), or a word of its own after a food
      // no mug holds (焼肉 ライス 大ジョッキ2杯), is the beer it holds, a food word.
      const before = folded.slice(0, m.index);
      if (MUG.test(m[0]) && (CLAUSE_START.test(before) || (/\s$/u.test(before) && !MUG_DRINK_BEFORE.test(before)))) continue;
      add(m.index, m.index + m[0].length, ml, 'container-ml', false);
    }
  }

  // 各3個, それぞれ2杯, 2杯ずつ: the words that say the amount is each food's are part of it.
  for (const quantity of quantities) {
    const before = /(?:各|各々|おのおの|それぞれ)\s*$/u.exec(folded.slice(0, quantity.start));
    const after = /^\s*ずつ/u.exec(folded.slice(quantity.end));
    if (!before && !after) continue;
    quantity.start -= before?.[0].length ?? 0;
    quantity.end += after?.[0].length ?? 0;
    for (let i = quantity.start; i < quantity.end; i++) taken[i] = true;
    quantity.text = folded.slice(quantity.start, quantity.end);
    quantity.each = true;
  }
  let masked = '';
  for (let i = 0; i < folded.length; i++) masked += taken[i] ? ' ' : folded[i];
  return {
    quantities: sharesOfAmountAfter(
      quantities.sort((a, b) => a.start - b.start),
      folded,
    ),
    masked,
  };
}

// What may stand between a share and the amount it is of: "half of a 500ml bottle", "a third of the 300g".
const SHARE_TO_AMOUNT = /^\s*(?:of\s+)?(?:a|an|the|one)?\s*$/u;
// What a share before it is no share of: another share, and a size that says no amount ("half of a 12 inch pizza" is half
// the pizza, not a pizza of 6 inches; 8枚切り is the loaf's cut).
const NO_AMOUNT_UNITS = new Set(['share', 'inch', 'slice-cut']);

/**
 * "half of a 500ml bottle of juice", "half of a bottle of wine", "half of a 200g steak": a share of one written right
 * before an amount is that share of the amount (250 ml, half a bottle, 100 g), as 500mlの半分 is; it was a count of its
 * own that the amount after it overrode, and the whole was counted.
 */
function sharesOfAmountAfter(quantities: Quantity[], folded: string): Quantity[] {
  return quantities.filter((share, at) => {
    const amount = quantities[at + 1];
    if (share.unit !== 'count' || share.value >= 1 || share.isRange || !amount || NO_AMOUNT_UNITS.has(amount.unit)) return true;
    if (!SHARE_TO_AMOUNT.test(folded.slice(share.end, amount.start))) return true;
    amount.value *= share.value;
    amount.start = share.start;
    amount.text = folded.slice(amount.start, amount.end);
    return false;
  });
}
