// Logs a meal from a description, then corrects it in place with replaceMealId:
// npx tsx examples/ts/analyze-and-correct.ts 'ご飯と豚の生姜焼き' 'ご飯大盛りと豚の生姜焼き、味噌汁'
import { clientFromEnv, dataOf } from './client-from-env';

async function main(first: string, corrected: string): Promise<void> {
  const client = clientFromEnv();
  const logged = dataOf(await client.POST('/analyze-text', { body: { query: first } })).data;
  console.log(`logged ${logged.mealName}: ${logged.cal} kcal (meal ${logged.mealId})`);
  const fixed = dataOf(await client.POST('/analyze-text', { body: { query: corrected, replaceMealId: logged.mealId! } })).data;
  console.log(`corrected ${fixed.mealName}: ${fixed.cal} kcal (meal ${fixed.mealId}, replaced: ${fixed.replaced})`);
}

void main(process.argv[2] ?? 'ご飯と豚の生姜焼き', process.argv[3] ?? 'ご飯大盛りと豚の生姜焼き、味噌汁').catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
