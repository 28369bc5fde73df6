/** One raw term of a search box: a word or a quoted phrase, maybe excluded with a leading "-". */
export interface RawQueryTerm {
  text: string;
  phrase: boolean;
  excluded: boolean;
}

// NFKC already turned the ideographic space and full-width quotes/minus into ASCII.
const TERM = /(-?)"([^"]*)"|(\S+)/gu;

export function splitQuery(query: string): RawQueryTerm[] {
  const terms: RawQueryTerm[] = [];
  for (const match of query.normalize('NFKC').matchAll(TERM)) {
    if (match[2] !== undefined) {
      if (match[2].trim()) terms.push({ text: match[2].trim(), phrase: true, excluded: match[1] === '-' });
      continue;
    }
    const word = match[3] ?? '';
    const excluded = word.length > 1 && word.startsWith('-');
    terms.push({ text: excluded ? word.slice(1) : word, phrase: false, excluded });
  }
  return terms;
}
