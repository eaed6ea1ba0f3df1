/**
 * How often codes may be sent by SMS (docs/decisions/026-messaging.md, docs/decisions/008-limits.md).
 * SMS costs money per message, and "SMS pumping" fraud asks for codes to ranges of premium
 * numbers, so beside the network address's allowance for all codes (code-limits.ts) a code counts
 * against:
 * - its number: 3 per 15 minutes (BUSINESS.md section 9), notify-me codes apart from sign-in ones,
 *   so a stranger asking to be told about a restock cannot use up the owner's sign-in codes;
 * - the shared caps: its number's prefix (the first 5 digits, an operator's series,
 *   SMS_CODES_PER_PREFIX_PER_HOUR) and the whole shop (SMS_CODES_PER_HOUR);
 * - and, so that one requester cannot spend the shared caps, its network address: 30 codes an hour
 *   to numbers without an account, and 5 of those in one prefix, far below the caps. A number
 *   that already has an account is never refused by these four: its owner is never locked out by
 *   what strangers asked for. It counts on keys of its own instead, so its request does the same
 *   work and takes the same time as any other (docs/product.md section 21).
 * Each is spent before the code is made (lib/allowance.ts: one atomic increment that also reads
 * the count, in Redis when REDIS_URL is set), so a burst sent at once cannot pass them.
 */
import { AppError } from '#server/errors';
import { type Allowance, spendAllowance } from '#server/lib/allowance';
import type { Counters } from '#server/lib/counters';
import { assertIpAllowed, fromYourNetwork } from './code-limits';

const MINUTE = 60 * 1000;
const HOUR = 60 * MINUTE;

export const MOBILE_CODE_LIMITS = {
  perNumberWindowMs: 15 * MINUTE,
  perNumberPerWindow: 3,
  /** Codes one network address may have sent to numbers without an account, in an hour. */
  newNumbersPerIpPerHour: 30,
  /** Of those, codes to numbers under one prefix. */
  newNumbersPerIpPerPrefixPerHour: 5,
} as const;

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
    'We cannot send more codes by SMS right now. Please try again later, or use your email.',
    seconds(resetInMs),
  );

export interface MobileCodeRequest {
  mobile: string;
  ip: string;
  /** Notify-me codes count per number apart from the codes that sign in or change a number. */
  notifyMe: boolean;
  /** Whether the number belongs to an account: asked once the address's own allowance is spent. */
  hasAccount: () => Promise<boolean>;
}

type Limit = Allowance & { refusal: (resetInMs: number) => Error };

export async function assertMobileCodeAllowed(
  counters: Counters,
  request: MobileCodeRequest,
  caps: { perPrefixPerHour: number; perHour: number },
): Promise<void> {
  const prefix = numberPrefix(request.mobile);
  const fromThisAddress: Limit[] = [
    {
      key: `sms-code-ip:${request.ip}`,
      limit: MOBILE_CODE_LIMITS.newNumbersPerIpPerHour,
      windowMs: HOUR,
      refusal: fromYourNetwork,
    },
    {
      key: `sms-code-ip-prefix:${request.ip}:${prefix}`,
      limit: MOBILE_CODE_LIMITS.newNumbersPerIpPerPrefixPerHour,
      windowMs: HOUR,
      refusal: fromYourNetwork,
    },
  ];
  const shared: Limit[] = [
    { key: `sms-code-prefix:${prefix}`, limit: caps.perPrefixPerHour, windowMs: HOUR, refusal: busy },
    { key: 'sms-code-all', limit: caps.perHour, windowMs: HOUR, refusal: busy },
  ];
  // First the address's allowance for every code, which needs no lookup: a flood past it costs
  // nothing but a counter.
  await assertIpAllowed(counters, request.ip);
  const hasAccount = await request.hasAccount();
  await spendEach(counters, fromThisAddress, hasAccount);
  await spendAllowance(
    counters,
    {
      key: `sms-code-number:${request.notifyMe ? 'notify-me:' : ''}${request.mobile}`,
      limit: MOBILE_CODE_LIMITS.perNumberPerWindow,
      windowMs: MOBILE_CODE_LIMITS.perNumberWindowMs,
    },
    tooManyForNumber,
  );
  await spendEach(counters, shared, hasAccount);
}

/** Spends each limit in turn; a number with an account only counts, on keys apart, and is never refused. */
async function spendEach(counters: Counters, limits: Limit[], hasAccount: boolean): Promise<void> {
  for (const { refusal, ...allowance } of limits) {
    if (hasAccount) await counters.hit(`account-number:${allowance.key}`, allowance.windowMs);
    else await spendAllowance(counters, allowance, refusal);
  }
}
