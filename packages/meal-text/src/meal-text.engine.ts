import { createJaText, type JaText } from '@shokuji/ja-text';
import { FAST_FOOD_CATEGORIES, serveFastFoodSets } from './estimate/fast-food-set';
import { PORTION_FACTORS, shareOf, WHOLE_SERVING_WORDS } from './estimate/entry-amount';
import { buildEstimate, type SetEntries } from './estimate/meal-estimate.build';
import type { EntryUse, ItemPlan } from './estimate/item-plan.types';
import { countsPacks, servingGrams, unitWeight } from './estimate/unit-weight';
import { buildItems } from './estimate/meal-items.build';
import { chainsOf, type LexiconChain, type MealTextShop } from './lexicon/lexicon-chains';
import { DRINK_KINDS, type Entry } from './lexicon/lexicon.types';
import { loadChainNoodles, loadChainRice, loadChainSizes, loadLexicon, type Lexicon } from './lexicon/lexicon.load';
import { foldText, isLatin, nfkcText, termKey } from './lexicon/term-key';
import { entriesOf, latinTermOf, type Segment, runEndsAt, runStartsAt, segmentText } from './match/meal-text.segment';
import { TermIndex, type TermTarget } from './match/term-index';
import { brandsWhenDrunk } from './match/drink-brand-context';
import { MextTable } from './mext/mext-table';
import { type ChainLookup, MEAL_TEXT_MAX_LENGTH, type MealTextEngine, type MealTextInput, type MealTextResult } from './meal-text.types';
import { spreadEachCounts } from './text/each-count';
import { extractHints } from './text/hints.extract';
import { readBareMeasures } from './text/bare-measure';
import { readKanCounts, readListedNigiriCounts } from './text/kan-counter';
import { dropSpiritOfDrink, readKindsCounted } from './text/kinds-counted';
import { spreadListShares } from './text/list-share';
import { readOfWhichCounts } from './text/of-which';
import { readPots } from './text/table-vessel';
import { kanjiNumeralsToDigits } from './text/numbers';
import { eatingVerbsInKanji } from './text/eating-verbs';
import { correctedCounts } from './text/count-correction';
import { countsOfThem } from './text/of-them';
import { extractQuantities, type Quantity } from './text/quantity.extract';

interface ChainName {
  key: string;
  id: string;
  name: string;
  category?: string;
}

/** The chain an item is from and the words its catalog product is named by. */
interface ItemChain {
  chain: { id: string; name: string; category?: string } | undefined;
  term: string;
  /** The size word that closes the term (ラテ M: M, from トール) or, the chain's, opens it (L latte: from grande). */
  size?: string;
  /** The sizes the catalog writes for an English size word (large: 大盛, L), each tried in place of it. */
  sizes?: readonly string[];
  /** The term without that size word: the food's words. */
  food?: string;
  /** The share of a serving the words say was eaten (半分 0.5, たっぷり 1.5); 1 when they say none. */
  share: number;
}

/** The eaten share a term stands for when every reading of it is an amount eaten (半分 → 0.5); none otherwise. */
function eatenShareOf(segment: Extract<Segment, { type: 'term' }>): number[] {
  const words = segment.targets.map((target) =>
    'modifier' in target && target.modifier.type === 'portion' && WHOLE_SERVING_WORDS.has(target.modifier.value)
      ? target.modifier.value
      : undefined,
  );
  return words.length > 0 && words.every((word) => word !== undefined) ? [PORTION_FACTORS[words[0]!]] : [];
}

/**
 * 丸亀製麺 うどん 大: at a chain that sells its noodles by the 玉, its size word is that many 玉 of the
 * noodle dish (PORTIONS.md: 2玉 = 麺 ×2, つゆ・具は 1杯分), not the general 大盛り (×1.5); the word is no unknown
 * word either (得). `sizes` is the chain's, from chain-noodles.tsv; the catalog's lookup keeps the words.
 */
function servedAtChainNoodleSizes(
  plan: ItemPlan,
  sizes: ReadonlyMap<string, number> | undefined,
  segments: Segment[],
  base: string,
): ItemPlan {
  const dish = plan.uses.find((use) => use.entry.isDish && use.entry.parts.some((part) => part.staple && part.kind === 'noodle'));
  if (!sizes || !dish) return plan;
  const words = segments
    .filter((segment) => segment.start >= plan.start && segment.end <= plan.end)
    .map((segment) => base.slice(segment.start, segment.end))
    .filter((word) => sizes.has(termKey(word)));
  const word = words.at(-1);
  if (word === undefined) return plan;
  const noodles = sizes.get(termKey(word))!;
  const sized: EntryUse = {
    ...dish,
    // The chain's size replaces the general size words; how much of it was eaten (半分) still applies.
    portions: dish.portions.filter((portion) => WHOLE_SERVING_WORDS.has(portion)),
    quantities:
      noodles === 1
        ? dish.quantities
        : [...dish.quantities, { start: dish.end, end: dish.end, text: '', value: noodles, unit: '玉', isRange: false }],
  };
  return {
    ...plan,
    uses: plan.uses.map((use) => (use === dish ? sized : use)),
    unknownWords: plan.unknownWords.filter((unknown) => !words.includes(unknown)),
  };
}

/**
 * ココイチ カレー 300g: at a chain that sells a rice dish by the grams of its rice (chain-rice.tsv), a weight written on
 * the dish is its rice's, the rest of the dish one serving (it was the whole plate weighed 300 g, its rice 169 g); with
 * no weight written, the rice is the chain's standard plate's (CoCo壱番屋's 300 g, not a curry plate's 250 g elsewhere).
 */
function weighedByRiceAtChain(plan: ItemPlan, standardRice: number | undefined): ItemPlan {
  if (standardRice === undefined) return plan;
  const uses = plan.uses.map((use) => {
    const rice = use.entry.isDish ? use.entry.parts.find((part) => part.staple && part.kind === 'rice') : undefined;
    const weight = use.quantities.find((quantity) => quantity.unit === 'g');
    if (!rice) return use;
    const grams = weight?.value ?? standardRice;
    return {
      ...use,
      entry: { ...use.entry, parts: use.entry.parts.map((part) => (part === rice ? { ...part, grams } : part)) },
      quantities: use.quantities.filter((quantity) => quantity !== weight),
    };
  });
  return { ...plan, uses };
}

// The lexicon's names for an item's food a chain lookup carries: enough for a food's usual names, few searches.
const CHAIN_NAMES_TRIED = 4;
/**
 * アイスコーヒー among コーヒー's names: another of the names served iced, which a café sells as a product of its own (スタバ
 * コーヒー was its アイスコーヒー M), so it is tried only where the words say iced; and words that say iced try only iced
 * names (ドトール アイスコーヒー is no ホットコーヒー).
 */
const servedOtherwise = (name: string, term: string, names: readonly string[]): boolean =>
  SAYS_ICED.test(term) ? !name.startsWith(ICED) : name.startsWith(ICED) && names.includes(name.slice(ICED.length));
const ICED = 'アイス';
// The words say iced in Japanese or in English (komeda iced coffee: its アイスコーヒー, not a hot one).
const SAYS_ICED = /^(?:アイス|iced?\b)/iu;
// The chains whose menu is a few foods under their usual names (a burger chain's, a café's): an item is looked up by the
// lexicon's names of its food there too; a convenience store's or a restaurant's words name only a product of their own.
const MENU_OF_FOODS_CATEGORIES: ReadonlySet<string> = new Set([...FAST_FOOD_CATEGORIES, 'cafe']);
// Counters of a chain product: a piece, pack, cup or serving of it (2ピース, 2個, 1パック, x2), or a bare number
// ("2 big macs", ビッグマック 2, "half a big mac"), or a multiplier (ポンデリング x2, 替え玉2回), not a weight.
const PRODUCT_COUNT_UNITS = new Set(['count', '個', '本', '枚', '杯', '袋', 'パック', '皿', '缶', '串', 'serving', 'times']);
/**
 * How many of the chain's product a count written on an item is. A count in pieces (個, ピース, つ) of a food the engine
 * serves as several pieces (唐揚げ and からあげクン 5個 a serving, 餃子 6個, チキンナゲット 5個) is pieces, the product
 * being that serving: からあげクン 5個 is one pack of five, 王将 餃子 12個 two plates, マック ナゲット 15個 three 5-piece
 * boxes (each was that many packs: five packs, 1,130 kcal, for one). Packs, plates and cups (2パック, 2皿) and a food served
 * as one piece (ハンバーガー 2個, おにぎり 2個) count products as before.
 */
function packsCounted(plan: ItemPlan, counted: Quantity): number {
  const foods = plan.uses.filter((use) => use.entry.kind !== 'water');
  const [only] = foods;
  if (counted.unit !== '個' || foods.length !== 1 || !only || countsPacks(only.entry, counted)) return counted.value;
  const piece = unitWeight(only.entry, '個');
  const serving = servingGrams(only.entry);
  if (!piece || piece.basis !== 'exact' || serving <= 0 || piece.grams >= serving) return counted.value;
  return (counted.value * piece.grams) / serving;
}

// The sizes the catalog's names write for a portion word's size: a bowl chain's 大盛 or another chain's L, and so on.
const CATALOG_SIZES: Partial<Record<string, readonly string[]>> = {
  large: ['大盛', 'L'],
  extra: ['特盛'],
  regular: ['並盛', 'M'],
  small: ['小盛', 'S', 'ミニ'],
};
/** The catalog's sizes for a size word (large: 大盛, L); undefined for a word of no size the catalog writes. */
const catalogSizesOf = (segment: Segment): readonly string[] | undefined =>
  segment.type === 'term'
    ? segment.targets.flatMap((target) =>
        'modifier' in target && target.modifier.type === 'portion' ? [CATALOG_SIZES[target.modifier.value]] : [],
      )[0]
    : undefined;

/** A size word (M, 大盛り, small): a portion modifier, which a drink's or a product's size is written with. */
const isPortionWord = (segment: Segment): boolean =>
  segment.type === 'term' && segment.targets.some((target) => 'modifier' in target && target.modifier.type === 'portion');

// A Japanese word long enough to be a product's whole name (ポンデリング, フレンチクルーラー), not a word of one (レッド, エンゼル).
const PRODUCT_NAME = /^[^\p{ASCII}]{5,}$/u;

/**
 * ミスド ポンデリング 2個 カフェオレ: a word the engine does not know (a product only a catalog names) counted in a Japanese
 * counter, then a space and a food word, is an item of its own: the count's end is a separator, as a comma is (the two
 * words were one catalog lookup of both, ×2). A set or pack word after the count names no food and stays with it.
 * Uncounted, a Japanese product word then a space and a drink (ミスド ポンデリング カフェオレ) is two items too: a drink is
 * ordered beside a product, not written as a word of its name (a flavour after it, ポンデリング ストロベリー, stays one lookup).
 * Two products of a chain written apart are two items, counted or not (ミスド ポンデリング フレンチクルーラー, ポンデリング 2個
 * エンゼルクリーム): after a count, a Japanese word the engine cannot read begins the next product, since a product's name
 * is written before its count; uncounted, a second such word that names a food of its own (namesProduct: フレンチクルーラー,
 * not the flavour ストロベリー nor レッド, a word of からあげクン レッド) and both long enough to be a whole name, or, after a
 * whole name the food vocabulary knows (ポンデリング), several such words that are a whole name together and no flavour
 * (エンゼル フレンチ).
 */
function separateUnknownProducts(
  segments: Segment[],
  quantities: readonly Quantity[],
  base: string,
  namesProduct: (word: string) => boolean,
  namesFlavour: (word: string) => boolean,
  namesChainSize: (word: string) => boolean,
): Segment[] {
  const result: Segment[] = [];
  const wordOf = (segment: Segment): string => base.slice(segment.start, segment.end);
  // A size word: a portion word (M, 大盛り) or a chain's own that the engine does not read (タリーズ's ショート).
  const sizeWord = (segment: Segment): boolean => isPortionWord(segment) || (segment.type === 'unknown' && namesChainSize(wordOf(segment)));
  const apart = (first: Segment, second: Segment): boolean => /^\s+$/u.test(base.slice(first.end, second.start));
  // The words the engine cannot read written apart from `at` on (エンゼル フレンチ), as the one name they may be.
  const nameFrom = (at: number): string => {
    let end = at + 1;
    while (segments[end]?.type === 'unknown' && apart(segments[end - 1]!, segments[end]!)) end++;
    const words = segments.slice(at, end).map(wordOf);
    return words.length > 1 && !words.some(namesFlavour) ? words.join('') : '';
  };
  // Whether the word written up to segment `at` (its segments glued together) holds one the engine cannot read: ポンデリング,
  // ミラノ風ドリア (ミラノ|風|ドリア).
  const unreadWordEndsAt = (at: number): boolean => {
    for (let i = at; i >= 0; i--) {
      if (segments[i]!.type === 'unknown') return true;
      if (i === 0 || base.slice(segments[i - 1]!.end, segments[i]!.start) !== '') return false;
    }
    return false;
  };
  segments.forEach((segment, at) => {
    const before = segments[at - 1];
    const entries = entriesOf(segment);
    const productAfter =
      before?.type === 'unknown' &&
      segment.type === 'unknown' &&
      apart(before, segment) &&
      PRODUCT_NAME.test(wordOf(before)) &&
      ((PRODUCT_NAME.test(wordOf(segment)) && namesProduct(wordOf(segment))) ||
        // ミスド ポンデリング エンゼル フレンチ: after a whole name the vocabulary knows, a name written in two words.
        (namesProduct(wordOf(before)) && PRODUCT_NAME.test(nameFrom(at))));
    if (productAfter) {
      result.push({ type: 'separator', start: before.end, end: segment.start, text: '、' }, segment);
      return;
    }
    // コメダ シロノワール ミニ ブレンド: the product's size word written after it stays with it.
    const product = before && sizeWord(before) && segments[at - 2]?.type === 'unknown' ? segments[at - 2] : before;
    const drinkAfter =
      product?.type === 'unknown' &&
      entries.length > 0 &&
      entries.every((entry) => DRINK_KINDS.has(entry.kind)) &&
      /[^\p{ASCII}]/u.test(base.slice(product.start, product.end)) &&
      /^\s+$/u.test(base.slice(before!.end, segment.start));
    // ドトール ブレンドM ミラノサンドA: the other order, a drink (with its size word) then a space and a Japanese word the
    // engine cannot read, is two items too: the word begins the product ordered beside the drink (one letter, ワイン 赤,
    // is a kind of the drink, no product's name).
    const drink = before && sizeWord(before) ? segments[at - 2] : before;
    const productAfterDrink =
      segment.type === 'unknown' &&
      /^[^\p{ASCII}]{2,}$/u.test(wordOf(segment)) &&
      !sizeWord(segment) &&
      drink !== undefined &&
      entriesOf(drink).length > 0 &&
      entriesOf(drink).every((entry) => DRINK_KINDS.has(entry.kind)) &&
      /^\s+$/u.test(base.slice(before!.end, segment.start));
    if (drinkAfter || productAfterDrink) result.push({ type: 'separator', start: before!.end, end: segment.start, text: '、' });
    else if (
      before !== undefined &&
      unreadWordEndsAt(at - 1) &&
      (segment.type === 'term' ? entries.length > 0 : /[^\p{ASCII}]/u.test(base.slice(segment.start, segment.end)))
    ) {
      const count = quantities.find(
        (quantity) =>
          PRODUCT_COUNT_UNITS.has(quantity.unit) &&
          /[^\p{ASCII}]/u.test(quantity.text) &&
          quantity.start >= before.end &&
          quantity.end <= segment.start &&
          base.slice(before.end, quantity.start).trim() === '' &&
          /^\s+$/u.test(base.slice(quantity.end, segment.start)),
      );
      if (count) result.push({ type: 'separator', start: count.end, end: segment.start, text: '、' });
    }
    result.push(segment);
  });
  return result;
}

/**
 * はなまる かけ 中: at a chain that sells its udon by the 玉 (chain-noodles.tsv), かけ written as a word of its own is the
 * chain's かけうどん, as its menu calls it (it was a word of no food, so the bowl was lost); elsewhere かけ stays a word of
 * pouring (納豆かけ, 〜をかけた). `kake` is the term かけうどん's targets, undefined where no such chain is named.
 */
function kakeAtNoodleChain(segments: Segment[], base: string, kake: TermTarget[] | undefined): Segment[] {
  if (!kake) return segments;
  const apart = (at: number): boolean => at < 0 || at >= base.length || /[\s、,。・/]/u.test(base[at]!);
  return segments.map((segment) =>
    segment.type === 'term' && termKey(base.slice(segment.start, segment.end)) === KAKE && apart(segment.start - 1) && apart(segment.end)
      ? { ...segment, targets: kake }
      : segment,
  );
}
const KAKE = termKey('かけ');
const KAKE_UDON = termKey('かけうどん');

/**
 * 焼き魚定食 小鉢, サバ味噌定食 小鉢2つ, 小鉢: 小鉢 sizes the dish right before it (ひじき 小鉢, 肉じゃが 小鉢); after a set
 * word, a staple or a soup, or with no food before it, it is a small side dish of its own: PORTIONS.md's 小鉢 of no kind
 * named (dishes.tsv `kobachi`, the term 副菜's targets), counted as written. It sized the set's main (焼き魚 小鉢 was the
 * fish as a side bowl's serving) or, alone, named nothing; a count after it counted the whole 定食. A food named right
 * after it (小鉢 ひじき, 小鉢（白和え）) is the bowl's, and 小鉢 stays its size.
 */
function sideBowlsOfTheirOwn(segments: Segment[], base: string, sideDish: TermTarget[] | undefined): Segment[] {
  const isSideBowl = (segment: Segment | undefined): boolean =>
    segment?.type === 'term' &&
    segment.targets.every((target) => 'modifier' in target && target.modifier.type === 'portion' && target.modifier.value === SIDE_BOWL);
  if (!sideDish || !segments.some((segment) => isSideBowl(segment))) return segments;
  const sizesNoDish = (segment: Segment | undefined): boolean => {
    if (segment?.type !== 'term') return true;
    const entries = entriesOf(segment);
    if (entries.length === 0) return segment.targets.some((target) => 'modifier' in target && target.modifier.type === 'set');
    return entries.every((entry) => STAPLE_OR_SOUP.has(entry.kind));
  };
  return segments.flatMap((segment, at) => {
    if (segment.type !== 'term' || !isSideBowl(segment)) return [segment];
    const before = segments.slice(0, at).findLast((other) => other.type !== 'unknown');
    const after = segments[at + 1];
    const foodAfter = after?.type === 'term' && entriesOf(after).length > 0 && /^[\s(（]*$/u.test(base.slice(segment.end, after.start));
    if (!sizesNoDish(before?.type === 'separator' ? undefined : before) || foodAfter) return [segment];
    const side: Segment = { ...segment, targets: sideDish };
    // An item of its own, as after a comma: a count after it is its own, not the 定食's.
    return before && before.type !== 'separator' && /\s/u.test(base[segment.start - 1] ?? '')
      ? [{ type: 'separator', start: segment.start - 1, end: segment.start, text: ' ' }, side]
      : [side];
  });
}
const SIDE_BOWL = 'side-bowl';
const SIDE_DISH = termKey('副菜');
const STAPLE_OR_SOUP = new Set<string>(['rice', 'bread', 'noodle', 'soup']);

/**
 * Foods eaten as an item of their own (a dish, a staple, a sweet, a drink), not as a flavour of the product before them
 * (ファミチキ チーズ, 明太, 梅).
 */
const EATEN_ALONE_KINDS = new Set<string>([...STAPLE_OR_SOUP, ...DRINK_KINDS, 'cereal', 'fruit', 'sweet', 'snack']);
const isEatenAlone = (entry: Entry): boolean => entry.isDish || EATEN_ALONE_KINDS.has(entry.kind);

/**
 * 餃子の王将 餃子2人前 天津飯, すき家 牛丼 大盛り 味噌汁 サラダ: at a chain, foods written apart in one item are products of
 * their own, each its own lookup (the gyoza ×2, the 天津飯 ×1) and item: the catalog was asked for one product named
 * '餃子 天津飯' ×2 and found none. Foods glued together stay one product's name (チーズinハンバーグ), and so do foods the
 * item's words made one dish (おにぎり 鮭 ツナマヨ: one おにぎり of two fillings; ラーメン 味噌: one bowl); an item of a
 * set, of a food left out or added, or of kinds counted after a dish stays whole.
 */
function splitChainItemByFood(plan: ItemPlan, base: string, isNickname: (word: string) => boolean): ItemPlan[] {
  const uses = [...plan.uses].sort((a, b) => a.position - b.position);
  const whole =
    uses.length === 0 ||
    plan.sets.length > 0 ||
    plan.guessedMain === true ||
    plan.noodleWords.length > 0 ||
    uses.some((use) => use.negated || use.additional || use.countedKind || use.entry.kind === 'water');
  if (whole) return [plan];
  // ローソン からあげクン レッド おにぎり 鮭 カフェラテ: a word the engine does not read goes with the food before it (レッド: the
  // からあげクン's flavour), or at the item's start with the food after it (ファミチキ チーズ), and the foods apart from them are
  // products of their own. The item was kept whole, the catalog asked for one product named by all its words, which it
  // never found, and the engine's generic foods stood in for the three products.
  // A word unread inside a longer one (the 辛 of 辛味チキン, the ミラノ of ミラノ風ドリア) keeps the item whole, for the catalog
  // to name its products apart (productsApart), as before.
  const unknown = unknownWordsAt(plan, uses, base);
  const wordApart = (word: { start: number; end: number }): boolean =>
    !/\S/u.test(base[word.start - 1] ?? ' ') && (word.end >= plan.end || !/\S/u.test(base[word.end] ?? ' '));
  if (unknown === undefined || !unknown.every(wordApart)) return [plan];
  // A run begins where the word of its first food begins (小エビのサラダ: its 小, a size word, is the run's).
  const wordStart = (at: number): number => Math.max(plan.start, base.slice(0, at).search(/\S*$/u));
  const tokens: Array<{ start: number; end: number; use?: EntryUse }> = [
    ...uses.map((use) => ({ start: use.position, end: use.end, use })),
    ...unknown,
  ].sort((a, b) => a.start - b.start);
  // Foods glued together are one product's name (ガスト チーズinハンバーグ ライス: チーズinハンバーグ, then ライス).
  const runs: Array<{ uses: EntryUse[]; unknownWords: string[]; start: number }> = [];
  for (const [at, token] of tokens.entries()) {
    const run = runs.at(-1);
    const apart = at > 0 && /\s/u.test(base.slice(tokens[at - 1]!.end, token.start)) && !toppingOnDish(tokens[at - 1]!, token, base);
    if (token.use) {
      // ファミチキ チーズ: words at the item's start take the food after them (a nickname and its flavour, one product).
      // A nickname names a whole product, so a food eaten alone written apart after it is another (ファミチキ 焼きおにぎり):
      // the chicken, looked up with the rice ball as one product the catalog never found, counted nothing.
      const nicknameBeforeFood = apart && isEatenAlone(token.use.entry) && run !== undefined && run.unknownWords.every(isNickname);
      if (run && (!apart || run.uses.length === 0) && !nicknameBeforeFood) run.uses.push(token.use);
      else runs.push({ uses: [token.use], unknownWords: [], start: wordStart(token.start) });
    } else if (run) run.unknownWords.push(base.slice(token.start, token.end));
    else runs.push({ uses: [], unknownWords: [base.slice(token.start, token.end)], start: token.start });
  }
  if (runs.length < 2) return [plan];
  return runs.map((run, at) => ({
    ...plan,
    start: at === 0 ? plan.start : run.start,
    end: runs[at + 1]?.start ?? plan.end,
    uses: run.uses,
    unknownWords: run.unknownWords,
    joinedBy: at === 0 ? plan.joinedBy : ' ',
    strayWords: at === 0 ? plan.strayWords : 0,
  }));
}

// The dishes a topping named before them in English or romaji is part of (cheese gyudon, kimchi curry).
const TOPPED_KINDS = new Set<string>(['don', 'curry', 'noodle', 'pasta', 'bread']);

/**
 * sukiya cheese gyudon, negitama gyudon: English and romaji write a product's words apart, so a topping (a food eaten on
 * something, or a dish's side topping) one space before a rice, noodle or bread dish is that dish's word, one product, as
 * チーズ牛丼 written together is. A food eaten alone before it (gyudon miso soup) is still a product of its own.
 */
function toppingOnDish(first: { end: number; use?: EntryUse }, second: { start: number; use?: EntryUse }, base: string): boolean {
  if (!first.use || !second.use || base.slice(first.end, second.start) !== ' ') return false;
  if (!isLatin(base[first.end - 1]) || !isLatin(base[second.start])) return false;
  const topping = first.use.entry;
  return (
    (!isEatenAlone(topping) || (topping.isDish && topping.kind === 'side')) &&
    second.use.entry.isDish &&
    TOPPED_KINDS.has(second.use.entry.kind)
  );
}

/** Where each of an item's unknown words stands, in order and outside its foods' words; undefined where one is not found. */
function unknownWordsAt(plan: ItemPlan, uses: EntryUse[], base: string): Array<{ start: number; end: number }> | undefined {
  const found: Array<{ start: number; end: number }> = [];
  let from = plan.start;
  for (const word of plan.unknownWords) {
    let at = base.indexOf(word, from);
    while (at >= 0 && uses.some((use) => at < use.end && at + word.length > use.position)) at = base.indexOf(word, at + 1);
    if (at < 0 || at >= plan.end) return undefined;
    found.push({ start: at, end: at + word.length });
    from = at + word.length;
  }
  return found;
}

/** The share of a product eaten that the item's amounts say (3人で分けた: a third); company alone shares no product. */
const sharedOf = (quantities: Quantity[], plan: ItemPlan): number =>
  shareOf(
    quantities.filter(
      (quantity) => quantity.unit === 'share' && !quantity.company && quantity.start >= plan.start && quantity.start < plan.end,
    ),
  );

interface ChainMention {
  start: number;
  end: number;
  chain: ChainName;
  /** Where the food its name ends in starts (バーガー of モスバーガー), when the mention is also that item. */
  itemStart?: number;
}

// What may follow a chain's name standing as an item rather than the place (モスバーガーと…, モスバーガーセット).
// A count after the place's particle counts the chain's food too (くら寿司で12皿, スシローで10皿).
const ITEM_AFTER_CHAIN = /^\s*(?:$|[と、,&・+]|セット|set\b|\d|[でに]\s*\d)/u;
// In English, an and or a with listing foods after it (mos burger and onion rings), not a place then what was had there
// (at mos burger and had onion rings, went to mos burger and I got fries).
const ENGLISH_ITEM_AFTER_CHAIN = /^\s*(?:and|plus|with)\b(?!\s+(?:had|ate|got|grabbed|ordered|drank|bought|then|i|we|my)\b)/u;
const PLACE_BEFORE_CHAIN = /\b(?:at|to|from|in|into|near)\s+$/u;
// A count right after a chain's name, or after the place's particle (ケンタッキー 2ピース, ケンタッキーで3ピース).
const COUNT_AFTER_CHAIN = /^\s*(?:[でに]\s*)?\d/u;
// The signature item's pieces (or a sushi chain's plates) counted in a Japanese counter and a space before another word
// that is no set or pack of them (ケンタッキー 2ピース コーラ, スシロー 8皿 味噌汁, not 2ピース セット): the count's end, up to the space.
const SIGNATURE_COUNT_THEN_WORD =
  /^\s*(?:[でに]\s*)?\d+\s*(?:ぴーす|個|こ|本|皿|貫)(?=\s+(?!せっと|ぱっく|ばーれる|ぼっくす|set|pack|meal|box)\S)/u;

// A chain's catalog category whose plates of a topping are nigiri (スシローでまぐろ2皿).
const SUSHI_CATEGORY = 'sushi';
// A chain's catalog category whose biscuit is the bread served with its chicken (ケンタッキー ビスケット).
const FRIED_CHICKEN_CATEGORY = 'fried_chicken';
const NIGIRI_PER_PLATE = 2;

/**
 * At a sushi chain a fish or 玉子 counted in plates is nigiri, two a plate (docs/analyze-text.md: a 皿 of
 * にぎり is 2貫), as it is after the word 寿司: スシローでまぐろ2皿 is four nigiri of tuna, not 160 g of sashimi.
 */
function countPlatesAsNigiri(plan: ItemPlan): void {
  for (const use of plan.uses) {
    if (use.entry.isDish || use.entry.parts.length !== 1 || !['fish', 'egg'].includes(use.entry.kind)) continue;
    use.quantities = use.quantities.map((quantity) =>
      quantity.unit === '皿' ? { ...quantity, unit: '貫', value: quantity.value * NIGIRI_PER_PLATE } : quantity,
    );
  }
}

const NOTHING_EDIBLE_MESSAGE =
  'The description names nothing edible the estimator knows; describe the foods (for example "ご飯 150g と味噌汁").';
const NOTHING_EDIBLE_USER_MESSAGE = '食べたものが読み取れませんでした。料理名や食品名を入れてください（例：「ご飯150gと味噌汁」）。';
const NO_AMOUNT_MESSAGE = 'Every food in the description came to 0 g; write the amount eaten (for example "ご飯 150g").';
const NO_AMOUNT_USER_MESSAGE = '食べた量が0と読み取れました。食べた量を入れてください（例：「ご飯150g」）。';

class MealTextEstimator implements MealTextEngine {
  private readonly chainNames: ChainName[];
  private readonly foodTails = new Map<string, number>();
  private japaneseNames: Map<string, string[]> | undefined;

  constructor(
    private readonly table: MextTable,
    private readonly lexicon: Lexicon,
    private readonly index: TermIndex,
    private readonly jaText: JaText,
    private readonly sets: SetEntries,
    private readonly chains: readonly LexiconChain[],
    private readonly chainSizes: ReadonlyMap<string, ReadonlyMap<string, string>>,
    private readonly chainNoodles: ReadonlyMap<string, ReadonlyMap<string, number>>,
    private readonly chainRice: ReadonlyMap<string, number>,
  ) {
    // Longest names first, so セブンイレブン wins over セブン.
    this.chainNames = chains
      // McDonald's is also typed mcdonalds, and Mc Donald's mc donalds.
      .flatMap((chain) =>
        chain.names.flatMap((name) =>
          [...new Set([termKey(name), termKey(name).replace(/['’ -]/gu, ''), termKey(name).replace(/['’]/gu, '')])].map((key) => ({
            key,
            id: chain.id,
            name: chain.name,
            category: chain.category,
          })),
        ),
      )
      .filter((chain) => chain.key.length >= 2)
      .sort((a, b) => b.key.length - a.key.length);
  }

  withShops(shops: readonly MealTextShop[]): MealTextEngine {
    return new MealTextEstimator(
      this.table,
      this.lexicon,
      this.index,
      this.jaText,
      this.sets,
      chainsOf(shops),
      this.chainSizes,
      this.chainNoodles,
      this.chainRice,
    );
  }

  estimate(input: MealTextInput): MealTextResult {
    const base = eatingVerbsInKanji(
      correctedCounts(countsOfThem(nfkcText(kanjiNumeralsToDigits(input.text.normalize('NFKC').slice(0, MEAL_TEXT_MAX_LENGTH))))),
    );
    const { hints, rest } = extractHints(foldText(base));
    const { masked: withoutChains, mentions } = this.findChains(rest, base);
    const { quantities: written, masked } = extractQuantities(
      withoutChains,
      base,
      (word) => latinTermOf(word, this.index, this.jaText) !== undefined,
    );
    const context = this.contextChain(input);
    const noodleChain = [...mentions.map((mention) => mention.chain.id), context?.id].some((id) => id && this.chainNoodles.has(id));
    const found = separateUnknownProducts(
      kakeAtNoodleChain(
        sideBowlsOfTheirOwn(
          brandsWhenDrunk(segmentText(masked, base, this.index, this.jaText), written, base),
          base,
          this.index.surface.get(SIDE_DISH),
        ),
        base,
        noodleChain ? this.index.surface.get(KAKE_UDON) : undefined,
      ),
      written,
      base,
      (word) => this.namesProductOfItsOwn(word),
      (word) => this.jaText.knowsFoodWord(word) && !this.namesProductOfItsOwn(word),
      (word) => [...this.chainSizes.values()].some((sizes) => sizes.has(termKey(word))),
    );
    // ワイン 3杯 (赤2 白1): the count told kind by kind in brackets is the kinds' counts.
    const kinds = readKindsCounted(written, dropSpiritOfDrink(found, base), base, this.index.surface);
    const { quantities: potted, segments } = readPots(
      readOfWhichCounts(
        readListedNigiriCounts(readKanCounts(readBareMeasures(kinds.quantities, kinds.segments), kinds.segments), kinds.segments, base),
        kinds.segments,
        base,
      ),
      kinds.segments,
      base,
    );
    const quantities = spreadListShares(spreadEachCounts(potted, segments, base), segments, base);
    const chainOf = (plan: ItemPlan) => this.itemChain(plan, mentions, context, base, segments);
    // The food of a chain named like it (バーガー of モスバーガー) stands in for the chain's product.
    const itemStarts = new Set(mentions.map((mention) => mention.itemStart));
    const items = buildItems(
      segments,
      quantities,
      masked,
      base,
      (first, second, secondFirst) => this.index.entryNamedTogether(first, second, secondFirst),
      { bento: this.sets.bento, teishoku: this.sets.teishoku },
    ).map((plan) => ({
      ...plan,
      uses: plan.uses.map((use) => (itemStarts.has(use.position) ? { ...use, standIn: true } : use)),
    }));
    const plans = serveFastFoodSets(items, (plan) => chainOf(plan).chain?.category, segments, this.sets, quantities).flatMap((plan) =>
      chainOf(plan).chain ? splitChainItemByFood(plan, base, (word) => this.nicknamedItem(word) !== undefined) : [plan],
    );
    for (const plan of plans) if (chainOf(plan).chain?.category === SUSHI_CATEGORY) countPlatesAsNigiri(plan);
    const chainLookups = this.chainLookups(plans, chainOf, quantities, base);
    // An item only a named chain's catalog can give (ビッグマック at マック) is no unknown word; one
    // looked up in every chain because it had unknown words stays unknown to the engine.
    const unestimated = new Set(
      chainLookups.filter((lookup) => lookup.unestimated && lookup.shopId !== null).map((lookup) => lookup.itemIndex),
    );
    const readable = plans.map((plan, index) =>
      unestimated.has(index)
        ? { ...plan, unknownWords: [] }
        : weighedByRiceAtChain(
            servedAtChainNoodleSizes(plan, this.chainNoodles.get(chainOf(plan).chain?.id ?? ''), segments, base),
            this.chainRice.get(chainOf(plan).chain?.id ?? ''),
          ),
    );
    // A set whose main was left (唐揚げ定食 唐揚げは食べなかった) still serves its rice and soup.
    const edible = readable.some(
      (plan) => plan.uses.some((use) => use.entry.kind !== 'water' && !use.negated) || (plan.sets.length > 0 && plan.uses.length > 0),
    );
    if (!edible && unestimated.size === 0) {
      return {
        kind: 'nothing_edible',
        message: NOTHING_EDIBLE_MESSAGE,
        userMessage: NOTHING_EDIBLE_USER_MESSAGE,
        unknownWords: plans.flatMap((plan) => plan.unknownWords),
        chainLookups,
      };
    }
    const estimate = buildEstimate(readable, {
      table: this.table,
      entries: this.lexicon.entries,
      sets: this.sets,
      locale: input.locale ?? 'ja',
      text: base,
      hints,
      chainLookups,
      friedChickenChain: readable.some((plan) => chainOf(plan).chain?.category === FRIED_CHICKEN_CATEGORY),
    });
    // Foods named, but every amount written is nothing (ご飯 0g): nothing to record, and no chain to ask.
    if (estimate.components.every((component) => component.grams === 0) && unestimated.size === 0) {
      return {
        kind: 'nothing_edible',
        message: NO_AMOUNT_MESSAGE,
        userMessage: NO_AMOUNT_USER_MESSAGE,
        unknownWords: estimate.unknownWords,
        chainLookups: [],
      };
    }
    return estimate;
  }

  /** Chain names and aliases in the text (マック, 吉野家, Starbucks), blanked out so they are not read as food. */
  private findChains(folded: string, base: string): { masked: string; mentions: ChainMention[] } {
    const mentions: ChainMention[] = [];
    let masked = folded;
    for (const chain of this.chainNames) {
      for (let at = masked.indexOf(chain.key); at >= 0; at = masked.indexOf(chain.key, at + 1)) {
        const end = at + chain.key.length;
        // A name inside a longer word of the same script is not the chain (マック in ビッグマック); after
        // or before a particle it is (昼はすき家の牛丼, ほっともっとののり弁).
        if (!runStartsAt(base, at, chain.key.length) || !runEndsAt(base, end, chain.key.length)) continue;
        if (this.isWordOfItemNickname(folded, at, end) || this.beginsFoodTerm(folded, at, end)) continue;
        // A chain named like its food (モスバーガー) is also that item where it stands as one: alone, listed
        // (モスバーガーと…), before a set word or a count, or repeated after the chain (モスバーガーのモスバーガー).
        // Or one whose name begins with its food (スシロー: すし): that word is the item.
        const tail = this.foodTailOf(chain.key, base.slice(at, end));
        const head = tail > 0 ? 0 : this.foodHeadOf(chain.key, chain.category);
        // Or one whose name stands for its signature item (ケンタッキー: オリジナルチキン), counted after it (ケンタッキー
        // 2ピース, ケンタッキーで3ピース): the name is the item, where the count alone was nothing edible.
        const countedSignature = tail + head === 0 && COUNT_AFTER_CHAIN.test(folded.slice(end)) && this.signatureItem(chain.id) !== '';
        const asItem =
          (tail + head > 0 &&
            (ITEM_AFTER_CHAIN.test(folded.slice(end)) ||
              (ENGLISH_ITEM_AFTER_CHAIN.test(folded.slice(end)) && !PLACE_BEFORE_CHAIN.test(folded.slice(0, at))) ||
              mentions.some((mention) => mention.chain.id === chain.id) ||
              this.namedBefore(chain.id, folded, base, at))) ||
          countedSignature;
        const itemStart = asItem ? at + tail : undefined;
        mentions.push({ start: at, end, chain, ...(itemStart === undefined ? {} : { itemStart }) });
        masked =
          asItem && head > 0
            ? masked.slice(0, at + head) + ' '.repeat(end - at - head) + masked.slice(end)
            : masked.slice(0, at) + ' '.repeat((itemStart ?? end) - at) + masked.slice(itemStart ?? end);
        // ケンタッキー 2ピース コーラ: the pieces counted are the signature item's, an item of their own, and the word after
        // the space another item (the two pieces were the cola's, two colas and no chicken), as with a comma. So are the
        // plates counted after a chain named by its food (スシロー 8皿 味噌汁: eight plates of sushi and a soup, where the
        // plates were eight bowls of soup beside a default serving of sushi).
        const countEnd = countedSignature || (asItem && tail + head > 0) ? SIGNATURE_COUNT_THEN_WORD.exec(masked.slice(end)) : null;
        if (countEnd) masked = masked.slice(0, end + countEnd[0].length) + '、' + masked.slice(end + countEnd[0].length + 1);
      }
    }
    return { masked, mentions: mentions.sort((a, b) => a.start - b.start) };
  }

  /**
   * Whether another of the chain's names stands before `at` as a word of its own (モス モスバーガー: the place, then its
   * food). Names are found longest first, so the shorter name before is not yet among the mentions.
   */
  private namedBefore(chainId: string, folded: string, base: string, at: number): boolean {
    return this.chainNames.some((other) => {
      if (other.id !== chainId) return false;
      for (
        let start = folded.indexOf(other.key);
        start >= 0 && start + other.key.length <= at;
        start = folded.indexOf(other.key, start + 1)
      )
        if (runStartsAt(base, start, other.key.length) && runEndsAt(base, start + other.key.length, other.key.length)) return true;
      return false;
    });
  }

  /** A chain's alias that is one word of an English nickname for its item (mac in Big Mac) names the item, not the place. */
  /**
   * mac and cheese, mac n cheese, かっぱ巻き, kappa maki: a chain's name (or a kana alias's romaji) that is the first word
   * of a food's name the lexicon knows, written whole from it, is that food's word, not the chain (mac was McDonald's, and
   * the dish 18 g of cheese; かっぱ, an alias of かっぱ寿司, left the cucumber roll empty). A latin name must end an English
   * word; Japanese has no space to end at.
   */
  private beginsFoodTerm(folded: string, start: number, end: number): boolean {
    const latin = /^[a-z]/u.test(folded[start] ?? '');
    const longest = Math.min(this.index.longestSurfaceFrom.get(folded[start]!) ?? 0, folded.length - start);
    for (let length = longest; length > end - start; length--) {
      if (latin && /[a-z0-9]/u.test(folded[start + length] ?? '')) continue;
      const targets = this.index.surface.get(folded.slice(start, start + length));
      if (targets?.some((target) => !('modifier' in target))) return true;
    }
    return false;
  }

  private isWordOfItemNickname(folded: string, start: number, end: number): boolean {
    const word = folded.slice(start, end);
    const before = /[a-z]+ $/u.exec(folded.slice(0, start))?.[0] ?? '';
    const after = /^ [a-z]+/u.exec(folded.slice(end))?.[0] ?? '';
    return [before + word, word + after].some((phrase) => phrase !== word && this.jaText.isChainItemNickname(phrase));
  }

  /**
   * ミスド ポンデリング フレンチクルーラー: a word the lexicon cannot read but the food vocabulary knows as a food of its own
   * (a product's name: フレンチクルーラー) names a product, where one whose synonyms are a food the lexicon reads is a
   * flavour (ストロベリー, いちご) and a word the vocabulary does not know (レッド) a word of the product's name.
   */
  private namesProductOfItsOwn(word: string): boolean {
    if (!this.jaText.knowsFoodWord(word)) return false;
    return !this.jaText
      .synonymsOf(word)
      .some((synonym) => (this.index.surface.get(termKey(synonym)) ?? []).some((target) => 'entry' in target));
  }

  /** Where the food word a chain's name, as written, ends in starts (モスバーガー: 3); 0 when it ends in none. */
  private foodTailOf(key: string, written: string): number {
    const known = this.foodTails.get(written);
    if (known !== undefined) return known;
    const last = segmentText(key, written, this.index, this.jaText).at(-1);
    const tail =
      last?.type === 'term' && last.end === key.length && last.start > 0 && last.targets.some((target) => 'entry' in target)
        ? last.start
        : 0;
    this.foodTails.set(written, tail);
    return tail;
  }

  /** Where the food word a chain's name, as written, begins with ends (スシロー: 2); 0 when it begins with none. */
  private foodHeadOf(key: string, category: string | undefined): number {
    // The longest term the name begins with that names the food of the chain's catalog category (sushi: すし of
    // スシロー), short of the whole name: サンマルク is a café, never さんま.
    const food = new Set(
      (this.index.surface.get(termKey((category ?? '').replace(/_/gu, ' '))) ?? []).flatMap((target) =>
        'entry' in target ? [target.entry.key] : [],
      ),
    );
    for (let end = key.length - 1; end >= 2 && food.size > 0; end--)
      if (this.index.surface.get(key.slice(0, end))?.some((target) => 'entry' in target && food.has(target.entry.key))) return end;
    return 0;
  }

  /**
   * Each item whose chain is known, or whose words the engine could not all read, becomes a catalog
   * lookup: its product words and the pieces or packs written for it. An item with no chain is looked
   * up in every chain (からあげクン is Lawson's alone); the caller keeps only a product named by the words.
   */
  private chainLookups(plans: ItemPlan[], chainOf: (plan: ItemPlan) => ItemChain, quantities: Quantity[], base: string): ChainLookup[] {
    const lookups: ChainLookup[] = [];
    // The chain of the last item not added to a set: a set's main, whose chain its nickname may name (ビッグマックセット).
    let mainChain: ItemChain['chain'];
    plans.forEach((plan, itemIndex) => {
      const read = chainOf(plan);
      const { term: words, share } = read;
      const chain = read.chain ?? (plan.addedToSet ? mainChain : undefined);
      if (!plan.addedToSet) mainChain = read.chain;
      // The lexicon's names of a fast-food set's food (ナゲット's チキンナゲット); elsewhere the words alone name a product
      // (ローソン チーズ is no 6Pチーズ).
      // Only where the words are one of those names, or none are written: テキサスバーガー is no ハンバーガー product.
      // An item written in English (chicken nuggets at McDonald's) is looked up by them too: an English word names no
      // product of the catalog's Japanese names.
      const english = read.term !== '' && /^[\p{ASCII}]+$/u.test(read.term);
      // At a burger or fried-chicken chain or a café, whose menu is those foods' own, an item outside a set is looked up by
      // them too (マック ナゲット: its チキンナゲット; スタバでラテ: its カフェラテ); a convenience store's shelf holds many
      // products whose names hold a food's word, so there the words alone name one (the thirty-seventh round).
      const menuOfFoods = MENU_OF_FOODS_CATEGORIES.has(chain?.category ?? '');
      const allNames = plan.inFastFoodSet || english || menuOfFoods ? this.namesOfOneFood(plan) : undefined;
      // ラテ M: the food's words before the size are one of its names, each tried in that size (カフェラテ M).
      const food = read.food ?? read.term;
      // The fries and drink a set adds take the set's size (ビッグマックセット L: ポテト L, コーラ L).
      const setSizes = plan.addedToSet && plan.setSize ? this.catalogSizesAt(plan.setSize, chain, base) : undefined;
      const sizes = setSizes ?? (read.size ? (read.sizes ?? [read.size]) : undefined);
      // A chain named like its food, written in English as the item (mos burger and onion rings), is tried first by the
      // name the catalog writes for that food (モスバーガー), then as any burger of the chain.
      const chainFood = english && chain && plan.uses.some((use) => use.standIn) ? [chain.name] : [];
      const names =
        allNames && (!read.term || english || allNames.some((name) => termKey(name) === termKey(food)))
          ? [...chainFood, ...allNames].flatMap((name) => (sizes ? sizes.map((size) => `${name} ${size}`) : [name]))
          : undefined;
      // A food a fast-food set adds at a chain is the chain's own, looked up by the lexicon's names for it (ポテト M).
      const added = plan.addedToSet && chain && names ? names[0]! : '';
      // A set's main named by no word (ケンタッキー 2ピースセット) is the chain's signature item, where it has one.
      const term = words || (plan.guessedMain && chain ? this.signatureItem(chain.id) : '') || added;
      const readable = plan.unknownWords.length === 0 && !plan.uses.some((use) => use.entry.chainProduct);
      if (!term || (!chain && readable)) return;
      const counted = quantities.find(
        (quantity) => quantity.start >= plan.start && quantity.start < plan.end && PRODUCT_COUNT_UNITS.has(quantity.unit),
      );
      lookups.push({
        shopId: chain?.id ?? null,
        shopName: chain?.name ?? null,
        term,
        itemIndex,
        itemIndexes: [itemIndex],
        count: (counted ? packsCounted(plan, counted) : 1) * share * sharedOf(quantities, plan),
        eaten: share * sharedOf(quantities, plan),
        unestimated: plan.guessedMain === true || !plan.uses.some((use) => use.entry.kind !== 'water'),
        ...(chain && names
          ? {
              names: names
                .filter((name) => name !== term && !servedOtherwise(name, term, names))
                .slice(0, CHAIN_NAMES_TRIED * (sizes?.length ?? 1)),
            }
          : {}),
      });
    });
    return lookups;
  }

  /**
   * The sizes a chain's names write for a size word as written: the chain's own (トール), an English word's catalog sizes
   * (large: 大盛, L), else the word itself (L, 大盛).
   */
  private catalogSizesAt(segment: Segment, chain: ItemChain['chain'], base: string): readonly string[] {
    const word = base.slice(segment.start, segment.end);
    const own = chain ? this.chainSizes.get(chain.id)?.get(termKey(word)) : undefined;
    if (own !== undefined) return [own];
    return (/^[a-z]{3,}$/iu.test(word) ? catalogSizesOf(segment) : undefined) ?? [word];
  }

  /**
   * The Japanese names the lexicon gives the one food an item is read as, in its order (フライドポテト|ポテトフライ|ポテト);
   * undefined for an item of several foods or of none the lexicon names. Gathered from the lexicon's terms once.
   */
  private namesOfOneFood(plan: ItemPlan): string[] | undefined {
    const foods = plan.uses.filter((use) => use.entry.kind !== 'water' && !use.negated);
    if (foods.length !== 1 || foods[0]!.entry.source !== 'lexicon') return undefined;
    if (!this.japaneseNames) {
      this.japaneseNames = new Map();
      for (const { text, target } of this.lexicon.terms) {
        if (!('entry' in target) || /^[\p{ASCII}]*$/u.test(text)) continue;
        const names = this.japaneseNames.get(target.entry.key) ?? [];
        if (!names.includes(text)) names.push(text);
        this.japaneseNames.set(target.entry.key, names);
      }
    }
    return this.japaneseNames.get(foods[0]!.entry.key);
  }

  /**
   * A meal comes from one place: a chain named anywhere applies to every item; with several chains, an
   * item takes the last one named before it (the first one for the items before any). shopId or a
   * chain in storeName applies where the text names none. A chain's own name for one of its items
   * (ファミチキ, ビッグマック: ja-text's chain item nicknames) names that chain, and the item by the
   * catalog's name for it. The words are the item's own as written; chain names, amounts and particles left out.
   */
  private itemChain(plan: ItemPlan, mentions: ChainMention[], context: ItemChain['chain'], base: string, segments: Segment[]): ItemChain {
    const mention = [...mentions].reverse().find((candidate) => candidate.start < plan.end) ?? mentions[0];
    let chain = mention ? mention.chain : context;
    const inItem = segments.filter((segment) => segment.start >= plan.start && segment.end <= plan.end);
    // How much of it was eaten (半分, 少し, たっぷり) is no word of the product's name; a menu size (並盛, 大盛) is.
    const eaten = inItem.flatMap((segment) => (segment.type === 'term' ? eatenShareOf(segment) : []));
    const share = eaten.reduce((product, factor) => product * factor, 1);
    const namesWord = (segment: Segment | undefined): boolean =>
      segment !== undefined &&
      (segment.type === 'unknown' ||
        (segment.type === 'term' &&
          eatenShareOf(segment).length === 0 &&
          segment.targets.some((target) => !('modifier' in target) || target.modifier.type !== 'filler')));
    // A filler word glued between two words of the name is part of it (ミラノ風ドリア's 風, イカの墨入りセピアソース's 入り);
    // a particle (の, で), a word of hiragana only, is not.
    const insideName = (segment: Segment, at: number): boolean => {
      const [before, after] = [inItem[at - 1], inItem[at + 1]];
      // So is a latin particle between two latin words the engine does not read (pon de ring's de): a product's name.
      const latinBetweenUnknown =
        segment.type === 'term' &&
        isLatin(base[segment.start]) &&
        before?.type === 'unknown' &&
        after?.type === 'unknown' &&
        isLatin(base[before.end - 1]) &&
        isLatin(base[after.start]) &&
        base.slice(before.end, segment.start) === ' ' &&
        base.slice(segment.end, after.start) === ' ';
      return (
        latinBetweenUnknown ||
        (segment.type === 'term' &&
          !/^[\u3040-\u309f]+$/u.test(base.slice(segment.start, segment.end)) &&
          namesWord(before) &&
          namesWord(after) &&
          before!.end === segment.start &&
          after!.start === segment.end)
      );
    };
    const named = inItem.filter((segment, at) => namesWord(segment) || insideName(segment, at));
    // A nickname the segmenter split into words it knows (てりやき|マック|バーガー) is still the nickname.
    const whole = this.nicknamedItem(named.map((segment) => base.slice(segment.start, segment.end)).join(''));
    if (whole) return { chain: whole.chain, term: whole.item, share };
    // Each word as written, or as the catalog names it (a nickname, a chain's size word): a word of its own.
    const words = named.map((segment): { word: string; own: boolean } => {
      // The food of a chain named like it is the chain's signature item where it has one (ケンタッキーフライドチキン:
      // オリジナルチキン), else looked up by the whole name (モスバーガー, not バーガー).
      const itemOf = mentions.find((candidate) => candidate.itemStart === segment.start);
      const word = itemOf
        ? this.signatureItem(itemOf.chain.id) || base.slice(itemOf.start, Math.max(segment.end, itemOf.end))
        : base.slice(segment.start, segment.end);
      if (segment.type !== 'unknown') return { word, own: false };
      const nicknamed = this.nicknamedItem(word);
      if (!nicknamed) return { word, own: false };
      chain = nicknamed.chain;
      return { word: nicknamed.item, own: true };
    });
    const sizes = chain ? this.chainSizes.get(chain.id) : undefined;
    const sized = words.map(({ word, own }) => {
      const size = sizes?.get(termKey(word));
      return size === undefined ? { word, own } : { word: size, own: true };
    });
    // Words as written: the segmenter's split of one word (Lチキ: L|チキ) is no space the catalog's name has,
    // nor is the ・ inside a katakana name (ポン・デ・リング).
    const gapBefore = (at: number): string => {
      const gap = base.slice(named[at - 1]!.end, named[at]!.start);
      return gap === '・' ? gap : gap === '' ? '' : ' ';
    };
    const term = sized
      .map(({ word, own }, at) => (at === 0 ? word : own || sized[at - 1]!.own ? ` ${word}` : `${gapBefore(at)}${word}`))
      .join('');
    // A size word closing the food's words (ラテ トール, ナゲット L), or the chain's size opening English ones (grande latte:
    // L latte): the food's other names are tried in that size. An English size word (large, before or after the food), which
    // no name writes, is tried in the catalog's sizes instead: gyudon large is 牛丼 大盛 or L.
    const lastAt = named.length - 1;
    const chainSize = (at: number): boolean => sizes?.has(termKey(words[at]!.word)) === true;
    const english = (at: number): boolean => /^[a-z]{3,}$/iu.test(words[at]!.word);
    const writtenSize = (at: number): boolean => isPortionWord(named[at]!) && !english(at);
    const englishSize = (at: number): readonly string[] | undefined =>
      english(at) && !chainSize(at) ? catalogSizesOf(named[at]!) : undefined;
    const sizeAt =
      lastAt > 0 ? [lastAt, 0].find((at) => chainSize(at) || englishSize(at) || (at === lastAt && writtenSize(at))) : undefined;
    if (sizeAt === undefined) return { chain, term, share };
    const size = sized[sizeAt]!.word;
    const food = sizeAt === 0 ? term.slice(size.length).trimStart() : term.slice(0, -size.length).trimEnd();
    const catalogSizes = englishSize(sizeAt);
    return { chain, term, size, ...(catalogSizes ? { sizes: catalogSizes } : {}), food, share };
  }

  /**
   * ファミチキ → FamilyMart's 骨なしチキン: a chain's nickname for an item of a chain this engine knows;
   * after food words (抹茶フラペチーノ), those words and the catalog's name (抹茶 フローズンドリンク).
   */
  private nicknamedItem(word: string): { chain: LexiconChain; item: string } | undefined {
    const [chainName, name, before, ...rest] = this.jaText.chainAndFoodIn(word) ?? [];
    if (!chainName || !name || rest.length > 0) return undefined;
    const item = before ? `${this.writtenBeside(word, name, before)} ${name}` : name;
    const key = termKey(chainName).replace(/ /g, '');
    const chain = this.chains.find((candidate) => candidate.names.some((name) => termKey(name).replace(/ /g, '') === key));
    return chain ? { chain, item } : undefined;
  }

  /**
   * The word beside a nickname as the text writes it: ja-text gives it as read (ファミチキチーズ: ちいず), which no product's
   * name is, where the catalog writes it as the text did (骨なしチキン チーズ). The nickname is the longest run at the
   * word's start or end that names the item alone; the rest is the word beside it. As read where no such run is.
   */
  private writtenBeside(word: string, name: string, read: string): string {
    if (word.includes(read)) return read;
    const letters = [...word];
    for (let cut = letters.length - 1; cut >= 2; cut--) {
      const [head, tail] = [letters.slice(0, cut).join(''), letters.slice(letters.length - cut).join('')];
      if (this.namesItemAlone(head, name)) return letters.slice(cut).join('');
      if (this.namesItemAlone(tail, name)) return letters.slice(0, letters.length - cut).join('');
    }
    return read;
  }

  private namesItemAlone(word: string, name: string): boolean {
    const found = this.jaText.chainAndFoodIn(word);
    return found !== null && found.length === 2 && found[1] === name;
  }

  /** A chain's signature item: the catalog's name for a nickname that is also the chain's name (ケンチキ → オリジナルチキン). */
  private signatureItem(chainId: string): string {
    const chain = this.chains.find((candidate) => candidate.id === chainId);
    for (const name of chain?.names ?? []) {
      const nicknamed = this.nicknamedItem(name);
      if (nicknamed?.chain.id === chainId) return nicknamed.item;
    }
    return '';
  }

  private contextChain(input: MealTextInput): ItemChain['chain'] {
    if (input.shopId) {
      const chain = this.chains.find((candidate) => candidate.id === input.shopId);
      return { id: input.shopId, name: chain?.name ?? input.shopId, category: chain?.category };
    }
    if (!input.storeName) return undefined;
    const storeName = nfkcText(input.storeName);
    const { mentions } = this.findChains(foldText(storeName), storeName);
    return mentions[0]?.chain;
  }
}

/**
 * Builds the estimator: reads the MEXT table and the catalog recipes (@shokuji/food-data) and the
 * lexicon shipped in the repo and loads kuromoji's dictionary (through @shokuji/ja-text) once. The
 * chains are the given shops' (the running catalog's; `withShops` swaps them after a reindex).
 * `estimate` then does no I/O.
 */
export async function createMealTextEngine(shops: readonly MealTextShop[] = []): Promise<MealTextEngine> {
  const jaText = await createJaText();
  const table = MextTable.load();
  const lexicon = loadLexicon(table);
  const index = new TermIndex(lexicon, table, jaText);
  const entry = (key: string) => {
    const found = lexicon.entries.get(key);
    if (!found) throw new Error(`lexicon entry ${key} is missing`);
    return found;
  };
  return new MealTextEstimator(
    table,
    lexicon,
    index,
    jaText,
    {
      rice: entry('rice'),
      misoSoup: entry('misoshiru'),
      cabbage: entry('cabbage'),
      nigiri: entry('nigiri'),
      ramen: entry('ramen'),
      bento: entry('makunouchi'),
      teishoku: entry('shogayaki'),
      coffee: entry('coffee'),
      fries: entry('fries'),
      drink: entry('cola'),
      burger: entry('hamburger'),
      friedChicken: entry('fried-chicken'),
    },
    chainsOf(shops),
    loadChainSizes(),
    loadChainNoodles(),
    loadChainRice(),
  );
}
