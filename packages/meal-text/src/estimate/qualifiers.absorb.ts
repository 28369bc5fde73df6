// Japanese words before their head (卵2個の目玉焼き, パスタ…ミートソース): a food a dish of the item has, or a second
// dish on the same staple, folds into the head and hands it its amounts.
import { DRINK_KINDS, type Entry } from '../lexicon/lexicon.types';
import { termKey } from '../lexicon/term-key';
import type { MextFood } from '../mext/mext-table';
import {
  countsOwn,
  dishAmountsOn,
  fillsDish,
  fillsLikeOwn,
  fishInPlace,
  gramsOfUse,
  holdsNamedFoods,
  holdsTopping,
  TOPPING_WORDS,
  leaveOutDishPart,
  meatInPlace,
  nameDishPart,
  ownAnimalCut,
  partNamed,
  replaceFilling,
  secondCutOf,
  speciesPart,
} from './dish-contents';
import { dropDrinkFlavours, dropShotGlasses } from './drink-items';
import type { EntryUse, ItemPlan, NamedTogether } from './item-plan.types';
import {
  bareStaple,
  cookRiceInto,
  extraAsDouble,
  hasNoodles,
  isDishOfParts,
  isInstant,
  isPlainRice,
  isStapleOf,
  nameStaple,
  ofCookedRice,
  shareOfDishStaple,
  sizePartOnly,
  weighPieces,
} from './item-uses';
import { dropInstantFlavours, withCupTopping } from './noodle-items';
import { dropSweetFlavours } from './sweet-flavours';
import { servingGrams, unitWeight } from './unit-weight';

/**
 * レモンサワー グレフルサワー, ホットコーヒー アイスコーヒー: one MEXT drink named again by a word of the same kind (the
 * same word of two letters or more after another flavour or style) is a second glass, where it was one. A kind and its
 * general word (サワー レモンサワー, ビール 生ビール), or words of another make (お茶 緑茶, コーヒー ブレンド), stay one.
 */
function secondDrinkOf(first: EntryUse, second: EntryUse): boolean {
  const [one, other] = [termKey(first.term), termKey(second.term)];
  let tail = 0;
  while (tail < Math.min(one.length, other.length) && one.at(-1 - tail) === other.at(-1 - tail)) tail++;
  return DRINK_KINDS.has(first.entry.kind) && tail >= 2 && tail < one.length && tail < other.length;
}

// A can's food put on a dish (ツナのせ, コーン乗せ): a topping's spoonful or two, a convention of this engine
// (docs/analyze-text.md); it was the whole can (ツナ 70 g).
const CAN_TOPPING_GRAMS = 20;

/** ツナのせ: a food served by the can (its serving one 缶), with no amount, written before のせ, is a topping of 20 g. */
function canToppings(item: ItemPlan, base: string): void {
  for (const use of item.uses) {
    const serving = servingGrams(use.entry);
    if (use.negated || use.quantities.length + use.portions.length > 0 || use.entry.unitGrams.get('缶') !== serving) continue;
    if (!TOPPING_WORDS.test(base.slice(use.end))) continue;
    const parts = use.entry.parts.map((part) => ({ ...part, grams: (part.grams * CAN_TOPPING_GRAMS) / serving }));
    use.entry = { ...use.entry, parts, standardPortion: false };
  }
}

/**
 * アサイーボウル グラノーラ: a topping written right after a sweet dish (a space between) that the dish holds already is its
 * own (holdsTopping); "with" and と are staple-joins.ts's.
 */
function toppingHeld(dish: EntryUse, topping: EntryUse, base: string): boolean {
  if (dish.negated || topping.negated || topping.quantities.length > 0) return false;
  return /^\s*$/u.test(base.slice(dish.end, topping.position)) && holdsTopping(dish.entry, topping.entry);
}

/**
 * Japanese words before their head: 卵2個の目玉焼き, パスタ…ミートソース. A food that a dish of the item
 * already contains, or a second dish on the same staple, folds into the head and hands it its amounts.
 */
export function absorbQualifiers(item: ItemPlan, base: string, namedTogether: NamedTogether): void {
  dropInstantFlavours(item, base);
  canToppings(item, base);
  dropSweetFlavours(item, base);
  dropDrinkFlavours(item, base, namedTogether);
  dropShotGlasses(item, base);
  // カルボナーラ パスタ120g, パスタ120gでカルボナーラ: the bare staple named beside a dish on it is that
  // dish's staple, with its amount (not a second dish, nor the weight of the whole).
  for (const staple of [...item.uses]) {
    if (staple.negated || staple.additional || bareStaple(staple) === undefined || !isDishOfParts(staple)) continue;
    const dish = item.uses.find((other) => other !== staple && isDishOfParts(other) && isStapleOf(other, staple));
    if (!dish) continue;
    nameStaple(dish, staple);
    item.uses.splice(item.uses.indexOf(staple), 1);
  }
  const staples = (use: EntryUse): Set<string> =>
    new Set(use.entry.parts.filter((part) => part.staple).map((part) => part.food.foodNumber));
  for (let i = 0; i < item.uses.length; i++) {
    const qualifier = item.uses[i]!;
    // 寿司 まぐろ2貫 サーモン2貫: each kind counted after the dish word is pieces of its own.
    if (qualifier.countedKind) continue;
    // 袋麺のラーメン, cup noodle ramen: an instant product (MEXT: its seasonings included) named with the
    // noodle dish it makes is that product, not the dish made with its noodles (PORTIONS.md → インスタント);
    // a dish on another staple beside it is a food of its own (カップラーメン おにぎり1個).
    const instantDish = isInstant(qualifier)
      ? item.uses.find((use) => use !== qualifier && isDishOfParts(use) && hasNoodles(use))
      : undefined;
    if (instantDish) {
      qualifier.entry = withCupTopping(qualifier.entry, instantDish.entry);
      qualifier.quantities.push(...instantDish.quantities);
      qualifier.portions.push(...instantDish.portions);
      const at = item.uses.indexOf(instantDish);
      item.uses.splice(at, 1);
      if (at < i) i -= 1;
      continue;
    }
    // ご飯 味噌汁 納豆, ご飯 納豆 味噌汁: a food written after a soup, or apart before it, is a food of the
    // meal, not the soup's (なめこの味噌汁, なめこ味噌汁 and 味噌汁（豆腐） name those); an おにぎり names its
    // filling after it (おにぎり 鮭) where the food is one (its `host` column, or its own filling's food group:
    // おにぎり ゆで卵, よだれ鶏 ビール are two foods).
    const joinedBefore = (use: EntryUse): boolean =>
      qualifier.end <= use.position && /^の?$/u.test(base.slice(qualifier.end, use.position));
    const fillsWhereWritten = (use: EntryUse): boolean =>
      joinedBefore(use) ||
      (use.entry.kind !== 'soup' && (fillsDish(use.entry, qualifier.entry) || fillsLikeOwn(use.entry, qualifier.entry)));
    // A dish word names a filling only as the filling's own name (ツナマヨ おにぎり), not as a dish named in
    // full (鮭おにぎり 明太子おにぎり: two) nor in general (おにぎり 明太子おにぎり: the one dish after it).
    const namesFilling = (use: EntryUse): boolean =>
      !qualifier.entry.isDish || !(namesDishInGeneral(qualifier, use) || namedInFull(qualifier, use));
    // えび2貫 いくら軍艦 1貫: two words each with an amount of its own are two servings, not one filled by the other.
    const filled = item.uses.find(
      (use) =>
        use !== qualifier &&
        use.entry.parts.some((part) => part.fillingGrams !== undefined) &&
        fillsWhereWritten(use) &&
        namesFilling(use) &&
        !(use.quantities.length > 0 && qualifier.quantities.length > 0),
    );
    if (filled && !qualifier.negated && replaceFilling(filled, qualifier)) {
      filled.quantities.push(...dishAmountsOn(filled.entry, qualifier));
      // A size said after the filling is the dish's (焼き魚 さば 半分: half the mackerel the dish now is).
      filled.portions.push(...qualifier.portions);
      item.uses.splice(i, 1);
      i -= 1;
      continue;
    }
    // 焼肉 カルビ ロース: another cut of a food named in a dish before it is a food beside it, in the reading of that food.
    const secondCut = item.uses.flatMap((other) => (other === qualifier ? [] : [secondCutOf(other.entry, qualifier)])).find(Boolean);
    if (secondCut) {
      qualifier.entry = secondCut;
      qualifier.alternatives = [];
      continue;
    }
    const head = item.uses.find((other, j) => {
      // The same food named again is one mention of it, unless each names its own amount (カルビ1人前 上カルビ1人前: two)
      // or they are two drinks of it (secondDrinkOf).
      if (j === i || other.entry === qualifier.entry)
        return j > i && other.entry === qualifier.entry && !(countsOwn(qualifier) && countsOwn(other)) && !secondDrinkOf(qualifier, other);
      // 豚肉の生姜焼き, 鮭の焼き魚: a food named with a dish (of several parts, or a prepared form of it) that has it.
      const sameFood =
        qualifier.entry.parts.length === 1 &&
        (other.entry.parts.length > 1 || other.entry.isDish) &&
        ([qualifier.entry, ...qualifier.alternatives].some((entry) => partNamed(other.entry, entry) !== undefined) ||
          speciesPart(other.entry, qualifier.entry, qualifier.term) !== undefined);
      const sameStaple =
        qualifier.entry.isDish &&
        other.entry.isDish &&
        j > i &&
        [...staples(qualifier)].some((number) => staples(other).has(number)) &&
        namesDishInGeneral(qualifier, other);
      // 卵2個の目玉焼き, 目玉焼き 卵2個: the eggs are the dish's, the dish the form they take (a raw egg
      // written after its cooked form does not make it raw again).
      const rawOnly = (use: EntryUse): boolean => isRawForm(use.entry.parts[0]!.food.namePlainJa);
      const sameEggOrMeat =
        qualifier.entry.parts.length === 1 &&
        other.entry.parts.length === 1 &&
        (j > i ? rawOnly(qualifier) || !rawOnly(other) : rawOnly(qualifier) && !rawOnly(other)) &&
        ['egg'].includes(qualifier.entry.kind) &&
        qualifier.entry.parts[0]!.food.group === other.entry.parts[0]!.food.group;
      // さつまいも 焼き芋, じゃがいも フライドポテト: a raw food right before its own prepared form is that form.
      const preparedForm =
        j === i + 1 &&
        qualifier.entry.parts.length === 1 &&
        other.entry.parts.length === 1 &&
        isRawForm(qualifier.entry.parts[0]!.food.namePlainJa) &&
        !isRawForm(other.entry.parts[0]!.food.namePlainJa) &&
        stemOfName(qualifier.entry.parts[0]!.food.namePlainJa) === stemOfName(other.entry.parts[0]!.food.namePlainJa);
      // アイス ハーゲンダッツ: a food's general word right before a kind of it (MEXT's same food and class
      // in another variety: アイスクリーム 普通脂肪, 高脂肪) is that kind, not a second serving.
      const kindOfIt =
        j === i + 1 &&
        qualifier.quantities.length === 0 &&
        !qualifier.entry.isDish &&
        !other.entry.isDish &&
        qualifier.entry.parts.length === 1 &&
        other.entry.parts.length === 1 &&
        qualifier.entry.kind === other.entry.kind &&
        sameKindOfFood(qualifier.entry.parts[0]!.food, other.entry.parts[0]!.food);
      // "pork dumplings", "えびグラタン": a meat or fish right before a prepared dish says what is in it, and so
      // it does before a dish whose one body part is a prepared food ("beef burger", "fish burger": the patty).
      const describesPrepared =
        j === i + 1 &&
        qualifier.entry.parts.length === 1 &&
        other.position - qualifier.end <= 1 &&
        ((['meat', 'fish'].includes(qualifier.entry.kind) && (other.entry.parts[0]?.food.group === '18' || isBurgerLike(other.entry))) ||
          // 小松菜の胡麻和え, ほうれん草のごま和え: a vegetable before a side dish MEXT lists (its ごま和え of いんげん) is the
          // vegetable dressed, PORTIONS.md's 小鉢 of 50 g, not 70 g of it beside the dish.
          (qualifier.entry.kind === 'veg' && isPreparedSide(other.entry)));
      // しゃぶしゃぶ 牛, 鍋 豚肉: a meat of another animal named with a dish of one meat is that dish's meat, and so is a
      // cut of its own animal MEXT files under another heading (焼肉 ハラミ: the beef's 横隔膜 for the 焼肉's ばら).
      const otherMeat =
        qualifier.entry.parts.length === 1 &&
        other.entry.parts.length > 1 &&
        (meatInPlace(other.entry, qualifier.entry) !== undefined ||
          ownAnimalCut(other.entry, qualifier.entry) !== undefined ||
          // えび2貫 beside サーモン寿司 4貫: a fish with a count of its own beside a dish with one is a serving of its own.
          (!(qualifier.quantities.length > 0 && other.quantities.length > 0) &&
            [qualifier.entry, ...qualifier.alternatives].some((entry) => fishInPlace(other.entry, entry) !== undefined)));
      // 残りご飯でチャーハン: the rice a dish of MEXT's cooked rice is made from (で) is in that dish, not a serving beside it.
      const riceEnd = Math.max(qualifier.end, ...qualifier.quantities.map((quantity) => quantity.end));
      const riceMadeInto =
        j > i && isPlainRice(qualifier) && ofCookedRice(other.entry) && /^\s*で\s*$/u.test(base.slice(riceEnd, other.position));
      // protein shake (2 scoops whey): a food weighed by weight that a drink measured as served is made of (foods.tsv's @) is
      // that drink's, its amount the drink's (it was a second serving of the powder beside the shake's).
      const madeInto =
        qualifier.entry.parts.length === 1 &&
        other.entry.parts.length === 1 &&
        qualifier.entry.density === undefined &&
        other.entry.density !== undefined &&
        other.entry.key !== qualifier.entry.key &&
        other.entry.parts[0]!.food.foodNumber === qualifier.entry.parts[0]!.food.foodNumber;
      // カスタードのワッフル: a food right before another whose MEXT name holds it (ワッフル カスタードクリーム入り) is its
      // filling, not a second serving beside it.
      const filledWith =
        j === i + 1 &&
        qualifier.quantities.length === 0 &&
        !qualifier.entry.isDish &&
        qualifier.entry.parts.length === 1 &&
        other.entry.parts.length === 1 &&
        holdsFood(other.entry.parts[0]!.food, qualifier.entry.parts[0]!.food);
      const heldTopping = j < i && toppingHeld(other, qualifier, base);
      return (
        heldTopping ||
        sameFood ||
        sameStaple ||
        sameEggOrMeat ||
        preparedForm ||
        kindOfIt ||
        describesPrepared ||
        otherMeat ||
        riceMadeInto ||
        madeInto ||
        filledWith
      );
    });
    // ラーメン チャーシュー追加: one more of the part, not the dish's own.
    if (!head || qualifier.additional) continue;
    // 牛肉のカレー, カレー 牛肉: the lexicon's dish the meat and the dish name together (牛肉カレー: ビーフカレー,
    // PORTIONS.md's 牛ばら) before the recipe's meat swapped for the word's.
    // So is a raw cut of the dish's own meat that names such a dish with it (ステーキ 牛ロース 200g: ロースステーキ, the
    // リブロース its shops sell as ロース, where the 牛肩ロース that ロース alone is took the sirloin's place).
    const rawCutOfOwn =
      partNamed(head.entry, qualifier.entry)?.kind === 'meat' && / 生$/u.test(qualifier.entry.parts[0]?.food.nameJa ?? '');
    const togetherDish =
      !qualifier.negated && (meatInPlace(head.entry, qualifier.entry) || rawCutOfOwn) ? namedTogether(qualifier, head) : undefined;
    // A cut that names the dish itself again (和牛サーロイン 150g ステーキ: サーロインステーキ) stays the dish's part, its variant kept.
    const dishOfMeat = rawCutOfOwn && togetherDish?.key === head.entry.key ? undefined : togetherDish;
    if (dishOfMeat?.isDish) {
      head.entry = dishOfMeat;
      head.quantities.push(...qualifier.quantities);
      head.portions.push(...qualifier.portions);
      item.uses.splice(i, 1);
      i -= 1;
      continue;
    }
    let portions = qualifier.portions;
    const named = !qualifier.negated && head.entry.parts.length > 1 ? nameDishPart(head, shareOfDishStaple(head, qualifier)) : undefined;
    if (qualifier.negated) {
      // カレー ご飯なし, ラーメン チャーシュー抜き: the dish without that part.
      if (!leaveOutDishPart(head, qualifier)) continue;
    } else if (named) {
      // 卵2個でオムレツ, パスタ 乾麺150g ミートソース: the amount is the named part's, the rest of the dish stays.
      portions = sizePartOnly(head, named, named.staple ? qualifier.portions : extraAsDouble(qualifier));
    } else if (isPlainRice(qualifier) && ofCookedRice(head.entry)) {
      cookRiceInto(head, qualifier);
    } else if (
      head.entry.parts.length === 1 &&
      qualifier.quantities.some((quantity) => unitWeight(head.entry, quantity.unit)?.basis !== 'exact')
    ) {
      // 卵3個の卵焼き: three eggs' worth of the dish, the dish being counted in other pieces.
      const grams = gramsOfUse(qualifier.entry, qualifier);
      head.quantities.push({ start: qualifier.position, end: qualifier.end, text: '', value: grams, unit: 'g', isRange: false });
    } else {
      head.quantities.push(...qualifier.quantities);
      // 目玉焼き 卵2個 Lサイズ: the dish is made of the eggs, so it is of their size class too.
      if (qualifier.pieceFactor !== undefined && head.pieceFactor === undefined && head.entry.pieceSizes !== undefined) {
        weighPieces(head, qualifier.pieceFactor);
      }
    }
    head.portions.push(...portions);
    head.cooking.push(...qualifier.cooking);
    // 和牛サーロイン ステーキ: the variant said of the part is the dish's part's.
    if (qualifier.variants) head.variants = [...(head.variants ?? []), ...qualifier.variants];
    item.uses.splice(i, 1);
    i -= 1;
  }
}

/** A dish of a staple and prepared foods only (a burger: its bun and MEXT's ハンバーグ for the patty). */
const isBurgerLike = (dish: Entry): boolean =>
  dish.parts.some((part) => part.staple) && dish.parts.some((part) => !part.staple && part.food.group === '18') && holdsNamedFoods(dish);

/**
 * Whether a dish word before another dish on its staple names that dish in general, so the two are one:
 * the bare staple (パスタ カルボナーラ) or the word the other's name ends in (おにぎり 明太子おにぎり, カレー
 * カツカレー, うどん きつねうどん). Two dishes each named in full are two servings (鮭おにぎり 明太子おにぎり, 牛丼 親子丼).
 */
const namesDishInGeneral = (general: EntryUse, dish: EntryUse): boolean =>
  bareStaple(general) !== undefined || termKey(dish.term).endsWith(termKey(general.term));

/** Whether two dish words end in the same word and each says more than it (鮭おにぎり 明太子おにぎり, 牛丼 親子丼). */
function namedInFull(first: EntryUse, second: EntryUse): boolean {
  const [a, b] = [termKey(first.term), termKey(second.term)];
  let ending = 0;
  while (ending < Math.min(a.length, b.length) && a[a.length - 1 - ending] === b[b.length - 1 - ending]) ending += 1;
  return ending > 0 && ending < a.length && ending < b.length;
}

// MEXT names a food's raw state last (さつまいも 塊根 皮なし 生); its first word is the food (さつまいも).
const isRawForm = (name: string): boolean => name.endsWith(' 生');
/** A side dish of one food MEXT lists among its prepared dishes (ごま和え, 白和え, きんぴら). */
const isPreparedSide = (entry: Entry): boolean => entry.kind === 'side' && entry.parts.length === 1 && entry.parts[0]!.food.group === '18';
const stemOfName = (name: string): string => name.split(' ')[0] ?? '';
// MEXT names a filled food by its filling and 入り (ワッフル カスタードクリーム入り, 大福もち こしあん入り).
const holdsFood = (food: MextFood, filling: MextFood): boolean =>
  food.foodNumber !== filling.foodNumber && food.namePlainJa.split(' ').includes(`${stemOfName(filling.namePlainJa)}入り`);
// Two MEXT foods of one food and class (（アイスクリーム類） アイスクリーム) in different varieties.
const sameKindOfFood = (one: MextFood, other: MextFood): boolean => {
  const classOf = (food: MextFood): string | undefined => /（([^）]+類)）/u.exec(food.nameJa)?.[1];
  return (
    one.foodNumber !== other.foodNumber &&
    classOf(one) !== undefined &&
    classOf(one) === classOf(other) &&
    stemOfName(one.namePlainJa) === stemOfName(other.namePlainJa)
  );
};
