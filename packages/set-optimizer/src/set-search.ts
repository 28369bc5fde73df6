import { BLOCKS, BONUS_RULES, type SetPool } from './set-pool';
import { SetRanking, type FoundSet } from './set-ranking';
import type { Macros } from './set-request';
import { AXIS_RULES, MISSING_COMPANION_FACTOR } from './set-rules';
import * as setState from './set-state';
import { emptyBox, MacroRanges, setSums } from './macro-ranges';
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
  tails: TailRanges;
}

/** Runs the search over `pool`, offering its sets to `ranking`; returns the sets it scored. */
function searchInto(pool: SetPool, { pool: poolRanges, tails }: SearchIndexes, ranking: SetRanking, epsilon: number): number {
  const state = new SetState(pool);
  const slack = 1 + epsilon;
  const { target, scaleKcal, capKcal, cal, protein, fat, carbs, maxItems, minItems } = pool;
  const sums: Macros = { cal: 0, protein: 0, fat: 0, carbs: 0 };
  // Per node depth: the miss allowed to a child's sets by how many pieces follow it, the pending
  // child ranges, and scratch boxes.
  const depths = maxItems + 1;
  const allowances = Array.from({ length: depths }, () => new Float64Array(maxItems + 1));
  const stacks = Array.from({ length: depths }, () => new Int32Array(128));
  const boxes = Array.from({ length: depths }, emptyBox);
  const tailBoxes = Array.from({ length: depths }, emptyBox);
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

  /** Whether a side or soup at index ≥ from, in block b or later, may still join the set. */
  function companionOpenFrom(b: number, from: number): boolean {
    for (; b < BLOCK_COUNT; b++)
      if (ROLE_GROUP[BLOCK_ROLE[b]!] === COMPANION_GROUP && Math.max(from, pool.blockStart[b]!) < pool.blockEnd[b]! && state.blockOpen(b))
        return true;
    return false;
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
    let itemHistory = 0;
    let pairBest = 0;
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
      itemHistory = Math.max(itemHistory, s.itemHistory[start]!);
      pairBest = Math.max(pairBest, s.pairBest[start]!);
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
    const likelihood = likelihoodOf(
      meanBound(state.popularitySum[d]!, popularity, d, required, room),
      meanBound(state.itemHistorySum[d]!, itemHistory, d, required, room),
      Math.max(state.pairHistory[d]!, pairBest),
    );
    boundOther = state.penalty[d]! * bonus * likelihood;
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
    const d = state.depth;
    const x = state.cal[d]!;
    const xProtein = state.protein[d]!;
    const xFat = state.fat[d]!;
    const xCarbs = state.carbs[d]!;
    const roomAfter = maxItems - d - 1;
    const requiredAfter = Math.max(0, minItems - d - 1);
    if (requiredAfter > roomAfter) return;
    const hasCore = state.groupCount[CORE_GROUP]! > 0;
    const companionIn = d === 0 || state.hasCompanion();
    const allowed = allowances[d]!;
    const stack = stacks[d]!;
    const box = boxes[d]!;
    const tailBox = tailBoxes[d]!;
    let seenChanges = ranking.changes;
    // Per block: the bound of the factors other than fit and count, the largest allowed miss, the tail.
    let blockOther = 0;
    let mostAllowed = 0;
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
      if (requiredAfter === 0) {
        // The child is a set: its fit first (no push), the whole objective only when the fit leaves it a chance.
        candidatesEvaluated++;
        if (totalsMiss(target, childCal, childProtein, childFat, childCarbs) <= allowed[0]!) {
          state.push(j);
          ranking.offer(state, state.objective());
          state.pop();
          if (ranking.changes !== seenChanges) refresh();
        }
      }
      if (roomAfter === 0) return;
      setSums(sums, childCal, childProtein, childFat, childCarbs);
      // One more piece: the items whose kcal could still fit decide.
      let worth = false;
      const oneMore = allowed[1]!;
      if (oneMore >= 0) {
        tailFirst = tail.slide(tailFirst, target.cal - childCal - oneMore / CAL.under, false);
        tailEnd = tail.slide(tailEnd, Math.min(capKcal, target.cal + oneMore / CAL.over) - childCal, true);
        worth = tailFirst < tailEnd && tail.anyWithin(tailFirst, tailEnd, sums, target, oneMore);
      }
      // Two more: pairs of items whose kcal could still fit.
      const twoMore = roomAfter >= 2 ? allowed[2]! : -Infinity;
      if (!worth && twoMore >= 0) {
        const ceiling = Math.min(capKcal, target.cal + twoMore / CAL.over) - childCal;
        worth = tail.anyPairWithin(sums, target, twoMore, target.cal - childCal - twoMore / CAL.under, ceiling);
      }
      // Three or more: what the kcal left can carry, each piece at most the richest item that fits.
      let severalMore = -Infinity;
      for (let k = 3; k <= roomAfter; k++) severalMore = Math.max(severalMore, allowed[k]!);
      if (!worth && severalMore >= 0) {
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
            3,
            roomAfter,
            severalMore,
          ) <= severalMore;
      }
      if (!worth) return;
      state.push(j);
      extend(state.piecesOf(j) < pool.maxPieces[j]! ? j : j + 1);
      state.pop();
      if (ranking.changes !== seenChanges) refresh();
    }

    /** The least miss of any set below a child of [first, end): the children's box plus what may follow. */
    function rangeBound(first: number, end: number): number {
      poolRanges.box(first, end, box);
      const lowCal = x + box.minCal;
      const lowProtein = xProtein + box.minProtein;
      const lowFat = xFat + box.minFat;
      const lowCarbs = xCarbs + box.minCarbs;
      if (roomAfter === 0)
        return rangeMiss(
          target,
          lowCal,
          x + box.maxCal,
          lowProtein,
          xProtein + box.maxProtein,
          lowFat,
          xFat + box.maxFat,
          lowCarbs,
          xCarbs + box.maxCarbs,
        );
      return carriedMiss(
        lowCal,
        lowProtein,
        lowFat,
        lowCarbs,
        x + box.maxCal,
        xProtein + box.maxProtein,
        xFat + box.maxFat,
        xCarbs + box.maxCarbs,
        requiredAfter,
        roomAfter,
        mostAllowed,
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
      blockOther =
        other * (companionIn || ROLE_INCLUDES_COMPANION[role] === 1 || companionOpenFrom(b, start) ? companion : COMPANION_MISSING);
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
        if (rangeBound(rangeFirst, rangeEnd) > mostAllowed) continue;
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
