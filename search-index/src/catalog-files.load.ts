import { createHash, type Hash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { access, readFile } from 'node:fs/promises';
import path from 'node:path';
import { createInterface } from 'node:readline';
import type { z } from 'zod';
import {
  DishRowSchema,
  GenreSchema,
  ProductRowSchema,
  ShopRowSchema,
  type DishRow,
  type Genre,
  type ProductRow,
  type ShopRow,
} from './catalog-row.schema';

export const CATALOG_FILE_NAMES = {
  shops: 'shops.json',
  genres: 'genres.json',
  products: 'products.jsonl',
  dishes: 'dishes.jsonl',
} as const;

// The catalog bundled with the package; operators point the loader at their own directory instead.
export const BUNDLED_CATALOG_DIR = path.resolve(__dirname, '..', 'data');

/** A row the loader refused: `line` for JSONL files, `item` (1-based array position) for JSON files. */
export interface BadCatalogRow {
  file: string;
  line: number | null;
  item: number | null;
  reason: string;
}

export interface CatalogFiles {
  shops: ShopRow[];
  genres: Genre[];
  products: ProductRow[];
  dishes: DishRow[];
  badRows: BadCatalogRow[];
  /** SHA-256 of the text read from the four files, so an index built from them can name its input without reading it again. */
  contentDigest: string;
}

export class CatalogFilesError extends Error {
  readonly code = 'CATALOG_FILES_UNREADABLE';
}

const describeIssues = (error: z.ZodError): string =>
  error.issues.map((issue) => `${issue.path.length > 0 ? issue.path.join('.') : '(row)'}: ${issue.message}`).join('; ');

async function requireFile(filePath: string): Promise<void> {
  try {
    await access(filePath);
  } catch {
    throw new CatalogFilesError(`catalog file missing: ${filePath}`);
  }
}

async function readJsonArray<T>(dir: string, file: string, schema: z.ZodType<T>, badRows: BadCatalogRow[], content: Hash): Promise<T[]> {
  const filePath = path.join(dir, file);
  await requireFile(filePath);
  let parsed: unknown;
  try {
    const text = await readFile(filePath, 'utf8');
    content.update(text).update('\0');
    parsed = JSON.parse(text);
  } catch (error) {
    throw new CatalogFilesError(`${file} is not valid JSON: ${(error as Error).message}`);
  }
  if (!Array.isArray(parsed)) throw new CatalogFilesError(`${file} must hold a JSON array`);
  const rows: T[] = [];
  parsed.forEach((value: unknown, index) => {
    const result = schema.safeParse(value);
    if (result.success) rows.push(result.data);
    else badRows.push({ file, line: null, item: index + 1, reason: describeIssues(result.error) });
  });
  return rows;
}

// Streams the file so a large operator catalog never sits in memory as one string.
async function readJsonLines<T>(
  dir: string,
  file: string,
  schema: z.ZodType<T>,
  badRows: BadCatalogRow[],
  content: Hash,
): Promise<Array<{ row: T; line: number }>> {
  const filePath = path.join(dir, file);
  await requireFile(filePath);
  const rows: Array<{ row: T; line: number }> = [];
  const lines = createInterface({ input: createReadStream(filePath, 'utf8'), crlfDelay: Infinity });
  let line = 0;
  for await (const text of lines) {
    line += 1;
    content.update(text).update('\n');
    if (text.trim() === '') continue;
    let value: unknown;
    try {
      value = JSON.parse(text);
    } catch (error) {
      badRows.push({ file, line, item: null, reason: `invalid JSON: ${(error as Error).message}` });
      continue;
    }
    const result = schema.safeParse(value);
    if (result.success) rows.push({ row: result.data, line });
    else badRows.push({ file, line, item: null, reason: describeIssues(result.error) });
  }
  content.update('\0');
  return rows;
}

interface ReferenceCheck<T> {
  file: string;
  idOf: (row: T) => number;
  idName: string;
  problemsOf: (row: T) => string[];
}

// Rows that parse but point at unknown shops or genres, or repeat an id, are refused with a reason.
function keepConsistentRows<T>(entries: Array<{ row: T; line: number }>, check: ReferenceCheck<T>, badRows: BadCatalogRow[]): T[] {
  const seen = new Set<number>();
  const kept: T[] = [];
  for (const { row, line } of entries) {
    const id = check.idOf(row);
    const problems = check.problemsOf(row);
    if (seen.has(id)) problems.push(`duplicate ${check.idName} ${id}`);
    if (problems.length > 0) {
      badRows.push({ file: check.file, line, item: null, reason: problems.join('; ') });
      continue;
    }
    seen.add(id);
    kept.push(row);
  }
  return kept;
}

const unknownGenres = (genres: string[], known: Set<string>): string[] =>
  genres.filter((genre) => !known.has(genre)).map((genre) => `unknown genre "${genre}"`);

/** Reads a catalog directory (the bundled one by default) and returns valid rows plus every refused row. */
export async function loadCatalogFiles(dir: string = BUNDLED_CATALOG_DIR): Promise<CatalogFiles> {
  const badRows: BadCatalogRow[] = [];
  const content = createHash('sha256');
  const shops = await readJsonArray(dir, CATALOG_FILE_NAMES.shops, ShopRowSchema, badRows, content);
  const genres = await readJsonArray(dir, CATALOG_FILE_NAMES.genres, GenreSchema, badRows, content);
  const shopIds = new Set(shops.map((shop) => shop.id));
  const genreIds = new Set(genres.map((genre) => genre.id));

  const productEntries = await readJsonLines(dir, CATALOG_FILE_NAMES.products, ProductRowSchema, badRows, content);
  const products = keepConsistentRows(
    productEntries,
    {
      file: CATALOG_FILE_NAMES.products,
      idOf: (row) => row.productId,
      idName: 'productId',
      problemsOf: (row) => [...(shopIds.has(row.shopId) ? [] : [`unknown shopId "${row.shopId}"`]), ...unknownGenres(row.genres, genreIds)],
    },
    badRows,
  );

  const dishEntries = await readJsonLines(dir, CATALOG_FILE_NAMES.dishes, DishRowSchema, badRows, content);
  const dishes = keepConsistentRows(
    dishEntries,
    {
      file: CATALOG_FILE_NAMES.dishes,
      idOf: (row) => row.dishId,
      idName: 'dishId',
      problemsOf: (row) => unknownGenres(row.genres, genreIds),
    },
    badRows,
  );

  return { shops, genres, products, dishes, badRows, contentDigest: content.digest('hex') };
}
