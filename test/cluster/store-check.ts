import { MongoClient } from 'mongodb';
import type { Exchange, WriteOutcome } from './load-client';

export interface WriteFigures {
  acknowledged: number;
  /** Acknowledged writes found in the store (each counted once, however many copies). */
  present: number;
  /** Extra copies of acknowledged writes, plus extra copies of unacknowledged retried ones. */
  duplicated: number;
  /** Acknowledged writes whose acknowledged id is not in the store. */
  lost: number;
  /** Writes never acknowledged, found in the store although their key was never retried. */
  phantom: number;
  /** Writes never acknowledged but retried, found once in the store (allowed: the outcome was unknown to the client). */
  unacknowledgedPresent: number;
  /** Copies still marked pending (half-written batches the store hides and sweeps). */
  pending: number;
}

export interface QuotaFigures {
  /** User-hour windows checked. */
  windows: number;
  /** Windows where every call had a known cost, so the counter must equal the calls exactly. */
  exact: number;
  /** Windows whose counter is outside [calls answered 2xx, calls that may have counted]. */
  wrong: string[];
}

interface MealDoc {
  _id: string;
  mealName?: string;
  pendingBatch?: string;
}

/** Reads the records and counters straight from the MongoDB-wire store, not through any gateway. */
export async function checkStore(mongoUrl: string, writes: WriteOutcome[], exchanges: Exchange[]) {
  const client = new MongoClient(mongoUrl, { serverSelectionTimeoutMS: 10_000 });
  await client.connect();
  try {
    const db = client.db();
    const meals = await db
      .collection<MealDoc>('meals')
      .find({ mealName: { $regex: '^負荷 cluster-' } }, { projection: { _id: 1, mealName: 1, pendingBatch: 1 } })
      .toArray();
    const counters = await db
      .collection<{ _id: string; key: string }>('counter_slots')
      .find({ key: { $regex: '^quota:' } }, { projection: { key: 1 } })
      .toArray();
    return { writes: checkWrites(writes, meals), quota: checkQuota(exchanges, counters) };
  } finally {
    await client.close();
  }
}

function checkWrites(writes: WriteOutcome[], docs: MealDoc[]): WriteFigures {
  const byKey = new Map<string, MealDoc[]>();
  const pending = docs.filter((doc) => doc.pendingBatch !== undefined).length;
  for (const doc of docs) {
    if (doc.pendingBatch !== undefined) continue;
    const key = doc.mealName!.slice('負荷 '.length);
    byKey.set(key, [...(byKey.get(key) ?? []), doc]);
  }
  const figures: WriteFigures = { acknowledged: 0, present: 0, duplicated: 0, lost: 0, phantom: 0, unacknowledgedPresent: 0, pending };
  const sent = new Set<string>();
  for (const write of writes) {
    sent.add(write.key);
    const copies = byKey.get(write.key) ?? [];
    if (write.acknowledgedIds) {
      figures.acknowledged += 1;
      const ids = new Set(copies.map((doc) => doc._id));
      if (write.acknowledgedIds.every((id) => ids.has(id))) figures.present += 1;
      else figures.lost += 1;
      figures.duplicated += Math.max(0, copies.length - write.acknowledgedIds.length);
    } else if (copies.length) {
      if (write.attempts > 1) figures.unacknowledgedPresent += 1;
      else figures.phantom += 1;
      figures.duplicated += copies.length - 1;
    }
  }
  // A copy under a key the client never sent cannot come from this load's writes.
  figures.phantom += [...byKey.keys()].filter((key) => !sent.has(key)).length;
  return figures;
}

/**
 * Per user and hour window: the counter must lie between the calls answered 2xx (each took one
 * unit) and the calls that may have taken one (every call but those the gateway provably answered
 * before the quota step: replays, 409 in progress, 422 reused key, 400). Where the two bounds meet,
 * the counter equals the calls exactly.
 */
function checkQuota(exchanges: Exchange[], counters: { key: string }[]): QuotaFigures {
  const stored = new Map<string, number>();
  for (const { key } of counters) {
    const [, userId, , hour] = key.split(':');
    const window = `${userId}:${hour}`;
    stored.set(window, (stored.get(window) ?? 0) + 1);
  }
  const bounds = new Map<string, { low: number; high: number }>();
  for (const exchange of exchanges) {
    const window = `${exchange.userId}:${exchange.window}`;
    const bound = bounds.get(window) ?? { low: 0, high: 0 };
    const free = exchange.replayed || exchange.status === 409 || exchange.status === 422 || exchange.status === 400;
    if (exchange.status >= 200 && exchange.status < 300 && !exchange.replayed) bound.low += 1;
    if (!free) bound.high += 1;
    bounds.set(window, bound);
  }
  const figures: QuotaFigures = { windows: 0, exact: 0, wrong: [] };
  for (const window of new Set([...bounds.keys(), ...stored.keys()])) {
    const { low, high } = bounds.get(window) ?? { low: 0, high: 0 };
    const counted = stored.get(window) ?? 0;
    figures.windows += 1;
    if (low === high) figures.exact += 1;
    if (counted < low || counted > high) figures.wrong.push(`${window}: counter ${counted}, calls ${low}..${high}`);
  }
  return figures;
}

/**
 * CLUSTER_BREAK: tampers with the store on purpose right before the checks, to see them fail
 * (README → Proving the checks can fail): `duplicate` stores a second copy of one acknowledged
 * meal, `lose` deletes one.
 */
export async function breakStoreOnPurpose(mongoUrl: string, writes: WriteOutcome[], how: string): Promise<void> {
  if (how !== 'duplicate' && how !== 'lose') throw new Error(`CLUSTER_BREAK must be duplicate or lose, not ${how}`);
  const id = writes.find((write) => write.acknowledgedIds?.length)?.acknowledgedIds?.[0];
  if (!id) throw new Error('CLUSTER_BREAK: no acknowledged write to tamper with');
  const client = new MongoClient(mongoUrl, { serverSelectionTimeoutMS: 10_000 });
  await client.connect();
  try {
    const meals = client.db().collection<MealDoc>('meals');
    if (how === 'lose') {
      await meals.deleteOne({ _id: id });
    } else {
      const doc = await meals.findOne({ _id: id });
      await meals.insertOne({ ...doc!, _id: `${id}-copy` });
    }
  } finally {
    await client.close();
  }
}
