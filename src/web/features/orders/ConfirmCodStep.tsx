/**
 * The confirm step of a cash-on-delivery order (docs/product.md section 22), on the success page
 * and the order page: until the shopper confirms, the order is placed, not confirmed, and is not
 * sent; the link we message does the same, but a shopper need not wait for it.
 */
import type { OrderDetailJson } from '#shared/after-order';
import { COD_MESSAGES } from '#shared/cod';
import { formatRupees } from '#shared/money';
import { Button } from '#web/components/ui/Button';
import { ErrorNotice, errorText, Notice } from '#web/components/ui/Notice';
import { useConfirmCod } from './orders-api';

/** Where the shop's messages about the order went, in words: "by SMS to 98765 43210". */
export function messagedByText(order: Pick<OrderDetailJson, 'messagedBy' | 'mobile'>): string | null {
  const mobile = order.mobile.replace(/^(\d{5})(\d{5})$/, '$1 $2');
  const ways = order.messagedBy.map((channel) =>
    channel === 'whatsapp'
      ? `on WhatsApp to ${mobile}`
      : channel === 'sms'
        ? `by SMS to ${mobile}`
        : 'to your email',
  );
  if (ways.length === 0) return null;
  return ways.length === 1 ? ways[0]! : `${ways.slice(0, -1).join(', ')} and ${ways.at(-1)}`;
}

export function ConfirmCodStep({ order }: { order: OrderDetailJson }) {
  const confirm = useConfirmCod(order.orderId);
  const confirmed =
    order.paymentMethod === 'cod' && order.status === 'captured' && order.codConfirmedAt !== null;
  if (!order.canConfirmCod && !confirmed) return null;
  const sent = messagedByText(order);
  return (
    <section
      aria-labelledby="confirm-cod-heading"
      className="rounded-md border-2 border-amber-300 bg-amber-50 p-4 text-left data-[done]:border-green-300 data-[done]:bg-green-50"
      data-done={confirmed ? '' : undefined}
    >
      <h2 id="confirm-cod-heading" className="font-bold">
        {confirmed ? 'Confirmed for cash on delivery' : 'Please confirm your order'}
      </h2>
      <div aria-live="polite">
        {confirmed ? (
          <Notice tone="success" className="mt-2">
            {COD_MESSAGES.confirmed}
          </Notice>
        ) : (
          <>
            <p className="mt-1 text-sm text-neutral-800">
              We send a cash-on-delivery order once you confirm it:{' '}
              {formatRupees(order.amount - order.storeCredit - order.codToken)} to pay at the door.
              {sent && ` We have also sent you the link ${sent}.`}
            </p>
            <Button className="mt-3" onClick={() => confirm.mutate()} disabled={confirm.isPending}>
              {confirm.isPending ? 'Confirming…' : 'Confirm my order'}
            </Button>
          </>
        )}
        {confirm.isError && <ErrorNotice className="mt-2">{errorText(confirm.error)}</ErrorNotice>}
      </div>
    </section>
  );
}
