/**
 * A field's distinct tokens numbered by slot, held in three typed arrays instead of a Map of strings:
 * a restart maps them onto the kept snapshot's bytes (embedded-index.snapshot.ts) where a Map had to
 * be rebuilt from ~650,000 parsed strings at a ×4 catalog, which cost about half a second of CPU and
 * left the collector a large old generation to walk (docs/benchmarks.md → Start-up, eighth pass).
 *
 * `chars` holds every token's UTF-16 code units in slot order, token `s` at
 * `chars[starts[s] … starts[s + 1])`; `buckets` is an open-addressing hash table (linear probing,
 * a power-of-two size at least twice the token count) of slot + 1, 0 for an empty bucket.
 */
export interface TokenTableArrays {
  chars: Uint16Array;
  starts: Int32Array;
  buckets: Int32Array;
}

/** FNV-1a over the UTF-16 code units of `chars[from … to)`. */
function hashUnits(chars: Uint16Array, from: number, to: number): number {
  let hash = 0x811c9dc5;
  for (let at = from; at < to; at++) hash = Math.imul(hash ^ chars[at]!, 0x01000193);
  return hash >>> 0;
}

function hashString(token: string): number {
  let hash = 0x811c9dc5;
  for (let at = 0; at < token.length; at++) hash = Math.imul(hash ^ token.charCodeAt(at), 0x01000193);
  return hash >>> 0;
}

export class TokenTable {
  readonly size: number;
  private readonly mask: number;

  constructor(readonly arrays: TokenTableArrays) {
    this.size = arrays.starts.length - 1;
    this.mask = arrays.buckets.length - 1;
  }

  /** Numbers the distinct `tokens` by their position. */
  static of(tokens: readonly string[]): TokenTable {
    const starts = new Int32Array(tokens.length + 1);
    for (let slot = 0; slot < tokens.length; slot++) starts[slot + 1] = starts[slot]! + tokens[slot]!.length;
    const chars = new Uint16Array(starts[tokens.length]!);
    for (let slot = 0; slot < tokens.length; slot++) {
      const token = tokens[slot]!;
      for (let at = 0; at < token.length; at++) chars[starts[slot]! + at] = token.charCodeAt(at);
    }
    let bucketCount = 2;
    while (bucketCount < tokens.length * 2) bucketCount *= 2;
    const buckets = new Int32Array(bucketCount);
    for (let slot = 0; slot < tokens.length; slot++) {
      let bucket = hashUnits(chars, starts[slot]!, starts[slot + 1]!) & (bucketCount - 1);
      while (buckets[bucket] !== 0) bucket = (bucket + 1) & (bucketCount - 1);
      buckets[bucket] = slot + 1;
    }
    const table = new TokenTable({ chars, starts, buckets });
    if (tokens.some((token, slot) => table.slotOf(token) !== slot)) throw new RangeError('a token table needs distinct tokens');
    return table;
  }

  /** The token's slot, or undefined when the field never holds it. */
  slotOf(token: string): number | undefined {
    const { chars, starts, buckets } = this.arrays;
    for (let bucket = hashString(token) & this.mask; ; bucket = (bucket + 1) & this.mask) {
      const entry = buckets[bucket]!;
      if (entry === 0) return undefined;
      const from = starts[entry - 1]!;
      if (starts[entry]! - from !== token.length) continue;
      let at = 0;
      while (at < token.length && chars[from + at] === token.charCodeAt(at)) at++;
      if (at === token.length) return entry - 1;
    }
  }

  tokenAt(slot: number): string {
    const { chars, starts } = this.arrays;
    return String.fromCharCode(...chars.subarray(starts[slot]!, starts[slot + 1]!));
  }

  /** Every token in slot order. */
  tokens(): string[] {
    return Array.from({ length: this.size }, (_, slot) => this.tokenAt(slot));
  }
}
