/**
 * The one call site where a refund of a dispatched or delivered order gets its GST credit note
 * (docs/product.md, "After the order"): a return's refund calls it inside the
 * transaction that records the refund, so the note and the refund stand or fall together.
 */
import type { DbOrTx } from '#server/db/client';
import type { OrderRow } from '../orders';

export interface RefundForCreditNote {
  order: OrderRow;
  returnId: string;
  /** The order lines and units the refund is for. */
  lines: { orderItemId: number; quantity: number }[];
  amountPaise: number;
  at: Date;
}

/**
 * Issues the credit note for a return's refund. The shop issues no GST documents yet, so a
 * refund stands on its own order events until the invoicing module's `issueCreditNote` is
 * called from here.
 */
export async function issueRefundCreditNote(_tx: DbOrTx, _refund: RefundForCreditNote): Promise<void> {}
