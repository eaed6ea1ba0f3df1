/**
 * How often codes may be sent by SMS (docs/decisions/026-messaging.md). SMS costs money per
 * message, and "SMS pumping" fraud asks for codes to ranges of premium numbers, so beside the
 * network address's allowance (code-limits.ts) a code counts against:
 * - its number: 3 per 15 minutes (a code lives 10, so the first is still good when this refuses);
 * - its number's prefix (the first 5 digits, an operator's series): SMS_CODES_PER_PREFIX_PER_HOUR;
 * - the whole shop: SMS_CODES_PER_HOUR.
 * Each is spent before the code is made (lib/allowance.ts: one atomic increment that also reads
 * the count, in Redis when REDIS_URL is set), so a burst sent at once cannot pass them.
 */
import { AppError } from '#server/errors';
import { spendAllowance } from '#server/lib/allowance';
import type { Counters } from '#server/lib/counters';
import { assertIpAllowed } from './code-limits';

const MINUTE = 60 * 1000;
const HOUR = 60 * MINUTE;

export const MOBILE_CODE_LIMITS = { perNumberWindowMs: 15 * MINUTE, perNumberPerWindow: 3 } as const;

const seconds = (ms: number) => Math.max(1, Math.ceil(ms / 1000));

/** The series a number belongs to: India's operators allocate numbers by their first digits. */
export const numberPrefix = (mobile: string) => mobile.slice(0, 5);

const tooManyForNumber = (resetInMs: number) =>
  new AppError(
    'too_many',
    'Too many codes were requested for this number. Please use the latest code we sent, or try again later.',
    seconds(resetInMs),
  );

const busy = (resetInMs: number) =>
  new AppError(
    'too_many',
    'We cannot send more codes by SMS right now. Please try again later, or sign in with your email.',
    seconds(resetInMs),
  );

export async function assertMobileCodeAllowed(
  counters: Counters,
  request: { mobile: string; ip: string },
  caps: { perPrefixPerHour: number; perHour: number },
): Promise<void> {
  await assertIpAllowed(counters, request.ip);
  await spendAllowance(
    counters,
    {
      key: `sms-code-number:${request.mobile}`,
      limit: MOBILE_CODE_LIMITS.perNumberPerWindow,
      windowMs: MOBILE_CODE_LIMITS.perNumberWindowMs,
    },
    tooManyForNumber,
  );
  await spendAllowance(
    counters,
    { key: `sms-code-prefix:${numberPrefix(request.mobile)}`, limit: caps.perPrefixPerHour, windowMs: HOUR },
    busy,
  );
  await spendAllowance(counters, { key: 'sms-code-all', limit: caps.perHour, windowMs: HOUR }, busy);
}
