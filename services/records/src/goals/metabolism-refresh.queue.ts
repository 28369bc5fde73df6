import { LRUCache } from 'lru-cache';
import { jstDayNumberOf } from '@shokuji/clock';
import type { UserContext } from '@shokuji/contracts';

/**
 * A write's metabolism recompute waits this long, so a burst of one user's writes costs one
 * recompute; a read that needs the result cuts the wait short (docs/decisions-records.md).
 */
export const METABOLISM_REFRESH_DELAY_MS = 500;

/** Users whose day of last recompute is kept; one not kept is recomputed on its next read. */
const DAYS_KEPT_USERS = 10_000;

export type RefreshUser = (userId: string, nowIso: string) => Promise<unknown>;

export interface MetabolismRefreshOptions {
  /** A failed recompute never fails a call; the caller decides how it is reported (the service logs it). */
  onFailure: (userId: string, error: unknown) => void;
  delayMs?: number;
}

/** A run that is wanted and not yet started; the latest write's `now` wins. */
interface WantedRun {
  nowIso: string;
  timer: NodeJS.Timeout | null;
  /** A reader waits for it: it starts as soon as it may, without the delay. */
  awaited: boolean;
  finished: Promise<void>;
  finish: () => void;
}

/** At most one run in progress and one wanted after it, per user. */
interface UserRefreshes {
  running: Promise<void> | null;
  wanted: WantedRun | null;
}

export interface MetabolismRefreshQueue {
  /** After a successful write: recompute the user soon, not inside the request. */
  schedule(userId: string, nowIso: string): void;
  /** Resolves once every write scheduled so far for the user is reflected (never rejects). */
  settled(userId: string): Promise<void>;
  /**
   * As settled, and then recomputes the user at `nowIso` when this process has not run their
   * recompute on that JST day yet: the window ends the day before today, and today moves without
   * any write (the next day, or a test clock set to another day). Never rejects.
   */
  current(userId: string, nowIso: string): Promise<void>;
  /** Shutdown: runs what is wanted at once, waits for it, and takes no more. */
  close(): Promise<void>;
  /** Users with a recompute wanted or running (the operator's metabolism-queue depth). */
  depth(): number;
}

/**
 * Recomputes a user's observed metabolism (and automatic goal) after the write has answered,
 * coalesced per user and per process. A failed recompute is reported to `onFailure` and dropped:
 * the value is derived, and the nightly job recomputes every user (metabolism.job.ts).
 */
export function createMetabolismRefreshQueue(refresh: RefreshUser, options: MetabolismRefreshOptions): MetabolismRefreshQueue {
  const { onFailure, delayMs = METABOLISM_REFRESH_DELAY_MS } = options;
  const users = new Map<string, UserRefreshes>();
  /** The JST day of each user's last run (jstDayNumberOf: a number compares cheaper than a date string is made). */
  const lastRunDay = new LRUCache<string, number>({ max: DAYS_KEPT_USERS });
  let closed = false;

  const start = (userId: string): void => {
    const state = users.get(userId);
    const run = state?.wanted;
    if (!state || !run || state.running) return;
    if (run.timer) clearTimeout(run.timer);
    state.wanted = null;
    state.running = (async () => refresh(userId, run.nowIso))()
      .then(
        () => undefined,
        (error: unknown) => onFailure(userId, error),
      )
      .then(() => {
        // A failed run counts too: it is reported and dropped, and the next write or day tries again.
        lastRunDay.set(userId, jstDayNumberOf(Date.parse(run.nowIso)));
        state.running = null;
        run.finish();
        const next = state.wanted;
        if (!next) users.delete(userId);
        // Writes that landed during the run get exactly one more: at once when a reader waits for
        // it, else after the delay, so a user who keeps writing is recomputed every delay, not back to back.
        else if (next.awaited) start(userId);
        else next.timer = setTimeout(() => start(userId), delayMs).unref();
      });
  };

  const settled = (userId: string): Promise<void> => {
    const state = users.get(userId);
    if (!state) return Promise.resolve();
    if (state.wanted) {
      const { finished } = state.wanted;
      state.wanted.awaited = true;
      start(userId);
      return finished;
    }
    return state.running ?? Promise.resolve();
  };

  const schedule = (userId: string, nowIso: string): void => {
    if (closed) return;
    const state = users.get(userId) ?? { running: null, wanted: null };
    users.set(userId, state);
    if (state.wanted) {
      state.wanted.nowIso = nowIso;
      return;
    }
    let finish!: () => void;
    const finished = new Promise<void>((resolve) => (finish = resolve));
    state.wanted = { nowIso, timer: null, awaited: false, finished, finish };
    if (!state.running) state.wanted.timer = setTimeout(() => start(userId), delayMs).unref();
  };

  return {
    schedule,
    settled,
    async current(userId, nowIso) {
      await settled(userId);
      if (closed || lastRunDay.get(userId) === jstDayNumberOf(Date.parse(nowIso))) return;
      schedule(userId, nowIso);
      await settled(userId);
    },
    depth: () => users.size,
    async close() {
      closed = true;
      await Promise.all([...users.keys()].map(settled));
    },
  };
}

type UserMethod<Input, Output> = (ctx: UserContext, input: Input) => Promise<Output>;

/**
 * A record write that feeds the estimate (API-SPEC.md → Metabolism): once it has succeeded, the
 * user's recompute is scheduled, to run after the answer. A failed write schedules nothing.
 */
export function recomputeAfter<Input, Output>(
  refreshes: MetabolismRefreshQueue,
  write: UserMethod<Input, Output>,
): UserMethod<Input, Output> {
  return async (ctx, input) => {
    const result = await write(ctx, input);
    refreshes.schedule(ctx.userId, ctx.now);
    return result;
  };
}

/**
 * A call whose answer depends on the stored metabolism or on an automatic goal derived from it: it
 * first waits for the user's pending recompute, so a client reads its own writes, and a goal change
 * never races a recompute that would save the goal it read before.
 */
export function waitForRecompute<Input, Output>(
  refreshes: MetabolismRefreshQueue,
  call: UserMethod<Input, Output>,
): UserMethod<Input, Output> {
  return async (ctx, input) => {
    await refreshes.current(ctx.userId, ctx.now);
    return call(ctx, input);
  };
}
