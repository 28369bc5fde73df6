import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { API, useGateway, type TestUser } from '../support/api-fixtures';
import { REPO_ROOT } from '../support/service-process';

/**
 * Every example in examples/ (curl and TypeScript) run as a newcomer runs it, against a started
 * service with a fresh Premium account each, and its effect checked through the API: an example
 * that breaks fails here. The curl examples need curl and jq (examples/README.md).
 */
const run = promisify(execFile);
const EXAMPLES = join(REPO_ROOT, 'examples');
const PROFILE = { heightCm: 160, weightKg: 60, dateOfBirth: '1990-01-01', gender: 'female' };

const { gateway, admin } = useGateway({}, { healthy: true });

const flavours = {
  curl: (name: string) => ({ file: 'bash', args: [join(EXAMPLES, 'curl', `${name}.sh`)] }),
  typescript: (name: string) => ({ file: process.execPath, args: ['--import', 'tsx', join(EXAMPLES, 'ts', `${name}.ts`)] }),
};

/** Runs an example; `base` is SHOKUJI_API as the newcomer wrote it (the API base by default). */
async function example(
  flavour: keyof typeof flavours,
  name: string,
  user: TestUser,
  args: string[] = [],
  base = `${gateway().url}${API}`,
): Promise<string[]> {
  const { file, args: scriptArgs } = flavours[flavour](name);
  const env = { ...process.env, SHOKUJI_API: base, SHOKUJI_TOKEN: user.token };
  const { stdout } = await run(file, [...scriptArgs, ...args], { env, cwd: REPO_ROOT, timeout: 60_000 });
  return stdout.trim().split('\n');
}

interface MealList {
  data: { days: { meals: { id: string; mealName: string; cal: number }[] }[] };
}

/** Every meal of today's list (GET /meals: days, each with its meals). */
async function mealsOf(user: TestUser) {
  return (await user.call<MealList>('GET', '/meals')).body.data.days.flatMap((day) => day.meals);
}

describe.each(Object.keys(flavours) as (keyof typeof flavours)[])('the %s examples against a started service', (flavour) => {
  // An example writes or reads today's records (today in JST on the service clock) and the test reads
  // them after it: starting at an hour's top, midnight JST cannot fall between the two.
  beforeEach(async () => {
    await admin.clockAtNextHour();
  });
  const premium = async () => {
    const user = await admin.buildUser({ plan: 'premium', aiCredits: 5, profile: PROFILE });
    expect((await user.call('PUT', '/goals', { goalType: 'lose', activityLevel: 2 })).status).toBe(200);
    return user;
  };

  it('log-meal-from-search logs the first hit of a search as a meal', async () => {
    const user = await premium();
    const [line] = await example(flavour, 'log-meal-from-search', user, ['からあげ']);
    const logged = /^logged (.+) \((\d+(?:\.\d+)?) kcal\) on \d{4}-\d{2}-\d{2} as \w+, meal (\S+)$/.exec(line ?? '');
    expect(logged).not.toBeNull();
    expect(await mealsOf(user)).toEqual([expect.objectContaining({ id: logged![3], mealName: logged![1], cal: Number(logged![2]) })]);
  });

  it("remaining-budget shows today's remaining calories and PFC", async () => {
    const user = await premium();
    const nutrition = await user.call<{ data: { days: { remaining: { cal: number } }[] } }>('GET', '/nutrition');
    const lines = await example(flavour, 'remaining-budget', user);
    expect(lines).toEqual([expect.stringMatching(/^\d{4}-\d{2}-\d{2}: remaining -?[\d.]+ kcal, P -?[\d.]+ g, F -?[\d.]+ g, C -?[\d.]+ g/)]);
    expect(lines[0]).toContain(`remaining ${nutrition.body.data.days[0]!.remaining.cal} kcal`);
  });

  it('remaining-budget takes the API base written with a slash at its end, as the typed client does', async () => {
    const user = await premium();
    const lines = await example(flavour, 'remaining-budget', user, [], `${gateway().url}${API}/`);
    expect(lines).toEqual([expect.stringMatching(/^\d{4}-\d{2}-\d{2}: remaining -?[\d.]+ kcal, P -?[\d.]+ g, F -?[\d.]+ g, C -?[\d.]+ g/)]);
  });

  it('remaining-budget of a day whose goal has kcal only says the other axes have no goal, never "null"', async () => {
    // No base goal, a day override of kcal alone: GET /nutrition gives protein, fat and carbs null.
    const user = await admin.buildUser({ plan: 'premium' });
    expect((await user.call('PUT', '/budgets/day', { cal: 2200 })).status).toBe(200);
    const lines = await example(flavour, 'remaining-budget', user);
    expect(lines).toEqual([
      expect.stringMatching(/^\d{4}-\d{2}-\d{2}: remaining 2200 kcal, no P goal, no F goal, no C goal \(eaten 0 of 2200 kcal\)$/),
    ]);
  });

  it('sets-at-store suggests sets at one store', async () => {
    const user = await premium();
    const lines = await example(flavour, 'sets-at-store', user, ['familymart', '650', '30', '20', '80']);
    expect(lines.length).toBeGreaterThan(0);
    for (const line of lines) expect(line).toMatch(/^ファミリーマート: .+ = [\d.]+ kcal, P [\d.]+ g, F [\d.]+ g, C [\d.]+ g$/);
  });

  it("sets-at-store says why when no set fits (the answer's emptyReason), where it printed nothing", async () => {
    const user = await premium();
    const target = { cal: 10, protein: 0, fat: 0, carbs: 0 };
    const answer = await user.call<{ data: { sets: unknown[]; emptyReason: { message: string } } }>('POST', '/sets', {
      shopId: 'familymart',
      mealType: 'lunch',
      target,
    });
    expect(answer.body.data.sets).toEqual([]);
    const lines = await example(flavour, 'sets-at-store', user, ['familymart', '10', '0', '0', '0']);
    expect(lines).toEqual([`familymart: no set fits: ${answer.body.data.emptyReason.message}`]);
  });

  it("a refused call shows the API's error body (code, userMessage) and fails", async () => {
    const user = await admin.buildUser({ plan: 'premium', region: 'restricted' });
    await expect(example(flavour, 'log-meal-from-search', user, ['からあげ'])).rejects.toMatchObject({
      stderr: expect.stringContaining('"code":"forbidden"'),
    });
  });

  it('analyze-and-correct logs a described meal, then corrects that same meal with replaceMealId', async () => {
    const user = await premium();
    const lines = await example(flavour, 'analyze-and-correct', user, ['ご飯と豚の生姜焼き', 'ご飯大盛りと豚の生姜焼き、味噌汁']);
    expect(lines).toHaveLength(2);
    const first = /^logged .+: [\d.]+ kcal \(meal (\S+)\)$/.exec(lines[0]!);
    const corrected = /^corrected (.+): ([\d.]+) kcal \(meal (\S+), replaced: true\)$/.exec(lines[1]!);
    expect(first).not.toBeNull();
    expect(corrected?.[3]).toBe(first![1]);
    expect(await mealsOf(user)).toEqual([expect.objectContaining({ id: first![1], mealName: corrected![1], cal: Number(corrected![2]) })]);
  });
});
