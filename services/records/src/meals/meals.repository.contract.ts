import { randomUUID } from 'node:crypto';
import { addDays } from '@shokuji/clock';
import type { RecordsStore } from '../store/records-store';
import { buildFood, buildMealRecord } from './meals.factories';
import type { MealMacros, MealRecord } from './meals.repository';

const macrosOf = ({ mealDate, mealType, cal, protein, fat, carbs }: MealRecord): MealMacros => ({
  mealDate,
  mealType,
  cal,
  protein,
  fat,
  carbs,
});

/** One behaviour contract for every MealsRepository adapter. */
export function describeMealsRepositoryContract(getStore: () => RecordsStore): void {
  const user = () => `u_${randomUUID()}`;

  it('round-trips a record exactly and keeps it to its owner', async () => {
    const { meals } = getStore();
    const owner = user();
    const record = buildMealRecord(owner, {
      components: [{ name: 'ご飯 150g', cal: 234, protein: 3.8, fat: 0.5, carbs: 55.7, nameEn: 'rice', ingredients: ['米'] }],
      detailedNutrition: { salt: 1.2345 },
      baseDetailedNutrition: { salt: 1.2345 },
    });
    expect(await meals.insertMany([record], [], 30)).toEqual({ inserted: true, countsBefore: { '2026-11-01': 0 } });
    expect(await meals.get(owner, record.id)).toEqual(record);
    expect(await meals.get(user(), record.id)).toBeNull();
    expect(await meals.delete(user(), record.id)).toBe(false);
    expect(await meals.replace({ ...record, userId: user() })).toBe(false);
  });

  it('lists a date range in date then creation order', async () => {
    const { meals } = getStore();
    const owner = user();
    const a = buildMealRecord(owner, { mealDate: '2026-11-02' });
    const b = buildMealRecord(owner, { mealDate: '2026-11-01' });
    const c = buildMealRecord(owner, { mealDate: '2026-11-02' });
    const outside = buildMealRecord(owner, { mealDate: '2026-11-04' });
    await meals.insertMany([a, b, c, outside], [], 30);
    await meals.insertMany([buildMealRecord(user(), { mealDate: '2026-11-02' })], [], 30);
    expect((await meals.listByDateRange(owner, '2026-11-01', '2026-11-03')).map((m) => m.id)).toEqual([b.id, a.id, c.id]);
    expect(await meals.listMacrosByDateRange(owner, '2026-11-01', '2026-11-03')).toEqual([b, a, c].map(macrosOf));
    expect(await meals.countOnDate(owner, '2026-11-02')).toBe(2);
    // Meals on 11-01, 11-02 and 11-04 (another user's on 11-02 alone).
    expect(await meals.countConsecutiveMealDays(owner, '2026-10-01', '2026-11-02')).toBe(2);
    expect(await meals.countConsecutiveMealDays(owner, '2026-11-01', '2026-11-02')).toBe(2);
    expect(await meals.countConsecutiveMealDays(owner, '2026-11-02', '2026-11-02')).toBe(1);
    expect(await meals.countConsecutiveMealDays(owner, '2026-10-01', '2026-11-03')).toBe(0);
    expect(await meals.countConsecutiveMealDays(owner, '2026-10-01', '2026-11-04')).toBe(1);
    expect(await meals.countConsecutiveMealDays(owner, '2026-11-05', '2026-11-04')).toBe(0);
    expect(await meals.countConsecutiveMealDays(user(), '2026-10-01', '2026-11-02')).toBe(0);
    expect(await meals.listDailyIntake(owner, '2026-11-01', '2026-11-03')).toEqual([
      { mealDate: '2026-11-01', cal: b.cal },
      { mealDate: '2026-11-02', cal: a.cal + c.cal },
    ]);
  });

  it('counts a run of consecutive days longer than any one read of dates, up to its first day', async () => {
    const { meals } = getStore();
    const owner = user();
    const days = Array.from({ length: 200 }, (_, i) => addDays('2026-11-20', -i));
    await meals.insertMany(
      days.filter((day) => day !== '2026-06-01').map((mealDate) => buildMealRecord(owner, { mealDate })),
      [],
      30,
    );
    expect(await meals.countConsecutiveMealDays(owner, '2026-01-01', '2026-11-20')).toBe(172);
    expect(await meals.countConsecutiveMealDays(owner, '2026-06-02', '2026-11-20')).toBe(172);
    expect(await meals.countConsecutiveMealDays(owner, '2026-06-03', '2026-11-20')).toBe(171);
    expect(await meals.countConsecutiveMealDays(owner, '2026-01-01', '2026-05-31')).toBe(27);
  });

  it("counts a run again after each of the user's writes, whichever day it touches", async () => {
    const { meals } = getStore();
    const owner = user();
    const run = (endDate = '2026-11-20', startDate = '2026-01-01') => meals.countConsecutiveMealDays(owner, startDate, endDate);
    const records = Array.from({ length: 10 }, (_, i) => buildMealRecord(owner, { mealDate: addDays('2026-11-20', -i) }));
    await meals.insertMany(records, [], 30);
    expect(await run()).toBe(10);
    expect(await run('2026-11-15')).toBe(5);

    // The day before the run's first day gets a meal: the run grows at its start.
    await meals.insertMany([buildMealRecord(owner, { mealDate: '2026-11-10' })], [], 30);
    expect(await run()).toBe(11);
    // The only meal of a day inside the run is deleted: the run ends after it.
    expect(await meals.delete(owner, records[4]!.id)).toBe(true);
    expect(await run()).toBe(4);
    expect(await run('2026-11-15')).toBe(6);
    // A meal moved into the hole closes it again; the day it left (the run's end) is then empty.
    expect(await meals.replace({ ...records[0]!, mealDate: '2026-11-16' })).toBe(true);
    expect(await run()).toBe(0);
    expect(await run('2026-11-19')).toBe(10);
    // Another user's meal on the empty day is not this user's.
    await meals.insertMany([buildMealRecord(user(), { mealDate: '2026-11-20' })], [], 30);
    expect(await run()).toBe(0);
    // A start date inside the run still bounds it, before and after a count without a bound.
    expect(await run('2026-11-19', '2026-11-15')).toBe(5);
    expect(await run('2026-11-19', '2026-11-11')).toBe(9);
    // A record replaced together with a new food leaves the run's first day.
    expect(await meals.replaceWithFood({ ...records[9]!, mealDate: '2026-11-01' }, buildFood(owner))).toBe(true);
    expect(await run('2026-11-19')).toBe(8);
    expect(await run('2026-11-01')).toBe(1);
  });

  it("reads a day's macros again after each of the user's writes, whichever meal it touches", async () => {
    const { meals } = getStore();
    const owner = user();
    const day = (date = '2026-11-20') => meals.listMacrosByDateRange(owner, date, date);
    const week = () => meals.listMacrosByDateRange(owner, '2026-11-14', '2026-11-20');
    const first = buildMealRecord(owner, { mealDate: '2026-11-20', cal: 500 });
    await meals.insertMany([first], [], 30);
    expect(await day()).toEqual([macrosOf(first)]);
    expect(await week()).toEqual([macrosOf(first)]);
    expect(await day('2026-11-19')).toEqual([]);

    const second = buildMealRecord(owner, { mealDate: '2026-11-20', mealType: 'dinner', cal: 0.1 + 0.2 });
    await meals.insertMany([second], [], 30);
    expect(await day()).toEqual([first, second].map(macrosOf));
    expect(await week()).toEqual([first, second].map(macrosOf));
    // A change of values, and a move to another day (both days and the range around them).
    const changed = { ...first, cal: 640, protein: 31.5 };
    expect(await meals.replace(changed)).toBe(true);
    expect(await day()).toEqual([changed, second].map(macrosOf));
    const moved = { ...second, mealDate: '2026-11-19' };
    expect(await meals.replace(moved)).toBe(true);
    expect(await day()).toEqual([macrosOf(changed)]);
    expect(await day('2026-11-19')).toEqual([macrosOf(moved)]);
    expect(await week()).toEqual([moved, changed].map(macrosOf));
    // Replaced together with a new food, then deleted.
    const withFood = { ...changed, revision: 1, mealType: 'breakfast' as const, cal: 120 };
    expect(await meals.replaceWithFood(withFood, buildFood(owner))).toBe(true);
    expect(await day()).toEqual([macrosOf(withFood)]);
    expect(await meals.delete(owner, first.id)).toBe(true);
    expect(await day()).toEqual([]);
    expect(await week()).toEqual([macrosOf(moved)]);
    // Another user's meal on the day is not this user's.
    await meals.insertMany([buildMealRecord(user(), { mealDate: '2026-11-20' })], [], 30);
    expect(await day()).toEqual([]);
  });

  it('orders records written at the same instant by id, in the whole records and in the macros alike', async () => {
    const { meals } = getStore();
    const owner = user();
    const createdAt = '2026-11-01T03:00:00.000Z';
    const later = buildMealRecord(owner, { id: `m_z${randomUUID()}`, createdAt, mealType: 'dinner', cal: 0.1 + 0.2 });
    const earlier = buildMealRecord(owner, { id: `m_a${randomUUID()}`, createdAt, mealType: 'afternoon', cal: 1 / 3 });
    await meals.insertMany([later], [], 30);
    await meals.insertMany([earlier], [], 30);
    expect((await meals.listByDateRange(owner, '2026-11-01', '2026-11-01')).map((m) => m.id)).toEqual([earlier.id, later.id]);
    expect(await meals.listMacrosByDateRange(owner, '2026-11-01', '2026-11-01')).toEqual([earlier, later].map(macrosOf));
  });

  it('writes a batch with its foods all or nothing: over the daily cap nothing is written', async () => {
    const { meals } = getStore();
    const owner = user();
    await meals.insertMany(
      Array.from({ length: 28 }, () => buildMealRecord(owner)),
      [],
      30,
    );
    const food = buildFood(owner);
    const result = await meals.insertMany(
      [buildMealRecord(owner, { foodId: food.foodId }), buildMealRecord(owner), buildMealRecord(owner)],
      [food],
      30,
    );
    expect(result).toEqual({ inserted: false, countsBefore: { '2026-11-01': 28 } });
    expect(await meals.countOnDate(owner, '2026-11-01')).toBe(28);
    expect(await meals.getFood(owner, food.foodId)).toBeNull();
    expect((await meals.insertMany([buildMealRecord(owner, { foodId: food.foodId }), buildMealRecord(owner)], [food], 30)).inserted).toBe(
      true,
    );
    expect(await meals.countOnDate(owner, '2026-11-01')).toBe(30);
    expect(await meals.getFood(owner, food.foodId)).toEqual(food);
  });

  it('a batch failing mid-write (duplicate id) leaves nothing visible', async () => {
    const { meals } = getStore();
    const owner = user();
    const existing = buildMealRecord(owner, { mealDate: '2026-11-09' });
    await meals.insertMany([existing], [], 30);
    const food = buildFood(owner);
    const fresh = buildMealRecord(owner, { mealDate: '2026-11-09' });
    // Matched on the message: the native driver's error class may come from another test file's realm.
    await expect(meals.insertMany([fresh, { ...existing }], [food], 30)).rejects.toMatchObject({
      message: expect.stringMatching(/UNIQUE|duplicate key|E11000/i),
    });
    expect(await meals.get(owner, fresh.id)).toBeNull();
    expect(await meals.getFood(owner, food.foodId)).toBeNull();
    expect(await meals.countOnDate(owner, '2026-11-09')).toBe(1);
  });

  it('replaces and deletes records, deleting the photo with them', async () => {
    const { meals } = getStore();
    const owner = user();
    const record = buildMealRecord(owner);
    await meals.insertMany([record], [], 30);
    expect(await meals.replace({ ...record, mealDate: '2026-11-05', cal: 400 })).toBe(true);
    expect(await meals.get(owner, record.id)).toMatchObject({ mealDate: '2026-11-05', cal: 400 });
    expect(await meals.listMacrosByDateRange(owner, '2026-11-05', '2026-11-05')).toEqual([
      macrosOf({ ...record, mealDate: '2026-11-05', cal: 400 }),
    ]);
    await meals.putPhoto({
      userId: owner,
      mealId: record.id,
      version: 'v1',
      image: Buffer.from([1, 2, 3]),
      thumbnail: Buffer.from([4]),
      createdAt: record.createdAt,
    });
    await meals.putPhoto({
      userId: owner,
      mealId: record.id,
      version: 'v2',
      image: Buffer.from([5, 6]),
      thumbnail: Buffer.from([7]),
      createdAt: record.createdAt,
    });
    const photo = await meals.getPhoto(owner, record.id);
    expect(photo).toMatchObject({ version: 'v2' });
    expect([...photo!.image]).toEqual([5, 6]);
    expect(await meals.getPhoto(user(), record.id)).toBeNull();
    expect(await meals.delete(owner, record.id)).toBe(true);
    expect(await meals.get(owner, record.id)).toBeNull();
    expect(await meals.getPhoto(owner, record.id)).toBeNull();
    expect(await meals.delete(owner, record.id)).toBe(false);
  });

  it('searches names by a case-insensitive part, newest first, with literal % and _', async () => {
    const { meals } = getStore();
    const owner = user();
    const older = buildMealRecord(owner, { mealName: 'Chicken サラダ' });
    const newer = buildMealRecord(owner, { mealName: 'ツナサラダ 100%' });
    await meals.insertMany([older, newer, buildMealRecord(owner, { mealName: '牛丼' })], [], 30);
    expect((await meals.searchByName(owner, 'サラダ', 20)).map((m) => m.id)).toEqual([newer.id, older.id]);
    expect((await meals.searchByName(owner, 'chicken', 20)).map((m) => m.id)).toEqual([older.id]);
    expect((await meals.searchByName(owner, '%', 20)).map((m) => m.id)).toEqual([newer.id]);
    expect(await meals.searchByName(owner, '_', 20)).toEqual([]);
    expect(await meals.searchByName(owner, 'サラダ', 1)).toHaveLength(1);
    expect(await meals.searchByName(user(), 'サラダ', 20)).toEqual([]);
  });

  it('searches a name however its part is typed (width, case, kana script), after every kind of write', async () => {
    const { meals } = getStore();
    const owner = user();
    const oat = buildMealRecord(owner, { mealName: 'OATミルク' });
    const oatmeal = buildMealRecord(owner, { mealName: 'オートミール' });
    const curry = buildMealRecord(owner, { mealName: 'ｶﾚｰﾗｲｽ' });
    const kanji = buildMealRecord(owner, { mealName: '唐揚げ定食' });
    const kana = buildMealRecord(owner, { mealName: 'からあげ弁当' });
    const protein = buildMealRecord(owner, { mealName: 'プロテイン１００％' });
    await meals.insertMany([oat, oatmeal, curry, kanji, kana, protein], [], 30);
    const found = async (text: string) => (await meals.searchByName(owner, text, 20)).map((m) => m.mealName);
    expect(await found('ＯＡＴ')).toEqual(['OATミルク']);
    expect(await found('ｏａｔみるく')).toEqual(['OATミルク']);
    expect(await found('おーとみーる')).toEqual(['オートミール']);
    expect(await found('カレー')).toEqual(['ｶﾚｰﾗｲｽ']);
    // Kana meets kana, not the kanji of the same word.
    expect(await found('カラアゲ')).toEqual(['からあげ弁当']);
    expect(await found('100%')).toEqual(['プロテイン１００％']);
    expect(await found('_')).toEqual([]);
    // A stored record keeps its folded name through a replace, and takes the new one with a new name.
    expect(await meals.replace({ ...oat, quantity: 2 })).toBe(true);
    expect(await meals.searchByName(owner, 'ＯＡＴ', 20)).toEqual([{ ...oat, quantity: 2, revision: 1 }]);
    expect(await meals.replaceWithFood({ ...curry, mealName: 'ﾎﾟｰｸｿﾃｰ' }, buildFood(owner))).toBe(true);
    expect(await found('カレー')).toEqual([]);
    expect(await found('ぽーく')).toEqual(['ﾎﾟｰｸｿﾃｰ']);
    expect(await meals.searchByName(user(), 'ＯＡＴ', 20)).toEqual([]);
  });

  it('also finds the names a name test passes (another script, meal-name-sound.ts), newest first, only the owner’s', async () => {
    const { meals } = getStore();
    const owner = user();
    const older = buildMealRecord(owner, { mealName: '唐揚げ定食', mealDate: '2026-11-20' });
    const newer = buildMealRecord(owner, { mealName: 'からあげ弁当', mealDate: '2026-11-21' });
    const other = buildMealRecord(owner, { mealName: '牛丼', mealDate: '2026-11-22' });
    await meals.insertMany([older, newer, other], [], 30);
    await meals.insertMany([buildMealRecord(user(), { mealName: '唐揚げ定食' })], [], 30);
    const tested: string[] = [];
    const soundsLikeKaraage = (name: string) => {
      tested.push(name);
      return name === '唐揚げ定食';
    };
    const found = await meals.searchByName(owner, 'からあげ', 20, soundsLikeKaraage);
    expect(found.map((m) => m.id)).toEqual([newer.id, older.id]);
    // The test sees the owner's names only, and no more than a search would read.
    expect(new Set(tested).size).toBeGreaterThan(0);
    expect([...new Set(tested)].every((name) => ['唐揚げ定食', 'からあげ弁当', '牛丼'].includes(name))).toBe(true);
    expect((await meals.searchByName(owner, 'からあげ', 1, soundsLikeKaraage)).map((m) => m.id)).toEqual([newer.id]);
    expect((await meals.searchByName(owner, 'からあげ', 20)).map((m) => m.id)).toEqual([newer.id]);
    expect((await meals.searchByName(owner, 'ぎゅうどん', 20, (name) => name === '牛丼')).map((m) => m.id)).toEqual([other.id]);
    expect(await meals.searchByName(owner, 'ぎゅうどん', 20, () => false)).toEqual([]);
    // A test never outlives its search: the next one without a test finds by the text alone.
    expect(await meals.searchByName(owner, 'ぎゅうどん', 20)).toEqual([]);
  });

  it('also lists the foods a name test passes, when a part of the name is given', async () => {
    const { meals } = getStore();
    const owner = user();
    const a = buildFood(owner, { name: '豚汁' });
    const b = buildFood(owner, { name: '親子丼' });
    await meals.addFood(a);
    await meals.addFood(b);
    await meals.addFood(buildFood(user(), { name: '豚汁' }));
    const soundsLikeTonjiru = (name: string) => name === '豚汁';
    expect((await meals.listFoods(owner, 'とんじる', 20, soundsLikeTonjiru)).map((f) => f.foodId)).toEqual([a.foodId]);
    expect(await meals.listFoods(owner, 'とんじる', 20)).toEqual([]);
    expect((await meals.listFoods(owner, '丼', 20, soundsLikeTonjiru)).map((f) => f.foodId)).toEqual([b.foodId, a.foodId]);
  });

  it('searches meal and food names with pattern characters taken as themselves (. ( ) - * ?)', async () => {
    const { meals } = getStore();
    const owner = user();
    const large = buildMealRecord(owner, { mealName: 'カレー(大) 1.5人前' });
    await meals.insertMany([large, buildMealRecord(owner, { mealName: 'カレーライス' })], [], 30);
    expect((await meals.searchByName(owner, '(大)', 20)).map((m) => m.id)).toEqual([large.id]);
    expect((await meals.searchByName(owner, '1.5', 20)).map((m) => m.id)).toEqual([large.id]);
    expect(await meals.searchByName(owner, 'カレ.', 20)).toEqual([]);
    expect(await meals.searchByName(owner, 'カレー*', 20)).toEqual([]);
    const food = buildFood(owner, { name: 'プロテイン-バー?' });
    await meals.addFood(food);
    await meals.addFood(buildFood(owner, { name: 'プロテインバー' }));
    expect((await meals.listFoods(owner, 'ン-バ', 20)).map((f) => f.foodId)).toEqual([food.foodId]);
    expect((await meals.listFoods(owner, 'バー?', 20)).map((f) => f.foodId)).toEqual([food.foodId]);
  });

  it('searches newest meal first: a meal recorded late for an old date comes after newer dates', async () => {
    const { meals } = getStore();
    const owner = user();
    const batch = ['2026-11-26', '2026-11-28', '2026-11-27'].map((mealDate) =>
      buildMealRecord(owner, { mealName: '朝のサラダ', mealDate }),
    );
    const sameCreation = batch.map((record) => ({ ...record, createdAt: batch[0]!.createdAt }));
    await meals.insertMany(sameCreation, [], 30);
    const backfilled = buildMealRecord(owner, { mealName: '朝のサラダ', mealDate: '2026-10-01' });
    await meals.insertMany([backfilled], [], 30);
    expect((await meals.searchByName(owner, 'サラダ', 20)).map((m) => m.mealDate)).toEqual([
      '2026-11-28',
      '2026-11-27',
      '2026-11-26',
      '2026-10-01',
    ]);
  });

  it('lists own foods newest first, filtered by a part of the name', async () => {
    const { meals } = getStore();
    const owner = user();
    const a = buildFood(owner, { name: '豚汁' });
    const b = buildFood(owner, { name: '親子丼', source: 'app' });
    await meals.addFood(a);
    await meals.addFood(b);
    await meals.addFood(buildFood(user(), { name: '豚丼' }));
    expect((await meals.listFoods(owner, undefined, 20)).map((f) => f.foodId)).toEqual([b.foodId, a.foodId]);
    expect((await meals.listFoods(owner, '豚', 20)).map((f) => f.foodId)).toEqual([a.foodId]);
    expect(await meals.listFoods(owner, undefined, 1)).toHaveLength(1);
    expect(await meals.getFood(user(), a.foodId)).toBeNull();
  });

  it('lists own foods of one origin newest first, however many foods of other origins are newer', async () => {
    const { meals } = getStore();
    const owner = user();
    const older = buildFood(owner, { name: 'アプリの朝食', source: 'app' });
    const newer = buildFood(owner, { name: 'アプリの夕食', source: 'app' });
    await meals.addFood(older);
    await meals.addFood(newer);
    await meals.insertMany([], [buildFood(owner, { source: 'manual' }), buildFood(owner, { source: 'ai_analysis' })], 30);
    await meals.addFood(buildFood(user(), { source: 'app' }));
    expect((await meals.listFoodsOfSource(owner, 'app', 1)).map((f) => f.foodId)).toEqual([newer.foodId]);
    expect((await meals.listFoodsOfSource(owner, 'app', 20)).map((f) => f.foodId)).toEqual([newer.foodId, older.foodId]);
    expect((await meals.listFoodsOfSource(owner, 'ai_analysis', 20)).map((f) => f.source)).toEqual(['ai_analysis']);
  });

  it('searches a food name however its part is typed, as meals are searched; every character literal', async () => {
    const { meals } = getStore();
    const owner = user();
    const rice = buildFood(owner, { name: 'アプリのおにぎり' });
    const shake = buildFood(owner, { name: 'ＰＲＯＴＥＩＮ１００％' });
    await meals.addFood(rice);
    await meals.insertMany([], [shake], 30);
    const found = async (text: string) => (await meals.listFoods(owner, text, 20)).map((f) => f.name);
    expect(await found('オニギリ')).toEqual(['アプリのおにぎり']);
    expect(await found('ｱﾌﾟﾘ')).toEqual(['アプリのおにぎり']);
    expect(await found('protein')).toEqual(['ＰＲＯＴＥＩＮ１００％']);
    expect(await found('100%')).toEqual(['ＰＲＯＴＥＩＮ１００％']);
    expect(await found('_')).toEqual([]);
    expect(await found('%')).toEqual(['ＰＲＯＴＥＩＮ１００％']);
  });

  it('lists the distinct products recorded at one shop per day and slot, in range, own records only', async () => {
    const { meals } = getStore();
    const owner = user();
    const at = (mealDate: string, mealType: 'lunch' | 'dinner', productId: number | null, shopId: string | null = 'familymart') =>
      buildMealRecord(owner, { mealDate, mealType, productId, shopId });
    await meals.insertMany(
      [
        at('2026-11-02', 'lunch', 7),
        at('2026-11-02', 'lunch', 7), // the same product twice in one meal counts once
        at('2026-11-02', 'lunch', 3),
        at('2026-11-01', 'dinner', 3),
        at('2026-11-01', 'lunch', 3),
        at('2026-11-02', 'lunch', 9, 'lawson'), // another shop
        at('2026-11-02', 'lunch', null), // no product (a manual record at the shop)
        at('2026-11-05', 'lunch', 3), // outside the range
      ],
      [],
      30,
    );
    await meals.insertMany([buildMealRecord(user(), { mealDate: '2026-11-02', productId: 7, shopId: 'familymart' })], [], 30);
    expect(await meals.listShopProducts(owner, 'familymart', '2026-11-01', '2026-11-04')).toEqual([
      { mealDate: '2026-11-01', mealType: 'dinner', productId: 3 },
      { mealDate: '2026-11-01', mealType: 'lunch', productId: 3 },
      { mealDate: '2026-11-02', mealType: 'lunch', productId: 3 },
      { mealDate: '2026-11-02', mealType: 'lunch', productId: 7 },
    ]);
    expect(await meals.listShopProducts(owner, 'seven-eleven', '2026-11-01', '2026-11-04')).toEqual([]);
  });

  it('replaces a record only over the revision it was made from (compare-and-set), a food with it included', async () => {
    const { meals } = getStore();
    const owner = user();
    const record = buildMealRecord(owner);
    await meals.insertMany([record], [], 30);
    const read = (await meals.get(owner, record.id))!;
    expect(await meals.replace({ ...read, quantity: 2 })).toBe(true);
    // Made from the same read, after another replacement: refused, and the first one stands.
    expect(await meals.replace({ ...read, mealType: 'dinner' })).toBe(false);
    const stale = buildFood(owner, { name: '古い読み' });
    expect(await meals.replaceWithFood({ ...read, foodId: stale.foodId }, stale)).toBe(false);
    expect(await meals.getFood(owner, stale.foodId)).toBeNull();
    const now = (await meals.get(owner, record.id))!;
    expect(now).toMatchObject({ quantity: 2, mealType: record.mealType, revision: 1 });
    expect(await meals.replace({ ...now, mealType: 'dinner' })).toBe(true);
    expect(await meals.get(owner, record.id)).toMatchObject({ quantity: 2, mealType: 'dinner', revision: 2 });
  });

  it('replaces a record together with a new food, and writes neither when the record is gone', async () => {
    const { meals } = getStore();
    const owner = user();
    const record = buildMealRecord(owner, { mealName: '旧' });
    await meals.insertMany([record], [], 30);
    const food = buildFood(owner, { name: '新', source: 'ai_analysis' });
    expect(await meals.replaceWithFood({ ...record, mealName: '新', foodId: food.foodId }, food)).toBe(true);
    expect((await meals.get(owner, record.id))?.foodId).toBe(food.foodId);
    expect((await meals.getFood(owner, food.foodId))?.name).toBe('新');

    const orphan = buildFood(owner, { name: '宙に浮く' });
    const gone = buildMealRecord(owner);
    expect(await meals.replaceWithFood({ ...gone, foodId: orphan.foodId }, orphan)).toBe(false);
    expect(await meals.getFood(owner, orphan.foodId)).toBeNull();
    expect(await meals.get(owner, gone.id)).toBeNull();
    // Another owner's record is gone for this owner too.
    const foreign = buildFood(user(), { name: '他人' });
    expect(await meals.replaceWithFood({ ...record, userId: foreign.userId, foodId: foreign.foodId }, foreign)).toBe(false);
    expect((await meals.get(owner, record.id))?.mealName).toBe('新');
  });
}
