// Today's goal, what was eaten and what is left (kcal and PFC): npx tsx examples/ts/remaining-budget.ts
import { clientFromEnv, dataOf } from './client-from-env';

async function main(): Promise<void> {
  const today = dataOf(await clientFromEnv().GET('/nutrition')).data.days[0]!;
  if (!today.remaining || !today.goal) {
    console.log(`${today.date}: no goal set; eaten ${today.consumed.cal} kcal`);
    return;
  }
  // An axis of the goal is null where the day has none (a day's override of kcal alone, without a goal).
  const axis = (value: number | null, label: string, unit: string) => (value === null ? `no ${label} goal` : `${label} ${value} ${unit}`);
  const { cal, protein, fat, carbs } = today.remaining;
  const left = [cal === null ? 'no kcal goal' : `${cal} kcal`, axis(protein, 'P', 'g'), axis(fat, 'F', 'g'), axis(carbs, 'C', 'g')];
  const eaten = today.goal.cal === null ? `${today.consumed.cal}` : `${today.consumed.cal} of ${today.goal.cal}`;
  console.log(`${today.date}: remaining ${left.join(', ')} (eaten ${eaten} kcal)`);
}

void main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
