/** The orders table of SPEC section 2: order id, payment id, user name, mobile, address, items, amount, status, tracking id, dispatch. */
import type { ReactNode } from 'react';
import { formatRupees } from '#shared/money';
import type { OrderJson } from '#shared/orders';
import { ScrollRegion, stickyEnd, stickyEndHead } from '../ui/ScrollRegion';
import { StatusBadge } from './StatusBadge';

const th = 'px-2.5 py-2 text-left text-xs font-semibold uppercase tracking-wide text-neutral-700';
const td = 'px-2.5 py-3 align-top';
const COLUMNS = [
  'Order ID',
  'Payment ID',
  'User name',
  'Mobile',
  'Address',
  'Items',
  'Amount',
  'Status',
  'Tracking ID',
  'Dispatch',
];

export function OrdersTable({
  orders,
  renderDispatch,
}: {
  orders: OrderJson[];
  renderDispatch: (order: OrderJson) => ReactNode;
}) {
  return (
    <ScrollRegion label="Orders">
      <table className="min-w-full text-sm">
        <thead className="border-b border-neutral-200 bg-neutral-100">
          <tr>
            {COLUMNS.map((column, index) => (
              <th
                key={column}
                scope="col"
                className={index === COLUMNS.length - 1 ? `${th} ${stickyEndHead}` : th}
              >
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-neutral-200">
          {orders.map((order) => (
            <tr key={order.orderId}>
              <th scope="row" className={`${td} whitespace-nowrap text-left font-mono text-xs font-semibold`}>
                {order.orderId}
                <span className="mt-1 block font-sans font-normal text-neutral-600">
                  {new Date(order.createdAt).toLocaleString('en-IN', {
                    dateStyle: 'medium',
                    timeStyle: 'short',
                  })}
                </span>
              </th>
              <td className={`${td} font-mono text-xs`}>
                {order.paymentId ?? (
                  <span className="font-sans text-neutral-700">
                    {order.paymentMethod === 'cod' ? 'Cash on delivery' : '—'}
                  </span>
                )}
              </td>
              <td className={`${td} max-w-36 break-words`}>{order.userName}</td>
              <td className={`${td} whitespace-nowrap`}>{order.mobile}</td>
              <td className={`${td} min-w-36 max-w-56`}>{order.address}</td>
              <td className={`${td} min-w-40`}>
                <ul className="flex flex-col gap-2">
                  {order.items.map((item) => (
                    <li key={`${item.itemId}-${item.selectedSize}`} className="flex items-center gap-2">
                      <img
                        src={item.image}
                        alt=""
                        width={32}
                        height={40}
                        loading="lazy"
                        className="h-10 w-8 rounded object-cover"
                      />
                      <span>
                        {item.name}
                        <span className="block text-xs text-neutral-600">
                          Size {item.selectedSize} × {item.quantity} · {formatRupees(item.price)}
                        </span>
                      </span>
                    </li>
                  ))}
                </ul>
              </td>
              <td className={`${td} whitespace-nowrap font-semibold`}>{formatRupees(order.amount)}</td>
              <td className={td}>
                <StatusBadge status={order.status} />
              </td>
              <td className={`${td} font-mono text-xs`}>
                {order.trackingId ?? <span className="font-sans text-neutral-600">—</span>}
              </td>
              <td className={`${td} ${stickyEnd}`}>{renderDispatch(order)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}
