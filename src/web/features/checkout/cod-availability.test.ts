/**
 * The checkout judges cash on delivery as the server does, on the cash the courier would collect
 * at the door: the COD fee included, store credit and partial COD's token left out (BUSINESS.md
 * section 7).
 */
import { describe, expect, it } from 'vitest';
import { COD_MESSAGES } from '#shared/cod';
import { DELIVERY_MESSAGES, type PincodeAnswer } from '#shared/delivery';
import { cashRefusal } from './cod-availability';

const bengaluru: PincodeAnswer = {
  pincode: '560001',
  state: 'Karnataka',
  gstStateCode: '29',
  city: 'Bengaluru',
  deliverable: true,
  codAvailable: true,
  message: DELIVERY_MESSAGES.deliveryTime,
  codMessage: DELIVERY_MESSAGES.codAvailable,
  codMaxPaise: 1_100_00,
};
const welcome = { refusal: null, firstOrderMaxPaise: null };

describe('cash on delivery at checkout', () => {
  // A ₹999 tee, ₹100 delivery and a ₹49 COD fee: ₹1,148 in cash, under a ₹1,100 ceiling.
  const cashTotal = 999_00 + 100_00 + 49_00;

  it('counts the COD fee against the ceiling: ₹1,148 is over ₹1,100', () => {
    expect(cashTotal).toBe(1_148_00);
    expect(cashRefusal(welcome, bengaluru, cashTotal)).toBe(DELIVERY_MESSAGES.codLimit(1_100_00));
  });

  it('leaves out ₹100 of store credit or a ₹100 token: ₹1,048 at the door is allowed', () => {
    expect(cashRefusal(welcome, bengaluru, cashTotal - 100_00)).toBeUndefined();
  });

  it('judges the first-order limit on the same cash, after the shopper record', () => {
    const firstOrder = { refusal: null, firstOrderMaxPaise: 1_100_00 };
    const noCeiling = { ...bengaluru, codMaxPaise: 5_000_00 };
    expect(cashRefusal(firstOrder, noCeiling, cashTotal)).toBe(COD_MESSAGES.firstOrderLimit(1_100_00));
    expect(cashRefusal(firstOrder, noCeiling, cashTotal - 100_00)).toBeUndefined();
    const capped = { refusal: COD_MESSAGES.tooManyOpen(2), firstOrderMaxPaise: null };
    expect(cashRefusal(capped, noCeiling, 100_00)).toBe(COD_MESSAGES.tooManyOpen(2));
  });

  it('keeps the pincode rules whatever the amount', () => {
    expect(cashRefusal(welcome, { ...bengaluru, codAvailable: false }, 100_00)).toBe(
      DELIVERY_MESSAGES.codUnavailable,
    );
  });
});
