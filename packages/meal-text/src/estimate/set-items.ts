// Set words (定食, セット, 弁当): the set's own dish named after its sides, a set word alone said of the next item, and
// foods left out of a set.
import { NO_MAIN_KINDS, type Entry } from '../lexicon/lexicon.types';
import type { EntryUse, ItemPlan } from './item-plan.types';
import { isStapleOf } from './item-uses';

/**
 * パスタセット（サラダ、スープ付き）カルボナーラ, ピザセット（サラダ）マルゲリータ: the dish named right after the brackets of a
 * set's sides is the set's own, the kind of the general dish named before the set word (the same entry, or a dish of
 * that staple), not a second serving beside it.
 */
export function setDishAfterSides(items: ItemPlan[], base: string): ItemPlan[] {
  return items.filter((item, at) => {
    const [named] = item.uses;
    if (!named?.entry.isDish || !/[)）]\s*$/u.test(base.slice(item.start, named.position))) return true;
    const general = items
      .slice(0, at)
      .flatMap((before) => before.uses)
      .findLast((use) => SET_SIDES_AFTER.test(base.slice(use.end)));
    if (!general || !(general.entry.key === named.entry.key || isStapleOf(named, general))) return true;
    general.entry = named.entry;
    general.alternatives = [];
    general.quantities.push(...named.quantities);
    general.portions.push(...named.portions);
    const holder = items.slice(0, at).find((before) => before.uses.includes(general))!;
    holder.unknownWords.push(...item.unknownWords);
    item.uses = item.uses.slice(1);
    return item.uses.length > 0 || item.sets.length > 0;
  });
}

/** A food a set may be served for: not a drink, a fruit, a sweet or a condiment (NO_MAIN_KINDS), nor one not eaten. */
export const isSetMain = (use: EntryUse): boolean => !use.negated && !NO_MAIN_KINDS.has(use.entry.kind) && !isSweetDish(use.entry);

// The kinds of a sweet and of a sweet's parts: MEXT's 菓子類 (ice cream, cake, chocolate) and snacks.
const SWEET_KINDS = new Set<string>(['sweet', 'snack']);

/** A sweet: an entry of a sweet's kind, or a dish that is one (isSweetDish). */
export const isSweet = (entry: Entry): boolean => SWEET_KINDS.has(entry.kind) || isSweetDish(entry);

/**
 * パフェ, あんみつ, プリンアラモード: a dish of no staple that is half sweets or more by weight is a sweet, as a cake is, so its
 * set is a café's (パフェセット: the parfait and a coffee, where it was a 定食's rice and miso soup beside it).
 */
export function isSweetDish(entry: Entry): boolean {
  if (!entry.isDish || entry.parts.some((part) => part.staple)) return false;
  let sweet = 0;
  let total = 0;
  for (const part of entry.parts) {
    total += part.grams;
    if (SWEET_KINDS.has(part.kind)) sweet += part.grams;
  }
  return total > 0 && sweet * 2 >= total;
}

// Separators that end one meal of a day's log before the next (a slash, a line, a full stop).
const MEAL_ENDS: ReadonlySet<string> = new Set(['/', '\n', '。', ';', '!', '?', '！', '？']);
// An item that opens with the time of another meal (夜: 鍋, 夜は鍋, dinner: hot pot).
const NEXT_MEAL_OPENS = /^\s*(?:朝|昼|夜|晩|夕|おやつ|間食|breakfast|lunch|dinner|snack)/iu;

/**
 * "konbini bento, karaage", "set meal: grilled fish": an item that is a set word alone is said of the item after it,
 * as 弁当 唐揚げ is one item (the karaage with the bento's rice, where the bento named nothing and the karaage was alone);
 * not of an item with no main (お弁当とバナナ: a bento and a banana).
 */
export function setWordsOnNext(items: ItemPlan[], base: string): ItemPlan[] {
  return items.flatMap((item, at) => {
    const next = items[at + 1];
    // A bento's stand-in (the bento of no kind, planItem) gives way to the main after it.
    const alone = item.sets.length > 0 && item.uses.every((use) => use.standIn) && item.unknownWords.length === 0;
    if (!alone || !next || !next.uses.some(isSetMain)) return [item];
    // Not across the end of a meal: 昼: 日替わり定食 / 夜: 鍋 is lunch's set and dinner's pot, where the set took the pot
    // for its main and lunch was lost.
    if (MEAL_ENDS.has(next.joinedBy) || NEXT_MEAL_OPENS.test(base.slice(next.start))) return [item];
    next.sets = [...new Set([...item.sets, ...next.sets])];
    return [];
  });
}

/**
 * Foods named as not eaten (ご飯抜き) that no dish had are simply not counted; an item of nothing else
 * goes. A set's item keeps them: the set leaves out its own rice or soup (定食 ご飯なし).
 */
export function withoutLeftOut(items: ItemPlan[]): ItemPlan[] {
  return items.flatMap((item) => {
    if (item.sets.length > 0 || !item.uses.some((use) => use.negated)) return [item];
    const uses = item.uses.filter((use) => !use.negated);
    return uses.length > 0 || item.unknownWords.length > 0 ? [{ ...item, uses }] : [];
  });
}

// A set word and the brackets it opens: what follows lists what the set comes with.
export const SET_SIDES_OPENED = /^\s*(?:定食|セット|せっと|set|弁当|お弁当)\s*[(（]\s*$/iu;
const SET_SIDES_AFTER = /^\s*(?:定食|セット|せっと|set|弁当|お弁当)\s*[(（]/iu;
