/**
 * /cod/:token, the one-tap confirmation of a cash-on-delivery order (docs/product.md section 22):
 * no login, the link opens that one order only. It shows the items and the cash to keep ready,
 * and Confirm. Once the order is dispatched, cancelled or paid, the link has expired with it.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useParams } from 'react-router';
import { COD_MESSAGES } from '#shared/cod';
import { formatRupees } from '#shared/money';
import type { OnlineOrderResponse } from '#shared/orders';
import { Button } from '#web/components/ui/Button';
import { ErrorNotice, errorText, Notice } from '#web/components/ui/Notice';
import { PageSpinner } from '#web/components/ui/Spinner';
import { usePageTitle } from '#web/components/use-page-title';
import { isRazorpayKey, payWithRazorpay } from '../checkout/razorpay-checkout';
import { SandboxPaymentDialog, type SandboxResult } from '../checkout/SandboxPaymentDialog';
import { codKey, confirmCodOrder, startPayOnline, useCodConfirmation, verifyPayOnline } from './cod-api';

export function Component() {
  const { token = '' } = useParams();
  const queryClient = useQueryClient();
  const order = useCodConfirmation(token);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [paidOnline, setPaidOnline] = useState(false);
  const [sandbox, setSandbox] = useState<OnlineOrderResponse | null>(null);
  // The heading follows the order: asked to confirm until it is, then said to be confirmed or paid.
  const heading = paidOnline
    ? 'Your order is paid'
    : order.data?.confirmedAt
      ? 'Your order is confirmed'
      : 'Confirm your order';
  usePageTitle(heading);
  if (order.isPending) return <PageSpinner />;
  if (order.isError)
    return (
      <Shell heading={heading}>
        <ErrorNotice>{errorText(order.error)}</ErrorNotice>
      </Shell>
    );
  const data = order.data;
  // What paying online now saves: the COD fee, and the prepaid discount checkout offered.
  const saving = [
    data.prepaidDiscount > 0 && `${formatRupees(data.prepaidDiscount)} off for paying online`,
    data.codFee > 0 && `no ${formatRupees(data.codFee)} cash-on-delivery fee`,
  ]
    .filter(Boolean)
    .join(' and ');
  const confirm = async () => {
    setBusy(true);
    setProblem(null);
    try {
      queryClient.setQueryData(codKey(token), await confirmCodOrder(token));
    } catch (err) {
      setProblem(errorText(err));
    } finally {
      setBusy(false);
    }
  };
  const settle = async (result: SandboxResult) => {
    setSandbox(null);
    try {
      if (result.kind !== 'paid') return;
      await verifyPayOnline(token, result.proof);
      setPaidOnline(true);
      await queryClient.invalidateQueries({ queryKey: codKey(token) });
    } catch (err) {
      setProblem(errorText(err));
    } finally {
      setBusy(false);
    }
  };
  // "Pay online now" turns the order prepaid through the shop's payment window.
  const payOnline = async () => {
    setBusy(true);
    setProblem(null);
    try {
      const order = await startPayOnline(token);
      if (!isRazorpayKey(order.keyId)) return setSandbox(order);
      await settle(await payWithRazorpay(order, ''));
    } catch (err) {
      setProblem(errorText(err));
      setBusy(false);
    }
  };
  return (
    <Shell heading={heading}>
      <p className="text-neutral-800">
        Order <span className="font-mono font-semibold">{data.orderId}</span>
      </p>
      <ul className="mt-3 space-y-1 text-sm">
        {data.items.map((item) => (
          <li key={`${item.name}-${item.size}`}>
            {item.name}, size {item.size} × {item.quantity}
          </li>
        ))}
      </ul>
      {data.open && !paidOnline && (
        <p className="mt-4 text-lg font-semibold">Pay {formatRupees(data.cashDue)} in cash on delivery</p>
      )}
      <div className="mt-6" aria-live="polite">
        {paidOnline ? (
          <Notice tone="success">{PAID_ONLINE}</Notice>
        ) : data.confirmedAt && !data.open ? (
          <Notice tone="success">{COD_MESSAGES.confirmed}</Notice>
        ) : data.open ? (
          <div className="grid gap-3 sm:grid-cols-2">
            {data.confirmedAt ? (
              <Notice tone="success">{COD_MESSAGES.confirmed}</Notice>
            ) : (
              <Button size="lg" onClick={confirm} disabled={busy}>
                Confirm my order
              </Button>
            )}
            <Button
              variant="outline"
              size="lg"
              onClick={payOnline}
              disabled={busy}
              aria-describedby={saving ? 'pay-online-saving' : undefined}
            >
              Pay online now
            </Button>
            {saving && (
              <p id="pay-online-saving" className="text-sm text-green-800 sm:col-span-2">
                Pay {formatRupees(data.payOnlineNow)} online now: {saving}.
              </p>
            )}
          </div>
        ) : (
          <Notice tone="info">{COD_MESSAGES.linkExpired}</Notice>
        )}
        {problem && <ErrorNotice className="mt-4">{problem}</ErrorNotice>}
      </div>
      {sandbox && <SandboxPaymentDialog providerOrderId={sandbox.id} onResult={settle} />}
    </Shell>
  );
}

const PAID_ONLINE = 'Thank you: your order is paid online, so there is nothing to pay on delivery.';

function Shell({ heading, children }: { heading: string; children: React.ReactNode }) {
  return (
    <section className="mx-auto max-w-xl px-4 py-8">
      <h1 className="mb-4 text-2xl font-black tracking-tight sm:text-3xl">{heading}</h1>
      {children}
    </section>
  );
}
