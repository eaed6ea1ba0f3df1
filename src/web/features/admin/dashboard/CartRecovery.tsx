/**
 * The dashboard's cart recovery (BUSINESS.md section 13): per day over the last 14, carts left,
 * reminders queued per channel, clicks on restore links, and orders and revenue recovered (placed
 * within 7 days of a click).
 */
import { useQuery } from '@tanstack/react-query';
import { formatRupees, paiseToRupees } from '#shared/money';
import { RECOVERY_FIGURES_URL, type RecoveryFigures } from '#shared/recovery';
import { ErrorNotice, errorText } from '#web/components/ui/Notice';
import { Skeleton } from '#web/components/ui/Skeleton';
import { cellClass, Table } from '#web/components/ui/Table';
import { api } from '#web/lib/api';

const dayName = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', timeZone: 'UTC' });

const fetchRecovery = (signal?: AbortSignal) =>
  api<RecoveryFigures>(`${RECOVERY_FIGURES_URL}?days=14`, { withApiKey: true, signal });

export function CartRecovery() {
  const { data, error } = useQuery({
    queryKey: ['admin', 'cart-recovery'],
    queryFn: ({ signal }) => fetchRecovery(signal),
  });
  const days = data?.days.slice().reverse();
  return (
    <section
      aria-labelledby="cart-recovery"
      className="rounded-lg border border-neutral-200 bg-white p-4 sm:p-5"
    >
      <h2 id="cart-recovery" className="mb-3 text-base font-bold">
        Carts brought back
      </h2>
      {error ? (
        <ErrorNotice>{errorText(error)}</ErrorNotice>
      ) : !days ? (
        <Skeleton className="h-24" />
      ) : (
        <Table
          label="Cart recovery per day"
          columns={[
            'Day',
            'Carts left',
            'WhatsApp',
            'SMS',
            'Mail',
            'Clicks',
            'Orders recovered',
            'Revenue recovered',
          ]}
        >
          {days.map((d) => (
            <tr key={d.day}>
              <th scope="row" className={`${cellClass.body} whitespace-nowrap text-left font-normal`}>
                {dayName.format(new Date(`${d.day}T00:00:00Z`))}
              </th>
              {[
                d.cartsLeft,
                d.reminders.whatsapp,
                d.reminders.sms,
                d.reminders.email,
                d.clicks,
                d.ordersRecovered,
              ].map((n, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: the columns are fixed.
                <td key={i} className={`${cellClass.body} tabular-nums`}>
                  {n}
                </td>
              ))}
              <td className={`${cellClass.body} tabular-nums`}>
                {formatRupees(paiseToRupees(d.revenueRecoveredPaise))}
              </td>
            </tr>
          ))}
        </Table>
      )}
    </section>
  );
}
