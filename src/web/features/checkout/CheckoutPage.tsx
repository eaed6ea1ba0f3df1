/**
 * /checkout: the items, where they go (docs/product.md section 12), the way to pay, the summary
 * that ends on what that way charges, and one button that pays it (issue 40 point 7). The
 * delivery address lives in its own components (DeliveryAddressSection, use-checkout-address);
 * cash on delivery says why it is not offered before it is chosen.
 */

import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { EMPTY_CART_MESSAGE } from '#shared/cart';
import { type PayWay, paymentPlan } from '#shared/checkout-payment';
import { NOTICE_VERSIONS } from '#shared/notice-versions';
import { paths } from '#shared/paths';
import { FormSummary } from '#web/components/form/FormSummary';
import { Button } from '#web/components/ui/Button';
import { Checkbox } from '#web/components/ui/Checkbox';
import { ErrorNotice, errorText } from '#web/components/ui/Notice';
import { PageSpinner } from '#web/components/ui/Spinner';
import { usePageTitle } from '#web/components/use-page-title';
import { track } from '#web/lib/analytics';
import { addressesKey } from '../accounts/address-book-api';
import { cartKey, useCart } from '../cart/cart-api';
import { OfferNotes } from '../offers/OfferSavings';
import { ordersKey } from '../orders/orders-api';
import { ShortNotice } from '../privacy/ShortNotice';
import { CheckoutItems, CheckoutTotals } from './CheckoutSummary';
import { CouponBox } from './CouponBox';
import { placeCodOrder, placeStoreCreditOrder } from './checkout-api';
import { cashRefusal } from './cod-availability';
import { DeliveryAddressSection } from './DeliveryAddressSection';
import { PayWayChoice } from './PayWayChoice';
import { payButtonLabel, payWayOptions } from './pay-way-options';
import { StoreCreditChoice } from './StoreCreditChoice';
import type { SuccessState } from './success-state';
import { useCheckoutAddress } from './use-checkout-address';
import { useCheckoutQuote } from './use-checkout-quote';
import { usePayOnline } from './use-pay-online';

/** The funnel's payment step (BUSINESS.md section 16): the shopper chose how to pay and sent it. */
const paymentStarted = () => track({ name: 'payment_started', template: 'checkout', page: '/checkout' });

export function Component() {
  usePageTitle('Checkout');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const cart = useCart();
  const payOnline = usePayOnline();
  const delivery = useCheckoutAddress((err) => `Place COD failed. ${errorText(err, '')}`.trim());
  const { form } = delivery;
  const items = cart.data?.items ?? [];
  const pricing = useCheckoutQuote(items);
  const quote = pricing.quote;
  const busy = form.busy || payOnline.busy || !quote;
  // Store credit pays what it can (docs/product.md section 22); the rest online or in cash.
  const [useCredit, setUseCredit] = useState(false);
  const [way, setWay] = useState<PayWay>('online');
  // Cash on delivery is judged on the server's figures (docs/product.md sections 12 and 22): the
  // shopper's own record first, then the pincode and the ceiling, each on the cash the courier
  // would collect: the whole cash total less any credit, or what partial COD's token leaves.
  const cashPlan = quote ? paymentPlan(quote, 'cod', useCredit) : undefined;
  const noCod =
    quote && cashPlan ? cashRefusal(quote.cod.standing, form.answer, cashPlan.toPayPaise) : undefined;
  const partialPlan = quote ? paymentPlan(quote, 'partial', false) : undefined;
  const partialOffered =
    quote !== undefined &&
    partialPlan !== undefined &&
    quote.cod.tokenPaise !== null &&
    !useCredit &&
    cashRefusal(quote.cod.standing, form.answer, partialPlan.cashLaterPaise) === undefined;
  // A way that stops being open (the pincode changed, credit ticked) falls back to paying online.
  const chosen: PayWay = (way === 'cod' && noCod) || (way === 'partial' && !partialOffered) ? 'online' : way;
  const plan = quote ? paymentPlan(quote, chosen, useCredit) : undefined;
  const options = quote ? payWayOptions(quote, noCod, partialOffered ? partialPlan : undefined) : [];

  const placed = async (orderId: string, saveAddress: boolean | undefined, success: SuccessState) => {
    await queryClient.invalidateQueries({ queryKey: cartKey });
    queryClient.invalidateQueries({ queryKey: ordersKey });
    if (saveAddress) queryClient.invalidateQueries({ queryKey: addressesKey });
    navigate(paths.success, { state: success });
  };
  // One button pays the summary's last line, the way chosen (issue 40 point 7).
  const pay = delivery.submit(async (details) => {
    paymentStarted();
    if (!quote || !plan || plan.refusal) return;
    if (plan.via === 'store_credit') {
      const { orderId } = await placeStoreCreditOrder(details, pricing.couponCode);
      return placed(orderId, details.saveAddress, { orderId, payment: 'store-credit' });
    }
    if (plan.via === 'cod') {
      const { orderId } = await placeCodOrder(details, pricing.couponCode, plan.storeCreditPaise > 0);
      return placed(orderId, details.saveAddress, {
        orderId,
        payment: 'cash-on-delivery',
        amountDue: plan.toPayPaise / 100,
      });
    }
    const userName = cart.data?.userName ?? '';
    const terms =
      plan.via === 'partial'
        ? { partialCod: { cashPaise: plan.cashLaterPaise } }
        : { useStoreCredit: plan.storeCreditPaise > 0 };
    const problem = await payOnline.start(details, plan.toPayPaise, userName, pricing.couponCode, terms);
    if (details.saveAddress) queryClient.invalidateQueries({ queryKey: addressesKey });
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
      {/*
        Two columns from a laptop's width: the items and where they go on the left, the summary
        and the pay buttons on the right, kept in view while the left scrolls (issue 40, point 14).
        One form, so the address is checked whichever button is pressed.
      */}
      <form
        {...form.formProps}
        aria-label="Checkout"
        onSubmit={(event) => event.preventDefault()}
        className="grid gap-8 lg:grid-cols-[1fr_26rem] lg:items-start"
      >
        <div className="space-y-8">
          <CheckoutItems items={items} />
          <section
            aria-labelledby="delivery-heading"
            className="rounded-lg border border-neutral-200 p-4 sm:p-6"
          >
            <h2 id="delivery-heading" className="mb-4 text-lg font-bold">
              Delivery details
            </h2>
            <DeliveryAddressSection delivery={delivery} />
            <div className="mt-4">
              <Checkbox
                label="Send my order updates on WhatsApp"
                hint="To the mobile number above. Reply STOP at any time to stop them."
                checked={delivery.whatsApp}
                onChange={(e) => delivery.setWhatsApp(e.target.checked)}
              />
            </div>
            <div className="mt-4">
              <ShortNotice
                takes="your address and mobile number"
                purpose="to deliver this order and issue its tax invoice"
                version={NOTICE_VERSIONS.checkout}
              />
            </div>
          </section>
        </div>
        <section
          aria-labelledby="summary-heading"
          className="rounded-lg border border-neutral-200 p-4 sm:p-6 lg:sticky lg:top-20"
        >
          <h2 id="summary-heading" className="text-lg font-bold">
            Order summary
          </h2>
          <CouponBox state={pricing} disabled={busy} />
          {pricing.error && <ErrorNotice className="mt-4">{errorText(pricing.error)}</ErrorNotice>}
          {quote && !(plan?.via === 'store_credit') && (
            <PayWayChoice options={options} value={chosen} onChange={setWay} />
          )}
          {quote && quote.storeCreditPaise > 0 && (
            <StoreCreditChoice
              balancePaise={quote.storeCreditPaise}
              checked={useCredit}
              onChange={setUseCredit}
            />
          )}
          <CheckoutTotals quote={quote} plan={plan} />
          <OfferNotes offers={quote?.offers} />
          {plan?.refusal && (
            <p role="status" className="mt-2 text-sm font-medium text-neutral-800">
              {plan.refusal}
            </p>
          )}
          <FormSummary
            messages={form.serverError ? [form.serverError] : form.messages}
            repeat
            attempt={form.attempts}
            className="mt-4"
          />
          <Button
            size="lg"
            className="mt-4 w-full"
            onClick={() => pay()}
            disabled={busy || Boolean(plan?.refusal)}
          >
            {plan ? payButtonLabel(plan) : 'Pay'}
          </Button>
        </section>
      </form>
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
