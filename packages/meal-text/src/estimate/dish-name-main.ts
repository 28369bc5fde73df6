import type { EntryUse } from './item-plan.types';

// What a dish named after its main food is flavoured with (鶏もものねぎ塩焼き, 鶏もものにんにく醤油焼き): never what the
// dish's weight weighs.
const FLAVOUR_KINDS: ReadonlySet<string> = new Set(['veg', 'seasoning']);
const MAIN_KINDS: ReadonlySet<string> = new Set(['meat', 'fish']);

/**
 * 鶏もものねぎ塩焼き 250g: a weight written after a dish named as a meat or fish, の, then the foods it is flavoured with
 * (glued to one another) weighs the meat or fish, the dish's main food; it went to the nearest word (250 g of ねぎ beside
 * 100 g of chicken). Undefined where the nearest food is no such flavour.
 */
export function mainOfDishName(uses: readonly EntryUse[], nearest: EntryUse, base: string): EntryUse | undefined {
  const isFlavour = (use: EntryUse): boolean => !use.entry.isDish && FLAVOUR_KINDS.has(use.entry.kind);
  for (let at = uses.indexOf(nearest); at > 0; at--) {
    const flavour = uses[at]!;
    const before = uses[at - 1]!;
    if (!isFlavour(flavour)) return undefined;
    const gap = base.slice(before.end, flavour.position);
    if (gap === '') continue;
    return gap === 'の' && !before.entry.isDish && MAIN_KINDS.has(before.entry.kind) ? before : undefined;
  }
  return undefined;
}
