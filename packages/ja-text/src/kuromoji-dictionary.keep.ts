import { DEFAULT_DICTIONARY_KEEP_DIR, keptDictionaryFile, loadKuromojiTokenizer, readKeptDictionary } from './kuromoji-tokenizer.load';

/**
 * Unpacks kuromoji's dictionary into its kept file now, for an install whose node_modules the
 * service cannot write at run time (the image: built as root, run as `node`), so that every start
 * reads it. `npx tsx packages/ja-text/src/kuromoji-dictionary.keep.ts`
 */
async function main(): Promise<void> {
  await loadKuromojiTokenizer();
  if (!(await readKeptDictionary(DEFAULT_DICTIONARY_KEEP_DIR)))
    throw new Error(`could not keep ${keptDictionaryFile(DEFAULT_DICTIONARY_KEEP_DIR)}`);
  console.log(`kept ${keptDictionaryFile(DEFAULT_DICTIONARY_KEEP_DIR)}`);
}

void main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
