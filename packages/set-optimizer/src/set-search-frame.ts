import type { Macros } from '@shokuji/nutrition';
import { emptyBox, type MacroBox } from './macro-ranges';
import type { TailIndex } from './set-tail-ranges';

/**
 * What the search knows at one node: its bound's parts, which its children refine with what they
 * know of themselves, the block being walked and the child being tried. One frame per depth, reused
 * by every node there, so the search allocates nothing per node (set-search.ts fills it, the bounds
 * of set-search-bounds.ts read it).
 */
export interface Frame {
  d: number;
  /** The set's totals so far. */
  x: Macros;
  roomAfter: number;
  requiredAfter: number;
  hasCore: boolean;
  /** The set has its lead: a core, or at snack time something to eat (SetState.hasLead). */
  hasLead: boolean;
  /** The set has a side, soup or combo, or has no piece yet (one piece needs none). */
  companionIn: boolean;
  coreFixed: boolean;
  /**
   * What a set below the node must reach with its other factors: the ranking's threshold over the most
   * the treat factor can be below the node (treatBound), so every check of the bounds counts what is
   * drunk and the sweets.
   */
  threshold: number;
  /** The most the treat factor (set-state.ts → treatFactor) can be for a set below the node. */
  treatBound: number;
  /** A child set whose treat factor is below this misses the threshold however well it fits. */
  treatFloor: number;
  seenChanges: number;
  // The node's bound, over every extension: naturalness but the companion factor times likelihood;
  // the companion factor; the best pairing; the most popularity; the logged pairs a set can still
  // complete with one more piece and with two; the logged items' best terms by piece count.
  other: number;
  companion: number;
  bonusAhead: number;
  /** The pairing classes of the items still available (a bit mask). */
  classesAhead: number;
  popularityAhead: number;
  pairOneMore: number;
  pairTwoMore: number;
  historyAhead: Float64Array;
  /** Over the items still available: the most P/F/C per kcal, and the fewest kcal. */
  proteinPerKcal: number;
  fatPerKcal: number;
  carbsPerKcal: number;
  minCal: number;
  // The block being walked.
  blockCompanion: number;
  blockPenalty: number;
  blockBonus: number;
  blockOwnCompanion: number;
  /** The pairing classes of the items that may follow a child of the block, and the best pairing its sets may earn. */
  tailClasses: number;
  blockBonusAhead: number;
  /** allowed[k]: the miss a set of the child plus k more pieces may have, from the block's bound. */
  allowed: Float64Array;
  mostAllowed: number;
  tail: TailIndex;
  /** Children lighter or heavier than these kcal can reach neither the fit nor the cap. */
  childCalLow: number;
  childCalHigh: number;
  // The child being tried: its totals; its pair term and sums of popularity and history; its pairing
  // classes, clashes and pairing with the set; its clash, pairing and companion factors with what may
  // follow (ahead), and those times the item count factor with one more piece; the popularity and
  // history means its extensions may reach; the best logged pair they may complete.
  childSums: Macros;
  childPairHistory: number;
  childPopularitySum: number;
  childItemHistorySum: number;
  childClasses: number;
  childPenalty: number;
  childBonus: number;
  childAhead: number;
  /** Whether the set with the child holds a side, soup or combo (its companion factor is then 1). */
  childHasCompanion: boolean;
  childPopularityMean: number;
  childHistoryMean: number;
  childNewPairs: number;
  /** childAllowed[k]: the miss a set of the child plus k more pieces may have, from the child's own bound. */
  childAllowed: Float64Array;
  // Scratch.
  stack: Int32Array;
  /** The children of the block being walked, gathered to be tried in order of priority. */
  children: Int32Array;
  box: MacroBox;
  tailBox: MacroBox;
  low: Macros;
  high: Macros;
  withLogged: Macros;
  withLoggedHigh: Macros;
}

const macros = (): Macros => ({ cal: 0, protein: 0, fat: 0, carbs: 0 });

/** The frames of a search of up to maxItems pieces over poolSize items, one per depth. */
export function createFrames(maxItems: number, poolSize: number, firstTail: TailIndex): Frame[] {
  return Array.from({ length: maxItems + 1 }, (_, d) => ({
    d,
    x: macros(),
    roomAfter: 0,
    requiredAfter: 0,
    hasCore: false,
    hasLead: false,
    companionIn: false,
    coreFixed: false,
    threshold: 0,
    treatBound: 1,
    treatFloor: 0,
    seenChanges: 0,
    other: 0,
    companion: 1,
    bonusAhead: 1,
    classesAhead: 0,
    tailClasses: 0,
    blockBonusAhead: 1,
    popularityAhead: 0,
    pairOneMore: 0,
    pairTwoMore: 0,
    historyAhead: new Float64Array(maxItems + 2),
    proteinPerKcal: 0,
    fatPerKcal: 0,
    carbsPerKcal: 0,
    minCal: 0,
    blockCompanion: 1,
    blockPenalty: 1,
    blockBonus: 1,
    blockOwnCompanion: 1,
    allowed: new Float64Array(maxItems + 1),
    mostAllowed: -Infinity,
    tail: firstTail,
    childCalLow: 0,
    childCalHigh: 0,
    childSums: macros(),
    childPairHistory: 0,
    childPopularitySum: 0,
    childItemHistorySum: 0,
    childClasses: 0,
    childPenalty: 1,
    childBonus: 1,
    childAhead: 0,
    childHasCompanion: false,
    childPopularityMean: 0,
    childHistoryMean: 0,
    childNewPairs: 0,
    childAllowed: new Float64Array(maxItems + 1),
    stack: new Int32Array(128),
    children: new Int32Array(poolSize),
    box: emptyBox(),
    tailBox: emptyBox(),
    low: macros(),
    high: macros(),
    withLogged: macros(),
    withLoggedHigh: macros(),
  }));
}
