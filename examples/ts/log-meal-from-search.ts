// Searches the catalog and logs the first hit as a meal: npx tsx examples/ts/log-meal-from-search.ts からあげ
import { clientFromEnv, dataOf } from './client-from-env';

async function main(query: string): Promise<void> {
  const client = clientFromEnv();
  const hit = dataOf(await client.GET('/search', { params: { query: { q: query, limit: 1 } } })).data.items[0];
  if (!hit) throw new Error(`nothing found for ${query}`);
  // A product is logged by productId, a dish by dishId.
  const meal = hit.type === 'product' ? { productId: hit.productId! } : { dishId: hit.dishId! };
  const logged = dataOf(await client.POST('/meals', { body: meal })).data.items[0]!;
  console.log(`logged ${logged.mealName} (${logged.cal} kcal) on ${logged.mealDate} as ${logged.mealType}, meal ${logged.id}`);
}

void main(process.argv[2] ?? 'からあげ').catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
