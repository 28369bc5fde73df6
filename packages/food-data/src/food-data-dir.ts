import { join } from 'node:path';

/** This package's data/: the one copy of the MEXT table and the dish recipes. */
export const FOOD_DATA_DIR = join(__dirname, '..', 'data');
