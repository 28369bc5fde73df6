import { BLOCKS, BONUS_RULES, type SetPool } from './set-pool';
import { SetRanking, type FoundSet } from './set-ranking';
import type { Macros } from './set-request';
import { AXIS_RULES, MISSING_COMPANION_FACTOR } from './set-rules';
import * as setState from './set-state';
import { emptyBox, MacroRanges, MaxRanges, setSums } from './macro-ranges';
import { TailRanges } from './set-tail-ranges';

// Transpiled imports are read through getters; the search loop reads these copies, bound once.
const {
  BLOCK_ROLE,
  COMPANION_GROUP,
  CORE_GROUP,
  ROLE_GROUP,
  ROLE_INCLUDES_COMPANION,
  SetState,
  axisMiss,
  countFactor,
  likelihoodOf,
  clamp,
  rangeMiss,
  totalsMiss,
} = setState;
const BLOCK_COUNT = BLOCKS.length;
const BONUSES = BONUS_RULES;
const [CAL, PROTEIN, FAT, CARBS] = [AXIS_RULES.cal, AXIS_RULES.protein, AXIS_RULES.fat, AXIS_RULES.carbs];
const COMPANION_MISSING = MISSING_COMPANION_FACTOR;

/** Child ranges this small are tried child by child. */
const SCAN_BELOW = 8;
/** Float sums in a bound and in the objective may differ in the last bits; never prune on that. */
const SAFETY = 1 + 1e-9;

export interface SearchOutcome {
  sets: FoundSet[];
  candidatesEvaluated: number;
}

/**
 * Branch and bound over the shop's items in role order (docs/sets.md → Algorithm). A node is a
 * partial set; the search visits a child only when an upper bound of every set below it (the child
 * itself and its extensions) can still reach the ranking's threshold. The objective is a product,
 * so every bound is a bound of the factors other than the fit times the best fit reachable, and
 * "reachable" is turned around: the weighted kcal a set may miss and still reach the threshold.
 *
 * With epsilon > 0 a node is also dropped when it cannot beat the threshold by more than that
 * factor: the best set returned is then within 1/(1 + epsilon) of the best there is.
 */
export function searchSets(pool: SetPool, setLimit: number, epsilon: number): SearchOutcome {
  const ranking = new SetRanking(setLimit);
  const indexes: SearchIndexes = {
    pool: new MacroRanges(
      pool,
      Int32Array.from({ length: pool.size }, (_, k) => k),
    ),
    likelihood: new MaxRanges([pool.popularity, pool.itemHistory, pool.pairBest]),
    tails: new TailRanges(pool),
  };
  let candidatesEvaluated = 0;
  // Sets of up to three pieces first (quick): their ranking is a high threshold from the start of the
  // deeper search, which then prunes most of what a cold start would visit.
  if (pool.maxItems > SHALLOW_ITEMS && pool.minItems <= SHALLOW_ITEMS)
    candidatesEvaluated += searchInto({ ...pool, maxItems: SHALLOW_ITEMS }, indexes, ranking, epsilon);
  candidatesEvaluated += searchInto(pool, indexes, ranking, epsilon);
  return { sets: ranking.ranked, candidatesEvaluated };
}

/** Up to this many pieces, a search is quick enough to seed a deeper one's threshold. */
const SHALLOW_ITEMS = 3;

/** Range tables of the pool in search order and of each block's tail, built once per request. */
interface SearchIndexes {
  pool: MacroRanges;
  /** Most popularity, item history and best pair term over ranges of the pool. */
  likelihood: MaxRanges;
  tails: TailRanges;
}

/** Runs the search over `pool`, offering its sets to `ranking`; returns the sets it scored. */
function searchInto(
  pool: SetPool,
  { pool: poolRanges, likelihood: likelihoodRanges, tails }: SearchIndexes,
  ranking: SetRanking,
  epsilon: number,
): number {
  const state = new SetState(pool);
  const slack = 1 + epsilon;
  const { target, scaleKcal, capKcal, cal, protein, fat, carbs, maxItems, minItems } = pool;
  const sums: Macros = { cal: 0, protein: 0, fat: 0, carbs: 0 };
  // Per node depth: the miss allowed to a child's sets by how many pieces follow it, the pending
  // child ranges, and scratch boxes.
  const depths = maxItems + 1;
  const allowances = Array.from({ length: depths }, () => new Float64Array(maxItems + 1));
  const childAllowances = Array.from({ length: depths }, () => new Float64Array(maxItems + 1));
  const historyTops = Array.from({ length: depths }, () => new Float64Array(maxItems + 2));
  const stacks = Array.from({ length: depths }, () => new Int32Array(128));
  const boxes = Array.from({ length: depths }, emptyBox);
  const tailBoxes = Array.from({ length: depths }, emptyBox);
  const macros = (): Macros => ({ cal: 0, protein: 0, fat: 0, carbs: 0 });
  const rangeLows = Array.from({ length: depths }, macros);
  const rangeHighs = Array.from({ length: depths }, macros);
  let candidatesEvaluated = 0;

  // What boundExtensions learns about the current node, written in place.
  let boundObjective = 0;
  /** Naturalness but the companion factor, times likelihood, bounded over every extension. */
  let boundOther = 0;
  let boundCompanion = 0;
  let boundCoreFixed = false;
  let boundProteinPerKcal = 0;
  let boundFatPerKcal = 0;
  let boundCarbsPerKcal = 0;
  let boundMinCal = 0;
  // The parts of boundOther a child refines with what it knows of itself.
  let boundBonus = 1;
  let boundPopularity = 0;
  /** The best logged pair a set can complete with one more piece (one item in it), and with two (neither in it). */
  let boundPairOneMore = 0;
  let boundPairTwoMore = 0;

  /** Whether a side or soup at index ≥ from, in block b or later, may still join the set. */
  function companionOpenFrom(b: number, from: number): boolean {
    for (; b < BLOCK_COUNT; b++)
      if (ROLE_GROUP[BLOCK_ROLE[b]!] === COMPANION_GROUP && Math.max(from, pool.blockStart[b]!) < pool.blockEnd[b]! && state.blockOpen(b))
        return true;
    return false;
  }

  /** Whether item i may still join the set: later in the search order, in a block that can take it. */
  function reachable(i: number, from: number): boolean {
    return i >= from && state.blockOpen(pool.block[i]!);
  }

  /** Upper bound of every set that adds at least one piece at index ≥ from to the current state. */
  function boundExtensions(from: number): void {
    const d = state.depth;
    const room = maxItems - d;
    boundObjective = 0;
    boundCoreFixed = true;
    if (room <= 0 || from >= pool.size) return;
    const required = Math.max(1, minItems - d);
    const s = pool.suffix;
    let proteinPerKcal = 0;
    let fatPerKcal = 0;
    let carbsPerKcal = 0;
    let popularity = 0;
    let minCal = Infinity;
    let classMask = 0;
    let companionAvailable = false;
    let coreAvailable = false;
    let companionInCore = false;
    for (let b = pool.block[from]!; b < BLOCK_COUNT; b++) {
      const start = Math.max(from, pool.blockStart[b]!);
      if (start >= pool.blockEnd[b]! || !state.blockOpen(b)) continue;
      proteinPerKcal = Math.max(proteinPerKcal, s.proteinPerKcal[start]!);
      fatPerKcal = Math.max(fatPerKcal, s.fatPerKcal[start]!);
      carbsPerKcal = Math.max(carbsPerKcal, s.carbsPerKcal[start]!);
      popularity = Math.max(popularity, s.popularity[start]!);
      minCal = Math.min(minCal, cal[start]!);
      classMask |= s.classMask[start]!;
      const role = BLOCK_ROLE[b]!;
      const group = ROLE_GROUP[role]!;
      if (group === COMPANION_GROUP) companionAvailable = true;
      if (group === CORE_GROUP) {
        coreAvailable = true;
        if (ROLE_INCLUDES_COMPANION[role] === 1) companionInCore = true;
      }
    }
    const hasCore = state.groupCount[CORE_GROUP]! > 0;
    boundCoreFixed = hasCore && !coreAvailable;
    if (minCal === Infinity || (!hasCore && !coreAvailable)) return;
    const x = state.cal[d]!;
    const calLeft = capKcal - x;
    const calLow = required * minCal;
    if (calLow > calLeft) return;
    boundProteinPerKcal = proteinPerKcal;
    boundFatPerKcal = fatPerKcal;
    boundCarbsPerKcal = carbsPerKcal;
    boundMinCal = minCal;

    // Fit: each axis at the point of its reachable range nearest the target. P/F/C can grow by at
    // most (their max per kcal) × (kcal that still fit + 1 per piece), as a/max(kcal, 1) bounds each item.
    const kcalRoom = calLeft + room;
    const miss =
      axisMiss(CAL, clamp(target.cal, x + calLow, x + calLeft), target.cal) +
      axisMiss(PROTEIN, clamp(target.protein, state.protein[d]!, state.protein[d]! + proteinPerKcal * kcalRoom), target.protein) +
      axisMiss(FAT, clamp(target.fat, state.fat[d]!, state.fat[d]! + fatPerKcal * kcalRoom), target.fat) +
      axisMiss(CARBS, clamp(target.carbs, state.carbs[d]!, state.carbs[d]! + carbsPerKcal * kcalRoom), target.carbs);

    // Naturalness: clashes only multiply down; the best classic pairing still reachable; the
    // companion factor unless a side, soup or combo is in or still possible (one piece needs none).
    let bonus = state.bonus[d]!;
    const pairing = state.classMask[d]! | (room >= 2 ? classMask : 0);
    for (const rule of BONUSES)
      if (rule.factor > bonus && ((pairing & rule.maskA && classMask & rule.maskB) || (pairing & rule.maskB && classMask & rule.maskA)))
        bonus = rule.factor;
    boundCompanion = d === 0 || state.hasCompanion() || companionAvailable || (!hasCore && companionInCore) ? 1 : COMPANION_MISSING;

    let count = 0;
    for (let n = d + required; n <= maxItems; n++) count = Math.max(count, countFactor(n));

    // Likelihood: means over pieces are highest with all remaining pieces at the best available term.
    // A logged pair counts only if both its items can be in the set: one there and the other still to
    // come (one more piece), or both to come (two more pieces).
    let pairOneMore = 0;
    let pairTwoMore = 0;
    for (const pair of pool.pairList) {
      if (pair.term <= pairOneMore && (room < 2 || pair.term <= pairTwoMore)) break;
      const hasA = state.piecesOf(pair.a) > 0;
      const hasB = state.piecesOf(pair.b) > 0;
      if (hasA && hasB) continue;
      const toComeA = !hasA && reachable(pair.a, from);
      const toComeB = !hasB && reachable(pair.b, from);
      if ((hasA && toComeB) || (hasB && toComeA)) pairOneMore = Math.max(pairOneMore, pair.term);
      else if (toComeA && toComeB && room >= 2) pairTwoMore = Math.max(pairTwoMore, pair.term);
    }
    const pairBest = Math.max(state.pairHistory[d]!, pairOneMore, pairTwoMore);
    // Logged items: the remaining pieces bring at most the best terms of the logged items still reachable.
    const top = historyTops[d]!;
    top.fill(0);
    let taken = 0;
    for (const entry of pool.historyList) {
      if (taken >= room) break;
      if (!reachable(entry.i, from)) continue;
      for (let copy = 0; copy < pool.maxPieces[entry.i]! && taken < room; copy++, taken++) top[taken + 1] = top[taken]! + entry.term;
    }
    for (let k = taken + 1; k <= room; k++) top[k] = top[taken]!;
    const likelihood = likelihoodOf(
      meanBound(state.popularitySum[d]!, popularity, d, required, room),
      historyMeanBound(state.itemHistorySum[d]!, top, d, required, room),
      pairBest,
    );
    boundOther = state.penalty[d]! * bonus * likelihood;
    boundBonus = bonus;
    boundPopularity = popularity;
    boundPairOneMore = pairOneMore;
    boundPairTwoMore = pairTwoMore;
    boundObjective = boundOther * boundCompanion * count * Math.exp(-miss / scaleKcal);
  }

  /** The objective a node or set must beat: the ranking's threshold, or its core's best once the core is complete. */
  function thresholdFor(coreFixed: boolean): number {
    const ranked = ranking.threshold();
    return (coreFixed ? Math.max(ranked, ranking.bestOfCore(state.coreKey[state.depth]!)) : ranked) * slack;
  }

  /** The weighted kcal a set may miss and still reach the threshold, given a bound of its other factors. */
  function missAllowed(otherFactors: number, threshold: number): number {
    if (otherFactors <= 0) return -Infinity;
    return threshold > 0 ? scaleKcal * Math.log((otherFactors * SAFETY) / threshold) : Infinity;
  }

  /**
   * allowed[k]: the miss a set of `pieces` + k pieces may have (its item count factor is known),
   * -Infinity below the minimum item count. Returns the largest.
   */
  function fillAllowances(allowed: Float64Array, other: number, pieces: number, required: number, room: number, threshold: number): number {
    let most = -Infinity;
    for (let k = 0; k <= room; k++) {
      allowed[k] = k < required ? -Infinity : missAllowed(other * countFactor(pieces + k), threshold);
      if (allowed[k]! > most) most = allowed[k]!;
    }
    return most;
  }

  function extend(from: number): void {
    boundExtensions(from);
    const coreFixed = boundCoreFixed;
    let threshold = thresholdFor(coreFixed);
    if (boundObjective === 0 || boundObjective * SAFETY < threshold) return;
    const other = boundOther;
    const companion = boundCompanion;
    const proteinPerKcal = boundProteinPerKcal;
    const fatPerKcal = boundFatPerKcal;
    const carbsPerKcal = boundCarbsPerKcal;
    const minCal = boundMinCal;
    const bonusAhead = boundBonus;
    const popularityAhead = boundPopularity;
    const pairOneMore = boundPairOneMore;
    const d = state.depth;
    // (boundExtensions filled historyTops[d]: the most the logged items still reachable can add, by piece count.)
    const historyAhead = historyTops[d]!;
    const x = state.cal[d]!;
    const xProtein = state.protein[d]!;
    const xFat = state.fat[d]!;
    const xCarbs = state.carbs[d]!;
    const roomAfter = maxItems - d - 1;
    const pairTwoMore = roomAfter >= 2 ? boundPairTwoMore : 0;
    const requiredAfter = Math.max(0, minItems - d - 1);
    if (requiredAfter > roomAfter) return;
    const hasCore = state.groupCount[CORE_GROUP]! > 0;
    const companionIn = d === 0 || state.hasCompanion();
    const allowed = allowances[d]!;
    const childAllowed = childAllowances[d]!;
    const stack = stacks[d]!;
    const box = boxes[d]!;
    const tailBox = tailBoxes[d]!;
    const rangeLow = rangeLows[d]!;
    const rangeHigh = rangeHighs[d]!;
    let seenChanges = ranking.changes;
    // Per block: the bound of the factors other than fit and count, the largest allowed miss, the tail.
    let blockOther = 0;
    let blockCompanion = 1;
    let blockPenalty = 1;
    let blockBonus = 1;
    let blockOwnCompanion = 1;
    let mostAllowed: number;
    let tail = tails.of(0);
    let tailFirst = 0;
    let tailEnd = 0;

    /** A better set was found: the threshold may have risen and the allowed misses shrunk. */
    function refresh(): void {
      seenChanges = ranking.changes;
      threshold = thresholdFor(coreFixed);
      mostAllowed = fillAllowances(allowed, blockOther, d + 1, requiredAfter, roomAfter, threshold);
    }

    /** The child with item j: its own set, then its extensions if a bound of them leaves a chance. */
    function tryChild(j: number): void {
      const childCal = x + cal[j]!;
      const childProtein = xProtein + protein[j]!;
      const childFat = xFat + fat[j]!;
      const childCarbs = xCarbs + carbs[j]!;
      const pieces = d + 1;
      // What the child knows of itself beyond the block's bound (its clashes, pairings, popularity and
      // history) is worked out only once the block's allowance leaves the child a chance.
      let known = false;
      let penalty = 1;
      let bonus = 1;
      let pairHistory = 0;
      let popularitySum = 0;
      let itemHistorySum = 0;
      const knowChild = () => {
        if (known) return;
        known = true;
        state.peekPairs(j);
        penalty = state.peekPenalty;
        bonus = state.peekBonus;
        pairHistory = state.peekPairHistory;
        popularitySum = state.popularitySum[d]! + pool.popularity[j]!;
        itemHistorySum = state.itemHistorySum[d]! + pool.itemHistory[j]!;
      };
      if (requiredAfter === 0) {
        // The child is a set: its fit first (no push), the whole objective only when the fit leaves it a chance.
        candidatesEvaluated++;
        const miss = totalsMiss(target, childCal, childProtein, childFat, childCarbs);
        if (miss <= allowed[0]!) {
          knowChild();
          const role = pool.role[j]!;
          const companionOwn =
            pieces < 2 || companionIn || ROLE_GROUP[role] === COMPANION_GROUP || ROLE_INCLUDES_COMPANION[role] === 1
              ? 1
              : COMPANION_MISSING;
          const ownFactors =
            penalty *
            bonus *
            companionOwn *
            countFactor(pieces) *
            likelihoodOf(popularitySum / pieces, itemHistorySum / pieces, pairHistory);
          if (miss <= missAllowed(ownFactors, threshold)) {
            state.push(j);
            ranking.offer(state, state.objective());
            state.pop();
            if (ranking.changes !== seenChanges) refresh();
          }
        }
      }
      if (roomAfter === 0) return;
      // One more piece: the tail items whose kcal could still fit (the window slides with the child's kcal).
      setSums(sums, childCal, childProtein, childFat, childCarbs);
      const blockOneMore = allowed[1]!;
      let windowOpen = false;
      if (blockOneMore >= 0) {
        tailFirst = tail.slide(tailFirst, target.cal - childCal - blockOneMore / CAL.under, false);
        tailEnd = tail.slide(tailEnd, Math.min(capKcal, target.cal + blockOneMore / CAL.over) - childCal, true);
        windowOpen = tailFirst < tailEnd;
      }
      let blockSeveral = -Infinity;
      for (let k = 2; k <= roomAfter; k++) blockSeveral = Math.max(blockSeveral, allowed[k]!);
      if (!windowOpen && blockSeveral < 0) return;
      // The child's own allowances for k more pieces: its bound of the other factors, times the count factor.
      knowChild();
      const ahead = penalty * Math.max(bonus, bonusAhead) * blockCompanion;
      const popularityMean = meanBound(popularitySum, popularityAhead, pieces, 1, roomAfter);
      const historyMean = historyMeanBound(itemHistorySum, historyAhead, pieces, 1, roomAfter);
      // Logged pairs a set may still complete after the child: with the child, with a piece it holds, or two to come.
      const newPairs = Math.max(pool.pairBest[j]!, pairOneMore, pairTwoMore);
      const extensionFactors = ahead * likelihoodOf(popularityMean, historyMean, Math.max(pairHistory, newPairs));
      for (let k = 1; k <= roomAfter; k++)
        childAllowed[k] = k < requiredAfter ? -Infinity : missAllowed(extensionFactors * countFactor(pieces + k), threshold);
      // One more piece. A logged item, or the partner of a logged pair, lifts the allowance for that one
      // item only: the tail is walked with the allowance of an item without history, and each logged
      // item or partner is looked at by itself.
      let worth = false;
      if (windowOpen && childAllowed[1]! >= 0) {
        const plain = missAllowed(
          ahead *
            likelihoodOf((popularitySum + popularityAhead) / (pieces + 1), itemHistorySum / (pieces + 1), pairHistory) *
            countFactor(pieces + 1),
          threshold,
        );
        worth =
          (plain >= 0 && tail.anyWithin(tailFirst, tailEnd, sums, sums, target, plain)) ||
          loggedFits(j, ahead * countFactor(pieces + 1), popularitySum, itemHistorySum, pairHistory, pieces + 1);
      }
      // Two more: pairs of items whose kcal could still fit. For the root's children (a lone core) the
      // pair walk rarely prunes and costs more than it saves: what the kcal left can carry bounds them.
      const pairs = d > 0;
      const twoMore = roomAfter >= 2 ? childAllowed[2]! : -Infinity;
      if (!worth && pairs && twoMore >= 0) {
        const ceiling = Math.min(capKcal, target.cal + twoMore / CAL.over) - childCal;
        worth = tail.anyPairWithin(sums, target, twoMore, target.cal - childCal - twoMore / CAL.under, ceiling);
      }
      // More: what the kcal left can carry, each piece at most the richest item that fits.
      const fewest = pairs ? 3 : 2;
      let severalMore = -Infinity;
      for (let k = fewest; k <= roomAfter; k++) severalMore = Math.max(severalMore, childAllowed[k]!);
      if (!worth && severalMore >= 0)
        worth =
          carriedMiss(
            childCal,
            childProtein,
            childFat,
            childCarbs,
            childCal,
            childProtein,
            childFat,
            childCarbs,
            fewest,
            roomAfter,
            severalMore,
          ) <= severalMore;
      if (!worth) return;
      state.push(j);
      extend(state.piecesOf(j) < pool.maxPieces[j]! ? j : j + 1);
      state.pop();
      if (ranking.changes !== seenChanges) refresh();
    }

    /**
     * Whether the set plus child j plus one item with history (a logged item, or the partner of a
     * logged pair the set would complete) may reach the threshold, that item's own terms lifting the
     * likelihood. `sums` holds the child's totals.
     */
    function loggedFits(
      j: number,
      factors: number,
      popularitySum: number,
      itemHistorySum: number,
      pairHistory: number,
      pieces: number,
    ): boolean {
      const fits = (item: number) => {
        if (item < j || !state.blockOpen(pool.block[item]!)) return false;
        let pair = pairHistory;
        if (pool.pairBest[item]! > pair) {
          for (let i = 0; i <= state.depth; i++) {
            const other = i < state.depth ? state.pieces[i]! : j;
            if (other === item) continue;
            const term = pool.pairHistory.get(Math.min(other, item) * pool.size + Math.max(other, item));
            if (term !== undefined && term > pair) pair = term;
          }
        }
        const likelihood = likelihoodOf(
          (popularitySum + pool.popularity[item]!) / pieces,
          (itemHistorySum + pool.itemHistory[item]!) / pieces,
          pair,
        );
        const miss = totalsMiss(
          target,
          sums.cal + cal[item]!,
          sums.protein + protein[item]!,
          sums.fat + fat[item]!,
          sums.carbs + carbs[item]!,
        );
        return miss <= missAllowed(factors * likelihood, threshold);
      };
      for (const entry of pool.historyList) if (fits(entry.i)) return true;
      for (const pair of pool.pairList) if (fits(pair.a) || fits(pair.b)) return true;
      return false;
    }

    /**
     * Whether some set below a child of [first, end) may reach the threshold: the children's box of
     * macros plus what may follow it, against allowances from the range's most popular and most
     * logged item and the block's known clashes.
     */
    function rangeMayHold(first: number, end: number): boolean {
      poolRanges.box(first, end, box);
      setSums(rangeLow, x + box.minCal, xProtein + box.minProtein, xFat + box.minFat, xCarbs + box.minCarbs);
      setSums(rangeHigh, x + box.maxCal, xProtein + box.maxProtein, xFat + box.maxFat, xCarbs + box.maxCarbs);
      const pieces = d + 1;
      const popularitySum = state.popularitySum[d]! + likelihoodRanges.max(0, first, end);
      const itemHistorySum = state.itemHistorySum[d]! + likelihoodRanges.max(1, first, end);
      const pairs = Math.max(state.pairHistory[d]!, likelihoodRanges.max(2, first, end));
      if (requiredAfter === 0) {
        const ownFactors =
          blockPenalty *
          blockBonus *
          blockOwnCompanion *
          countFactor(pieces) *
          likelihoodOf(popularitySum / pieces, itemHistorySum / pieces, pairs);
        const own = rangeMiss(
          target,
          rangeLow.cal,
          rangeHigh.cal,
          rangeLow.protein,
          rangeHigh.protein,
          rangeLow.fat,
          rangeHigh.fat,
          rangeLow.carbs,
          rangeHigh.carbs,
        );
        if (own <= missAllowed(ownFactors, threshold)) return true;
      }
      if (roomAfter === 0) return false;
      const extensionFactors =
        blockPenalty *
        Math.max(blockBonus, bonusAhead) *
        blockCompanion *
        likelihoodOf(
          meanBound(popularitySum, popularityAhead, pieces, 1, roomAfter),
          historyMeanBound(itemHistorySum, historyAhead, pieces, 1, roomAfter),
          Math.max(pairs, pairOneMore, pairTwoMore),
        );
      const oneMore = requiredAfter > 1 ? -Infinity : missAllowed(extensionFactors * countFactor(pieces + 1), threshold);
      let several = -Infinity;
      for (let k = Math.max(2, requiredAfter); k <= roomAfter; k++)
        several = Math.max(several, missAllowed(extensionFactors * countFactor(pieces + k), threshold));
      // One piece to go: the tail items whose kcal could complete some child of the range, walked with the range's box.
      if (oneMore >= 0) {
        const first1 = tail.countBelow(target.cal - rangeHigh.cal - oneMore / CAL.under);
        const end1 = tail.countUpTo(Math.min(capKcal, target.cal + oneMore / CAL.over) - rangeLow.cal);
        if (first1 < end1 && tail.anyWithin(first1, end1, rangeLow, rangeHigh, target, oneMore)) return true;
      }
      return (
        several >= 0 &&
        carriedMiss(
          rangeLow.cal,
          rangeLow.protein,
          rangeLow.fat,
          rangeLow.carbs,
          rangeHigh.cal,
          rangeHigh.protein,
          rangeHigh.fat,
          rangeHigh.carbs,
          Math.max(2, requiredAfter),
          roomAfter,
          several,
        ) <= several
      );
    }

    /**
     * The least miss of sets whose totals start, axis by axis, between the lows and the highs and take
     * minPieces to maxPieces more items (none when minPieces is 0) that keep the miss within `allowedMiss`
     * on kcal: each following piece brings at most the richest item that fits, and all of them together
     * at most their most P/F/C per kcal times the kcal they may add.
     */
    function carriedMiss(
      lowCal: number,
      lowProtein: number,
      lowFat: number,
      lowCarbs: number,
      highCal: number,
      highProtein: number,
      highFat: number,
      highCarbs: number,
      minPieces: number,
      maxPieces: number,
      allowedMiss: number,
    ): number {
      const calRoom = Math.min(capKcal, target.cal + allowedMiss / CAL.over) - lowCal;
      // A single following piece must also be heavy enough for the fit; several share that duty.
      const first = maxPieces === 1 ? tail.countBelow(target.cal - highCal - allowedMiss / CAL.under) : 0;
      const end = tail.countUpTo(calRoom);
      if (first >= end)
        return minPieces > 0 ? Infinity : rangeMiss(target, lowCal, highCal, lowProtein, highProtein, lowFat, highFat, lowCarbs, highCarbs);
      tail.ranges.box(first, end, tailBox);
      const kcalRoom = calRoom + maxPieces;
      return rangeMiss(
        target,
        lowCal + minPieces * tailBox.minCal,
        highCal + Math.min(calRoom, maxPieces * tailBox.maxCal),
        lowProtein,
        highProtein + Math.min(proteinPerKcal * kcalRoom, maxPieces * tailBox.maxProtein),
        lowFat,
        highFat + Math.min(fatPerKcal * kcalRoom, maxPieces * tailBox.maxFat),
        lowCarbs,
        highCarbs + Math.min(carbsPerKcal * kcalRoom, maxPieces * tailBox.maxCarbs),
      );
    }

    for (let b = pool.block[from]!; b < BLOCK_COUNT; b++) {
      const end = pool.blockEnd[b]!;
      const start = Math.max(from, pool.blockStart[b]!);
      if (start >= end || !state.blockOpen(b)) continue;
      const role = BLOCK_ROLE[b]!;
      // A set without a core is none; blocks come in role order, so a child without one never gets one.
      if (!hasCore && ROLE_GROUP[role] !== CORE_GROUP) continue;
      // Past the companions, a set that has none keeps the companion factor.
      blockCompanion = companionIn || ROLE_INCLUDES_COMPANION[role] === 1 || companionOpenFrom(b, start) ? companion : COMPANION_MISSING;
      blockOther = other * blockCompanion;
      // The block's pairing classes with the set's: its clashes are known, its pairings bounded.
      state.peekClasses(pool.suffix.classMask[start]!);
      blockPenalty = state.peekPenalty;
      blockBonus = state.peekBonus;
      blockOwnCompanion =
        companionIn || ROLE_GROUP[role] === COMPANION_GROUP || ROLE_INCLUDES_COMPANION[role] === 1 ? 1 : COMPANION_MISSING;
      mostAllowed = fillAllowances(allowed, blockOther, d + 1, requiredAfter, roomAfter, threshold);
      if (mostAllowed < 0) continue;
      tail = tails.of(b);
      tailFirst = 0;
      tailEnd = 0;
      // Sorted by kcal: the children too light for the fit even with the heaviest pieces that may
      // follow, and those too heavy for the cap or the target, are never looked at.
      const first = firstAtLeast(cal, target.cal - x - mostAllowed / CAL.under - roomAfter * tail.heaviest(), start, end);
      const stop = firstAbove(cal, Math.min(capKcal, target.cal + mostAllowed / CAL.over) - x - requiredAfter * minCal, first, end);
      // Halve the children's range while a range's bound leaves a chance; children one by one below SCAN_BELOW.
      let top = 0;
      stack[top++] = first;
      stack[top++] = stop;
      while (top > 0) {
        const rangeEnd = stack[--top]!;
        const rangeFirst = stack[--top]!;
        if (rangeFirst >= rangeEnd) continue;
        if (mostAllowed < 0) break;
        if (rangeEnd - rangeFirst <= SCAN_BELOW) {
          for (let j = rangeFirst; j < rangeEnd && mostAllowed >= 0; j++) tryChild(j);
          continue;
        }
        if (!rangeMayHold(rangeFirst, rangeEnd)) continue;
        const middle = (rangeFirst + rangeEnd) >>> 1;
        stack[top++] = middle;
        stack[top++] = rangeEnd;
        stack[top++] = rangeFirst;
        stack[top++] = middle;
      }
    }
  }

  if (pool.size > 0) extend(0);
  return candidatesEvaluated;
}

/** The highest mean over d + n pieces, n between required and room, when the n added pieces bring at most top[n]. */
function historyMeanBound(sum: number, top: Float64Array, d: number, required: number, room: number): number {
  let most = 0;
  for (let n = required; n <= room; n++) most = Math.max(most, (sum + top[n]!) / (d + n));
  return most;
}

/** The highest mean over d + n pieces, n between required and room, when every added piece brings `best`. */
function meanBound(sum: number, best: number, d: number, required: number, room: number): number {
  return Math.max((sum + required * best) / (d + required), (sum + room * best) / (d + room));
}

/** First index in [low, high) whose value is > max, in a range sorted ascending. */
function firstAbove(values: Float64Array, max: number, low: number, high: number): number {
  while (low < high) {
    const mid = (low + high) >>> 1;
    if (values[mid]! <= max) low = mid + 1;
    else high = mid;
  }
  return low;
}

/** First index in [low, high) whose value is ≥ min, in a range sorted ascending. */
function firstAtLeast(values: Float64Array, min: number, low: number, high: number): number {
  while (low < high) {
    const mid = (low + high) >>> 1;
    if (values[mid]! < min) low = mid + 1;
    else high = mid;
  }
  return low;
}
