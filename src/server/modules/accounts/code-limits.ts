/**
 * How often codes may be mailed (docs/architecture.md section 8): a new code at most every 60 seconds and 5 an
 * hour per email and purpose, and 20 an hour from one IP address. Each refusal is a 429 with
 * Retry-After. The counters are shared across instances when Redis is configured.
 */

import { AppError } from '#server/errors';
import type { Counters } from '#server/lib/counters';
import type { CodePurpose } from './email-codes';

const MINUTE = 60 * 1000;
const HOUR = 60 * MINUTE;

export const CODE_LIMITS = {
  resendAfterMs: MINUTE,
  perEmailPerHour: 5,
  perIpPerHour: 20,
} as const;

const seconds = (ms: number) => Math.max(1, Math.ceil(ms / 1000));

type CodeRequest = { email: string; purpose: CodePurpose; ip: string };

/** Counts this request and throws 429 when it goes over any limit. */
export async function assertCodeRequestAllowed(counters: Counters, request: CodeRequest): Promise<void> {
  await assertIpAllowed(counters, request.ip);
  await assertEmailAllowed(counters, request);
}

/** 20 code requests an hour from one address, whatever the email or the answer. */
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

/** One code a minute and 5 an hour for one email and purpose. */
export async function assertEmailAllowed(counters: Counters, request: CodeRequest): Promise<void> {
  const email = request.email.toLowerCase();
  const recent = await counters.hit(`code-resend:${request.purpose}:${email}`, CODE_LIMITS.resendAfterMs);
  if (recent.count > 1) {
    const wait = seconds(recent.resetInMs);
    throw new AppError(
      'too_many',
      `Please wait ${wait} second${wait === 1 ? '' : 's'} before asking for a new code.`,
      wait,
    );
  }
  const perEmail = await counters.hit(`code-email:${request.purpose}:${email}`, HOUR);
  if (perEmail.count > CODE_LIMITS.perEmailPerHour) {
    throw new AppError(
      'too_many',
      'Too many codes were requested for this email. Please try again later.',
      seconds(perEmail.resetInMs),
    );
  }
}
