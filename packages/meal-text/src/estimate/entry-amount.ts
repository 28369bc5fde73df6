import { DRINK_KINDS, type Entry, type EntryPart, type PortionWord } from '../lexicon/lexicon.types';
import { BARE_BOTTLE, GROUP_OF_UNKNOWN_SIZE, PET_BOTTLE_ML, type Quantity, TABLE_SERVINGS } from '../text/quantity.extract';
import {
  countsPacks,
  GUESSED_COUNT_MAX_SERVINGS,
  piecesInServing,
  servingGrams,
  servingPieces,
  smallestPiece,
  timesWeight,
  type UnitWeight,
  unitWeight,
} from './unit-weight';

export interface PartAmount {
  part: EntryPart;
  grams: number;
}

export interface EntryAmount {
  parts: PartAmount[];
  /** written: the text gave the amount; standard: PORTIONS.md or a documented serving; guessed: a fallback. */
  source: 'written' | 'standard' | 'guessed';
  /** Pieces eaten (slices of bread, cups of coffee) for the items that go on them (butter, milk). */
  pieces: number;
  /**
   * How the grams of a counted piece or a vague measure were known: fixed (PORTIONS.md, a documented
   * serving, or nothing was counted), convention (a piece weight or measure of this engine's own: a food
   * whose serving PORTIONS.md does not fix, a handful), typical (a typical piece of the food's group).
   */
  pieceWeight: 'fixed' | 'convention' | 'typical';
}

// 食パン N枚切り: grams of one slice (PORTIONS.md → Staples).
const SLICE_CUT_GRAMS: Record<number, number> = { 4: 90, 5: 72, 6: 60, 8: 45, 10: 36, 12: 30 };
/**
 * Rice portions by the serving they change (PORTIONS.md → Staples): a bowl alone is 150 g, in a
 * 丼 or カレー皿 250 g, under オムライス 200 g.
 */
const RICE_PORTIONS: Record<number, Partial<Record<PortionWord, number>>> = {
  150: { large: 250, extra: 350, small: 100 },
  250: { large: 350, extra: 450, small: 150 },
  200: { large: 300, extra: 400, small: 150 },
};
export const PORTION_FACTORS: Record<PortionWord, number> = {
  large: 1.5,
  extra: 2,
  regular: 1,
  small: 2 / 3,
  half: 0.5,
  little: 0.5,
  plenty: 1.5,
  smaller: 0.75,
  bigger: 1.25,
  stronger: 1.5,
  double: 2,
  triple: 3,
  whole: 1,
  // A cap, not a factor (applyPortionWords).
  'side-bowl': 1,
  // Of the topping only (applyPortionWords).
  'grade-up': 1.5,
  'grade-top': 2,
};
/**
 * A 小鉢 holds up to 150 g as served: PORTIONS.md weighs the dishes served in one 50-100 g (きんぴら 50 g, 白和え 60 g,
 * 筑前煮 100 g), and an izakaya's もつ煮込み 小鉢 is about 155 g with its broth (blind set 7); a dish whose serving is more
 * (肉じゃが 200 g) is that much of it, one that is less keeps its serving.
 */
const SIDE_BOWL_GRAMS = 150;
// Words that size the whole serving, staple and toppings alike; the others size only the staple of a dish.
export const WHOLE_SERVING_WORDS = new Set<PortionWord>(['half', 'little', 'plenty', 'smaller', 'bigger']);

/** The units of a weight written on a food. */
export const WEIGHT_UNITS: ReadonlySet<string> = new Set(['g', 'kg']);
// Counters of a drink's vessels: a volume or a vessel named with one of them is the volume of each.
const VESSEL_COUNTERS = new Set(['杯', '本', '缶', 'count']);
// Millilitres in one of each volume unit a quantity is written in.
const ML_PER_UNIT: Record<string, number> = { ml: 1, l: 1000, 大さじ: 15, 小さじ: 5 };
// A pinch: of a seasoning what three fingers hold, 小さじ 1/6 (about 1 g of salt); of a food eaten by
// the piece (ナッツひとつまみ), a few pieces, a guessed 10 g.
const PINCH_OF_SEASONING_ML = ML_PER_UNIT['小さじ']! / 6;
const PINCH_OF_FOOD_GRAMS = 10;
// A bite (一口, a mouthful) of anything: 15 g, a tablespoon's worth.
const BITE_GRAMS = 15;
// MEXT groups of what a spoon stirs into a cup or a dish: sugars and sweeteners (03), seasonings (17).
const STIRRED_IN_GROUPS = new Set(['03', '17']);
const stirredIn = (entry: Entry): boolean => entry.parts.length === 1 && STIRRED_IN_GROUPS.has(entry.parts[0]!.food.group);
/**
 * プロテイン 大さじ2, きな粉 大さじ1: a powder or seed weighs its own grams per spoon (foods.tsv's 大さじ and 小さじ units: a
 * loose powder holds a third to a half of water's weight), not 15 g per 大さじ as a liquid; a food that gives one spoon's
 * weight gives the other's, a 大さじ three 小さじ.
 */
function spoonGrams(entry: Entry, unit: string): number | undefined {
  if (unit !== '大さじ' && unit !== '小さじ') return undefined;
  const own = entry.unitGrams.get(unit);
  if (own !== undefined) return own;
  const tablespoon = entry.unitGrams.get('大さじ');
  const teaspoon = entry.unitGrams.get('小さじ');
  return unit === '小さじ' ? (tablespoon === undefined ? undefined : tablespoon / 3) : teaspoon === undefined ? undefined : teaspoon * 3;
}
// The measuring cups a food's `cup` row is read against: the American 240 ml one it is weighed in, and the
// Japanese 200 ml one a カップ after a food is (Conventions → Measures: カップ N = N × 200 ml).
const US_CUP_ML = 240;
const JA_CUP_ML = 200;
/**
 * "1 cup of rice", ご飯 1カップ: a cup of cooked rice is a measuring cup, where the food's row gives one (foods.tsv's `cup`,
 * the American cup: ご飯 186 g), and a Japanese カップ the same rice in its 200 ml (155 g); a cup of any other food is its
 * 杯 as before (a cup of coffee, コーヒー 2カップ: 150 ml each).
 */
const measuredByCup = (entry: Entry, quantity: Quantity): UnitWeight | undefined => {
  const grams = quantity.cup || quantity.unit === 'カップ' ? entry.unitGrams.get('cup') : undefined;
  if (grams === undefined) return undefined;
  return { grams: quantity.cup ? grams : (grams * JA_CUP_ML) / US_CUP_ML, basis: 'exact' };
};

const mlOf = (quantity: Quantity): number => quantity.value * (ML_PER_UNIT[quantity.unit] ?? 1);
const totalGrams = (parts: PartAmount[]): number => parts.reduce((sum, { grams }) => sum + grams, 0);
export const scaled = (parts: PartAmount[], factor: number): PartAmount[] =>
  parts.map(({ part, grams }) => ({ part, grams: grams * factor }));

/**
 * 食パン 6枚切り, きなこトースト 6枚切り1枚: the cut weighs the slice. A dish of one slice of bread (a toast: 枚=1) has the
 * slice for its bread, its spread and toppings the slice's as before; it was the whole toast weighed at the slice's 60 g
 * (食パン 46 g). Anything else is the cut's weight whole.
 */
function slicedAs(entry: Entry, parts: PartAmount[], sliceGrams: number): PartAmount[] {
  const bread = parts.filter(({ part }) => part.staple).reduce((sum, { grams }) => sum + grams, 0);
  if (entry.piecesPerServing.get('枚') !== 1 || bread === 0 || bread === totalGrams(parts))
    return scaled(parts, sliceGrams / totalGrams(parts));
  return parts.map((amount) => (amount.part.staple ? { ...amount, grams: (amount.grams * sliceGrams) / bread } : amount));
}

/**
 * サラダ 大皿を3人で, カレー 鍋半分 4人で: a platter or pot holds a serving for each of the people who shared it, or a
 * table of four's when the text does not say how many (a convention: the size of a pot or platter is not said).
 */
function withTableServings(written: Quantity[]): Quantity[] {
  if (!written.some((quantity) => quantity.unit === TABLE_SERVINGS)) return written;
  const share = shareOf(written.filter((quantity) => quantity.unit === 'share' && !quantity.guessed));
  const people = share < 1 ? Math.round(1 / share) : GROUP_OF_UNKNOWN_SIZE;
  return written.map((quantity) =>
    quantity.unit === TABLE_SERVINGS ? { ...quantity, unit: 'serving', value: quantity.value * people } : quantity,
  );
}

/**
 * ピザを4等分して1切れ, お好み焼き 4等分して1切れ: M of N equal cuts are M / N of a food whose serving is a whole cut
 * into pieces (a pizza's 切れ is a sixth of it; a dish with no piece of its own). Where the food's own piece is its
 * serving (a cake's 切れ, PORTIONS.md's 110 g slice), how large the whole was is not said, so the cuts are that many
 * of its pieces.
 */
function cutsOf(entry: Entry, cuts: Quantity): Quantity {
  const counter = cuts.counter ?? '個';
  // The counter's own weight, not a like counter's: an お好み焼き's 枚 is the whole one, not a cut.
  const serving = servingGrams(entry);
  const pieces = entry.piecesPerServing.get(counter);
  const piece = entry.unitGrams.get(counter) ?? (pieces === undefined ? undefined : serving / pieces);
  if (piece === undefined || piece < serving) return { ...cuts, unit: 'share' };
  return { ...cuts, unit: counter, value: Number(/等分(?:して|した|に)?\s*(\d+)/u.exec(cuts.text)?.[1] ?? 1) };
}

/**
 * The share eaten that the shares say together (3人で分けた: a third), each once: a share said after a list is written
 * again after each of its foods (list-share.ts), and a food named in two words (お好み焼き 豚玉) took it twice.
 */
export const shareOf = (shares: Quantity[]): number =>
  shares
    .filter((share, at) => shares.findIndex((other) => (other.sharedFrom ?? other.start) === (share.sharedFrom ?? share.start)) === at)
    .reduce((product, share) => product * share.value, 1);

/**
 * The grams of each part of an entry, from the amounts written, portion words and the standard serving;
 * `foodAt` is where the text names the food, for a share said before it.
 */
export function resolveAmount(entry: Entry, said: Quantity[], portions: PortionWord[], foodAt?: number): EntryAmount {
  const written = withTableServings(said).map((quantity) =>
    quantity.unit === 'cuts'
      ? cutsOf(entry, quantity)
      : countsPacks(entry, quantity)
        ? { ...quantity, unit: 'serving' }
        : wholesCounted(entry, quantity, foodAt)
          ? { ...quantity, unit: wholeUnitOf(entry)! }
          : quantity,
  );
  // A share eaten (3人で分けた, 3分の1) is of whatever the other amounts and words make the food; a count
  // written after it is what was eaten out of the shared plate (唐揚げ5個をみんなでシェアして2個食べた), unless
  // the share comes before the food's name: 3人で分けた ピザ1枚 shares the one pizza.
  // A share said before the foods (3人で焼肉 カルビ2人前) is of the order written after it, and of nothing else;
  // a second count after the order's is what was eaten out of it (4人でピザ2枚 3切れ食べた: three slices).
  // A diameter (a 12 inch pizza) is no amount: the serving and the portion words said stand.
  const quantities = written.filter((quantity) => !['share', 'left', 'inch'].includes(quantity.unit));
  const countsAfter = (share: Quantity): number => quantities.filter((other) => other.start > share.start && other.unit !== 'times').length;
  // Company alone ("pizza with 2 friends") shares a dish served whole to the table, when no amount of it is said.
  const sharedByCompany = (entry.tableDish === true || entry.tablePot === true) && quantities.length === 0;
  const shares = written.filter(
    (quantity) =>
      quantity.unit === 'share' &&
      (!quantity.company || sharedByCompany) &&
      (quantity.ofOrder ? countsAfter(quantity) === 1 : (foodAt !== undefined && quantity.end <= foodAt) || countsAfter(quantity) === 0),
  );
  // 鍋 4人で, もつ鍋を3人で: a hot pot shared with no amount of it said held a serving for each who shared it (the pot's
  // convention, withTableServings), so each ate one serving, as 4人で鍋 says; the share took a part of one person's.
  const share = entry.tablePot && quantities.length === 0 ? 1 : shareOf(shares);
  const amount = withoutPiecesLeft(entry, resolveUnshared(entry, quantities, portions), written);
  if (share === 1) return amount;
  // A share among people whose number the text does not say is a guess (みんなで分けた: a quarter).
  const source = shares.some((quantity) => quantity.guessed) ? 'guessed' : amount.source;
  return { ...amount, source, parts: scaled(amount.parts, share) };
}

/** The unit one whole of a dish served cut in 切れ is counted in (a pizza's 枚, a roll's 本), if it has one. */
const wholeUnitOf = (entry: Entry): string | undefined =>
  entry.piecesPerServing.has('切れ')
    ? [...entry.piecesPerServing].find(([unit, pieces]) => pieces === 1 && unit !== '切れ')?.[0]
    : undefined;

/**
 * "2 pizzas", "two futomaki": a bare number before the name of a dish served cut in slices counts whole ones, as English
 * puts it (its slices are "slices of pizza"); after the name (ピザ 2) it counts the pieces, as a bare number after any food does.
 */
const wholesCounted = (entry: Entry, quantity: Quantity, foodAt: number | undefined): boolean =>
  quantity.unit === 'count' && foodAt !== undefined && quantity.end <= foodAt && wholeUnitOf(entry) !== undefined;

/**
 * 唐揚げ定食 唐揚げ1個残した, 寿司10貫 2貫残した: the pieces left, each the food's own piece in the counter written, are
 * taken off the amount (never below nothing); a counter the food has no piece in leaves it as it is.
 */
function withoutPiecesLeft(entry: Entry, amount: EntryAmount, written: Quantity[]): EntryAmount {
  const total = totalGrams(amount.parts);
  const leftGrams = written
    .filter((quantity) => quantity.unit === 'left')
    .reduce((sum, quantity) => sum + (unitWeight(entry, quantity.counter ?? 'count')?.grams ?? 0) * quantity.value, 0);
  if (leftGrams === 0 || total === 0) return amount;
  const eaten = Math.max(0, 1 - leftGrams / total);
  return { ...amount, parts: scaled(amount.parts, eaten), pieces: amount.pieces * eaten };
}

// A 杯 below this is a measure of a concentrate or powder put in the glass, not the glass's drink.
const GLASS_OF_ITS_OWN_MAX_ML = 100;
// PORTIONS.md's glass (コップ, "a glass"), and the English words for it.
const GLASS_ML = 200;
// The glass bottle milk and milk drinks are sold in (牛乳瓶, フルーツ牛乳 瓶, コーヒー牛乳 瓶), 180 ml: a bare 瓶 of a drink with
// milk in it is that bottle, not beer's 中瓶.
const MILK_BOTTLE_ML = 180;
const MILK_GROUP = '13';
const ENGLISH_GLASS = /\bglass(?:es)?\b/u;

function resolveUnshared(entry: Entry, quantities: Quantity[], portions: PortionWord[]): EntryAmount {
  let parts: PartAmount[] = entry.parts.map((part) => ({ part, grams: part.grams }));
  let source: EntryAmount['source'] = entry.standardPortion ? 'standard' : 'guessed';
  let pieces = 1;
  // Pieces a count scaled the whole entry to (ご飯 2杯): its size words size each piece.
  let countedPieces = 1;
  let pieceWeight: EntryAmount['pieceWeight'] = 'fixed';
  let massWritten = false;
  const serving = totalGrams(parts);
  const sliceCut = quantities.find((quantity) => quantity.unit === 'slice-cut');
  const sliceGrams = sliceCut ? SLICE_CUT_GRAMS[sliceCut.value] : undefined;
  if (sliceGrams !== undefined) parts = slicedAs(entry, parts, sliceGrams);
  // One slice so cut, with what a toast puts on it: the piece a count of slices counts (きなこトースト 6枚切り1枚).
  const slicePiece = sliceGrams !== undefined ? totalGrams(parts) : undefined;
  // コップ and グラス are the drink's own glass when it has one (ワイン グラス2杯 = 2 × 120 ml): its グラス, else the 杯 of an
  // alcohol (a pour) or of a concentrate or powder (カルピス原液 40 ml, 青汁 3 g in the glass). The 杯 of any other drink is
  // a cup or a can (お茶 150 ml, コーラ 350 ml), not a glass: コップ and "a glass" of it are PORTIONS.md's 200 ml.
  const cup = entry.unitGrams.get('杯');
  const cupIsGlass = cup !== undefined && (entry.kind === 'alcohol' || cup / (entry.density ?? 1) < GLASS_OF_ITS_OWN_MAX_ML);
  // A drink mixed with an alcohol (ジントニック, サングリア) is poured as a glass of its serving, as an alcohol is.
  const mixedGlass = entry.isDish && entry.kind === 'drink' && entry.parts.some((part) => part.kind === 'alcohol') ? serving : undefined;
  const ownGlass = entry.unitGrams.get('グラス') ?? (cupIsGlass ? cup : undefined) ?? mixedGlass;
  const ownBottle = entry.unitGrams.get('瓶');
  // A volume written with a count of vessels is one vessel's (500ml 1本, 350ml缶2本, 200ml 2杯).
  const counted = quantities.some((quantity) => VESSEL_COUNTERS.has(quantity.unit));
  const volumePerVessel = counted ? quantities.find((quantity) => quantity.unit === 'ml' || quantity.unit === 'l') : undefined;
  const vessel = [
    ...(volumePerVessel ? [{ ...volumePerVessel, value: mlOf(volumePerVessel) }] : []),
    ...quantities
      .filter((quantity) => quantity.unit === 'container-ml')
      .map((quantity) => {
        if (quantity.value === 200 && ownGlass !== undefined) return { ...quantity, value: ownGlass / (entry.density ?? 1) };
        // A bare 瓶 of a drink sold in a bottle of its own (ラムネ 瓶1本: 200 ml) is that bottle, not beer's 中瓶.
        if (quantity.text === '瓶' && ownBottle !== undefined) return { ...quantity, value: ownBottle / (entry.density ?? 1) };
        if (quantity.text === '瓶' && DRINK_KINDS.has(entry.kind) && parts.some(({ part }) => part.food.group === MILK_GROUP)) {
          return { ...quantity, value: MILK_BOTTLE_ML };
        }
        // A bottle of no kind is wine's 750 ml for an alcohol; of coffee or tea (ボトルコーヒー) the PET bottle's.
        return BARE_BOTTLE.test(quantity.text) && entry.kind !== 'alcohol' ? { ...quantity, value: PET_BOTTLE_ML } : quantity;
      }),
    // "a glass of coke", "two glasses of green tea": the English glass is the コップ above, counted as its 杯 is, where the
    // drink has no glass of its own (a glass of wine stays its 120 ml, of whisky its 30 ml).
    ...(ownGlass === undefined && DRINK_KINDS.has(entry.kind)
      ? quantities
          .filter((quantity) => quantity.unit === '杯' && ENGLISH_GLASS.test(quantity.text))
          .map((quantity) => ({ ...quantity, value: GLASS_ML }))
      : []),
  ][0];

  // A weight written on a dish made of one main food and its condiments (とんかつ 120g) is the main food's;
  // a volume written on a drink (ミルクティー 500ml) is the whole drink's.
  const main = parts[0]!;
  const mainCarries = parts.length > 1 && entry.kind !== 'drink' && main.grams >= 0.7 * serving && !parts.some(({ part }) => part.staple);
  // A weight written on a staple with replaceable contents (パスタ 120g: the pasta, its sauce a serving) is the staple's.
  const staples = parts.filter(({ part }) => part.staple);
  const stapleCarries =
    parts.length > 1 && staples.length === 1 && parts.every(({ part }) => part.staple || part.fillingGrams !== undefined);
  const count = (weight: UnitWeight, value: number, unit?: string): void => {
    // A guessed piece weight never adds up to more than a few standard servings (5 nuggets are not a kilo of chicken).
    const grams = weight.basis === 'typical' ? Math.min(weight.grams * value, GUESSED_COUNT_MAX_SERVINGS * serving) : weight.grams * value;
    parts = scaled(parts, grams / totalGrams(parts));
    pieces = value;
    countedPieces = value;
    // "karaage bento, ate half": less than one of a dish whose piece is its serving is a share of that serving, as
    // 唐揚げ弁当 半分 is, not a piece of a guessed weight.
    const shareOfServing = value < 1 && weight.basis === 'typical' && Math.abs(weight.grams - serving) < 0.5;
    if (shareOfServing) return;
    if (weight.basis === 'typical') pieceWeight = 'typical';
    // A piece of a food whose serving is the engine's own default weighs what the engine says (ウインナー 1本 17 g).
    // A dish counted in its own pieces (寿司 3貫) is not: only its serving (1人前 10貫) is the engine's.
    else if (weight.basis === 'exact' && !entry.standardPortion && pieceWeight === 'fixed' && !ownDishPiece(entry, unit))
      pieceWeight = 'convention';
    source = weight.basis === 'exact' || source === 'written' ? 'written' : 'guessed';
  };
  for (const quantity of quantities) {
    // asServed: a bite is of the dish as served (娘のハンバーグを一口: 15 g of the steak and its sauce), never of its main alone.
    const setTotal = (grams: number, asServed = false): void => {
      if (asServed) {
        parts = scaled(parts, grams / totalGrams(parts));
        massWritten = true;
        source = 'written';
        return;
      }
      // つけ麺 300g, ざるそば 250g: a weight on a dish its shops weigh by the noodles is its noodles', boiled.
      if (entry.noodleGramsPerBoiled !== undefined && WEIGHT_UNITS.has(quantity.unit))
        parts = parts.map((amount) => (amount.part.staple ? { ...amount, grams: grams * entry.noodleGramsPerBoiled! } : amount));
      // ラーメン 500g: a weight on a bowl of soup noodles is the bowl's as served, its broth and boiled noodles weighed.
      else if (entry.servedGramsPerRecipeGram !== undefined && WEIGHT_UNITS.has(quantity.unit))
        parts = scaled(parts, grams / (totalGrams(parts) * entry.servedGramsPerRecipeGram));
      else if (mainCarries) parts = parts.map((amount, i) => (i === 0 ? { ...amount, grams } : amount));
      else if (stapleCarries) parts = parts.map((amount) => (amount.part.staple ? { ...amount, grams } : amount));
      else parts = scaled(parts, grams / totalGrams(parts));
      massWritten = true;
      source = 'written';
    };
    switch (quantity.unit) {
      case 'slice-cut':
      case 'container-ml':
      case 'abv':
        break;
      case 'g':
        setTotal(quantity.value);
        break;
      case 'kg':
        setTotal(quantity.value * 1000);
        break;
      case 'ml':
      case 'l':
      case '大さじ':
      case '小さじ': {
        // A volume per vessel is counted with the vessels below, not set as the total.
        if (quantity === volumePerVessel) break;
        // プロテイン 300ml: the volume of the drink the powder is made into, not its own.
        const servedMl = quantity.unit === 'ml' || quantity.unit === 'l' ? entry.gramsPerServedMl : undefined;
        const spoon = spoonGrams(entry, quantity.unit);
        setTotal(spoon !== undefined ? quantity.value * spoon : mlOf(quantity) * (entry.density ?? servedMl ?? 1));
        break;
      }
      case 'spoon': {
        // "a spoon of sugar", "a spoon of honey in my tea": a teaspoon of a sugar or a seasoning, stirred in; a
        // tablespoon of anything else eaten from the spoon (peanut butter, yogurt, olive oil).
        const unit = stirredIn(entry) ? '小さじ' : '大さじ';
        setTotal(quantity.value * (spoonGrams(entry, unit) ?? ML_PER_UNIT[unit]! * (entry.density ?? 1)));
        break;
      }
      case 'handful':
        setTotal(25 * quantity.value);
        if (pieceWeight === 'fixed') pieceWeight = 'convention';
        break;
      case 'bite':
        setTotal(BITE_GRAMS * quantity.value, true);
        pieceWeight = 'convention';
        break;
      case 'pinch':
        if (entry.kind === 'seasoning') setTotal(PINCH_OF_SEASONING_ML * quantity.value * (entry.density ?? 1));
        else {
          setTotal(PINCH_OF_FOOD_GRAMS * quantity.value);
          pieceWeight = 'typical';
        }
        break;
      case 'times':
        // ビール 大ジョッキ ×2: two of the vessel named, where the vessel alone was counted once.
        count(vessel ? { grams: vessel.value * (entry.density ?? 1), basis: 'exact' } : timesWeight(entry), quantity.value);
        break;
      default: {
        // うどん 2玉 = 麺 ×2, つゆ・具は 1杯分 (PORTIONS.md → Staples).
        if (quantity.unit === '玉' && entry.isDish && parts.some(({ part }) => part.staple)) {
          parts = parts.map((amount) => (amount.part.staple ? { ...amount, grams: amount.grams * quantity.value } : amount));
          pieces = quantity.value;
          source = 'written';
          break;
        }
        // キャベツ1/4個, メロン1/8: a part of a food sold whole is a part of the whole one, not of a serving;
        // half a pizza (a dish served in slices) is half of the whole dish, not of a slice.
        const whole =
          quantity.value < 1 && GENERIC_COUNT_UNITS.has(quantity.unit)
            ? (wholePieceGrams(entry) ?? (servingPieces(entry) > 1 ? serving : undefined))
            : undefined;
        if (whole !== undefined && whole >= serving) {
          count({ grams: whole, basis: 'exact' }, quantity.value, quantity.unit);
          break;
        }
        // A cup is a volume read as grams, and how cooked rice packs in it varies (158-205 g): the weight is a convention.
        const cup = measuredByCup(entry, quantity);
        if (cup && pieceWeight === 'fixed') pieceWeight = 'convention';
        const byVessel = vessel !== undefined && VESSEL_COUNTERS.has(quantity.unit);
        const weight: UnitWeight | undefined = byVessel
          ? { grams: vessel.value * (entry.density ?? 1), basis: 'exact' }
          : ((quantity.vague ? smallestPiece(entry) : undefined) ?? cup ?? unitWeight(entry, pieceUnit(entry, quantity)));
        // "large glass of orange juice (350ml)": a volume written for each vessel is the amount, as a volume alone is.
        if (byVessel && volumePerVessel !== undefined) massWritten = true;
        if (weight)
          count(slicePiece === undefined ? weight : { grams: slicePiece, basis: 'exact' }, quantity.value, pieceUnit(entry, quantity));
      }
    }
  }
  if (vessel && !quantities.some((quantity) => ['杯', '本', 'count', 'times', 'ml', 'l', 'g'].includes(quantity.unit))) {
    parts = scaled(parts, (vessel.value * (entry.density ?? 1)) / totalGrams(parts));
    source = 'written';
  }
  // "玉ねぎ半分", "アボカド半分": half of one of a food sold whole, not half of a smaller default serving.
  const whole = quantities.length === 0 && portions.includes('half') ? wholePieceGrams(entry) : undefined;
  if (whole !== undefined && whole > serving) parts = scaled(parts, whole / serving);
  // ご飯大盛り2杯: two bowls of 250 g (PORTIONS.md's 大盛り is a bowl's), not 300 g made 1.5 times bigger.
  if (!massWritten)
    parts =
      countedPieces > 0
        ? scaled(applyPortionWords(scaled(parts, 1 / countedPieces), portions), countedPieces)
        : applyPortionWords(parts, portions);
  // "half a 500ml bottle of juice", ステーキ 200g 半分: a size word gives way to the weight written, but half is a share of
  // it that was eaten, not a size it was served in.
  else if (portions.includes('half')) parts = scaled(parts, PORTION_FACTORS.half);
  return { parts: atStrengthWritten(entry, parts, quantities), source, pieces, pieceWeight };
}

// Grams of ethanol in a millilitre of it, and its energy per gram (the Atwater factor MEXT uses for alcohol).
const ETHANOL_G_PER_ML = 0.8;
const ETHANOL_KCAL_PER_G = 7;
// A can written as its counter or with its volume (ハイボール 1缶, 500ml缶, "a can of highball").
const isCan = (quantity: Quantity): boolean => quantity.unit === '缶' || /缶|\bcans?\b/u.test(quantity.text);

/**
 * 缶チューハイ 9%, ハイボール 500ml缶: a drink's alcohol at the strength written on it, or at its can's where a can is
 * stronger than the glass (drink-strengths.tsv), the rest of the drink as it is. A drink counted as its spirit
 * (ハイボール: the whisky it holds) holds that much more or less spirit; a drink of its own MEXT row (缶チューハイ,
 * 7.1 %) holds the alcohol above the row's as the spirit it is made with (甲類焼酎), and a weaker one (ほろよい 3 %)
 * is the row less the energy of the alcohol it lacks (7 kcal a gram, 0.8 g a millilitre), its sugar kept.
 */
function atStrengthWritten(entry: Entry, parts: PartAmount[], quantities: Quantity[]): PartAmount[] {
  const strength = entry.strength;
  if (!strength) return parts;
  const written = quantities.find((quantity) => quantity.unit === 'abv')?.value;
  const percent = written ?? (quantities.some(isCan) ? strength.cannedPercent : undefined) ?? strength.servedPercent;
  if (percent === undefined || percent === strength.percent) return parts;
  if (parts.some(({ part }) => isSpirit(part)))
    return parts.map((amount) => (isSpirit(amount.part) ? { ...amount, grams: (amount.grams * percent) / strength.percent } : amount));
  const drink = parts[0]!;
  const ml = drink.grams / (drink.part.density ?? 1);
  const ethanolGrams = ((percent - strength.percent) / 100) * ml * ETHANOL_G_PER_ML;
  if (ethanolGrams > 0 && strength.spirit) {
    // The spirit's ethanol per gram: a distilled spirit's energy is its alcohol's.
    const spiritEthanol = strength.spirit.food.kcal / 100 / ETHANOL_KCAL_PER_G;
    return [...parts, { part: strength.spirit, grams: ethanolGrams / spiritEthanol }];
  }
  // The drink's grams carry the energy; its volume stays the one drunk (its component is named in ml).
  const kcal = (drink.part.food.kcal * drink.grams) / 100;
  const factor = kcal > 0 ? Math.max(0, 1 + (ethanolGrams * ETHANOL_KCAL_PER_G) / kcal) : 1;
  const density = (drink.part.density ?? 1) * factor;
  return parts.map((amount) => (amount === drink ? { part: { ...amount.part, density }, grams: amount.grams * factor } : amount));
}

const ownDishPiece = (entry: Entry, unit: string | undefined): boolean =>
  entry.isDish && unit !== undefined && piecesInServing(entry, unit) > 1;

// Counters of a food's whole piece (one onion, one avocado, a block of tofu, a bunch of grapes, a head of 白菜).
/**
 * "2 pieces of tonkatsu sando", "a piece of melon": an English piece of a food its own table counts both whole (個) and
 * in lighter cut pieces (切れ: a sandwich cut in two or three, a melon's wedge) is a cut piece, as English counts a whole
 * one by its name ("2 sandwiches", "a melon") and a part by "a piece of"; 2個 and 2つ stay whole ones.
 */
function pieceUnit(entry: Entry, quantity: Quantity): string {
  if (quantity.unit !== '個' || !/\bp(?:iece|c)s?\b/u.test(quantity.text)) return quantity.unit;
  const cut =
    entry.unitGrams.get('切れ') ??
    (entry.piecesPerServing.has('切れ') ? servingGrams(entry) / entry.piecesPerServing.get('切れ')! : undefined);
  const whole =
    entry.unitGrams.get('個') ?? (entry.piecesPerServing.has('個') ? servingGrams(entry) / entry.piecesPerServing.get('個')! : undefined);
  return cut !== undefined && whole !== undefined && cut < whole ? '切れ' : quantity.unit;
}

const WHOLE_PIECE_UNITS = ['個', '本', '丁', '玉', '枚', '尾', '房', '株'];
// Counts that name no piece of their own (1/4個, メロン 1/8).
const GENERIC_COUNT_UNITS = new Set(['個', 'count']);

function wholePieceGrams(entry: Entry): number | undefined {
  // Rotisserie chicken: a dish of a bird sold whole, its serving a share of the bird (羽 below one): half a rotisserie
  // chicken is half the bird, not half a serving of it. A dish counted by a piece of the bird too (ローストチキン 本, a
  // leg) is served by that piece, and its half is half of one.
  const birds = entry.piecesPerServing.get('羽');
  if (birds !== undefined && birds < 1 && entry.piecesPerServing.size === 1)
    return entry.parts.reduce((sum, part) => sum + part.grams, 0) / birds;
  if (entry.parts.length !== 1 || entry.density !== undefined) return undefined;
  const wholes = WHOLE_PIECE_UNITS.map((unit) => entry.unitGrams.get(unit)).filter((grams) => grams !== undefined);
  return wholes.length > 0 ? Math.max(...wholes) : undefined;
}

// A staple sized apart from what is on it: a bowl's rice or noodles (PORTIONS.md: 大盛り 具・ルウは同じ). A dish on bread
// is sized whole, as a shop sells it: a pizza's L is a larger round its toppings cover, a large sandwich or burger holds more.
const isBowlStaple = (part: EntryPart): boolean => part.staple && part.kind !== 'bread';

// MEXT's class of distilled spirits (焼酎, ウイスキー, ジン…): what a mixed drink's strength is made of.
export const isSpirit = (part: EntryPart): boolean => part.food.nameJa.includes('（蒸留酒類）');

function applyPortionWords(parts: PartAmount[], portions: PortionWord[]): PartAmount[] {
  let result = parts;
  for (const word of portions) {
    // 濃いめ: more spirit in the same glass; a food without a spirit (味濃いめ on ramen, coffee) is unchanged.
    if (word === 'stronger') {
      result = result.map((amount) => (isSpirit(amount.part) ? { ...amount, grams: amount.grams * PORTION_FACTORS[word] } : amount));
      continue;
    }
    if (word === 'side-bowl') {
      result = scaled(result, Math.min(1, SIDE_BOWL_GRAMS / totalGrams(result)));
      continue;
    }
    // うな重 上, 特上, かつや's カツ丼 竹 and 松, a 天丼's 竹 and 松: more of the main topping on the same rice (dish-sizes.tsv),
    // the heaviest part that is not the rice, a seasoning or a drink, with the toppings of its kind (the eel, the cutlet: 松
    // is two cutlets under the same egg; a 天丼's every tempura), not the egg that binds it, the tare or the tea of a ひつまぶし.
    if (word === 'grade-up' || word === 'grade-top') {
      const toppings = result.filter(({ part }) => !part.staple && part.kind !== 'seasoning' && !DRINK_KINDS.has(part.kind));
      const main = toppings.reduce<PartAmount | undefined>(
        (best, amount) => (!best || amount.grams > best.grams ? amount : best),
        undefined,
      );
      const graded = new Set(toppings.filter((amount) => amount.part.kind === main?.part.kind));
      result = result.map((amount) => (graded.has(amount) ? { ...amount, grams: amount.grams * PORTION_FACTORS[word] } : amount));
      continue;
    }
    // ダブル: a double whisky is two measures in the glass, a double burger two patties in one bun; トリプル three.
    if (word === 'double' || word === 'triple') {
      const doubles = result.some(({ part }) => isSpirit(part))
        ? (part: EntryPart) => isSpirit(part)
        : result.some(({ part }) => part.staple)
          ? (part: EntryPart) => !part.staple
          : () => true;
      result = result.map((amount) => (doubles(amount.part) ? { ...amount, grams: amount.grams * PORTION_FACTORS[word] } : amount));
      continue;
    }
    if (WHOLE_SERVING_WORDS.has(word) || !result.some(({ part }) => isBowlStaple(part))) {
      result = scaled(result, PORTION_FACTORS[word]);
      continue;
    }
    // 大盛り on a 丼, カレー or noodles changes the rice or noodles only (PORTIONS.md: 具・ルウは同じ), and a sushi rice's
    // vinegar with its rice: すし飯 is the two (9 : 1), so a 鉄火丼's 250 g of it and its 大盛り 350 g hold both.
    const vinegar = result.find(({ part }) => isSushiVinegar(part));
    const riceFactor = (grams: number): number => {
      const served = grams + (vinegar?.grams ?? 0);
      const sized = RICE_PORTIONS[Math.round(served)]?.[word];
      return sized === undefined ? PORTION_FACTORS[word] : sized / served;
    };
    const rice = result.find(({ part }) => part.staple && part.kind === 'rice');
    result = result.map((amount) => {
      if (amount === vinegar && rice) return { ...amount, grams: amount.grams * riceFactor(rice.grams) };
      if (!amount.part.staple) return amount;
      return { ...amount, grams: amount.grams * (amount.part.kind === 'rice' ? riceFactor(amount.grams) : PORTION_FACTORS[word]) };
    });
  }
  return result;
}

// The vinegar of a sushi rice (MEXT's すし酢 にぎり用, 巻き寿司・箱寿司用, 稲荷用).
const isSushiVinegar = (part: EntryPart): boolean => part.food.nameJa.includes('すし酢');
