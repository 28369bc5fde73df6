import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import kuromoji, { type IpadicFeatures, type Tokenizer } from 'kuromoji';
import { toHiragana, toKana, toRomaji } from 'wanakana';
import type { ShopRow } from '@shokuji/search-index';
import type { JaNormalizer } from './ja-catalog-analyzer';

const DATA_DIR = join(__dirname, '..', '..', 'data', 'food_terms');
const KUROMOJI_DICT = join(require.resolve('kuromoji'), '..', '..', 'dict');

function readTsv(file: string): Record<string, string>[] {
  const [header, ...lines] = readFileSync(join(DATA_DIR, file), 'utf8').split('\n').filter(Boolean);
  const columns = header!.split('\t');
  return lines.map((line) => Object.fromEntries(line.split('\t').map((cell, i) => [columns[i]!, cell])));
}

const VOWEL_OF: Record<string, string> = { a: 'あ', i: 'い', u: 'う', e: 'え', o: 'お' };

/** ー after a kana becomes that kana's vowel (ぎゅー → ぎゅう), as wanakana does for katakana. */
function foldLongVowelMarks(text: string): string {
  return text.replace(/([\u3041-\u3096])ー/g, (_, kana: string) => {
    const vowel = toRomaji(kana).slice(-1);
    return kana + (VOWEL_OF[vowel] ?? '');
  });
}

/** NFKC (half-width kana, full-width latin), lower case, katakana → hiragana, long-vowel marks folded. */
export function normalizeJa(text: string): string {
  const folded = toHiragana(text.normalize('NFKC').toLowerCase(), { passRomaji: true });
  return foldLongVowelMarks(folded).replace(/[ゝ]/g, '');
}

/** One romaji form for index and query: Hepburn with long vowels collapsed (gyuudon = gyudon, tempura = tenpura). */
export function canonicalRomaji(romaji: string): string {
  return romaji
    .toLowerCase()
    .replace(/[^a-z0-9 ]/g, '')
    .replace(/m(?=[bpm])/g, 'n')
    .replace(/nn/g, 'n')
    .replace(/ou/g, 'o')
    .replace(/([aiueo])\1+/g, '$1');
}

/** A map from surface to reading, looked up longest-first, that corrects kuromoji (牛丼 うしどんぶり → ぎゅうどん). */
function buildReadingDictionary(): { lookup: (text: string, at: number) => { length: number; reading: string } | null } {
  const byFirstChar = new Map<string, { surface: string; reading: string }[]>();
  for (const row of readTsv('food_readings.tsv')) {
    const surface = row.surface!.normalize('NFKC');
    if (!surface || !row.reading) continue;
    const list = byFirstChar.get(surface[0]!) ?? [];
    list.push({ surface, reading: row.reading });
    byFirstChar.set(surface[0]!, list);
  }
  for (const list of byFirstChar.values()) list.sort((a, b) => b.surface.length - a.surface.length);
  return {
    lookup(text, at) {
      for (const entry of byFirstChar.get(text[at]!) ?? []) {
        if (text.startsWith(entry.surface, at)) return { length: entry.surface.length, reading: entry.reading };
      }
      return null;
    },
  };
}

function buildSynonyms(shops: ShopRow[]): Map<string, Set<string>> {
  const groups = new Map<string, string[]>();
  for (const row of readTsv('sudachi_food_synonyms.tsv')) {
    const key = `${row.group_id}:${row.vocab_no}`;
    groups.set(key, [...(groups.get(key) ?? []), row.surface!]);
  }
  for (const shop of shops) groups.set(`shop:${shop.id}`, [shop.name, shop.nameEn, ...shop.aliases]);
  const synonyms = new Map<string, Set<string>>();
  for (const members of groups.values()) {
    for (const member of members) {
      const key = normalizeJa(member);
      const set = synonyms.get(key) ?? new Set<string>();
      for (const other of members) if (normalizeJa(other) !== key) set.add(other);
      synonyms.set(key, set);
    }
  }
  return synonyms;
}

function loadTokenizer(): Promise<Tokenizer<IpadicFeatures>> {
  return new Promise((resolve, reject) => {
    kuromoji.builder({ dicPath: KUROMOJI_DICT }).build((error, tokenizer) => (error ? reject(error) : resolve(tokenizer)));
  });
}

const KANA_OR_KANJI = /[\u3040-\u30ff\u4e00-\u9fff々]/;

/** JaNormalizer on kuromoji (IPAdic readings), corrected by the food readings table, plus Sudachi synonyms and chain aliases. */
let tokenizerPromise: Promise<Tokenizer<IpadicFeatures>> | null = null;

export async function createKuromojiJaNormalizer(shops: ShopRow[]): Promise<JaNormalizer> {
  // The dictionary takes about a second to load; one tokenizer serves every reload.
  tokenizerPromise ??= loadTokenizer();
  const tokenizer = await tokenizerPromise;
  const dictionary = buildReadingDictionary();
  const synonyms = buildSynonyms(shops);
  const cache = new Map<string, string[]>();

  /** Readings per token: dictionary words first (longest match), kuromoji for the rest. */
  function readingTokens(text: string): string[] {
    const source = text.normalize('NFKC');
    const cached = cache.get(source);
    if (cached) return cached;
    const tokens: string[] = [];
    let pending = '';
    const flush = () => {
      if (!pending) return;
      for (const token of tokenizer.tokenize(pending)) {
        const reading = token.reading && token.reading !== '*' && KANA_OR_KANJI.test(token.surface_form) ? token.reading : token.surface_form;
        if (reading.trim()) tokens.push(normalizeJa(reading));
      }
      pending = '';
    };
    for (let at = 0; at < source.length; ) {
      const hit = dictionary.lookup(source, at);
      if (hit) {
        flush();
        tokens.push(normalizeJa(hit.reading));
        at += hit.length;
      } else {
        pending += source[at];
        at += 1;
      }
    }
    flush();
    if (cache.size > 50000) cache.clear();
    cache.set(source, tokens);
    return tokens;
  }

  const romajiOf = (kana: string) => canonicalRomaji(toRomaji(kana).replace(/\s+/g, ' '));

  return {
    normalize: normalizeJa,
    reading: (text) => readingTokens(text).join(''),
    /** Whole chunks and single words, so "onigiri" matches inside プレミアムおにぎり. */
    romajiWords: (text) => {
      const chunks = text.normalize('NFKC').split(/[\s・]+/).filter(Boolean);
      return [...new Set(chunks.flatMap((chunk) => {
        const tokens = readingTokens(chunk);
        return [romajiOf(tokens.join('')), ...tokens.map(romajiOf)];
      }))].filter(Boolean);
    },
    romajiOfLatin: (text) => canonicalRomaji(toRomaji(toKana(text.toLowerCase().replace(/m(?=[bp])/g, 'n')).replace(/んん/g, 'ん'))),
    kanaOfLatin: (text) => toHiragana(text.toLowerCase().replace(/m(?=[bp])/g, 'n')),
    synonyms: (term) => [...(synonyms.get(normalizeJa(term)) ?? [])],
  };
}
