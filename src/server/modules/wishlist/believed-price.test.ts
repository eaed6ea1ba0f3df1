import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { believedPricePaise } from './entries';

/**
 * The price a visitor's browser says it saved (docs/decisions/028-notify-me-and-wishlist.md): never
 * below today's price, never above the MRP, so the drop shown is at most the product's discount.
 */
describe('the saved price a browser claims', () => {
  const paise = fc.integer({ min: 1, max: 10_000_000 });

  it('is believed only between today’s price and the MRP, in whole paise', () => {
    fc.assert(
      fc.property(
        paise,
        paise,
        fc.option(fc.double({ min: 0.01, max: 200_000, noNaN: true }), { nil: undefined }),
        (price, mrp, claimed) => {
          const product = { pricePaise: price, actualPricePaise: mrp };
          const believed = believedPricePaise(claimed, product);
          expect(Number.isInteger(believed)).toBe(true);
          expect(believed).toBeGreaterThanOrEqual(price);
          expect(believed).toBeLessThanOrEqual(Math.max(price, mrp));
          expect(believed - price).toBeLessThanOrEqual(Math.max(0, mrp - price));
          if (claimed === undefined) expect(believed).toBe(price);
        },
      ),
    );
  });

  it('keeps a claim inside the range as it is', () => {
    expect(believedPricePaise(999, { pricePaise: 89_900, actualPricePaise: 129_900 })).toBe(99_900);
    expect(believedPricePaise(999.5, { pricePaise: 89_900, actualPricePaise: 129_900 })).toBe(99_950);
    expect(believedPricePaise(5000, { pricePaise: 89_900, actualPricePaise: 129_900 })).toBe(129_900);
    expect(believedPricePaise(1, { pricePaise: 89_900, actualPricePaise: 129_900 })).toBe(89_900);
  });
});
