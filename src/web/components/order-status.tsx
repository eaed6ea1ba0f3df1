/**
 * How an order status reads (docs/product.md section 4), in the shopper's orders and the back office alike:
 * captured -> Processed (yellow), dispatched -> Dispatched (green), delivered -> Delivered (green), cancelled or the old
 * misspelling "cancled" -> Cancelled (red); anything else shows as it is, or N/A when missing.
 */
import { Badge, type BadgeTone, badgeTone } from './ui/Badge';

const KNOWN: Record<string, { label: string; tone: BadgeTone }> = {
  captured: { label: 'Processed', tone: 'yellow' },
  dispatched: { label: 'Dispatched', tone: 'green' },
  delivered: { label: 'Delivered', tone: 'green' },
  cancelled: { label: 'Cancelled', tone: 'red' },
  cancled: { label: 'Cancelled', tone: 'red' },
};

export function statusBadge(status: string | null | undefined) {
  const known = KNOWN[status ?? ''] ?? { label: status || 'N/A', tone: 'neutral' as const };
  return { ...known, className: badgeTone(known.tone) };
}

/** Only a Processed order's address may change. */
export const canChangeAddress = (status: string) => statusBadge(status).label === 'Processed';

export function OrderStatusBadge({
  status,
  size,
}: {
  status: string | null | undefined;
  size?: 'sm' | 'md';
}) {
  const badge = statusBadge(status);
  return (
    <Badge tone={badge.tone} size={size}>
      {badge.label}
    </Badge>
  );
}
