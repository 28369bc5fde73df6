import { bracketsAfter } from '../estimate/item-uses';
import { listsKindsOf } from '../estimate/piece-lists';
import { termKey } from '../lexicon/term-key';
import { entriesOf, type Segment } from '../match/meal-text.segment';
import type { TermTarget } from '../match/term-index';
import type { Quantity } from './quantity.extract';

// The counts a breakdown in brackets may give: a bare number (赤2) or the food's own counter (赤2杯).
const BARE_COUNT = 'count';
// What may stand between a kind's word and its count: nothing or spaces.
const WORD_TO_COUNT = /^\s*$/u;

/**
 * ワイン 3杯 (赤2 白1), ビール 3杯（生2杯、黒1杯）, サワー 3杯 (レモン2 グレフル1): kinds counted in brackets right after a
 * food's count, the counts adding up to it, are that count told kind by kind. Each kind is the term its word makes with
 * the food's (赤 + ワイン: 赤ワイン, レモン + サワー: レモンサワー), else the food itself (a kind the lexicon does not tell
 * apart: 黒 of ビール), or the food of the counted one's kind it names (パン 3個（クロワッサン1、メロンパン2）), and takes its
 * own count in the food's counter; the food and its count are read no more. It was the food counted once by the last
 * number in the brackets (one glass of wine for three), or the counted food beside its kinds. A word in the brackets
 * that names a food of another kind, or counts that do not add up, leave the text as it was.
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
    if (counts.reduce((sum, kind) => sum + kind.value, 0) !== count.value) continue;
    const kinds = words.map((word, at) => {
      const kindCount = counts[at]!;
      if (word.end > kindCount.start || !WORD_TO_COUNT.test(base.slice(word.end, kindCount.start))) return undefined;
      const together = surface.get(termKey(word.text + food.text));
      if (together?.some((target) => 'entry' in target)) return { word, targets: together };
      const own = entriesOf(word);
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
    readSegments = readSegments.filter((segment) => segment !== food).map((segment) => kindSegments.get(segment) ?? segment);
    readQuantities = readQuantities
      .filter((quantity) => quantity !== count)
      .map((quantity) => (counts.includes(quantity) ? { ...quantity, unit: count.unit } : quantity));
  }
  return { quantities: readQuantities, segments: readSegments };
}
