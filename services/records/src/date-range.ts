import { JST_ZONE, jstDateOf } from '@shokuji/clock';
import { invalidRequest, type DateOrRangeInput } from '@shokuji/contracts';

export { JST_ZONE };

/** Today in JST from the request's clock (API-SPEC.md → "What the service does" 8). */
export function todayOf(now: string): string {
  return jstDateOf(new Date(now));
}

/** `date`, or `startDate`+`endDate`, or today; the range cap itself is checked by the query schema. */
export function resolveDateRange(input: DateOrRangeInput, now: string): { startDate: string; endDate: string } {
  if (input.startDate && input.endDate) return { startDate: input.startDate, endDate: input.endDate };
  const date = input.date ?? todayOf(now);
  return { startDate: date, endDate: date };
}

/** Weights and exercise describe what already happened: a date after today (JST) is a 400. */
export function assertNotFuture(field: string, date: string, now: string): void {
  const today = todayOf(now);
  if (date > today) {
    throw invalidRequest(`${field}: ${date} is in the future (today in JST is ${today})`, {
      userMessage: `未来の日付（${date}）には記録できません。今日（${today}）以前の日付を指定してください。`,
    });
  }
}
