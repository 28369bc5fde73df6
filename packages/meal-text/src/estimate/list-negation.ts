// A verb that says a food was not eaten, or only wished for, closing a list of foods joined by と or や.
import type { ItemPlan } from './item-plan.types';

// 食べなかった, 飲まなかった, 食べたい, 食べる予定, 我慢: a verb said of what was eaten, not a word glued to one food (なし, 抜き).
const NOT_EATEN_VERB = /^(?:食べ|飲|我慢|がまん)/u;
// The particles that join the foods of one object (唐揚げとご飯, ビールや焼き鳥); a comma starts another.
const OBJECT_JOINERS = new Set(['と', 'や']);

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
