/**
 * How often codes may be mailed (docs/decisions/008-limits.md). A requester is limited more than
 * a target, so nobody can use up a victim's codes:
 * - one network address: 300 code requests an hour, whatever the emails (mobile carriers put many
 *   subscribers behind one address);
 * - one email from one address: a code a minute and 5 an hour;
 * - one email from anywhere: 3 codes per 10 minutes, the lifetime of a code. A new code never
 *   voids an earlier one, so whenever this refuses, the first code of those 10 minutes is still
 *   valid in the owner's inbox: requests by someone else cannot lock the owner out.
 * Each refusal is a 429 with Retry-After. The counters are shared across instances through Redis;
 * each request is counted before it is decided (lib/allowance.ts).
 */

import { AppError } from '#server/errors';
import { spendAllowance } from '#server/lib/allowance';
import type { Counters } from '#server/lib/counters';
import { CODE_TTL_MS, type CodePurpose } from './email-codes';

const MINUTE = 60 * 1000;
const HOUR = 60 * MINUTE;

export const CODE_LIMITS = {
  perIpPerHour: 300,
  resendAfterMs: MINUTE,
  perEmailPerIpPerHour: 5,
  perEmailWindowMs: CODE_TTL_MS,
  perEmailPerWindow: 3,
} as const;

const seconds = (ms: number) => Math.max(1, Math.ceil(ms / 1000));

type CodeRequest = { email: string; purpose: CodePurpose; ip: string };

const tooManyForEmail = (resetInMs: number) =>
  new AppError(
    'too_many',
    'Too many codes were requested for this email. Please use the latest code we sent, or try again later.',
    seconds(resetInMs),
  );

/** Counts this request and throws 429 when it goes over any limit. */
export async function assertCodeRequestAllowed(counters: Counters, request: CodeRequest): Promise<void> {
  await assertIpAllowed(counters, request.ip);
  await assertEmailAllowed(counters, request);
}

/** The refusal of a limit on one network address. */
export const fromYourNetwork = (resetInMs: number) =>
  new AppError(
    'too_many',
    'Too many codes were requested from your network. Please try again later.',
    seconds(resetInMs),
  );

/** Code requests from one address, whatever the email or the answer. */
export async function assertIpAllowed(counters: Counters, ip: string): Promise<void> {
  await spendAllowance(
    counters,
    { key: `code-ip:${ip}`, limit: CODE_LIMITS.perIpPerHour, windowMs: HOUR },
    fromYourNetwork,
  );
}

const pleaseWait = (resetInMs: number) => {
  const wait = seconds(resetInMs);
  return new AppError(
    'too_many',
    `Please wait ${wait} second${wait === 1 ? '' : 's'} before asking for a new code.`,
    wait,
  );
};

/** Per requester of one email first (a minute apart, 5 an hour), then per email from anywhere. */
export async function assertEmailAllowed(counters: Counters, request: CodeRequest): Promise<void> {
  const email = request.email.toLowerCase();
  const mine = `${request.purpose}:${email}:${request.ip}`;
  await spendAllowance(
    counters,
    { key: `code-resend:${mine}`, limit: 1, windowMs: CODE_LIMITS.resendAfterMs },
    pleaseWait,
  );
  await spendAllowance(
    counters,
    { key: `code-email-ip:${mine}`, limit: CODE_LIMITS.perEmailPerIpPerHour, windowMs: HOUR },
    tooManyForEmail,
  );
  await spendAllowance(
    counters,
    {
      key: `code-email:${request.purpose}:${email}`,
      limit: CODE_LIMITS.perEmailPerWindow,
      windowMs: CODE_LIMITS.perEmailWindowMs,
    },
    tooManyForEmail,
  );
}
