/** Words taken out of q: the matches, the words that hold one and more, and q without them. */
export interface TakenWords {
  /** The words as typed in q (folded). */
  words: string[];
  /** The words of q (between spaces) that hold them and more: a name may hold those. */
  gluedWords: string[];
  /** q without them. */
  rest: string;
}

/**
 * A pattern's words taken out of q's folded text (a wish, a time of eating): the matches (the pattern is
 * global), the words of the text (between spaces) that hold one and more (低脂肪乳, おやつパン: a name may
 * hold them, and the caller asks the names), and the text without the matches.
 */
export function takeWords(text: string, words: RegExp): TakenWords {
  return {
    words: text.match(words) ?? [],
    gluedWords: text.split(/\s+/).filter((word) => word.match(words) && word.replace(words, '') !== ''),
    rest: text.replace(words, ' ').replace(/\s+/g, ' ').trim(),
  };
}
