import { termKey } from '../lexicon/term-key';
import type { Quantity } from '../text/quantity.extract';
import { entriesOf, type Segment } from './meal-text.segment';
import type { TermTarget } from './term-index';

// The ways a drink is poured or drunk: beside one of these, a brand is the drink (山崎 ロック, 響 水割り).
const DRINKING_WORDS = new Set(
  [
    'ロック',
    'オンザロック',
    'ハーフロック',
    'ストレート',
    'トワイスアップ',
    '水割り',
    '水割',
    'お湯割り',
    'お湯割',
    'ソーダ割り',
    'ソーダ割',
    '炭酸割り',
    '炭酸割',
    'ハイボール',
    'シングル',
    'ダブル',
    '熱燗',
    '冷酒',
    '冷や',
    'rocks',
    'neat',
  ].map(termKey),
);
// A glass, a measure or a vessel of drink counted right after the brand (山崎 2杯, 久保田 1合, キリン 350ml 2缶).
const DRINK_COUNTERS = new Set(['杯', '合', 'ml', 'l', 'パイント', '缶', 'ジョッキ', 'container-ml']);

const drinkTarget = (target: TermTarget): boolean => 'entry' in target && target.entry.whenDrunk === true;
const whenDrunkOnly = (segment: Segment): boolean =>
  segment.type === 'term' && segment.targets.length > 0 && segment.targets.every(drinkTarget);
// ラムネ: a word that names a drink (its `-when-drunk` row) and a food besides (the candy).
const drinkOrFood = (segment: Segment): boolean =>
  segment.type === 'term' && segment.targets.some(drinkTarget) && !segment.targets.every(drinkTarget);
const isAlcohol = (segment: Segment | undefined): boolean =>
  segment?.type === 'term' && entriesOf(segment).some((entry) => entry.kind === 'alcohol' && entry.whenDrunk !== true);
const namesFoodOrWord = (segment: Segment): boolean =>
  segment.type === 'unknown' || (segment.type === 'term' && entriesOf(segment).length > 0);

/**
 * 山崎 ロック 2杯, 響 水割り, 久保田 1合, キリン 2杯: a brand whose name is also another thing's (山崎 the bread maker, 響 a
 * word, 久保田 a surname, キリン an animal and a maker of soft drinks; foods.tsv's `<key>-when-drunk` rows) is the drink
 * only where the text says it is drunk: a way of drinking or another alcohol right beside it (ロック, 水割り, ハイボール,
 * 獺祭 久保田), a glass or measure of drink counted right after it (杯, 合, ml, 缶), or no other word in the text that names
 * a food (山崎 alone). A whole word only: the 響 of 影響 is none. Elsewhere (山崎 ランチパック, キリン レモン) the word names
 * nothing, as before these rows.
 */
export function brandsWhenDrunk(segments: Segment[], quantities: readonly Quantity[], base: string): Segment[] {
  if (!segments.some((segment) => whenDrunkOnly(segment) || drinkOrFood(segment))) return segments;
  const wholeWord = (segment: Segment): boolean => {
    const glued = (ch: string | undefined): boolean =>
      ch !== undefined && /[\p{Script=Han}\p{Script=Katakana}a-z]/u.test(ch) && ch !== 'ー';
    return !glued(base[segment.start - 1]) && !glued(base[segment.end]);
  };
  const neighbour = (at: number, step: 1 | -1): Segment | undefined => {
    const segment = segments[at];
    const other = segments[at + step];
    if (!segment || !other) return undefined;
    const between = step === 1 ? base.slice(segment.end, other.start) : base.slice(other.end, segment.start);
    return /^[\s()（）]*$/u.test(between) ? other : undefined;
  };
  const drinkingWord = (segment: Segment | undefined): boolean =>
    segment !== undefined && (DRINKING_WORDS.has(termKey(base.slice(segment.start, segment.end))) || isAlcohol(segment));
  // アサヒ 中ジョッキ, 久保田 日本酒: the drink named beside the brand is the brand's, one glass and not two.
  const sameDrink = (brand: Segment, other: Segment | undefined): boolean =>
    isAlcohol(other) &&
    entriesOf(other!).every((entry) => entriesOf(brand).some((own) => own.parts[0]!.food.foodNumber === entry.parts[0]?.food.foodNumber));
  const read: Segment[] = [];
  segments.forEach((segment, at) => {
    if (!whenDrunkOnly(segment) && !drinkOrFood(segment)) return void read.push(segment);
    const counted = quantities.some(
      (quantity) =>
        DRINK_COUNTERS.has(quantity.unit) && quantity.start >= segment.end && /^\s*$/u.test(base.slice(segment.end, quantity.start)),
    );
    // ラムネ 瓶1本, ラムネ 2杯: the drink where a glass, bottle or can of it is counted or a way of drinking is beside it;
    // elsewhere (ラムネ 10粒, ラムネ alone) the other food, as before the drink was a row.
    if (segment.type === 'term' && drinkOrFood(segment)) {
      const drunk = wholeWord(segment) && (counted || drinkingWord(neighbour(at, -1)) || drinkingWord(neighbour(at, 1)));
      return void read.push({ ...segment, targets: segment.targets.filter((target) => drinkTarget(target) === drunk) });
    }
    // 山崎12年, 響 17年: an age stated after the name is a spirit's.
    const aged = /^\s*\d+\s*年/u.test(base.slice(segment.end));
    const alone = segments.every((other) => other === segment || !namesFoodOrWord(other));
    const before = neighbour(at, -1);
    const after = neighbour(at, 1);
    if (!wholeWord(segment) || !(alone || counted || aged || drinkingWord(before) || drinkingWord(after)))
      read.push({ type: 'unknown', start: segment.start, end: segment.end, text: segment.text });
    else if (!sameDrink(segment, before) && !sameDrink(segment, after)) read.push(segment);
  });
  return read;
}
