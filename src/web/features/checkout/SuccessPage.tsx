/**
 * /success: Payment Successful, or Order placed for cash on delivery (docs/product.md section 2).
 * Its words follow the order (docs/product.md section 22): a cash-on-delivery order is placed and
 * waits for the shopper's confirmation, so the page asks for it (the confirm step) and stays; an
 * order paid online or from store credit is confirmed, and the page goes back home after 5
 * seconds. It names the way the shop's messages about the order went (WhatsApp, SMS or mail),
 * from the order itself.
 */
import { CircleCheck } from 'lucide-react';
import { useEffect } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { SUCCESS_REDIRECT_MS } from '#shared/constants';
import { paths } from '#shared/paths';
import { usePageTitle } from '#web/components/use-page-title';
import { ConfirmCodStep, messagedByText } from '../orders/ConfirmCodStep';
import { useOrder } from '../orders/orders-api';
import { type SuccessState, successWording } from './success-state';

export function Component() {
  const navigate = useNavigate();
  const state = useLocation().state as Partial<SuccessState> | null;
  const orderId = state?.orderId;
  const order = useOrder(orderId ?? '', Boolean(orderId));
  const cashOnDelivery = state?.payment === 'cash-on-delivery';
  const waitsForConfirmation = cashOnDelivery && (order.data?.canConfirmCod ?? true);
  const wording = successWording(state, waitsForConfirmation);
  usePageTitle(wording.heading);
  // A cash-on-delivery order's page stays: its confirm step, and then its answer, are read here.
  useEffect(() => {
    if (cashOnDelivery) return;
    const timer = setTimeout(() => navigate(paths.home), SUCCESS_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [navigate, cashOnDelivery]);
  const sent = order.data ? messagedByText(order.data) : null;
  return (
    <section className="mx-auto flex max-w-lg flex-col items-center px-4 py-12 text-center sm:py-16">
      <CircleCheck aria-hidden="true" size={64} className="text-green-700" />
      <h1 className="mt-4 text-3xl font-black tracking-tight">{wording.heading}</h1>
      {wording.amountLine && <p className="mt-3 text-lg font-semibold">{wording.amountLine}</p>}
      <p className="mt-3 text-neutral-700">
        {wording.thanks(orderId)}
        {sent &&
          ` ${waitsForConfirmation ? 'Its details are on their way' : 'A confirmation is on its way'} ${sent}.`}
      </p>
      {cashOnDelivery && order.data && (
        <div className="mt-6 w-full">
          <ConfirmCodStep order={order.data} />
        </div>
      )}
      {!cashOnDelivery && (
        <p className="mt-2 text-sm text-neutral-600">
          Taking you to the home page in {SUCCESS_REDIRECT_MS / 1000} seconds.
        </p>
      )}
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link
          to={paths.products}
          className="rounded-md border-2 border-neutral-900 bg-neutral-900 px-6 py-3 font-semibold text-white hover:bg-neutral-700"
        >
          Continue Shopping
        </Link>
        <Link
          to={paths.orders}
          className="rounded-md border-2 border-neutral-900 px-6 py-3 font-semibold hover:bg-neutral-100"
        >
          My Orders
        </Link>
      </div>
    </section>
  );
}
