import type { SetCandidateItem } from './set-request';
import { ADD_ON_HOSTS, ADD_ON_RULES, HOST_NAMES, ROLE_RULES, type AddOnHost } from './set-rules';

// An add-on (a topping) joins a set only beside what it is for (docs/sets.md → Add-ons): each add-on's
// host by its name, each piece's hosts by its role, staple and name, from the item alone.

const HOST_BIT = new Map(ADD_ON_HOSTS.map((host, index) => [host, 1 << index]));
/** The bit of a host in hostBitsOf. */
export const hostBit = (host: AddOnHost): number => HOST_BIT.get(host)!;

/** What an add-on is for (set-rules.ts → ADD_ON_RULES), or null for a piece that is no add-on. */
export function addOnHostOf(item: Pick<SetCandidateItem, 'role' | 'name'>): AddOnHost | null {
  if (!ROLE_RULES[item.role].needsCore) return null;
  return ADD_ON_RULES.find((rule) => rule.name.test(item.name))?.host ?? 'dish';
}

/** The hosts a piece can be, as bits (hostBit): a dish, a bowl of rice or noodles, rice, a salad, bread, a fried dish. */
export function hostBitsOf(item: Pick<SetCandidateItem, 'role' | 'kind' | 'name' | 'soldByPiece'>): number {
  const { role, kind, name } = item;
  const core = ROLE_RULES[role].group === 'core';
  // A dish is a core eaten from a plate or bowl: not an onigiri, a sushi plate or a piece sold by the piece.
  const dish = core && !item.soldByPiece && !HOST_NAMES.handHeld.test(name);
  // A tonkatsu chain's ライス, a salad and a からあげ are side dishes there.
  const onPlate = core || role === 'side';
  let bits = 0;
  if (dish) bits |= hostBit('dish');
  if (dish && (kind === 'rice' || kind === 'noodle') && !HOST_NAMES.setMeal.test(name)) bits |= hostBit('bowl');
  if (dish && kind === 'noodle') bits |= hostBit('noodles');
  if ((dish && kind === 'rice') || (role === 'side' && HOST_NAMES.rice.test(name))) bits |= hostBit('rice');
  if (onPlate && HOST_NAMES.salad.test(name) && !HOST_NAMES.notSalad.test(name)) bits |= hostBit('salad');
  if (role !== 'drink' && role !== 'topping' && HOST_NAMES.bread.test(name)) bits |= hostBit('bread');
  if (onPlate && HOST_NAMES.fried.test(name)) bits |= hostBit('fried');
  return bits;
}
