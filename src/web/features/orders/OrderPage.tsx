/**
 * /orders/{orderId} (docs/product.md, "After the order"): the items, the address, how it was
 * paid, the amounts, the courier's tracking link, the returns and a timeline read from the
 * order's events; Cancel while Processed and Request a return while the window is open.
 */
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { AFTER_ORDER_MESSAGES, type OrderDetailJson, returnWindowLastDay } from '#shared/after-order';
import { paths } from '#shared/paths';
import { OrderStatusBadge } from '#web/components/order-status';
import { Button, textLink } from '#web/components/ui/Button';
import { ErrorNotice, errorText, SuccessNotice } from '#web/components/ui/Notice';
import { PageSpinner } from '#web/components/ui/Spinner';
import { usePageTitle } from '#web/components/use-page-title';
import { CancelOrderButton } from './CancelOrderButton';
import { ConfirmCodStep } from './ConfirmCodStep';
import { InvoiceSlot } from './InvoiceSlot';
import { OrderFacts, OrderItems, OrderReturns, OrderTimeline } from './OrderDetailCards';
import { useOrder } from './orders-api';
import { ParcelCard } from './ParcelCard';
import { ReturnRequestForm } from './ReturnRequestForm';

const dateTime = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeStyle: 'short' });

export function Component() {
  const { orderId = '' } = useParams();
  usePageTitle(`Order ${orderId}`);
  const order = useOrder(orderId);
  const [news, setNews] = useState('');
  const [returning, setReturning] = useState(false);
  if (order.isPending) return <PageSpinner />;
  return (
    <section className="mx-auto max-w-5xl px-4 py-8">
      <Link to={paths.orders} className={`text-sm ${textLink}`}>
        ← My Orders
      </Link>
      {order.isError ? (
        <ErrorNotice className="mt-6">{errorText(order.error)}</ErrorNotice>
      ) : (
        <OrderDetail
          order={order.data}
          news={news}
          returning={returning}
          onCancelled={setNews}
          onReturn={() => {
            setNews('');
            setReturning(true);
          }}
          onReturnDone={(message) => {
            setReturning(false);
            if (message) setNews(message);
          }}
        />
      )}
    </section>
  );
}

function OrderDetail({
  order,
  news,
  returning,
  onCancelled,
  onReturn,
  onReturnDone,
}: {
  order: OrderDetailJson;
  news: string;
  returning: boolean;
  onCancelled(message: string): void;
  onReturn(): void;
  onReturnDone(message?: string): void;
}) {
  return (
    <>
      <header className="mt-4 flex flex-wrap items-start justify-between gap-3">
        <div>
          <h1 className="text-2xl font-black tracking-tight sm:text-3xl">Order {order.orderId}</h1>
          <p className="mt-1 text-sm text-neutral-700">
            Placed {dateTime.format(new Date(order.createdAt))}
            {order.exchangeFor && (
              <>
                {' '}
                · Exchange for {order.exchangeReturnId ? `return ${order.exchangeReturnId} of ` : ''}
                <Link to={paths.order(order.exchangeFor)} className={textLink}>
                  {order.exchangeFor}
                </Link>
              </>
            )}
          </p>
        </div>
        <OrderStatusBadge status={order.status} returnState={order.returnState} size="md" />
      </header>
      <div aria-live="polite">
        <SuccessNotice className="mt-4">{news}</SuccessNotice>
      </div>
      <div className="mt-4 empty:hidden">
        <ConfirmCodStep order={order} />
      </div>
      <div className="mt-4 flex flex-wrap items-center gap-3 empty:hidden">
        {order.canCancel && <CancelOrderButton order={order} onDone={onCancelled} />}
        {order.canReturn && !returning && (
          <Button variant="outline" onClick={onReturn}>
            Request a return
          </Button>
        )}
        <InvoiceSlot order={order} />
      </div>
      {order.returnWindow && order.status === 'delivered' && (
        <p className="mt-3 text-sm text-neutral-700">
          {order.returnWindow.days === 0
            ? AFTER_ORDER_MESSAGES.returnsOff
            : order.returnWindow.open
              ? `Returns and exchanges are open until the end of ${returnWindowLastDay(new Date(order.returnWindow.endsAt))}.`
              : `The return window (${order.returnWindow.days} calendar days from delivery) closed at the end of ${returnWindowLastDay(new Date(order.returnWindow.endsAt))}.`}
        </p>
      )}
      {['dispatched', 'delivered', 'rto', 'rto_received'].includes(order.status) && (
        <ParcelCard orderId={order.orderId} />
      )}
      {returning && (
        <div className="mt-6">
          <ReturnRequestForm order={order} onDone={onReturnDone} />
        </div>
      )}
      <div className="mt-6 grid gap-6 lg:grid-cols-[3fr_2fr]">
        <div className="space-y-6">
          <OrderItems order={order} />
          {order.returns.length > 0 && <OrderReturns returns={order.returns} />}
        </div>
        <div className="space-y-6">
          <OrderFacts order={order} />
          <OrderTimeline order={order} />
        </div>
      </div>
    </>
  );
}
