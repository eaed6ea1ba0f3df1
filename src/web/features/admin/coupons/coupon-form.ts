/**
 * The coupon form's text fields and the API's coupon, both ways: rupees as typed to paise,
 * empty limits to null, and the browser's local date and time to an instant.
 */
import type { CouponJson, CouponKind } from '#shared/coupons';
import { paiseToText, textToPaise } from '../settings/use-settings-section';

export interface CouponForm {
  code: string;
  kind: CouponKind;
  percentOff: string;
  amountOff: string;
  minSubtotal: string;
  maxDiscount: string;
  startsAt: string;
  endsAt: string;
  totalUses: string;
  usesPerShopper: string;
  firstOrderOnly: boolean;
  onlineOnly: boolean;
  paused: boolean;
}

/** An instant as a datetime-local value ("2026-11-23T10:00") in the browser's time zone. */
export function toLocalInput(date: Date): string {
  const local = new Date(date.getTime() - date.getTimezoneOffset() * 60_000);
  return local.toISOString().slice(0, 16);
}

/** A datetime-local value as an ISO instant; '' when it is not one (the schema says so). */
export function fromLocalInput(text: string): string {
  const date = new Date(text);
  return text.trim() && !Number.isNaN(date.getTime()) ? date.toISOString() : '';
}

const wholeOrNull = (text: string) => (text.trim() ? Number(text) : null);
const orEmpty = (n: number | null) => (n === null ? '' : String(n));

export function emptyCouponForm(now = new Date()): CouponForm {
  return {
    code: '',
    kind: 'percent',
    percentOff: '',
    amountOff: '',
    minSubtotal: '',
    maxDiscount: '',
    startsAt: toLocalInput(now),
    endsAt: '',
    totalUses: '',
    usesPerShopper: '',
    firstOrderOnly: false,
    onlineOnly: false,
    paused: false,
  };
}

export function couponToForm(coupon: CouponJson): CouponForm {
  return {
    code: coupon.code,
    kind: coupon.kind,
    percentOff: orEmpty(coupon.percentOff),
    amountOff: paiseToText(coupon.amountOffPaise),
    minSubtotal: coupon.minSubtotalPaise ? paiseToText(coupon.minSubtotalPaise) : '',
    maxDiscount: paiseToText(coupon.maxDiscountPaise),
    startsAt: toLocalInput(new Date(coupon.startsAt)),
    endsAt: coupon.endsAt ? toLocalInput(new Date(coupon.endsAt)) : '',
    totalUses: orEmpty(coupon.totalUses),
    usesPerShopper: orEmpty(coupon.usesPerShopper),
    firstOrderOnly: coupon.firstOrderOnly,
    onlineOnly: coupon.onlineOnly,
    paused: coupon.paused,
  };
}

export function formToCouponInput(form: CouponForm) {
  return {
    code: form.code,
    kind: form.kind,
    percentOff:
      form.kind === 'percent' ? (form.percentOff.trim() ? Number(form.percentOff) : Number.NaN) : null,
    amountOffPaise: form.kind === 'flat' ? textToPaise(form.amountOff) : null,
    minSubtotalPaise: form.minSubtotal.trim() ? textToPaise(form.minSubtotal) : 0,
    maxDiscountPaise: form.maxDiscount.trim() ? textToPaise(form.maxDiscount) : null,
    startsAt: fromLocalInput(form.startsAt),
    endsAt: form.endsAt.trim() ? fromLocalInput(form.endsAt) : null,
    totalUses: wholeOrNull(form.totalUses),
    usesPerShopper: wholeOrNull(form.usesPerShopper),
    firstOrderOnly: form.firstOrderOnly,
    onlineOnly: form.onlineOnly,
    paused: form.paused,
  };
}

/** Issues are named by the API's field; the form's fields drop the "Paise". */
export const fieldOf = (path: readonly PropertyKey[]) => String(path[0] ?? '').replace(/Paise$/, '');
