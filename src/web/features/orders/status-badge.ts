/**
 * How an order status reads (SPEC section 4): captured -> Processed (yellow), dispatched ->
 * Dispatched (green), cancelled or the old misspelling "cancled" -> Cancelled (red); anything
 * else shows as it is, or N/A when missing.
 */
export interface StatusBadge {
  label: string;
  className: string;
}

const NEUTRAL = 'bg-neutral-100 text-neutral-800 ring-neutral-300';

export function statusBadge(status: string | null | undefined): StatusBadge {
  switch (status) {
    case 'captured':
      return { label: 'Processed', className: 'bg-yellow-100 text-yellow-900 ring-yellow-400' };
    case 'dispatched':
      return { label: 'Dispatched', className: 'bg-green-100 text-green-900 ring-green-500' };
    case 'cancelled':
    case 'cancled':
      return { label: 'Cancelled', className: 'bg-red-100 text-red-900 ring-red-400' };
    default:
      return { label: status || 'N/A', className: NEUTRAL };
  }
}

/** Only a Processed order's address may change. */
export const canChangeAddress = (status: string) => statusBadge(status).label === 'Processed';
