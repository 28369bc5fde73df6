import path from 'node:path';

// Inputs of the generator, copied from the reference data by `npm run import-sources`, so the
// generator (and its byte-identical test) runs from the repo alone. The chains compilation is the
// one @shokuji/ja-text reads (CHAINS_FILE): one copy for the normalizer and the generator.
export const SOURCES_DIR = path.resolve(__dirname, '..', '..', 'data', 'sources');
export const SOURCE_FILES = {
  chainProducts: 'chain_products.csv',
} as const;
