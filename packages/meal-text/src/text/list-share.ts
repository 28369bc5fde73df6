import { entriesOf, isSizeWord, type Segment } from '../match/meal-text.segment';
import { sentenceStart } from './each-count';
import type { Quantity } from './quantity.extract';

// The words that name a meal and so start a new sentence (朝 トースト 夜 鍋 4人で: the toast was not shared): a share
// said after a list reaches back no further, nor past a sentence's end.
const MEAL_WORD =
  /^(?:朝|昼|夜|晩|今朝|朝食|昼食|夕食|夜食|(?:朝|昼|夕|晩|夜)(?:ご飯|ごはん|御飯|飯|めし)|breakfast|lunch|dinner|supper|brunch)$/u;
// What may close the sentence after the share: nothing but punctuation (a count after it is what was eaten
// out of the shared plate: 唐揚げ5個をみんなでシェアして2個食べた shares the karaage alone).
const CLOSES_SENTENCE = /^[\s、,.。!！?？]*(?:$|[。!?！？\n])/u;
// The words that join the foods of one object (ラーメンと餃子を, 麻婆豆腐、ご飯、スープを).
const JOINER = /^\s*(?:[とや・、,+&]|and)\s*$/u;
// "shared the gyoza with my wife", "the wings were shared by 3": the verb's object, the food after it or before was or
// were, is what was shared, as before は.
const OBJECT_OF_SHARED = /\b(?:(?:shared|split)\s+(?:the|our|my)\s+[^,.;、。]*|(?:was|were)\s+(?:shared|split)\s*)$/iu;
// Amounts the eater weighed are the eater's own (ご飯150g 唐揚げ 2人で分けた: the rice is not shared).
const WEIGHED_UNITS = new Set(['g', 'kg', 'ml', 'l']);

const namesFood = (segment: Segment): boolean => entriesOf(segment).length > 0;
// An order for N people (カルビ2人前) is the table's: a share of the sentence reaches it whatever joins it to the object.
const isTableOrder = (quantity: Quantity): boolean => quantity.unit === 'serving' && /人前|人分/u.test(quantity.text);

/**
 * 麻婆豆腐 ご飯 中華スープ 2人で分けた, ramen and gyoza shared with my wife: a share that closes its sentence is said
 * of every food listed before it in that sentence, not of the last alone; it is written again after each other
 * food's own amounts (zero-wide), as a count with 各 is (each-count.ts). After を it is the object's, the foods
 * joined to the last by と, や or a comma (ビール2杯 ピザ1枚を3人で分けた shares the pizza), and any ordered for N people
 * (焼肉 カルビ2人前 ライス中 ビール2杯を2人で shares the カルビ and the beer); after は the last
 * food's alone (ラーメン、餃子は2人で分けた), as after shared and the food, or the food and were shared ("shared the
 * gyoza with my wife", "the wings were shared by 3").
 * A food weighed in grams or millilitres keeps its amount, and a share said before the foods (3人で焼肉 …) is of the
 * order after it (quantity.extract.ts) and is not spread.
 */
export function spreadListShares(quantities: Quantity[], segments: readonly Segment[], base: string): Quantity[] {
  const spread = quantities.flatMap((share, at): Quantity[] => {
    if (share.unit !== 'share' || share.ofOrder || !CLOSES_SENTENCE.test(base.slice(share.end))) return [];
    const before = base.slice(0, share.start);
    if (/は\s*$/u.test(before) || OBJECT_OF_SHARED.test(before)) return [];
    const previousShare = quantities.slice(0, at).findLast((quantity) => quantity.unit === 'share');
    const foods = foodsOfSentence(segments, base, previousShare?.end ?? 0, share.start);
    // A food's own amounts are those after it up to the next food or separator: "pizza and 2 beers" counts the beers.
    const ownAmounts = (food: Segment): Quantity[] => {
      const next = foods[foods.indexOf(food) + 1];
      const until = next?.start ?? share.start;
      const separator = segments.find((segment) => segment.type === 'separator' && segment.start >= food.end && segment.end <= until);
      return quantities.filter((quantity) => quantity.start >= food.end && quantity.end <= (separator?.start ?? until));
    };
    const object = /を\s*$/u.test(before) ? joinedToLast(foods, segments, quantities, base) : foods;
    const listed = foods.filter((food) => object.includes(food) || ownAmounts(food).some(isTableOrder));
    return listed.slice(0, -1).flatMap((food): Quantity[] => {
      const own = ownAmounts(food);
      if (own.some((quantity) => WEIGHED_UNITS.has(quantity.unit) || quantity.unit === 'share')) return [];
      const after = Math.max(food.end, ...own.map((quantity) => quantity.end));
      return [{ ...share, start: after, end: after, text: '', sharedFrom: share.start }];
    });
  });
  return spread.length === 0 ? quantities : [...quantities, ...spread].sort((a, b) => a.start - b.start);
}

/**
 * The foods named between `from` and `to` since the sentence's start, or in the sentence before where the share's own
 * names none (ラーメン、餃子、チャーハン。3人でシェア), the last word of each name only (鮭|おにぎり is one).
 */
function foodsOfSentence(segments: readonly Segment[], base: string, from: number, to: number): Segment[] {
  let start = sentenceStart(base, to, from);
  if (start > from && !segments.some((segment) => segment.start >= start && segment.end <= to && namesFood(segment)))
    start = sentenceStart(base, start - 1, from);
  const inSentence = segments.filter((segment) => segment.start >= start && segment.end <= to);
  const lastMealWord = inSentence.findLastIndex((segment) => segment.type === 'term' && MEAL_WORD.test(segment.text));
  return inSentence
    .slice(lastMealWord + 1)
    .filter((segment, at, all) => namesFood(segment) && !all.some((other) => other.start === segment.end && namesFood(other)));
}

/**
 * The foods of one object before を: the last, and each before it joined to the next by と, や or a comma, past the
 * food's own amount and size word (カルビ2人前、ライス中、ビール2杯を2人で: the three).
 */
function joinedToLast(foods: Segment[], segments: readonly Segment[], quantities: readonly Quantity[], base: string): Segment[] {
  const sizeWords = segments.filter(isSizeWord);
  const ownsAmount = (at: number): boolean =>
    quantities.some((quantity) => at >= quantity.start && at < quantity.end) || sizeWords.some((word) => at >= word.start && at < word.end);
  let first = foods.length - 1;
  while (first > 0) {
    const [food, next] = [foods[first - 1]!, foods[first]!];
    let gap = '';
    for (let at = food.end; at < next.start; at++) gap += ownsAmount(at) ? '' : base[at];
    if (!JOINER.test(gap)) break;
    first -= 1;
  }
  return foods.slice(first);
}
