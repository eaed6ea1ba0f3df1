/**
 * Request a return while the window is open (docs/product.md, "After the order"): how many of
 * each line, the reason (a note for "other"), and a refund or another size per line; a refund of
 * an order not paid online also asks how to be paid back (docs/product.md section 22). Checked
 * by the same schema as the server.
 */
import {
  AFTER_ORDER_MESSAGES,
  choosesRefundDestination,
  type OrderDetailJson,
  RETURN_NOTE_MAX_LENGTH,
  RETURN_REASON_LABELS,
  RETURN_REASONS,
} from '#shared/after-order';
import { requestReturnSchema } from '#shared/after-order-requests';
import { SIZES } from '#shared/constants';
import { PAYOUT_MESSAGES } from '#shared/refund-payout';
import { FormSummary } from '#web/components/form/FormSummary';
import { useZodForm } from '#web/components/form/use-zod-form';
import { Button } from '#web/components/ui/Button';
import { Select, TextArea } from '#web/components/ui/Field';
import { errorText } from '#web/components/ui/Notice';
import { ProductThumb } from '#web/components/ui/ProductThumb';
import { useRequestReturn } from './orders-api';
import { RefundDestinationChoice } from './RefundDestinationChoice';
import { RefundPayoutFields } from './RefundPayoutFields';

type Values = Record<string, string>;

export function ReturnRequestForm({
  order,
  onDone,
}: {
  order: OrderDetailJson;
  onDone(message?: string): void;
}) {
  const request = useRequestReturn(order.orderId);
  const lines = order.items.filter((item) => (order.returnable[item.lineId] ?? 0) > 0);
  const initial: Values = {
    reason: '',
    note: '',
    resolution: 'refund',
    refundTo: '',
    payoutKind: '',
    upiId: '',
    accountName: '',
    accountNumber: '',
    ifsc: '',
  };
  const chooses = choosesRefundDestination(order.paymentMethod);
  for (const item of lines) {
    initial[`qty_${item.lineId}`] = lines.length === 1 ? '1' : '0';
    initial[`size_${item.lineId}`] = '';
  }
  const form = useZodForm(requestReturnSchema, {
    initial,
    toInput: (values: Values) => ({
      lines: lines
        .filter((item) => Number(values[`qty_${item.lineId}`]) > 0)
        .map((item) => ({
          lineId: item.lineId,
          quantity: Number(values[`qty_${item.lineId}`]),
          ...(values.resolution === 'exchange' && values[`size_${item.lineId}`]
            ? { exchangeSize: values[`size_${item.lineId}`] }
            : {}),
        })),
      reason: values.reason || undefined,
      note: values.note,
      resolution: values.resolution,
      ...(chooses && values.resolution === 'refund' && values.refundTo ? { refundTo: values.refundTo } : {}),
      ...(byTransfer(values) && values.payoutKind ? { payout: payoutOf(values) } : {}),
    }),
    // A payout's field is named by its own key (upiId, ifsc…), the kind by payoutKind.
    fieldOf: (path) =>
      path[0] === 'payout' ? String(path.length > 1 ? path[1] : 'payoutKind') : String(path[0] ?? ''),
    check: (values) => {
      const errors: Record<string, string | undefined> = {};
      if (values.resolution !== 'exchange') {
        // The server takes a missing choice as a transfer; the form asks the shopper to choose.
        if (chooses && !values.refundTo) errors.refundTo = AFTER_ORDER_MESSAGES.refundTo;
        if (byTransfer(values) && !values.payoutKind) errors.payoutKind = PAYOUT_MESSAGES.kind;
        return errors;
      }
      for (const item of lines) {
        const size = values[`size_${item.lineId}`];
        if (Number(values[`qty_${item.lineId}`]) > 0 && size === item.selectedSize)
          errors[`size_${item.lineId}`] = AFTER_ORDER_MESSAGES.sameSize;
      }
      return errors;
    },
    messageOf: errorText,
  });
  const exchange = form.values.resolution === 'exchange';
  function byTransfer(values: Values) {
    return chooses && values.resolution === 'refund' && values.refundTo === 'transfer';
  }
  const save = form.submit(async (input) => {
    await request.mutateAsync(input);
    onDone(
      exchange
        ? 'We have your exchange request and will email you once it is approved.'
        : 'We have your return request and will email you once it is approved.',
    );
  });
  return (
    <form
      {...form.formProps}
      onSubmit={save}
      aria-labelledby="return-heading"
      className="space-y-5 rounded-lg border border-neutral-300 bg-neutral-50 p-4 sm:p-6"
    >
      <h2 id="return-heading" className="text-lg font-bold">
        Request a return
      </h2>
      <fieldset className="space-y-3">
        <legend className="mb-2 text-sm font-semibold text-neutral-800">What are you sending back?</legend>
        {lines.map((item) => {
          const left = order.returnable[item.lineId] ?? 0;
          return (
            <div key={item.lineId} className="flex flex-wrap items-end gap-3 rounded-md bg-white p-3">
              <ProductThumb src={item.image} alt="" size="sm" />
              <div className="min-w-40 flex-1 text-sm">
                <p className="font-semibold">{item.name}</p>
                <p className="text-neutral-700">Size {item.selectedSize}</p>
              </div>
              <Select
                label={
                  <span>
                    How many
                    <span className="sr-only">
                      {' '}
                      of {item.name}, size {item.selectedSize}
                    </span>
                  </span>
                }
                compact
                className="w-28"
                options={Array.from({ length: left + 1 }, (_, n) => ({ value: String(n), label: String(n) }))}
                {...form.field(`qty_${item.lineId}`)}
              />
              {exchange && (
                <Select
                  label={
                    <span>
                      New size<span className="sr-only"> for {item.name}</span>
                    </span>
                  }
                  compact
                  className="w-32"
                  options={[
                    { value: '', label: 'Choose' },
                    ...SIZES.filter((size) => size !== item.selectedSize).map((size) => {
                      const soldOut = order.soldOutSizes[item.lineId]?.includes(size) ?? false;
                      return { value: size, label: soldOut ? `${size} — sold out` : size, disabled: soldOut };
                    }),
                  ]}
                  {...form.field(`size_${item.lineId}`)}
                />
              )}
            </div>
          );
        })}
        {form.errors.lines && <p className="text-sm font-medium text-red-700">{form.errors.lines}</p>}
      </fieldset>
      <fieldset>
        <legend className="mb-2 text-sm font-semibold text-neutral-800">What would you like?</legend>
        <div className="flex flex-wrap gap-4">
          {(
            [
              ['refund', 'A refund'],
              ['exchange', 'Another size'],
            ] as const
          ).map(([value, label]) => (
            <label key={value} className="flex items-center gap-2 text-sm font-medium">
              <input
                type="radio"
                name="resolution"
                value={value}
                checked={form.values.resolution === value}
                onChange={() => form.set('resolution', value)}
                className="size-4 accent-neutral-900"
              />
              {label}
            </label>
          ))}
        </div>
      </fieldset>
      {chooses && !exchange && (
        <RefundDestinationChoice
          value={form.values.refundTo ?? ''}
          error={form.errors.refundTo}
          onChange={(value) => form.set('refundTo', value)}
        />
      )}
      {byTransfer(form.values) && (
        <RefundPayoutFields
          kind={form.values.payoutKind ?? ''}
          kindError={form.errors.payoutKind}
          onKind={(kind) => form.set('payoutKind', kind)}
          field={(name) => form.field(name)}
        />
      )}
      <Select
        label="Reason"
        options={[
          { value: '', label: 'Choose a reason' },
          ...RETURN_REASONS.map((reason) => ({ value: reason, label: RETURN_REASON_LABELS[reason] })),
        ]}
        {...form.field('reason')}
      />
      <TextArea
        label={form.values.reason === 'other' ? 'Tell us what is wrong' : 'Anything to add (optional)'}
        rows={3}
        maxLength={RETURN_NOTE_MAX_LENGTH}
        counter={{ length: form.values.note?.length ?? 0, max: RETURN_NOTE_MAX_LENGTH }}
        {...form.field('note')}
      />
      <FormSummary
        messages={form.serverError ? [form.serverError] : form.messages}
        repeat
        attempt={form.attempts}
      />
      <div className="flex flex-wrap gap-3">
        <Button type="submit" disabled={form.busy}>
          {form.busy ? 'Sending…' : exchange ? 'Request exchange' : 'Request return'}
        </Button>
        <Button variant="ghost" onClick={() => onDone()}>
          Not now
        </Button>
      </div>
    </form>
  );
}

/** The payout the form's fields describe, for the schema to check. */
function payoutOf(values: Values) {
  return values.payoutKind === 'upi'
    ? { kind: 'upi', upiId: values.upiId }
    : {
        kind: values.payoutKind,
        accountName: values.accountName,
        accountNumber: values.accountNumber,
        ifsc: values.ifsc,
      };
}
