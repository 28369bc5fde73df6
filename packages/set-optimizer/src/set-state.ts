import type { Macros } from '@shokuji/nutrition';
import * as setPool from './set-pool';
import type { SetPool } from './set-pool';
import type { SetFactors } from './set-request';
import * as setRules from './set-rules';
import type { AxisRule } from './set-rules';
import { SET_ROLES } from './set-role-flags';

// Transpiled imports are read through getters; the hot path reads these copies, bound once.
const { BLOCKS, BONUS_RULES, CLASS_COUNT, GROUPS, GROUP_INDEX, PAIR_BONUS, PAIR_PENALTY } = setPool;
const {
  AXIS_RULES,
  FOOD_ROLES,
  GROUP_RULES,
  ITEM_COUNT_FACTORS,
  LIKELIHOOD,
  MEAL_DRUNK,
  MEAL_SWEET,
  ROLE_RULES,
  SAME_ITEM_FACTOR,
  SNACK_COMPANIONS_WITHOUT_CORE,
} = setRules;
const GROUP_COUNT = GROUPS.length;
/** No item: partsFitBeside's `beside` for the set's pieces alone. */
const NO_ITEM = -1;
const [CAL, PROTEIN, FAT, CARBS] = [AXIS_RULES.cal, AXIS_RULES.protein, AXIS_RULES.fat, AXIS_RULES.carbs];
const COUNT_FACTORS = Float64Array.from({ length: 7 }, (_, pieces) => ITEM_COUNT_FACTORS[pieces] ?? 0);

/** The role and group tables as arrays by index, for the hot path. */
export const ROLE_GROUP = Int32Array.from(SET_ROLES, (role) => GROUP_INDEX.get(ROLE_RULES[role].group)!);
export const ROLE_MAX = Int32Array.from(SET_ROLES, (role) => ROLE_RULES[role].max);
export const ROLE_MAX_ALL_SMALL = Int32Array.from(SET_ROLES, (role) => ROLE_RULES[role].maxWhenAllSmall ?? ROLE_RULES[role].max);
export const ROLE_INCLUDES_COMPANION = Uint8Array.from(SET_ROLES, (role) => (ROLE_RULES[role].includesCompanion ? 1 : 0));
export const ROLE_NEEDS_CORE = Uint8Array.from(SET_ROLES, (role) => (ROLE_RULES[role].needsCore ? 1 : 0));
export const GROUP_MAX = Int32Array.from(GROUPS, (group) => GROUP_RULES[group].max);
export const GROUP_MIN = Int32Array.from(GROUPS, (group) => GROUP_RULES[group].min);
export const GROUP_ONE_ROLE = Uint8Array.from(GROUPS, (group) => (GROUP_RULES[group].oneRole ? 1 : 0));
export const COMPANION_GROUP = GROUP_INDEX.get('companion')!;
export const CORE_GROUP = GROUP_INDEX.get('core')!;
export const BLOCK_ROLE = Int32Array.from(BLOCKS, (block) => SET_ROLES.indexOf(block.role));
export const BLOCK_SMALL = Uint8Array.from(BLOCKS, (block) => (block.small ? 1 : 0));
export const ROLE_FOOD = Uint8Array.from(SET_ROLES, (role) => (FOOD_ROLES.has(role) ? 1 : 0));
/** Per block, whether its items can lead a set: a core at a meal, something to eat at snack time (docs/sets.md → Snack time). */
export const LEADS_AT_MEAL = Uint8Array.from(BLOCKS, (_, b) => (ROLE_GROUP[BLOCK_ROLE[b]!] === CORE_GROUP ? 1 : 0));
export const LEADS_AT_SNACK = Uint8Array.from(BLOCKS, (_, b) => ROLE_FOOD[BLOCK_ROLE[b]!]!);
/**
 * Per block, whether a set without its lead may still get one there or in a later block. Blocks come
 * in role order, so a set past every block that can lead it never gets a lead.
 */
export const leadFrom = (leads: Uint8Array) => Uint8Array.from(leads, (_, b) => (leads.subarray(b).includes(1) ? 1 : 0));

/** The weighted kcal missed on one axis (docs/sets.md → Fit). */
export function axisMiss(rule: AxisRule, value: number, target: number): number {
  const gap = (value - target) * rule.kcalPerUnit;
  return gap > 0 ? rule.over * gap : -rule.under * gap;
}

export function clamp(value: number, low: number, high: number): number {
  return value < low ? low : value > high ? high : value;
}

// The weights of each axis, per kcal of miss under and over the target, for the straight-line forms below.
const [CAL_UNDER, CAL_OVER] = [CAL.under * CAL.kcalPerUnit, CAL.over * CAL.kcalPerUnit];
const [PROTEIN_UNDER, PROTEIN_OVER] = [PROTEIN.under * PROTEIN.kcalPerUnit, PROTEIN.over * PROTEIN.kcalPerUnit];
const [FAT_UNDER, FAT_OVER] = [FAT.under * FAT.kcalPerUnit, FAT.over * FAT.kcalPerUnit];
const [CARBS_UNDER, CARBS_OVER] = [CARBS.under * CARBS.kcalPerUnit, CARBS.over * CARBS.kcalPerUnit];

/**
 * The weighted miss of a set's totals (docs/sets.md → Fit), written out axis by axis: the search calls
 * this and rangeWithin millions of times, and a call that returns a number must box it unless inlined.
 */
export function totalsMiss(target: Macros, cal: number, protein: number, fat: number, carbs: number): number {
  const c = cal - target.cal;
  const p = protein - target.protein;
  const f = fat - target.fat;
  const k = carbs - target.carbs;
  return (
    (c > 0 ? CAL_OVER * c : -CAL_UNDER * c) +
    (p > 0 ? PROTEIN_OVER * p : -PROTEIN_UNDER * p) +
    (f > 0 ? FAT_OVER * f : -FAT_UNDER * f) +
    (k > 0 ? CARBS_OVER * k : -CARBS_UNDER * k)
  );
}

/**
 * Whether some totals that lie, axis by axis, between the lows and the highs may miss the target by no
 * more than `allowed`: the least miss is at the target clamped into each interval (the miss is convex
 * per axis). A boolean, so nothing is boxed in the hot loops.
 */
export function rangeWithin(
  target: Macros,
  lowCal: number,
  highCal: number,
  lowProtein: number,
  highProtein: number,
  lowFat: number,
  highFat: number,
  lowCarbs: number,
  highCarbs: number,
  allowed: number,
): boolean {
  let miss = lowCal > target.cal ? CAL_OVER * (lowCal - target.cal) : highCal < target.cal ? CAL_UNDER * (target.cal - highCal) : 0;
  miss +=
    lowProtein > target.protein
      ? PROTEIN_OVER * (lowProtein - target.protein)
      : highProtein < target.protein
        ? PROTEIN_UNDER * (target.protein - highProtein)
        : 0;
  miss += lowFat > target.fat ? FAT_OVER * (lowFat - target.fat) : highFat < target.fat ? FAT_UNDER * (target.fat - highFat) : 0;
  miss +=
    lowCarbs > target.carbs
      ? CARBS_OVER * (lowCarbs - target.carbs)
      : highCarbs < target.carbs
        ? CARBS_UNDER * (target.carbs - highCarbs)
        : 0;
  return miss <= allowed;
}

/** What a set of `cal` kcal keeps for `part` of them beyond `limit` (a share of its kcal, or limit.kcal): the rest against the kcal beyond it. */
function keptBeyond(part: number, cal: number, limit: { readonly share: number; readonly kcal: number }): number {
  const free = Math.max(cal * limit.share, limit.kcal);
  return part <= free ? 1 : (cal - part) / (cal - free);
}

/**
 * The naturalness a set keeps at a meal for what carries it beyond a meal's share (set-rules.ts): what is drunk
 * (MEAL_DRUNK) and its sweets (MEAL_SWEET); 1 at snack time. At most 1, so every bound over the other factors
 * stays a bound. Each part's factor rises with the kcal beside it and falls with the part, so its value at a
 * node's least part and most kcal bounds every set below the node (docs/sets.md → Bounds).
 */
export function treatFactor(drunkCal: number, sweetCal: number, cal: number, snackTime: boolean): number {
  return snackTime ? 1 : keptBeyond(drunkCal, cal, MEAL_DRUNK) * keptBeyond(sweetCal, cal, MEAL_SWEET);
}

export function countFactor(pieces: number): number {
  return COUNT_FACTORS[pieces] ?? 0;
}

/** The popularity and history parts of the likelihood, from the set's means and its best logged pair. */
export function likelihoodOf(popularityMean: number, itemHistoryMean: number, pairHistory: number): number {
  return (
    (1 - LIKELIHOOD.popularityWeight + LIKELIHOOD.popularityWeight * popularityMean) *
    (1 + LIKELIHOOD.itemHistoryWeight * itemHistoryMean) *
    (1 + LIKELIHOOD.pairHistoryWeight * pairHistory)
  );
}

/**
 * The best classic pairing a set may still earn: `bonus` (what it has), or a rule between a class in
 * `pairing` (the set's, and those ahead when two more pieces may come) and one of `ahead`.
 */
export function pairingBound(bonus: number, pairing: number, ahead: number): number {
  for (const rule of BONUS_RULES)
    if (rule.factor > bonus && ((pairing & rule.maskA && ahead & rule.maskB) || (pairing & rule.maskB && ahead & rule.maskA)))
      bonus = rule.factor;
  return bonus;
}

/** The product an item is an edition of (docs/sets.md → Editions): its family's first item, or the item itself. */
export function productOf(pool: SetPool, j: number): number {
  const family = pool.family[j]!;
  return family < 0 ? j : family;
}

/** The products of a core key's pieces (none for a snack-time set without a core, keyed `~product`). */
export function coreProductsOf(key: string): number[] {
  return key.startsWith('|') ? key.slice(1).split('|').map(Number) : [];
}

/** A core key with one more core piece: products ascending, so the same core reads the same whatever its order. */
function coreKeyWith(key: string, product: number): string {
  if (key === '') return `|${product}`;
  const products = coreProductsOf(key);
  products.push(product);
  return `|${products.sort((a, b) => a - b).join('|')}`;
}

/**
 * A set being built piece by piece (push, pop) with its running sums, so the search and the
 * exhaustive enumeration score a set the same way in constant time per piece.
 */
export class SetState {
  readonly pieces: Int32Array;
  depth = 0;
  readonly roleCount = new Int32Array(SET_ROLES.length);
  readonly smallCount = new Int32Array(SET_ROLES.length);
  readonly groupCount = new Int32Array(GROUPS.length);
  /** The role of each group's first piece (-1 when empty), for groups that hold one role. */
  readonly groupRole = new Int32Array(GROUPS.length).fill(-1);
  // Per-depth running values: index d holds the value for the first d pieces.
  readonly cal: Float64Array;
  readonly protein: Float64Array;
  readonly fat: Float64Array;
  readonly carbs: Float64Array;
  /** The kcal drunk and the kcal of sweets among the first d pieces (SetPool.drunkCal, sweetCal), for treatFactor. */
  readonly drunkCal: Float64Array;
  readonly sweetCal: Float64Array;
  /** The staples among the first d pieces (SetPool.staple): a set with a core and none keeps SetPool.missingStaple. */
  readonly staples: Int32Array;
  /** The breakfast-only cores among the first d pieces (SetPool.breakfastOnly): a set with none keeps SetPool.offMorningMenu. */
  readonly morningCores: Int32Array;
  /** The bread kinds among the first d pieces, as bits (SetPool.bread): both, a bread main and a plain bread, keep SetPool.breadTwice. */
  readonly breads: Uint8Array;
  readonly popularitySum: Float64Array;
  readonly itemHistorySum: Float64Array;
  readonly penalty: Float64Array;
  readonly bonus: Float64Array;
  readonly pairHistory: Float64Array;
  readonly classMask: Int32Array;
  /**
   * The hosts, the included parts and the parts of the pieces so far (set-piece-links.ts), for fitsBeside; each part mask
   * SetPool.partWords words per depth.
   */
  readonly hostMask: Int32Array;
  readonly includedMask: Int32Array;
  readonly partMask: Int32Array;
  /** The parts the pieces so far owe (a dish sold without its rice: the rice), for isComplete and owesWith. */
  readonly owedMask: Int32Array;
  /**
   * The products of the core pieces (productOf), ascending and joined; at snack time a set without a
   * core is keyed by its first thing to eat. The search keeps one set per core (docs/sets.md → Ordering).
   */
  readonly coreKey: string[];
  /**
   * Per block, the parts every one of its items is (set-piece-links.ts), SetPool.partWords words: a set that comes with
   * one of them takes none of the block (blockTakesMore). All 0 unless `closedParts` (below).
   */
  readonly blockParts: Int32Array;
  /** A part mask of no part (owesBeyond it: the set owes some part). */
  private readonly noParts: Int32Array;
  // Written by peekPairs.
  peekPenalty = 1;
  peekBonus = 1;
  peekPairHistory = 0;

  /**
   * `closedParts`: whether the search's bounds read what the pieces come with (blockTakesMore, and
   * SearchBounds' closed blocks and a logged piece's own set). Every pass but the deeper one above 3
   * pieces: its work budget counts steps, so tighter bounds would move where it stops, and with it the
   * answer of a cut request (docs/sets.md → Work budget). The reference reads the rules alone.
   */
  constructor(
    readonly pool: SetPool,
    readonly closedParts = false,
  ) {
    const depths = pool.maxItems + 1;
    this.pieces = new Int32Array(pool.maxItems);
    this.cal = new Float64Array(depths);
    this.protein = new Float64Array(depths);
    this.fat = new Float64Array(depths);
    this.carbs = new Float64Array(depths);
    this.drunkCal = new Float64Array(depths);
    this.sweetCal = new Float64Array(depths);
    this.staples = new Int32Array(depths);
    this.morningCores = new Int32Array(depths);
    this.breads = new Uint8Array(depths);
    this.popularitySum = new Float64Array(depths);
    this.itemHistorySum = new Float64Array(depths);
    this.penalty = new Float64Array(depths).fill(1);
    this.bonus = new Float64Array(depths).fill(1);
    this.pairHistory = new Float64Array(depths);
    this.classMask = new Int32Array(depths);
    this.hostMask = new Int32Array(depths);
    const words = pool.partWords;
    this.includedMask = new Int32Array(depths * words);
    this.partMask = new Int32Array(depths * words);
    this.owedMask = new Int32Array(depths * words);
    this.coreKey = new Array<string>(depths).fill('');
    this.blockParts = new Int32Array(BLOCKS.length * words);
    this.noParts = new Int32Array(words);
    for (let b = 0; b < BLOCKS.length && closedParts; b++)
      for (let w = 0; w < words && pool.blockStart[b]! < pool.blockEnd[b]!; w++) {
        let parts = -1;
        for (let i = pool.blockStart[b]!; i < pool.blockEnd[b]!; i++) parts &= pool.partBits[i * words + w]!;
        this.blockParts[b * words + w] = parts;
      }
  }

  /** The most pieces of this role the set may hold if the next one is item j. */
  roleLimit(role: number, small: boolean): number {
    const allSmall = small && this.smallCount[role] === this.roleCount[role];
    return allSmall ? ROLE_MAX_ALL_SMALL[role]! : ROLE_MAX[role]!;
  }

  /** Whether the role of a block can take one more piece (ignoring the item itself). */
  blockOpen(block: number): boolean {
    const role = BLOCK_ROLE[block]!;
    const group = ROLE_GROUP[role]!;
    if (this.depth >= this.pool.maxItems) return false;
    if (this.roleCount[role]! >= this.roleLimit(role, BLOCK_SMALL[block] === 1)) return false;
    if (this.groupCount[group]! >= GROUP_MAX[group]!) return false;
    // At snack time a set without a core holds one side dish or soup: two are a meal without its main. The cores come first
    // in the walk, so a set at a companion's block with none never gets one.
    if (
      group === COMPANION_GROUP &&
      this.pool.snackTime &&
      this.groupCount[CORE_GROUP] === 0 &&
      this.groupCount[group]! >= SNACK_COMPANIONS_WITHOUT_CORE
    )
      return false;
    return !(GROUP_ONE_ROLE[group] === 1 && this.groupRole[group] !== -1 && this.groupRole[group] !== role);
  }

  /**
   * Whether a piece of the block may still join the set: its role is open (blockOpen), and its items are
   * not all a part a piece of the set already comes with (fitsBeside turns each of them away: beside
   * おでん no soup, beside a drink bar no drink). The search reads this, so its bounds know it too.
   */
  blockTakesMore(block: number): boolean {
    if (!this.blockOpen(block)) return false;
    const words = this.pool.partWords;
    for (let w = 0; w < words; w++)
      if ((this.includedMask[this.depth * words + w]! & this.blockParts[block * words + w]!) !== 0) return false;
    return true;
  }

  /** Pieces of item j already in the set. */
  piecesOf(j: number): number {
    let count = 0;
    for (let d = 0; d < this.depth; d++) if (this.pieces[d] === j) count++;
    return count;
  }

  /** Whether the set holds another edition of item j (docs/sets.md → Editions): then j may not join it. */
  hasEditionOf(j: number): boolean {
    const family = this.pool.family;
    const own = family[j]!;
    if (own < 0) return false;
    for (let d = 0; d < this.depth; d++) {
      const other = this.pieces[d]!;
      if (other !== j && family[other] === own) return true;
    }
    return false;
  }

  /**
   * Whether item j may join the set as it stands: an add-on only beside a piece it is for (docs/sets.md
   * → Add-ons; add-ons are the last block of the search order, so their host comes first), and no piece
   * beside one that already comes with it, in either order (→ Included parts).
   */
  fitsBeside(j: number): boolean {
    const pool = this.pool;
    const d = this.depth;
    const need = pool.addOnNeed[j]!;
    if (need !== 0 && (this.hostMask[d]! & need) === 0) return false;
    return this.partsFitBeside(d, NO_ITEM, j);
  }

  /**
   * Whether item j may stand beside the first d pieces and item `beside` (NO_ITEM: none): it is none of the parts they
   * come with, and comes with none of the parts they are (docs/sets.md → Included parts).
   */
  partsFitBeside(d: number, beside: number, j: number): boolean {
    const { includedParts, partBits, partWords: words } = this.pool;
    const at = d * words;
    for (let w = 0; w < words; w++) {
      let included = this.includedMask[at + w]!;
      let parts = this.partMask[at + w]!;
      if (beside !== NO_ITEM) {
        included |= includedParts[beside * words + w]!;
        parts |= partBits[beside * words + w]!;
      }
      if ((included & partBits[j * words + w]!) !== 0 || (parts & includedParts[j * words + w]!) !== 0) return false;
    }
    return true;
  }

  /**
   * Whether the set owes a part (a dish sold without its rice and no rice yet: docs/sets.md → Roles) that none of `parts`,
   * SetPool.partWords words from `at`, is.
   */
  owesBeyond(parts: Int32Array, at: number): boolean {
    const words = this.pool.partWords;
    const d = this.depth * words;
    for (let w = 0; w < words; w++) if ((this.owedMask[d + w]! & ~this.partMask[d + w]! & ~parts[at + w]!) !== 0) return true;
    return false;
  }

  /** Whether the set plus item j would still owe a part: then it is no set yet. */
  owesWith(j: number): boolean {
    const { owedParts, partBits, partWords: words } = this.pool;
    const d = this.depth * words;
    for (let w = 0; w < words; w++)
      if (((this.owedMask[d + w]! | owedParts[j * words + w]!) & ~(this.partMask[d + w]! | partBits[j * words + w]!)) !== 0) return true;
    return false;
  }

  /** The pairing terms of the set plus item j, without adding it: into peekPenalty, peekBonus, peekPairHistory. */
  peekPairs(j: number): void {
    const pool = this.pool;
    const d = this.depth;
    const pairClass = pool.pairClass[j]!;
    let penalty = this.penalty[d]!;
    let bonus = this.bonus[d]!;
    let pairHistory = this.pairHistory[d]!;
    const pairable = pool.pairBest[j]! > 0;
    for (let i = 0; i < d; i++) {
      const other = this.pieces[i]!;
      const cell = pool.pairClass[other]! * CLASS_COUNT + pairClass;
      penalty *= PAIR_PENALTY[cell]!;
      if (PAIR_BONUS[cell]! > bonus) bonus = PAIR_BONUS[cell]!;
      if (other === j) penalty *= SAME_ITEM_FACTOR;
      else if (pairable && pool.pairBest[other]! > 0) {
        const term = pool.pairHistory.get(Math.min(other, j) * pool.size + Math.max(other, j));
        if (term !== undefined && term > pairHistory) pairHistory = term;
      }
    }
    this.peekPenalty = penalty;
    this.peekBonus = bonus;
    this.peekPairHistory = pairHistory;
  }

  /**
   * The clash factors item i would bring beside the set's pieces and piece j (-1: none), without
   * adding them. At most 1: clashes only multiply down, so a bound that meets the item may count them.
   */
  clashWith(i: number, j: number): number {
    const pool = this.pool;
    const pairClass = pool.pairClass[i]!;
    let factor = 1;
    for (let n = 0; n <= this.depth; n++) {
      const other = n < this.depth ? this.pieces[n]! : j;
      if (other < 0) break;
      factor *= PAIR_PENALTY[pool.pairClass[other]! * CLASS_COUNT + pairClass]!;
      if (other === i) factor *= SAME_ITEM_FACTOR;
    }
    return factor;
  }

  /**
   * The most any item of these pairing classes (a bit mask) can leave of the clash product, and bring
   * to the best pairing, joining the set: into peekPenalty and peekBonus.
   */
  peekClasses(classMask: number): void {
    const d = this.depth;
    let mostPenalty = 0;
    let mostBonus = 1;
    for (let c = 0; c < CLASS_COUNT; c++) {
      if ((classMask & (1 << c)) === 0) continue;
      let penalty = this.penalty[d]!;
      let bonus = this.bonus[d]!;
      for (let i = 0; i < d; i++) {
        const cell = this.pool.pairClass[this.pieces[i]!]! * CLASS_COUNT + c;
        penalty *= PAIR_PENALTY[cell]!;
        if (PAIR_BONUS[cell]! > bonus) bonus = PAIR_BONUS[cell]!;
      }
      if (penalty > mostPenalty) mostPenalty = penalty;
      if (bonus > mostBonus) mostBonus = bonus;
    }
    this.peekPenalty = mostPenalty;
    this.peekBonus = mostBonus;
  }

  push(j: number): void {
    const pool = this.pool;
    const d = this.depth;
    const next = d + 1;
    this.peekPairs(j);
    const penalty = this.peekPenalty;
    const bonus = this.peekBonus;
    const pairHistory = this.peekPairHistory;
    const pairClass = pool.pairClass[j]!;
    this.pieces[d] = j;
    this.cal[next] = this.cal[d]! + pool.cal[j]!;
    this.protein[next] = this.protein[d]! + pool.protein[j]!;
    this.fat[next] = this.fat[d]! + pool.fat[j]!;
    this.carbs[next] = this.carbs[d]! + pool.carbs[j]!;
    this.drunkCal[next] = this.drunkCal[d]! + pool.drunkCal[j]!;
    this.sweetCal[next] = this.sweetCal[d]! + pool.sweetCal[j]!;
    this.staples[next] = this.staples[d]! + pool.staple[j]!;
    this.morningCores[next] = this.morningCores[d]! + (pool.group[j] === CORE_GROUP ? pool.breakfastOnly[j]! : 0);
    this.breads[next] = this.breads[d]! | pool.bread[j]!;
    this.popularitySum[next] = this.popularitySum[d]! + pool.popularity[j]!;
    this.itemHistorySum[next] = this.itemHistorySum[d]! + pool.itemHistory[j]!;
    this.penalty[next] = penalty;
    this.bonus[next] = bonus;
    this.pairHistory[next] = pairHistory;
    this.classMask[next] = this.classMask[d]! | (1 << pairClass);
    this.hostMask[next] = this.hostMask[d]! | pool.hostBits[j]!;
    const words = pool.partWords;
    for (let w = 0; w < words; w++) {
      this.includedMask[next * words + w] = this.includedMask[d * words + w]! | pool.includedParts[j * words + w]!;
      this.partMask[next * words + w] = this.partMask[d * words + w]! | pool.partBits[j * words + w]!;
      this.owedMask[next * words + w] = this.owedMask[d * words + w]! | pool.owedParts[j * words + w]!;
    }
    const role = pool.role[j]!;
    const group = pool.group[j]!;
    this.coreKey[next] =
      group === CORE_GROUP
        ? coreKeyWith(this.coreKey[d]!, productOf(pool, j))
        : this.coreKey[d] === '' && pool.snackTime && ROLE_FOOD[role] === 1
          ? `~${productOf(pool, j)}`
          : this.coreKey[d]!;
    this.roleCount[role]!++;
    if (pool.small[j] === 1) this.smallCount[role]!++;
    if (this.groupCount[group]!++ === 0) this.groupRole[group] = role;
    this.depth = next;
  }

  pop(): void {
    const pool = this.pool;
    const j = this.pieces[--this.depth]!;
    const role = pool.role[j]!;
    const group = pool.group[j]!;
    this.roleCount[role]!--;
    if (pool.small[j] === 1) this.smallCount[role]!--;
    if (--this.groupCount[group]! === 0) this.groupRole[group] = -1;
  }

  /**
   * A set: enough pieces and every group's minimum (a core), or at snack time something to eat instead
   * of a core; an add-on (a topping) only beside a core; nothing owed (a dish sold without its rice beside it).
   */
  isComplete(): boolean {
    if (this.depth < this.pool.minItems || this.owesBeyond(this.noParts, 0)) return false;
    for (let g = 0; g < GROUP_COUNT; g++)
      if (this.groupCount[g]! < GROUP_MIN[g]! && !(g === CORE_GROUP && this.pool.snackTime)) return false;
    if (this.groupCount[CORE_GROUP] === 0)
      for (let role = 0; role < SET_ROLES.length; role++) if (ROLE_NEEDS_CORE[role] === 1 && this.roleCount[role]! > 0) return false;
    return this.hasLead();
  }

  /** The set has what leads it: a core, or at snack time something to eat (docs/sets.md → Snack time). */
  hasLead(): boolean {
    return this.groupCount[CORE_GROUP]! > 0 || (this.pool.snackTime && this.foodPieces() > 0);
  }

  private foodPieces(): number {
    let food = 0;
    for (let role = 0; role < SET_ROLES.length; role++) if (ROLE_FOOD[role] === 1) food += this.roleCount[role]!;
    return food;
  }

  hasCompanion(): boolean {
    const coreRole = this.groupRole[CORE_GROUP]!;
    return this.groupCount[COMPANION_GROUP]! > 0 || (coreRole !== -1 && ROLE_INCLUDES_COMPANION[coreRole] === 1);
  }

  fit(): number {
    const d = this.depth;
    return Math.exp(-totalsMiss(this.pool.target, this.cal[d]!, this.protein[d]!, this.fat[d]!, this.carbs[d]!) / this.pool.scaleKcal);
  }

  naturalness(): number {
    const d = this.depth;
    const companion = d < 2 || this.hasCompanion() ? 1 : this.pool.missingCompanion;
    // At a meal where the shop sells plain rice, a dish with no staple beside it (docs/sets.md → A meal without its staple).
    const staple = this.staples[d] === 0 && this.groupCount[CORE_GROUP]! > 0 ? this.pool.missingStaple : 1;
    // At a restaurant's breakfast, a core from its regular menu (docs/sets.md → A restaurant's breakfast is its morning menu).
    const morning = this.morningCores[d] === 0 ? this.pool.offMorningMenu : 1;
    // Bread beside a bread main (docs/sets.md → Bread beside bread).
    const bread = this.breads[d] === 3 ? this.pool.breadTwice : 1;
    return (
      this.penalty[d]! *
      this.bonus[d]! *
      companion *
      staple *
      morning *
      bread *
      treatFactor(this.drunkCal[d]!, this.sweetCal[d]!, this.cal[d]!, this.pool.snackTime)
    );
  }

  likelihood(): number {
    const d = this.depth;
    return likelihoodOf(this.popularitySum[d]! / d, this.itemHistorySum[d]! / d, this.pairHistory[d]!);
  }

  /** fit × naturalness × item count × likelihood (docs/sets.md → Ordering). */
  objective(): number {
    return this.fit() * this.naturalness() * countFactor(this.depth) * this.likelihood();
  }

  factors(): SetFactors {
    return { fit: this.fit(), naturalness: this.naturalness(), itemCount: countFactor(this.depth), likelihood: this.likelihood() };
  }
}
