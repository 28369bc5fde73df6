import type { Macros } from '@shokuji/nutrition';
import * as macroRanges from './macro-ranges';
import { BLOCKS, type SetPool } from './set-pool';
import type { FoundSet, SetRanking } from './set-ranking';
import { AXIS_RULES } from './set-rules';
import { historyMeanBound, meanBound, SAFETY, SearchBounds, type WorkBudget } from './set-search-bounds';
import { createFrames, type Frame } from './set-search-frame';
import { indexesOf, type SearchIndexes } from './set-search-indexes';
import * as setState from './set-state';
import type { SetState } from './set-state';
import { blocksFrom, SCAN_BELOW, TAIL_START } from './set-tail-ranges';
import { chooseVariedSets } from './set-variety';

// The search's layout: this file walks the nodes (SetSearch); set-search-bounds.ts decides which
// children and ranges of children may still hold a set good enough; set-search-frame.ts is what
// one depth knows; set-search-indexes.ts builds the tables both read (docs/sets.md → Algorithm).

// Transpiled imports are read through getters; the search loop reads these copies, bound once.
const {
  BLOCK_ROLE,
  COMPANION_GROUP,
  CORE_GROUP,
  LEADS_AT_MEAL,
  LEADS_AT_SNACK,
  ROLE_GROUP,
  ROLE_INCLUDES_COMPANION,
  ROLE_NEEDS_CORE,
  axisMiss,
  leadFrom,
  clamp,
  countFactor,
  likelihoodOf,
  pairingBound,
  totalsMiss,
  treatFactor,
} = setState;
const { pushHalves, setSums } = macroRanges;
const BLOCK_COUNT = BLOCKS.length;
const LEAD_FROM_MEAL = leadFrom(LEADS_AT_MEAL);
const LEAD_FROM_SNACK = leadFrom(LEADS_AT_SNACK);
const [CAL, PROTEIN, FAT, CARBS] = [AXIS_RULES.cal, AXIS_RULES.protein, AXIS_RULES.fat, AXIS_RULES.carbs];
/** Up to this many pieces, a search is quick enough to seed a deeper one's threshold. */
const SHALLOW_ITEMS = 3;

export interface SearchOutcome {
  sets: FoundSet[];
  candidatesEvaluated: number;
  /** Steps taken, both passes: children tried (partial and complete sets looked at) and ranges of children checked. */
  steps: number;
  /** Pairs of k-d tree nodes the bound of two more pieces looked at, both passes (docs/sets.md → Work budget). */
  pairSteps: number;
  /**
   * Null when the search finished; when the budget cut the deeper pass, an upper bound of every set's
   * objective (the root's bound): the sets not looked at can reach no more than that.
   */
  cutBound: number | null;
}

const workBudget = (steps: number, pairSteps: number): WorkBudget => ({
  steps,
  left: steps,
  pairSteps,
  pairStepsLeft: pairSteps,
  leftAtPairStop: null,
});
/** The budget of a pass that is never cut (the exact pass up to 3 pieces). */
const UNLIMITED = Number.MAX_SAFE_INTEGER;
const stepsTaken = (work: WorkBudget) => work.steps - Math.max(0, work.leftAtPairStop ?? work.left);
const pairStepsTaken = (work: WorkBudget) => work.pairSteps - Math.max(0, work.pairStepsLeft);

/**
 * Branch and bound over the shop's items in role order (docs/sets.md → Algorithm). A node is a
 * partial set; the search visits a child only when an upper bound of every set below it (the child
 * itself and its extensions) can still reach the ranking's threshold. The objective is a product,
 * so each bound is a bound of the factors other than the fit, turned into the weighted kcal a set
 * may miss the target by and still reach the threshold, against a lower bound of what it misses.
 *
 * With epsilon > 0 a node is also dropped when it cannot beat the threshold by more than that
 * factor: the best set returned is then within 1/(1 + epsilon) of the best there is.
 */
export function searchSets(pool: SetPool, setLimit: number, epsilon: number, deepBudget: number, deepPairBudget: number): SearchOutcome {
  const indexes = indexesOf(pool);
  // The pass above 3 pieces may take deepBudget steps and deepPairBudget pair steps over all the
  // rankings of one request (Variety).
  const deep = pool.maxItems > SHALLOW_ITEMS ? workBudget(deepBudget, deepPairBudget) : workBudget(UNLIMITED, UNLIMITED);
  // What the first ranking proved of the best set (the best answer is its best): null when it finished.
  let cutBound: number | null | undefined;
  const varied = chooseVariedSets(pool, setLimit, (within, ranking) => {
    const pass = searchRanking(within, indexes, ranking, epsilon, deep);
    cutBound ??= deep.left < 0 ? pass.rootBound : null;
    return pass;
  })!;
  const passes = varied.passes;
  return {
    sets: varied.sets,
    candidatesEvaluated: passes.reduce((sum, pass) => sum + pass.candidatesEvaluated, 0),
    steps: passes.reduce((sum, pass) => sum + pass.exactSteps, 0) + stepsTaken(deep),
    pairSteps: passes.reduce((sum, pass) => sum + pass.exactPairSteps, 0) + pairStepsTaken(deep),
    cutBound: cutBound ?? null,
  };
}

/**
 * One ranking of the pool into `ranking`: the best set of each of its best cores, exactly up to
 * three pieces, then within epsilon above while `deep` lasts (docs/sets.md → Algorithm). exactSteps
 * and exactPairSteps: the work of the pass up to three pieces before a deeper one (that of `deep` is
 * counted there).
 */
function searchRanking(
  pool: SetPool,
  indexes: SearchIndexes,
  ranking: SetRanking,
  epsilon: number,
  deep: WorkBudget,
): { sets: FoundSet[]; candidatesEvaluated: number; exactSteps: number; exactPairSteps: number; rootBound: number } {
  // Up to three pieces the search is exact and never cut; the budget bounds the deeper pass only.
  const exact = workBudget(UNLIMITED, UNLIMITED);
  let candidatesEvaluated = 0;
  // Sets of up to three pieces first, exactly (quick): their ranking is a high threshold from the start
  // of the deeper search, which then prunes most of what a cold start would visit; and the best set of
  // up to three pieces is never lost to the deeper search's epsilon or its budget, so a larger maxItems
  // never answers worse.
  if (pool.maxItems > SHALLOW_ITEMS && pool.minItems <= SHALLOW_ITEMS)
    candidatesEvaluated += new SetSearch(Object.assign({}, pool, { maxItems: SHALLOW_ITEMS }), indexes, ranking, 0, exact).run()
      .candidatesEvaluated;
  const last = new SetSearch(pool, indexes, ranking, epsilon, deep).run();
  candidatesEvaluated += last.candidatesEvaluated;
  return {
    sets: ranking.ranked,
    candidatesEvaluated,
    exactSteps: stepsTaken(exact),
    exactPairSteps: pairStepsTaken(exact),
    rootBound: last.rootBound,
  };
}

/**
 * One pass of the search over `pool`, offering its sets to `ranking` until it is done or `work` runs
 * out (run). Nodes are visited depth first: extend walks a node's children block by block, tryChild
 * scores a child that is a set and goes below it when the bounds leave a chance.
 */
class SetSearch {
  private readonly state: SetState;
  private readonly bounds: SearchBounds;
  private readonly frames: Frame[];
  /** Children are pruned unless they may beat the threshold by this factor (1 + epsilon). */
  private readonly slack: number;
  private readonly target: Macros;
  private readonly capKcal: number;
  private readonly scaleKcal: number;
  /** The naturalness a set keeps without a side, soup or combo (SetPool.missingCompanion). */
  private readonly companionMissing: number;
  /** Per block: whether its items can lead a set, and whether a set without its lead may still get one there or later. */
  private readonly leads: Uint8Array;
  private readonly leadFrom: Uint8Array;
  private candidatesEvaluated = 0;
  /** The bound of every set of the pool: the root's. */
  private rootBound = 0;

  constructor(
    private readonly pool: SetPool,
    private readonly indexes: SearchIndexes,
    private readonly ranking: SetRanking,
    epsilon: number,
    private readonly work: WorkBudget,
  ) {
    // A pass its budget may cut keeps the bounds its steps were counted with (SetState's closedParts).
    this.state = new setState.SetState(pool, work.steps === UNLIMITED);
    this.bounds = new SearchBounds(pool, this.state, indexes, work);
    this.frames = createFrames(pool.maxItems, pool.size, indexes.tails.of(0));
    this.slack = 1 + epsilon;
    this.target = pool.target;
    this.capKcal = pool.capKcal;
    this.scaleKcal = pool.scaleKcal;
    this.companionMissing = pool.missingCompanion;
    this.leads = pool.snackTime ? LEADS_AT_SNACK : LEADS_AT_MEAL;
    this.leadFrom = pool.snackTime ? LEAD_FROM_SNACK : LEAD_FROM_MEAL;
  }

  /** Runs the pass; returns the sets it scored and the bound of every set of the pool. */
  run(): { candidatesEvaluated: number; rootBound: number } {
    if (this.pool.size > 0) this.extend(0);
    return { candidatesEvaluated: this.candidatesEvaluated, rootBound: this.rootBound };
  }

  /** Tries every child of the current state (one more piece at index ≥ from), and goes down where a bound leaves a chance. */
  private extend(from: number): void {
    const { pool, state, work } = this;
    const d = state.depth;
    const f = this.frames[d]!;
    setSums(f.x, state.cal[d]!, state.protein[d]!, state.fat[d]!, state.carbs[d]!);
    const objectiveBound = this.boundExtensions(f, from);
    if (d === 0) this.rootBound = objectiveBound;
    if (objectiveBound === 0 || objectiveBound * SAFETY < this.thresholdFor(f.coreFixed)) return;
    f.roomAfter = pool.maxItems - d - 1;
    f.requiredAfter = Math.max(0, pool.minItems - d - 1);
    if (f.requiredAfter > f.roomAfter) return;
    f.companionIn = d === 0 || state.hasCompanion();
    for (let b = pool.block[from]!; b < BLOCK_COUNT && work.left >= 0; b++) {
      // A set owing a part (a dish sold without its rice) that no block from here holds is never one.
      if (state.owesBeyond(pool.partsFromBlock, b * pool.partWords)) break;
      const start = Math.max(from, pool.blockStart[b]!);
      if (start >= pool.blockEnd[b]! || !state.blockTakesMore(b)) continue;
      // A set without its lead (a core; at snack time something to eat) is none; blocks come in role
      // order, so a child past the blocks that can lead it never gets one.
      if (!f.hasLead && this.leadFrom[b] !== 1) continue;
      // An add-on never joins a set without a core, and no core comes after it.
      if (!f.hasCore && ROLE_NEEDS_CORE[BLOCK_ROLE[b]!] === 1) continue;
      if (this.enterBlock(f, b, start)) this.walkBlock(f, b, start);
    }
  }

  /**
   * Sets the frame's block fields for the children of block b from `start` (their clashes, pairings
   * and companion factor, their allowances, the tail that may follow them); false when none of them
   * may lead to a set that reaches the threshold.
   */
  private enterBlock(f: Frame, b: number, start: number): boolean {
    const { pool, state, target } = this;
    const d = f.d;
    const role = BLOCK_ROLE[b]!;
    // Past the companions, a set that has none keeps the companion factor.
    f.blockCompanion =
      f.companionIn || ROLE_INCLUDES_COMPANION[role] === 1 || this.companionOpenFrom(b, start) ? f.companion : this.companionMissing;
    // The block's pairing classes with the set's: their clashes are known, their pairings bounded.
    const blockClasses = pool.suffix.classMask[start]!;
    state.peekClasses(blockClasses);
    f.blockPenalty = state.peekPenalty;
    f.blockBonus = state.peekBonus;
    f.tailClasses = f.classesAhead & this.indexes.blockClasses[blocksFrom(TAIL_START[b]!)]!;
    f.blockBonusAhead = pairingBound(
      f.blockBonus,
      state.classMask[d]! | blockClasses | (f.roomAfter >= 2 ? f.tailClasses : 0),
      f.tailClasses,
    );
    f.blockOwnCompanion =
      f.companionIn || ROLE_GROUP[role] === COMPANION_GROUP || ROLE_INCLUDES_COMPANION[role] === 1 ? 1 : this.companionMissing;
    this.fillAllowances(f);
    if (f.mostAllowed < 0) return false;
    f.tail = this.indexes.tails.of(TAIL_START[b]!);
    // The children too light for the fit even with the heaviest pieces that may follow, and those
    // too heavy for the cap or the target, are never looked at.
    const x = f.x.cal;
    f.childCalLow = target.cal - x - f.mostAllowed / CAL.under - f.roomAfter * f.tail.heaviest();
    f.childCalHigh = Math.min(this.capKcal, target.cal + f.mostAllowed / CAL.over) - x - f.requiredAfter * f.minCal;
    return true;
  }

  /**
   * Walks the children of block b from `start`: halves the block's walk positions (a k-d tree's
   * splits) while a range's bound leaves a chance, children one by one below SCAN_BELOW. Children
   * that may have children of their own are gathered and tried most likely first, so that good sets,
   * and a high threshold, come early; the last piece's children are tried at once.
   */
  private walkBlock(f: Frame, b: number, start: number): void {
    const { pool, work, bounds } = this;
    const { walk, latest, rank, byRank } = this.indexes;
    const cal = pool.cal;
    const gather = f.roomAfter > 0;
    const children = f.children;
    let count = 0;
    const stack = f.stack;
    let top = 0;
    stack[top++] = pool.blockStart[b]!;
    stack[top++] = pool.blockEnd[b]!;
    while (top > 0 && f.mostAllowed >= 0 && work.left >= 0) {
      const rangeEnd = stack[--top]!;
      const rangeFirst = stack[--top]!;
      if (rangeFirst >= rangeEnd || (start > rangeFirst && latest.max(0, rangeFirst, rangeEnd) < start)) continue;
      if (rangeEnd - rangeFirst <= SCAN_BELOW) {
        for (let k = rangeFirst; k < rangeEnd && f.mostAllowed >= 0 && work.left >= 0; k++) {
          const j = walk[k]!;
          if (j < start || cal[j]! < f.childCalLow || cal[j]! > f.childCalHigh) continue;
          if (gather) children[count++] = rank[j]!;
          else this.tryChild(f, j);
        }
        continue;
      }
      if (--work.left >= 0 && bounds.rangeMayHold(f, rangeFirst, rangeEnd)) top = pushHalves(stack, top, rangeFirst, rangeEnd);
    }
    if (count === 0) return;
    const ordered = children.subarray(0, count).sort();
    for (let n = 0; n < count && f.mostAllowed >= 0 && work.left >= 0; n++) this.tryChild(f, byRank[ordered[n]!]!);
  }

  /** The child with item j: its own set, then its extensions if a bound of them leaves a chance. */
  private tryChild(f: Frame, j: number): void {
    const { pool, state } = this;
    if (pool.excluded[j] === 1 || state.hasEditionOf(j) || !state.fitsBeside(j) || --this.work.left < 0) return;
    setSums(f.childSums, f.x.cal + pool.cal[j]!, f.x.protein + pool.protein[j]!, f.x.fat + pool.fat[j]!, f.x.carbs + pool.carbs[j]!);
    // At snack time a drink may come before the treat it goes with: a child without a lead is no set yet.
    // A child still owing a part (a dish sold without its rice, the rice to come) is no set yet either.
    if (f.requiredAfter === 0 && (f.hasLead || this.leads[pool.block[j]!] === 1) && !state.owesWith(j)) this.offerChild(f, j);
    if (f.roomAfter === 0 || !this.childMayGrow(f, j)) return;
    state.push(j);
    this.extend(state.piecesOf(j) < pool.maxPieces[j]! ? j : j + 1);
    state.pop();
    if (this.ranking.changes !== f.seenChanges) this.fillAllowances(f);
  }

  /**
   * Whether a set below the child with item j may reach the threshold (SearchBounds.childMayGrow), with
   * what the child drinks or eats as a sweet: in every set below it, which the node's threshold does not
   * know yet.
   */
  private childMayGrow(f: Frame, j: number): boolean {
    const { pool, state } = this;
    if ((pool.drunkCal[j] === 0 && pool.sweetCal[j] === 0) || !state.closedParts) return this.bounds.childMayGrow(f, j);
    const mostKcal = Math.min(this.capKcal, f.childSums.cal + f.roomAfter * f.tail.heaviest());
    const d = f.d;
    const treat = treatFactor(state.drunkCal[d]! + pool.drunkCal[j]!, state.sweetCal[d]! + pool.sweetCal[j]!, mostKcal, pool.snackTime);
    if (treat >= f.treatBound) return this.bounds.childMayGrow(f, j);
    const nodeThreshold = f.threshold;
    f.threshold = (nodeThreshold * f.treatBound) / treat;
    const grows = this.bounds.childMayGrow(f, j);
    f.threshold = nodeThreshold;
    return grows;
  }

  /**
   * The child is a set: what it drinks first, then its fit (no push); what it knows of itself (clashes, pairings,
   * popularity, history) when the block's allowance leaves it a chance; the objective last.
   */
  private offerChild(f: Frame, j: number): void {
    const { pool, state, ranking } = this;
    const d = f.d;
    const pieces = d + 1;
    const sums = f.childSums;
    const treat = treatFactor(state.drunkCal[d]! + pool.drunkCal[j]!, state.sweetCal[d]! + pool.sweetCal[j]!, sums.cal, pool.snackTime);
    if (treat < f.treatFloor) return;
    this.candidatesEvaluated++;
    const miss = totalsMiss(this.target, sums.cal, sums.protein, sums.fat, sums.carbs);
    if (miss > f.allowed[0]!) return;
    state.peekPairs(j);
    const role = pool.role[j]!;
    const companion =
      pieces < 2 || f.companionIn || ROLE_GROUP[role] === COMPANION_GROUP || ROLE_INCLUDES_COMPANION[role] === 1
        ? 1
        : this.companionMissing;
    const factors =
      state.peekPenalty *
      state.peekBonus *
      companion *
      treat *
      countFactor(pieces) *
      likelihoodOf(
        (state.popularitySum[d]! + pool.popularity[j]!) / pieces,
        (state.itemHistorySum[d]! + pool.itemHistory[j]!) / pieces,
        state.peekPairHistory,
      );
    // factors hold the set's own treat factor: against the ranking's threshold, not the node's (Frame.threshold).
    if (miss > this.bounds.missAllowed(factors, f.threshold * f.treatBound)) return;
    state.push(j);
    ranking.offer(state, state.objective());
    state.pop();
    if (ranking.changes !== f.seenChanges) this.fillAllowances(f);
  }

  /** Whether item i may still join the set: later in the search order, in a block that can take it. */
  private reachable(i: number, from: number): boolean {
    return i >= from && this.state.blockTakesMore(this.pool.block[i]!);
  }

  /** Whether a side or soup at index ≥ from, in block b or later, may still join the set. */
  private companionOpenFrom(b: number, from: number): boolean {
    const { pool, state } = this;
    for (; b < BLOCK_COUNT; b++)
      if (
        ROLE_GROUP[BLOCK_ROLE[b]!] === COMPANION_GROUP &&
        Math.max(from, pool.blockStart[b]!) < pool.blockEnd[b]! &&
        state.blockTakesMore(b)
      )
        return true;
    return false;
  }

  /** The objective a node or set must beat: the ranking's threshold, or its core's best once the core is complete. */
  private thresholdFor(coreFixed: boolean): number {
    const { ranking, state } = this;
    const ranked = ranking.threshold();
    return (coreFixed ? Math.max(ranked, ranking.bestOfCore(state.coreKey[state.depth]!)) : ranked) * this.slack;
  }

  /** The block's allowances (see Frame.allowed); a better set found since they were set may have lowered them. */
  private fillAllowances(f: Frame): void {
    f.seenChanges = this.ranking.changes;
    f.threshold = this.thresholdFor(f.coreFixed) / f.treatBound;
    // The node's bound with the block's clashes and best pairing (never above the node's: fewer classes).
    const other = ((f.other * f.blockPenalty * f.blockBonusAhead) / (this.state.penalty[f.d]! * f.bonusAhead)) * f.blockCompanion;
    f.mostAllowed = -Infinity;
    for (let k = 0; k <= f.roomAfter; k++) {
      const value = k < f.requiredAfter ? -Infinity : this.bounds.missAllowed(other * countFactor(f.d + 1 + k), f.threshold);
      f.allowed[k] = value;
      if (value > f.mostAllowed) f.mostAllowed = value;
    }
    // A set of the child alone misses by 0 at best: its own treat factor must reach what allowed[0] leaves.
    f.treatFloor = this.state.closedParts ? f.treatBound * Math.exp(-f.allowed[0]! / this.scaleKcal) : 0;
  }

  /**
   * Bounds every set that adds at least one piece at index ≥ from to the current state into the
   * frame, and returns the bound of their objective (0 when there is none).
   */
  private boundExtensions(f: Frame, from: number): number {
    const { pool, state, target } = this;
    const { maxItems, minItems, cal } = pool;
    const d = f.d;
    const room = maxItems - d;
    f.coreFixed = true;
    if (room <= 0 || from >= pool.size) return 0;
    const required = Math.max(1, minItems - d);
    const s = pool.suffix;
    let proteinPerKcal = 0;
    let fatPerKcal = 0;
    let carbsPerKcal = 0;
    let popularity = 0;
    let minCal = Infinity;
    let heaviest = 0;
    let classMask = 0;
    let companionAvailable = false;
    let coreAvailable = false;
    let leadAvailable = false;
    let companionInCore = false;
    for (let b = pool.block[from]!; b < BLOCK_COUNT; b++) {
      const start = Math.max(from, pool.blockStart[b]!);
      const end = pool.blockEnd[b]!;
      if (start >= end || !state.blockTakesMore(b)) continue;
      proteinPerKcal = Math.max(proteinPerKcal, s.proteinPerKcal[start]!);
      fatPerKcal = Math.max(fatPerKcal, s.fatPerKcal[start]!);
      carbsPerKcal = Math.max(carbsPerKcal, s.carbsPerKcal[start]!);
      popularity = Math.max(popularity, s.popularity[start]!);
      // Blocks are sorted by kcal: their lightest and heaviest items are at their ends.
      minCal = Math.min(minCal, cal[start]!);
      heaviest = Math.max(heaviest, cal[end - 1]!);
      classMask |= s.classMask[start]!;
      const role = BLOCK_ROLE[b]!;
      const group = ROLE_GROUP[role]!;
      if (this.leads[b] === 1) leadAvailable = true;
      if (group === COMPANION_GROUP) companionAvailable = true;
      if (group === CORE_GROUP) {
        coreAvailable = true;
        if (ROLE_INCLUDES_COMPANION[role] === 1) companionInCore = true;
      }
    }
    f.hasCore = state.groupCount[CORE_GROUP]! > 0;
    f.hasLead = state.hasLead();
    f.coreFixed = f.hasCore && !coreAvailable;
    if (minCal === Infinity || (!f.hasLead && !leadAvailable)) return 0;
    const x = f.x.cal;
    const calHigh = Math.min(this.capKcal - x, room * heaviest);
    const calLow = required * minCal;
    if (calLow > this.capKcal - x) return 0;
    // What is drunk and the sweets: the node's are in every set below it, and the factor is highest with the
    // most kcal beside them, the set as heavy as it can get (docs/sets.md → Bounds, treats). Like the
    // bounds of what pieces come with, only in the passes that run to their end (Work budget).
    f.treatBound = state.closedParts ? treatFactor(state.drunkCal[d]!, state.sweetCal[d]!, x + calHigh, pool.snackTime) : 1;
    f.proteinPerKcal = proteinPerKcal;
    f.fatPerKcal = fatPerKcal;
    f.carbsPerKcal = carbsPerKcal;
    f.minCal = minCal;

    // Fit: each axis at the point of its reachable range nearest the target. P/F/C can grow by at
    // most (their max per kcal) × (kcal that can still come + 1 per piece), as a/max(kcal, 1) bounds each item.
    const kcalRoom = calHigh + room;
    const miss =
      axisMiss(CAL, clamp(target.cal, x + calLow, x + calHigh), target.cal) +
      axisMiss(PROTEIN, clamp(target.protein, f.x.protein, f.x.protein + proteinPerKcal * kcalRoom), target.protein) +
      axisMiss(FAT, clamp(target.fat, f.x.fat, f.x.fat + fatPerKcal * kcalRoom), target.fat) +
      axisMiss(CARBS, clamp(target.carbs, f.x.carbs, f.x.carbs + carbsPerKcal * kcalRoom), target.carbs);

    // Naturalness: clashes only multiply down; the best classic pairing still reachable; the
    // companion factor unless a side, soup or combo is in or still possible (one piece needs none).
    const bonus = pairingBound(state.bonus[d]!, state.classMask[d]! | (room >= 2 ? classMask : 0), classMask);
    f.classesAhead = classMask;
    f.companion = d === 0 || state.hasCompanion() || companionAvailable || (!f.hasCore && companionInCore) ? 1 : this.companionMissing;

    let count = 0;
    for (let n = d + required; n <= maxItems; n++) count = Math.max(count, countFactor(n));

    // Likelihood: popularity at its best; a logged pair only if both its items can be in the set (one
    // there and the other to come: one more piece; both to come: two); logged items at most the best
    // terms of those still reachable.
    this.pairTermsAhead(f, from, room);
    this.historyTermsAhead(f, from, room);
    const likelihood = likelihoodOf(
      meanBound(state.popularitySum[d]!, popularity, d, required, room),
      historyMeanBound(state.itemHistorySum[d]!, f.historyAhead, d, required, room),
      Math.max(state.pairHistory[d]!, f.pairOneMore, f.pairTwoMore),
    );
    // A restaurant's breakfast off its morning menu (docs/sets.md → A restaurant's breakfast is its morning menu): known once the
    // set has its core and no core block is ahead. Like the treats, only in the passes that run to their end (Work budget).
    const offMorning = state.closedParts && f.hasCore && !coreAvailable && state.morningCores[d] === 0 ? pool.offMorningMenu : 1;
    f.other = state.penalty[d]! * bonus * likelihood * offMorning;
    f.bonusAhead = bonus;
    f.popularityAhead = popularity;
    return f.other * f.treatBound * f.companion * count * Math.exp(-miss / this.scaleKcal);
  }

  /** The best logged pair a set may still complete with one more piece and with two (frame.pairOneMore, pairTwoMore). */
  private pairTermsAhead(f: Frame, from: number, room: number): void {
    const { state } = this;
    let pairOneMore = 0;
    let pairTwoMore = 0;
    for (const pair of this.pool.pairList) {
      if (pair.term <= pairOneMore && (room < 2 || pair.term <= pairTwoMore)) break;
      const hasA = state.piecesOf(pair.a) > 0;
      const hasB = state.piecesOf(pair.b) > 0;
      if (hasA && hasB) continue;
      const toComeA = !hasA && this.reachable(pair.a, from);
      const toComeB = !hasB && this.reachable(pair.b, from);
      if ((hasA && toComeB) || (hasB && toComeA)) pairOneMore = Math.max(pairOneMore, pair.term);
      else if (toComeA && toComeB && room >= 2) pairTwoMore = Math.max(pairTwoMore, pair.term);
    }
    f.pairOneMore = pairOneMore;
    f.pairTwoMore = pairTwoMore;
  }

  /** historyAhead[n]: the most item history n more pieces may bring, from the logged items still reachable. */
  private historyTermsAhead(f: Frame, from: number, room: number): void {
    const { pool } = this;
    const top = f.historyAhead;
    top.fill(0);
    let taken = 0;
    for (const entry of pool.historyList) {
      if (taken >= room) break;
      if (!this.reachable(entry.i, from)) continue;
      for (let copy = 0; copy < pool.maxPieces[entry.i]! && taken < room; copy++, taken++) top[taken + 1] = top[taken]! + entry.term;
    }
    for (let k = taken + 1; k <= room; k++) top[k] = top[taken]!;
  }
}
