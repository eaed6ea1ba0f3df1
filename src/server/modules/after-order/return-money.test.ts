/**
 * What a return may refund is what the invoice bills for its units (docs/product.md, "After the
 * order"), so that the refund's credit note, which credits the money refunded, always fits
 * within the invoice (docs/decisions/014-gst-invoices.md, "Credit notes").
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { creditCapacityPaise } from '#shared/gst/credit-lines';
import { computeTaxLines } from '#shared/gst/tax-lines';
import type { OrderItemRow } from '../orders';
import { refundablePaise } from './return-money';

const item = (id: number, unitPricePaise: number, quantity: number) =>
  ({ id, unitPricePaise, quantity }) as OrderItemRow;

function invoiceLines(items: OrderItemRow[], discountPaise: number) {
  return computeTaxLines({
    goods: items.map((i) => ({
      description: 'Tee',
      size: 'M',
      hsn: '6109',
      quantity: i.quantity,
      unitPricePaise: i.unitPricePaise,
    })),
    discountPaise,
    deliveryChargePaise: 0,
    interState: true,
  }).lines;
}

describe('refundable money', () => {
  it("follows the invoice's share of the coupon: two of five ₹799 tees with 2 paise off", () => {
    // The invoice shares the 2 paise by largest remainders (0.4 each): the first two lines 1 paisa
    // each, so they were sold for 79,899 each. Refundable for both: 1,59,798, exactly what the
    // invoice billed (a share of the discount rounded up on the pair, ceil(0.8) = 1, said 1,59,799).
    const items = [1, 2, 3, 4, 5].map((id) => item(id, 79_900, 1));
    expect(invoiceLines(items, 2).map((l) => l.totalPaise)).toEqual([79_899, 79_899, 79_900, 79_900, 79_900]);
    const both = [
      { orderItemId: 1, quantity: 1 },
      { orderItemId: 2, quantity: 1 },
    ];
    expect(refundablePaise({ discountPaise: 2, prepaidDiscountPaise: 0 }, items, both)).toBe(159_798);
  });

  it('takes off the prepaid discount like the coupon: a ₹999 tee of two, ₹100 coupon and ₹50 for paying online', () => {
    // Goods 1,99,800; discounts 10,000 + 5,000 = 15,000, shared 7,500 each (equal lines), so each
    // tee was sold (and invoiced) for 99,900 - 7,500 = 92,400: the refund of one, not 99,900.
    const items = [item(1, 99_900, 1), item(2, 99_900, 1)];
    expect(invoiceLines(items, 15_000).map((l) => l.totalPaise)).toEqual([92_400, 92_400]);
    const one = [{ orderItemId: 1, quantity: 1 }];
    expect(refundablePaise({ discountPaise: 10_000, prepaidDiscountPaise: 5_000 }, items, one)).toBe(92_400);
    // Without the prepaid discount counted it would refund 94,900, more than the invoice billed.
    expect(refundablePaise({ discountPaise: 10_000, prepaidDiscountPaise: 0 }, items, one)).toBe(94_900);
  });

  it('never exceeds what the credit note may credit for the same pieces, return after return', () => {
    const scenario = fc.record({
      lines: fc.array(
        fc.record({ price: fc.integer({ min: 1, max: 500_000 }), quantity: fc.integer({ min: 1, max: 5 }) }),
        {
          minLength: 1,
          maxLength: 5,
        },
      ),
      discountShare: fc.double({ min: 0, max: 0.9, noNaN: true }),
      returns: fc.array(fc.record({ lineSeed: fc.nat(), piecesSeed: fc.nat() }), {
        minLength: 1,
        maxLength: 8,
      }),
    });
    fc.assert(
      fc.property(scenario, ({ lines, discountShare, returns }) => {
        const items = lines.map((l, i) => item(i + 1, l.price, l.quantity));
        const value = items.reduce((sum, i) => sum + i.unitPricePaise * i.quantity, 0);
        const discountPaise = Math.floor(value * discountShare);
        const invoiced = invoiceLines(items, discountPaise);
        const credited = items.map(() => ({ pieces: 0, money: 0 }));
        for (const ret of returns) {
          const i = ret.lineSeed % items.length;
          const left = items[i]!.quantity - credited[i]!.pieces;
          if (left === 0) continue;
          const pieces = 1 + (ret.piecesSeed % left);
          const refundable = refundablePaise({ discountPaise, prepaidDiscountPaise: 0 }, items, [
            { orderItemId: i + 1, quantity: pieces },
          ]);
          const capacity = creditCapacityPaise({
            invoiced: { ...invoiced[i]!, quantity: items[i]!.quantity },
            creditedBefore: {
              pieces: credited[i]!.pieces,
              totalPaise: credited[i]!.money,
              taxableValuePaise: 0,
              cgstPaise: 0,
              sgstPaise: 0,
              igstPaise: 0,
            },
            pieces,
          });
          expect(refundable).toBeLessThanOrEqual(capacity);
          credited[i] = { pieces: credited[i]!.pieces + pieces, money: credited[i]!.money + refundable };
        }
      }),
      { numRuns: 500 },
    );
  });
});
