import { addDays } from '@shokuji/clock';
import { API, type TestUser } from '../support/api-fixtures';
import type { LoadRequest } from './bench-kit';

/**
 * The records benches' requests (bench:records, bench:ab): request n is made by user n % users.length,
 * and a meal goes to a day that user still has room on (30 records per day), counting back from
 * LAST_DAY; a read asks one of the last ten days.
 */
const MEALS_PER_DAY = 30;
const LAST_DAY = '2026-11-21';

const auth = (users: TestUser[], n: number) => ({ authorization: `Bearer ${users[n % users.length]!.token}` });

export function logMealRequest(users: TestUser[], n: number): LoadRequest {
  return {
    method: 'POST',
    path: `${API}/meals`,
    headers: auth(users, n),
    body: JSON.stringify({
      mealName: `ベンチ定食 ${n % 7}`,
      cal: 520 + (n % 90),
      protein: 24,
      fat: 15,
      carbs: 70,
      mealDate: addDays(LAST_DAY, -Math.floor(n / (users.length * MEALS_PER_DAY))),
      mealType: 'lunch',
    }),
  };
}

export function readDayRequest(users: TestUser[], n: number): LoadRequest {
  return { method: 'GET', path: `${API}/nutrition?date=${addDays(LAST_DAY, -(n % 10))}`, headers: auth(users, n) };
}
