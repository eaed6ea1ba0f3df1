/**
 * Cancel while Processed, after a confirmation: the stock goes back and an online payment is
 * refunded. A partial-COD token paid online goes back to the original payment or to store credit,
 * as the shopper chooses here (docs/product.md section 22).
 */
import { useState } from 'react';
import {
  CANCEL_TOKEN_DESTINATIONS,
  type CancelTokenDestination,
  type OrderDetailJson,
} from '#shared/after-order';
import { formatRupees } from '#shared/money';
import { Button } from '#web/components/ui/Button';
import { Dialog } from '#web/components/ui/Dialog';
import { ErrorNotice, errorText } from '#web/components/ui/Notice';
import { RadioChoice } from '#web/components/ui/RadioChoice';
import { useCancelOrder } from './orders-api';

const TOKEN_OPTIONS = [
  { value: 'original', label: 'Back to the original payment (5 to 7 business days)' },
  { value: 'store_credit', label: 'My store credit (instant, usable on my next order)' },
] as const;

export function CancelOrderButton({
  order,
  onDone,
}: {
  order: OrderDetailJson;
  onDone(message: string): void;
}) {
  const [asking, setAsking] = useState(false);
  const [tokenTo, setTokenTo] = useState<CancelTokenDestination>('original');
  const cancel = useCancelOrder(order.orderId);
  const paidToken = order.paymentMethod === 'cod' && order.codToken > 0 && order.paymentId !== null;
  const refund =
    order.paymentMethod === 'online'
      ? 'Your payment is refunded in full to the original payment method (5 to 7 business days).'
      : paidToken
        ? `The ${formatRupees(order.codToken)} you paid online comes back to you; nothing else was charged.`
        : 'Nothing has been charged: you were paying on delivery.';
  return (
    <>
      <Button variant="danger" onClick={() => setAsking(true)}>
        Cancel order
      </Button>
      {asking && (
        <Dialog
          title={`Cancel order ${order.orderId}?`}
          onClose={() => setAsking(false)}
          footer={
            <>
              <Button variant="secondary" onClick={() => setAsking(false)}>
                Keep order
              </Button>
              <Button
                variant="danger"
                disabled={cancel.isPending}
                onClick={async () => {
                  try {
                    await cancel.mutateAsync(paidToken ? tokenTo : undefined);
                    setAsking(false);
                    onDone(`Order ${order.orderId} is cancelled. We have sent you an email.`);
                  } catch {
                    // The error is shown in the dialog.
                  }
                }}
              >
                {cancel.isPending ? 'Cancelling…' : 'Yes, cancel order'}
              </Button>
            </>
          }
        >
          <p className="text-sm text-neutral-700">{refund}</p>
          {paidToken && (
            <div className="mt-3">
              <RadioChoice<CancelTokenDestination>
                legend="Where should it go?"
                name="tokenTo"
                options={TOKEN_OPTIONS}
                value={tokenTo}
                onChange={setTokenTo}
              />
            </div>
          )}
          {cancel.isError && <ErrorNotice className="mt-3">{errorText(cancel.error)}</ErrorNotice>}
        </Dialog>
      )}
    </>
  );
}
