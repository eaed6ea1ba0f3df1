/**
 * Fixed-window counters for rate limits and throttles. In-process by default; a Redis-backed
 * implementation of the same interface shares them across instances.
 */
export interface CounterHit {
  count: number;
  /** Milliseconds until this window resets. */
  resetInMs: number;
}

/** Where counters report trouble: the app's logger. */
export interface CountersLog {
  warn(obj: unknown, message: string): void;
  info(message: string): void;
}

export interface Counters {
  /**
   * Adds one to the key's current window and returns the new count, in one atomic step: hits
   * sent at once each see a count of their own (lib/allowance.ts builds every limit on this).
   */
  hit(key: string, windowMs: number): Promise<CounterHit>;
  /** Reads the count without adding to it. */
  peek(key: string): Promise<CounterHit>;
  reset(key: string): Promise<void>;
  close(): Promise<void>;
  /** Gives the counters the app's logger, for warnings about their store. */
  attachLog?(log: CountersLog): void;
}

/** Expired windows are swept after this many hits, so many one-off addresses cannot pile up. */
const SWEEP_EVERY = 10_000;

export function memoryCounters(clock: () => Date = () => new Date()): Counters {
  const windows = new Map<string, { count: number; resetAt: number }>();
  const current = (key: string) => {
    const entry = windows.get(key);
    if (entry && entry.resetAt <= clock().getTime()) {
      windows.delete(key);
      return undefined;
    }
    return entry;
  };
  let hits = 0;
  const sweep = (now: number) => {
    for (const [key, entry] of windows) if (entry.resetAt <= now) windows.delete(key);
  };
  return {
    // No await inside: the read and the increment cannot interleave with another hit.
    async hit(key, windowMs) {
      const now = clock().getTime();
      if (++hits % SWEEP_EVERY === 0) sweep(now);
      const entry = current(key) ?? { count: 0, resetAt: now + windowMs };
      entry.count += 1;
      windows.set(key, entry);
      return { count: entry.count, resetInMs: entry.resetAt - now };
    },
    async peek(key) {
      const entry = current(key);
      return { count: entry?.count ?? 0, resetInMs: entry ? entry.resetAt - clock().getTime() : 0 };
    },
    async reset(key) {
      windows.delete(key);
    },
    async close() {
      windows.clear();
    },
  };
}
