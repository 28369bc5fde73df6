// Noodles, cups and broths: a hot pot's closing noodles, a dish's broth word, a noodle soup's or a cup's broth left or drunk, an instant cup's
// flavour word and topping, a noodle dish's kind written after its general word.
import type { Entry, EntryPart } from '../lexicon/lexicon.types';
import { termKey } from '../lexicon/term-key';
import { isCondimentFood } from './dish-contents';
import { PORTION_FACTORS } from './entry-amount';
import type { EntryUse, ItemPlan, NamedTogether } from './item-plan.types';
import { hasNoodles, isInstant } from './item-uses';

// The broth of a hot pot (foods.tsv), in every 鍋 of dishes.tsv: もつ鍋, 寄せ鍋.
const POT_BROTH = 'nabe-tsuyu';
// 〆に, 〆の, シメは: the dish that closes a meal, right before its word.
const CLOSING_BEFORE = /(?:〆|シメ|しめ|締め)\s*[にのはで]?\s*$/u;

/**
 * もつ鍋を3人で、〆にラーメン: the noodles that close a hot pot are boiled in its broth, so a noodle dish said so after a
 * 鍋 is its noodles alone (as 〆に中華麺 is), not a bowl with its own soup and toppings; after no pot (日本酒2合 〆のラーメン)
 * it is the bowl of a ramen shop. The table that shared the pot shares them too (one ball into the pot), unless an
 * amount of them is said.
 */
export function closePotWithNoodles(items: ItemPlan[], base: string): void {
  let pot: EntryUse | undefined;
  for (const item of items)
    for (const use of item.uses) {
      // The word is read right before the dish, wherever its item begins: しめに and シメに in kana end the item before.
      if (pot && use.entry.isDish && hasNoodles(use) && CLOSING_BEFORE.test(base.slice(0, use.position))) {
        use.entry = { ...use.entry, parts: use.entry.parts.filter((part) => part.staple) };
        use.alternatives = [];
        const potShares = pot.quantities.filter((quantity) => quantity.unit === 'share');
        if (use.quantities.length === 0) use.quantities.push(...potShares.map((share) => ({ ...share, ofOrder: false })));
      }
      if (use.entry.parts.some((part) => part.foodKey === POT_BROTH)) pot = use;
    }
}

/**
 * "ramen, tonkotsu", そば、たぬき: a noodle dish's general word and, as the next item, a word that is alone the
 * dish the two name together (とんこつ, とんこつラーメン) are that one bowl, as written apart within an item
 * (joinSplitNames); the kind's own amount or size keeps it a serving of its own.
 */
export function namesKindOfNoodles(previous: ItemPlan, use: EntryUse, namedTogether: NamedTogether): boolean {
  const general = previous.uses.length === 1 ? previous.uses[0]! : undefined;
  if (!general || general.entry.kind !== 'noodle' || !use.entry.isDish || use.negated || use.additional) return false;
  if (use.quantities.length > 0 || use.portions.length > 0 || general.entry === use.entry) return false;
  if (namedTogether(general, use, true) !== use.entry) return false;
  general.entry = use.entry;
  general.alternatives = [];
  return true;
}

// The words of a noodle soup's broth, and the foods its recipes make the broth of (zaru soba's つゆ, dipped
// only, is eaten as weighed).
const BROTH_WORDS = new Set(['スープ', 'つゆ', 'おつゆ', 'soup', 'broth'].map(termKey));
// 汁 (お汁) is a bowl of miso soup of its own (焼き魚定食 汁なし: the set's soup left out), and the broth of the
// soup or noodle soup before it when said left or drunk in part (味噌汁 汁は残した, ラーメン 汁半分): not with なし or 抜き,
// which say a noodle dish is served without broth (ラーメン 汁なし) and change nothing there.
const SOUP_WORDS = new Set(['汁', 'お汁'].map(termKey));
const ABSENCE_WORDS = new Set(['なし', '無し', '抜き', 'ぬき', '抜いて'].map(termKey));
const brothWord = (use: EntryUse): boolean =>
  BROTH_WORDS.has(termKey(use.term)) ||
  (SOUP_WORDS.has(termKey(use.term)) && (use.portions.length > 0 || (use.negated === true && !ABSENCE_WORDS.has(use.negatedBy ?? ''))));
const BROTH_FOODS = new Set(['ramen-soup-shoyu', 'ramen-soup-miso', 'mentsuyu', 'chicken-stock', 'western-stock', 'dashi']);
// Of a broth left in the bowl, the share the noodles and toppings still carry out of it (a convention,
// docs/analyze-text.md → Noodle soups: leaving a ramen's soup takes its salt from 8.8 g to 4.0).
const BROTH_CARRIED = 0.3;
// スープも飲んだ, "drank the broth": the broth said drunk (the whole of it) with no share; スープを飲んだ may be a soup of its own.
const DRANK_BEFORE = /\b(?:drank|drink)\s+(?:the\s+|my\s+)?$/iu;
const DRANK_AFTER = /^\s*(?:も|まで)\s*(?:全部\s*)?(?:飲ん|飲み)/u;

/**
 * ラーメン スープは残した, ramen, didn't drink the soup, ラーメン、ライス、スープ半分, 味噌汁 スープは残した: the
 * broth of the noodle soup (else the soup) in the item or the nearest one before it was left (all of it,
 * half, a little) or drunk (スープ全部飲んだ, drank all the soup, スープも飲んだ), no soup of its own beside the dish: the
 * dish's broth counts what was drunk of it and what the noodles or the 具 carry out of the bowl. A soup
 * said with no such word (ラーメンとスープ) is a soup.
 */
export function leaveBroth(item: ItemPlan, before: readonly ItemPlan[], base: string): boolean {
  // The broth word names a soup itself (スープ: a consommé); the dish it speaks of is another.
  // A cup not drained yet (a topping beside it, どん兵衛きつねうどん, is no matter).
  const isCup = (use: EntryUse): boolean =>
    use.entry.drainedNoodles !== undefined &&
    use.entry.parts.every((part) => part.food.foodNumber !== use.entry.drainedNoodles!.food.foodNumber);
  // どん兵衛きつねうどん: the noodle dish named after a cup in its item is the cup's kind (absorbQualifiers), whose soup is the cup's.
  const cupsKind = (use: EntryUse): boolean => item.uses.some((cup) => cup.position < use.position && isCup(cup));
  const nearest = (broth: EntryUse, kind: 'noodle' | 'soup'): EntryUse | undefined =>
    spokenOf(
      item,
      before,
      broth,
      (use) =>
        use.entry.isDish && use.entry.kind === kind && use.entry.parts.some((part) => BROTH_FOODS.has(part.foodKey)) && !cupsKind(use),
    );
  let left = false;
  for (const broth of item.uses.filter(brothWord)) {
    const counts = broth.quantities.filter((quantity) => quantity.unit === 'count');
    const drank = DRANK_BEFORE.test(base.slice(item.start, broth.position)) || DRANK_AFTER.test(base.slice(broth.end));
    if (!broth.negated && broth.portions.length === 0 && counts.length === 0 && !drank) continue;
    // A noodle soup's broth before a soup's: the soup of a meal with ramen is the ramen's.
    const dish = nearest(broth, 'noodle') ?? nearest(broth, 'soup');
    const cup = dish ? undefined : spokenOf(item, before, broth, isCup);
    if (!dish && !cup) continue;
    // What was left: everything (残した, didn't drink), or the share a size word or count says (半分残した,
    // half the soup: half drunk; left half the soup: half left).
    const said = [...broth.portions.map((word) => PORTION_FACTORS[word]), ...counts.map((quantity) => quantity.value)];
    const share = said.reduce((product, factor) => product * factor, 1);
    const drunk = broth.negated ? (said.length > 0 ? 1 - share : 0) : share;
    item.uses = item.uses.filter((use) => use !== broth);
    left = true;
    if (!dish) {
      drainCup(cup!, drunk);
      continue;
    }
    // A soup's broth carries what seasons it (味噌汁's みそ); a noodle soup's seasoning is in its soup base.
    const inBroth = (part: EntryPart): boolean => BROTH_FOODS.has(part.foodKey) || (dish.entry.kind === 'soup' && isCondimentFood(part));
    const eaten = BROTH_CARRIED + (1 - BROTH_CARRIED) * drunk;
    dish.entry = {
      ...dish.entry,
      parts: dish.entry.parts.map((part) => (inBroth(part) ? { ...part, grams: part.grams * eaten } : part)),
    };
  }
  return left;
}

// Between a dish and its broth word: spaces, の, or the dish's pieces counted after it (おでん 大根2 卵1 汁も少し), no other words.
const BROTH_WORD_GAP = /^(?:[^\p{sc=Hiragana}]|の)*$/u;

/**
 * おでん 汁, おでんのつゆ, 鍋 スープ, ラーメン スープ: a broth word written right after a dish cooked in a broth (or after
 * its pieces counted; no amount or なし of its own) is that dish's broth, which its recipe already holds; it was a bowl
 * of miso soup, a consommé or the つゆ of soba put in the oden's だし. A group's share the word took (家族で おでん 汁: it
 * closes the words shared) is the dish's. A noodle soup's broth said left or drunk in part is leaveBroth's.
 */
export function dropOwnBrothWords(item: ItemPlan, base: string): void {
  const inBroth = (use: EntryUse): boolean =>
    use.entry.isDish && use.entry.parts.some((part) => BROTH_FOODS.has(part.foodKey) || part.foodKey === POT_BROTH);
  item.uses = item.uses.filter((word, at) => {
    const named = BROTH_WORDS.has(termKey(word.term)) || SOUP_WORDS.has(termKey(word.term));
    const dish = item.uses[at - 1];
    if (!named || !dish || !inBroth(dish) || !BROTH_WORD_GAP.test(base.slice(dish.end, word.position))) return true;
    const shares = word.quantities.filter((quantity) => quantity.unit === 'share');
    // How much of a noodle soup's or a soup's broth was drunk is leaveBroth's; of another dish's (おでん 汁も少し) it
    // changes nothing worth a number: its broth is a ladle of だし.
    const drunkInPart = word.portions.length > 0 && (dish.entry.kind === 'noodle' || dish.entry.kind === 'soup');
    if (shares.length < word.quantities.length || drunkInPart || word.negated || word.additional) return true;
    if (!dish.quantities.some((quantity) => quantity.unit === 'share')) dish.quantities.push(...shares);
    return false;
  });
}

/** The use a word speaks of among those `matches` takes: the last before it in its item, else the last of the items before, else the first after it. */
function spokenOf(item: ItemPlan, before: readonly ItemPlan[], word: EntryUse, matches: (use: EntryUse) => boolean): EntryUse | undefined {
  const other = (use: EntryUse): boolean => use !== word && matches(use);
  return (
    [...item.uses].reverse().find((use) => use.position < word.position && other(use)) ??
    [...before].reverse().flatMap((earlier) => earlier.uses.filter(other).reverse())[0] ??
    item.uses.find(other)
  );
}

/**
 * カップラーメン スープは飲まなかった, cup noodles, left half the soup: the cup's noodles drained of the soup left (MEXT's
 * 調理後のめん, スープを残したもの, weighed as lexicon.load's DRAINED_PER_DRY_GRAM says), and of the soup drunk that share
 * of the whole cup.
 */
function drainCup(cup: EntryUse, drunk: number): void {
  const [whole, ...topping] = cup.entry.parts as [EntryPart, ...EntryPart[]];
  const drained = cup.entry.drainedNoodles!;
  const parts = [
    { ...whole, grams: whole.grams * drunk },
    { ...drained, grams: whole.grams * drained.grams * (1 - drunk) },
    ...topping,
  ].filter((part) => part.grams > 0);
  // A cup counted (カップヌードル2個) is that many cups as eaten, each weighing what the one does now.
  const gramsOf = (all: readonly EntryPart[]): number => all.reduce((sum, part) => sum + part.grams, 0);
  const eaten = gramsOf(parts) / gramsOf(cup.entry.parts);
  const unitGrams = new Map([...cup.entry.unitGrams].map(([unit, grams]) => [unit, grams * eaten]));
  cup.entry = { ...cup.entry, parts, unitGrams };
}
// Kinds of word that name an instant cup's flavour right after it (カレー, しょうゆ, みそ; シーフード, a seafood).
const FLAVOUR_KINDS = new Set(['curry', 'seasoning', 'fish']);
const namesFlavour = (use: EntryUse): boolean =>
  FLAVOUR_KINDS.has(use.entry.kind) ||
  (use.entry.isDish && !use.entry.parts.some((part) => part.staple) && use.entry.parts.every((part) => part.kind === 'fish'));

/**
 * カップヌードル カレー, カップヌードルのシーフード, カップラーメン しょうゆ: a curry, a seasoning or a seafood named right after an
 * instant noodle (a space or の between, no amount or size of its own) is its flavour, which MEXT's cup already holds
 * with its seasoning; it was a plate of curry rice (1,004 kcal for the cup's 325) or a serving of seafood beside it.
 */
export function dropInstantFlavours(item: ItemPlan, base: string): void {
  for (let i = 0; i + 1 < item.uses.length; i++) {
    const [cup, next] = [item.uses[i]!, item.uses[i + 1]!];
    if (!isInstant(cup) || !/^\s*の?\s*$/u.test(base.slice(cup.end, next.position))) continue;
    if (next.quantities.length > 0 || next.portions.length > 0 || next.negated || next.additional || !namesFlavour(next)) continue;
    item.uses.splice(i + 1, 1);
  }
}

// A part of a bowl of udon or soba more than its garnish (かまぼこ 10 g, ねぎ) and not its broth or seasoning: its topping.
const CUP_TOPPING_MIN_GRAMS = 15;

/**
 * どん兵衛きつねうどん, カップうどん 天ぷらそば: a Japanese-style cup (MEXT's 和風スタイル) named with the udon or soba dish it
 * is sold as is that kind of cup, the dish's topping (味付け油揚げ 30 g, えび天 50 g) beside the cup's noodles and soup, as
 * どん兵衛 きつね names it; it was the plain cup. MEXT's cup row holds its seasonings, not the dish's topping (the
 * product's own label: about 420 kcal for the cup and 油揚げ's 410). A ramen's cup is MEXT's 中華スタイル row as it is.
 */
export function withCupTopping(cup: Entry, dish: Entry): Entry {
  const staple = dish.parts.find((part) => part.staple);
  if (!cup.parts[0]!.food.nameJa.includes('和風') || !staple || !/うどん|そば/u.test(staple.food.nameJa)) return cup;
  const toppings = dish.parts.filter((part) => !part.staple && part.kind !== 'seasoning' && part.grams >= CUP_TOPPING_MIN_GRAMS);
  if (toppings.length === 0) return cup;
  // A cup counted (2個) is the cup with its topping, each.
  const cupGrams = cup.parts.reduce((sum, part) => sum + part.grams, 0);
  const scale = (cupGrams + toppings.reduce((sum, part) => sum + part.grams, 0)) / cupGrams;
  return {
    ...cup,
    parts: [...cup.parts, ...toppings.map((part) => ({ ...part }))],
    unitGrams: new Map([...cup.unitGrams].map(([unit, grams]) => [unit, grams * scale])),
  };
}
