export { createJaText, loadEnglishFoodLexicon, type JaText, type ParsedQuery, type QueryExpansion, type QueryTerm } from './ja-text';
export { EnglishFoodLexicon, englishKey, type EnglishFoodEntry } from './english-food.lexicon';
export { FuzzyTermTrie, type FuzzyMatch } from './fuzzy-terms.trie';
export type { FieldTokens, IndexTokens } from './search-tokens.analyze';
export { ROMAJI_MAX_LENGTH, ROMAJI_MIN_PREFIX } from './romaji.normalize';
export { CHAINS_FILE } from './data-files.load';
export { normalizeText } from './text.normalize';
export { dishShortForms } from './synonym.dictionary';
export { foldForPartialMatch } from './partial-match.fold';
