import type { CookingMethod, Entry } from '../lexicon/lexicon.types';

// PORTIONS.md → 刺身盛り合わせ: 1切れ 15 g.
export const SASHIMI_SLICE_GRAMS = 15;

/**
 * A fish eaten raw (鯛の刺身 5切れ, 生) is cut as sashimi: its 切れ is PORTIONS.md's slice of 15 g, not the 80 g fillet the
 * fish is sold and cooked in (鯛 2切れ grilled), which made five slices of 鯛 400 g. A fish whose own 切れ is no bigger
 * (まぐろ, かまぼこ) keeps it.
 */
export function asSashimi(entry: Entry, cooking: readonly CookingMethod[]): Entry {
  if (!cooking.includes('raw') || entry.isDish || entry.kind !== 'fish') return entry;
  const own = entry.unitGrams.get('切れ');
  if (own !== undefined && own <= SASHIMI_SLICE_GRAMS) return entry;
  return { ...entry, unitGrams: new Map([...entry.unitGrams, ['切れ', SASHIMI_SLICE_GRAMS]]) };
}
