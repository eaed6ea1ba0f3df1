/** /checkout: the items, mobile and address, the totals, Pay Online and Cash On Delivery. */
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { EMPTY_CART_MESSAGE } from '#shared/cart';
import { deliveryDetailsSchema } from '#shared/orders';
import { paths } from '#shared/paths';
import { PageSpinner } from '#web/components/ui/Spinner';
import { usePageTitle } from '#web/components/use-page-title';
import { cartKey, useCart } from '../cart/cart-api';
import { cartTotals } from '../cart/cart-totals';
import { ErrorNotice, errorText } from '../cart/Notice';
import { ordersKey } from '../orders/orders-api';
import { CheckoutItems, CheckoutTotals } from './CheckoutSummary';
import { placeCodOrder } from './checkout-api';
import { DeliveryFields } from './DeliveryFields';
import type { SuccessState } from './success-state';
import { usePayOnline } from './use-pay-online';

export function Component() {
  usePageTitle('Checkout');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const cart = useCart();
  const payOnline = usePayOnline();
  const [mobile, setMobile] = useState('');
  const [address, setAddress] = useState('');
  const [error, setError] = useState('');
  const [placing, setPlacing] = useState(false);
  const items = cart.data?.items ?? [];
  const totals = cartTotals(items);
  const busy = placing || payOnline.busy;

  const validDetails = () => {
    const parsed = deliveryDetailsSchema.safeParse({ mobile, address });
    if (!parsed.success) setError(parsed.error.issues[0]!.message);
    return parsed.success ? parsed.data : undefined;
  };
  const cashOnDelivery = async () => {
    setError('');
    const details = validDetails();
    if (!details) return;
    setPlacing(true);
    try {
      const { orderId } = await placeCodOrder(details);
      await queryClient.invalidateQueries({ queryKey: cartKey });
      queryClient.invalidateQueries({ queryKey: ordersKey });
      const success: SuccessState = { orderId, payment: 'cash-on-delivery', amountDue: totals.grandTotal };
      navigate(paths.success, { state: success });
    } catch (err) {
      setError(`Place COD failed. ${errorText(err, '')}`.trim());
      setPlacing(false);
    }
  };
  const onlinePayment = async () => {
    setError('');
    const details = validDetails();
    if (!details) return;
    const problem = await payOnline.start(details, totals.grandTotalPaise, cart.data?.userName ?? '');
    if (problem) setError(problem);
  };

  if (cart.isPending) return <PageSpinner />;
  if (cart.isError)
    return (
      <Shell>
        <ErrorNotice>{errorText(cart.error)}</ErrorNotice>
      </Shell>
    );
  if (items.length === 0) {
    return (
      <Shell>
        <p className="text-lg font-semibold">{EMPTY_CART_MESSAGE}</p>
        <Link to={paths.products} className="mt-4 inline-block font-medium underline underline-offset-4">
          Browse products
        </Link>
      </Shell>
    );
  }
  return (
    <Shell>
      <div className="grid gap-8 lg:grid-cols-[1fr_24rem]">
        <CheckoutItems items={items} />
        <section
          aria-labelledby="delivery-heading"
          className="rounded-lg border border-neutral-200 p-4 sm:p-6"
        >
          <h2 id="delivery-heading" className="mb-4 text-lg font-bold">
            Delivery details
          </h2>
          <DeliveryFields
            mobile={mobile}
            address={address}
            onMobile={(value) => {
              setMobile(value);
              setError('');
            }}
            onAddress={(value) => {
              setAddress(value);
              setError('');
            }}
          />
          <CheckoutTotals totals={totals} />
          <div aria-live="polite" className="mt-4">
            <ErrorNotice>{error}</ErrorNotice>
          </div>
          <div className="mt-4 grid gap-3">
            <button
              type="button"
              onClick={onlinePayment}
              disabled={busy}
              className="rounded-md bg-neutral-900 px-6 py-3 font-semibold text-white hover:bg-neutral-700 disabled:opacity-60"
            >
              Pay Online
            </button>
            <button
              type="button"
              onClick={cashOnDelivery}
              disabled={busy}
              className="rounded-md border-2 border-neutral-900 px-6 py-3 font-semibold hover:bg-neutral-100 disabled:opacity-60"
            >
              Cash On Delivery
            </button>
          </div>
        </section>
      </div>
      {payOnline.dialog}
    </Shell>
  );
}

function Shell({ children }: { children: React.ReactNode }) {
  return (
    <div className="mx-auto max-w-6xl px-4 py-8">
      <h1 className="mb-6 text-2xl font-black tracking-tight sm:text-3xl">Checkout</h1>
      {children}
    </div>
  );
}
