import { loadJudgedQueries } from '../relevance/relevance.evaluate';

/**
 * The GET /search query strings of the benchmark: every judged query of the relevance suite (names
 * in every script, aliases, typos, shop + item, budget targets) and a share of filter, sort and
 * theme requests as an app sends them, in a fixed interleaved order.
 */
export function searchMix(): string[] {
  const judged = loadJudgedQueries().map(({ query }) =>
    new URLSearchParams({
      ...(query.q ? { q: query.q } : {}),
      ...Object.fromEntries(Object.entries(query.params ?? {}).map(([k, v]) => [k, String(v)])),
    }).toString(),
  );
  const browsing = [
    'shop=seven-eleven&sort=protein-desc',
    'genre=onigiri&sort=cal-asc',
    'sort=score-protein&include=products&limit=20',
    'q=%E3%82%B5%E3%83%A9%E3%83%80&mealType=lunch&calMax=300',
    'genre=bento&targetCal=650&targetProtein=30&mealType=dinner',
    'shop=matsuya&sort=score-balance',
    'q=%E3%83%81%E3%82%AD%E3%83%B3&proteinMin=20&sort=protein-desc',
    'mealType=breakfast&sort=score-morning&limit=10',
    'genre=sweets&sort=popularity-desc',
    'shop=lawson,familymart&sort=date',
    'q=coffee&include=products',
    'targetCal=450&targetProtein=25&targetFat=12&targetCarbs=55&mealType=late_night',
  ];
  // Every fourth request browses; the rest are typed queries.
  const mix: string[] = [];
  judged.forEach((query, i) => {
    mix.push(query);
    if (i % 3 === 2) mix.push(browsing[((i / 3) % browsing.length) | 0]!);
  });
  return mix;
}

/**
 * The mix's request number `n` as a user sends it: budget targets are each user's remaining
 * amounts, so they vary from request to request (the same text or browse request repeats as is).
 */
export function personalized(query: string, n: number): string {
  return query.replace(/targetCal=(\d+)/, (_, cal: string) => `targetCal=${Number(cal) - 150 + (n % 300)}`);
}
