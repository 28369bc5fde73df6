import { addDays } from '@shokuji/clock';
import { buildMealRecord } from '@shokuji/records/src/meals/meals.factories';
import type { RecordsStore } from '@shokuji/records/src/store/records-store';
import type { Db, Document } from 'mongodb';

/** Records of `users` users, `mealsPerUser` meals each, with weights, exercises and favorites in proportion. */
export interface RecordsScale {
  users: string[];
  mealsPerUser: number;
  /** The newest day with records; meals go back from it, three a day. */
  lastDay: string;
  /** Users written at once (default 32); the MongoDB-wire test server serializes its writers and times out under many. */
  usersInFlight?: number;
}

const MEAL_TYPES = ['breakfast', 'lunch', 'dinner'] as const;
const FAVORITES_PER_USER = 10;
/** Users written at once: the store's group commit shares a transaction between the writes of one turn. */
const USERS_IN_FLIGHT = 32;

/**
 * Fills a records store through its repositories (the same writes the service makes): per user
 * `mealsPerUser` meals, three a day back from `lastDay`, a weight every third day and an exercise
 * every fifth over the same days, and ten favorites. Returns the rows written.
 */
export async function seedRecords(store: RecordsStore, scale: RecordsScale): Promise<{ meals: number; others: number }> {
  const days = Math.ceil(scale.mealsPerUser / MEAL_TYPES.length);
  let others = 0;
  const seedUser = async (userId: string, u: number) => {
    const meals = Array.from({ length: scale.mealsPerUser }, (_, i) =>
      buildMealRecord(userId, {
        mealDate: addDays(scale.lastDay, -Math.floor(i / MEAL_TYPES.length)),
        mealType: MEAL_TYPES[i % MEAL_TYPES.length]!,
        mealName: `定食 ${(u + i) % 50}`,
        cal: 400 + ((u * 7 + i * 13) % 400),
      }),
    );
    await store.meals.insertMany(meals, [], MEAL_TYPES.length);
    for (let day = 0; day < days; day += 3) {
      await store.weights.upsert(
        userId,
        addDays(scale.lastDay, -day),
        { weightKg: 60 + (u % 30) - day * 0.01 },
        `${scale.lastDay}T12:00:00.000Z`,
      );
      others++;
    }
    for (let day = 0; day < days; day += 5) {
      await store.exercises.insert({
        id: `ex_${userId}_${day}`,
        userId,
        exerciseDate: addDays(scale.lastDay, -day),
        mealSlot: 'afternoon',
        type: 'walking',
        cal: 150,
        durationMin: 30,
        notes: null,
        source: 'manual',
        createdAt: `${addDays(scale.lastDay, -day)}T08:00:00.000Z`,
      });
      others++;
    }
    for (let f = 0; f < FAVORITES_PER_USER; f++) {
      await store.favorites.put(
        {
          userId,
          type: 'product',
          refId: 1 + ((u * 31 + f * 97) % 20000),
          name: `お気に入り ${f}`,
          shopId: null,
          shopName: null,
          cal: 300,
          protein: 10,
          fat: 10,
          carbs: 40,
          slots: null,
          createdAt: `${scale.lastDay}T00:00:00.000Z`,
        },
        FAVORITES_PER_USER,
      );
      others++;
    }
  };
  const inFlight = scale.usersInFlight ?? USERS_IN_FLIGHT;
  for (let start = 0; start < scale.users.length; start += inFlight) {
    await Promise.all(scale.users.slice(start, start + inFlight).map((userId, i) => seedUser(userId, start + i)));
  }
  return { meals: scale.users.length * scale.mealsPerUser, others };
}

/**
 * Whether a kept store already holds these users' records: batches are written in order and a
 * user's favorites are its last writes, so the last batch's favorites stand for the whole seed.
 */
export async function isSeeded(store: RecordsStore, users: string[]): Promise<boolean> {
  const lastBatch = users.slice(-USERS_IN_FLIGHT);
  const favorites = await Promise.all(lastBatch.map((userId) => store.favorites.list(userId)));
  return lastBatch.length > 0 && favorites.every((list) => list.length === FAVORITES_PER_USER);
}

/**
 * Bulk seeding for the MongoDB wire, where writing every user through the repositories costs a
 * collection scan per batch on FerretDB and 1 M meals would take hours: copies every document
 * that the repositories wrote for `template` (in every collection of `db` that has a userId) to
 * each of `users`, with the userId replaced and a string _id suffixed (another _id type is left to
 * the server), inserted `batchSize` documents at a time. Returns the documents written.
 */
export async function copyUserDocuments(db: Db, template: string, users: string[], batchSize = 5000): Promise<number> {
  let written = 0;
  for (const { name } of await db.listCollections({}, { nameOnly: true }).toArray()) {
    const collection = db.collection(name);
    const docs = await collection.find({ userId: template }).toArray();
    if (docs.length === 0) continue;
    let batch: Document[] = [];
    const flush = async () => {
      if (batch.length) await collection.insertMany(batch, { ordered: false });
      written += batch.length;
      batch = [];
    };
    for (const userId of users) {
      for (const { _id, ...doc } of docs) {
        batch.push(typeof _id === 'string' ? { ...doc, _id: `${_id}~${userId}`, userId } : { ...doc, userId });
        if (batch.length >= batchSize) await flush();
      }
    }
    await flush();
  }
  return written;
}
