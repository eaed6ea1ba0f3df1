/** The orders table of docs/product.md section 2, readable whole from 1280 px (ids wrap): a box to pick dispatched orders, order id, payment id, user name, mobile, address, items, amount, status, tracking id and courier, dispatch. */
import type { ReactNode } from 'react';
import { formatRupees } from '#shared/money';
import type { OrderJson } from '#shared/orders';
import { OrderStatusBadge } from '#web/components/order-status';
import { ProductThumb } from '#web/components/ui/ProductThumb';
import { cellClass, Table } from '#web/components/ui/Table';

const td = cellClass.body;
const COLUMNS = [
  { key: 'select', header: <span className="sr-only">Select</span> },
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
  selected,
  onToggle,
}: {
  orders: OrderJson[];
  renderDispatch: (order: OrderJson) => ReactNode;
  /** Dispatched orders picked to be marked delivered together. */
  selected: ReadonlySet<string>;
  onToggle: (orderId: string) => void;
}) {
  return (
    <Table label="Orders" columns={COLUMNS}>
      {orders.map((order) => (
        <tr key={order.orderId}>
          <td className={`${td} w-8`}>
            {order.status === 'dispatched' && (
              <input
                type="checkbox"
                checked={selected.has(order.orderId)}
                onChange={() => onToggle(order.orderId)}
                aria-label={`Select order ${order.orderId} to mark delivered`}
                className="size-4 accent-neutral-900"
              />
            )}
          </td>
          <th scope="row" className={`${td} whitespace-nowrap text-left font-mono text-xs font-semibold`}>
            {order.orderId}
            <span className="mt-1 block font-sans font-normal text-neutral-600">
              {new Date(order.createdAt).toLocaleString('en-IN', {
                dateStyle: 'medium',
                timeStyle: 'short',
              })}
            </span>
          </th>
          <td className={`${td} max-w-28 break-all font-mono text-xs`}>
            {order.paymentId ?? (
              <span className="break-normal font-sans text-neutral-700">
                {order.paymentMethod === 'cod' ? 'Cash on delivery' : '—'}
              </span>
            )}
          </td>
          <td className={`${td} max-w-32 [overflow-wrap:anywhere]`}>{order.userName}</td>
          <td className={`${td} whitespace-nowrap`}>{order.mobile}</td>
          <td className={`${td} min-w-28 max-w-48`}>{order.address}</td>
          <td className={`${td} min-w-36 max-w-52`}>
            <ul className="flex flex-col gap-2">
              {order.items.map((item) => (
                <li key={`${item.itemId}-${item.selectedSize}`} className="flex items-center gap-2">
                  <ProductThumb src={item.image} alt="" size="xs" />
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
            <OrderStatusBadge status={order.status} returnState={order.returnState} />
          </td>
          <td className={`${td} max-w-28 break-all font-mono text-xs`}>
            {order.trackingId ?? <span className="font-sans text-neutral-600">—</span>}
            {order.courier && <span className="mt-1 block font-sans text-neutral-700">{order.courier}</span>}
          </td>
          <td className={td}>{renderDispatch(order)}</td>
        </tr>
      ))}
    </Table>
  );
}
