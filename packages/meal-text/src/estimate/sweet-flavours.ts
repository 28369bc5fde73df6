// A nut or a fruit written right before a sweet or a soft drink (pistachio ice cream, いちごケーキ): the sweet's flavour.
import type { EntryUse, ItemPlan } from './item-plan.types';

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

/**
 * pistachio ice cream, pecan pie, hazelnut latte, いちごケーキ: a nut or a fruit named right before a sweet or a soft
 * drink (a space or の between, not negated; an amount before it is the sweet's) is the kind of sweet it is, which the sweet's
 * row already stands for; it was a serving of nuts or fruit beside the sweet (pistachio ice cream: 20 g of pistachios,
 * 123 kcal, beside the ice cream's 180).
 */
export function dropSweetFlavours(item: ItemPlan, base: string): void {
  for (let i = 0; i + 1 < item.uses.length; i++) {
    const [flavour, sweet] = [item.uses[i]!, item.uses[i + 1]!];
    if (!FLAVOUR_KINDS.has(flavour.entry.kind) || !/^\s*の?\s*$/u.test(base.slice(flavour.end, sweet.position))) continue;
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
