/**
 * The forms of a return's admin steps (docs/product.md, "After the order"): the refund, and the
 * dialogs that reject a request or take its parcel back in.
 */
import { useState } from 'react';
import type { ReturnJson } from '#shared/after-order';
import { formatRupees, rupeesToPaise } from '#shared/money';
import { Button } from '#web/components/ui/Button';
import { Dialog } from '#web/components/ui/Dialog';
import { TextArea, TextField } from '#web/components/ui/Field';
import { refundReturn } from '../admin-api';

/** Runs one step of a return through the queue page, which reports it and refreshes the queue. */
export type Act = (
  item: ReturnJson,
  action: () => Promise<ReturnJson>,
  success: (done: ReturnJson) => string,
) => void;

export function RefundForm({ item, busy, act }: { item: ReturnJson; busy: boolean; act: Act }) {
  const [amount, setAmount] = useState(String(item.refundable));
  const [reference, setReference] = useState('');
  // Store credit needs no reference: the shop grants it itself (docs/product.md section 22).
  const toCredit = item.refundTo === 'store_credit';
  const transfer = item.paymentMethod !== 'online' && !toCredit;
  return (
    <form
      noValidate
      className="flex flex-wrap items-end gap-3"
      onSubmit={(event) => {
        event.preventDefault();
        const paise = amount.trim() ? rupeesToPaise(Number(amount)) : Number.NaN;
        act(
          item,
          () => refundReturn(item.returnId, paise, transfer ? reference.trim() : undefined),
          (done) =>
            `Refunded ${formatRupees(done.refunded ?? 0)}${toCredit ? " to the shopper's store credit" : ''} for ${item.returnId}.`,
        );
      }}
    >
      <TextField
        label="Refund (₹)"
        compact
        inputMode="decimal"
        className="w-32"
        hint={`Up to ${formatRupees(item.refundable)}`}
        value={amount}
        onChange={(event) => setAmount(event.target.value)}
      />
      {transfer && (
        <TextField
          label="Bank or UPI transfer reference"
          compact
          className="w-64"
          maxLength={100}
          value={reference}
          onChange={(event) => setReference(event.target.value)}
        />
      )}
      <Button type="submit" size="sm" disabled={busy} className="mb-5">
        {toCredit ? 'Refund to store credit' : transfer ? 'Record refund' : 'Refund'}
      </Button>
    </form>
  );
}

export function RejectDialog({
  item,
  onClose,
  onReject,
}: {
  item: ReturnJson;
  onClose: () => void;
  onReject: (reason: string) => void;
}) {
  const [reason, setReason] = useState('');
  const [tried, setTried] = useState(false);
  const blank = reason.trim() === '';
  return (
    <Dialog
      title={`Reject return ${item.returnId}?`}
      onClose={onClose}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Keep it
          </Button>
          <Button
            variant="danger"
            onClick={() => {
              setTried(true);
              if (!blank) onReject(reason.trim());
            }}
          >
            Reject return
          </Button>
        </>
      }
    >
      <TextArea
        label="Reason (the shopper sees it)"
        rows={3}
        maxLength={500}
        value={reason}
        error={tried && blank ? 'Please give the shopper a reason.' : undefined}
        announceError
        onChange={(event) => setReason(event.target.value)}
      />
    </Dialog>
  );
}

export function ReceiveDialog({
  item,
  onClose,
  onReceive,
}: {
  item: ReturnJson;
  onClose: () => void;
  onReceive: (restock: boolean) => void;
}) {
  const [restock, setRestock] = useState(true);
  return (
    <Dialog
      title={`Parcel for ${item.returnId} received`}
      onClose={onClose}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Not yet
          </Button>
          <Button onClick={() => onReceive(restock)}>Mark received</Button>
        </>
      }
    >
      <fieldset>
        <legend className="text-sm text-neutral-800">Do the units go back on sale?</legend>
        <div className="mt-3 flex flex-col gap-2">
          <label className="flex items-center gap-2 text-sm font-medium">
            <input
              type="radio"
              name="restock"
              checked={restock}
              onChange={() => setRestock(true)}
              className="size-4 accent-neutral-900"
            />
            Yes, back into stock
          </label>
          <label className="flex items-center gap-2 text-sm font-medium">
            <input
              type="radio"
              name="restock"
              checked={!restock}
              onChange={() => setRestock(false)}
              className="size-4 accent-neutral-900"
            />
            No (damaged or not sellable)
          </label>
        </div>
      </fieldset>
    </Dialog>
  );
}
