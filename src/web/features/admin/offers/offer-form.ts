/** The offer editor's fields as text, and the body the server reads (amounts typed in rupees). */
import type { OfferJson, OfferKind } from '#shared/offers';

export interface OfferForm {
  name: string;
  kind: OfferKind;
  category: string;
  buyQuantity: string;
  freeQuantity: string;
  bundlePrice: string;
  percentOff: string;
  amountOff: string;
  minSubtotal: string;
  startsAt: string;
  endsAt: string;
  active: boolean;
  onlineOnly: boolean;
  stacksWithCoupons: boolean;
  usesPerShopper: string;
}

const localInput = (iso: string) => iso.slice(0, 16);
const text = (value: number | null, scale = 1) => (value === null ? '' : String(value / scale));

export const emptyOfferForm = (now = new Date()): OfferForm => ({
  name: 'Any 3 tees for ₹999',
  kind: 'bundle',
  category: 'overtees',
  buyQuantity: '3',
  freeQuantity: '1',
  bundlePrice: '999',
  percentOff: '10',
  amountOff: '300',
  minSubtotal: '2999',
  startsAt: localInput(now.toISOString()),
  endsAt: '',
  active: true,
  onlineOnly: false,
  stacksWithCoupons: false,
  usesPerShopper: '',
});

export const offerToForm = (offer: OfferJson): OfferForm => ({
  ...emptyOfferForm(new Date(offer.startsAt)),
  name: offer.name,
  kind: offer.kind,
  category:
    offer.selector.kind === 'category'
      ? offer.selector.category
      : offer.selector.kind === 'collection'
        ? `${COLLECTION_CHOICE}${offer.selector.collectionId}`
        : 'all',
  buyQuantity: text(offer.buyQuantity) || '3',
  freeQuantity: text(offer.freeQuantity) || '1',
  bundlePrice: text(offer.bundlePricePaise, 100) || '999',
  percentOff: text(offer.percentOff) || '10',
  amountOff: text(offer.amountOffPaise, 100) || '300',
  minSubtotal: text(offer.minSubtotalPaise, 100) || '2999',
  endsAt: offer.endsAt ? localInput(offer.endsAt) : '',
  active: offer.active,
  onlineOnly: offer.onlineOnly,
  stacksWithCoupons: offer.stacksWithCoupons,
  usesPerShopper: text(offer.usesPerShopper),
});

/** The "Pieces it covers" choice of a collection: `collection:<id>`. */
export const COLLECTION_CHOICE = 'collection:';

const selectorOf = (choice: string) =>
  choice === 'all'
    ? { kind: 'all' }
    : choice.startsWith(COLLECTION_CHOICE)
      ? { kind: 'collection', collectionId: Number(choice.slice(COLLECTION_CHOICE.length)) }
      : { kind: 'category', category: choice };

const whole = (value: string) => (value.trim() === '' ? null : Number(value));
const paise = (value: string) => (value.trim() === '' ? null : Math.round(Number(value) * 100));
const instant = (value: string) => (value ? new Date(value).toISOString() : null);

export const formToBody = (form: OfferForm) => ({
  name: form.name,
  kind: form.kind,
  selector: selectorOf(form.category),
  buyQuantity: form.kind === 'flat_above' ? null : whole(form.buyQuantity),
  freeQuantity: form.kind === 'buy_get' ? whole(form.freeQuantity) : null,
  bundlePricePaise: form.kind === 'bundle' ? paise(form.bundlePrice) : null,
  percentOff: form.kind === 'percent_from' ? whole(form.percentOff) : null,
  amountOffPaise: form.kind === 'flat_above' ? paise(form.amountOff) : null,
  minSubtotalPaise: form.kind === 'flat_above' ? paise(form.minSubtotal) : null,
  startsAt: instant(form.startsAt) ?? new Date().toISOString(),
  endsAt: instant(form.endsAt),
  active: form.active,
  onlineOnly: form.onlineOnly,
  stacksWithCoupons: form.stacksWithCoupons,
  usesPerShopper: whole(form.usesPerShopper),
});
