import { readChains, readTsvRows } from './data-files.load';
import { normalizeText } from './text.normalize';

/** Synonym groups: Sudachi groups, JUMAN 代表表記 variants and each chain's names and aliases. */
export class SynonymDictionary {
  /** Each group's surfaces with their folded forms, folded once at load rather than per query. */
  private readonly groupsByKey = new Map<string, { surface: string; folded: string }[][]>();

  static load(): SynonymDictionary {
    const dictionary = new SynonymDictionary();
    const byGroup = new Map<string, string[]>();
    const push = (id: string, surface: string): void => {
      if (surface) byGroup.set(id, [...(byGroup.get(id) ?? []), surface]);
    };
    for (const row of readTsvRows('sudachi_food_synonyms.tsv')) push(`sudachi:${row.group_id}`, row.surface ?? '');
    for (const row of readTsvRows('food_readings.tsv')) {
      if (!row.canonical) continue;
      // The 代表表記 belongs to its own group: とんじる and ぶたじる name 豚汁 itself, not only its other spellings.
      if (!byGroup.has(`juman:${row.canonical}`)) push(`juman:${row.canonical}`, row.canonical);
      push(`juman:${row.canonical}`, row.surface ?? '');
    }
    for (const chain of readChains()) {
      for (const name of [chain.name, chain.nameEn, chain.reading, chain.romaji, ...chain.aliases]) push(`chain:${chain.name}`, name);
    }
    for (const surfaces of byGroup.values()) dictionary.addGroup(surfaces);
    return dictionary;
  }

  private addGroup(surfaces: string[]): void {
    if (surfaces.length < 2) return;
    const group = surfaces.map((surface) => ({ surface, folded: normalizeText(surface) }));
    for (const { folded } of group) this.groupsByKey.set(folded, [...(this.groupsByKey.get(folded) ?? []), group]);
  }

  /** The other spellings of every group the term belongs to, one per folded form. */
  synonymsOf(term: string): string[] {
    const key = normalizeText(term);
    const seen = new Set([key]);
    const synonyms: string[] = [];
    for (const { surface, folded } of (this.groupsByKey.get(key) ?? []).flat()) {
      if (!seen.has(folded)) {
        seen.add(folded);
        synonyms.push(surface);
      }
    }
    return synonyms;
  }
}

/**
 * Sudachi's short forms of a dish (its 略語・略称 rows of the 料理 domain, ポテサラ for ポテトサラダ), by
 * each full spelling of the group; Latin short forms (mug, soft) are left out.
 */
export function dishShortForms(): Map<string, string[]> {
  const groups = new Map<string, { full: string[]; short: string[] }>();
  for (const row of readTsvRows('sudachi_food_synonyms.tsv')) {
    if (row.domain !== '料理' || !row.surface) continue;
    const group = groups.get(row.group_id ?? '') ?? { full: [], short: [] };
    groups.set(row.group_id ?? '', group);
    if (row.form === '略語・略称') {
      if (!/[a-z]/iu.test(row.surface)) group.short.push(row.surface);
    } else group.full.push(row.surface);
  }
  const byFull = new Map<string, string[]>();
  for (const { full, short } of groups.values())
    if (short.length > 0) for (const surface of full) byFull.set(surface, [...(byFull.get(surface) ?? []), ...short]);
  return byFull;
}

/**
 * Each spelling of a dish in Sudachi's synonym groups (its 料理 rows), folded as normalizeText folds and
 * without spaces, with its group's id: two spellings of one dish (みそ汁 and 味噌汁, フライドポテト and
 * ポテトフライ) share it. A spelling in two groups keeps the first; Latin spellings are left out.
 */
export function dishSpellingGroups(): Map<string, string> {
  const groups = new Map<string, string>();
  for (const row of readTsvRows('sudachi_food_synonyms.tsv')) {
    if (row.domain !== '料理' || !row.surface || /[a-z]/iu.test(row.surface)) continue;
    const folded = normalizeText(row.surface).replace(/ /g, '');
    if (!groups.has(folded)) groups.set(folded, row.group_id ?? '');
  }
  return groups;
}

/**
 * The kana reading of each dish named in kanji (food_readings.tsv's dish rows: 回鍋肉 → ほいこーろー), by its
 * surface: the reading is how a dish is often typed (ホイコーロー, チンジャオロース).
 */
export function dishReadings(): Map<string, string> {
  const readings = new Map<string, string>();
  for (const row of readTsvRows('food_readings.tsv'))
    if (row.kind === 'dish' && row.surface && row.reading && row.surface !== row.reading && !readings.has(row.surface))
      readings.set(row.surface, row.reading);
  return readings;
}
