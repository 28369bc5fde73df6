/** What `withTimeout` answers when the promise has not settled in time. */
export const TIMED_OUT = Symbol('timeout');

/** The promise's answer, or TIMED_OUT after `ms`; the timer goes as soon as the promise settles. A rejection passes through. */
export async function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T | typeof TIMED_OUT> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<typeof TIMED_OUT>((resolve) => {
    timer = setTimeout(() => resolve(TIMED_OUT), ms);
  });
  try {
    return await Promise.race([promise, timeout]);
  } finally {
    clearTimeout(timer);
  }
}
