/**
 * Login throttle (docs/architecture.md section 8): 10 failures within 15 minutes for one account from one IP
 * address block further tries from there with 429 and Retry-After. Shared by shopper and admin
 * logins through the `scope` argument; the counters may be Redis-backed across instances.
 */

import { tryAgainLater } from '#server/errors';
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

const keyOf = (attempt: LoginAttempt) =>
  `login-fail:${attempt.scope}:${attempt.account.toLowerCase()}:${attempt.ip}`;

/** Throws 429 when this account and IP have used up their failures in the current window. */
export async function assertLoginAllowed(counters: Counters, attempt: LoginAttempt): Promise<void> {
  const { count, resetInMs } = await counters.peek(keyOf(attempt));
  if (count >= LOGIN_FAILURE_LIMIT) throw tryAgainLater('Too many failed logins.', resetInMs);
}

export async function recordLoginFailure(counters: Counters, attempt: LoginAttempt): Promise<void> {
  await counters.hit(keyOf(attempt), LOGIN_WINDOW_MS);
}

/** A successful login forgives the earlier failures from that IP. */
export async function clearLoginFailures(counters: Counters, attempt: LoginAttempt): Promise<void> {
  await counters.reset(keyOf(attempt));
}
