// A verb that says a food was not eaten, or only wished for, said of a whole list of foods: closing one joined by と or
// や, or opening an English one (didn't have rice and miso soup).
import type { ItemPlan } from './item-plan.types';

// 食べなかった, 飲まなかった, 食べたい, 食べる予定, 我慢: a verb said of what was eaten, not a word glued to one food (なし, 抜き).
const NOT_EATEN_VERB = /^(?:食べ|飲|我慢|がまん)/u;
// The particles that join the foods of one object (唐揚げとご飯, ビールや焼き鳥); a comma starts another.
const OBJECT_JOINERS = new Set(['と', 'や']);
// The English verbs of not eating or of wishing, said of the object after them; no, without and minus are said of one
// food or part (burger no pickles and fries: the fries were had).
const NOT_EATEN_VERB_EN =
  /^(?:didn'?t|didn’t|did not|dont|don'?t|don’t|do not|skip|skipped|want|wanted|wanna|craving|want to|wanted to|planning to|plan to|going to|gonna)\b/iu;
// What may stand between two foods of one English object: list words and articles. A verb (and had salad), a clause's
// turn (but) or a comma before another word starts what was had.
const ENGLISH_OBJECT_GAP = /^(?:\s*(?:,|(?:and|or|nor|the|a|an|some|any|my)\b))*\s*$/iu;

/**
 * 唐揚げとご飯食べたい, 寿司とビールは飲まなかった: the verb is said of the whole object, every food joined to the last
 * one by と or や (only ご飯 was left out, and the 唐揚げ was recorded as eaten). A set keeps its own reading (its main
 * left, 唐揚げ定食 唐揚げは食べなかった, still serves its rice and soup), and a comma ends the list (ご飯と味噌汁、唐揚げは
 * 食べなかった: the rice and soup were eaten).
 */
export function negateListedObject(items: ItemPlan[]): void {
  items.forEach((item, at) => {
    const verb = item.uses.find((use) => use.negated && NOT_EATEN_VERB.test(use.negatedBy ?? ''));
    if (!verb) return;
    for (let before = at; before > 0 && OBJECT_JOINERS.has(items[before]!.joinedBy); before--) {
      const listed = items[before - 1]!;
      if (listed.sets.length > 0) return;
      for (const use of listed.uses) {
        use.negated = true;
        use.negatedBy = verb.negatedBy;
      }
    }
  });
}

/**
 * I didn't have rice and miso soup, skipped rice, soup and natto, I wanted pizza and coke but had salad: an English verb
 * of not eating or of wishing is said of every food after it up to the first word that is neither a list word nor an
 * article (only the rice was left out, the soup and the coke were recorded as had). `base` is the text the uses' offsets
 * point into.
 */
export function negateEnglishObject(items: ItemPlan[], base: string): void {
  const uses = items.flatMap((item) => item.uses.map((use) => ({ use, inSet: item.sets.length > 0 })));
  uses.forEach(({ use }, at) => {
    if (!use.negated || !NOT_EATEN_VERB_EN.test(use.negatedBy ?? '')) return;
    for (let next = at + 1; next < uses.length; next++) {
      const listed = uses[next]!;
      if (listed.inSet || !ENGLISH_OBJECT_GAP.test(base.slice(uses[next - 1]!.use.end, listed.use.position))) return;
      listed.use.negated = true;
      listed.use.negatedBy = use.negatedBy;
    }
  });
}
