import type { CookingMethod, Entry, EntryPart, PortionWord, SetWord } from '../lexicon/lexicon.types';
import { isLatin } from '../lexicon/term-key';
import type { Segment } from '../match/meal-text.segment';
import type { MatchKind } from '../match/term-index';
import type { Quantity } from '../text/quantity.extract';

/** An entry named in an item, with the amounts and words that attach to it. */
export interface EntryUse {
  entry: Entry;
  match: MatchKind;
  position: number;
  end: number;
  /** The words that named the entry, folded ("ぱん", "toast"). */
  term: string;
  quantities: Quantity[];
  portions: PortionWord[];
  cooking: CookingMethod[];
}

/** One item of the meal as the text lists it ("ご飯大盛り", "two slices of toast"). */
export interface ItemPlan {
  start: number;
  end: number;
  uses: EntryUse[];
  sets: SetWord[];
  unknownWords: string[];
  /** Amounts or modifiers with no entry to attach to (kept for the confidence). */
  strayWords: number;
  /** Readings the engine inferred rather than read (a qualifier folded into a dish, rice joined to a curry): each lowers the confidence. */
  inferences: number;
  /** The separator before the item (、 と with…), empty for the first. */
  joinedBy: string;
}

interface Word {
  position: number;
  end: number;
  latin: boolean;
}

/** Lexicon dishes first (餃子 the dish, not the bare fried dumplings), then foods, the catalog, the table. */
function priorityOf(entry: Entry): number {
  if (entry.source === 'lexicon') return entry.isDish && entry.parts.length > 1 ? 0 : entry.kind === 'dish' ? 2 : 1;
  return entry.source === 'catalog' ? 3 : 4;
}

/** Splits the segments into items at separators and resolves each term to an entry or a modifier. */
export function buildItems(segments: Segment[], quantities: Quantity[], textLength: number): ItemPlan[] {
  const groups: Array<{ start: number; end: number; segments: Segment[]; joinedBy: string }> = [];
  let current = { start: 0, end: textLength, segments: [] as Segment[], joinedBy: '' };
  for (const [at, segment] of segments.entries()) {
    if (segment.type === 'separator' && !listsContents(segment, segments.slice(at + 1))) {
      current.end = segment.start;
      groups.push(current);
      current = { start: segment.end, end: textLength, segments: [], joinedBy: segment.text };
    } else current.segments.push(segment);
  }
  groups.push(current);

  const items: ItemPlan[] = [];
  for (const group of groups) {
    const groupQuantities = quantities.filter((quantity) => quantity.start >= group.start && quantity.start < group.end);
    const item = planItem(group.start, group.end, group.segments, groupQuantities, group.joinedBy);
    const hasContent = item.uses.length > 0 || item.unknownWords.length > 0 || item.sets.length > 0;
    const previous = items.at(-1);
    // "fried chicken, 4 pieces" / "ramen, extra noodles": an item of amounts or modifiers only belongs to the one before.
    if (!hasContent && previous && (groupQuantities.length > 0 || item.strayWords > 0)) {
      mergeInto(previous, group.segments, groupQuantities);
      continue;
    }
    if (hasContent) items.push(item);
  }
  return joinStaplesToDishes(items);
}

const stapleFoods = (use: EntryUse): string[] => use.entry.parts.filter((part) => part.staple).map((part) => part.food.foodNumber);

/**
 * Rice named beside a dish: "chicken curry with rice" is the curry's own rice (its amount and size
 * words go to the dish's staple); rice beside a レトルトカレー is a カレー皿 of rice (250 g); ナン or パン
 * with a curry replaces its rice.
 */
function joinStaplesToDishes(items: ItemPlan[]): ItemPlan[] {
  const result: ItemPlan[] = [];
  for (const item of items) {
    const previous = result.at(-1);
    const onlyUse = item.uses.length === 1 ? item.uses[0]! : undefined;
    const dish = previous?.uses.find((use) => use.entry.isDish && use.entry.parts.length > 1);
    if (onlyUse && dish && onlyUse.entry.parts.length === 1 && stapleFoods(dish).includes(onlyUse.entry.parts[0]!.food.foodNumber)) {
      dish.quantities.push(
        ...onlyUse.quantities.map((quantity) => ({ ...quantity, unit: quantity.unit === 'g' ? 'staple-g' : quantity.unit })),
      );
      dish.portions.push(...onlyUse.portions);
      previous!.unknownWords.push(...item.unknownWords);
      previous!.inferences += 1;
      continue;
    }
    // "spaghetti with tomato sauce", "サラダにごまドレッシング": the dish's own contents, named with it
    // (with, に), not a food beside it (と: おにぎりとお茶).
    const previousDish = previous?.uses.find((use) => use.entry.parts.some((part) => part.fillingGrams !== undefined));
    const namesContents = ['with', 'w/', 'に'].includes(item.joinedBy);
    if (onlyUse && previousDish && namesContents && onlyUse.quantities.length === 0 && replaceFilling(previousDish, onlyUse)) {
      previous!.unknownWords.push(...item.unknownWords);
      previous!.inferences += 1;
      continue;
    }
    result.push(item);
  }
  const uses = result.flatMap((item) => item.uses);
  const curries = uses.filter((use) => use.entry.kind === 'curry');
  const breads = uses.some((use) => use.entry.kind === 'bread' && use.entry.parts.length === 1);
  const itemOf = (use: EntryUse): ItemPlan => result.find((item) => item.uses.includes(use))!;
  for (const curry of curries) {
    if (!breads || stapleFoods(curry).length === 0) continue;
    curry.entry = { ...curry.entry, parts: curry.entry.parts.filter((part) => !part.staple) };
    itemOf(curry).inferences += 1;
  }
  if (curries.some((curry) => stapleFoods(curry).length === 0)) {
    for (const use of uses) {
      if (use.entry.kind !== 'rice' || use.quantities.length > 0) continue;
      use.portions.unshift('large');
      itemOf(use).inferences += 1;
    }
  }
  return result;
}

const entryOf = (segment: Segment | undefined): Entry | undefined =>
  segment?.type === 'term' ? segment.targets.flatMap((target) => ('entry' in target ? [target.entry] : []))[0] : undefined;
const isNo = (segment: Segment | undefined): boolean => segment?.type === 'term' && segment.text === 'の';

/** 豆腐とわかめの味噌汁, トマトとチーズのサラダ: と between the contents of a dish does not split items. */
function listsContents(separator: Extract<Segment, { type: 'separator' }>, following: Segment[]): boolean {
  if (separator.text !== 'と' && separator.text !== 'や') return false;
  const [food, no, dish] = following;
  const foodEntry = entryOf(food);
  const dishEntry = entryOf(dish);
  return (
    foodEntry !== undefined && !foodEntry.isDish && isNo(no) && dishEntry !== undefined && dishEntry.isDish && dishEntry.parts.length > 1
  );
}

function mergeInto(item: ItemPlan, segments: Segment[], quantities: Quantity[]): void {
  const head = item.uses.at(-1);
  if (!head) return;
  head.quantities.push(...quantities);
  for (const segment of segments) {
    if (segment.type !== 'term') continue;
    for (const target of segment.targets) {
      if (!('modifier' in target)) continue;
      if (target.modifier.type === 'portion') head.portions.push(target.modifier.value);
      if (target.modifier.type === 'cooking') head.cooking.push(target.modifier.value);
    }
  }
}

const PLAIN_FOOD_KINDS = new Set(['meat', 'fish', 'veg', 'egg', 'soy']);

function planItem(start: number, end: number, segments: Segment[], quantities: Quantity[], joinedBy: string): ItemPlan {
  const item: ItemPlan = { start, end, uses: [], sets: [], unknownWords: [], strayWords: 0, inferences: 0, joinedBy };
  const portions: Array<Word & { value: PortionWord }> = [];
  const cooking: Array<Word & { value: CookingMethod }> = [];

  for (const segment of segments) {
    if (segment.type === 'unknown') {
      item.unknownWords.push(segment.text);
      continue;
    }
    if (segment.type !== 'term') continue;
    const entries = segment.targets.flatMap((target) => ('entry' in target ? [target.entry] : []));
    const modifiers = segment.targets.flatMap((target) => ('modifier' in target ? [target.modifier] : []));
    // A word that is both a dish and a way of cooking (刺身, 唐揚げ) cooks the plain food just before it
    // (サーモン刺身, えびの唐揚げ); anywhere else it is the dish.
    const previous = item.uses.at(-1);
    const cooksPrevious =
      previous !== undefined &&
      previous.entry.parts.length === 1 &&
      PLAIN_FOOD_KINDS.has(previous.entry.kind) &&
      modifiers.some((modifier) => modifier.type === 'cooking');
    const asModifier = modifiers.length > 0 && (entries.length === 0 || cooksPrevious);
    const word: Word = { position: segment.start, end: segment.end, latin: isLatin(segment.text[0]) };
    if (!asModifier && entries.length > 0) {
      const entry = [...entries].sort((a, b) => priorityOf(a) - priorityOf(b))[0]!;
      item.uses.push({
        entry,
        match: segment.match,
        position: segment.start,
        end: segment.end,
        term: segment.text,
        quantities: [],
        portions: [],
        cooking: [],
      });
      continue;
    }
    for (const modifier of modifiers) {
      if (modifier.type === 'portion') portions.push({ ...word, value: modifier.value });
      else if (modifier.type === 'cooking') cooking.push({ ...word, value: modifier.value });
      else if (modifier.type === 'set') item.sets.push(modifier.value);
    }
  }

  const attach = <T>(words: Array<Word & { value: T }>, pick: (use: EntryUse) => T[]): void => {
    for (const word of words) {
      const use = nearestUse(item.uses, word);
      if (use) pick(use).push(word.value);
      else item.strayWords += 1;
    }
  };
  attach(portions, (use) => use.portions);
  attach(cooking, (use) => use.cooking);
  for (const quantity of quantities) {
    const use = nearestUse(item.uses, {
      position: quantity.start,
      end: quantity.end,
      latin: isLatin(quantity.text[0]) && !/^\d/u.test(quantity.text),
    });
    if (use) use.quantities.push(quantity);
    else item.strayWords += 1;
  }
  absorbQualifiers(item);
  return item;
}

/**
 * Japanese words before their head: 卵2個の目玉焼き, パスタ…ミートソース. A food that a dish of the item
 * already contains, or a second dish on the same staple, folds into the head and hands it its amounts.
 */
function absorbQualifiers(item: ItemPlan): void {
  const foodNumbers = (use: EntryUse): Set<string> => new Set(use.entry.parts.map((part) => part.food.foodNumber));
  const staples = (use: EntryUse): Set<string> =>
    new Set(use.entry.parts.filter((part) => part.staple).map((part) => part.food.foodNumber));
  for (let i = 0; i < item.uses.length; i++) {
    const qualifier = item.uses[i]!;
    const head = item.uses.find((other, j) => {
      if (j === i || other.entry === qualifier.entry) return j > i && other.entry === qualifier.entry;
      const qualifierFoods = foodNumbers(qualifier);
      const sameFood =
        qualifier.entry.parts.length === 1 && other.entry.parts.length > 1 && foodNumbers(other).has([...qualifierFoods][0]!);
      const sameStaple =
        qualifier.entry.isDish && other.entry.isDish && j > i && [...staples(qualifier)].some((number) => staples(other).has(number));
      const sameEggOrMeat =
        qualifier.entry.parts.length === 1 &&
        other.entry.parts.length === 1 &&
        j > i &&
        ['egg'].includes(qualifier.entry.kind) &&
        qualifier.entry.parts[0]!.food.group === other.entry.parts[0]!.food.group;
      // "pork dumplings", "えびグラタン": a meat or fish right before a prepared dish says what is in it.
      const describesPrepared =
        j === i + 1 &&
        qualifier.entry.parts.length === 1 &&
        ['meat', 'fish'].includes(qualifier.entry.kind) &&
        other.position - qualifier.end <= 1 &&
        other.entry.parts[0]?.food.group === '18';
      return sameFood || sameStaple || sameEggOrMeat || describesPrepared;
    });
    if (!head) {
      const dish = item.uses.find((use) => use !== qualifier && use.entry.parts.some((part) => part.fillingGrams !== undefined));
      if (dish && replaceFilling(dish, qualifier)) {
        item.uses.splice(i, 1);
        item.inferences += 1;
        i -= 1;
      }
      continue;
    }
    item.inferences += 1;
    if (qualifier.entry.parts.length === 1 && qualifier.entry.parts[0]!.staple && head.entry.parts.some((part) => part.staple)) {
      // パスタ 乾麺150g ミートソース: the amount written on the staple is the dish's staple amount.
      head.quantities.push(
        ...qualifier.quantities.map((quantity) => ({ ...quantity, unit: quantity.unit === 'g' ? 'staple-g' : quantity.unit })),
      );
    } else head.quantities.push(...qualifier.quantities);
    head.portions.push(...qualifier.portions);
    head.cooking.push(...qualifier.cooking);
    item.uses.splice(i, 1);
    i -= 1;
  }
}

/**
 * なめこの味噌汁, meat sauce pasta, "salad with sesame dressing": a plain food named with a dish that
 * has replaceable contents takes their place, at the grams the dish gives for them (PORTIONS.md →
 * 味噌汁: なめこ, しじみ 可食部 15 g に替えて); a food the dish already has (豆腐とわかめの味噌汁) changes nothing.
 * True when the qualifier was used up.
 */
function replaceFilling(dish: EntryUse, qualifier: EntryUse): boolean {
  if (qualifier.entry.parts.length !== 1 || qualifier.entry.isDish) return false;
  const part = qualifier.entry.parts[0]!;
  // A sauce takes the place of a sauce (salad with sesame dressing), a food of a food (ツナのおにぎり).
  const isSauce = (candidate: EntryPart): boolean => candidate.kind === 'seasoning';
  const fillings = dish.entry.parts.filter((existing) => existing.fillingGrams !== undefined && isSauce(existing) === isSauce(part));
  if (fillings.length === 0) return false;
  // The same food, or the same MEXT food under another form (木綿 for 絹ごし豆腐: both だいず …).
  const stem = (candidate: EntryPart): string => candidate.food.namePlainJa.split(' ')[0] ?? '';
  const sameContents = (existing: EntryPart): boolean => existing.food.foodNumber === part.food.foodNumber || stem(existing) === stem(part);
  if (dish.entry.parts.some(sameContents)) return true;
  // The first named content replaces the standard ones; the next ones join it. A food may fix its own
  // amount on the dish and the form it takes there (PORTIONS.md: 甘えび 12 g, 玉子 20 g on nigiri).
  const replaced = fillings.some((existing) => existing.foodKey.startsWith('named:'));
  const onDish = qualifier.entry.hostGrams.get(dish.entry.key);
  const grams = onDish?.grams ?? Math.max(...fillings.map((existing) => existing.fillingGrams!));
  const food = onDish?.part ?? part;
  const named: EntryPart = { ...food, foodKey: `named:${food.foodKey}`, grams, staple: false, fillingGrams: grams };
  const kept = dish.entry.parts.filter((existing) => !fillings.includes(existing) || (replaced && existing.foodKey.startsWith('named:')));
  dish.entry = { ...dish.entry, parts: [...kept, named] };
  return true;
}

/** The entry a word describes: the nearest one, ahead for an English word ("large beef bowl"), behind for Japanese ("ご飯大盛り"). */
function nearestUse(uses: EntryUse[], word: Word): EntryUse | undefined {
  let best: EntryUse | undefined;
  let bestDistance = Infinity;
  for (const use of uses) {
    const ahead = use.position >= word.end;
    const gap = ahead ? use.position - word.end : word.position >= use.end ? word.position - use.end : 0;
    const distance = gap + (ahead === word.latin ? 0 : 0.5);
    if (distance < bestDistance) {
      best = use;
      bestDistance = distance;
    }
  }
  return best;
}
