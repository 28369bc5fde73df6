import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'csv-parse/sync';
import type { DetailedNutrients, ProductRow, ShopRow } from '../catalog-row.schema';
import { SOURCE_FILES, SOURCES_DIR } from './catalog-sources';
import { classifyRealProduct, isMorningMenu } from './product-kind.classify';
import { createSeededRandom } from './seeded-random';

type CsvRow = Record<string, string>;

// tanjoin/matsunoya HEAD commit date: rows last observed earlier are no longer on the menu.
const MATSUNOYA_HEAD_DATE = '2026-08-06';

const optionalNumber = (text: string | undefined): number | null => (text === undefined || text.trim() === '' ? null : Number(text));

// "2025-09/10 (scrape committed 2025)" and "2025-09" become the first day of the month observed.
function observedDate(observed: string): string | null {
  const match = /^(\d{4})-(\d{2})(?:-(\d{2}))?/.exec(observed);
  if (match === null) return null;
  return `${match[1]}-${match[2]}-${match[3] ?? '01'}`;
}

function isUrl(text: string): boolean {
  try {
    return new URL(text).protocol.startsWith('http');
  } catch {
    return false;
  }
}

/**
 * Saizeriya's source writes 0 kcal (and 0 g salt) where the chain publishes no value, for wine,
 * beer, focaccia or a caprese alike; a real zero-energy item (tea) has its P, F and C given as 0.
 */
function isEnergyUnpublished(row: CsvRow): boolean {
  const unpublished = (text: string | undefined) => text === undefined || text.trim() === '';
  return Number(row.kcal) === 0 && unpublished(row.protein_g) && unpublished(row.fat_g) && unpublished(row.carbs_g);
}

/** Every row of chain_products.csv, productIds 1..n in CSV order, with provenance kept. */
export function buildRealProducts(shops: ShopRow[], dir: string = SOURCES_DIR): ProductRow[] {
  const csv = readFileSync(path.join(dir, SOURCE_FILES.chainProducts), 'utf8');
  const rows = parse(csv, { columns: true, skip_empty_lines: true }) as CsvRow[];
  const chainCategory = new Map(shops.map((shop) => [shop.id, shop.category]));
  const random = createSeededRandom(2877);
  return rows.map((row, index) => {
    const name = row.product_name ?? '';
    const sourceCategory = row.category ?? '';
    const kind = classifyRealProduct(name, sourceCategory, chainCategory.get(row.chain_id ?? '') ?? '', Number(row.kcal));
    const nutrients: DetailedNutrients = {};
    const salt = optionalNumber(row.salt_g);
    const sugar = optionalNumber(row.sugar_g);
    const fiber = optionalNumber(row.fiber_g);
    if (salt !== null) nutrients.salt = salt;
    if (sugar !== null) nutrients.sugar = sugar;
    if (fiber !== null) nutrients.fiber = fiber;
    const observed = row.observed ?? '';
    const discontinued = row.chain_id === 'matsunoya' && observed < MATSUNOYA_HEAD_DATE;
    const energyUnpublished = isEnergyUnpublished(row);
    // Real chains publish no popularity; a plausible spread keeps popularity sorting usable.
    const popularity = Math.round(random.int(250, 850) * (discontinued ? 0.4 : 1));
    const officialUrl = row.official_url ?? '';
    const product: ProductRow = {
      productId: index + 1,
      shopId: row.chain_id ?? '',
      name,
      ...(row.name_en ? { nameEn: row.name_en } : {}),
      category: kind.category,
      productType: kind.productType,
      genres: kind.genres,
      cal: Number(row.kcal),
      protein: optionalNumber(row.protein_g),
      fat: optionalNumber(row.fat_g),
      carbs: optionalNumber(row.carbs_g),
      nutrients,
      price: optionalNumber(row.price_yen) === null ? null : Math.round(Number(row.price_yen)),
      breakfastOnly: isMorningMenu(name, sourceCategory),
      // The sources have no release dates; the first date a row was seen is the best honest stand-in.
      releasedAt: observedDate(observed),
      popularity,
      // Never offered with an energy it does not have: 0 kcal would log a focaccia as nothing eaten.
      status: discontinued ? 'discontinued' : energyUnpublished ? 'hidden' : 'active',
      origin: 'real',
      source: {
        ...(row.source_repo ? { repo: row.source_repo } : {}),
        ...(row.source_path ? { path: row.source_path } : {}),
        ...(row.source_commit ? { commit: row.source_commit } : {}),
        ...(isUrl(officialUrl) ? { officialUrl } : {}),
        ...(observed ? { observed } : {}),
      },
    };
    return product;
  });
}
