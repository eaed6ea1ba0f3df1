/**
 * Where a refund by bank or UPI transfer goes (issue 40 point 17; src/shared/refund-payout.ts): a
 * UPI id, or a bank account with its IFSC and holder's name, asked with the return request so
 * the owner can pay without writing back.
 */
import { PAYOUT_KIND_LABELS, PAYOUT_KINDS, type PayoutKind } from '#shared/refund-payout';
import { TextField } from '#web/components/ui/Field';
import { RadioChoice } from '#web/components/ui/RadioChoice';

type Field = {
  name: string;
  value: string;
  error?: string;
  onChange(event: { target: { value: string } }): void;
};

const KIND_OPTIONS = PAYOUT_KINDS.map((value) => ({ value, label: PAYOUT_KIND_LABELS[value] }));

export function RefundPayoutFields({
  kind,
  kindError,
  onKind,
  field,
}: {
  kind: string;
  kindError?: string;
  onKind(kind: PayoutKind): void;
  field(name: 'upiId' | 'accountName' | 'accountNumber' | 'ifsc'): Field;
}) {
  return (
    <div className="space-y-3 rounded-md border border-neutral-200 bg-white p-3">
      <RadioChoice<PayoutKind>
        legend="Where should the transfer go?"
        name="payoutKind"
        options={KIND_OPTIONS}
        value={kind as PayoutKind | ''}
        error={kindError}
        onChange={onKind}
      />
      {kind === 'upi' && (
        <TextField
          label="Your UPI id"
          hint="For example asha@okaxis"
          autoCapitalize="none"
          spellCheck={false}
          {...field('upiId')}
        />
      )}
      {kind === 'bank' && (
        <div className="grid gap-3 sm:grid-cols-2">
          <TextField label="Account holder's name" autoComplete="name" {...field('accountName')} />
          <TextField label="Account number" inputMode="numeric" {...field('accountNumber')} />
          <TextField
            label="IFSC"
            hint="11 characters, on your cheque book or passbook"
            maxLength={11}
            autoCapitalize="characters"
            className="[&_input]:uppercase"
            {...field('ifsc')}
          />
        </div>
      )}
    </div>
  );
}
