import { bracketsAfter } from '../estimate/item-uses';
import { listsKindsOf } from '../estimate/piece-lists';
import { termKey } from '../lexicon/term-key';
import { entriesOf, type Segment } from '../match/meal-text.segment';
import type { TermTarget } from '../match/term-index';
import type { Entry } from '../lexicon/lexicon.types';
import type { Quantity } from './quantity.extract';

// The counts a breakdown in brackets may give: a bare number (赤2) or the food's own counter (赤2杯).
const BARE_COUNT = 'count';
// What may stand between a kind's word and its count: nothing or spaces.
const WORD_TO_COUNT = /^\s*$/u;

/**
 * ワイン 3杯 (赤2 白1), ビール 3杯（生2杯、黒1杯）, サワー 3杯 (レモン2 グレフル1): kinds counted in brackets right after a
 * food's count are that count told kind by kind. Each kind is the term its word makes with the food's (赤 + ワイン: 赤ワイン,
 * レモン + サワー: レモンサワー), else the food itself (a kind the lexicon does not tell apart), or the food of
 * the counted one's kind it names (パン 3個（クロワッサン1、メロンパン2）), and takes its own count in the food's counter; the
 * food and its count are read no more. A word in the brackets that names a food of another kind leaves the text as it
 * was. Counts that do not add up to the count before them are read as a total before kinds of pieces is (寿司5貫 まぐろ3
 * サーモン4): more than the count, the kinds counted one by one are what was had (ワイン 3杯 (赤2 白2): four glasses);
 * fewer, the rest are the food as written (ワイン 3杯 (赤1 白1): a red, a white and a wine). Before, the food was counted
 * once by the last number in the brackets (one glass of wine for three), or the counted food stood beside its kinds.
 */
export function readKindsCounted(
  quantities: Quantity[],
  segments: readonly Segment[],
  base: string,
  surface: ReadonlyMap<string, TermTarget[]>,
): { quantities: Quantity[]; segments: Segment[] } {
  let readQuantities = quantities;
  let readSegments = [...segments];
  for (const count of quantities) {
    if (count.unit === BARE_COUNT || count.isRange || !Number.isInteger(count.value) || count.value < 2) continue;
    const brackets = bracketsAfter(base, count.end);
    if (!brackets) continue;
    const food = readSegments.findLast((segment) => segment.end <= count.start);
    if (!food || entriesOf(food).length === 0 || base.slice(food.end, count.start).trim() !== '') continue;
    const inside = (at: { start: number; end: number }) => at.start >= brackets.start && at.end <= brackets.end;
    const counts = readQuantities.filter(inside);
    const words = readSegments.filter((segment) => inside(segment) && segment.type !== 'separator');
    if (counts.length < 2 || words.length !== counts.length) continue;
    if (counts.some((kind) => kind.isRange || (kind.unit !== BARE_COUNT && kind.unit !== count.unit))) continue;
    const kinds = words.map((word, at) => {
      const kindCount = counts[at]!;
      if (word.end > kindCount.start || !WORD_TO_COUNT.test(base.slice(word.end, kindCount.start))) return undefined;
      const together = surface.get(termKey(word.text + food.text));
      if (together?.some((target) => 'entry' in target)) return { word, targets: together };
      const own = entriesOf(word);
      // A brand of the spirit the counted drink is made of is a glass of that drink (ハイボール 2杯 (角1 白州1)).
      if (own.length > 0 && own.every((entry) => isSpiritOf(entry, entriesOf(food)[0]!)))
        return { word, targets: food.type === 'term' ? food.targets : [] };
      // A food of the counted one's kind is that kind as named (パン 3個（クロワッサン1、メロンパン2）); another food is
      // no kind of it.
      if (own.length > 0)
        return listsKindsOf(entriesOf(food)[0]!, own) && word.type === 'term' ? { word, targets: word.targets } : undefined;
      return { word, targets: food.type === 'term' ? food.targets : [] };
    });
    if (kinds.some((kind) => kind === undefined)) continue;
    const kindSegments = new Map(
      kinds.map((kind) => [
        kind!.word,
        {
          type: 'term',
          start: kind!.word.start,
          end: kind!.word.end,
          text: kind!.word.text,
          targets: kind!.targets,
          match: 'exact',
        } as Segment,
      ]),
    );
    // Fewer than the count: the rest are the food as written (ワイン 3杯 (赤1 白1): a third glass of wine).
    const rest = count.value - counts.reduce((sum, kind) => sum + kind.value, 0);
    readSegments = readSegments.filter((segment) => rest > 0 || segment !== food).map((segment) => kindSegments.get(segment) ?? segment);
    readQuantities = readQuantities
      .filter((quantity) => rest > 0 || quantity !== count)
      .map((quantity) =>
        quantity === count ? { ...quantity, value: rest } : counts.includes(quantity) ? { ...quantity, unit: count.unit } : quantity,
      );
  }
  return { quantities: readQuantities, segments: readSegments };
}

/** The word's food is the distilled spirit the drink holds (白州, a whisky, of a ハイボール). */
const isSpiritOf = (entry: Entry, drink: Entry): boolean => {
  const spirit = drink.strength?.spirit;
  return spirit !== undefined && !entry.isDish && entry.parts.length === 1 && entry.parts[0]!.food.foodNumber === spirit.food.foodNumber;
};

/**
 * 白州ハイボール, ウイスキー ハイボール, ハイボール（白州）: the spirit a drink is made of, named glued or one space before
 * the drink or alone in brackets right after it, is the drink's brand, not a glass of the spirit beside it (it was 30 ml of
 * whisky and the highball's own 30 ml).
 */
export function dropSpiritOfDrink(segments: readonly Segment[], base: string): Segment[] {
  const dropped = new Set<Segment>();
  const spiritOf = (word: Segment, drink: Segment): boolean => {
    const own = entriesOf(word);
    const drinks = entriesOf(drink);
    return own.length > 0 && drinks.length > 0 && own.every((entry) => drinks.every((of) => isSpiritOf(entry, of)));
  };
  segments.forEach((segment, at) => {
    if (segment.type !== 'term') return;
    const next = segments[at + 1];
    // 響17年 ハイボール: the spirit's age stated between them is the brand's.
    const between = base.slice(segment.end, next?.start).replace(/^\s*\d+\s*年(?:物|もの)?/u, '');
    if (next?.type === 'term' && between.trim() === '' && spiritOf(segment, next)) dropped.add(segment);
    const brackets = bracketsAfter(base, segment.end);
    if (!brackets) return;
    const inside = segments.filter((other) => other.start >= brackets.start && other.end <= brackets.end);
    if (inside.length > 0 && !/\d/u.test(base.slice(brackets.start, brackets.end)) && inside.every((other) => spiritOf(other, segment)))
      for (const other of inside) dropped.add(other);
  });
  return dropped.size === 0 ? [...segments] : segments.filter((segment) => !dropped.has(segment));
}
