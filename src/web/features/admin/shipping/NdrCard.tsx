/**
 * One parcel in the failed-delivery (NDR) queue (docs/product.md, "Failed deliveries"): the
 * courier's reason, the answer already given in words (the shopper's day, note and phone, with
 * her day chosen in the form), and the shop's answers: reattempt on a day, with a new phone if
 * need be, or return to origin, which asks first since the courier charges for it (₹110-150,
 * BUSINESS section 7) and the parcel cannot be called back.
 */
import { useState } from 'react';
import { ndrAnswerText, reattemptDayLabel } from '#shared/shipping';
import { Button } from '#web/components/ui/Button';
import { Dialog } from '#web/components/ui/Dialog';
import { Select, TextField } from '#web/components/ui/Field';
import { type NdrRowJson, ndrAction } from '../admin-api';
import { AdminOrderLink } from '../orders/AdminOrderLink';

export type Run = (action: () => Promise<unknown>, success: string) => Promise<void>;

function AnswerLines({ row }: { row: NdrRowJson }) {
  const answer = row.requested;
  if (!answer) return null;
  return (
    <div className="mt-2 rounded-md bg-neutral-50 px-3 py-2 text-neutral-800">
      <p className="font-medium">
        {answer.by === 'shopper' ? 'The shopper asked for ' : 'You asked for '}
        {ndrAnswerText(answer)}.
      </p>
      {answer.address && <p>The shopper's note for the courier: “{answer.address}”</p>}
      {answer.mobile && <p>Phone for the courier: {answer.mobile}</p>}
    </div>
  );
}

export function NdrCard({ row, run }: { row: NdrRowJson; run: Run }) {
  const asked = row.requested?.action === 'reattempt' ? row.requested.date : undefined;
  const [date, setDate] = useState(asked && row.days.includes(asked) ? asked : row.days[0]!);
  const [mobile, setMobile] = useState('');
  const [confirming, setConfirming] = useState(false);
  return (
    <li className="rounded-lg border border-neutral-300 bg-white p-4 text-sm" data-ndr={row.orderId}>
      <p className="font-semibold">
        <AdminOrderLink orderId={row.orderId} /> · {row.courier} AWB {row.awb} ·{' '}
        {row.paymentMethod === 'cod' ? 'Cash on delivery' : 'Prepaid'}
      </p>
      <p className="text-red-700">{row.reason ?? 'Delivery attempt failed'}</p>
      <p className="text-neutral-700">
        {row.address} · {row.mobile}
      </p>
      <AnswerLines row={row} />
      <div className="mt-3 flex flex-wrap items-end gap-3">
        <Select
          label={`Reattempt ${row.orderId} on`}
          value={date}
          onChange={(e) => setDate(e.target.value)}
          options={row.days.map((day) => ({ value: day, label: reattemptDayLabel(day) }))}
        />
        <TextField
          label="New phone (optional)"
          inputMode="numeric"
          maxLength={10}
          value={mobile}
          onChange={(e) => setMobile(e.target.value)}
        />
        <Button
          size="sm"
          onClick={() =>
            run(
              () =>
                ndrAction(row.orderId, {
                  action: mobile ? 'update' : 'reattempt',
                  date,
                  // The shopper's note still holds for the courier when the shop answers for her.
                  ...(row.requested?.address ? { address: row.requested.address } : {}),
                  ...(mobile ? { mobile } : {}),
                }),
              `Reattempt on ${reattemptDayLabel(date)} asked for order ${row.orderId}.`,
            )
          }
        >
          Reattempt
        </Button>
        <Button variant="secondary" size="sm" onClick={() => setConfirming(true)}>
          Return to origin
        </Button>
      </div>
      {confirming && (
        <Dialog
          title={`Return order ${row.orderId} to origin?`}
          onClose={() => setConfirming(false)}
          footer={
            <>
              <Button variant="secondary" onClick={() => setConfirming(false)}>
                Keep trying
              </Button>
              <Button
                variant="danger"
                onClick={() => {
                  setConfirming(false);
                  void run(
                    () => ndrAction(row.orderId, { action: 'return' }),
                    `Order ${row.orderId} is being returned.`,
                  );
                }}
              >
                Yes, return to origin
              </Button>
            </>
          }
        >
          <p className="text-sm text-neutral-700">
            The courier brings the parcel back instead of trying again. A return to origin costs ₹110-150 in
            shipping and cannot be called back.
          </p>
        </Dialog>
      )}
    </li>
  );
}
