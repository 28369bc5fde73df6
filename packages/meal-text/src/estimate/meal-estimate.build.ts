import { type CookingMethod, DRINK_KINDS, type Entry, type PortionWord } from '../lexicon/lexicon.types';
import { type MeasuredNutrientKey, MEASURED_NUTRIENT_KEYS } from '@shokuji/food-data';
import { round1, roundMacros, sumMacros } from '@shokuji/nutrition';
import { type MextTable, nutrientsOf } from '../mext/mext-table';
import type { ChainLookup, DetailedNutrition, EstimatedComponent, EstimatedItem, ItemMatch, MealEstimate } from '../meal-text.types';
import type { TextHint } from '../text/hints.extract';
import type { Quantity } from '../text/quantity.extract';
import { applyCooking } from './cooking.apply';
import { asSold, withStatedSugar } from './drink-sugar';
import type { FastFoodSetParts } from './fast-food-set';
import { replaceFilling } from './dish-contents';
import { type EntryAmount, isSpirit, type PartAmount, resolveAmount, scaled, WHOLE_SERVING_WORDS } from './entry-amount';
import { servingsCounted } from './unit-weight';
import { asSashimi } from './sashimi-slice';
import { isSetMain, isSweet } from './set-items';
import { itemConfidence, confidenceBasis, mealConfidenceOf, useConfidence, variantGapOf } from './meal-confidence';
import type { EntryUse, ItemPlan } from './item-plan.types';

/**
 * Entries a set word adds (PORTIONS.md → 定食: 主菜 + ご飯 150 g + 味噌汁 1杯 (+ キャベツ 50 g); a fast-food
 * セット's fries and drink).
 */
export interface SetEntries extends FastFoodSetParts {
  rice: Entry;
  misoSoup: Entry;
  cabbage: Entry;
  /** にぎり 1貫 (PORTIONS.md → すし飯), for a topping counted in 貫. */
  nigiri: Entry;
  /** PORTIONS.md's ラーメン, the bowl a 替え玉 is ordered for when the text names none. */
  ramen: Entry;
  /** The bento of no kind (幕の内), for a 弁当 whose main the text does not name. */
  bento: Entry;
  /** The main of the 定食 of no kind (生姜焼き, PORTIONS.md's 定食 row), for a 定食 whose main the text does not name. */
  teishoku: Entry;
  /** The cup of coffee (PORTIONS.md: 1杯 150 ml, black) a sweet's セット comes with when the text names no drink. */
  coffee: Entry;
}

interface ItemResult {
  item: EstimatedItem;
  /** `none`: an amount of zero written (納豆0, ご飯0g): the food is listed at 0 g, not left out unsaid. */
  amounts: Array<{ amount: EntryAmount; entry: Entry; none?: boolean }>;
  pending: boolean;
}

const gramsLabel = (grams: number): string => String(grams < 10 ? round1(grams) : Math.round(grams));

export interface EstimateContext {
  table: MextTable;
  entries: ReadonlyMap<string, Entry>;
  sets: SetEntries;
  locale: 'ja' | 'en';
  text: string;
  hints: TextHint[];
  chainLookups: ChainLookup[];
  /** A chain of fried chicken is named for an item (ケンタッキー, KFC: its shops' category), for its biscuit. */
  friedChickenChain?: boolean;
}

/** An entry the meal is served with though the text does not name it (a 定食's rice, a refill's bowl), at `position`. */
const servedUse = (entry: Entry, position: number): EntryUse => ({
  entry,
  alternatives: [],
  match: 'exact',
  position,
  end: position,
  term: '',
  quantities: [],
  portions: [],
  cooking: [],
});

/** Turns the planned items into components, totals, detailed nutrients and a confidence. */
export function buildEstimate(plans: ItemPlan[], context: EstimateContext): MealEstimate {
  const results: ItemResult[] = [];
  const { groups, bowlAt } = serveRefillWithItsRamen(
    expandSets(serveToppingsAsSushi(plans, context.sets.nigiri), context.sets, context.text),
    context.sets.ramen,
  );
  const expanded = serveBiscuitAsFriedChickensBread(
    servePlainBreadAsRolls(serveFirstBeforeRefill(groups.flat()), context.entries),
    context.entries,
    context.friedChickenChain === true,
  );
  // A lookup points at the items its item was read into (a 定食's main, rice and soup).
  const firstOfGroup = groups.map((_, at) => groups.slice(0, at).reduce((sum, group) => sum + group.length, 0));
  const chainLookups = context.chainLookups.map((lookup) => {
    const group = bowlAt !== undefined && lookup.itemIndex >= bowlAt ? lookup.itemIndex + 1 : lookup.itemIndex;
    const first = firstOfGroup[group]!;
    const itemIndexes = groups[group]!.map((_, offset) => first + offset);
    return { ...lookup, itemIndex: first, itemIndexes };
  });
  let host: { kind: string; pieces: number } | undefined;
  for (const planned of expanded) {
    // Each use with the entry its words make of it: the drink as sold (a bottle, 無糖), the variant stated.
    const plan = {
      ...planned,
      uses: planned.uses.map((use) => (use.entry.kind === 'water' ? use : { ...use, entry: statedEntry(use, context) })),
    };
    const amounts: ItemResult['amounts'] = [];
    const confidences: number[] = [];
    const sharing = sharedToppings(plan);
    let weight = 0;
    let written = false;
    for (const use of plan.uses) {
      if (use.entry.kind === 'water') continue;
      let amount = resolveAmount(use.entry, mixedSpiritQuantities(use), use.portions, use.position);
      amount = { ...amount, parts: withStatedSugar(amount.parts, use.variants, context.entries.get('sugar')?.parts[0]) };
      if (sharing.includes(use)) amount = { ...amount, parts: scaled(amount.parts, 1 / sharing.length) };
      const hosted = hostAmount(use, host);
      if (hosted) amount = { ...amount, parts: hosted, source: 'standard' };
      // The water of a drink's recipe (oat milk, horchata) gives it its volume and is never counted (PORTIONS.md).
      amount = { ...amount, parts: amount.parts.filter(({ part }) => part.kind !== 'water') };
      const cooked = applyCooking(amount.parts, use.cooking, context.table);
      const none = use.quantities.length > 0 && use.quantities.every((quantity) => quantity.value === 0);
      amounts.push({ amount: { ...amount, parts: cooked.parts }, entry: use.entry, none });
      const variantGap = variantGapOf(amount.parts, context.text.slice(plan.start, plan.end), context.table);
      confidences.push(useConfidence(use, amount, cooked.generic, variantGap));
      weight += cooked.parts.reduce((sum, part) => sum + part.grams, 0);
      written ||= amount.source === 'written';
      const kind = use.entry.kind;
      if (['bread', 'coffee'].includes(kind) || use.entry.key === 'tea')
        host = { kind: kind === 'bread' ? 'bread' : 'coffee', pieces: amount.pieces };
    }
    const named = plan.uses.filter((use) => use.entry.kind !== 'water');
    const names = named.map((use) => use.entry);
    // Left to a named chain's catalog; an item looked up in every chain for its unknown words stays unknown.
    const pending = chainLookups.some((lookup) => lookup.itemIndex === results.length && lookup.unestimated && lookup.shopId !== null);
    const first = plan.uses[0];
    const match: ItemMatch =
      names.length === 0
        ? pending
          ? 'chain'
          : plan.uses.length > 0
            ? 'exact'
            : 'unknown'
        : first!.entry.source === 'catalog'
          ? 'catalog'
          : first!.entry.source === 'table'
            ? 'table'
            : first!.match;
    const nameJa =
      named.map((use) => `${use.entry.nameJa}${portionLabel(use, 'ja')}`).join('・') || context.text.slice(plan.start, plan.end).trim();
    const nameEn = named.map((use) => `${use.entry.nameEn}${portionLabel(use, 'en')}`).join(' and ') || nameJa;
    results.push({
      item: {
        text: context.text.slice(plan.start, plan.end).trim(),
        name: context.locale === 'en' ? nameEn : nameJa,
        nameJa,
        nameEn,
        match,
        amount: written ? 'written' : amounts.some(({ amount }) => amount.source === 'guessed') ? 'guessed' : 'standard',
        confidence: itemConfidence(confidences, weight > 0),
        unknownWords: plan.unknownWords,
      },
      amounts,
      pending,
    });
  }
  const components = results.flatMap((result, itemIndex) => componentsOf(result, itemIndex, context.locale));
  const totals = roundMacros(sumMacros(components));
  const items = results.map((result) => result.item);
  const unknownWords = expanded.flatMap((plan) => plan.unknownWords);
  const basis = confidenceBasis(items, components, expanded, context.hints);
  const mealNameJa = items
    .filter((item) => item.match !== 'unknown')
    .map((item) => item.nameJa)
    .join('、');
  const mealNameEn = items
    .filter((item) => item.match !== 'unknown')
    .map((item) => item.nameEn)
    .join(', ');
  return {
    kind: 'estimate',
    mealName: context.locale === 'en' ? mealNameEn : mealNameJa,
    mealNameJa,
    mealNameEn,
    ...totals,
    components,
    items,
    detailedNutrition: sumDetailed(components, context.table),
    confidence: mealConfidenceOf(basis, totals.cal),
    confidenceBasis: basis,
    chainLookups,
    hints: context.hints,
    unknownWords,
  };
}

const PORTION_LABELS: Record<PortionWord, [ja: string, en: string]> = {
  large: ['大盛り', 'large'],
  extra: ['特盛', 'extra large'],
  regular: ['', ''],
  small: ['小盛り', 'small'],
  half: ['半分', 'half'],
  little: ['少し', 'a little'],
  plenty: ['たっぷり', 'plenty'],
  smaller: ['小さめ', 'smaller'],
  bigger: ['大きめ', 'bigger'],
  stronger: ['濃いめ', 'stronger'],
  double: ['ダブル', 'double'],
  triple: ['トリプル', 'triple'],
  whole: ['', ''],
  'side-bowl': ['小鉢', 'side bowl'],
  'grade-up': ['上', 'superior grade'],
  'grade-top': ['特上', 'top grade'],
};

/** "（大盛り）" / " (large)" after an item's name when a size word changed it. */
function portionLabel(use: EntryUse, locale: 'ja' | 'en'): string {
  // 濃いめ names the drink only where it changed a spirit (not ビール濃いめ, 味濃いめ).
  const sized = use.portions.filter((word) => word !== 'stronger' || use.entry.parts.some(isSpirit));
  const words = sized.map((word) => PORTION_LABELS[word][locale === 'ja' ? 0 : 1]).filter(Boolean);
  if (words.length === 0) return '';
  return locale === 'ja' ? `（${words.join('・')}）` : ` (${words.join(', ')})`;
}

const DON_RICE_GRAMS = 250;
const DON_TOPPING_GRAMS = 80;

/**
 * The entry at another standard serving, its parts scaled, and a unit that was one serving one of the new
 * (ご飯どんぶり1杯: a bowl of a 丼's rice is 250 g, not the 茶碗's 150); `standard` says whether PORTIONS.md fixes it.
 */
function withServing(entry: Entry, grams: number, standard: boolean): Entry {
  const serving = entry.parts.reduce((sum, part) => sum + part.grams, 0);
  const parts = entry.parts.map((part) => ({ ...part, grams: (part.grams * grams) / serving }));
  const unitGrams = new Map([...entry.unitGrams].map(([unit, unitWeight]) => [unit, unitWeight === serving ? grams : unitWeight]));
  return { ...entry, parts, unitGrams, standardPortion: standard };
}

/**
 * 定食 adds rice and miso soup (and cabbage to fried mains and 生姜焼き) unless the item names them; 弁当 and
 * 丼 add rice to a main without a staple. Plain rice the item names (within it, or said of the set later
 * in the text: ほっけ定食、ご飯大盛り) is the set's rice, with its size words and amount; a part named as
 * not eaten (ご飯なし, キャベツ抜き) is left out.
 */
function expandSets(plans: ItemPlan[], sets: SetEntries, text: string): ItemPlan[][] {
  return plans.map((plan, at): ItemPlan[] => {
    if (plan.sets.length === 0 || plan.uses.length === 0) return [plan];
    // A set of a dish that has its own rice (牛丼みそ汁セット, カレーとサラダのセット) is the dishes it
    // lists: the 定食's rice, soup and cabbage go with a main that has no rice (docs/analyze-text.md → Sets).
    if (plan.sets.includes('teishoku') && setItems(plans, at, text).some((item) => hasOwnRice(item) || hasBreadOrPasta(item)))
      return [plan];
    const leftOut = plan.uses.filter((use) => use.negated);
    // おかわり (唐揚げ定食 ご飯おかわり): a serving beside the set's own, an item of its own.
    const seconds = plan.uses.filter((use) => use.additional && !use.negated);
    const eaten = plan.uses.filter((use) => !use.negated && !use.additional);
    const isLeftOut = (entry: Entry): boolean => leftOut.some((use) => use.entry.key === entry.key || use.entry.kind === entry.kind);
    const riceUse = eaten.find((use) => use.entry.kind === 'rice' && use.entry.parts.length === 1);
    const soupUse = eaten.find((use) => use.entry.kind === 'soup');
    const mains = eaten.filter((use) => use !== riceUse && use !== soupUse);
    const extra: ItemPlan[] = seconds.length > 0 ? [{ ...plan, unknownWords: [], strayWords: 0, uses: seconds }] : [];
    // A drink written beside the set (ハンバーグ定食 ビール2杯) is no main of it: its count is the drink's alone; nor is a
    // fruit or a sweet (丼 バナナ: no 丼's rice for the banana).
    const foodMains = mains.filter(isSetMain);
    // ケーキセット, パフェセット: a set of a sweet is a café's, the sweet and a cup of coffee (PORTIONS.md's 1杯, black) where
    // no drink is named, never a 定食's rice and miso soup (ケーキセット was a shortcake on 150 g of rice with a soup).
    if (mains.length > 0 && foodMains.length === 0) {
      const cafe = plan.sets.includes('teishoku') && mains.some((main) => isSweet(main.entry)) && !mains.some(isDrinkUse);
      const coffee: ItemPlan[] = cafe ? [{ ...plan, unknownWords: [], strayWords: 0, uses: [servedUse(sets.coffee, plan.end)] }] : [];
      return [{ ...plan, uses: eaten }, ...coffee, ...extra];
    }
    // 焼き鮭定食 2人前: the set served twice, its rice, soup and cabbage too (unless the text sizes them itself).
    const servings = foodMains.flatMap((main) => main.quantities.flatMap((quantity) => servingsCounted(main.entry, quantity) ?? []))[0];
    // とんかつ定食 2人で分けた: the set shared, its rice, soup and cabbage too.
    const shares = foodMains.flatMap((main) => main.quantities.filter((quantity) => quantity.unit === 'share'));
    const perSet = (side: EntryUse): EntryUse => {
      const counted =
        servings === undefined || side.quantities.length > 0
          ? side.quantities
          : [{ start: side.position, end: side.end, text: '', value: servings, unit: 'serving', isRange: false }];
      return { ...side, quantities: [...counted, ...shares] };
    };
    if (plan.sets.includes('teishoku')) {
      // ご飯と味噌汁の定食, 焼き魚とご飯と味噌汁の定食: a rice or a soup named before the set in 「AとBの定食」 is the set's own,
      // counted where it is written, not a second one beside the set's (the rice was counted twice).
      const listed = setItems(plans, at, text).filter((item) => item !== plan);
      const namedBefore = (kind: string): boolean =>
        listed.some((item) => item.uses.some((use) => !use.negated && !use.additional && use.entry.kind === kind));
      // 唐揚げとご飯の定食: a fried main listed before the set is its main too, served with its cabbage as one named in it is.
      const listedFried = listed.some((item) =>
        item.uses.some((use) => !use.negated && !use.additional && use.entry.kind !== 'rice' && use.entry.kind !== 'soup' && isFried(use)),
      );
      const fried = (mains.some(isFried) || listedFried) && !isLeftOut(sets.cabbage);
      const cabbage = fried ? [perSet(servedUse(sets.cabbage, plan.end))] : [];
      const part = (named: EntryUse | undefined, entry: Entry): ItemPlan[] =>
        named || !isLeftOut(entry)
          ? [{ ...plan, unknownWords: [], strayWords: 0, uses: [perSet(named ?? servedUse(entry, plan.end))] }]
          : [];
      // 豚汁定食: a set named by its soup is that soup with the set's rice, no unnamed main beside them; the cabbage of a
      // main listed before the set is then an item of the set's own.
      const mainItems =
        mains.length > 0
          ? [{ ...plan, uses: [...mains, ...cabbage] }]
          : cabbage.length > 0
            ? [{ ...plan, unknownWords: [], strayWords: 0, uses: cabbage }]
            : [];
      const rice = riceUse || !namedBefore('rice') ? part(riceUse, sets.rice) : [];
      const soup = soupUse || !namedBefore('soup') ? part(soupUse, sets.misoSoup) : [];
      return [...mainItems, ...rice, ...soup, ...extra];
    }
    if (mains.some((main) => main.entry.parts.some((part) => part.staple))) return [{ ...plan, uses: eaten }, ...extra];
    // 弁当 and 丼 rice is the 丼 serving, 250 g (PORTIONS.md); a 丼's meat, fish or egg without an amount
    // is 80 g, as PORTIONS.md's 鉄火丼 and うな重 — this engine's extension of them, so a guessed serving
    // (docs/analyze-text.md).
    // 大盛り, 小盛り of a 丼 or 弁当 size its rice only (PORTIONS.md: 大盛り 350 g, 具は同じ); 半分 the whole.
    const riceSizes = [...new Set([...foodMains.flatMap((topping) => topping.portions), ...(riceUse?.portions ?? [])])];
    const toppings = mains.map((topping) => {
      const portions = topping.portions.filter((word) => WHOLE_SERVING_WORDS.has(word));
      const guessed = plan.sets.includes('don') && topping.quantities.length === 0 && ['meat', 'fish', 'egg'].includes(topping.entry.kind);
      // An egg counted by the piece (卵, 卵黄 17 g, 炒り卵 50 g) tops a bowl as one piece (卵黄のせ was 80 g of yolk).
      const piece = topping.entry.kind === 'egg' ? topping.entry.unitGrams.get('個') : undefined;
      const grams = piece ?? DON_TOPPING_GRAMS;
      return { ...topping, portions, entry: guessed ? withServing(topping.entry, grams, false) : topping.entry };
    });
    const rice = perSet({
      ...servedUse(withServing(sets.rice, DON_RICE_GRAMS, true), plan.end),
      portions: riceSizes,
      quantities: riceUse?.quantities ?? [],
    });
    return [{ ...plan, uses: isLeftOut(sets.rice) ? toppings : [...toppings, rice] }, ...extra];
  });
}

const isDrinkUse = (use: EntryUse): boolean => DRINK_KINDS.has(use.entry.kind);

const FRYING_METHODS = new Set<CookingMethod>(['deepfry', 'tempura', 'breaded', 'karaage']);
// MEXT's fried foods by their names (まあじ フライ, かきフライ, ささみ フライ, とりから揚げ, チキンナゲット).
const MEXT_FRIED_NAME = /フライ|とんかつ|から揚げ|天ぷら|素揚げ|ナゲット/u;

/**
 * A 揚げ物 main, which a 定食 serves with its cabbage (PORTIONS.md: 揚げ物・生姜焼きには キャベツ千切り
 * 50 g): a fried dish (とんかつ, 生姜焼き), a food fried by a cooking word (チキンカツ, えびの天ぷら) or a
 * MEXT fried food named alone (アジフライ).
 */
function isFried(main: EntryUse): boolean {
  if (main.entry.kind === 'fried' || main.cooking.some((method) => FRYING_METHODS.has(method))) return true;
  return main.entry.parts.length === 1 && MEXT_FRIED_NAME.test(main.entry.parts[0]!.food.nameJa);
}

// Words that join the items of 「AとBのセット」: the set of A and B, not B's set beside A.
const SET_JOINERS = new Set(['と', 'and', '&', '+']);

/**
 * What a set word is said of: its own item, and in 「AとBのセット」 (の before the set word) the items
 * joined to it by と before it (牛丼とサラダと味噌汁のセット); 「カレーと唐揚げ定食」 is a 唐揚げ定食 beside a curry.
 */
function setItems(plans: ItemPlan[], at: number, text: string): ItemPlan[] {
  const plan = plans[at]!;
  if (!/の\s*(?:セット|せっと|定食|ていしょく)/u.test(text.slice(plan.start, plan.end))) return [plan];
  let first = at;
  while (first > 0 && SET_JOINERS.has(plans[first]!.joinedBy)) first -= 1;
  return plans.slice(first, at + 1);
}

/** An item with a dish whose staple is rice (a 丼, a カレー皿, チャーハン), not noodles or bread. */
function hasOwnRice(plan: ItemPlan): boolean {
  return plan.uses.some(
    (use) =>
      !use.negated && use.entry.isDish && use.entry.parts.some((part) => part.staple && part.kind !== 'noodle' && part.kind !== 'bread'),
  );
}

/**
 * A set of bread or pasta (モーニングセットでトーストとゆで卵, ランチセットでパスタとサラダ) is a Western set: the
 * 定食's rice and miso soup are not in it.
 */
function hasBreadOrPasta(plan: ItemPlan): boolean {
  return plan.uses.some(
    (use) =>
      !use.negated &&
      (use.entry.kind === 'bread' || use.entry.kind === 'pasta' || use.entry.parts.some((part) => part.staple && part.kind === 'bread')),
  );
}

// Foods that top a にぎり: fish and seafood, and 玉子.
const TOPPING_KINDS = new Set(['fish', 'egg']);

/**
 * 貫 is the counter of にぎり: a fish or 玉子 counted in 貫 (サーモン4貫, 玉子 2貫) is that many にぎり with
 * it as their topping (PORTIONS.md: 1貫 = すし飯 20 g + ネタ 15 g + しょうゆ 1 g), not bare slices of it.
 */
function serveToppingsAsSushi(plans: ItemPlan[], nigiri: Entry): ItemPlan[] {
  for (const plan of plans) {
    plan.uses = plan.uses.map((use) => {
      if (use.entry.isDish || use.entry.parts.length !== 1 || !TOPPING_KINDS.has(use.entry.kind)) return use;
      if (!use.quantities.some((quantity) => quantity.unit === '貫')) return use;
      const sushi: EntryUse = { ...use, entry: nigiri, alternatives: [] };
      // The dish's own topping (まぐろ) stays as it is; another one takes its place.
      replaceFilling(sushi, { ...use, quantities: [] });
      return sushi;
    });
  }
  return plans;
}

/**
 * 焼き魚 ご飯おかわり, "curry, seconds of rice" with no rice before: nobody has seconds without a first serving, so a
 * refill of a food the meal has nowhere else (no dish, set or item of it) comes after a serving of its own, in
 * its item (two rices, where it was one). Beside a set's or a dish's own (唐揚げ定食 ご飯おかわり) it is one more, as before.
 */
function serveFirstBeforeRefill(plans: ItemPlan[]): ItemPlan[] {
  const had = new Set(
    plans.flatMap((plan) =>
      plan.uses.filter((use) => !use.additional && !use.negated).flatMap((use) => use.entry.parts.map((part) => part.food.foodNumber)),
    ),
  );
  return plans.map((plan) => {
    const firsts = plan.uses.filter((use) => use.refill && !use.negated && use.entry.parts.every((part) => !had.has(part.food.foodNumber)));
    if (firsts.length === 0) return plan;
    const uses = plan.uses.flatMap((use) =>
      firsts.includes(use) ? [{ ...use, additional: false, refill: false, quantities: [] }, use] : [use],
    );
    return { ...plan, uses };
  });
}

const isNoodleDish = (use: EntryUse): boolean => use.entry.isDish && use.entry.kind === 'noodle' && !use.negated && !use.additional;

/**
 * 替え玉 is more noodles for a bowl already eaten: where the meal names no noodle dish (一蘭 替え玉1回),
 * the bowl is PORTIONS.md's ラーメン, an item of its own before the refill's. It is a group of its own,
 * so a chain's product looked up for the refill's words replaces the refill, not the bowl: the index of
 * the group it goes before is returned for the lookups to follow.
 */
function serveRefillWithItsRamen(groups: ItemPlan[][], ramen: Entry): { groups: ItemPlan[][]; bowlAt?: number } {
  if (groups.some((group) => group.some((plan) => plan.uses.some(isNoodleDish)))) return { groups };
  const at = groups.findIndex((group) =>
    group.some((plan) => plan.uses.some((use) => use.additional && !use.negated && !use.entry.isDish && use.entry.kind === 'noodle')),
  );
  if (at < 0) return { groups };
  const plan = groups[at]![0]!;
  return {
    groups: [
      ...groups.slice(0, at),
      [{ ...plan, unknownWords: [], strayWords: 0, uses: [servedUse(ramen, plan.start)] }],
      ...groups.slice(at),
    ],
    bowlAt: at,
  };
}

/**
 * PORTIONS.md: 洋食の付け合わせの「パン」= ロールパン 2個 60 g; the plain word (パン, "bread") beside a Western dish. The
 * plain word counted in 個 (パン2個) is rolls too: 食パン is counted in 枚, and PORTIONS.md's bread
 * counted in 個 is the roll.
 */
// The plain word for bread, as the term key spells it (パン, "bread"), not 食パン or toast.
const PLAIN_BREAD_WORDS = new Set(['ぱん', 'bread']);
const SLICE_UNITS = new Set(['枚', '切れ', 'slice', 'slice-cut']);

function servePlainBreadAsRolls(plans: ItemPlan[], entries: ReadonlyMap<string, Entry>): ItemPlan[] {
  const western = plans.some((plan) => plan.uses.some((use) => use.entry.western));
  const roll = entries.get('roll');
  if (!roll) return plans;
  for (const plan of plans) {
    for (const use of plan.uses) {
      if (!PLAIN_BREAD_WORDS.has(use.term) || use.entry.kind !== 'bread') continue;
      // Bread counted in slices is sliced bread, whatever it goes with.
      if (use.quantities.some((quantity) => SLICE_UNITS.has(quantity.unit))) continue;
      if (!western && !use.quantities.some((quantity) => quantity.unit === '個')) continue;
      use.entry = roll;
      if (use.quantities.length === 0)
        use.quantities.push({ start: use.position, end: use.position, text: '', value: 2, unit: '個', isRange: false });
    }
  }
  return plans;
}

/**
 * "KFC 2 pieces and a biscuit", フライドチキンとビスケット: beside fried chicken a biscuit is the bread its shops serve
 * with it (the American biscuit, foods.tsv's chicken-biscuit), not the sweet cookie the word is alone (クッキー 30 g).
 * Fried chicken is a bone-in piece or a bucket (フライドチキン, オリジナルチキン, バーレル), the English "fried chicken",
 * or a chain of fried chicken named (its shops' category).
 */
const BISCUIT_WORDS = new Set(['びすけっと', 'biscuit', 'biscuits']);
const FRIED_CHICKEN_ENTRIES = new Set(['fried-chicken', 'fried-chicken-bucket']);
const FRIED_CHICKEN_WORDS = new Set(['fried chicken']);

function serveBiscuitAsFriedChickensBread(plans: ItemPlan[], entries: ReadonlyMap<string, Entry>, atChain: boolean): ItemPlan[] {
  const bread = entries.get('chicken-biscuit');
  const beside =
    atChain || plans.some((plan) => plan.uses.some((use) => FRIED_CHICKEN_ENTRIES.has(use.entry.key) || FRIED_CHICKEN_WORDS.has(use.term)));
  if (!bread || !beside) return plans;
  for (const plan of plans) for (const use of plan.uses) if (BISCUIT_WORDS.has(use.term) && use.entry.key === 'cookie') use.entry = bread;
  return plans;
}

// A spirit 割り (水割り, お湯割り, ソーダ割り): the spirit's share of the glass, a third unless a ratio says
// otherwise (the whisky 水割り's 1 : 2, and the lexicon's サワー and ウーロンハイ, 焼酎 60 ml + 120 ml).
const SPIRIT_IN_MIXED_GLASS = 1 / 3;
const VOLUME_UNITS = new Set(['ml', 'l', 'container-ml']);

/**
 * 焼酎水割り 300ml: the volume is the glass's, a third of it the spirit; a count of glasses (焼酎 水割り 2杯)
 * is the spirit's own glass. A ratio written (焼酎お湯割り 6:4, 焼酎 6対4: a 割り said by its ratio) is the
 * spirit's share instead: of the volume written, or of the spirit's own glass, which holds three of its
 * measures at 1 : 2 (180 ml for 焼酎's 60 ml: 6:4 is 108 ml). Other foods take both as naming nothing.
 */
function mixedSpiritQuantities(use: EntryUse): Quantity[] {
  const ratio = use.quantities.find((quantity) => quantity.unit === 'ratio');
  const quantities = use.quantities.filter((quantity) => quantity.unit !== 'ratio');
  if (!(use.variants?.includes('割り') || ratio) || !use.entry.parts.every(isSpirit)) return quantities;
  const share = ratio?.value ?? SPIRIT_IN_MIXED_GLASS;
  const volume = quantities.some((quantity) => VOLUME_UNITS.has(quantity.unit));
  const poured = quantities.map((quantity) =>
    VOLUME_UNITS.has(quantity.unit) ? { ...quantity, value: quantity.value * share } : quantity,
  );
  if (volume || !ratio) return poured;
  // Glasses counted (6:4 2杯) are that many glasses of the stronger pour; none counted, one.
  const glasses = share / SPIRIT_IN_MIXED_GLASS;
  const counted = poured.findIndex((quantity) => quantity.unit !== 'share');
  if (counted < 0) return [...poured, { ...ratio, unit: 'serving', value: glasses }];
  return poured.map((quantity, at) => (at === counted ? { ...quantity, value: quantity.value * glasses } : quantity));
}

/** The use's entry as its words state it: the drink as sold (asSold), then the variants stated. */
/**
 * サーモンいくら丼, うにいくら丼: the fish a 丼 is named by, two or more with no amount or size of their own, share the one
 * bowl's topping (鉄火丼's まぐろ 80 g; 海鮮丼's five kinds 105 g in all), each its share of its serving; each was a whole
 * serving (160 g of fish on the bowl). Empty where the item is no such bowl.
 */
function sharedToppings(plan: ItemPlan): EntryUse[] {
  if (!plan.sets.includes('don')) return [];
  const toppings = plan.uses.filter(
    (use) =>
      !use.negated &&
      !use.additional &&
      !use.entry.isDish &&
      use.entry.kind === 'fish' &&
      use.quantities.length === 0 &&
      use.portions.length === 0,
  );
  return toppings.length >= 2 ? toppings : [];
}

function statedEntry(use: EntryUse, context: EstimateContext): Entry {
  const sold = asSashimi(asSold(use, context.entries), use.cooking);
  return use.variants ? withStatedVariants(sold, use.variants, context.table) : sold;
}

/**
 * The MEXT variants the text states (どら焼き つぶあん, サーモン 皮なし, オレンジジュース ストレート): each part
 * MEXT lists in that variant becomes it; a part it does not apply to stays.
 */
function withStatedVariants(entry: Entry, variants: string[], table: MextTable): Entry {
  const parts = entry.parts.map((part) => {
    const food = variants.reduce((current, variant) => table.siblingWith(current, variant) ?? current, part.food);
    return food === part.food ? part : { ...part, food };
  });
  return parts.every((part, at) => part === entry.parts[at]) ? entry : { ...entry, parts };
}

/** Butter on toast, milk in coffee: with no amount written, the amount per piece of the host before it. */
function hostAmount(use: EntryUse, host: { kind: string; pieces: number } | undefined): PartAmount[] | undefined {
  if (!host) return undefined;
  const rule = use.entry.hostGrams.get(host.kind);
  if (!rule) return undefined;
  // アイスコーヒー ミルク2個, 砂糖2本: a count of the portions a cup is served with (a creamer cup, a stick) is that
  // many of them, not glasses of milk; any other amount is the food's own.
  const portions = use.quantities.length === 1 && PORTION_COUNTERS.has(use.quantities[0]!.unit) ? use.quantities[0]!.value : undefined;
  if (use.quantities.length > 0 && portions === undefined) return undefined;
  // Milk in coffee is coffee creamer (PORTIONS.md → Drinks: ミルク・砂糖入り).
  const part = rule.part ?? use.entry.parts[0]!;
  const factor = use.portions.includes('plenty') ? 1.5 : use.portions.includes('little') ? 0.5 : 1;
  const grams = rule.grams * (portions ?? Math.max(1, host.pieces)) * factor;
  return [{ part, grams }];
}
// Counters of the single portions a cup's additions come in.
const PORTION_COUNTERS = new Set(['個', '本', 'count']);

function componentsOf(result: ItemResult, itemIndex: number, locale: 'ja' | 'en'): EstimatedComponent[] {
  // The same food twice in one item (オムライス's two spoons of oil) is one component.
  const merged = new Map<string, PartAmount>();
  for (const { amount, none } of result.amounts) {
    // ご飯 150g 納豆0: the food written with nothing is listed at 0 g, so the answer shows the zero it read.
    const listedAtZero = none === true && amount.parts.every((partAmount) => partAmount.grams <= 0) ? amount.parts[0] : undefined;
    for (const partAmount of amount.parts) {
      if (partAmount.grams <= 0 && partAmount !== listedAtZero) continue;
      const key = `${partAmount.part.food.foodNumber}:${partAmount.part.labelJa}`;
      const existing = merged.get(key);
      merged.set(key, existing ? { ...existing, grams: existing.grams + partAmount.grams } : partAmount);
    }
  }
  return [...merged.values()].map(({ part, grams }) => {
    const values = nutrientsOf(part.food, grams);
    // Drinks are named by volume (牛乳 200ml), everything else by weight.
    const label = part.density !== undefined ? `${gramsLabel(grams / part.density)}ml` : `${gramsLabel(grams)}g`;
    const nameJa = `${part.labelJa} ${label}`;
    const nameEn = `${part.labelEn} ${label}`;
    const detailedNutrition: DetailedNutrition = {};
    for (const [key, value] of Object.entries(values.detailed) as Array<[MeasuredNutrientKey, number]>)
      detailedNutrition[key] = Math.round(value * 10000) / 10000;
    return {
      name: locale === 'en' ? nameEn : nameJa,
      nameJa,
      nameEn,
      foodNumber: part.food.foodNumber,
      grams: round1(grams),
      ...roundMacros(values),
      detailedNutrition,
      itemIndex,
    };
  });
}

// Condiments and drinks whose unmeasured values ("-" in MEXT: だし's fibre, みりん's vitamin D) are
// negligible next to the meal: sugars, fats and oils, beverages, seasonings.
const MINOR_GROUPS = new Set(['03', '14', '16', '17']);
const MINOR_ENERGY_SHARE = 0.1;

/**
 * A detailed key is the sum over the components when MEXT measures it for every food of the meal, or
 * for every food but minor condiments and drinks (together under 10 % of the meal's energy), which
 * then count as 0. Otherwise the key stays absent: unmeasured, never 0.
 */
function sumDetailed(components: EstimatedComponent[], table: MextTable): DetailedNutrition {
  const detailed: DetailedNutrition = {};
  const energy = components.reduce((sum, component) => sum + component.cal, 0);
  for (const key of MEASURED_NUTRIENT_KEYS) {
    const missing = components.filter((component) => component.detailedNutrition[key] === undefined);
    if (missing.length === components.length) continue;
    const minor = missing.every((component) => MINOR_GROUPS.has(table.get(component.foodNumber).group));
    const missingEnergy = missing.reduce((sum, component) => sum + component.cal, 0);
    if (missing.length > 0 && !(minor && missingEnergy <= MINOR_ENERGY_SHARE * energy)) continue;
    detailed[key] = Math.round(components.reduce((sum, component) => sum + (component.detailedNutrition[key] ?? 0), 0) * 10000) / 10000;
  }
  return detailed;
}
