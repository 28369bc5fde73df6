export { createJaText, type JaText, type ParsedQuery, type QueryExpansion, type QueryTerm } from './ja-text';
export type { FieldTokens, IndexTokens } from './search-tokens.analyze';
export { ROMAJI_MAX_LENGTH, ROMAJI_MIN_PREFIX } from './romaji.normalize';
export { CHAINS_FILE } from './data-files.load';
