import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'csv-parse/sync';

/** This package's data/: the estimator's lexicon tables (foods, dishes, modifiers). */
export const LEXICON_DATA_DIR = join(__dirname, '..', '..', 'data');

/** Rows of a tab-separated lexicon table as objects keyed by its header (no quoting in these files). */
export function readLexiconTsv(fileName: string): Record<string, string>[] {
  return parse(readFileSync(join(LEXICON_DATA_DIR, fileName), 'utf8'), {
    delimiter: '\t',
    columns: true,
    quote: false,
    skip_empty_lines: true,
  }) as Record<string, string>[];
}
