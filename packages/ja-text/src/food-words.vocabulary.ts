import { toRomaji } from 'wanakana';
import { readTsvRows, type ChainRecord } from './data-files.load';
import { englishKey, type EnglishFoodLexicon } from './english-food.lexicon';
import { FuzzyTermTrie } from './fuzzy-terms.trie';
import { keyLengthsByFirstUnit } from './key-lengths';
import { looseKana } from './kana-variants.fold';
import { foldRomaji, hiraganaOfLatin } from './romaji.normalize';
import { isLatinWord, normalizeText } from './text.normalize';

/** Reading-table kinds that name no food by themselves (並盛, 大盛). */
const NOT_FOOD = new Set(['portion', 'other']);
/** A query names food when known words cover at least this share of its characters (ぽめにゃ牛丼 does not). */
const MIN_COVERAGE = 0.5;
/** A chain prefix shorter than this is too loose to name a chain (ロー is not yet ローソン). */
const MIN_CHAIN_PREFIX = 3;
/** At most this many spellings of English words in their Japanese names are looked up as a nickname. */
const MAX_SPELLINGS = 64;
/** A word of two kana or kanji or more, folded (katakana as hiragana): what a menu writes after an item's name. */
const MENU_WORD = /^[\p{Script=Hiragana}\p{Script=Han}ー]{2,}$/u;
/** One hiragana (a folded word's kana, katakana folded to it). */
const HIRAGANA = /^[\u3041-\u309f]$/u;
/**
 * Scripts tested in loops, as constants: esbuild writes a \p{Script=…} literal as `new RegExp(…)`, which a literal inside a
 * function then builds again at each test.
 */
const KATAKANA = /\p{Script=Katakana}/u;
const KANJI = /\p{Script=Han}/u;
const NO_LENGTHS: readonly number[] = [];

/** The shop categories a word for a kind of shop names, and whether it also names food in items' names (カフェ of カフェラテ). */
export interface ShopKind {
  categories: string[];
  alsoFood: boolean;
}

/**
 * The words this package knows as food (reading-table surfaces and readings of dishes, ingredients,
 * drinks and sweets, Sudachi synonym surfaces, the English food lexicon) and the chains' names. It answers "does this query name anything we know?" (a query that does not gets no
 * semantic fallback) and "is this query a chain's name?" (its rows are then the answer).
 */
export class FoodVocabulary {
  private readonly words = new Set<string>();
  private readonly surfaceOfRomaji = new Map<string, string>();
  private readonly chainKeys = new Map<string, string[]>();
  /** The chain keys in code-unit order, each with its place in chainKeys: the keys a prefix begins are one run of them. */
  private readonly sortedChainKeys: { key: string; place: number }[];
  /** The lengths of the known words beginning with each code unit, longest first: no slice of another length at a position can be a word. */
  private readonly wordLengthsFrom: ReadonlyMap<string, readonly number[]>;
  /** Kana aliases typed in romaji (sutaba, makku): named whole only, never by a beginning (puri is no プリマ). */
  private readonly romajiAliasKeys = new Map<string, string[]>();
  /** Each chain's own (Japanese) name by its id. */
  private readonly chainNames = new Map<string, string>();
  /** A word for a kind of shop (コンビニ, ファミレス, konbini), folded → the shop categories it names (data/shop_kind_words.tsv). */
  private readonly shopKindKeys = new Map<string, ShopKind>();
  /** The words naming several categories at once (ファストフード: burger, fried_chicken): each such set of categories, once. */
  private readonly shopKindGroups: string[][] = [];
  /**
   * The known words that begin with a kana, by what follows it, in code-unit order (らむちゃうだあ for
   * くらむちゃうだあ, にぎり for おにぎり): the words another word sits inside right after one kana are one
   * run of it (wordsWithAKanaBefore).
   */
  private readonly wordsAfterFirstKana: { rest: string; word: string }[];
  /**
   * The names a latin word may misspell, and what each reads as, with their trie, built on the first near miss
   * asked for: the nicknames listed in latin letters (frappuccino, bigmac), the romaji of those in kana
   * (famichiki: ふぁみちき), the chains' kana aliases in romaji (makudo, sutaba) and their latin names (mcdonalds).
   */
  private latinNicknames?: { readAs: string[]; trie: FuzzyTermTrie };
  /** The length of the longest chain key (code units). */
  private readonly longestChainKey: number;
  /** A chain's own name for an item (folded) → the chain's name and the catalog's name for the item. */
  private readonly chainItems = new Map<string, { chain: string; item: string }>();
  /** The same by the loose keys of the nickname (kana-variants.fold: ッ and ー written or not, small kana typed big). */
  private readonly looseChainItems = new Map<string, { chain: string; item: string }>();

  constructor(
    private readonly lexicon: EnglishFoodLexicon,
    chains: ChainRecord[],
    synonymSurfaces: string[],
    chainItemNicknames: Record<string, string>[] = [],
  ) {
    const addWord = (text: string) => {
      const folded = normalizeText(text).replace(/ /g, '');
      if (folded) this.words.add(folded);
    };
    const rows = readTsvRows('food_readings.tsv');
    // JUMAN also lists a portion word as a dish (おおもり, 大もり: 大盛り): it names no food in any spelling,
    // or yoshigyu oomori read oomori as a food named beside 吉牛, which then named the chain only.
    const portionWords = new Set(
      rows.filter((row) => NOT_FOOD.has(row.kind ?? '')).flatMap((row) => [row.surface ?? '', row.reading ?? ''].map(foldedTerm)),
    );
    for (const row of rows) {
      if (
        NOT_FOOD.has(row.kind ?? '') ||
        [row.surface, row.reading, row.canonical].some((word) => word && portionWords.has(foldedTerm(word)))
      )
        continue;
      addWord(row.surface ?? '');
      addWord(row.reading ?? '');
      if (row.romaji_simple) this.surfaceOfRomaji.set(foldRomaji(row.romaji_simple.toLowerCase()), row.surface ?? '');
    }
    synonymSurfaces.filter((surface) => !isLatinWord(englishKey(surface).replace(/ /g, ''))).forEach(addWord);
    for (const entry of lexicon.entries().values()) entry.japanese.forEach(addWord);
    const addKey = (keys: Map<string, string[]>, key: string, id: string) => keys.set(key, [...new Set([...(keys.get(key) ?? []), id])]);
    for (const chain of chains) {
      this.chainNames.set(chain.id, chain.name);
      for (const name of [chain.name, chain.nameEn, chain.reading, chain.romaji, ...chain.aliases])
        chainKeysOf(name).forEach((key) => addKey(this.chainKeys, key, chain.id));
    }
    // After every chain's own keys: a romaji that spells another chain's name is no food word.
    for (const chain of chains)
      chain.aliases
        .flatMap((alias) => this.romajiKeysOf(alias))
        .filter((key) => !this.chainKeys.has(key))
        .forEach((key) => addKey(this.romajiAliasKeys, key, chain.id));
    for (const row of chainItemNicknames) {
      const chain = chains.find((candidate) => candidate.id === row.chain_id);
      if (!chain || !row.catalog_name)
        throw new Error(`chain_item_nicknames.tsv: no chain ${row.chain_id} or no catalog name for ${row.nickname}`);
      // The name as one word (スターバックスコーヒー): a space would make it two query words.
      const entry = { chain: chain.name.replace(/ /g, ''), item: row.catalog_name };
      this.chainItems.set(foldedTerm(row.nickname ?? ''), entry);
      for (const key of looseKana(foldedTerm(row.nickname ?? ''))) this.looseChainItems.set(key, entry);
    }
    // A kind of shop names only the categories some chain has (a chain list without convenience stores gives コンビニ none).
    const categories = new Set(chains.map((chain) => chain.category));
    for (const row of readTsvRows('shop_kind_words.tsv')) {
      const kind = {
        categories: (row.category ?? '').split(' ').filter((category) => categories.has(category)),
        alsoFood: row.also_food === 'yes',
      };
      if (kind.categories.length) chainKeysOf(row.word ?? '').forEach((key) => this.shopKindKeys.set(key, kind));
      const group = kind.categories.join(' ');
      if (kind.categories.length > 1 && !this.shopKindGroups.some((known) => known.join(' ') === group))
        this.shopKindGroups.push(kind.categories);
    }
    this.wordLengthsFrom = keyLengthsByFirstUnit(this.words);
    this.wordsAfterFirstKana = [...this.words]
      .filter((word) => word.length > 2 && HIRAGANA.test(word[0]!))
      .map((word) => ({ rest: word.slice(1), word }))
      .sort((a, b) => (a.rest < b.rest ? -1 : a.rest > b.rest ? 1 : 0));
    this.longestChainKey = Math.max(0, ...[...this.chainKeys.keys()].map((key) => key.length));
    this.sortedChainKeys = [...this.chainKeys.keys()]
      .map((key, place) => ({ key, place }))
      .sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  }

  /**
   * The known words a query term is made of, when they cover at least half of it: the term itself
   * (かつ丼, しめじ, pudding, gyudon), or the food words inside it (しめじ炒め). Empty for a term
   * that names nothing known (xqzjvvk, 鬱鬱, ぬゐぽめ), which therefore gets no related items.
   */
  foodWordsIn(term: string): string[] {
    const latin = latinKeyOf(term);
    if (latin !== null) {
      if (this.lexicon.lookup(latin)) return [latin];
      const surface = this.surfaceOfRomaji.get(foldRomaji(latin.replace(/ /g, '')));
      if (surface) return [surface];
      const kana = hiraganaOfLatin(latin.replace(/ /g, ''));
      return /^[\u3041-\u309f]+$/u.test(kana) ? this.wordsCovering(kana) : [];
    }
    return this.wordsCovering(normalizeText(term).replace(/ /g, ''));
  }

  /**
   * The known words (folded) that hold the term right after the one kana they begin with: ラム in クラム,
   * クラムチャウダー, プラム; にぎり in おにぎり; いか in すいか. There the kana and the term are one word,
   * another food, not the term's. Empty for a term of one character or latin letters.
   */
  wordsWithAKanaBefore(term: string): string[] {
    const folded = normalizeText(term).replace(/ /g, '');
    if (folded.length < 2 || latinKeyOf(term) !== null) return [];
    const words = this.wordsAfterFirstKana;
    let low = 0;
    for (let high = words.length; low < high;) {
      const middle = (low + high) >>> 1;
      if (words[middle]!.rest < folded) low = middle + 1;
      else high = middle;
    }
    const found: string[] = [];
    for (let at = low; at < words.length && words[at]!.rest.startsWith(folded); at++) found.push(words[at]!.word);
    return found;
  }

  /**
   * The nickname or chain name a latin word misspells, within `edits`: a nickname listed in latin letters
   * (frapuccino, bigmak: its key, folded, no spaces), one in kana by its romaji (famichki: ふぁみちき), a
   * chain's kana alias in romaji (makdo, staba: makudo, sutaba) or its latin name (mcdonals: mcdonalds).
   * The nearest one, as the word it reads as; null when none is that near, when two are, or for a word that
   * is a nickname, a chain's name or a known word already.
   */
  latinNicknameNear(term: string, edits: number): string | null {
    const latin = latinKeyOf(term)?.replace(/ /g, '');
    if (
      !latin ||
      edits < 1 ||
      this.chainItems.has(latin) ||
      this.chainKeys.has(latin) ||
      this.romajiAliasKeys.has(latin) ||
      this.knows(term)
    )
      return null;
    this.latinNicknames ??= this.latinNamesToSpell();
    const { readAs, trie } = this.latinNicknames;
    const matches = trie.search(latin, edits);
    const nearest = Math.min(...matches.map((match) => match.edits));
    const best = new Set(matches.filter((match) => match.edits === nearest).map((match) => readAs[match.term]!));
    return best.size === 1 ? [...best][0]! : null;
  }

  private latinNamesToSpell(): { readAs: string[]; trie: FuzzyTermTrie } {
    const names = new Map<string, string>();
    const add = (key: string, readAs: string) => {
      if (/^[a-z0-9]+$/.test(key) && !names.has(key)) names.set(key, readAs);
    };
    for (const key of this.chainItems.keys()) add(key, key);
    // wanakana spells ふぁ "fua"; a user types fa (famichiki), as toKana reads it back.
    for (const key of this.chainItems.keys())
      if (/^[\u3041-\u309fー]+$/u.test(key)) {
        const romaji = toRomaji(key).replace(/[^a-z]/g, '');
        add(romaji.replace(/fu(?=[aieo])/g, 'f'), key);
        add(romaji, key);
      }
    for (const key of this.romajiAliasKeys.keys()) add(key, key);
    for (const key of this.chainKeys.keys()) add(key, key);
    const keys = [...names.keys()];
    return { readAs: keys.map((key) => names.get(key)!), trie: FuzzyTermTrie.build(keys) };
  }

  /** Whether the whole term is a known food word, spelled as the dictionaries spell it (so no typo). */
  knows(term: string): boolean {
    const latin = latinKeyOf(term);
    if (latin !== null) return !!this.lexicon.lookup(latin) || this.surfaceOfRomaji.has(foldRomaji(latin.replace(/ /g, '')));
    return this.words.has(normalizeText(term).replace(/ /g, ''));
  }

  /**
   * Chains whose name, alias, reading, romaji or English name the term is, or begins (ケンタッ, starbu,
   * ドトー) when the term is not itself a food word; a food word inside the beginning (とう in ドトー,
   * まくど in マクドナル) does not stop it.
   */
  chainsNamed(term: string): string[] {
    const [key] = chainKeysOf(term);
    if (!key) return [];
    const exact = this.chainKeys.get(key) ?? this.romajiAliasKeys.get(key);
    if (exact) return exact;
    if ([...key].length < MIN_CHAIN_PREFIX || this.knows(term)) return [];
    // The keys the prefix begins, in chainKeys' order, as a walk over chainKeys would list them.
    const begun: { key: string; place: number }[] = [];
    for (let at = this.firstChainKeyFrom(key); at < this.sortedChainKeys.length && this.sortedChainKeys[at]!.key.startsWith(key); at++)
      begun.push(this.sortedChainKeys[at]!);
    const ids = new Set<string>();
    for (const { key: name } of begun.sort((a, b) => a.place - b.place)) this.chainKeys.get(name)!.forEach((id) => ids.add(id));
    return [...ids];
  }

  /**
   * A kana alias typed in romaji (スタバ: sutaba, マック: makku, よしぎゅう: yoshigyuu or yoshigyu), as
   * wanakana spells it and with long vowels folded; none for an alias with kanji or latin letters, or
   * whose romaji spells a food (the reading table also lists the aliases themselves: those stay).
   */
  private romajiKeysOf(alias: string): string[] {
    const kana = normalizeText(alias).replace(/ /g, '');
    if (!/^[\u3041-\u309fー]+$/u.test(kana)) return [];
    const romaji = toRomaji(kana).replace(/[^a-z]/g, '');
    const spellsFood = (key: string) => {
      const surface = this.surfaceOfRomaji.get(foldRomaji(key));
      return !!this.lexicon.lookup(key) || (surface !== undefined && !this.chainKeys.has(foldedTerm(surface)));
    };
    return [...new Set([romaji, foldRomaji(romaji)])].filter((key) => key.length > 1 && !spellsFood(key));
  }

  /** The kind of shop a term names whole (コンビニ, ファミレス, 回転寿司, konbini); null for any other term. */
  shopKind(term: string): ShopKind | null {
    const [key] = chainKeysOf(term);
    return (key && this.shopKindKeys.get(key)) || null;
  }

  /** The sets of categories a word names together (ファストフード: burger, fried_chicken) that hold `category`. */
  shopKindGroupsWith(category: string): string[][] {
    return this.shopKindGroups.filter((group) => group.includes(category));
  }

  /** The chain's own name (モスバーガー for mos-burger); undefined for an id the chain list lacks. */
  chainName(id: string): string | undefined {
    return this.chainNames.get(id);
  }

  /**
   * A term typed as a chain's name (or alias, reading) and a food in one word, joined by の or not
   * (吉野家の牛丼, セブンのサラダチキン, マックポテト): the two parts as typed; null for any other term, and
   * for a term that is itself a chain or a food word (ケンタッキーフライドチキン, ロイヤルミルクティー). The
   * chain must be named whole, never by a beginning (ロイヤル does not name ロイヤルホスト here), and
   * the rest must name food.
   */
  chainAndFoodIn(term: string): [chain: string, food: string] | null {
    if (/^[ -~]*$/.test(term)) return null;
    // Most terms begin with no chain key at all: one fold of the whole term rules them out. (Not
    // chainKeysOf: it reads a term with a latin letter anywhere, マックのポテトM, as its latin letters.)
    const folded = normalizeText(term).replace(/ /g, '');
    const longest = Math.min(this.longestChainKey, folded.length - 1);
    let begins = false;
    for (let length = longest; length >= 2 && !begins; length--) begins = this.chainKeys.has(folded.slice(0, length));
    if (!begins || this.knows(term) || this.chainKeys.has(folded)) return null;
    const chars = [...term];
    for (let end = chars.length - 1; end >= 2; end--) {
      const chain = chars.slice(0, end).join('');
      // の joins the two; a chain read from a name with latin letters (CoCo壱番屋の) would keep it.
      if (chain.endsWith('の') || !this.chainKeys.has(chainKeysOf(chain)[0] ?? '')) continue;
      const food = chars.slice(end).join('').replace(/^の/, '');
      if (food && this.foodWordsIn(food).length) return [chain, food];
    }
    return null;
  }

  /**
   * A chain's own name for one of its items (ファミチキ, ビッグマック, famichiki), which the catalog lists
   * under a plain name: the chain's name and that plain name, as if both had been typed. A flavour
   * typed before it, or a known word or flavour after it, stays a word of its own (抹茶フラペチーノ → スターバックス,
   * フローズンドリンク, 抹茶; ビッグマックセット → マクドナルド, ビッグマック, せっと; ファミチキレッド → …, れっど).
   * Null for any other term.
   */
  chainItemIn(term: string): string[] | null {
    const latin = latinKeyOf(term);
    // A nickname listed in English (Big Mac) is its own key, typed in the plural too (big macs, mcnuggets);
    // other latin words are romaji of a Japanese one.
    const joined = latin?.replace(/ /g, '');
    const english =
      latin === null || !joined
        ? undefined
        : (this.chainItems.get(joined) ??
          (joined.endsWith('s') ? this.chainItems.get(joined.slice(0, -1)) : undefined) ??
          this.nicknameSpelledIn(latin));
    if (english) return [english.chain, english.item];
    const key = foldedTerm(latin === null ? term : (this.surfaceOfRomaji.get(foldRomaji(latin.replace(/ /g, ''))) ?? ''));
    if (!key) return null;
    const whole = this.chainItems.get(key);
    if (whole) return [whole.chain, whole.item];
    if (latin !== null) return null;
    // Written another way a loanword is (フラッペチーノ, ファミチキー): the nickname by its loose keys, as a
    // name's katakana meets a query's. Only a term with katakana: わっぱ, a bento box, is no ワッパー.
    const loose = KATAKANA.test(term)
      ? looseKana(key)
          .map((k) => this.looseChainItems.get(k))
          .find(Boolean)
      : undefined;
    if (loose) return [loose.chain, loose.item];
    for (const [nickname, { chain, item }] of this.chainItems) {
      const before = key.slice(0, -nickname.length);
      if (before && key.endsWith(nickname) && this.foodWordsIn(before).length) return [chain, item, before];
      // What a menu adds after it (ビッグマックセット, ファミチキレッド): a word of its own, a known one or a
      // flavour of two kana or kanji or more the food words need not know (レッド, 旨塩).
      const after = key.slice(nickname.length);
      if (after && key.startsWith(nickname) && (this.knows(after) || MENU_WORD.test(after))) return [chain, item, after];
    }
    return null;
  }

  /**
   * The nickname English words spell, each written as one of its Japanese names (chicken fillet burger:
   * チキン, フィレ, バーガー → チキンフィレバーガー, KFC's name for its チキンフィレサンド), as a chain's menu
   * spells an item in loanwords; undefined for one word, or words spelling none. Word by word, the chain
   * beside them had no item with all of them (no バーガー at KFC).
   */
  private nicknameSpelledIn(latin: string): { chain: string; item: string } | undefined {
    const words = latin.split(' ');
    if (words.length < 2) return undefined;
    let spellings = [''];
    for (const word of words)
      spellings = spellings.flatMap((start) => this.lexicon.japaneseOf(word).map((name) => start + name)).slice(0, MAX_SPELLINGS);
    return spellings.map((spelling) => this.chainItems.get(foldedTerm(spelling))).find(Boolean);
  }

  /** The first place in sortedChainKeys whose key is not below `key` (binary search). */
  private firstChainKeyFrom(key: string): number {
    let low = 0;
    let high = this.sortedChainKeys.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (this.sortedChainKeys[middle]!.key < key) low = middle + 1;
      else high = middle;
    }
    return low;
  }

  /**
   * The known words a Japanese compound is written with, when they cover it whole and it is more than
   * one of them (鮭おにぎり → 鮭, おにぎり; ツナマヨおにぎり → ツナマヨ, おにぎり); empty otherwise. A name
   * may hold the words apart (手巻おにぎり 鮭).
   */
  wordsInside(term: string): string[] {
    if (latinKeyOf(term) !== null) return [];
    const text = normalizeText(term).replace(/ /g, '');
    const words = this.wordsCovering(text, text.length - 1);
    return words.length > 1 && words.join('') === text ? words : [];
  }

  /** Longest known word at each position, no longer than `longest`; the words found, if together they cover enough of the text. */
  private wordsCovering(text: string, longest = Infinity): string[] {
    const found: string[] = [];
    let covered = 0;
    for (let at = 0; at < text.length;) {
      const most = Math.min(text.length - at, longest);
      let length = 0;
      for (const known of this.wordLengthsFrom.get(text[at]!) ?? NO_LENGTHS) {
        // A single character is a word only as a kanji (鮭, 卵), never as a kana.
        if (known <= most && this.words.has(text.slice(at, at + known)) && (known > 1 || KANJI.test(text[at]!))) {
          length = known;
          break;
        }
      }
      if (length === 0) {
        at++;
        continue;
      }
      found.push(text.slice(at, at + length));
      covered += length;
      at += length;
    }
    return covered >= MIN_COVERAGE * text.length ? found : [];
  }
}

/**
 * The English key of a term written in latin letters (pudding, gyudon); null for a term with any
 * Japanese in it, whose latin letters are a size or a code beside its words (ポテトM, 7プレミアム).
 */
function latinKeyOf(term: string): string | null {
  if (/[\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Han}]/u.test(term)) return null;
  const key = englishKey(term);
  return /^[a-z0-9 ]+$/.test(key) ? key : null;
}

/** The forms a chain name is looked up by: folded Japanese without spaces, or the English key without spaces. */
function foldedTerm(text: string): string {
  return normalizeText(text).replace(/ /g, '');
}

function chainKeysOf(name: string): string[] {
  const latin = englishKey(name).replace(/ /g, '');
  if (/^[a-z0-9]+$/.test(latin)) return [latin];
  const folded = normalizeText(name).replace(/ /g, '');
  return folded ? [folded] : [];
}
