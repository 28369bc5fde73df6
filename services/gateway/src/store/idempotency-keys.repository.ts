/**
 * Storage of Idempotency-Key records (OPERATOR-API.md → Safe retries). The rules (what is stored,
 * for how long, what a repeat gets) live in http/idempotency.ts; adapters only claim, complete,
 * release and purge, atomically across processes.
 */

/** The answer a repeat gets back: the first response's status and body, as sent. */
export interface StoredResponse {
  status: number;
  contentType: string;
  body: string;
}

export interface IdempotencyRecord {
  userId: string;
  key: string;
  /** Hash of method, path and canonical body: a repeat must match it. */
  fingerprint: string;
  method: string;
  path: string;
  /** Which request holds the record: only it may complete or release it. */
  claimId: string;
  /** null while the first request is still running. */
  response: StoredResponse | null;
  createdAt: string;
  /**
   * From this instant a new request may take the key over: the end of the running request's lease,
   * or the end of a completed record's 24 hours.
   */
  reclaimableAt: string;
}

export interface IdempotencyKeysRepository {
  /**
   * Inserts a running record for (userId, key) unless a record that is not yet reclaimable at `now`
   * holds the pair. Returns null when this call now holds the key, otherwise the record that does.
   * Of many concurrent claims on one pair, exactly one gets null.
   */
  claim(record: IdempotencyRecord, now: string): Promise<IdempotencyRecord | null>;
  /** The record that holds (userId, key) at `now`, without claiming anything; null when none does. */
  find(userId: string, key: string, now: string): Promise<IdempotencyRecord | null>;
  /** Stores the response on the running record this claim holds; false when it no longer holds it. */
  complete(userId: string, key: string, claimId: string, response: StoredResponse, reclaimableAt: string): Promise<boolean>;
  /** Drops the running record this claim holds (the request left nothing to remember). */
  release(userId: string, key: string, claimId: string): Promise<void>;
  /** Drops records reclaimable at `now`; returns how many. */
  purgeExpired(now: string): Promise<number>;
}
