/**
 * The one call site where a refund of a dispatched or delivered order gets its GST credit note
 * (docs/product.md, "After the order" and "Invoices"): a return's refund calls it inside the
 * transaction that records the refund, so the note and the refund stand or fall together.
 */
import type { DbOrTx } from '#server/db/client';
import { invoiceOfOrder, issueCreditNote } from '../invoices';
import type { OrderRow } from '../orders';

export interface RefundForCreditNote {
  order: OrderRow;
  returnId: string;
  /** The order lines and units the refund is for. */
  lines: { orderItemId: number; quantity: number }[];
  /** The money refunded, which the note credits. */
  amountPaise: number;
  at: Date;
}

/**
 * Credits the money refunded for the returned units against the order's invoice, split by the
 * invoice's rates (a partial refund credits part of their value); the delivery charge stays
 * invoiced (the parcel was delivered). An order dispatched before the shop issued invoices has
 * none to credit, and its refund stands on its order events alone.
 */
export async function issueRefundCreditNote(tx: DbOrTx, refund: RefundForCreditNote): Promise<void> {
  if (!(await invoiceOfOrder(tx, refund.order.id))) return;
  await issueCreditNote(
    tx,
    {
      orderId: refund.order.id,
      lines: refund.lines,
      includeDelivery: false,
      amountPaise: refund.amountPaise,
      reason: `Return ${refund.returnId} of order ${refund.order.orderId} refunded`,
    },
    refund.at,
  );
}
