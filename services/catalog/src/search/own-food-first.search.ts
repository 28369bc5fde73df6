import { foldForReadingMatch } from '@shokuji/ja-text';
import type { CatalogEntry, CatalogStore } from '../store/catalog-store';
import type { AnalyzedQuery } from './catalog-text-analyzer';
import { fitAxes, hitsLast, orderOf, type EngineFilters, type NameSearch } from './name-matches.search';
import type { EngineResult, SearchHit } from './search-engine';
import { statesSeveralServings } from './size-words';

/** How many of q's best matches are ordered with the food's own items first: the first pages, where the order is read. */
const OWN_FOOD_POOL = 60;
/**
 * How many of q's matches a theme order (sort=score-*) places with the food's own items first: every match of a food word
 * but the widest (サラダ meets 1,065 rows, ラーメン 1,127), since the theme, not relevance, puts any of them on the first page.
 */
const THEME_POOL = 2000;
const LATIN = /[a-z]/i;
/** What parts a set's name lists its dishes with (朝食セット おにぎり&豚汁). */
const SET_PARTS = /[\s&＆・+＋、,，()（）]+/u;

/** A word that makes the item before it a set (てりやきマックバーガー セット, ちゃんぽん 定食), folded. */
const SET_WORD = /^(?:せっと|定食|set|combo|こんぼ)$/u;
const SET_WORD_ENDING = /(?:せっと|定食|set|combo|こんぼ)$/u;

/** What a hit is to q's food: the food's own item, another food named after it (パスタサラダ), or a set holding it. */
type HitKind = 'own' | 'named' | 'set';

/** q's food as the comparisons below read it, folded once a search rather than once a hit. */
interface TypedFood {
  /** NFKC and lower case, as written. */
  written: string;
  folded: string;
  /** A set typed (サバの塩焼定食, ビッグマックセット) is what is asked. */
  isSet: boolean;
}
const typedFood = (word: string): TypedFood => {
  const folded = foldForReadingMatch(word);
  return { written: word.normalize('NFKC').toLowerCase(), folded, isSet: SET_WORD_ENDING.test(folded) };
};

/** The first word of an item's name holds the food (海藻サラダ, 手巻おにぎり 鮭, 海老入り茶碗蒸し; not プリン 抹茶). */
function firstWordHolds(entry: CatalogEntry | undefined, food: TypedFood): boolean {
  const [item] = entry ? foldForReadingMatch(entry.name).split(SET_PARTS).filter(Boolean) : [];
  return item !== undefined && item.includes(food.folded);
}

/**
 * A set holding the food as one of its dishes, not the whole of its name (朝食セット おにぎり&豚汁 for おにぎり), an item sold
 * as a set with its sides (てりやきマックバーガー セット for てりやき), or a dish naming it after another with と (タンメンとおにぎり):
 * a meal that holds the food, after the food's own items (round 20). A set whose name is the food typed (サバの塩焼定食 for
 * サバの塩焼定食) is the answer itself and stays where it ranks.
 */
function setHolding(entry: CatalogEntry, food: TypedFood): boolean {
  const written = entry.name.normalize('NFKC').toLowerCase();
  // と as written: folded, a katakana ト ending a word would read as one (ホットコーヒー, チョコレートケーキ).
  if (written.includes(`と${food.written}`)) return true;
  // The food's dish with a side it comes with, a word of its own (五目ちらし寿司 並盛 サラダ付き), as a set is sold (round 21),
  // or another dish with the food as that side (ロコモコ 特盛 味噌汁・サラダ付き for サラダ: a loco moco, round 43).
  if (WITH_SIDE.test(written) && !food.isSet && (withSide(written, food) || asSide(written, food))) return true;
  // A set typed is what is asked, whatever note or label its rows carry.
  if (entry.productType !== 'set' || food.isSet) return false;
  const name = foldForReadingMatch(entry.name);
  const parts = name.split(SET_PARTS).filter(Boolean);
  return parts.some((part) => SET_WORD.test(part)) || joinedWithAnother(name, food.folded);
}
/** A word of a name saying the dish comes with a side (サラダ付き, 味噌汁・サラダ付き), tested before any fold. */
const WITH_SIDE = /付き?(?=$|[\s)）])/u;
/** The food in a word of the name before the word that says what side it comes with (not サラダ付き itself for サラダ). */
const withSide = (written: string, food: TypedFood) => {
  const words = written.split(/\s+/u);
  const side = words.findIndex((word) => WITH_SIDE.test(word));
  return side > 0 && words.slice(0, side).some((word) => foldForReadingMatch(word).includes(food.folded));
};
/** The food in the word that says what side a dish before it comes with (ロコモコ 特盛 味噌汁・サラダ付き for サラダ). */
const asSide = (written: string, food: TypedFood) => {
  const words = written.split(/\s+/u);
  const side = words.findIndex((word) => WITH_SIDE.test(word));
  return side > 0 && foldForReadingMatch(words[side]!).includes(food.folded);
};
/** The food joined to another dish with & or + (おにぎり&豚汁), not the set's own name with a note (さばの塩焼定食（W盛）). */
const joinedWithAnother = (name: string, typed: string) => {
  const at = name.indexOf(typed);
  if (at < 0) return false;
  return /[&＆+＋]$/u.test(name.slice(0, at)) || /^[&＆+＋]/u.test(name.slice(at + typed.length));
};

/** Every category an entry of the store is filed under, folded: read once a store, at the first q that asks. */
const FOLDED_CATEGORIES = new WeakMap<CatalogStore, ReadonlySet<string>>();
function categoriesOf(store: CatalogStore): ReadonlySet<string> {
  let categories = FOLDED_CATEGORIES.get(store);
  if (!categories) {
    categories = new Set(store.categories.map((category) => foldForReadingMatch(category)));
    FOLDED_CATEGORIES.set(store, categories);
  }
  return categories;
}

/**
 * The rows filed under a category that is q's one word as typed (アイス: the ice creams filed under アイス), asked by the word's
 * category clauses alone: those that are neither another food named after it nor a set holding it, and not among the pool's.
 * Empty when q is not one Japanese word, no item is filed under the word, or the pool holds one that is. Where a word's names
 * are mostly another food glued after it (アイスティー, アイスコーヒー: drinks every chain sells), q's best matches hold none of the
 * rows filed under it, which are what the word alone names (round 21). One engine query, where it runs.
 */
export function createFiledUnderWord(names: NameSearch) {
  const { store, analyzer, runQuery } = names;

  return async function filedUnderWord(
    analyzed: AnalyzedQuery,
    filters: EngineFilters,
    limit: number,
    pool: readonly SearchHit[],
  ): Promise<SearchHit[]> {
    const [food] = analyzed.words;
    const typed = categoryWord(store, analyzed);
    if (!typed || !food) return [];
    const filedAsTyped = (hit: SearchHit) => {
      const entry = store.get(hit.id);
      return entry !== undefined && foldForReadingMatch(entry.category) === typed.folded;
    };
    if (pool.some(filedAsTyped)) return [];
    const known = new Set(pool.map((hit) => hit.id));
    const terms = analyzed.terms.map((term) => term.filter((clause) => clause.field === 'category'));
    if (terms.some((term) => term.length === 0)) return [];
    const filed = await runQuery({ ...analyzed, terms }, filters, 0, limit);
    return filed.hits.filter((hit) => {
      const entry = store.get(hit.id);
      return (
        !known.has(hit.id) &&
        entry !== undefined &&
        filedAsTyped(hit) &&
        !setHolding(entry, typed) &&
        analyzer.foodNamedAfter(entry.name, food) === null
      );
    });
  };
}

export type FiledUnderWord = ReturnType<typeof createFiledUnderWord>;

/** q's one Japanese word, folded, when it is a category some item of the store is filed under (アイス). */
function categoryWord(store: CatalogStore, analyzed: AnalyzedQuery): TypedFood | undefined {
  const [food] = analyzed.words;
  if (analyzed.words.length !== 1 || analyzed.terms.length !== 1 || !food || LATIN.test(food)) return undefined;
  const typed = typedFood(food);
  return categoriesOf(store).has(typed.folded) ? typed : undefined;
}

/**
 * The categories of the store among a dish's kinds (kindsOfDish), folded; undefined when it has none the store files rows under.
 */
function kindCategories(store: CatalogStore, kinds: readonly string[]): ReadonlySet<string> | undefined {
  const filed = kinds.map(foldForReadingMatch).filter((kind) => categoriesOf(store).has(kind));
  return filed.length ? new Set(filed) : undefined;
}

/**
 * One food word typed (パスタ), alone or beside the chains it is asked at (セブン おにぎり): among its best matches, the items
 * that are the food before those whose names write it glued before another food they are a kind of (パスタサラダ is a salad,
 * カレーパン a bread; round 19) and the sets holding it (round 20), each in relevance order.
 */
export function createOwnFoodFirst(names: NameSearch) {
  const { store, analyzer, runQuery } = names;
  const filedUnderWord = createFiledUnderWord(names);

  /**
   * The page of q's matches with the food's own items first, and a bottle of several servings after the others (round 25; for an
   * English word or phrase, only that), and under a theme the rows met through their category alone after those (round 43);
   * null when q is no single word or phrase (beside chains or not), the order is neither relevance nor a theme, the page lies
   * past the pool (OWN_FOOD_POOL, THEME_POOL under a theme; unless q is a word its items are filed under), (on a first page
   * under relevance) no hit of it is another food, a set holding it or a bottle of several servings, or nothing moves. A first
   * page whose hits are all the food's own is the same page either way, so only a later page reads the pool to place its rows.
   */
  async function ownFoodFirst(
    analyzed: AnalyzedQuery,
    result: EngineResult,
    filters: EngineFilters,
    offset: number,
    limit: number,
  ): Promise<EngineResult | null> {
    const order = orderOf(filters, fitAxes(filters)).kind;
    if (order !== 'relevance' && order !== 'theme') return null;
    // Under a theme (sort=score-balance) every match ranks by its nutrition alone, so a loco moco with a side salad led サラダ
    // and the category うどん・そば's soba led うどん: the food's own items come first there too, among all of q's matches
    // (round 43).
    const themed = order === 'theme';
    const poolSize = themed ? THEME_POOL : OWN_FOOD_POOL;
    // Past the pool the engine's order goes on as it is, unless rows filed under q's word stood in the pool's pages (below).
    if (offset >= poolSize && !categoryWord(store, analyzed)) return null;
    // The food may be typed beside the chains it is asked at (セブン おにぎり listed two 朝食セット first, before its onigiri).
    const foods = analyzed.words.length > 1 ? analyzed.words.filter((word) => !analyzer.wordsNameOnlyShops([word])) : analyzed.words;
    const [word] = foods;
    if (foods.length !== 1 || !word) return null;
    // A food typed in romaji is the Japanese word it spells, compared by the name it is the romaji of (sushi: 寿司; round 21).
    // An English word keeps the order of the English names that hold it (sausage: Sausage pizza), as a phrase does (curry
    // rice: Curry rice (large) with salad), the English names being what it was typed for: only its bottles of several
    // servings move (below).
    // Romaji of a lexicon food that is no English word is that food typed (ocha: お茶, men: 麺; round 33), in its order.
    const romajiFood = LATIN.test(word) ? analyzer.foodOfRomaji(word) : undefined;
    const food = !LATIN.test(word) ? word : /\s/.test(word) ? undefined : (analyzer.japaneseNamesOf(word, true)[0] ?? romajiFood);
    const typed = food === undefined ? undefined : typedFood(food);
    // Each hit's entry, read from the store once a search: the page's hits are asked of again among the pool's, and each hit
    // by several of the tests below.
    const entries = new Map<string, CatalogEntry | undefined>();
    const entryOf = (hit: SearchHit) => {
      let entry = entries.get(hit.id);
      if (entry === undefined && !entries.has(hit.id)) entries.set(hit.id, (entry = store.get(hit.id)));
      return entry;
    };
    // A drink typed without a size is the cup or bottle a person drinks: a bottle or pack of several servings (2L, 1000ml)
    // follows the others of the first pages (milk tea listed the 2 L bottles first, by popularity; round 25). A size typed is
    // a word of q's own, which no longer is one food word. Each hit's answer is kept for the search, as kindOf's below.
    const servings = new Map<string, boolean>();
    const severalServings = (hit: SearchHit) => {
      let several = servings.get(hit.id);
      if (several === undefined) servings.set(hit.id, (several = statesSeveralServings(entryOf(hit)?.name ?? '')));
      return several;
    };
    // A dish typed in latin letters is its kinds first, where the catalog files a kind of it under a category of its own (sushi:
    // the chains' nigiri filed under 握り, before the four sizes of the one dish whose English name holds the word; round 23).
    // In Japanese the word keeps the names' order, which write it (寿司: 助六寿司, 手巻寿司).
    const kinds =
      LATIN.test(word) && food !== undefined && romajiFood === undefined ? kindCategories(store, analyzer.kindsOfDish(food)) : undefined;
    const ofKind = (hit: SearchHit) => {
      const entry = entryOf(hit);
      return entry !== undefined && kinds !== undefined && kinds.has(foldForReadingMatch(entry.category));
    };
    // Asked of the page's hits, then twice of the pool's: each hit's answer is kept for the search.
    const answers = new Map<string, HitKind>();
    const kindOf = (hit: SearchHit) => {
      if (typed === undefined || food === undefined) return 'own';
      let kind = answers.get(hit.id);
      if (kind === undefined) {
        const entry = entryOf(hit);
        kind =
          entry === undefined
            ? 'own'
            : setHolding(entry, typed)
              ? 'set'
              : analyzer.foodNamedAfter(entry.name, food) !== null
                ? 'named'
                : 'own';
        answers.set(hit.id, kind);
      }
      return kind;
    };
    const anotherFood = (hit: SearchHit) => kindOf(hit) !== 'own';
    // Under a theme a later row may be met through its category alone, which a first page does not show.
    if (offset === 0 && !themed && !kinds && !result.hits.some(anotherFood) && !result.hits.some(severalServings)) return null;
    if (analyzer.wordsNameOnlyShops(analyzed.words)) return null;
    // A first page that holds every match (a q of a few names) is the pool itself.
    const pool = offset === 0 && result.hits.length >= result.total ? result : await runQuery(analyzed, filters, 0, poolSize);
    // A food no item of the pool names as itself (抹茶: its rows are lattes, puddings, crepes flavoured with it, the food's
    // own only as a word after the item's, プリン 抹茶) is no item here but a flavour: every row is another food alike, and
    // putting those it is written glued before (抹茶ラテ, the most popular) after those it is written after ordered the
    // flavours by how the names spell them (round 20).
    // Its sets still follow the items it flavours: マック てりやき listed てりやきマックバーガー セット third, among the burgers (round 21).
    const flavour = typed !== undefined && !pool.hits.some((hit) => !anotherFood(hit) && firstWordHolds(entryOf(hit), typed));
    // Or the word is what its items are filed under, and the pool all other foods named after it (アイス listed 60 iced teas
    // and coffees, no ice cream): the rows filed under it come first, then the pool's, which they stand in for on these pages.
    const filed = flavour ? await filedUnderWord(analyzed, filters, OWN_FOOD_POOL, pool.hits) : [];
    const moved = hitsLast(pool.hits, flavour && !filed.length ? (hit) => kindOf(hit) === 'set' : anotherFood);
    const kindsFirst =
      kinds && pool.hits.some(ofKind) ? hitsLast(moved ?? pool.hits, (hit) => !ofKind(hit) || kindOf(hit) !== 'own') : moved;
    const bottlesLast = hitsLast(kindsFirst ?? pool.hits, severalServings) ?? kindsFirst;
    // Under a theme, the rows q's word meets through their category alone follow those whose names write it, as a wish's theme
    // orders them (namedFirst in nutrition-wish.search.ts): 夜食 うどん and うどん with sort=score-night alike.
    const ordered = themed ? ((await namedBeforeCategory(analyzed, filters, bottlesLast ?? pool.hits)) ?? bottlesLast) : bottlesLast;
    if (!filed.length && (!ordered || offset >= poolSize)) return null;
    const head = filed.length ? [...filed, ...(ordered ?? pool.hits)] : ordered!;
    return { total: result.total, hits: await pageAfterPool(head, pool.hits.length, filed, { analyzed, result, filters, offset, limit }) };
  }

  /**
   * The hits with those q's names do not meet (met through their category alone) after the others, each in the order they
   * came; null when none moves or a term of q has no clause but its category. One engine query, under a theme only.
   */
  async function namedBeforeCategory(
    analyzed: AnalyzedQuery,
    filters: EngineFilters,
    hits: readonly SearchHit[],
  ): Promise<SearchHit[] | null> {
    const terms = analyzed.terms.map((term) => term.filter((clause) => clause.field !== 'category'));
    if (terms.some((term) => term.length === 0)) return null;
    const byName = await runQuery({ ...analyzed, terms }, filters, 0, THEME_POOL);
    const named = new Set(byName.hits.map((hit) => hit.id));
    return hitsLast(hits, (hit) => !named.has(hit.id));
  }

  /**
   * A page of the whole order: `head` (the pool reordered, after any rows filed under q's word) and then the engine's order
   * past the pool without those filed rows. So a page that crosses the pool's end, or lies past it, neither repeats a row of
   * an earlier page nor leaves one out (a limit of 50 listed eight サラダ rows on both of its first two pages). Without filed
   * rows the page's own engine hits are that order; with them one engine query more reads it.
   */
  async function pageAfterPool(
    head: readonly SearchHit[],
    poolSize: number,
    filed: readonly SearchHit[],
    page: { analyzed: AnalyzedQuery; result: EngineResult; filters: EngineFilters; offset: number; limit: number },
  ): Promise<SearchHit[]> {
    const { analyzed, result, filters, offset, limit } = page;
    const end = offset + limit;
    if (end <= head.length) return head.slice(offset, end);
    let rest: readonly SearchHit[];
    if (!filed.length) {
      rest = result.hits.slice(poolSize - offset);
    } else {
      const filedIds = new Set(filed.map((hit) => hit.id));
      const after = await runQuery(analyzed, filters, poolSize, end - head.length + filed.length);
      rest = after.hits.filter((hit) => !filedIds.has(hit.id));
    }
    return offset < head.length ? [...head.slice(offset), ...rest].slice(0, limit) : rest.slice(offset - head.length, end - head.length);
  }

  return { ownFoodFirst };
}

export type OwnFoodFirst = ReturnType<typeof createOwnFoodFirst>['ownFoodFirst'];
