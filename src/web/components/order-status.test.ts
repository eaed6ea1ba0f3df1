import { describe, expect, it } from 'vitest';
import { canChangeAddress, statusBadge } from './order-status';

describe('order status badges', () => {
  it.each([
    ['captured', 'Processed', 'yellow'],
    ['dispatched', 'Dispatched', 'green'],
    ['cancelled', 'Cancelled', 'red'],
    ['cancled', 'Cancelled', 'red'],
    ['refunded', 'refunded', 'neutral'],
    ['', 'N/A', 'neutral'],
    [null, 'N/A', 'neutral'],
  ])('shows %j as %s (%s)', (status, label, colour) => {
    const badge = statusBadge(status);
    expect(badge.label).toBe(label);
    expect(badge.className).toContain(colour);
  });

  it.each([
    ['requested', 'Return requested', 'yellow'],
    ['returned', 'Returned', 'neutral'],
    [null, 'Delivered', 'green'],
  ])('shows a delivered order whose returns are %j as %s (%s)', (returnState, label, colour) => {
    const badge = statusBadge('delivered', returnState);
    expect(badge.label).toBe(label);
    expect(badge.className).toContain(colour);
  });

  it('offers Change Address only while Processed', () => {
    expect(canChangeAddress('captured')).toBe(true);
    for (const status of ['dispatched', 'cancelled', 'cancled', 'pending_payment', '']) {
      expect(canChangeAddress(status)).toBe(false);
    }
  });
});
