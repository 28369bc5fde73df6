// A nut or a fruit written right before a sweet or a soft drink (pistachio ice cream, いちごケーキ), or a flavour's own word
// glued to a sweet (caramel ice cream, 抹茶ケーキ): the sweet's flavour.
import type { EntryUse, ItemPlan } from './item-plan.types';
import { gluedTo } from './item-uses';

// Kinds of word that name a sweet's or a drink's flavour right before it.
const FLAVOUR_KINDS = new Set(['nuts', 'fruit']);
// Soft drinks that take a flavour (a latte, a tea); a fruit before a beer or a chuhai is drink-items.ts's.
const FLAVOURED_DRINK_KINDS = new Set(['drink', 'coffee']);

/** A sweet (a sweet's row, or a dish whose heaviest part is one) or a soft drink, with no part a named food replaces. */
function takesFlavour(use: EntryUse): boolean {
  const { entry } = use;
  if (entry.parts.some((part) => part.fillingGrams !== undefined)) return false;
  if (entry.kind === 'sweet' || FLAVOURED_DRINK_KINDS.has(entry.kind)) return true;
  const heaviest = entry.parts.reduce((most, part) => (part.grams > most.grams ? part : most), entry.parts[0]!);
  return entry.isDish && heaviest.kind === 'sweet';
}

// MEXT foods whose word glued to a sweet names its flavour: キャラメル, 抹茶, ココアパウダー (the cocoa drink's first part).
const FLAVOUR_FOODS = new Set(['15105', '16035', '16049']);
// Of these, the powders nobody eats beside a sweet by the spoonful: 抹茶 アイス (a space between) is the ice cream, where it
// was 20 g of matcha powder beside it; キャラメル and chocolate apart stay a food of their own (チョコ アイス, a guard).
const POWDER_FLAVOUR_FOODS = new Set(['16035', '16049']);
const CHOCOLATE = '15116';
// A sweet of MEXT's milk group (アイスクリーム, ソフトクリーム) has its chocolate mixed through; on other sweets, bread and
// fruit chocolate is their coating (piece-lists.ts).
const MIXED_THROUGH_GROUP = '13';

const firstFood = (use: EntryUse): string => use.entry.parts[0]!.food.foodNumber;

/** A flavour's own word alone (抹茶, キャラメル, cocoa), not a drink or dish it begins (抹茶ラテ). */
export const isFlavourWord = (use: EntryUse): boolean => use.entry.parts.length === 1 && FLAVOUR_FOODS.has(firstFood(use));

/**
 * caramel ice cream, 抹茶ケーキ, cocoa cookie, チョコアイス: a flavour's word glued to a sweet (one space in English) is
 * its flavour, where it was a serving beside it (caramel ice cream: 50 g of caramels, 216 kcal; cocoa cookie a cup
 * of cocoa). Chocolate is a flavour only of a sweet it is mixed through.
 */
export function namesFlavourOf(word: EntryUse, sweet: EntryUse): boolean {
  if (!gluedTo(word, sweet) || sweet.entry.kind !== 'sweet' || !takesFlavour(sweet)) return false;
  if (firstFood(word) === CHOCOLATE) return word.entry.parts.length === 1 && firstFood(sweet).startsWith(MIXED_THROUGH_GROUP);
  return FLAVOUR_FOODS.has(firstFood(word));
}

/**
 * pistachio ice cream, pecan pie, hazelnut latte, いちごケーキ: a nut or a fruit named right before a sweet or a soft
 * drink (a space or の between, not negated; an amount before it is the sweet's) is the kind of sweet it is, which the sweet's
 * row already stands for; it was a serving of nuts or fruit beside the sweet (pistachio ice cream: 20 g of pistachios,
 * 123 kcal, beside the ice cream's 180).
 */
export function dropSweetFlavours(item: ItemPlan, base: string): void {
  for (let i = 0; i + 1 < item.uses.length; i++) {
    const [flavour, sweet] = [item.uses[i]!, item.uses[i + 1]!];
    const apart = /^\s*の?\s*$/u.test(base.slice(flavour.end, sweet.position));
    const powder = isFlavourWord(flavour) && POWDER_FLAVOUR_FOODS.has(firstFood(flavour)) && sweet.entry.kind === 'sweet';
    const flavourKind = (FLAVOUR_KINDS.has(flavour.entry.kind) || powder) && apart;
    if (!flavourKind && !namesFlavourOf(flavour, sweet)) continue;
    if (flavour.negated || flavour.additional || sweet.negated || !takesFlavour(sweet)) continue;
    // 2 pecan pies: an amount written before the flavour, with none between it and the sweet, counts the sweet.
    if (flavour.quantities.length + flavour.portions.length > 0) {
      if (sweet.quantities.length + sweet.portions.length > 0) continue;
      sweet.quantities.push(...flavour.quantities);
      sweet.portions.push(...flavour.portions);
    }
    item.uses.splice(i, 1);
    i -= 1;
  }
}
