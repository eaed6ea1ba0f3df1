/**
 * Create or edit a coupon (docs/product.md section 13), checked by the same schema as the server.
 * Amounts are in rupees; empty limits mean no limit.
 */
import { useQueryClient } from '@tanstack/react-query';
import { type CouponJson, couponInputSchema } from '#shared/coupons';
import { FormSummary } from '#web/components/form/FormSummary';
import { useZodForm } from '#web/components/form/use-zod-form';
import { Button } from '#web/components/ui/Button';
import { Checkbox } from '#web/components/ui/Checkbox';
import { Select, TextField } from '#web/components/ui/Field';
import { Notice } from '#web/components/ui/Notice';
import { reasonOf } from '../admin-api';
import { couponToForm, emptyCouponForm, fieldOf, formToCouponInput } from './coupon-form';
import { couponsKey, createCoupon, updateCoupon } from './coupons-api';

const KIND_OPTIONS = [
  { value: 'percent', label: 'Percent off' },
  { value: 'flat', label: 'Flat amount off' },
];

export function CouponFormCard({
  coupon,
  onDone,
  onCancel,
}: {
  /** The coupon to edit; a new one when absent. */
  coupon?: CouponJson;
  onDone: (saved: CouponJson) => void;
  onCancel: () => void;
}) {
  const queryClient = useQueryClient();
  const form = useZodForm(couponInputSchema, {
    initial: () => (coupon ? couponToForm(coupon) : emptyCouponForm()),
    toInput: formToCouponInput,
    fieldOf,
    messageOf: reasonOf,
  });
  const save = form.submit(async () => {
    const body = formToCouponInput(form.values);
    const saved = coupon ? await updateCoupon(coupon.id, body) : await createCoupon(body);
    await queryClient.invalidateQueries({ queryKey: couponsKey });
    onDone(saved);
  });
  const title = coupon ? `Edit coupon ${coupon.code}` : 'New coupon';
  const check = (name: 'firstOrderOnly' | 'onlineOnly' | 'paused') => ({
    checked: form.values[name],
    onChange: (event: { target: { checked: boolean } }) => form.set(name, event.target.checked),
  });

  return (
    <section
      aria-labelledby="coupon-form-heading"
      className="mb-8 rounded-lg border border-neutral-200 bg-white p-5 sm:p-6"
    >
      <h2 id="coupon-form-heading" className="text-xl font-bold">
        {title}
      </h2>
      <p className="mt-1 text-sm text-neutral-700">
        Amounts in rupees. Leave a limit empty for no limit. Shoppers may type the code in any case.
      </p>
      <form {...form.formProps} onSubmit={save} className="mt-4 flex flex-col gap-4">
        <Notice tone="error">{form.serverError}</Notice>
        <div className="grid gap-4 sm:grid-cols-3">
          <TextField label="Code" autoComplete="off" autoCapitalize="characters" {...form.field('code')} />
          <Select label="Discount" options={KIND_OPTIONS} {...form.field('kind')} />
          {form.values.kind === 'percent' ? (
            <TextField label="Percent off (%)" inputMode="numeric" {...form.field('percentOff')} />
          ) : (
            <TextField label="Amount off (₹)" inputMode="decimal" {...form.field('amountOff')} />
          )}
          <TextField
            label="Minimum order (₹)"
            inputMode="decimal"
            hint="The cart's total before the discount"
            {...form.field('minSubtotal')}
          />
          <TextField label="Maximum discount (₹)" inputMode="decimal" {...form.field('maxDiscount')} />
          <div className="hidden sm:block" />
          <TextField label="Starts" type="datetime-local" {...form.field('startsAt')} />
          <TextField label="Ends" type="datetime-local" hint="Empty: no end" {...form.field('endsAt')} />
          <div className="hidden sm:block" />
          <TextField label="Total uses" inputMode="numeric" {...form.field('totalUses')} />
          <TextField label="Uses per shopper" inputMode="numeric" {...form.field('usesPerShopper')} />
        </div>
        <fieldset className="flex flex-col gap-3">
          <legend className="mb-2 text-sm font-semibold text-neutral-800">Rules</legend>
          <Checkbox
            label="First order only"
            hint="For shoppers with no order placed yet"
            {...check('firstOrderOnly')}
          />
          <Checkbox label="Online payment only" hint="Not with cash on delivery" {...check('onlineOnly')} />
          <Checkbox label="Paused" hint="Shoppers cannot use it until it is resumed" {...check('paused')} />
        </fieldset>
        <FormSummary messages={form.messages} repeat attempt={form.attempts} />
        <div className="flex flex-wrap gap-3">
          <Button type="submit" disabled={form.busy}>
            {form.busy ? 'Saving…' : coupon ? 'Save coupon' : 'Create coupon'}
          </Button>
          <Button variant="secondary" onClick={onCancel} disabled={form.busy}>
            Cancel
          </Button>
        </div>
      </form>
    </section>
  );
}
