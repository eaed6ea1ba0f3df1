import { describe, expect, it } from 'vitest';
import { returnWindowEnd, returnWindowLastDay } from './after-order';

describe('the return window in words', () => {
  it('names the last open day, not the midnight after it (issue 40, point 12)', () => {
    // Delivered on Fri 27 Nov at 2 pm in India, a 2-day window: open to the end of Sun 29 Nov.
    const end = returnWindowEnd(new Date('2026-11-27T08:30:00Z'), 2);
    expect(end.toISOString()).toBe('2026-11-29T18:30:00.000Z');
    expect(returnWindowLastDay(end)).toBe('Sun, 29 Nov');
  });

  it('counts days in India: delivered at 11 pm IST on the 27th is still the 27th', () => {
    const end = returnWindowEnd(new Date('2026-11-27T17:29:00Z'), 1);
    expect(returnWindowLastDay(end)).toBe('Sat, 28 Nov');
  });
});
