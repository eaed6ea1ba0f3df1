/**
 * The delivery date rule, worked by hand (docs/product.md, "Shipping"): processing 1 day, cut-off
 * 14:00 IST, no dispatch on Sundays, courier 3 days. November 2024: Mon 25, Tue 26, Wed 27,
 * Thu 28, Fri 29, Sat 30, Sun 1 Dec.
 */
import { describe, expect, it } from 'vitest';
import { dayLabel, deliveryDate, dispatchDay } from './delivery-date';

const rule = { processingDays: 1, cutoffHourIst: 14 };
/** An instant given in IST. */
const ist = (text: string) => new Date(`${text}+05:30`);

describe('the delivery date', () => {
  it.each([
    // Before the cut-off: today counts; dispatch tomorrow; three days on.
    ['2024-11-25T09:00:00', '2024-11-26', '2024-11-29'],
    ['2024-11-25T13:59:59', '2024-11-26', '2024-11-29'],
    // At or after the cut-off: counts from the next day.
    ['2024-11-25T14:00:00', '2024-11-27', '2024-11-30'],
    ['2024-11-25T23:30:00', '2024-11-27', '2024-11-30'],
    // Just after midnight IST is already the next day (18:45 UTC the evening before).
    ['2024-11-26T00:15:00', '2024-11-27', '2024-11-30'],
    // Friday after the cut-off: counts from Saturday; one processing day lands on Sunday, which is skipped.
    ['2024-11-29T15:00:00', '2024-12-02', '2024-12-05'],
    // Saturday morning: ready Sunday, so it leaves Monday.
    ['2024-11-30T10:00:00', '2024-12-02', '2024-12-05'],
    // Sunday: processing on Monday's count, leaves Monday.
    ['2024-12-01T10:00:00', '2024-12-02', '2024-12-05'],
    // Sunday after the cut-off: counts from Monday, leaves Tuesday.
    ['2024-12-01T16:00:00', '2024-12-03', '2024-12-06'],
  ])('ordered %s IST: dispatched %s, delivered by %s', (at, dispatched, delivered) => {
    expect(dispatchDay(ist(at), rule).toISOString().slice(0, 10)).toBe(dispatched);
    expect(deliveryDate(ist(at), rule, 3)).toBe(delivered);
  });

  it('with no processing days, a Saturday order before the cut-off leaves the same day', () => {
    const same = { processingDays: 0, cutoffHourIst: 14 };
    expect(dispatchDay(ist('2024-11-30T10:00:00'), same).toISOString().slice(0, 10)).toBe('2024-11-30');
    // ...and after the cut-off it would leave on Sunday, so Monday.
    expect(dispatchDay(ist('2024-11-30T15:00:00'), same).toISOString().slice(0, 10)).toBe('2024-12-02');
  });

  it('says the day the way the product page does', () => {
    expect(dayLabel('2024-11-29')).toBe('Fri, 29 Nov');
    expect(dayLabel('2024-12-02')).toBe('Mon, 2 Dec');
  });
});
