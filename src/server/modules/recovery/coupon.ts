/**
 * The optional coupon in the last reminder (BUSINESS.md section 13, off by default): a code made
 * for that reminder alone, usable once and for 7 days, through the coupons module.
 */
import { randomBytes } from 'node:crypto';
import type { DbOrTx } from '#server/db/client';
import { createCoupon } from '../coupons';

const DAY = 24 * 60 * 60_000;
/** No 0/O or 1/I, which read alike in a message. */
const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

export async function singleUseCoupon(db: DbOrTx, percentOff: number, now: Date): Promise<string> {
  const code = `BACK-${[...randomBytes(8)].map((b) => ALPHABET[b % ALPHABET.length]).join('')}`;
  await createCoupon(
    db,
    {
      code,
      kind: 'percent',
      percentOff,
      amountOffPaise: null,
      minSubtotalPaise: 0,
      maxDiscountPaise: null,
      startsAt: now,
      endsAt: new Date(now.getTime() + 7 * DAY),
      totalUses: 1,
      usesPerShopper: 1,
      firstOrderOnly: false,
      onlineOnly: false,
      paused: false,
    },
    now,
  );
  return code;
}
