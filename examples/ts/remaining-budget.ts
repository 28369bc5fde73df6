// Today's goal, what was eaten and what is left (kcal and PFC): npx tsx examples/ts/remaining-budget.ts
import { clientFromEnv, dataOf } from './client-from-env';

async function main(): Promise<void> {
  const today = dataOf(await clientFromEnv().GET('/nutrition')).data.days[0]!;
  if (!today.remaining || !today.goal) {
    console.log(`${today.date}: no goal set; eaten ${today.consumed.cal} kcal`);
    return;
  }
  const { cal, protein, fat, carbs } = today.remaining;
  console.log(
    `${today.date}: remaining ${cal} kcal, P ${protein} g, F ${fat} g, C ${carbs} g (eaten ${today.consumed.cal} of ${today.goal.cal} kcal)`,
  );
}

void main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
