/** A nutrition number written in the text: a hint to check the estimate against, never copied into it. */
export interface TextHint {
  nutrient: 'cal' | 'protein' | 'fat' | 'carbs';
  value: number;
  text: string;
}

const NUTRIENT_WORDS: Array<[TextHint['nutrient'], string]> = [
  ['protein', 'たんぱく質|たんぱく|蛋白質|protein|p'],
  ['fat', '脂質|fat|f'],
  ['carbs', '炭水化物|糖質|carbs|carbohydrates?|c'],
];

/** Finds kcal and macro numbers (650kcal, 約700キロカロリー, たんぱく質25g, 25g protein) and blanks them out. */
export function extractHints(folded: string): { hints: TextHint[]; rest: string } {
  const hints: TextHint[] = [];
  let rest = folded;
  const take = (pattern: RegExp, nutrient: TextHint['nutrient'], group: number): void => {
    rest = rest.replace(pattern, (match: string, ...groups: unknown[]) => {
      hints.push({ nutrient, value: Number(groups[group - 1]), text: match.trim() });
      return ' '.repeat(match.length);
    });
  };
  take(/(?:約|およそ|about|around|approx\.?|~)?\s*(\d+(?:\.\d+)?)\s*(?:kcal|きろかろりー|かろりー|calories|cal)(?![a-z])/gu, 'cal', 1);
  for (const [nutrient, words] of NUTRIENT_WORDS) {
    take(new RegExp(String.raw`(?<![a-z])(?:${words})\s*[:：]?\s*(\d+(?:\.\d+)?)\s*g(?![a-z])`, 'gu'), nutrient, 1);
    take(new RegExp(String.raw`(\d+(?:\.\d+)?)\s*g\s*(?:of\s+)?(?:${words})(?![a-z])`, 'gu'), nutrient, 1);
  }
  // Brackets left empty once their numbers are gone.
  rest = rest.replace(/[(（]\s*[)）]/gu, (match) => ' '.repeat(match.length));
  return { hints, rest };
}
