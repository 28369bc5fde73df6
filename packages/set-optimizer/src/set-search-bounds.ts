import type { Macros } from '@shokuji/nutrition';
import * as macroRanges from './macro-ranges';
import { BLOCKS, type SetPool } from './set-pool';
import { AXIS_RULES, LIKELIHOOD } from './set-rules';
import type { Frame } from './set-search-frame';
import type { SearchIndexes } from './set-search-indexes';
import * as setState from './set-state';
import type { SetState } from './set-state';
import { blocksFrom, COMPANION_BLOCKS, PAIR_WALK_ORDER, TAIL_START, type PairWalkWork } from './set-tail-ranges';

// The feasibility bounds of the search (docs/sets.md → Bounds): whether any set below a range of
// children, or below one child, may still reach the ranking's threshold. Each answers from the frame
// (set-search-frame.ts) the search filled; a false answer prunes, so each must never be too strict.

// Transpiled imports are read through getters; the bounds read these copies, bound once.
const {
  BLOCK_ROLE,
  COMPANION_GROUP,
  ROLE_GROUP,
  ROLE_INCLUDES_COMPANION,
  countFactor,
  likelihoodOf,
  pairingBound,
  rangeWithin,
  totalsMiss,
} = setState;
const { setSums } = macroRanges;
const BLOCK_COUNT = BLOCKS.length;
const CAL = AXIS_RULES.cal;
const POPULARITY_WEIGHT = LIKELIHOOD.popularityWeight;

/** Float sums in a bound and in the objective may differ in the last bits; never prune on that. */
export const SAFETY = 1 + 1e-9;

/**
 * How much work a pass may take, and may still take (docs/sets.md → Work budget): steps (children
 * tried and ranges of children checked) and pair steps (pairs of k-d tree nodes the bound of two more
 * pieces looks at). `left` is below 0 once the pass was cut; when the pair steps ran out first,
 * `leftAtPairStop` keeps the steps that were left.
 */
export interface WorkBudget extends PairWalkWork {
  readonly steps: number;
  left: number;
  readonly pairSteps: number;
  leftAtPairStop: number | null;
}

/** Stops the pass once its pair steps ran out, as running out of steps does. */
function stopOnPairSteps(work: WorkBudget): void {
  if (work.pairStepsLeft >= 0 || work.leftAtPairStop !== null) return;
  work.leftAtPairStop = work.left;
  work.left = -1;
}

/** The weighted kcal a set may miss and still reach the threshold, given a bound of its other factors. */
export function missAllowed(scaleKcal: number, otherFactors: number, threshold: number): number {
  if (otherFactors <= 0) return -Infinity;
  return threshold > 0 ? scaleKcal * Math.log((otherFactors * SAFETY) / threshold) : Infinity;
}

/** The highest mean over d + n pieces, n between required and room, when the n added pieces bring at most top[n]. */
export function historyMeanBound(sum: number, top: Float64Array, d: number, required: number, room: number): number {
  let most = 0;
  for (let n = required; n <= room; n++) most = Math.max(most, (sum + top[n]!) / (d + n));
  return most;
}

/** The highest mean over d + n pieces, n between required and room, when every added piece brings `best`. */
export function meanBound(sum: number, best: number, d: number, required: number, room: number): number {
  return Math.max((sum + required * best) / (d + required), (sum + room * best) / (d + room));
}

/**
 * The bounds of one pass of the search over one pool: they read the search's state (the set so far)
 * and the frames it fills, and never change either.
 */
export class SearchBounds {
  private readonly target: Macros;
  private readonly capKcal: number;
  private readonly scaleKcal: number;
  private readonly cal: Float64Array;
  private readonly protein: Float64Array;
  private readonly fat: Float64Array;
  private readonly carbs: Float64Array;
  /** The items with history: logged items and both items of logged pairs, each once. */
  private readonly logged: Int32Array;
  /** Per item, the blocks it closes: those whose items are all a part it comes with (SetState.blockParts). */
  private readonly closes: Int32Array;
  /**
   * The items the tails' walks skip: the pool's left-out items (another meal's, an earlier answer's
   * products: set-variety.ts) in the passes that run to their end; none in a pass its budget may cut,
   * whose steps were counted with the bounds before (docs/sets.md → Work budget).
   */
  private readonly skip: Uint8Array | null;

  constructor(
    private readonly pool: SetPool,
    private readonly state: SetState,
    private readonly indexes: SearchIndexes,
    private readonly work: WorkBudget,
  ) {
    this.target = pool.target;
    this.capKcal = pool.capKcal;
    this.scaleKcal = pool.scaleKcal;
    this.cal = pool.cal;
    this.protein = pool.protein;
    this.fat = pool.fat;
    this.carbs = pool.carbs;
    this.logged = Int32Array.from(
      new Set([...pool.historyList.map((entry) => entry.i), ...pool.pairList.flatMap((pair) => [pair.a, pair.b])]),
    );
    this.skip = state.closedParts ? pool.excluded : null;
    this.closes = new Int32Array(pool.size);
    const words = pool.partWords;
    for (let i = 0; i < pool.size; i++)
      for (let w = 0; w < words; w++)
        if (pool.includedParts[i * words + w]! !== 0)
          for (let b = 0; b < BLOCK_COUNT; b++)
            if ((pool.includedParts[i * words + w]! & state.blockParts[b * words + w]!) !== 0) this.closes[i]! |= 1 << b;
  }

  /** missAllowed at this pool's energy scale. */
  missAllowed(otherFactors: number, threshold: number): number {
    return missAllowed(this.scaleKcal, otherFactors, threshold);
  }

  /**
   * How fast the allowance of a set of `pieces` pieces falls per unit of popularity term its last
   * pieces lack, from `added` (the most they may bring to popularitySum): the slope of the allowance's
   * logarithm there. The allowance is concave in the popularity added, so the tangent is above it
   * (docs/sets.md → Bounds, popularity).
   */
  private popularitySlope(popularitySum: number, added: number, pieces: number): number {
    return (this.scaleKcal * POPULARITY_WEIGHT) / pieces / (1 - POPULARITY_WEIGHT + (POPULARITY_WEIGHT * (popularitySum + added)) / pieces);
  }

  // ---- One child (frame.childSums holds its totals) ----

  /**
   * Whether some set that adds one or more pieces to the child with item j may reach the threshold:
   * one more piece, two more, then more. Fills the frame's child fields the checks read.
   */
  childMayGrow(f: Frame, j: number): boolean {
    const { target, capKcal } = this;
    const childCal = f.childSums.cal;
    // One more piece: the tail items whose kcal could still fit (the window slides with the child's kcal).
    const tail = f.tail;
    const blockOneMore = f.allowed[1]!;
    let windowOpen = false;
    let tailFirst = 0;
    let tailEnd = 0;
    if (blockOneMore >= 0) {
      tailFirst = tail.countBelow(target.cal - childCal - blockOneMore / CAL.under);
      tailEnd = tail.countUpTo(Math.min(capKcal, target.cal + blockOneMore / CAL.over) - childCal);
      windowOpen = tailFirst < tailEnd;
    }
    let blockSeveral = -Infinity;
    for (let k = 2; k <= f.roomAfter; k++) blockSeveral = Math.max(blockSeveral, f.allowed[k]!);
    if (!windowOpen && blockSeveral < 0) return false;

    this.childAllowances(f, j);
    return (
      (windowOpen && f.childAllowed[1]! >= 0 && this.oneMoreFits(f, j, tailFirst, tailEnd)) ||
      (f.roomAfter >= 2 && f.childAllowed[2]! >= 0 && this.twoMoreFit(f, j)) ||
      (f.roomAfter >= 3 &&
        this.severalWithin(
          f,
          f.childSums,
          f.childSums,
          j,
          Math.max(3, f.requiredAfter),
          f.d + 1,
          f.childAhead,
          f.childPopularityMean,
          f.childItemHistorySum,
          f.childHistoryMean,
          f.childPairHistory,
          f.childNewPairs,
        ))
    );
  }

  /** The child's own allowances for k more pieces (frame.childAllowed): its clashes, pairings, popularity and history. */
  private childAllowances(f: Frame, j: number): void {
    const { pool, state } = this;
    const d = f.d;
    const pieces = d + 1;
    state.peekPairs(j);
    const pairHistory = state.peekPairHistory;
    const popularitySum = state.popularitySum[d]! + pool.popularity[j]!;
    const itemHistorySum = state.itemHistorySum[d]! + pool.itemHistory[j]!;
    const childClasses = state.classMask[d]! | (1 << pool.pairClass[j]!);
    const tailClasses = this.classesBeside(f, j, j);
    const bonus = pairingBound(state.peekBonus, childClasses | (f.roomAfter >= 2 ? tailClasses : 0), tailClasses);
    const childPenalty = state.peekPenalty;
    const ahead = childPenalty * bonus * f.blockCompanion;
    f.childClasses = childClasses;
    f.childPenalty = childPenalty;
    f.childBonus = state.peekBonus;
    f.childAhead = ahead;
    f.childPairHistory = pairHistory;
    f.childPopularitySum = popularitySum;
    f.childItemHistorySum = itemHistorySum;
    const role = pool.role[j]!;
    f.childHasCompanion = state.hasCompanion() || ROLE_GROUP[role] === COMPANION_GROUP || ROLE_INCLUDES_COMPANION[role] === 1;
    const popularityMean = meanBound(popularitySum, f.popularityAhead, pieces, 1, f.roomAfter);
    const historyMean = historyMeanBound(itemHistorySum, f.historyAhead, pieces, 1, f.roomAfter);
    f.childPopularityMean = popularityMean;
    f.childHistoryMean = historyMean;
    // Logged pairs a set may still complete after the child: with the child, with a piece it holds, or two to come.
    const pairTwoMore = f.roomAfter >= 2 ? f.pairTwoMore : 0;
    const newPairs = Math.max(pool.pairBest[j]!, f.pairOneMore, pairTwoMore);
    f.childNewPairs = newPairs;
    const extensionFactors = ahead * likelihoodOf(popularityMean, historyMean, Math.max(pairHistory, newPairs));
    const childAllowed = f.childAllowed;
    for (let k = 1; k <= f.roomAfter; k++)
      childAllowed[k] = k < f.requiredAfter ? -Infinity : this.missAllowed(extensionFactors * countFactor(pieces + k), f.threshold);
  }

  /**
   * One more piece, among the tail items [tailFirst, tailEnd) whose kcal could fit. A logged item, or
   * the partner of a logged pair, lifts the allowance for that one item only: the tail is walked with
   * the allowance of an item without history, and each logged item or partner is looked at by itself.
   */
  private oneMoreFits(f: Frame, j: number, tailFirst: number, tailEnd: number): boolean {
    const pieces = f.d + 1;
    const popularitySum = f.childPopularitySum;
    const plain = this.missAllowed(
      f.childAhead *
        likelihoodOf((popularitySum + f.popularityAhead) / (pieces + 1), f.childItemHistorySum / (pieces + 1), f.childPairHistory) *
        countFactor(pieces + 1),
      f.threshold,
    );
    const best = f.popularityAhead;
    const sums = f.childSums;
    return (
      (plain >= 0 &&
        f.tail.anyWithin(
          tailFirst,
          tailEnd,
          sums,
          sums,
          this.target,
          plain,
          best,
          this.popularitySlope(popularitySum, best, pieces + 1),
          this.skip,
        )) ||
      this.loggedFits(f, j)
    );
  }

  /**
   * Two more: pairs of items whose kcal could still fit, each pair with its own popularity; as for
   * one more, the pairs are walked with the allowance of two items without history, and each logged
   * item or partner is looked at by itself with any item after it. The pairs are walked block by
   * block (PAIR_WALK_ORDER): those with a piece of the block and one of the blocks not yet walked,
   * with the pairing and companion factors those blocks can still give, so that once the soups and
   * the side dishes are walked the others keep the companion factor and earn no rice-and-soup pairing.
   */
  private twoMoreFit(f: Frame, j: number): boolean {
    const { pool, target, capKcal } = this;
    const { tails, blockClasses } = this.indexes;
    const twoMore = f.childAllowed[2]!;
    const pieces = f.d + 1;
    const childCal = f.childSums.cal;
    const popularitySum = f.childPopularitySum;
    const floor = target.cal - childCal - twoMore / CAL.under;
    const ceiling = Math.min(capKcal, target.cal + twoMore / CAL.over) - childCal;
    const most = 2 * f.popularityAhead;
    const slope = this.popularitySlope(popularitySum, most, pieces + 2);
    const likelihood =
      likelihoodOf((popularitySum + most) / (pieces + 2), f.childItemHistorySum / (pieces + 2), f.childPairHistory) *
      countFactor(pieces + 2);
    // The blocks the child closes hold no piece beside it (SetState.blockTakesMore): none of their pairs, nor their classes.
    const closes = this.closes[j]!;
    let rest = blocksFrom(TAIL_START[pool.block[j]!]!);
    for (let n = 0; n < BLOCK_COUNT; n++) {
      const b = PAIR_WALK_ORDER[n]!;
      if ((rest & (1 << b)) === 0 || pool.blockStart[b] === pool.blockEnd[b] || (closes & (1 << b)) !== 0) continue;
      const restClasses = f.tailClasses & blockClasses[rest & ~closes]!;
      const companion = f.childHasCompanion || (rest & ~closes & COMPANION_BLOCKS) !== 0 ? f.blockCompanion : pool.missingCompanion;
      const pairing = pairingBound(f.childBonus, f.childClasses | restClasses, restClasses);
      const allowed = this.missAllowed(f.childPenalty * pairing * companion * likelihood, f.threshold);
      if (
        allowed >= 0 &&
        tails
          .ofBlocks(1 << b)
          .anyPairWithin(f.childSums, target, allowed, floor, ceiling, most, slope, tails.ofBlocks(rest), this.skip, this.work)
      ) {
        // Pair steps run out: the walk proved nothing, and the pass stops (its loops read work.left).
        stopOnPairSteps(this.work);
        return true;
      }
      rest &= ~(1 << b);
    }
    return this.loggedPairFits(f, j, f.childAhead * countFactor(pieces + 2));
  }

  /**
   * The best pairing of the set, child j, logged `item` and one more piece of the tail, less the blocks
   * child j or `item` closes: a piece of them never joins beside it (SetState.blockTakesMore).
   */
  private pairingWithLogged(f: Frame, j: number, item: number): number {
    const itemClass = 1 << this.pool.pairClass[item]!;
    const rest = this.classesBeside(f, j, item);
    return pairingBound(f.childBonus, f.childClasses | itemClass | rest, itemClass | rest);
  }

  /** The pairing classes of the tail after child j (frame.tailClasses) less those of the blocks child j or `item` closes. */
  private classesBeside(f: Frame, j: number, item: number): number {
    const closes = this.closes[j]! | this.closes[item]!;
    if (closes === 0) return f.tailClasses;
    return f.tailClasses & this.indexes.blockClasses[blocksFrom(TAIL_START[this.pool.block[j]!]!) & ~closes]!;
  }

  /**
   * The naturalness of the set, child j and two logged pieces, at most that one set's own: the clashes
   * of each logged piece with the set and the child, the pairings of the four, and its companion factor.
   */
  private naturalnessWithTwo(f: Frame, j: number, item: number, other: number): number {
    const { pool, state } = this;
    const classes = (1 << pool.pairClass[item]!) | (1 << pool.pairClass[other]!);
    const companion =
      f.childHasCompanion || ROLE_GROUP[pool.role[item]!] === COMPANION_GROUP || ROLE_GROUP[pool.role[other]!] === COMPANION_GROUP;
    return (
      f.childPenalty *
      state.clashWith(item, j) *
      state.clashWith(other, j) *
      pairingBound(f.childBonus, f.childClasses | classes, classes) *
      (companion ? 1 : pool.missingCompanion)
    );
  }

  /**
   * Whether the set, child j, logged `item` (frame.withLogged: their sums) and one more piece without
   * history may reach the threshold, `others` being their other factors but the naturalness: block by
   * block, each with the pairing and companion factor a piece of it brings beside them, and none of
   * the blocks child j or `item` closes. A soup's rice-and-soup pairing lifts only the soups, a side
   * dish's companion factor only the side dishes.
   */
  private otherPieceFits(f: Frame, j: number, item: number, others: number, slope: number): boolean {
    const { pool, target, capKcal } = this;
    const { tails, blockClasses } = this.indexes;
    const sums = f.withLogged;
    const itemClass = 1 << pool.pairClass[item]!;
    const companionIn = f.childHasCompanion || ROLE_GROUP[pool.role[item]!] === COMPANION_GROUP;
    for (
      let blocks = blocksFrom(TAIL_START[pool.block[j]!]!) & ~(this.closes[j]! | this.closes[item]!);
      blocks !== 0;
      blocks &= blocks - 1
    ) {
      const block = blocks & -blocks;
      const b = 31 - Math.clz32(block);
      if (pool.blockStart[b] === pool.blockEnd[b]) continue;
      const classes = f.tailClasses & blockClasses[block]!;
      const pairing = pairingBound(f.childBonus, f.childClasses | itemClass | classes, itemClass | classes);
      const companion = companionIn || ROLE_GROUP[BLOCK_ROLE[b]!] === COMPANION_GROUP ? f.blockCompanion : pool.missingCompanion;
      const allowed = this.missAllowed(f.childPenalty * pairing * companion * others, f.threshold);
      if (allowed < 0) continue;
      const tail = tails.ofBlocks(block);
      const first = tail.countBelow(target.cal - sums.cal - allowed / CAL.under);
      const end = tail.countUpTo(Math.min(capKcal, target.cal + allowed / CAL.over) - sums.cal);
      if (tail.anyWithin(first, end, sums, sums, target, allowed, f.popularityAhead, slope, this.skip)) return true;
    }
    return false;
  }

  /**
   * Whether the set plus child j plus one item with history (a logged item, or the partner of a
   * logged pair the set would complete) may reach the threshold, that item's own terms lifting the
   * likelihood.
   */
  private loggedFits(f: Frame, j: number): boolean {
    const logged = this.logged;
    for (let n = 0; n < logged.length; n++) if (this.itemFits(f, j, logged[n]!)) return true;
    return false;
  }

  /** The best pair history term of the set and child j, with `item` added beside them. */
  private pairWithChild(f: Frame, j: number, item: number): number {
    const { pool, state } = this;
    let pair = f.childPairHistory;
    if (pool.pairBest[item]! <= pair) return pair;
    for (let i = 0; i <= f.d; i++) {
      const other = i < f.d ? state.pieces[i]! : j;
      if (other === item) continue;
      const term = pool.pairHistory.get(Math.min(other, item) * pool.size + Math.max(other, item));
      if (term !== undefined && term > pair) pair = term;
    }
    return pair;
  }

  /**
   * Whether the set plus child j plus `item` (logged) may reach the threshold. That is one set, so its
   * naturalness is its own (the pairings and companion of its pieces), not the tail's bound.
   */
  private itemFits(f: Frame, j: number, item: number): boolean {
    const { pool, state, cal, protein, fat, carbs } = this;
    if (item < j || pool.excluded[item] === 1 || !state.blockTakesMore(pool.block[item]!)) return false;
    // A piece beside one that comes with it is no set (SetState.fitsBeside, with the child in).
    const d = f.d;
    if (state.closedParts && !state.partsFitBeside(d, j, item)) return false;
    const sums = f.childSums;
    const miss = totalsMiss(
      this.target,
      sums.cal + cal[item]!,
      sums.protein + protein[item]!,
      sums.fat + fat[item]!,
      sums.carbs + carbs[item]!,
    );
    // The child's allowance for one more piece bounds every item's (it counts the best history terms).
    if (miss > f.childAllowed[1]!) return false;
    const pair = this.pairWithChild(f, j, item);
    const pieces = f.d + 2;
    const likelihood = likelihoodOf(
      (f.childPopularitySum + pool.popularity[item]!) / pieces,
      (f.childItemHistorySum + pool.itemHistory[item]!) / pieces,
      pair,
    );
    const factors = state.closedParts
      ? this.naturalnessWith(f, j, item) * countFactor(pieces)
      : f.childAhead * countFactor(pieces) * state.clashWith(item, j);
    return miss <= this.missAllowed(factors * likelihood, f.threshold);
  }

  /** The naturalness of the set, child j and `item`, that one set's own: its pairings and companion, not the child's bound of them. */
  private naturalnessWith(f: Frame, j: number, item: number): number {
    const { pool, state } = this;
    const itemClass = 1 << pool.pairClass[item]!;
    return (
      f.childPenalty *
      state.clashWith(item, j) *
      pairingBound(f.childBonus, f.childClasses | itemClass, itemClass) *
      (f.childHasCompanion || ROLE_GROUP[pool.role[item]!] === COMPANION_GROUP ? 1 : pool.missingCompanion)
    );
  }

  /**
   * Whether the set plus child j plus two more pieces, one of them a logged item (or partner), may
   * reach the threshold. The other piece is either without history (any item of the tail, walked with
   * its popularity and no history) or logged too (each such pair looked at by its fit, with the best
   * history terms still possible). `withoutClash`: the child's clashes, pairing, companion and item
   * count for two more pieces.
   */
  private loggedPairFits(f: Frame, j: number, withoutClash: number): boolean {
    const { pool, state, logged, target, capKcal, cal, protein, fat, carbs } = this;
    const sums = f.childSums;
    const pieces = f.d + 3;
    const tail = f.tail;
    const best = f.popularityAhead;
    const topHistory = pool.historyList.length > 0 ? pool.historyList[0]!.term : 0;
    const anyPair = Math.max(f.childPairHistory, pool.pairBest[j]!, f.pairOneMore);
    const withItem = f.withLogged;
    for (let n = 0; n < logged.length; n++) {
      const item = logged[n]!;
      if (item < j || pool.excluded[item] === 1 || !state.blockTakesMore(pool.block[item]!)) continue;
      const popularitySum = f.childPopularitySum + pool.popularity[item]!;
      const itemHistorySum = f.childItemHistorySum + pool.itemHistory[item]!;
      // The logged item's clashes with the set and the child (a noodle main's logged soup keeps its 0.7),
      // and its pairings with them and with what may follow beside it (none from a soup beside おでん).
      const factors =
        (state.closedParts ? f.childPenalty * this.pairingWithLogged(f, j, item) * f.blockCompanion * countFactor(pieces) : withoutClash) *
        state.clashWith(item, j);
      setSums(withItem, sums.cal + cal[item]!, sums.protein + protein[item]!, sums.fat + fat[item]!, sums.carbs + carbs[item]!);
      const pair = this.pairWithChild(f, j, item);
      // Another logged piece: each pair's fit against the best terms any two logged pieces may bring
      // (no logarithm per pair), then against the pair's own: its popularity, history and logged pairs.
      const bothLogged = this.missAllowed(
        factors *
          likelihoodOf((popularitySum + best) / pieces, (itemHistorySum + topHistory) / pieces, Math.max(anyPair, pool.pairBest[item]!)),
        f.threshold,
      );
      if (bothLogged >= 0)
        for (let m = n; m < logged.length; m++) {
          const other = logged[m]!;
          if (other < j || pool.excluded[other] === 1) continue;
          const miss = totalsMiss(
            target,
            withItem.cal + cal[other]!,
            withItem.protein + protein[other]!,
            withItem.fat + fat[other]!,
            withItem.carbs + carbs[other]!,
          );
          if (miss > bothLogged || withItem.cal + cal[other]! > capKcal) continue;
          const together = other === item ? undefined : pool.pairHistory.get(Math.min(item, other) * pool.size + Math.max(item, other));
          const likelihood = likelihoodOf(
            (popularitySum + pool.popularity[other]!) / pieces,
            (itemHistorySum + pool.itemHistory[other]!) / pieces,
            Math.max(pair, this.pairWithChild(f, j, other), together ?? 0),
          );
          const setFactors = state.closedParts ? this.naturalnessWithTwo(f, j, item, other) * countFactor(pieces) : factors;
          if (miss <= this.missAllowed(setFactors * likelihood, f.threshold)) return true;
        }
      // A piece without history: the logged item's own pair terms with the set and the child only.
      const plain = likelihoodOf((popularitySum + best) / pieces, itemHistorySum / pieces, pair);
      if (state.closedParts) {
        const others = plain * countFactor(pieces) * state.clashWith(item, j);
        if (this.otherPieceFits(f, j, item, others, this.popularitySlope(popularitySum, best, pieces))) return true;
        continue;
      }
      const allowed = this.missAllowed(factors * plain, f.threshold);
      if (allowed < 0) continue;
      const first = tail.countBelow(target.cal - withItem.cal - allowed / CAL.under);
      const end = tail.countUpTo(Math.min(capKcal, target.cal + allowed / CAL.over) - withItem.cal);
      if (
        tail.anyWithin(first, end, withItem, withItem, target, allowed, best, this.popularitySlope(popularitySum, best, pieces), this.skip)
      )
        return true;
    }
    return false;
  }

  // ---- A range of children ----

  /**
   * Whether some set below a child of walk positions [first, end) may reach the threshold: the
   * children's box of macros plus what may follow it, against allowances from the range's most
   * popular and most logged item and the block's known clashes.
   */
  rangeMayHold(f: Frame, first: number, end: number): boolean {
    const { pool, state, target } = this;
    const { walk, pool: poolRanges, popularity: popularityRanges, history: historyRanges, earliest } = this.indexes;
    const d = f.d;
    const { box, low, high } = f;
    poolRanges.box(first, end, box);
    if (box.maxCal < f.childCalLow || box.minCal > f.childCalHigh) return false;
    setSums(low, f.x.cal + box.minCal, f.x.protein + box.minProtein, f.x.fat + box.minFat, f.x.carbs + box.minCarbs);
    setSums(high, f.x.cal + box.maxCal, f.x.protein + box.maxProtein, f.x.fat + box.maxFat, f.x.carbs + box.maxCarbs);
    const pieces = d + 1;
    // A piece that follows a child of the range comes at or after the range's lowest index, in the
    // child's block or one its role leaves open after it (a full-size main or a combo closes the core).
    const firstFollower = -earliest.max(0, first, end);
    const followerBlock = TAIL_START[pool.block[walk[first]!]!]!;
    const popularitySum = state.popularitySum[d]! + popularityRanges.max(0, first, end);
    const itemHistorySum = state.itemHistorySum[d]! + historyRanges.max(0, first, end);
    const pairs = Math.max(state.pairHistory[d]!, historyRanges.max(1, first, end));
    if (f.requiredAfter === 0) {
      const ownFactors =
        f.blockPenalty *
        f.blockBonus *
        f.blockOwnCompanion *
        countFactor(pieces) *
        likelihoodOf(popularitySum / pieces, itemHistorySum / pieces, pairs);
      const allowed = this.missAllowed(ownFactors, f.threshold);
      if (rangeWithin(target, low.cal, high.cal, low.protein, high.protein, low.fat, high.fat, low.carbs, high.carbs, allowed)) return true;
    }
    if (f.roomAfter === 0) return false;
    // Two or more pieces to come first: their box bound is a few lookups and, with room for them, holds
    // for most ranges, where the one-more walk takes a k-d tree descent (either order gives one answer).
    if (
      f.roomAfter >= 2 &&
      this.severalWithin(
        f,
        low,
        high,
        firstFollower,
        Math.max(2, f.requiredAfter),
        pieces,
        f.blockPenalty * f.blockBonusAhead * f.blockCompanion,
        meanBound(popularitySum, f.popularityAhead, pieces, 1, f.roomAfter),
        itemHistorySum,
        historyMeanBound(itemHistorySum, f.historyAhead, pieces, 1, f.roomAfter),
        pairs,
        Math.max(f.pairOneMore, f.pairTwoMore),
      )
    )
      return true;
    return this.rangeOneMoreFits(f, pieces, popularitySum, itemHistorySum, pairs, firstFollower, followerBlock);
  }

  /**
   * One piece to go after a child of the range (frame.low/high: the children's totals): the tail
   * items whose kcal could complete some child, walked with the range's box and the allowance of a
   * last piece without history (each with its popularity); the logged items and partners at or after
   * `firstFollower`, in `followerBlock` or later, one by one with their own terms.
   */
  private rangeOneMoreFits(
    f: Frame,
    pieces: number,
    popularitySum: number,
    itemHistorySum: number,
    pairs: number,
    firstFollower: number,
    followerBlock: number,
  ): boolean {
    const { pool, state, logged, target, capKcal } = this;
    const { low, high } = f;
    const extensionFactors =
      f.blockPenalty *
      f.blockBonusAhead *
      f.blockCompanion *
      likelihoodOf(
        meanBound(popularitySum, f.popularityAhead, pieces, 1, f.roomAfter),
        historyMeanBound(itemHistorySum, f.historyAhead, pieces, 1, f.roomAfter),
        Math.max(pairs, f.pairOneMore, f.roomAfter >= 2 ? f.pairTwoMore : 0),
      );
    const oneMore = f.requiredAfter > 1 ? -Infinity : this.missAllowed(extensionFactors * countFactor(pieces + 1), f.threshold);
    if (oneMore < 0) return false;
    const best = f.popularityAhead;
    const plainFactors = f.blockPenalty * f.blockBonusAhead * f.blockCompanion * countFactor(pieces + 1);
    const plain = this.missAllowed(
      plainFactors * likelihoodOf((popularitySum + best) / (pieces + 1), itemHistorySum / (pieces + 1), pairs),
      f.threshold,
    );
    const tailFirst = f.tail.countBelow(target.cal - high.cal - oneMore / CAL.under);
    const tailEnd = f.tail.countUpTo(Math.min(capKcal, target.cal + oneMore / CAL.over) - low.cal);
    if (
      plain >= 0 &&
      tailFirst < tailEnd &&
      f.tail.anyWithin(tailFirst, tailEnd, low, high, target, plain, best, this.popularitySlope(popularitySum, best, pieces + 1), this.skip)
    )
      return true;
    for (let n = 0; n < logged.length; n++) {
      const item = logged[n]!;
      if (item < firstFollower || pool.block[item]! < followerBlock) continue;
      if (pool.excluded[item] === 1 || !state.blockTakesMore(pool.block[item]!)) continue;
      // The range's allowance first (no logarithm), then the item's own.
      if (!this.loggedWithin(low, high, item, oneMore)) continue;
      const likelihood = likelihoodOf(
        (popularitySum + pool.popularity[item]!) / (pieces + 1),
        (itemHistorySum + pool.itemHistory[item]!) / (pieces + 1),
        Math.max(pairs, pool.pairBest[item]!),
      );
      const clash = state.clashWith(item, -1);
      if (this.loggedWithin(low, high, item, this.missAllowed(plainFactors * clash * likelihood, f.threshold))) return true;
    }
    return false;
  }

  // ---- Several pieces to come ----

  /**
   * Whether sets whose totals start between `low` and `high` (`pieces` pieces) and take minPieces to
   * frame.roomAfter more may reach the threshold. Their other factors are at most `factors` times the
   * item count and the likelihood from the popularity mean given, a history mean and a pair term. A
   * history term above the pieces' own (`historySum`) or a pair term above `pairs` (the pairs the
   * pieces so far can complete) needs a logged item among the pieces to come, at index `from` or
   * later: such sets are checked with that item's values added, `historyMean` and its best pair term
   * (at most `newPairs`, the best logged pair still completable); the others with no history to come.
   * So a logged pair lifts only the sets that can hold it (docs/sets.md → Bounds).
   */
  private severalWithin(
    f: Frame,
    low: Macros,
    high: Macros,
    from: number,
    minPieces: number,
    pieces: number,
    factors: number,
    popularityMean: number,
    historySum: number,
    historyMean: number,
    pairs: number,
    newPairs: number,
  ): boolean {
    const { pool, state, logged, capKcal, cal, protein, fat, carbs } = this;
    const allowance = (history: number, pair: number) => {
      const likelihood = likelihoodOf(popularityMean, history, pair);
      let most = -Infinity;
      for (let k = minPieces; k <= f.roomAfter; k++)
        most = Math.max(most, this.missAllowed(factors * likelihood * countFactor(pieces + k), f.threshold));
      return most;
    };
    const plain = allowance(historySum / (pieces + minPieces), pairs);
    if (plain >= 0 && this.carriedWithin(f, low, high, minPieces, f.roomAfter, plain)) return true;
    const withLow = f.withLogged;
    const withHigh = f.withLoggedHigh;
    for (let n = 0; n < logged.length; n++) {
      const item = logged[n]!;
      const pair = Math.max(pairs, Math.min(pool.pairBest[item]!, newPairs));
      if (item < from || (pair <= pairs && pool.itemHistory[item] === 0)) continue;
      if (pool.excluded[item] === 1 || !state.blockTakesMore(pool.block[item]!)) continue;
      const lifted = allowance(historyMean, pair);
      if (lifted < 0) continue;
      setSums(withLow, low.cal + cal[item]!, low.protein + protein[item]!, low.fat + fat[item]!, low.carbs + carbs[item]!);
      setSums(withHigh, high.cal + cal[item]!, high.protein + protein[item]!, high.fat + fat[item]!, high.carbs + carbs[item]!);
      if (withLow.cal <= capKcal && this.carriedWithin(f, withLow, withHigh, minPieces - 1, f.roomAfter - 1, lifted)) return true;
    }
    return false;
  }

  /** Whether totals between `low` and `high` plus item i may miss the target by no more than `allowed`. */
  private loggedWithin(low: Macros, high: Macros, i: number, allowed: number): boolean {
    const { cal, protein, fat, carbs } = this;
    return rangeWithin(
      this.target,
      low.cal + cal[i]!,
      high.cal + cal[i]!,
      low.protein + protein[i]!,
      high.protein + protein[i]!,
      low.fat + fat[i]!,
      high.fat + fat[i]!,
      low.carbs + carbs[i]!,
      high.carbs + carbs[i]!,
      allowed,
    );
  }

  /**
   * Whether sets whose totals start, axis by axis, between `low` and `high` and take minPieces to
   * maxPieces more items may miss by no more than `allowedMiss`: each following piece brings at most
   * the richest item that fits, and all of them together at most their most P/F/C per kcal times the
   * kcal they may add.
   */
  private carriedWithin(f: Frame, low: Macros, high: Macros, minPieces: number, maxPieces: number, allowedMiss: number): boolean {
    const { target } = this;
    const tail = f.tail;
    const calRoom = Math.min(this.capKcal, target.cal + allowedMiss / CAL.over) - low.cal;
    const end = tail.countUpTo(calRoom);
    if (end === 0) return false;
    const tailBox = f.tailBox;
    tail.prefixes.box(end, tailBox);
    const kcalRoom = calRoom + maxPieces;
    return rangeWithin(
      target,
      low.cal + minPieces * tailBox.minCal,
      high.cal + Math.min(calRoom, maxPieces * tailBox.maxCal),
      low.protein,
      high.protein + Math.min(f.proteinPerKcal * kcalRoom, maxPieces * tailBox.maxProtein),
      low.fat,
      high.fat + Math.min(f.fatPerKcal * kcalRoom, maxPieces * tailBox.maxFat),
      low.carbs,
      high.carbs + Math.min(f.carbsPerKcal * kcalRoom, maxPieces * tailBox.maxCarbs),
      allowedMiss,
    );
  }
}
