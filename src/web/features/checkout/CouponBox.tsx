/**
 * Apply coupon / Remove at checkout (docs/product.md section 13). The server decides: a refused
 * code shows the server's reason under the field, scrolled into view (the field can sit at the
 * window's bottom edge on a laptop); an applied one shows what it takes off.
 */
import { useRef } from 'react';
import { applyCouponSchema } from '#shared/coupons';
import { useZodForm } from '#web/components/form/use-zod-form';
import { Button } from '#web/components/ui/Button';
import { TextField } from '#web/components/ui/Field';
import { errorText, Notice } from '#web/components/ui/Notice';
import { useReveal } from '#web/components/ui/use-reveal';
import type { CheckoutQuoteState } from './use-checkout-quote';

export function CouponBox({ state, disabled }: { state: CheckoutQuoteState; disabled?: boolean }) {
  const form = useZodForm(applyCouponSchema, { initial: { code: '' }, messageOf: (err) => errorText(err) });
  const applied = state.quote?.coupon && state.couponCode ? state.quote.coupon : null;
  const box = useRef<HTMLDivElement>(null);
  useReveal(box, form.serverError);
  const apply = form.submit(async ({ code }) => {
    await state.apply(code);
    form.reset({ code: '' });
  });

  if (applied) {
    return (
      <div className="mt-6 flex items-start justify-between gap-3 rounded-md border border-green-300 bg-green-50 px-3 py-2 text-sm">
        <p role="status" className="text-green-900">
          Coupon <span className="font-mono font-semibold">{applied.code}</span> applied:{' '}
          {applied.description}
          {applied.onlineOnly && <span className="block">For online payment only: choose Pay Online.</span>}
        </p>
        <Button variant="ghost" size="sm" onClick={state.remove} disabled={disabled}>
          Remove<span className="sr-only"> coupon {applied.code}</span>
        </Button>
      </div>
    );
  }
  const field = form.field('code');
  return (
    <div ref={box} className="mt-6 scroll-my-4">
      <Notice tone="info" polite className="mb-3">
        {state.dropped && `The coupon was removed: ${state.dropped}`}
      </Notice>
      <TextField
        label="Coupon code"
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        {...field}
        error={field.error || form.serverError}
        announceError={Boolean(form.serverError)}
        onKeyDown={(event) => {
          // Enter applies the coupon rather than submitting the delivery form around it.
          if (event.key === 'Enter') {
            event.preventDefault();
            apply();
          }
        }}
        beside={
          <Button variant="secondary" onClick={() => apply()} disabled={disabled || form.busy}>
            Apply coupon
          </Button>
        }
      />
    </div>
  );
}
