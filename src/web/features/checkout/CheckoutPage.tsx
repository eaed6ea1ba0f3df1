/** /checkout: the items, mobile and address, the totals, Pay Online and Cash On Delivery. */
import { useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from 'react-router';
import { EMPTY_CART_MESSAGE } from '#shared/cart';
import { deliveryDetailsSchema } from '#shared/orders';
import { paths } from '#shared/paths';
import { FormSummary } from '#web/components/form/FormSummary';
import { useZodForm } from '#web/components/form/use-zod-form';
import { Button } from '#web/components/ui/Button';
import { ErrorNotice, errorText } from '#web/components/ui/Notice';
import { PageSpinner } from '#web/components/ui/Spinner';
import { usePageTitle } from '#web/components/use-page-title';
import { cartKey, useCart } from '../cart/cart-api';
import { ordersKey } from '../orders/orders-api';
import { CheckoutItems, CheckoutTotals } from './CheckoutSummary';
import { CouponBox } from './CouponBox';
import { placeCodOrder } from './checkout-api';
import { DeliveryFields } from './DeliveryFields';
import type { SuccessState } from './success-state';
import { useCheckoutQuote } from './use-checkout-quote';
import { usePayOnline } from './use-pay-online';

export function Component() {
  usePageTitle('Checkout');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const cart = useCart();
  const payOnline = usePayOnline();
  const form = useZodForm(deliveryDetailsSchema, {
    initial: { mobile: '', address: '' },
    messageOf: (err) => `Place COD failed. ${errorText(err, '')}`.trim(),
  });
  const items = cart.data?.items ?? [];
  const pricing = useCheckoutQuote(items);
  const quote = pricing.quote;
  const busy = form.busy || payOnline.busy || !quote;

  const cashOnDelivery = form.submit(async (details) => {
    if (!quote) return;
    const { orderId } = await placeCodOrder(details, pricing.couponCode);
    await queryClient.invalidateQueries({ queryKey: cartKey });
    queryClient.invalidateQueries({ queryKey: ordersKey });
    const success: SuccessState = { orderId, payment: 'cash-on-delivery', amountDue: quote.totalPaise / 100 };
    navigate(paths.success, { state: success });
  });
  const onlinePayment = form.submit(async (details) => {
    if (!quote) return;
    const userName = cart.data?.userName ?? '';
    const problem = await payOnline.start(details, quote.totalPaise, userName, pricing.couponCode);
    if (problem) form.setServerError(problem);
  });

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
        <form
          {...form.formProps}
          aria-labelledby="delivery-heading"
          onSubmit={(event) => event.preventDefault()}
          className="rounded-lg border border-neutral-200 p-4 sm:p-6"
        >
          <h2 id="delivery-heading" className="mb-4 text-lg font-bold">
            Delivery details
          </h2>
          <DeliveryFields mobile={form.field('mobile')} address={form.field('address')} />
          <CouponBox state={pricing} disabled={busy} />
          {pricing.error && <ErrorNotice className="mt-4">{errorText(pricing.error)}</ErrorNotice>}
          <CheckoutTotals quote={quote} />
          <FormSummary
            messages={form.serverError ? [form.serverError] : form.messages}
            repeat
            attempt={form.attempts}
            className="mt-4"
          />
          <div className="mt-4 grid gap-3">
            <Button size="lg" onClick={() => onlinePayment()} disabled={busy}>
              Pay Online
            </Button>
            <Button variant="outline" size="lg" onClick={() => cashOnDelivery()} disabled={busy}>
              Cash On Delivery
            </Button>
          </div>
        </form>
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
