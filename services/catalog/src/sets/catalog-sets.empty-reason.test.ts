import type { EmptySetsReason, SetCandidateItem } from '@shokuji/set-optimizer';
import { presentEmptyReason } from './catalog-sets.service';

/** The message of an empty answer (docs/sets.md → Why a list is empty), worded where the catalog presents it. */
describe('presentEmptyReason', () => {
  const shop = { name: '来来亭' };
  const lightest = { id: 'p_1', name: '中華そば（半ラーメン）', cal: 187 } as SetCandidateItem;
  const tooFew: EmptySetsReason = {
    reason: 'too_few_pieces',
    limitKcal: 630,
    mealCapKcal: null,
    lightest,
    lightestOwesRice: false,
    snackFits: false,
    morningMenu: false,
  };
  const target = { cal: 600, protein: 25, fat: 20, carbs: 80 };

  it('names one count of items where minItems and maxItems agree (the 2026-12-06 probe read "no set of 4 to 4 items")', () => {
    const { message } = presentEmptyReason(shop, { mealType: 'lunch', minItems: 4, maxItems: 4, target }, tooFew);
    expect(message).toContain('no set of 4 items of 来来亭 fits 630 kcal');
    expect(message).not.toContain('4 to 4');
    const range = presentEmptyReason(shop, { mealType: 'lunch', minItems: 2, maxItems: 3, target }, tooFew).message;
    expect(range).toContain('no set of 2 to 3 items of 来来亭');
  });

  it('names the meal’s cap where it, not the target, is the limit (a probe at 富士そば, late_night at 500 kcal: "fits 250 kcal")', () => {
    const capped: EmptySetsReason = { ...tooFew, limitKcal: 250, mealCapKcal: 250, lightest: { ...lightest, name: 'ちくわ天', cal: 103 } };
    const input = { mealType: 'late_night' as const, minItems: 2, maxItems: 3, target: { cal: 500, protein: 20, fat: 15, carbs: 70 } };
    expect(presentEmptyReason({ name: '名代 富士そば' }, input, capped).message).toContain(
      'no set of 2 to 3 items of 名代 富士そば fits 250 kcal (the late_night cap) and the set rules',
    );
    expect(presentEmptyReason({ name: '名代 富士そば' }, input, { ...capped, reason: 'no_fit' }).message).toContain(
      'fits 250 kcal (the late_night cap) and the set rules, though',
    );
    // Under the cap the target is the limit, as before.
    const underCap = { ...input, target: { ...input.target, cal: 200 } };
    expect(presentEmptyReason({ name: '名代 富士そば' }, underCap, { ...capped, limitKcal: 210 }).message).toContain('fits 210 kcal and');
  });

  it('shows a limit of half a kcal as it is, not rounded up to the lightest main it is under (stop 83: 大戸屋 at a 450 kcal breakfast read "is 期間限定 朝定食 納豆 (473 kcal), over the target\'s 450 kcal + 5 % (473 kcal)")', () => {
    const overTarget: EmptySetsReason = {
      ...tooFew,
      reason: 'over_target',
      limitKcal: 472.5,
      lightest: { ...lightest, name: '期間限定 朝定食 納豆', cal: 473 },
    };
    const input = { mealType: 'breakfast' as const, minItems: 3, maxItems: 3, target: { cal: 450, protein: 20, fat: 10, carbs: 70 } };
    const { message } = presentEmptyReason({ name: '大戸屋ごはん処' }, input, { ...overTarget, morningMenu: true });
    expect(message).toContain("is 期間限定 朝定食 納豆 (473 kcal), over the target's 450 kcal + 5 % (472.5 kcal)");
    // The same limit where a set of more items is what does not fit.
    const noFit = presentEmptyReason({ name: '大戸屋ごはん処' }, input, { ...overTarget, reason: 'no_fit' }).message;
    expect(noFit).toContain('fits 472.5 kcal and the set rules');
    // A whole limit reads as before.
    expect(presentEmptyReason(shop, { mealType: 'lunch', minItems: 4, maxItems: 4, target }, tooFew).message).toContain('fits 630 kcal');
  });

  it('with minItems 3 or more, says that fewer items may be asked for before one alone', () => {
    const many = presentEmptyReason(shop, { mealType: 'lunch', minItems: 4, maxItems: 4, target }, tooFew).message;
    expect(many).toMatch(/a lower minItems asks for fewer \(minItems 1: one main or set meal alone\)$/);
    const two = presentEmptyReason(shop, { mealType: 'lunch', minItems: 2, maxItems: 3, target }, tooFew).message;
    expect(two).toMatch(/; minItems 1 asks for one main or set meal alone$/);
  });

  it('says why a dish sold without its rice stands in no set (the probe got "no set … fits, though its lightest … is under it" at やよい軒)', () => {
    const dish = { id: 'p_2', name: '［テイクアウト］肉野菜炒め おかずのみ', cal: 269 } as SetCandidateItem;
    const noFit: EmptySetsReason = { ...tooFew, reason: 'no_fit', limitKcal: 367.5, lightest: dish, lightestOwesRice: true };
    const input = { mealType: 'lunch' as const, minItems: 2, maxItems: 3, target: { cal: 350, protein: 15, fat: 12, carbs: 45 } };
    const { message } = presentEmptyReason({ name: 'やよい軒' }, input, noFit);
    expect(message).toMatch(/is under it; that dish is sold without its rice, and no such set holds it with the shop's rice$/);
    expect(presentEmptyReason({ name: 'やよい軒' }, input, { ...noFit, lightestOwesRice: false }).message).toMatch(/is under it$/);
  });
});
