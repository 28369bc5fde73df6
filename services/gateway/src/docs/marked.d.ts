declare module 'marked' {
  /** marked 4 (the version RapiDoc depends on, which ships no types): markdown to HTML, synchronously. */
  export const marked: {
    parse(markdown: string, options?: { gfm?: boolean; headerIds?: boolean; headerPrefix?: string; mangle?: boolean }): string;
  };
}
