/**
 * How an order status reads (docs/product.md section 4 and "After the order"), in the shopper's orders and the back office alike:
 * captured -> Processed (yellow), dispatched -> Dispatched (green), delivered -> Delivered (green), cancelled or the old
 * misspelling "cancled" -> Cancelled (red); anything else shows as it is, or N/A when missing. A delivered order
 * with a return open reads Return requested (yellow), and Returned (neutral) once its returns are settled. A parcel
 * coming back undelivered reads Returning to us (yellow), then Returned undelivered (neutral).
 */
import { Badge, type BadgeTone, badgeTone } from './ui/Badge';

const KNOWN: Record<string, { label: string; tone: BadgeTone }> = {
  captured: { label: 'Processed', tone: 'yellow' },
  dispatched: { label: 'Dispatched', tone: 'green' },
  delivered: { label: 'Delivered', tone: 'green' },
  cancelled: { label: 'Cancelled', tone: 'red' },
  cancled: { label: 'Cancelled', tone: 'red' },
  rto: { label: 'Returning to us', tone: 'yellow' },
  rto_received: { label: 'Returned undelivered', tone: 'neutral' },
};

const RETURNS: Record<string, { label: string; tone: BadgeTone }> = {
  requested: { label: 'Return requested', tone: 'yellow' },
  returned: { label: 'Returned', tone: 'neutral' },
};

export function statusBadge(status: string | null | undefined, returnState?: string | null) {
  const known = (returnState ? RETURNS[returnState] : undefined) ??
    KNOWN[status ?? ''] ?? { label: status || 'N/A', tone: 'neutral' as const };
  return { ...known, className: badgeTone(known.tone) };
}

/** Only a Processed order's address may change. */
export const canChangeAddress = (status: string) => statusBadge(status).label === 'Processed';

export function OrderStatusBadge({
  status,
  returnState,
  size,
}: {
  status: string | null | undefined;
  returnState?: string | null;
  size?: 'sm' | 'md';
}) {
  const badge = statusBadge(status, returnState);
  return (
    <Badge tone={badge.tone} size={size}>
      {badge.label}
    </Badge>
  );
}
