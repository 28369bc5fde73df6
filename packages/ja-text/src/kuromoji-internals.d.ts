// The kuromoji 0.1.x modules the tokenizer loader builds on (kuromoji-tokenizer.load.ts); kuromoji's
// own typings cover only its builder.
declare module 'kuromoji/src/dict/DynamicDictionaries' {
  interface TokenInfoDictionary {
    loadDictionary(buffer: Uint8Array): unknown;
    loadPosVector(buffer: Uint8Array): unknown;
    target_map: Record<number, ArrayLike<number> | undefined>;
  }
  class DynamicDictionaries {
    token_info_dictionary: TokenInfoDictionary;
    loadTrie(base: Int32Array, check: Int32Array): unknown;
    loadConnectionCosts(costs: Int16Array): unknown;
    loadUnknownDictionaries(
      unknown: Uint8Array,
      unknownPos: Uint8Array,
      unknownMap: Uint8Array,
      characterMap: Uint8Array,
      compatibleCategories: Uint32Array,
      invokeDefinitions: Uint8Array,
    ): unknown;
  }
  export = DynamicDictionaries;
}

declare module 'kuromoji/src/Tokenizer' {
  import type { IpadicFeatures, Tokenizer } from 'kuromoji';
  import type DynamicDictionaries from 'kuromoji/src/dict/DynamicDictionaries';
  const TokenizerClass: new (dictionaries: DynamicDictionaries) => Tokenizer<IpadicFeatures>;
  export = TokenizerClass;
}

declare module 'kuromoji/src/dict/InvokeDefinitionMap' {
  const InvokeDefinitionMap: { load(invokeDefinitions: Uint8Array): { map: { class_name: string }[] } };
  export = InvokeDefinitionMap;
}
