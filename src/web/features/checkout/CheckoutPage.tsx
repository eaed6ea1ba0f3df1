/**
 * /checkout: the items, where they go (docs/product.md section 12), the totals, Pay Online and
 * Cash On Delivery. The delivery address lives in its own components (DeliveryAddressSection,
 * use-checkout-address); cash on delivery says why it is not offered before it is pressed.
 */

import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { EMPTY_CART_MESSAGE } from '#shared/cart';
import { PARTIAL_COD_MESSAGES } from '#shared/cod';
import { formatRupees } from '#shared/money';
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
import { ordersKey } from '../orders/orders-api';
import { CheckoutItems, CheckoutTotals } from './CheckoutSummary';
import { CouponBox } from './CouponBox';
import { placeCodOrder, placeStoreCreditOrder } from './checkout-api';
import { cashRefusal } from './cod-availability';
import { DeliveryAddressSection } from './DeliveryAddressSection';
import { CodFeeHint, PrepaidSaving } from './PaymentTermsHints';
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
  // Credit that covers the base total pays it alone, with no COD fee; otherwise it pays part of
  // the cash-on-delivery total.
  const wholeInCredit = quote !== undefined && useCredit && quote.storeCreditPaise >= quote.totalPaise;
  const creditPaise = !quote || !useCredit ? 0 : wholeInCredit ? quote.totalPaise : quote.storeCreditPaise;
  const cashPaise = quote && !wholeInCredit ? quote.cod.totalPaise - creditPaise : 0;
  // Paid online, the rest after the credit goes through the payment window. Credit that covers
  // the online price (less than the base total when paying online saves) leaves nothing to pay
  // there, so Pay Online waits for the credit to be unticked.
  const onlinePaise = quote ? quote.online.totalPaise - creditPaise : 0;
  const creditCoversOnline = creditPaise > 0 && onlinePaise <= 0;
  // Cash on delivery is judged on the server's figures (docs/product.md sections 12 and 22): the
  // shopper's own record first, then the pincode and the ceiling, each on the cash the courier
  // would collect: the whole cash total less any credit, or what partial COD's token leaves.
  const noCod = quote ? cashRefusal(quote.cod.standing, form.answer, cashPaise) : undefined;
  const tokenPaise = quote?.cod.tokenPaise ?? null;
  const partialCashPaise = quote && tokenPaise !== null ? quote.cod.totalPaise - tokenPaise : null;
  const partialOffered =
    quote !== undefined &&
    partialCashPaise !== null &&
    creditPaise === 0 &&
    cashRefusal(quote.cod.standing, form.answer, partialCashPaise) === undefined;

  const placed = async (orderId: string, saveAddress: boolean | undefined, success: SuccessState) => {
    await queryClient.invalidateQueries({ queryKey: cartKey });
    queryClient.invalidateQueries({ queryKey: ordersKey });
    if (saveAddress) queryClient.invalidateQueries({ queryKey: addressesKey });
    navigate(paths.success, { state: success });
  };
  const cashOnDelivery = delivery.submit(async (details) => {
    paymentStarted();
    if (!quote) return;
    const { orderId } = await placeCodOrder(details, pricing.couponCode, creditPaise > 0);
    await placed(orderId, details.saveAddress, {
      orderId,
      payment: 'cash-on-delivery',
      amountDue: cashPaise / 100,
    });
  });
  const storeCredit = delivery.submit(async (details) => {
    paymentStarted();
    const { orderId } = await placeStoreCreditOrder(details, pricing.couponCode);
    await placed(orderId, details.saveAddress, { orderId, payment: 'store-credit' });
  });
  const onlinePayment = delivery.submit(async (details) => {
    paymentStarted();
    if (!quote) return;
    const userName = cart.data?.userName ?? '';
    const problem = await payOnline.start(details, onlinePaise, userName, pricing.couponCode, {
      useStoreCredit: creditPaise > 0,
    });
    if (details.saveAddress) queryClient.invalidateQueries({ queryKey: addressesKey });
    if (problem) form.setServerError(problem);
  });

  const partialCod = delivery.submit(async (details) => {
    paymentStarted();
    if (!quote?.cod.tokenPaise) return;
    const userName = cart.data?.userName ?? '';
    const cashPaise = quote.cod.totalPaise - quote.cod.tokenPaise;
    const problem = await payOnline.start(details, quote.cod.tokenPaise, userName, pricing.couponCode, {
      partialCod: { cashPaise },
    });
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
          <CheckoutTotals quote={quote} />
          <FormSummary
            messages={form.serverError ? [form.serverError] : form.messages}
            repeat
            attempt={form.attempts}
            className="mt-4"
          />
          {quote && quote.storeCreditPaise > 0 && (
            <StoreCreditChoice
              balancePaise={quote.storeCreditPaise}
              usedPaise={creditPaise}
              cashPaise={cashPaise}
              onlinePaise={creditCoversOnline ? null : onlinePaise}
              codOffered={!noCod}
              checked={useCredit}
              onChange={setUseCredit}
            />
          )}
          <div className="mt-4 grid gap-3">
            {wholeInCredit ? (
              <Button size="lg" onClick={() => storeCredit()} disabled={busy}>
                Pay with store credit
              </Button>
            ) : (
              <>
                <Button
                  size="lg"
                  onClick={() => onlinePayment()}
                  disabled={busy || creditCoversOnline}
                  aria-describedby={quote?.online.prepaidDiscountPaise ? 'prepaid-saving' : undefined}
                >
                  {/* Most Indian shoppers pay by UPI: it is named first (docs/product.md section 2). */}
                  <span className="flex flex-col items-center leading-tight">
                    <span>
                      {creditPaise > 0 ? `Pay ${formatRupees(onlinePaise / 100)} Online` : 'Pay Online'}
                    </span>
                    <span className="text-xs font-normal opacity-90">UPI, cards, netbanking</span>
                  </span>
                </Button>
                {quote && <PrepaidSaving quote={quote} />}
                <Button
                  variant="outline"
                  size="lg"
                  onClick={() => cashOnDelivery()}
                  disabled={busy || Boolean(noCod)}
                  aria-describedby={noCod ? 'cod-refusal' : quote?.cod.feePaise ? 'cod-fee' : undefined}
                >
                  Cash On Delivery
                </Button>
                {quote && !noCod && <CodFeeHint quote={quote} />}
                {partialOffered && tokenPaise !== null && partialCashPaise !== null ? (
                  <Button variant="outline" size="lg" onClick={() => partialCod()} disabled={busy}>
                    {PARTIAL_COD_MESSAGES.offer(tokenPaise, partialCashPaise)}
                  </Button>
                ) : null}
                {noCod && (
                  <p id="cod-refusal" aria-live="polite" className="text-sm font-medium text-neutral-800">
                    {noCod}
                  </p>
                )}
              </>
            )}
          </div>
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
