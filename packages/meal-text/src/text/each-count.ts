import { entriesOf, type Segment } from '../match/meal-text.segment';
import type { Quantity } from './quantity.extract';

// Where a sentence ends: a count with 各 reaches back no further.
const SENTENCE_END = /[。!?！？\n]/u;

/** Where the sentence holding `end` starts in `base`, going back no further than `floor`. */
export function sentenceStart(base: string, end: number, floor: number): number {
  let start = end;
  while (start > floor && !SENTENCE_END.test(base[start - 1]!)) start -= 1;
  return start;
}
// What may follow the last word of a food's name: a space, a separator, or nothing (鮭|おにぎり is one name).
const NAME_END = /^(?:$|\s|[、,・/+&とや])/u;

/**
 * 唐揚げ 餃子 各3個, ビール 焼酎 2杯ずつ: a count said of each food is written after every food listed
 * before it since the last amount or the start of the sentence, as if the text had given each its own
 * (唐揚げ3個 餃子3個). Each copy stands, zero-wide, right after its food's name.
 */
export function spreadEachCounts(quantities: Quantity[], segments: readonly Segment[], base: string): Quantity[] {
  if (!quantities.some((quantity) => quantity.each)) return quantities;
  return quantities
    .flatMap((quantity, at): Quantity[] => {
      if (!quantity.each) return [quantity];
      const from = sentenceStart(base, quantity.start, quantities[at - 1]?.end ?? 0);
      const foods = segments.filter(
        (segment) =>
          entriesOf(segment).length > 0 &&
          segment.start >= from &&
          segment.end <= quantity.start &&
          (segment.end === quantity.start || NAME_END.test(base.slice(segment.end, segment.end + 1))),
      );
      return foods.map((food) => ({ ...quantity, each: false, start: food.end, end: food.end, text: '' }));
    })
    .sort((a, b) => a.start - b.start);
}
