/** The coupons list: terms, rules, uses so far and remaining, status, and Edit / Pause / Resume. */
import { type CouponJson, describeCoupon } from '#shared/coupons';
import { formatRupees, paiseToRupees } from '#shared/money';
import { Badge, type BadgeTone } from '#web/components/ui/Badge';
import { Button } from '#web/components/ui/Button';
import { cellClass, Table } from '#web/components/ui/Table';

const td = cellClass.body;
const COLUMNS = ['Code', 'Discount', 'Minimum order', 'Valid', 'Rules', 'Uses', 'Status', 'Actions'];

const when = (iso: string) =>
  new Date(iso).toLocaleString('en-IN', { dateStyle: 'medium', timeStyle: 'short' });

export function couponStatus(coupon: CouponJson, now: Date): { label: string; tone: BadgeTone } {
  if (coupon.paused) return { label: 'Paused', tone: 'yellow' };
  if (coupon.endsAt && new Date(coupon.endsAt) <= now) return { label: 'Expired', tone: 'red' };
  if (new Date(coupon.startsAt) > now) return { label: 'Scheduled', tone: 'neutral' };
  if (coupon.remaining === 0) return { label: 'Used up', tone: 'red' };
  return { label: 'Active', tone: 'green' };
}

function rules(coupon: CouponJson): string[] {
  const list: string[] = [];
  if (coupon.usesPerShopper !== null) list.push(`${coupon.usesPerShopper} per shopper`);
  if (coupon.firstOrderOnly) list.push('First order only');
  if (coupon.onlineOnly) list.push('Online payment only');
  return list;
}

export function CouponsTable({
  coupons,
  busyId,
  onEdit,
  onPause,
}: {
  coupons: CouponJson[];
  busyId: number | null;
  onEdit: (coupon: CouponJson) => void;
  onPause: (coupon: CouponJson, paused: boolean) => void;
}) {
  const now = new Date();
  return (
    <Table label="Coupons" columns={COLUMNS}>
      {coupons.map((coupon) => {
        const status = couponStatus(coupon, now);
        const ruleList = rules(coupon);
        return (
          <tr key={coupon.id}>
            <th scope="row" className={`${td} whitespace-nowrap text-left font-mono text-sm font-semibold`}>
              {coupon.code}
            </th>
            <td className={`${td} min-w-32`}>{describeCoupon(coupon)}</td>
            <td className={`${td} whitespace-nowrap`}>
              {coupon.minSubtotalPaise ? formatRupees(paiseToRupees(coupon.minSubtotalPaise)) : 'None'}
            </td>
            <td className={`${td} min-w-40 text-sm`}>
              From {when(coupon.startsAt)}
              <span className="block text-neutral-700">
                {coupon.endsAt ? `Until ${when(coupon.endsAt)}` : 'No end'}
              </span>
            </td>
            <td className={`${td} min-w-32 text-sm`}>
              {ruleList.length ? (
                <ul>
                  {ruleList.map((rule) => (
                    <li key={rule}>{rule}</li>
                  ))}
                </ul>
              ) : (
                <span className="text-neutral-600">None</span>
              )}
            </td>
            <td className={`${td} whitespace-nowrap text-sm`}>
              <span className="font-semibold">{coupon.usesSoFar} used</span>
              <span className="block text-neutral-700">
                {coupon.remaining === null ? 'No limit' : `${coupon.remaining} left`}
              </span>
            </td>
            <td className={td}>
              <Badge tone={status.tone}>{status.label}</Badge>
            </td>
            <td className={td}>
              <div className="flex flex-wrap gap-2">
                <Button variant="secondary" size="sm" onClick={() => onEdit(coupon)}>
                  Edit<span className="sr-only"> {coupon.code}</span>
                </Button>
                <Button
                  variant="ghost"
                  size="sm"
                  disabled={busyId === coupon.id}
                  onClick={() => onPause(coupon, !coupon.paused)}
                >
                  {coupon.paused ? 'Resume' : 'Pause'}
                  <span className="sr-only"> {coupon.code}</span>
                </Button>
              </div>
            </td>
          </tr>
        );
      })}
    </Table>
  );
}
