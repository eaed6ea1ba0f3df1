/**
 * The orders table of docs/product.md section 2, readable whole from 1280 px (ids wrap): order id, payment id,
 * user name, mobile, address, items, amount (with the coupon and its discount), status, tracking id, dispatch;
 * with a selection, a first column of checkboxes for packing slips (section 15).
 */

import type { ReactNode } from 'react';
import { PAYMENT_METHOD_LABELS } from '#shared/admin-orders';
import { formatRupees } from '#shared/money';
import type { OrderJson } from '#shared/orders';
import { OrderStatusBadge } from '#web/components/order-status';
import { ProductThumb } from '#web/components/ui/ProductThumb';
import { cellClass, Table } from '#web/components/ui/Table';
import { ExchangeNote } from './ExchangeNote';
import { OrderMessagesButton } from './OrderMessages';
import { CodConfirmationNote } from './RtoCell';

const td = cellClass.body;
// The selection's checkbox column is added in front only when the table has a selection, so each
// heading stands over its own cells with or without one.
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

export interface Selection {
  selected: ReadonlySet<string>;
  toggle: (orderId: string) => void;
  /** Selects every order shown, or clears them when all are selected. */
  toggleAll: () => void;
}

export function OrdersTable({
  orders,
  renderDispatch,
  selection,
  showMessages = true,
}: {
  orders: OrderJson[];
  renderDispatch: (order: OrderJson) => ReactNode;
  selection?: Selection;
  /** False for a member whose roles do not include reading an order's messages. */
  showMessages?: boolean;
}) {
  const allSelected =
    selection !== undefined && orders.every((order) => selection.selected.has(order.orderId));
  const columns = selection
    ? [
        {
          key: 'select',
          className: 'w-8',
          header: (
            <input
              type="checkbox"
              className="h-4 w-4 accent-neutral-900"
              aria-label="Select every order on this page"
              checked={allSelected}
              onChange={selection.toggleAll}
            />
          ),
        },
        ...COLUMNS,
      ]
    : COLUMNS;
  return (
    <Table label="Orders" columns={columns}>
      {orders.map((order) => (
        <tr
          key={order.orderId}
          className={selection?.selected.has(order.orderId) ? 'bg-yellow-50' : undefined}
        >
          {selection && (
            <td className={td}>
              <input
                type="checkbox"
                className="h-4 w-4 accent-neutral-900"
                aria-label={`Select order ${order.orderId}`}
                checked={selection.selected.has(order.orderId)}
                onChange={() => selection.toggle(order.orderId)}
              />
            </td>
          )}
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
                {order.paymentMethod === 'online' ? '—' : PAYMENT_METHOD_LABELS[order.paymentMethod]}
              </span>
            )}
            <CodConfirmationNote order={order} />
            <ExchangeNote order={order} />
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
          <td className={`${td} whitespace-nowrap`}>
            <span className="font-semibold">{formatRupees(order.amount)}</span>
            {order.couponCode && (
              <span className="mt-1 block text-xs text-neutral-700">
                <span className="font-mono">{order.couponCode}</span> −{formatRupees(order.discount)}
              </span>
            )}
          </td>
          <td className={td}>
            <OrderStatusBadge status={order.status} returnState={order.returnState} />
            {showMessages && <OrderMessagesButton orderId={order.orderId} />}
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
