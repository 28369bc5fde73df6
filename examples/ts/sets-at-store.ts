// Sets of items at one store that fit a target: npx tsx examples/ts/sets-at-store.ts familymart 650 30 20 80
import { clientFromEnv, dataOf } from './client-from-env';

async function main([shopId = 'familymart', cal = '650', protein = '30', fat = '20', carbs = '80']: string[]): Promise<void> {
  const target = { cal: Number(cal), protein: Number(protein), fat: Number(fat), carbs: Number(carbs) };
  const { sets, emptyReason } = dataOf(await clientFromEnv().POST('/sets', { body: { shopId, mealType: 'lunch', target } })).data;
  // No set fits: emptyReason says which part of the request none could meet.
  if (sets.length === 0) console.log(`${shopId}: no set fits: ${emptyReason?.message ?? 'no combination meets the target'}`);
  for (const set of sets) {
    const names = set.items.map((item) => item.name).join(' + ');
    const { totals } = set;
    console.log(`${set.shopName}: ${names} = ${totals.cal} kcal, P ${totals.protein} g, F ${totals.fat} g, C ${totals.carbs} g`);
  }
}

void main(process.argv.slice(2)).catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
