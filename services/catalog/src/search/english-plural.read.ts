/*
 * An English noun's regular plurals by its spelling (strawberry → strawberries, peach → peaches, loaf → loaves, apple → apples),
 * for the English names that write a food in the plural (Strawberries 50g): the index holds their words by prefixes, and a
 * singular that is no prefix of its plural (strawberry of strawberries) met none of them (round 49).
 */

/** A latin word this short is an abbreviation or a size (ml, pc), not a noun to inflect. */
const MIN_LETTERS = 3;

/**
 * The plurals a singular may take by the spelling rules, `changed` those that are no prefix-extension of it (y → ies, f → ves),
 * which only a clause of their own meets, `added` those that are (+s, +es), which its prefixes meet already and a token of the
 * whole word (an English lexicon entry's) does not. Empty for a word of other letters or too short. A rule that does not apply
 * (roof → rooves) gives a form no name writes, which meets nothing.
 */
export function englishPluralsOf(word: string): { changed: string[]; added: string[] } {
  const lower = word.toLowerCase();
  if (!/^[a-z]+$/.test(lower) || lower.length < MIN_LETTERS) return { changed: [], added: [] };
  const changed = [
    ...(/[^aeiou]y$/.test(lower) ? [`${lower.slice(0, -1)}ies`] : []),
    ...(/fe?$/.test(lower) ? [`${lower.replace(/fe?$/, '')}ves`] : []),
  ];
  return { changed, added: [`${lower}s`, `${lower}es`] };
}
