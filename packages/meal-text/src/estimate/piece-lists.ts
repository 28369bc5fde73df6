// Pieces counted and listed: a part counted out of a total, kinds listed in brackets after a count, and a chocolate
// glued to a sweet, a bread or a fruit as its coating.
import type { Entry } from '../lexicon/lexicon.types';
import type { EntryUse, ItemPlan } from './item-plan.types';
import { bracketsAfter, gluedTo } from './item-uses';
import { namesFlavourOf } from './sweet-flavours';

// The foods a chocolate glued before is the coating or filling of, and the grams of it on one serving: the pain au
// chocolat's 10 g (dishes.tsv), a convention of this engine.
const CHOCOLATE_HOST_KINDS = new Set(['sweet', 'bread', 'fruit']);
const CHOCOLATE_COATING_GRAMS = 10;

/**
 * チョコドーナツ, チョコバナナ, "chocolate donut": chocolate glued to a sweet, a bread or a fruit (one space
 * before it in English) is its coating, 10 g on each serving or piece, where it was a 50 g bar beside it (チョコドーナツ
 * 502 kcal); a chocolate with an amount or size of its own stays a food of its own.
 */
export function chocolateAsCoating(item: ItemPlan): void {
  item.uses = item.uses.filter((use, i) => {
    const next = item.uses[i + 1];
    if (use.entry.key !== 'chocolate' || !next || use.quantities.length > 0 || use.portions.length > 0 || use.negated) return true;
    const host = next.entry;
    // チョコアイス: chocolate mixed through the sweet is its flavour (sweet-flavours.ts), not a coating.
    if (!gluedTo(use, next) || namesFlavourOf(use, next) || host.isDish || host.parts.length !== 1 || !CHOCOLATE_HOST_KINDS.has(host.kind))
      return true;
    const serving = host.parts[0]!.grams;
    const grown = (serving + CHOCOLATE_COATING_GRAMS) / serving;
    next.entry = {
      ...host,
      parts: [...host.parts, { ...use.entry.parts[0]!, grams: CHOCOLATE_COATING_GRAMS, staple: false }],
      // A piece counted (チョコドーナツ 2個) is a coated piece: each carries its chocolate.
      unitGrams: new Map([...host.unitGrams].map(([unit, grams]) => [unit, grams * grown])),
    };
    return false;
  });
}

/**
 * ケーキ 2個 うち1個はチーズケーキ: pieces counted out of a total (of-which.ts) of a food that is no kind of the dish
 * counted before are taken out of that total (one cake and one cheesecake, where they were three).
 */
export function takeOutOfTotal(item: ItemPlan): void {
  for (const use of [...item.uses]) {
    const part = use.quantities.find((quantity) => quantity.outOf);
    if (!part || use.countedKind) continue;
    const whole = item.uses
      .slice(0, item.uses.indexOf(use))
      .findLast((other) => other.quantities.length === 1 && LISTED_PIECE_UNITS.has(other.quantities[0]!.unit));
    const count = whole?.quantities[0];
    if (!whole || !count) continue;
    const rest = count.value - part.value;
    if (rest > 0) whole.quantities = [{ ...count, value: rest }];
    else item.uses = item.uses.filter((other) => other !== whole);
  }
}

// A bakery's or a sweet shop's pieces are of one kind whether MEXT files them as bread or as sweets (パン: メロンパン).
const BAKERY_KINDS = new Set(['bread', 'sweet']);
const sameBakeryKind = (one: Entry, other: Entry): boolean =>
  one.kind === other.kind || (BAKERY_KINDS.has(one.kind) && BAKERY_KINDS.has(other.kind));
const coats = (listed: Entry, food: Entry): boolean => listed.key === 'chocolate' && CHOCOLATE_HOST_KINDS.has(food.kind);
/** Whether foods listed after a food's count are kinds of its pieces or a chocolate coating them, and nothing else. */
export const listsKindsOf = (food: Entry, listed: Entry[]): boolean =>
  listed.length > 0 && listed.every((entry) => coats(entry, food) || (!entry.isDish && sameBakeryKind(entry, food)));
// Counters a food's pieces are counted in, which kinds listed after the count take one each of.
const LISTED_PIECE_UNITS = new Set(['個', 'count', '本', '枚']);

/**
 * ドーナツ 2個 (オールドファッション、チョコ), パン 3個（クロワッサン、メロンパン、あんパン）: foods of the counted food's
 * kind in brackets after its count are one piece each of the pieces counted, the food keeping the rest; a chocolate
 * there is the coating of one piece of a sweet, a bread or a fruit (10 g, as チョコドーナツ's), of every piece where it
 * is alone (ドーナツ 3個 (チョコ)). It was the two
 * donuts with an old-fashioned and a 50 g bar beside them (950 kcal for two donuts).
 */
export function kindsListedAfterCount(item: ItemPlan, base: string): void {
  for (const food of [...item.uses]) {
    const [count, ...others] = food.quantities;
    if (!count || others.length > 0 || food.entry.isDish || !LISTED_PIECE_UNITS.has(count.unit)) continue;
    const brackets = bracketsAfter(base, count.end);
    if (!brackets) continue;
    const { start, end } = brackets;
    const listed = item.uses.filter((use) => use !== food && use.position >= start && use.end <= end && use.quantities.length === 0);
    const coating = (use: EntryUse): boolean => coats(use.entry, food.entry);
    const kinds = listed.filter((use) => !coating(use));
    if (
      listed.length > count.value ||
      !listsKindsOf(
        food.entry,
        listed.map((use) => use.entry),
      )
    )
      continue;
    // ドーナツ 3個 (チョコ): a coating alone in the brackets coats every piece.
    const coated = kinds.length === 0 ? count.value : 1;
    for (const use of listed.filter(coating))
      use.quantities = [{ start: use.end, end: use.end, text: '', value: CHOCOLATE_COATING_GRAMS * coated, unit: 'g', isRange: false }];
    for (const kind of kinds) kind.quantities = [{ ...count, start: kind.end, end: kind.end, text: '', value: 1 }];
    const rest = count.value - kinds.length;
    if (rest > 0) food.quantities = [{ ...count, value: rest }];
    else item.uses = item.uses.filter((use) => use !== food);
  }
}

/**
 * サーティワン ダブル コーン, アイス コーン, "baskin robbins double cone": a word of several readings right after a food one
 * of them goes on (foods.tsv's host column: a cone under an ice cream) is that one, the cone's wafer (10 g, a waffle cone's
 * 20), where it was the word's first reading (canned corn, or the ice cream cone dish with a scoop of its own).
 */
export function readWhatGoesOnFoodBefore(item: ItemPlan): void {
  for (const [at, use] of item.uses.entries()) {
    const before = item.uses[at - 1];
    if (!before || before.negated || use.negated) continue;
    const goesOn = (entry: Entry): boolean =>
      entry.hostGrams.has(before.entry.key) || before.entry.parts.some((part) => entry.hostGrams.has(part.foodKey));
    const reading = goesOn(use.entry) ? undefined : use.alternatives.find(goesOn);
    if (!reading) continue;
    use.alternatives = [use.entry, ...use.alternatives.filter((entry) => entry !== reading)];
    use.entry = reading;
    // "a double cone": a size said of the cone is the ice cream's (two scoops on one cone).
    before.portions.push(...use.portions);
    use.portions = [];
  }
}
