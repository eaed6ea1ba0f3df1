/**
 * Count first, then decide (docs/decisions/008-limits.md). Every limit on tries (failed logins,
 * unknown coupon codes, code requests) spends one from its allowance with a single increment
 * that also reads the new count (`Counters.hit`: one Lua script in Redis, one synchronous step in
 * the process), and only a try within the allowance goes on to its work. Reading the count, doing
 * the work and adding to the count afterwards let a burst sent at once pass the check before any
 * of it was counted.
 */
import type { Counters } from './counters';

export interface Allowance {
  key: string;
  /** Tries allowed within one window. */
  limit: number;
  windowMs: number;
}

/**
 * Counts this try, then throws `refusal(resetInMs)` when it goes past the limit. A refused try
 * is counted too; in a fixed window that changes nothing, the window still ends when it would.
 */
export async function spendAllowance(
  counters: Counters,
  allowance: Allowance,
  refusal: (resetInMs: number) => Error,
): Promise<void> {
  const { count, resetInMs } = await counters.hit(allowance.key, allowance.windowMs);
  if (count > allowance.limit) throw refusal(resetInMs);
}
