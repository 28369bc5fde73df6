import type { Entry, EntryPart, PortionWord } from '../lexicon/lexicon.types';
import type { Quantity } from '../text/quantity.extract';

export interface PartAmount {
  part: EntryPart;
  grams: number;
}

export interface EntryAmount {
  parts: PartAmount[];
  /** written: the text gave the amount; standard: PORTIONS.md or a documented serving; guessed: a fallback. */
  source: 'written' | 'standard' | 'guessed';
  /** Pieces eaten (slices of bread, cups of coffee) for the items that go on them (butter, milk). */
  pieces: number;
}

// 食パン N枚切り: grams of one slice (PORTIONS.md → Staples).
const SLICE_CUT_GRAMS: Record<number, number> = { 4: 90, 5: 72, 6: 60, 8: 45, 10: 36, 12: 30 };
// Counters that mean "one serving" of anything, and ones that mean "one piece".
const SERVING_UNITS = new Set(['serving', '杯', '皿', '膳', '食', '人前']);
const PIECE_UNITS = ['個', '枚', '本', '切れ', '貫', '玉', '粒', '尾', '串', '袋', 'パック', '丁', 'かけ', '房', '束', '缶', '合', '斤'];
// Vessels a drink may be counted in without its own table row (PORTIONS.md → Drinks).
const VESSEL_ML: Record<string, number> = { グラス: 200, 缶: 350, 本: 350, 杯: 200 };
const VOLUME_KINDS = new Set(['drink', 'coffee', 'alcohol']);

/**
 * Rice portions by the serving they change (PORTIONS.md → Staples): a bowl alone is 150 g, in a
 * 丼 or カレー皿 250 g, under オムライス 200 g.
 */
const RICE_PORTIONS: Record<number, Partial<Record<PortionWord, number>>> = {
  150: { large: 250, extra: 350, small: 100 },
  250: { large: 350, extra: 450, small: 150 },
  200: { large: 300, extra: 400, small: 150 },
};
const PORTION_FACTORS: Record<PortionWord, number> = {
  large: 1.5,
  extra: 2,
  regular: 1,
  small: 2 / 3,
  half: 0.5,
  little: 0.5,
  plenty: 1.5,
  smaller: 0.75,
  bigger: 1.25,
};
// Words that size the whole serving, staple and toppings alike; the others size only the staple of a dish.
const WHOLE_SERVING_WORDS = new Set<PortionWord>(['half', 'little', 'plenty', 'smaller', 'bigger']);

const totalGrams = (parts: PartAmount[]): number => parts.reduce((sum, { grams }) => sum + grams, 0);
const scaled = (parts: PartAmount[], factor: number): PartAmount[] => parts.map(({ part, grams }) => ({ part, grams: grams * factor }));

/** One unit of an entry in grams, from its own table, a serving, or a drink vessel; undefined when unknown. */
function gramsPerUnit(entry: Entry, unit: string): { grams: number; exact: boolean } | undefined {
  // An English "slice" is a 切れ where the food is cut in pieces (pizza, cake), else a 枚 (bread, ham).
  if (unit === 'slice') return gramsPerUnit(entry, entry.unitGrams.has('切れ') || entry.piecesPerServing.has('切れ') ? '切れ' : '枚');
  const own = entry.unitGrams.get(unit);
  if (own !== undefined) return { grams: own, exact: true };
  const serving = totalGrams(entry.parts.map((part) => ({ part, grams: part.grams })));
  const pieces = entry.piecesPerServing.get(unit);
  if (pieces !== undefined) return { grams: serving / pieces, exact: true };
  const byVolume = VOLUME_KINDS.has(entry.kind) && entry.parts.length === 1;
  if (byVolume && VESSEL_ML[unit] !== undefined) return { grams: VESSEL_ML[unit]! * (entry.density ?? 1), exact: false };
  if (SERVING_UNITS.has(unit) || unit === 'グラス') return { grams: serving, exact: unit !== 'グラス' };
  // 個 for a food counted in 本 (バナナ2個): its one piece unit, whatever the counter.
  if (PIECE_UNITS.includes(unit) || unit === 'count') {
    const [first] = [...entry.unitGrams.values(), ...[...entry.piecesPerServing.values()].map((count) => serving / count)];
    if (first !== undefined) return { grams: first, exact: unit === 'count' };
    return { grams: serving, exact: false };
  }
  return undefined;
}

/** The grams of each part of an entry, from the amounts written, portion words and the standard serving. */
export function resolveAmount(entry: Entry, quantities: Quantity[], portions: PortionWord[]): EntryAmount {
  let parts: PartAmount[] = entry.parts.map((part) => ({ part, grams: part.grams }));
  let source: EntryAmount['source'] = entry.standardPortion ? 'standard' : 'guessed';
  let pieces = 1;
  let massWritten = false;
  const serving = totalGrams(parts);
  const sliceCut = quantities.find((quantity) => quantity.unit === 'slice-cut');
  const sliceGrams = sliceCut ? SLICE_CUT_GRAMS[sliceCut.value] : undefined;
  if (sliceGrams !== undefined) parts = scaled(parts, sliceGrams / serving);
  // コップ and グラス are the drink's own glass when it has one (ワイン グラス2杯 = 2 × 120 ml).
  const ownGlass = entry.unitGrams.get('グラス') ?? entry.unitGrams.get('杯');
  const vessel = quantities
    .filter((quantity) => quantity.unit === 'container-ml')
    .map((quantity) =>
      quantity.value === 200 && ownGlass !== undefined ? { ...quantity, value: ownGlass / (entry.density ?? 1) } : quantity,
    )[0];

  // A weight written on a dish made of one main food and its condiments (とんかつ 120g) is the main food's.
  const main = parts[0]!;
  const mainCarries = parts.length > 1 && main.grams >= 0.7 * serving && !parts.some(({ part }) => part.staple);
  for (const quantity of quantities) {
    const setTotal = (grams: number): void => {
      if (mainCarries) parts = parts.map((amount, i) => (i === 0 ? { ...amount, grams } : amount));
      else parts = scaled(parts, grams / totalGrams(parts));
      massWritten = true;
      source = 'written';
    };
    switch (quantity.unit) {
      case 'slice-cut':
      case 'container-ml':
        break;
      case 'g':
        setTotal(quantity.value);
        break;
      case 'kg':
        setTotal(quantity.value * 1000);
        break;
      case 'staple-g': {
        parts = parts.map((amount) => (amount.part.staple ? { ...amount, grams: quantity.value } : amount));
        massWritten = true;
        source = 'written';
        break;
      }
      case 'ml':
      case 'l':
      case '大さじ':
      case '小さじ': {
        const ml = quantity.value * (quantity.unit === 'l' ? 1000 : quantity.unit === '大さじ' ? 15 : quantity.unit === '小さじ' ? 5 : 1);
        setTotal(ml * (entry.density ?? 1));
        break;
      }
      case 'handful':
        setTotal(25 * quantity.value);
        break;
      case 'times': {
        // "x2": two of whatever the food is counted in (餃子 x8 = 8個, 焼きそば x2 = 2人前).
        const [pieceGrams] = [...entry.unitGrams.values()];
        const perServing = Math.max(1, ...entry.piecesPerServing.values());
        const grams = pieceGrams ?? serving / perServing;
        parts = scaled(parts, (grams * quantity.value) / totalGrams(parts));
        pieces = quantity.value;
        source = 'written';
        break;
      }
      default: {
        // うどん 2玉 = 麺 ×2, つゆ・具は 1杯分 (PORTIONS.md → Staples).
        if (quantity.unit === '玉' && entry.isDish && parts.some(({ part }) => part.staple)) {
          parts = parts.map((amount) => (amount.part.staple ? { ...amount, grams: amount.grams * quantity.value } : amount));
          pieces = quantity.value;
          source = 'written';
          break;
        }
        const unitGrams =
          vessel && ['杯', '本', 'count'].includes(quantity.unit)
            ? { grams: vessel.value * (entry.density ?? 1), exact: true }
            : gramsPerUnit(entry, quantity.unit);
        if (!unitGrams) break;
        const base = sliceGrams ?? unitGrams.grams;
        parts = scaled(parts, (base * quantity.value) / totalGrams(parts));
        pieces = quantity.value;
        source = unitGrams.exact ? 'written' : source === 'written' ? 'written' : 'guessed';
      }
    }
  }
  if (vessel && !quantities.some((quantity) => ['杯', '本', 'count', 'ml', 'l', 'g'].includes(quantity.unit))) {
    parts = scaled(parts, (vessel.value * (entry.density ?? 1)) / totalGrams(parts));
    source = 'written';
  }
  if (!massWritten) parts = applyPortionWords(parts, portions);
  return { parts, source, pieces };
}

function applyPortionWords(parts: PartAmount[], portions: PortionWord[]): PartAmount[] {
  let result = parts;
  for (const word of portions) {
    if (WHOLE_SERVING_WORDS.has(word) || !result.some(({ part }) => part.staple)) {
      result = scaled(result, PORTION_FACTORS[word]);
      continue;
    }
    // 大盛り on a 丼, カレー or noodles changes the rice or noodles only (PORTIONS.md: 具・ルウは同じ).
    result = result.map((amount) => {
      if (!amount.part.staple) return amount;
      const rice = amount.part.kind === 'rice' ? RICE_PORTIONS[Math.round(amount.grams)]?.[word] : undefined;
      return { ...amount, grams: rice ?? amount.grams * PORTION_FACTORS[word] };
    });
  }
  return result;
}
