// Kinds of a dish counted after its general word (餃子 焼き6, 寿司 まぐろ2貫, 焼き鳥5本 塩): which kind a word names,
// what a total written on the dish keeps, and the general word and its kind written apart as one dish.
import type { Entry } from '../lexicon/lexicon.types';
import type { Segment } from '../match/meal-text.segment';
import type { Quantity } from '../text/quantity.extract';
import { MEASURED_UNITS, holdsNamedFoods, nameDishPart, partNamed, piecesAreItsFoods, replaceFilling } from './dish-contents';
import type { EntryUse, ItemPlan, NamedTogether } from './item-plan.types';
import { PLAIN_FOOD_KINDS, isStapleOf, nameStaple, usedAs } from './item-uses';
import { SET_SIDES_OPENED } from './set-items';
import { servedInPieces, servingPieces } from './unit-weight';

/** The amount that follows the segment with nothing but spaces between (焼き6, 水 6個, 大根2). */
export const amountRightAfter = (segment: Segment, quantities: readonly Quantity[], text: string): Quantity | undefined =>
  quantities.find((quantity) => quantity.start >= segment.end && text.slice(segment.end, quantity.start).trim() === '');

/**
 * The kind of the heading's dish a word names with it, either way round (餃子 + 焼き: 焼き餃子; 餃子 + 水:
 * 水餃子; 焼き鳥 + ねぎま): a dish of the lexicon. A food the dish already has is a part of it, not a kind
 * (ラーメン チャーシュー2枚: two slices in one bowl) unless the two name the dish itself (焼き鳥 タレ2:
 * 焼き鳥たれ, two skewers). Of a dish served as several pieces, counted in them, the word says what those
 * pieces have (寿司 まぐろ2貫: two nigiri of tuna; 寿司 サーモン2貫: of salmon, a filling in the place of the
 * tuna), and any plain food named of a dish of prepared pieces is in them already (串カツ 豚2 玉ねぎ1: three).
 */
export function kindOfDish(
  heading: EntryUse,
  word: Extract<Segment, { type: 'term' }>,
  entries: Entry[],
  count: Quantity,
  namedTogether: NamedTogether,
): Entry | undefined {
  const kind = kindOf(heading, word, entries, count, namedTogether);
  if (kind) return kind;
  // 焼き鳥 塩3 タレ2: the dish word and the first kind, written apart, were read as the one name they make
  // (焼き鳥塩); the next kinds are of the dish the first word names alone (its name with nothing after it).
  const [firstWord, ...otherWords] = heading.term.split(/\s+/u);
  const dishOfFirstWord = otherWords.length > 0 && firstWord ? namedTogether({ ...heading, term: firstWord }, { term: '' }) : undefined;
  return dishOfFirstWord && dishOfFirstWord !== heading.entry
    ? kindOf({ ...heading, entry: dishOfFirstWord, term: firstWord! }, word, entries, count, namedTogether)
    : undefined;
}

function kindOf(
  heading: EntryUse,
  word: Extract<Segment, { type: 'term' }>,
  entries: Entry[],
  count: Quantity,
  namedTogether: NamedTogether,
): Entry | undefined {
  const dish = heading.entry;
  if (!dish.isDish || heading.negated) return undefined;
  const kind = namedTogether(heading, { term: word.text }) ?? namedTogether(heading, { term: word.text }, true);
  // A part of the dish names a kind only when the two name the dish itself, counted in its pieces (焼き鳥 + たれ
  // 3本: 焼き鳥たれ); 焼肉 カルビ 3枚 is three slices of the 焼肉's カルビ, not three servings of カルビ焼肉.
  const namesPart = entries.some((entry) => partNamed(dish, entry) !== undefined);
  const inDishPieces = count.unit === 'count' ? servedInPieces(dish) : dish.piecesPerServing.has(count.unit);
  // A food the two name together is a kind counted in its own pieces (焼き鳥 砂肝3: 焼き鳥砂肝, three skewers of gizzard),
  // and so is a dish: うどん 天ぷら2個 is two pieces of tempura on the udon, not two bowls of 天ぷらうどん (counted in 杯, 玉).
  const countedInPieces = (food: Entry): boolean =>
    count.unit === 'count' ||
    (food.isDish ? count.unit === 'serving' || food.piecesPerServing.has(count.unit) : food.unitGrams.has(count.unit));
  if (kind && (!namesPart || (kind === dish && inDishPieces)) && countedInPieces(kind)) return kind;
  const [named, ...alternatives] = entries;
  if (!named || named.isDish || !countsPieces(dish, count) || piecesAreItsFoods(dish)) return undefined;
  const piece: EntryUse = { ...usedAs(dish, word), alternatives: [] };
  const content: EntryUse = { ...usedAs(named, word), alternatives };
  if (replaceFilling(piece, content) || nameDishPart(piece, content)) return piece.entry;
  const inPreparedPieces = servingPieces(dish) > 1 && holdsNamedFoods(dish) && PLAIN_FOOD_KINDS.has(named.kind);
  return inPreparedPieces ? dish : undefined;
}

/**
 * 寿司10貫 まぐろ5 サーモン5, 焼き鳥6本 ねぎま2 つくね1: a total written on a dish word holds the kinds counted
 * after it when they add up to it or are counted by bare numbers, a breakdown; the heading keeps only the
 * pieces they leave, of its own kind, and none when they make up the total or more (the kinds, counted one
 * by one, are what was eaten). Kinds each with a counter that do not add up are servings beside the total
 * (焼き鳥3本 ねぎま2本: five skewers), and a total in other terms (a weight) stays.
 */
export function leaveRestOfTotal(heading: EntryUse, kinds: readonly EntryUse[]): void {
  const [total, ...others] = heading.quantities;
  // 焼き鳥 塩3 タレ2: a heading read with its first kind as one name (焼き鳥 塩) has that kind's count, no total.
  if (!total || /\s/u.test(heading.term.trim())) return;
  // What the heading keeps is pieces of its own, not a word naming the kinds (absorbQualifiers, joinSplitNames).
  heading.countedKind = true;
  const totalPieces = others.length === 0 ? piecesOf(heading.entry, total) : undefined;
  if (totalPieces === undefined) return;
  const kindPieces = kinds.map((kind) =>
    kind.quantities.map((quantity) => piecesOf(kind.entry, quantity) ?? NaN).reduce((a, b) => a + b, 0),
  );
  if (kindPieces.some((pieces) => !Number.isFinite(pieces))) return;
  const counted = kindPieces.reduce((a, b) => a + b, 0);
  const breakdown = counted === totalPieces || kinds.every((kind) => kind.quantities.every((quantity) => quantity.unit === 'count'));
  if (!breakdown) return;
  const rest = totalPieces - counted;
  heading.quantities = rest > 0 ? [{ ...total, value: rest, unit: 'count', isRange: false }] : [];
}

/**
 * How many pieces an amount counts of an entry (寿司10貫: 10, 寿司2皿: 4, 寿司1人前: 10, 鶏皮3本: 3); none
 * for a weight, a volume or a unit the entry is not counted in.
 */
function piecesOf(entry: Entry, quantity: Quantity): number | undefined {
  if (quantity.unit === 'count') return quantity.value;
  if (quantity.unit === 'serving') return quantity.value * servingPieces(entry);
  const perServing = entry.piecesPerServing.get(quantity.unit);
  if (perServing !== undefined) return (quantity.value * servingPieces(entry)) / perServing;
  return !entry.isDish && entry.unitGrams.has(quantity.unit) ? quantity.value : undefined;
}

/**
 * Whether a count is of the pieces of a dish served as several (寿司 10貫, 串カツ 5本): a bare number or one
 * of its own counters. A dish of one piece (オムレツ 卵3個: its eggs; ラーメン チャーシュー2枚) is no
 * piece its parts are counted in.
 */
export const countsPieces = (dish: Entry, count: Quantity): boolean =>
  (count.unit === 'count' || dish.piecesPerServing.has(count.unit)) && servingPieces(dish) > 1;

/**
 * 焼き鳥5本 塩, 焼き鳥 ねぎま3本, 焼き鳥（ねぎま）3本: a dish's general word and the word that says which
 * kind, written apart, are the one entry they name together (焼き鳥塩, ねぎま), with the amount either
 * carries. Two words each with an amount of its own (焼き鳥3本 ねぎま2本) are two foods.
 */
// Dishes whose kind may be written after the general word: noodles (ラーメン 味噌) and breads (サンドイッチ たまご).
const KINDS_NAMED_AFTER = new Set(['noodle', 'bread']);

// Letters that are neither a space, a bracket, の nor part of an amount.
const WORD_BETWEEN = /^(?=.*[^\s()（）の\d.,/x×a-z])(?!.*\d)/iu;

export function joinSplitNames(item: ItemPlan, namedTogether: NamedTogether, base: string): void {
  shareCountAmongKinds(item, namedTogether);
  for (let i = 0; i + 1 < item.uses.length; i++) {
    const [first, second] = [item.uses[i]!, item.uses[i + 1]!];
    if (!first.entry.isDish || first.negated || second.negated || first.additional || second.additional) continue;
    // パスタセット（サラダ、スープ）: brackets opened after a set word list what the set comes with, no word of its dish's name
    // (the pasta and the salad, not a パスタサラダ).
    if (SET_SIDES_OPENED.test(base.slice(first.end, second.position))) continue;
    if (first.countedKind || second.countedKind) continue;
    if (first.quantities.length > 0 && second.quantities.length > 0) continue;
    // パスタ 少なめ サラダ: a word written between two dishes (a size, not an amount) says they are two, the pasta and a
    // salad (it was a small マカロニサラダ), as a noodle's or a bread's kind after its own size is its own.
    if (!KINDS_NAMED_AFTER.has(first.entry.kind) && WORD_BETWEEN.test(base.slice(first.end, second.position))) continue;
    // うどん 釜玉, ラーメン 味噌, そば たぬき: a noodle dish's kind written after its general word is the dish
    // named kind first (釜玉うどん), where it was the noodles twice or a part beside the bowl; a word with an amount
    // or size of its own stays a part (ラーメン チャーシュー2枚). So is a sandwich's (サンドイッチ たまご: the たまごサンド,
    // where it was the ham sandwich with a boiled egg beside it). A kind that is a dish of the same sort by itself (ざる,
    // read alone as ざるそば) names the one bowl with its amount too (うどん ざるで1人前: one ざるうどん, where it was the
    // かけうどん and a ざるそば beside it).
    const kindWithAmount = second.entry.isDish && second.entry.kind === first.entry.kind;
    const kindNamedAfter =
      KINDS_NAMED_AFTER.has(first.entry.kind) && ((second.quantities.length === 0 && second.portions.length === 0) || kindWithAmount)
        ? namedTogether(first, second, true)
        : undefined;
    const entry = namedTogether(first, second) ?? kindNamedAfter;
    // Only a dish of the kind the two name together: ラーメン スープ is the ramen and a soup, not the
    // ラーメンスープ seasoning the ramen is made with.
    if (!entry?.isDish) continue;
    const joined: EntryUse = {
      ...first,
      entry,
      alternatives: [],
      end: second.end,
      term: first.term + second.term,
      quantities: [...first.quantities, ...second.quantities],
      portions: [...first.portions, ...second.portions],
      cooking: [...first.cooking, ...second.cooking],
      ...(first.variants || second.variants ? { variants: [...(first.variants ?? []), ...(second.variants ?? [])] } : {}),
    };
    // ミートソース パスタ120g, カレー 半ライス: the amount or size of the staple word is the staple's, as
    // beside a named dish.
    if ((second.quantities.length > 0 || second.portions.length > 0) && isStapleOf(joined, second)) {
      joined.quantities = [...first.quantities];
      joined.portions = [...first.portions];
      nameStaple(joined, second);
    }
    item.uses.splice(i, 2, joined);
  }
}

/**
 * 焼き鳥5本（ねぎま、つくね）, 焼き鳥 5本 ねぎまとつくね: a count on a dish's general word with two or more kinds
 * named after it, none counted, is shared among them equally, as 寿司's toppings share its pieces (two and a half
 * of each), where the first kind took the whole count and the others one serving each.
 */
function shareCountAmongKinds(item: ItemPlan, namedTogether: NamedTogether): void {
  for (let i = 0; i < item.uses.length; i++) {
    const general = item.uses[i]!;
    // A count of its pieces or servings, not a weight (焼き鳥 300g stays the dish's).
    const counts = general.quantities.filter((quantity) => !MEASURED_UNITS.has(quantity.unit) && quantity.unit !== 'share');
    if (!general.entry.isDish || general.negated || counts.length !== 1 || general.quantities.length !== 1) continue;
    const kinds: EntryUse[] = [];
    for (const use of item.uses.slice(i + 1)) {
      const kind = use.quantities.length === 0 && use.portions.length === 0 && !use.negated ? namedTogether(general, use) : undefined;
      if (!kind?.isDish) break;
      kinds.push({ ...use, entry: kind, alternatives: [], quantities: [{ ...counts[0]!, value: counts[0]!.value }] });
    }
    if (kinds.length < 2) continue;
    for (const kind of kinds) kind.quantities = [{ ...counts[0]!, value: counts[0]!.value / kinds.length }];
    item.uses.splice(i, kinds.length + 1, ...kinds);
  }
}
