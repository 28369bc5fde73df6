// "fish sticks, like 6 of them", "pierogi, 8 of them": a count of "them" set off by a comma right after what it counts
// is that food's count, read as "x N" after it (it was an item of its own, an unknown "them", and one serving).
const OF_THEM = /\s*,\s*(?:(?:like|about|around|maybe|probably)\s+)?(\d+(?:\.\d+)?)\s+of\s+them\b/giu;

/** "pierogi, 8 of them, with sour cream" → "pierogi x8, with sour cream". */
export function countsOfThem(text: string): string {
  return text.replace(OF_THEM, ' x$1');
}
