/**
 * Login throttle (docs/architecture.md section 8): 10 failures within 15 minutes for one account from one IP
 * address block further tries from there with 429 and Retry-After. Shared by shopper and admin
 * logins through the `scope` argument; the counters may be Redis-backed across instances.
 *
 * Each try is counted as a failure before its password is checked, and forgiven when the
 * password is right (docs/decisions/008-limits.md): counted only after a wrong password, 30 tries
 * sent at once all passed the check and 24 passwords were hashed.
 */

import { tryAgainLater } from '#server/errors';
import { type Allowance, spendAllowance } from '#server/lib/allowance';
import type { Counters } from '#server/lib/counters';

export const LOGIN_FAILURE_LIMIT = 10;
export const LOGIN_WINDOW_MS = 15 * 60 * 1000;

export interface LoginAttempt {
  /** 'shopper' or 'admin': the two logins count separately. */
  scope: string;
  /** The account tried: its id when it exists, otherwise the lower-cased name typed. */
  account: string;
  ip: string;
}

const allowanceOf = (attempt: LoginAttempt): Allowance => ({
  key: `login-fail:${attempt.scope}:${attempt.account.toLowerCase()}:${attempt.ip}`,
  limit: LOGIN_FAILURE_LIMIT,
  windowMs: LOGIN_WINDOW_MS,
});

/**
 * Counts this try as a failure until its password proves right; throws 429 when this account and
 * IP have used up their failures in the current window. Call before checking the password.
 */
export async function countLoginTry(counters: Counters, attempt: LoginAttempt): Promise<void> {
  await spendAllowance(counters, allowanceOf(attempt), (resetInMs) =>
    tryAgainLater('Too many failed logins.', resetInMs),
  );
}

/** A successful login forgives this try and the earlier failures from that IP. */
export async function clearLoginFailures(counters: Counters, attempt: LoginAttempt): Promise<void> {
  await counters.reset(allowanceOf(attempt).key);
}
