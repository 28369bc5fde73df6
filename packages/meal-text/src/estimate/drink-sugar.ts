import type { Entry, EntryPart } from '../lexicon/lexicon.types';
import type { PartAmount } from './entry-amount';
import type { EntryUse } from './item-plan.types';

/**
 * Sugar in tea and coffee drinks: the drink as sold in a bottle or can (ミルクティー ペットボトル), and
 * the sugar words of a drink's label (加糖, 微糖, 無糖). docs/analyze-text.md → Drinks.
 */

// A drink's lexicon row keyed `<key>-bottled` is that drink as sold in a bottle or can (sweetened).
const BOTTLED_SUFFIX = '-bottled';
// A row keyed `<key>-canned` is the drink `<key>` as sold in a can, where that differs from its bottle
// (コーヒー 缶: MEXT's canned coffee, a bottle of coffee being black).
const CANNED_SUFFIX = '-canned';
// A row keyed `<key>-unsweetened` is the drink `<key>`, sold sweetened as one MEXT food, without its sugar
// (缶コーヒー 無糖: a can of black coffee, where MEXT's 缶コーヒー is its sweet milk coffee drink).
const UNSWEETENED_SUFFIX = '-unsweetened';
const NO_SUGAR = '無糖';
const LOW_SUGAR = '微糖';
// A drink named black (ブラックコーヒー) is said 無糖 by its name.
const BLACK_NAME = /ぶらっく|ブラック|black/iu;
// Written volumes this large are a bottle's or a can's, not a cup's (the smallest cans hold 250 ml).
const SOLD_VOLUME_ML = 250;
// Counters of a bottle or a can.
const SOLD_COUNTERS = new Set(['本', '缶']);
// Vessels a drink is sold in (ペットボトル; a bottle of no other kind), as the quantity reader folds them.
const SOLD_VESSEL = /ぼとる/u;
// What the labels say, in grams of sugar per 100 ml of the drink: 加糖 as the sweetened bottled milk teas
// (about 6 g), 微糖 and 低糖 at most 2.5 g (食品表示基準), 無糖 under 0.5 g.
const SUGAR_PER_100ML: Record<string, number> = { 加糖: 6, 微糖: 2, 無糖: 0 };
// MEXT 03, 砂糖及び甘味類: the sugar a label's word replaces.
const SUGARS_GROUP = '03';
// MEXT's brewed tea and coffee (紅茶 浸出液, コーヒー 浸出液, 緑茶…): the drinks a sugar word is said of.
const isBrewed = (part: EntryPart): boolean => part.food.group === '16' && part.food.nameJa.endsWith('浸出液');

/** The last sugar word of a label the text says of a drink (加糖, 微糖, 無糖). */
const labelWord = (variants: readonly string[] | undefined): string | undefined =>
  variants?.findLast((variant) => variant in SUGAR_PER_100ML);

/** Whether the use's amount names a bottle or a can: ペットボトル, a counted 本 or 缶, or a volume of one. */
function soldInVessel(use: EntryUse): boolean {
  return use.quantities.some(
    (quantity) =>
      SOLD_COUNTERS.has(quantity.unit) ||
      (quantity.unit === 'container-ml' && SOLD_VESSEL.test(quantity.text)) ||
      (quantity.unit === 'ml' && quantity.value >= SOLD_VOLUME_ML) ||
      (quantity.unit === 'l' && quantity.value * 1000 >= SOLD_VOLUME_ML),
  );
}

/**
 * The drink as sold when its amount names a can or a bottle and the lexicon has that form, and that
 * drink's form without sugar when it is said 無糖 (or named black) and the lexicon has one; else the use's
 * own entry. Said 微糖, a drink sold sweetened as one MEXT food is that form too, to which withStatedSugar
 * gives the label's sugar: MEXT has only its fully sweetened drink (缶コーヒー 微糖).
 */
export function asSold(use: EntryUse, entries: ReadonlyMap<string, Entry>): Entry {
  const canned = use.quantities.some((quantity) => quantity.unit === '缶') ? entries.get(use.entry.key + CANNED_SUFFIX) : undefined;
  const sold = canned ?? ((soldInVessel(use) && entries.get(use.entry.key + BOTTLED_SUFFIX)) || use.entry);
  const label = labelWord(use.variants) ?? (BLACK_NAME.test(use.term) ? NO_SUGAR : undefined);
  const unsweetened = label === NO_SUGAR || label === LOW_SUGAR ? entries.get(sold.key + UNSWEETENED_SUFFIX) : undefined;
  return unsweetened ?? sold;
}

/**
 * A tea or coffee drink with a sugar word (紅茶 加糖, ミルクティー 無糖, 微糖コーヒー): its sugar becomes the
 * label's grams per 100 ml of the rest of the drink as served, added as `sugar`. Other foods (ヨーグルト
 * 加糖) are unchanged.
 */
export function withStatedSugar(parts: PartAmount[], variants: readonly string[] | undefined, sugar: EntryPart | undefined): PartAmount[] {
  const word = labelWord(variants);
  if (word === undefined || sugar === undefined || !parts.some(({ part }) => isBrewed(part))) return parts;
  const drink = parts.filter(({ part }) => part.food.group !== SUGARS_GROUP);
  const grams = (drink.reduce((sum, amount) => sum + amount.grams, 0) * SUGAR_PER_100ML[word]!) / 100;
  return grams > 0 ? [...drink, { part: { ...sugar, staple: false, fillingGrams: undefined }, grams }] : drink;
}
