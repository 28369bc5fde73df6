/**
 * The lengths of a table's keys by their first UTF-16 code unit, longest first. A longest-match scan (the longest
 * known word or reading at each place of a text) that tries every length from the table's longest down slices and
 * looks up a string at each; most of those lengths have no key beginning with the text's character, so the scan
 * tries only these, in the same order, and finds the same key.
 */
export function keyLengthsByFirstUnit(keys: Iterable<string>): ReadonlyMap<string, readonly number[]> {
  const lengths = new Map<string, Set<number>>();
  for (const key of keys) {
    if (!key) continue;
    let of = lengths.get(key[0]!);
    if (!of) lengths.set(key[0]!, (of = new Set()));
    of.add(key.length);
  }
  return new Map([...lengths].map(([unit, of]) => [unit, [...of].sort((a, b) => b - a)]));
}
