/**
 * The cards of the order page (docs/product.md, "After the order"): what was bought and the
 * amounts, the delivery and payment, the returns, and the timeline read from the order's events.
 */
import { Link } from 'react-router';
import {
  type OrderDetailJson,
  RETURN_REASON_LABELS,
  RETURN_STATUS_LABELS,
  type ReturnJson,
} from '#shared/after-order';
import { sizeLabel } from '#shared/line-names';
import { formatRupees } from '#shared/money';
import { paths } from '#shared/paths';
import { Badge, type BadgeTone } from '#web/components/ui/Badge';
import { textLink } from '#web/components/ui/Button';
import { ProductThumb } from '#web/components/ui/ProductThumb';
import { refundDueText, refundedText } from './refund-text';

const dateTime = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeStyle: 'short' });

const card = 'rounded-lg border border-neutral-200 bg-white p-4 sm:p-5';
const cardHeading = 'text-base font-bold';

export function OrderItems({ order }: { order: OrderDetailJson }) {
  return (
    <section aria-labelledby="items-heading" className={card}>
      <h2 id="items-heading" className={cardHeading}>
        Items
      </h2>
      <ul className="mt-2 divide-y divide-neutral-200">
        {order.items.map((item) => (
          <li key={item.lineId} className="flex items-center gap-3 py-3">
            <ProductThumb src={item.image} alt={item.name} size="sm" />
            <div className="min-w-0 flex-1 text-sm">
              <p className="font-semibold">{item.name}</p>
              <p className="text-neutral-700">
                {sizeLabel(item.colour, item.selectedSize)} · Qty {item.quantity}
              </p>
            </div>
            <p className="text-right text-sm font-medium">{formatRupees(item.price * item.quantity)}</p>
          </li>
        ))}
      </ul>
      <dl className="mt-2 space-y-1 border-t border-neutral-200 pt-3 text-sm">
        <Amount label="Items" value={formatRupees(order.subtotal)} />
        {order.discount > 0 && (
          <Amount
            label={order.couponCode ? `Coupon ${order.couponCode}` : 'Discount'}
            value={`− ${formatRupees(order.discount)}`}
          />
        )}
        {order.prepaidDiscount > 0 && (
          <Amount label="Paid online" value={`− ${formatRupees(order.prepaidDiscount)}`} />
        )}
        <Amount
          label="Delivery"
          value={order.deliveryCharge > 0 ? formatRupees(order.deliveryCharge) : 'Free'}
        />
        {order.codFee > 0 && <Amount label="Cash on delivery fee" value={formatRupees(order.codFee)} />}
        <Amount label="Total" value={formatRupees(order.amount)} strong />
        {/* Store credit is a means of payment (docs/product.md section 22): it pays part of the total. */}
        {order.storeCredit > 0 && order.paymentMethod !== 'store_credit' && (
          <Amount label="Paid from store credit" value={formatRupees(order.storeCredit)} />
        )}
        {order.codToken > 0 && <Amount label="Paid online" value={formatRupees(order.codToken)} />}
        {order.paymentMethod === 'online' && order.storeCredit > 0 && (
          <Amount label="Paid online" value={formatRupees(order.amount - order.storeCredit)} />
        )}
        {order.paymentMethod === 'cod' && order.codToken + order.storeCredit > 0 && (
          <Amount
            label="To pay on delivery"
            value={formatRupees(order.amount - order.storeCredit - order.codToken)}
          />
        )}
      </dl>
    </section>
  );
}

function Amount({ label, value, strong }: { label: string; value: string; strong?: boolean }) {
  return (
    <div className={`flex justify-between gap-4 ${strong ? 'pt-1 text-base font-bold' : ''}`}>
      <dt className={strong ? '' : 'text-neutral-700'}>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
}

export function OrderFacts({ order }: { order: OrderDetailJson }) {
  const payment =
    order.exchangeFor !== null
      ? 'Exchange, no charge'
      : order.paymentMethod === 'cod'
        ? order.codToken > 0
          ? `Cash on delivery (${formatRupees(order.codToken)} paid online)`
          : 'Cash on delivery'
        : order.paymentMethod === 'store_credit'
          ? 'Store credit'
          : 'Paid online';
  const withCredit =
    order.storeCredit > 0 && order.paymentMethod !== 'store_credit'
      ? `${payment}, ${formatRupees(order.storeCredit)} from store credit`
      : payment;
  return (
    <section aria-labelledby="delivery-heading" className={card}>
      <h2 id="delivery-heading" className={cardHeading}>
        Delivery and payment
      </h2>
      <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
        <dt className="font-medium text-neutral-700">Address</dt>
        <dd className="whitespace-pre-line break-words">{order.address || 'N/A'}</dd>
        <dt className="font-medium text-neutral-700">Mobile</dt>
        <dd>{order.mobile || 'N/A'}</dd>
        <dt className="font-medium text-neutral-700">Payment</dt>
        <dd>{withCredit}</dd>
        {order.paymentId && (
          <>
            <dt className="font-medium text-neutral-700">Payment ID</dt>
            <dd className="break-all font-mono text-xs leading-5">{order.paymentId}</dd>
          </>
        )}
        {order.trackingId && (
          <>
            <dt className="font-medium text-neutral-700">Courier</dt>
            <dd>{order.courier ?? 'N/A'}</dd>
            <dt className="font-medium text-neutral-700">Tracking ID</dt>
            <dd className="break-all">
              {order.trackingUrl ? (
                <a href={order.trackingUrl} target="_blank" rel="noopener noreferrer" className={textLink}>
                  {order.trackingId}
                  <span className="sr-only"> (track on {order.courier}'s site, opens in a new tab)</span>
                </a>
              ) : (
                order.trackingId
              )}
            </dd>
          </>
        )}
      </dl>
    </section>
  );
}

const RETURN_TONES: Record<ReturnJson['status'], BadgeTone> = {
  requested: 'yellow',
  approved: 'yellow',
  received: 'yellow',
  rejected: 'red',
  refunded: 'green',
  exchanged: 'green',
};

export function OrderReturns({ returns }: { returns: ReturnJson[] }) {
  return (
    <section aria-labelledby="returns-heading" className={card}>
      <h2 id="returns-heading" className={cardHeading}>
        Returns
      </h2>
      <ul className="mt-2 divide-y divide-neutral-200">
        {returns.map((item) => (
          <li key={item.returnId} className="space-y-1 py-3 text-sm">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <p className="font-semibold">
                {item.returnId} · {item.resolution === 'exchange' ? 'Exchange' : 'Refund'}
              </p>
              <Badge tone={RETURN_TONES[item.status]}>{RETURN_STATUS_LABELS[item.status]}</Badge>
            </div>
            <ul className="text-neutral-800">
              {item.lines.map((line) => (
                <li key={line.lineId}>
                  {line.quantity} × {line.name}, size {line.size}
                  {line.exchangeSize && ` → size ${line.exchangeSize}`}
                </li>
              ))}
            </ul>
            <p className="text-neutral-700">
              {RETURN_REASON_LABELS[item.reason]}
              {item.note && `: ${item.note}`}
            </p>
            {item.rejectReason && <p className="text-red-800">Not accepted: {item.rejectReason}</p>}
            {refundDueText(item) && <p className="text-neutral-800">{refundDueText(item)}</p>}
            {item.refunded !== null && <p>{refundedText(item)}</p>}
            {item.refunded !== null && item.refundTo === 'store_credit' && (
              <p>
                <Link to={paths.storeCredit} className={textLink}>
                  See your store credit
                </Link>
              </p>
            )}
            {item.exchangeOrderId && (
              <p>
                New size ships as order{' '}
                <Link to={paths.order(item.exchangeOrderId)} className={textLink}>
                  {item.exchangeOrderId}
                </Link>
              </p>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}

export function OrderTimeline({ order }: { order: OrderDetailJson }) {
  return (
    <section aria-labelledby="timeline-heading" className={card}>
      <h2 id="timeline-heading" className={cardHeading}>
        Timeline
      </h2>
      <ol className="mt-3 space-y-3 border-l-2 border-neutral-200 pl-4">
        {order.timeline.map((entry, index) => (
          <li key={`${entry.at}-${index}`} className="relative text-sm">
            <span
              aria-hidden="true"
              className="absolute -left-[1.3rem] top-1.5 size-2 rounded-full bg-neutral-900"
            />
            <p className="font-medium">{entry.text}</p>
            <p className="text-xs text-neutral-600">
              <time dateTime={entry.at}>{dateTime.format(new Date(entry.at))}</time>
            </p>
            {entry.link && (
              <a
                href={entry.link}
                target="_blank"
                rel="noopener noreferrer"
                className={`text-sm ${textLink}`}
              >
                Track your parcel<span className="sr-only"> (opens in a new tab)</span>
              </a>
            )}
          </li>
        ))}
      </ol>
    </section>
  );
}
