// Where separators do not split items: the stretches that list a dish's contents (brackets, a colon, its foods
// after it or before it with の) and the lists of one dish's or one stir-fry's foods.
import type { Entry } from '../lexicon/lexicon.types';
import type { Segment } from '../match/meal-text.segment';
import type { Quantity } from '../text/quantity.extract';
import { fillsDish, fillsLikeOwn, partNamed, piecesAreItsFoods } from './dish-contents';
import { amountRightAfter, countsPieces } from './dish-kinds';
import { FOOD_LIST_JOINERS, PLAIN_FOOD_KINDS, bracketEnd, bracketsAfter, entryOf, isNo, isStirFry, isWo } from './item-uses';
import { listsKindsOf } from './piece-lists';
import { servedInPieces } from './unit-weight';

/**
 * 豆腐とわかめの味噌汁, トマトとチーズのサラダ: と between the contents of a dish does not split items; nor
 * between the foods of one stir-fry (豚バラともやしの炒め物, 鶏肉とピーマンを炒めた), whose oil is 3 % of them all.
 * A dish before the と is no content of another (はまぐりのお吸い物と鯛の刺身: the soup and a plate of sashimi, where the
 * 鯛 took the clams' place in the soup).
 */
export function listsContents(
  before: Segment | undefined,
  separator: Extract<Segment, { type: 'separator' }>,
  following: Segment[],
): boolean {
  if (separator.text !== 'と' && separator.text !== 'や') return false;
  if (entryOf(before)?.isDish) return false;
  const [food, no, dish] = following;
  const foodEntry = entryOf(food);
  if (foodEntry === undefined || foodEntry.isDish) return false;
  if ((isNo(no) || isWo(no)) && isStirFry(dish)) return true;
  const dishEntry = entryOf(dish);
  return isNo(no) && dishEntry !== undefined && dishEntry.isDish && dishEntry.parts.length > 1;
}

/**
 * ハム・チーズ・レタスのサンドイッチ, 豚肉とキャベツともやしの炒め物: a joiner inside a list of foods that all
 * go into the dish (or the stir-fry) named after the list with の does not split items (ハム and チーズ were counted beside
 * the sandwich that has them). Every food listed, the one before the joiner too, must be of the dish's
 * recipe or fillings: ご飯、豆腐とわかめの味噌汁 still has its rice apart.
 */
export function listsDishFoods(
  before: Segment | undefined,
  joiner: Extract<Segment, { type: 'separator' }>,
  following: Segment[],
): boolean {
  if (!FOOD_LIST_JOINERS.has(joiner.text)) return false;
  const foods = [entryOf(before)];
  let at = 0;
  for (; ; at += 2) {
    foods.push(entryOf(following[at]));
    const next = following[at + 1];
    if (!(next?.type === 'separator' && FOOD_LIST_JOINERS.has(next.text))) break;
  }
  // The foods of one stir-fry share its oil, however many (豚肉とキャベツともやしの炒め物); rice beside it is no part of it.
  if ((isNo(following[at + 1]) || isWo(following[at + 1])) && isStirFry(following[at + 2]))
    return foods.every((food) => food !== undefined && !food.isDish && PLAIN_FOOD_KINDS.has(food.kind));
  const dish = entryOf(following[at + 2]);
  if (!isNo(following[at + 1]) || !dish?.isDish || dish.parts.length < 2) return false;
  return foods.every((food) => food !== undefined && !food.isDish && (partNamed(dish, food) !== undefined || fillsDish(dish, food)));
}

/** A stretch of the text that lists a dish's contents, and where the dish's word starts. */
export interface ContentRange {
  dish: number;
  start: number;
  end: number;
}

/**
 * ミックスフライ定食（エビフライ、アジフライ、カニクリームコロッケ）: brackets after the set word a dish names list the
 * dish's contents when every food in them is one of its parts; otherwise they speak of the set (ハンバーグ定食（ご飯
 * 少なめ）, エビフライ定食（3本）) as before. The opener as the bracket pattern gives it, or null.
 */
function partsAfterSetWord(dish: Entry, after: string, dishEnd: number, segments: Segment[]): RegExpExecArray | null {
  const opener = /^\s*(?:定食|せっと|弁当|お弁当)\s*([(（])/u.exec(after);
  if (!opener) return null;
  const start = dishEnd + opener[0].length;
  const end = dishEnd + bracketEnd(after, opener[0].length);
  const foods = segments.filter((inside) => inside.start >= start && inside.end <= end && entryOf(inside) !== undefined);
  const names = (inside: Segment): boolean =>
    inside.type === 'term' && inside.targets.some((target) => 'entry' in target && partOfDish(dish, target.entry));
  return foods.length > 0 && foods.every(names) ? opener : null;
}
// A food of the dish, or a dish of one such food (エビフライ: the ebi-fry of two, whose part is the mixed fry's).
const partOfDish = (dish: Entry, named: Entry): boolean =>
  partNamed(dish, named) !== undefined ||
  (named.parts.length === 1 && dish.parts.some((part) => part.food.foodNumber === named.parts[0]!.food.foodNumber));

/**
 * "biscuits and gravy (2 biscuits)": a word in brackets right after a dish that is a word of the dish's own name names the
 * dish by its piece, so it reads as the dish (counted so), not as the food the word is alone (two cookies for its contents).
 */
export function readOwnPieces(segments: Segment[], text: string): Segment[] {
  return segments.map((segment, at) => {
    if (segment.type !== 'term' || entryOf(segment)?.isDish !== false) return segment;
    const dish = segments.slice(0, at).findLast((other) => other.type === 'term' && entryOf(other)?.isDish);
    if (dish?.type !== 'term') return segment;
    const brackets = bracketsAfter(text, dish.end);
    const words = dish.text.toLowerCase().split(/\s+/u);
    const inBrackets = brackets !== null && segment.start >= brackets.start && segment.end <= brackets.end;
    return inBrackets && words.includes(segment.text.toLowerCase()) ? { ...segment, targets: dish.targets } : segment;
  });
}

/**
 * Where the text lists what a dish is made of: in brackets right after it (サラダ（キャベツ・コーン）),
 * after a colon (寄せ鍋：白菜、豆腐), or as foods of its recipe or its fillings listed right after it
 * (おでん 大根、こんにゃく、はんぺん; おむすび 鮭と梅). Separators inside do not split items.
 */
export function contentRanges(segments: Segment[], quantities: readonly Quantity[], text: string): ContentRange[] {
  const ranges: ContentRange[] = [];
  segments.forEach((segment, at) => {
    const dish = entryOf(segment);
    if (segment.type !== 'term') return;
    const after = text.slice(segment.end);
    // ドーナツ 2個 (オールドファッション、チョコ): brackets after a food's count list its pieces' kinds (kindsListedAfterCount).
    const kinds = bracketsAfter(text, segment.end);
    const counted = (start: number): boolean => quantities.some((quantity) => quantity.start >= segment.end && quantity.end <= start);
    if (dish && !dish.isDish && kinds && counted(kinds.start)) {
      const { start, end } = kinds;
      // 野菜ジュース1本（200ml）: an amount in the brackets is the food's, no kinds.
      const kindsOnly = !quantities.some((quantity) => quantity.start >= start && quantity.start < end);
      const listed = segments.flatMap((other) => (other.start >= start && other.end <= end ? (entryOf(other) ?? []) : []));
      if (kindsOnly && listsKindsOf(dish, listed)) {
        ranges.push({ dish: segment.start, start, end });
        return;
      }
    }
    if (!dish?.isDish) return;
    const opener = /^\s*([(（:：])/u.exec(after) ?? partsAfterSetWord(dish, after, segment.end, segments);
    if (opener) {
      const start = segment.end + opener[0].length;
      const bracketed = ['(', '（'].includes(opener[1]!);
      const length = text.slice(start).search(bracketed ? /[)）]/u : /[。\n]/u);
      let end = length < 0 ? text.length : start + length;
      // 餃子（8個）, 寿司 (8貫): brackets that name no food but the dish only count it, as the amount written without them does.
      const namesOther = (other: Segment): boolean =>
        other.start >= start && other.end <= end && ![undefined, dish].includes(entryOf(other));
      if (bracketed && !segments.some(namesOther)) return;
      // "yakiniku: kalbi, harami, rice, beer": a colon's list goes on naming the dish's contents up to a food served
      // beside it, a drink, plain rice or another dish it has no part of; that food and those after it are items of their
      // own (the rice and the beer took the places of the dish's parts, 100 g of rice and 15 ml of beer).
      if (opener[1] === ':' || opener[1] === '：') {
        const beside = segments.find((other) => {
          const food = other.start >= start && other.end <= end ? entryOf(other) : undefined;
          return (
            food !== undefined &&
            partNamed(dish, food) === undefined &&
            !fillsDish(dish, food) &&
            (food.density !== undefined || food.kind === 'rice' || food.isDish)
          );
        });
        if (beside) end = segments.findLast((other) => other.end <= beside.start && other.type === 'separator')?.start ?? end;
      }
      ranges.push({ dish: segment.start, start, end });
      return;
    }
    // A list of the dish's own foods, right after it: at least two, joined by 、 , ・ と や.
    let end = segment.end;
    let listed = 0;
    // The list starts at its first food: an amount between the dish and it is the dish's (おむすび2つ 鮭と梅).
    let start = segment.end;
    const namesContent = (food: Entry): boolean => partNamed(dish, food) !== undefined || fillsDish(dish, food);
    // おでん 牛すじ2 がんもどき1: a plain food counted after a dish whose pieces are its foods is one more of its pieces.
    const countedPiece = (food: Segment, entry: Entry): boolean =>
      piecesAreItsFoods(dish) &&
      !entry.isDish &&
      PLAIN_FOOD_KINDS.has(entry.kind) &&
      amountRightAfter(food, quantities, text) !== undefined;
    // 寿司 まぐろ サーモン: a food of the kind of its own topping is one of them too, unless counted in the dish's
    // pieces (寿司 サーモン3 いか2: kinds of the dish counted in them); 寿司 まぐろ サーモン 2人前 is the dish's amount.
    const toppingLikeOwn = (food: Segment, entry: Entry): boolean => {
      const count = amountRightAfter(food, quantities, text);
      return fillsLikeOwn(dish, entry) && !(count && countsPieces(dish, count));
    };
    for (let next = at + 1; next < segments.length;) {
      const food = segments[next];
      const foodEntry = entryOf(food);
      if (!food || !foodEntry || !(namesContent(foodEntry) || toppingLikeOwn(food, foodEntry) || countedPiece(food, foodEntry))) break;
      if (next === at + 1 && text.slice(segment.end, food.start).trim() !== '') break;
      if (next === at + 1) start = food.start;
      // An amount written right after a listed food is that food's (焼肉 カルビ150g、ハラミ100g).
      end = food.end + (/^\s*/u.exec(text.slice(food.end))?.[0].length ?? 0);
      listed += 1;
      if (segments[next + 1]?.type === 'separator') next += 2;
      // おでん 大根2 卵1 ちくわ1: foods each with its amount are a list with spaces between them too.
      else if (amountRightAfter(food, quantities, text)) next += 1;
      // おにぎり 鮭 明太子: fillings of a dish served in pieces, written apart, are one piece each; a word
      // after a dish served by the bowl or plate stays its topping (ラーメン チャーシュー).
      else if (fillingsApart(dish, food, segments[next + 1], text) || piecesApart(dish, food, segments[next + 1], text)) next += 1;
      else break;
    }
    if (listed >= 2) ranges.push({ dish: segment.start, start, end });
    const before = foodsListedBefore(segments, at, dish);
    if (before) ranges.push({ dish: segment.start, ...before });
  });
  return ranges;
}

/**
 * Whether two words written apart after a dish served in pieces are both fillings of it (おにぎり 鮭 明太子,
 * 寿司 まぐろ サーモン: each the filling or topping of its share of the pieces).
 */
function fillingsApart(dish: Entry, food: Segment, next: Segment | undefined, text: string): boolean {
  // The dish's own filling named (鮭 of おにぎり) is one of them too, and so is a food of its kind (サーモン for the tuna).
  const isFilling = (entry: Entry | undefined): boolean =>
    entry !== undefined && (fillsDish(dish, entry) || fillsLikeOwn(dish, entry) || partNamed(dish, entry)?.fillingGrams !== undefined);
  return (
    next !== undefined &&
    servedInPieces(dish) &&
    isFilling(entryOf(food)) &&
    isFilling(entryOf(next)) &&
    /^\s+$/u.test(text.slice(food.end, next.start))
  );
}

/** Whether two foods of the recipe of a dish that is its pieces are written apart after it (おでん 大根 卵 こんにゃく). */
const piecesApart = (dish: Entry, food: Segment, next: Segment | undefined, text: string): boolean =>
  next !== undefined &&
  piecesAreItsFoods(dish) &&
  [food, next].every((segment) => {
    const entry = entryOf(segment);
    return entry !== undefined && !entry.isDish && partNamed(dish, entry) !== undefined;
  }) &&
  /^\s+$/u.test(text.slice(food.end, next.start));

/**
 * 鮭ときのこのパスタ, 卵とハムのサンドイッチ: two or more plain foods joined by と, や, ・ or 、 and named with の
 * before a dish of several parts are what it is made of, read as its listed contents, where one of them is
 * neither a part of its recipe nor one of its fillings (the others fold into the dish as before: 豆腐とわかめの味噌汁).
 */
function foodsListedBefore(segments: Segment[], at: number, dish: Entry): { start: number; end: number } | undefined {
  if (dish.parts.length < 2 || !isNo(segments[at - 1])) return undefined;
  const foods: Segment[] = [];
  for (let next = at - 2; next >= 0; next -= 2) {
    const food = entryOf(segments[next]);
    // Rice, bread and noodles are never a dish's contents (ご飯、豆腐とわかめの味噌汁 keeps its rice apart).
    if (!food || food.isDish || food.parts.length !== 1 || food.parts[0]!.staple) break;
    foods.unshift(segments[next]!);
    const joiner = segments[next - 1];
    if (!(joiner?.type === 'separator' && FOOD_LIST_JOINERS.has(joiner.text))) break;
  }
  const entries = foods.map(entryOf) as Entry[];
  if (entries.length < 2 || entries.every((food) => partNamed(dish, food) !== undefined || fillsDish(dish, food))) return undefined;
  return { start: foods[0]!.start, end: foods.at(-1)!.end };
}
