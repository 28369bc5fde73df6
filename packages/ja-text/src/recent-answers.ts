/**
 * `lookup` keeping the answers of its last `max` / 2 to `max` arguments, in two generations of `max` / 2: a full
 * generation becomes the older one and the oldest is dropped whole, an older answer asked again moves to the newer.
 * Query analysis asks the same few words' readings and table lookups many times a request; a least-recently-used
 * list's bookkeeping cost more than two maps' lookups. Answers are frozen, as callers share them; null is an answer
 * like any other (undefined marks a text not kept).
 */
export function recentAnswers<T extends object | string | boolean | null>(lookup: (text: string) => T, max: number): (text: string) => T {
  const generation = Math.max(1, max >> 1);
  let newer = new Map<string, T>();
  let older = new Map<string, T>();
  return (text) => {
    let answer = newer.get(text);
    if (answer !== undefined) return answer;
    answer = older.get(text);
    if (answer === undefined) answer = Object.freeze(lookup(text)) as T;
    if (newer.size >= generation) {
      older = newer;
      newer = new Map();
    }
    newer.set(text, answer);
    return answer;
  };
}
