/**
 * The dashboard's two charts, drawn as plain SVG and HTML (docs/decisions/013-back-office-products-dashboard.md):
 * no chart library, so nothing is added to the admin chunk but these lines. Each chart has a
 * text alternative: the revenue chart a table of its 30 days, the status chart its own labels.
 */
import type { DashboardJson } from '#shared/dashboard';
import { formatRupees } from '#shared/money';
import { statusBadge } from '#web/components/order-status';
import { cellClass, Table } from '#web/components/ui/Table';

const dayLabel = (date: string) =>
  new Date(`${date}T00:00:00Z`).toLocaleDateString('en-IN', {
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  });

export function RevenueChart({ days }: { days: DashboardJson['revenueByDay'] }) {
  const most = Math.max(...days.map((day) => day.revenue), 0);
  const width = days.length * 10;
  const height = 100;
  return (
    <figure className="flex flex-col gap-2">
      <figcaption className="text-base font-bold">Gross revenue per day, last 30 days</figcaption>
      <div className="flex gap-2">
        <div
          className="flex w-16 shrink-0 flex-col justify-between text-right text-xs text-neutral-700"
          aria-hidden="true"
        >
          <span>{formatRupees(most)}</span>
          <span>₹0</span>
        </div>
        <svg
          viewBox={`0 0 ${width} ${height}`}
          preserveAspectRatio="none"
          className="h-40 w-full border-b border-l border-neutral-400"
          role="img"
          aria-label="Bar chart of revenue per day; the table below lists every day's figures"
        >
          {days.map((day, index) => {
            const barHeight = most === 0 ? 0 : (day.revenue / most) * (height - 2);
            return (
              <rect
                key={day.date}
                x={index * 10 + 1.5}
                y={height - barHeight}
                width={7}
                height={barHeight}
                className="fill-neutral-900"
              >
                <title>{`${dayLabel(day.date)}: ${formatRupees(day.revenue)}, ${day.orders} orders`}</title>
              </rect>
            );
          })}
        </svg>
      </div>
      <div className="ml-18 flex justify-between text-xs text-neutral-700" aria-hidden="true">
        <span>{dayLabel(days[0]!.date)}</span>
        <span>{dayLabel(days.at(-1)!.date)}</span>
      </div>
      <details className="mt-2">
        <summary className="cursor-pointer text-sm font-semibold">Revenue per day as a table</summary>
        <div className="mt-2">
          <Table label="Revenue per day" columns={['Day', 'Revenue', 'Orders']}>
            {days.map((day) => (
              <tr key={day.date}>
                <th scope="row" className={`${cellClass.body} text-left font-normal`}>
                  {dayLabel(day.date)}
                </th>
                <td className={`${cellClass.body} tabular-nums`}>{formatRupees(day.revenue)}</td>
                <td className={`${cellClass.body} tabular-nums`}>{day.orders}</td>
              </tr>
            ))}
          </Table>
        </div>
      </details>
    </figure>
  );
}

/** Horizontal bars whose labels and counts are text: the list is its own alternative. */
export function StatusChart({ statuses }: { statuses: DashboardJson['ordersByStatus'] }) {
  const most = Math.max(...statuses.map((s) => s.orders), 1);
  return (
    <figure className="flex flex-col gap-2">
      <figcaption className="text-base font-bold">Orders by status, last 30 days</figcaption>
      <ul className="flex flex-col gap-2">
        {statuses.map(({ status, orders }) => (
          <li key={status} className="grid grid-cols-[8rem_1fr_2.5rem] items-center gap-2 text-sm">
            <span>{statusName(status)}</span>
            <span className="h-4 rounded-sm bg-neutral-100" aria-hidden="true">
              <span
                className="block h-4 rounded-sm bg-neutral-900"
                style={{ width: `${(orders / most) * 100}%` }}
              />
            </span>
            <span className="text-right tabular-nums">{orders}</span>
          </li>
        ))}
      </ul>
    </figure>
  );
}

const OTHER_STATUS_NAMES: Record<string, string> = {
  pending_payment: 'Awaiting payment',
  expired: 'Expired',
  failed: 'Failed',
};

const statusName = (status: string) => OTHER_STATUS_NAMES[status] ?? statusBadge(status).label;
