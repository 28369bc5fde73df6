import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { loadDishRecipes } from '@shokuji/food-data';
import { createJaText, englishKey } from '@shokuji/ja-text';
import { parse } from 'csv-parse/sync';

/**
 * Builds @shokuji/ja-text's data/english_food_lexicon.tsv, the English → Japanese food lexicon,
 * from four sources (packages/ja-text/data/SOURCES.md): the hand-written english_food_terms.tsv,
 * the catalog's dish names (@shokuji/food-data's recipes, English and Japanese), the English members of Sudachi's
 * food synonym groups whose Japanese members some catalog name uses, and the chains' English names.
 * It lives here because two of its sources are the catalog's.
 *
 *   npx tsx search-index/src/generate/english-food-lexicon.build.ts
 */
const JA_TEXT_DATA = join(__dirname, '..', '..', '..', 'packages', 'ja-text', 'data');
const CATALOG = join(__dirname, '..', '..', 'data');
const readTsvRows = (file: string) =>
  parse(readFileSync(join(JA_TEXT_DATA, file), 'utf8'), { columns: true, delimiter: '\t', quote: false }) as Record<string, string>[];

const lexicon = new Map<string, { english: string; japanese: Set<string>; sources: Set<string> }>();
/** The hand-written meaning of a word wins: Sudachi's wider groups (tea = 紅茶, ティー) only add words the list lacks. */
function add(english: string, japanese: string[], source: string): void {
  const key = englishKey(english);
  if (!key || !japanese.length) return;
  if (source === 'sudachi' && lexicon.get(key)?.sources.has('curated')) return;
  const entry = lexicon.get(key) ?? { english: key, japanese: new Set<string>(), sources: new Set<string>() };
  japanese.forEach((name) => entry.japanese.add(name));
  entry.sources.add(source);
  lexicon.set(key, entry);
}

for (const row of readTsvRows('english_food_terms.tsv')) add(row.english ?? '', (row.japanese ?? '').split('|').filter(Boolean), 'curated');

// A recipe's English name without its parenthesis (Nikujaga (meat and potato stew) → nikujaga);
// Japanese names with a second word (焼き鳥 もも) name a variant, not the dish.
for (const recipe of loadDishRecipes().recipes) {
  if (!/[ \u3000]/u.test(recipe.name)) add(recipe.nameEn.replace(/\s*\(.*?\)\s*/g, ' '), [recipe.name], 'catalog-dish');
}

async function main(): Promise<void> {
  const { normalize: normalizeText } = await createJaText();
  const catalogNames = ['products.jsonl', 'dishes.jsonl'].flatMap((file) =>
    readFileSync(join(CATALOG, file), 'utf8')
      .split('\n')
      .filter(Boolean)
      .map((line) => normalizeText((JSON.parse(line) as { name: string }).name)),
  );
  const usedInCatalog = (japanese: string) => catalogNames.some((name) => name.includes(normalizeText(japanese)));
  const LATIN = /^[A-Za-z][A-Za-z .'-]*$/;
  const groups = new Map<string, Record<string, string>[]>();
  for (const row of readTsvRows('sudachi_food_synonyms.tsv')) groups.set(row.group_id!, [...(groups.get(row.group_id!) ?? []), row]);
  for (const members of groups.values()) {
    // Shops and companies are chains (below), not food.
    if (/店|企業/.test(members[0]!.domain ?? '') || members[0]!.selected_by?.includes('chain')) continue;
    const japanese = members.map((m) => m.surface!).filter((surface) => !/^[\x20-\x7e]*$/.test(surface));
    if (!japanese.some(usedInCatalog)) continue;
    for (const member of members) {
      if (LATIN.test(member.surface!) && member.form !== '略語・略称') add(member.surface!, japanese, 'sudachi');
    }
  }

  const shops = JSON.parse(readFileSync(join(CATALOG, 'shops.json'), 'utf8')) as { name: string; nameEn: string; aliases: string[] }[];
  for (const shop of shops) add(shop.nameEn, [shop.name, ...shop.aliases.filter((alias) => !LATIN.test(alias))], 'chain');

  const rows = [...lexicon.values()].sort((a, b) => (a.english < b.english ? -1 : 1));
  writeFileSync(
    join(JA_TEXT_DATA, 'english_food_lexicon.tsv'),
    [
      'english\tjapanese\tsource',
      ...rows.map((row) => `${row.english}\t${[...row.japanese].join('|')}\t${[...row.sources].join('+')}`),
    ].join('\n') + '\n',
  );
  console.log(`${rows.length} English entries`);
}

void main();
