/**
 * How often codes may be mailed (docs/decisions/008-limits.md). A requester is limited more than
 * a target, so nobody can use up a victim's codes:
 * - one network address: 300 code requests an hour, whatever the emails (mobile carriers put many
 *   subscribers behind one address);
 * - one email from one address: a code a minute and 5 an hour;
 * - one email from anywhere: 3 codes per 10 minutes, the lifetime of a code. A new code never
 *   voids an earlier one, so whenever this refuses, the first code of those 10 minutes is still
 *   valid in the owner's inbox: requests by someone else cannot lock the owner out.
 * Each refusal is a 429 with Retry-After. The counters are shared across instances through Redis.
 */

import { AppError } from '#server/errors';
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

/** Code requests from one address, whatever the email or the answer. */
export async function assertIpAllowed(counters: Counters, ip: string): Promise<void> {
  const perIp = await counters.hit(`code-ip:${ip}`, HOUR);
  if (perIp.count > CODE_LIMITS.perIpPerHour) {
    throw new AppError(
      'too_many',
      'Too many codes were requested from your network. Please try again later.',
      seconds(perIp.resetInMs),
    );
  }
}

/** Per requester of one email first (a minute apart, 5 an hour), then per email from anywhere. */
export async function assertEmailAllowed(counters: Counters, request: CodeRequest): Promise<void> {
  const email = request.email.toLowerCase();
  const mine = `${request.purpose}:${email}:${request.ip}`;
  const recent = await counters.hit(`code-resend:${mine}`, CODE_LIMITS.resendAfterMs);
  if (recent.count > 1) {
    const wait = seconds(recent.resetInMs);
    throw new AppError(
      'too_many',
      `Please wait ${wait} second${wait === 1 ? '' : 's'} before asking for a new code.`,
      wait,
    );
  }
  const perRequester = await counters.hit(`code-email-ip:${mine}`, HOUR);
  if (perRequester.count > CODE_LIMITS.perEmailPerIpPerHour) throw tooManyForEmail(perRequester.resetInMs);
  const perEmail = await counters.hit(`code-email:${request.purpose}:${email}`, CODE_LIMITS.perEmailWindowMs);
  if (perEmail.count > CODE_LIMITS.perEmailPerWindow) throw tooManyForEmail(perEmail.resetInMs);
}
