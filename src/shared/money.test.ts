import { describe, expect, it } from 'vitest';
import { formatRupees, paiseToRupees, rupeesToPaise } from './money';

describe('money', () => {
  it('formats rupees with the sign and Indian grouping', () => {
    expect(formatRupees(1299)).toBe('₹1,299');
    expect(formatRupees(150000)).toBe('₹1,50,000');
    expect(formatRupees(99.5)).toBe('₹99.5');
  });

  it('converts between rupees and paise without float drift', () => {
    expect(rupeesToPaise(19.99)).toBe(1999);
    expect(paiseToRupees(129900)).toBe(1299);
  });
});
