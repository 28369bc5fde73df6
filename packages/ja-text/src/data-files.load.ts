import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const DATA_DIR = join(__dirname, '..', 'data');

/** Rows of a tab-separated data file as objects keyed by its header. */
export function readTsvRows(fileName: string): Record<string, string>[] {
  const [header, ...lines] = readFileSync(join(DATA_DIR, fileName), 'utf8').split('\n');
  const columns = (header ?? '').split('\t');
  return lines
    .filter((line) => line.trim() !== '')
    .map((line) => {
      const cells = line.split('\t');
      return Object.fromEntries(columns.map((column, i) => [column, cells[i] ?? '']));
    });
}

export interface ChainRecord {
  id: string;
  name: string;
  nameEn: string;
  reading: string;
  romaji: string;
  aliases: string[];
  /** The kind of shop (convenience, cafe, gyudon…), as GET /shops gives it. */
  category?: string;
}

/**
 * The chains and brands compilation (data/SOURCES.md). Its one copy in the repo: the catalog
 * generator (@shokuji/search-index) builds shops.json from the same file.
 */
export const CHAINS_FILE = join(DATA_DIR, 'chains_jp.json');

export function readChains(): ChainRecord[] {
  return JSON.parse(readFileSync(CHAINS_FILE, 'utf8')) as ChainRecord[];
}
