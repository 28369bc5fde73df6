// Foods named as items of their own that belong to a dish beside them: its staple, its part, its contents named
// with it (with, に), a sushi's topping, a noodle dish's kind, the rice of a curry.
import { isLatin, termKey } from '../lexicon/term-key';
import {
  MEASURED_UNITS,
  SPECIES_WORDS,
  fillsLikeOwn,
  fishInPlace,
  holdsTopping,
  isSweetDish,
  TOPPING_WORDS,
  keepOwnFilling,
  leaveOutDishPart,
  meatInPlace,
  partNamed,
  rawFishReading,
  replaceFilling,
  secondCutOf,
  speciesPart,
} from './dish-contents';
import { isCowMilk, pourPlantMilk, pourPlantMilksInto } from './drink-items';
import type { EntryUse, ItemPlan, NamedTogether } from './item-plan.types';
import {
  FOOD_LIST_JOINERS,
  cookRiceInto,
  isDishOfParts,
  isPlainRice,
  isStapleOf,
  nameStaple,
  ofCookedRice,
  stapleFoods,
} from './item-uses';
import { namesKindOfNoodles } from './noodle-items';

// Separators after which a word alone says what the item before was, not a food beside it.
const KIND_AFTER = new Set([',', '、']);
const SASHIMI_WORD = /刺身|さしみ|sashimi/iu;

/**
 * "some sushi, maybe 8 pieces, tuna", 寿司8貫、まぐろ: a topping alone (no amount, no size) after a comma names the topping
 * of the sushi before it, as 寿司 8貫 まぐろ does and "ramen, tonkotsu" names the ramen's kind; it was a serving of
 * sashimi beside the sushi. False when the two are no such pair (sushi and tuna, sushi, salmon sashimi).
 */
function namesToppingOfPieces(previous: ItemPlan, item: ItemPlan, use: EntryUse): boolean {
  const dish = previous.uses.length === 1 ? previous.uses[0]! : undefined;
  if (!dish || dish.negated || !KIND_AFTER.has(item.joinedBy) || !dish.entry.piecesPerServing.has('貫')) return false;
  if (use.entry.isDish || use.quantities.length > 0 || use.portions.length > 0 || use.negated || use.additional) return false;
  // Said as sashimi (salmon sashimi, まぐろの刺身), it is a plate of its own.
  if (SASHIMI_WORD.test(use.term)) return false;
  // "sushi, salmon": the raw fish of a word of several readings (rawFishReading).
  const topping = rawFishReading(dish.entry, use);
  return fillsLikeOwn(dish.entry, topping.entry) && (keepOwnFilling(dish, topping) || replaceFilling(dish, topping));
}

/** A food named as its own item that is a part of a dish beside it: its amount and size words go to the dish. */
function joinPart(dishItem: ItemPlan, dish: EntryUse, item: ItemPlan, use: EntryUse): void {
  if (use.negated) leaveOutDishPart(dish, use);
  else nameStaple(dish, use);
  dishItem.unknownWords.push(...item.unknownWords);
}
// A soup said of a 定食 is its soup (生姜焼き定食、豚汁; "hamburg steak set with rice and soup"), not a second one.
const isSetSoup = (set: ItemPlan, use: EntryUse): boolean => set.sets.includes('teishoku') && use.entry.kind === 'soup';

/**
 * A part of a composite dish named earlier in the text, said again as an item of its own with a size
 * word, an amount or なし (ほっけ定食、ご飯大盛り; いくら丼、ご飯少なめ; chicken curry, no rice; ラーメン、
 * チャーシュー抜き): it is that dish's part, not a second food. The nearest earlier dish that has the
 * part takes it — its staple (カツ丼's rice, a ラーメン's noodles), or any part left out —; plain rice
 * goes to the nearest earlier 定食, 丼 or 弁当 that does not name its own (the set's rice), a soup to the nearest
 * 定食 that names none (the set's soup), and a food left out to the nearest set (とんかつ定食、キャベツなし).
 */
function joinEarlierPart(earlier: ItemPlan[], item: ItemPlan, use: EntryUse): boolean {
  if (use.additional) return false;
  for (let at = earlier.length - 1; at >= 0; at--) {
    const candidate = earlier[at]!;
    const dish = candidate.uses.find(
      (other) =>
        isDishOfParts(other) &&
        (isStapleOf(other, use) ||
          (use.negated === true && [use.entry, ...use.alternatives].some((entry) => partNamed(other.entry, entry)))),
    );
    if (dish) {
      joinPart(candidate, dish, item, use);
      return true;
    }
    if (
      candidate.sets.length > 0 &&
      (use.negated === true ||
        (isPlainRice(use) && !candidate.uses.some(isPlainRice)) ||
        (isSetSoup(candidate, use) && !candidate.uses.some((other) => isSetSoup(candidate, other))))
    ) {
      // 唐揚げ定食、唐揚げ残した: the set's own food said left is left, as written without the comma (its rice and soup
      // stay); it was a food left beside a whole set.
      const own = use.negated ? candidate.uses.find((other) => !other.negated && other.entry.key === use.entry.key) : undefined;
      if (own) {
        own.negated = true;
        own.negatedBy = use.negatedBy;
      } else candidate.uses.push(use);
      candidate.unknownWords.push(...item.unknownWords);
      return true;
    }
  }
  return false;
}

/**
 * A count (no weight or measure) of the food that makes most of a dish, said after a comma right after the dish when
 * the dish has no amount, no size and nothing left out of its own: the dish's count of that food.
 */
function countsMainPart(holder: EntryUse, item: ItemPlan, use: EntryUse): boolean {
  if (!KIND_AFTER.has(item.joinedBy) || use.entry.isDish || use.additional || use.negated || use.portions.length > 0) return false;
  if (holder.negated || holder.quantities.length > 0 || holder.portions.length > 0) return false;
  if (use.quantities.length !== 1 || MEASURED_UNITS.has(use.quantities[0]!.unit)) return false;
  const part = partNamed(holder.entry, use.entry);
  const total = holder.entry.parts.reduce((sum, other) => sum + other.grams, 0);
  return part !== undefined && part === holder.entry.parts[0] && part.grams >= total / 2;
}

/**
 * 玄米 ご飯 1杯, genmai ご飯, もち麦 ごはん: the plain word for cooked rice right after a kind of rice, with nothing but
 * spaces between, names that kind's rice (its amount and size words go to it); it was a second, white, rice beside it.
 */
function riceOfItsKind(item: ItemPlan, base: string): void {
  const at = item.uses.findIndex((use, index) => index > 0 && use.entry.key === PLAIN_RICE && isPlainRice(use) && !use.negated);
  const plain = item.uses[at];
  const kind = item.uses[at - 1];
  if (!plain || !kind || kind.negated || !isPlainRice(kind) || kind.entry.key === PLAIN_RICE) return;
  if (!/^\s*$/u.test(base.slice(kind.end, plain.position))) return;
  if (kind.quantities.length > 0 && plain.quantities.length > 0) return;
  kind.quantities.push(...plain.quantities);
  kind.portions.push(...plain.portions);
  item.uses.splice(at, 1);
}
const PLAIN_RICE = 'rice';

/**
 * "crackers w cheddar, about 6", "bagel with cream cheese, 2": a bare count set off by a comma after "X with Y" counts X,
 * the food the words are about, where X has no amount of its own and is counted by the piece; it counted the Y (cheddar
 * 6 slices, 120 g, beside 15 g of crackers). A count written against Y (with 2 slices of cheddar) stays Y's.
 */
function countOfHost(host: ItemPlan, item: ItemPlan, base: string): void {
  const hostUse = host.uses.length === 1 ? host.uses[0]! : undefined;
  const use = item.uses.length === 1 ? item.uses[0]! : undefined;
  const quantity = use?.quantities.length === 1 ? use.quantities[0]! : undefined;
  if (!hostUse || !use || !quantity || quantity.unit !== 'count' || hostUse.quantities.length > 0 || hostUse.negated) return;
  if (quantity.start < use.end || !/^[^\d]*[,、]/u.test(base.slice(use.end, quantity.start))) return;
  if (!['個', '枚'].some((unit) => hostUse.entry.unitGrams.has(unit)) && hostUse.entry.piecesPerServing.size === 0) return;
  hostUse.quantities.push(quantity);
  use.quantities = [];
}

/** Words that join a dish's own contents to it (with, に), and those that go on with an English list after "with". */
export const CONTENTS_JOINERS = new Set(['with', 'w/', 'w', 'に']);
const WITH_LIST_JOINERS = new Set([',', 'and', '&']);
const SWEET_TOPPING_KINDS = new Set(['dairy', 'sweet', 'fruit', 'cereal', 'nuts']);
const isTopping = (use: EntryUse): boolean =>
  (use.entry.isDish && use.entry.kind === 'side') || use.entry.kind === 'seasoning' || use.entry.kind === 'veg';

/**
 * Rice named beside a dish: "chicken curry with rice" is the curry's own rice (its amount and size
 * words go to the dish's staple); rice beside a レトルトカレー is a カレー皿 of rice (250 g); ナン or パン
 * with a curry replaces its rice.
 */
export function joinStaplesToDishes(items: ItemPlan[], namedTogether: NamedTogether, base: string): ItemPlan[] {
  const result: ItemPlan[] = [];
  // "burrito bowl with chicken, rice, beans and guacamole": the English list after "with" goes on naming the
  // contents of the dish before "with", each food of it as if named with the dish, while they are its contents
  // or toppings of their own (salsa, guacamole, corn): "pancakes with bacon, eggs and coffee" ends the list at the
  // bacon, no part of the pancakes, so the eggs are no part of them either.
  let withHost: ItemPlan | undefined;
  let lastItem: ItemPlan | undefined;
  for (const [at, item] of items.entries()) {
    // "sundae with whipped cream and chocolate sauce": a sweet dish's list goes on through the sweets and fruit put on it.
    const onSweet = (use: EntryUse): boolean =>
      withHost?.uses.some((host) => isSweetDish(host.entry)) === true && SWEET_TOPPING_KINDS.has(use.entry.kind);
    if (lastItem !== undefined && result.at(-1) === lastItem && !lastItem.uses.every((use) => isTopping(use) || onSweet(use)))
      withHost = undefined;
    lastItem = item;
    const listed = withHost !== undefined && WITH_LIST_JOINERS.has(item.joinedBy);
    const previous = listed ? withHost : result.at(-1);
    withHost = CONTENTS_JOINERS.has(item.joinedBy) ? result.at(-1) : listed ? withHost : undefined;
    riceOfItsKind(item, base);
    if (previous && CONTENTS_JOINERS.has(item.joinedBy)) countOfHost(previous, item, base);
    const onlyUse = item.uses.length === 1 ? item.uses[0]! : undefined;
    pourPlantMilksInto(item.uses);
    if (onlyUse && joinEarlierPart(result, item, onlyUse)) continue;
    if (onlyUse && previous && namesKindOfNoodles(previous, onlyUse, namedTogether)) {
      previous.unknownWords.push(...item.unknownWords);
      continue;
    }
    if (onlyUse && previous && namesToppingOfPieces(previous, item, onlyUse)) {
      previous.unknownWords.push(...item.unknownWords);
      continue;
    }
    // "matcha latte with oat milk": the plant milk is the drink's milk, not a glass beside it.
    const milkDrink = previous?.uses.find((use) => use.entry.parts.some(isCowMilk));
    // "green tea latte, grande, oat milk": a plant milk alone after an English order's comma is its milk too.
    const saidOfOrder = item.joinedBy === ',' && onlyUse !== undefined && isLatin(termKey(onlyUse.term)[0]);
    if (onlyUse && milkDrink && (CONTENTS_JOINERS.has(item.joinedBy) || saidOfOrder) && pourPlantMilk(milkDrink, onlyUse)) {
      previous!.unknownWords.push(...item.unknownWords);
      continue;
    }
    // "pasta 100g + meat sauce", "ご飯、カレー": the staple named first is the dish's own, too.
    const nextDish = items[at + 1]?.uses.find(isDishOfParts);
    if (onlyUse && nextDish && items[at + 1]!.uses.length === 1 && isStapleOf(nextDish, onlyUse)) {
      joinPart(items[at + 1]!, nextDish, item, onlyUse);
      continue;
    }
    // 白米200g、納豆1パック、卵1個で卵かけご飯: a food of a list that ends in a dish made of them (で) is that dish's part
    // where the dish has it (the rice, at its 200 g), not a serving beside it; the natto, no part of it, stays one.
    const madeOf = onlyUse ? dishMadeOfListed(items.slice(at + 1), base) : undefined;
    if (
      onlyUse &&
      madeOf &&
      (isStapleOf(madeOf.dish, onlyUse) || (!onlyUse.entry.isDish && partNamed(madeOf.dish.entry, onlyUse.entry) !== undefined))
    ) {
      joinPart(madeOf.item, madeOf.dish, item, onlyUse);
      continue;
    }
    // ご飯、キムチ、卵でチャーハン: the rice of a list that ends in a dish of MEXT's cooked rice is in the dish (its written
    // amount the dish's weight), as ご飯でチャーハン is; the other foods stay servings beside it.
    if (onlyUse && madeOf && isPlainRice(onlyUse) && !onlyUse.negated && ofCookedRice(madeOf.dish.entry)) {
      cookRiceInto(madeOf.dish, onlyUse);
      madeOf.item.unknownWords.push(...item.unknownWords);
      continue;
    }
    // "spaghetti with tomato sauce", "サラダにごまドレッシング": the dish's own contents, named with it
    // (with, に), not a food beside it (と: おにぎりとお茶).
    const previousDish = previous?.uses.find((use) => use.entry.parts.some((part) => part.fillingGrams !== undefined));
    const namesContents = CONTENTS_JOINERS.has(item.joinedBy) || listed;
    if (onlyUse && previousDish && namesContents && onlyUse.quantities.length === 0 && replaceFilling(previousDish, onlyUse)) {
      previous!.unknownWords.push(...item.unknownWords);
      continue;
    }
    // "stir-fried vegetables with pork", "カレーに豚肉": a food the dish before already has, named with it
    // (with, に), is that part of the dish (its form and its amount), not a second serving beside it; so is
    // an animal's meat named by the animal alone (burrito bowl with chicken: the bowl's meat is chicken).
    const holder = previous?.uses.find(isDishOfParts);
    // 焼肉 カルビ100g、ロース100g: another cut of a food the text named in the dish is a food beside it.
    const besideNamed = onlyUse !== undefined && holder !== undefined && secondCutOf(holder.entry, onlyUse) !== undefined;
    // caesar salad with salmon: a fish named with it takes the place of the dish's garnish of meat, as written apart.
    const meatNamed = (dish: EntryUse, use: EntryUse): boolean =>
      (SPECIES_WORDS.has(termKey(use.term)) &&
        (speciesPart(dish.entry, use.entry, use.term) !== undefined || meatInPlace(dish.entry, use.entry) !== undefined)) ||
      (use.entry.kind === 'fish' && meatInPlace(dish.entry, use.entry) !== undefined);
    // "ramen with an extra chashu", "ramen with one kaedama": one more of a part is a serving beside the dish's own, as
    // ラーメン チャーシュー追加 is, not the dish's part.
    if (
      onlyUse &&
      holder &&
      namesContents &&
      !besideNamed &&
      !onlyUse.additional &&
      !onlyUse.entry.isDish &&
      (partNamed(holder.entry, onlyUse.entry) ||
        meatNamed(holder, onlyUse) ||
        [onlyUse.entry, ...onlyUse.alternatives].some((entry) => fishInPlace(holder.entry, entry) !== undefined))
    ) {
      joinPart(previous!, holder, item, onlyUse);
      continue;
    }
    // "acai bowl with banana and granola", "sundae w/ chocolate sauce", アサイーボウル バナナとグラノーラのせ: a topping a sweet
    // dish holds already, named with it (with, w/, its list, or と in a list that ends in のせ), is its own, not a second
    // serving beside it (holdsTopping).
    const toppingList = item.joinedBy === 'と' && TOPPING_WORDS.test(base.slice(item.uses.at(-1)?.end ?? item.end));
    const sweetHolder = previous?.uses.find((use) => !use.negated && use.entry.isDish);
    if (
      onlyUse &&
      sweetHolder &&
      (namesContents || toppingList) &&
      !onlyUse.negated &&
      !onlyUse.additional &&
      onlyUse.quantities.length === 0 &&
      holdsTopping(sweetHolder.entry, onlyUse.entry)
    ) {
      previous!.unknownWords.push(...item.unknownWords);
      continue;
    }
    // "ハンバーグ、デミグラスソース": a sauce the dish before has is that dish's sauce, not a second one;
    // "salmon meuniere, 10g butter", "味噌汁、豆腐50g": a part it has, weighed, is that part's weight, and one sized, that
    // part's size.
    const weighed = onlyUse?.quantities.some((quantity) => MEASURED_UNITS.has(quantity.unit)) === true;
    // "jaga butter, butter多め", ラーメン、ねぎ多め: a size word alone said of a part the dish before has sizes that part, as
    // written with the dish (じゃがバター バター多め: its butter ×1.5); it was a second serving of the food beside the dish.
    const sizesPart =
      onlyUse !== undefined &&
      KIND_AFTER.has(item.joinedBy) &&
      onlyUse.portions.length > 0 &&
      onlyUse.quantities.length === 0 &&
      !onlyUse.additional &&
      !onlyUse.negated;
    if (
      onlyUse &&
      holder &&
      !besideNamed &&
      (onlyUse.entry.kind === 'seasoning' || ((weighed || sizesPart) && !onlyUse.entry.isDish)) &&
      partNamed(holder.entry, onlyUse.entry)
    ) {
      joinPart(previous!, holder, item, onlyUse);
      continue;
    }
    // "shrimp cocktail, 6 shrimp", "shrimp cocktail, 8 shrimp": a count of the dish's main food said right after a dish that has no
    // amount of its own is how many of it the dish had, not that many more beside a serving of the dish.
    if (onlyUse && holder && !besideNamed && countsMainPart(holder, item, onlyUse)) {
      joinPart(previous!, holder, item, onlyUse);
      continue;
    }
    result.push(item);
  }
  const uses = result.flatMap((item) => item.uses);
  const curries = uses.filter((use) => use.entry.kind === 'curry');
  const breads = uses.some((use) => use.entry.kind === 'bread' && use.entry.parts.length === 1);
  for (const curry of curries) {
    if (!breads || stapleFoods(curry).length === 0) continue;
    curry.entry = { ...curry.entry, parts: curry.entry.parts.filter((part) => !part.staple) };
  }
  if (curries.some((curry) => stapleFoods(curry).length === 0)) {
    for (const use of uses) {
      if (use.entry.kind !== 'rice' || use.quantities.length > 0) continue;
      use.portions.unshift('large');
    }
  }
  return result;
}

/**
 * The dish a list of foods ends in when the list says it was made of them (ご飯、納豆、卵で卵かけご飯: で right before
 * the dish's word), looking no further than the first dish of parts; undefined when the list ends otherwise.
 */
function dishMadeOfListed(following: ItemPlan[], base: string): { item: ItemPlan; dish: EntryUse } | undefined {
  for (const item of following) {
    if (!FOOD_LIST_JOINERS.has(item.joinedBy)) return undefined;
    const dish = item.uses.find((use) => isDishOfParts(use) || ofCookedRice(use.entry));
    if (dish) return /で\s*$/u.test(base.slice(item.start, dish.position)) ? { item, dish } : undefined;
  }
  return undefined;
}
