/** One order: number, total, address, tracking id, status badge, items, Change Address and a link to its page. */
import { useState } from 'react';
import { Link } from 'react-router';
import { sizeLabel } from '#shared/line-names';
import { formatRupees } from '#shared/money';
import type { OrderJson } from '#shared/orders';
import { paths } from '#shared/paths';
import { InvoiceDownloadLink } from '#web/components/InvoiceDownloadLink';
import { canChangeAddress, OrderStatusBadge } from '#web/components/order-status';
import { buttonClass, textLink } from '#web/components/ui/Button';
import { SuccessNotice } from '#web/components/ui/Notice';
import { ProductThumb } from '#web/components/ui/ProductThumb';
import { ChangeAddressForm } from './ChangeAddressForm';

const placedOn = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium' });

export function OrderCard({ order }: { order: OrderJson }) {
  const [editing, setEditing] = useState(false);
  const [news, setNews] = useState('');
  const headingId = `order-${order.orderId}`;
  return (
    <article
      aria-labelledby={headingId}
      className="rounded-lg border border-neutral-200 p-4 shadow-sm sm:p-6"
    >
      <header className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 id={headingId} className="font-bold">
            <Link to={paths.order(order.orderId)} className="hover:underline">
              Order {order.orderId}
            </Link>
          </h2>
          <p className="text-sm text-neutral-600">
            Placed {placedOn.format(new Date(order.createdAt))} · {PAYMENT_WORDS[order.paymentMethod]}
          </p>
        </div>
        <OrderStatusBadge status={order.status} returnState={order.returnState} size="md" />
      </header>
      <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-6 gap-y-2 text-sm">
        <dt className="font-medium text-neutral-600">Total</dt>
        <dd className="font-semibold">{formatRupees(order.amount)}</dd>
        {order.couponCode && (
          <>
            <dt className="font-medium text-neutral-600">Coupon</dt>
            <dd>
              <span className="font-mono">{order.couponCode}</span> −{formatRupees(order.discount)}
            </dd>
          </>
        )}
        <dt className="font-medium text-neutral-600">Address</dt>
        <dd className="whitespace-pre-line break-words">{order.address || 'N/A'}</dd>
        <dt className="font-medium text-neutral-600">Tracking ID</dt>
        <dd className="break-all">
          {order.trackingId && order.trackingUrl ? (
            <a href={order.trackingUrl} target="_blank" rel="noopener noreferrer" className={textLink}>
              {order.trackingId}
              <span className="sr-only"> (track on {order.courier}'s site, opens in a new tab)</span>
            </a>
          ) : (
            order.trackingId || (order.status === 'captured' ? 'Not yet dispatched' : 'N/A')
          )}
        </dd>
      </dl>
      <ul className="mt-4 divide-y divide-neutral-200 border-t border-neutral-200">
        {order.items.map((item, index) => (
          <li key={`${item.itemId}-${item.selectedSize}-${index}`} className="flex items-center gap-3 py-3">
            <ProductThumb src={item.image} alt={item.name} size="sm" />
            <div className="min-w-0 flex-1 text-sm">
              <p className="font-semibold">{item.name}</p>
              <p className="text-neutral-700">
                {sizeLabel(item.colour, item.selectedSize)} · Qty {item.quantity}
              </p>
            </div>
            <p className="text-right text-sm font-medium">
              {formatRupees(item.price)}
              {item.quantity > 1 && <span className="block text-xs font-normal text-neutral-600">each</span>}
            </p>
          </li>
        ))}
      </ul>
      <InvoiceDownloadLink orderId={order.orderId} status={order.status} className="mt-3" />
      <div aria-live="polite">
        <SuccessNotice className="mt-3">{news}</SuccessNotice>
      </div>
      <Link to={paths.order(order.orderId)} className={`mt-4 inline-block text-sm ${textLink}`}>
        View order details<span className="sr-only"> for {order.orderId}</span>
      </Link>
      {canChangeAddress(order.status) &&
        (editing ? (
          <ChangeAddressForm
            order={order}
            onDone={(message) => {
              setEditing(false);
              if (message) setNews(message);
            }}
          />
        ) : (
          <button
            type="button"
            onClick={() => {
              setNews('');
              setEditing(true);
            }}
            className={`mt-4 ${buttonClass('outline')}`}
          >
            Change Address
          </button>
        ))}
    </article>
  );
}

const PAYMENT_WORDS: Record<OrderJson['paymentMethod'], string> = {
  online: 'Paid online',
  cod: 'Cash on delivery',
  store_credit: 'Paid from store credit',
  exchange: 'Exchange, no charge',
};
