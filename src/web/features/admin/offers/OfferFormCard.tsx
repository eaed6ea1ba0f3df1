/**
 * Create or edit an offer (BUSINESS.md section 12), with a live example worked out by the shop's
 * own applyOffers ("3 tees at ₹799, ₹849, ₹899 → ₹999: saving ₹1,548"). The server checks the
 * offer and answers any refusal in words.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { CATEGORIES } from '#shared/constants';
import { type OfferJson, offerExample } from '#shared/offers';
import { Button } from '#web/components/ui/Button';
import { Checkbox } from '#web/components/ui/Checkbox';
import { Select, TextField } from '#web/components/ui/Field';
import { ErrorNotice } from '#web/components/ui/Notice';
import { reasonOf } from '../admin-api';
import { useAdminCollections } from '../collections/collections-api';
import { COLLECTION_CHOICE, emptyOfferForm, formToBody, type OfferForm, offerToForm } from './offer-form';
import { offersKey, saveOffer } from './offers-api';

const KINDS = [
  { value: 'bundle', label: 'Any N for ₹X' },
  { value: 'buy_get', label: 'Buy N get M free' },
  { value: 'percent_from', label: 'Percent off from N pieces' },
  { value: 'flat_above', label: 'Flat off above a value' },
];

export function OfferFormCard(props: {
  offer?: OfferJson;
  onDone: (saved: OfferJson) => void;
  onCancel: () => void;
}) {
  const queryClient = useQueryClient();
  const collections = useAdminCollections().data;
  const [form, setForm] = useState<OfferForm>(() =>
    props.offer ? offerToForm(props.offer) : emptyOfferForm(),
  );
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const set = <K extends keyof OfferForm>(key: K, value: OfferForm[K]) =>
    setForm((f) => ({ ...f, [key]: value }));
  const field = (key: keyof OfferForm, label: string, inputMode: 'numeric' | 'decimal' = 'numeric') => (
    <TextField
      label={label}
      inputMode={inputMode}
      value={String(form[key])}
      onChange={(e) => set(key, e.target.value as never)}
    />
  );
  const body = formToBody(form);
  let example: string | null = null;
  try {
    example = offerExample({ ...body, id: 0, startsAt: new Date(0), endsAt: null } as never);
  } catch {
    example = null;
  }

  async function save(event: React.FormEvent) {
    event.preventDefault();
    setBusy(true);
    setError('');
    try {
      const saved = await saveOffer(props.offer?.id ?? null, body);
      await queryClient.invalidateQueries({ queryKey: offersKey });
      props.onDone(saved);
    } catch (err) {
      setError(reasonOf(err));
    } finally {
      setBusy(false);
    }
  }

  return (
    <section
      aria-labelledby="offer-form-heading"
      className="mb-8 rounded-lg border border-neutral-200 bg-white p-5 sm:p-6"
    >
      <h2 id="offer-form-heading" className="text-xl font-bold">
        {props.offer ? `Edit ${props.offer.name}` : 'New offer'}
      </h2>
      <form onSubmit={save} className="mt-4 grid gap-4 sm:grid-cols-2" noValidate>
        <TextField label="Name" value={form.name} onChange={(e) => set('name', e.target.value)} />
        <Select
          label="Kind"
          value={form.kind}
          options={KINDS}
          onChange={(e) => set('kind', e.target.value as OfferForm['kind'])}
        />
        <Select
          label="Pieces it covers"
          value={form.category}
          options={[
            { value: 'all', label: 'All products' },
            ...CATEGORIES.map((c) => ({ value: c, label: c })),
            ...(collections ?? []).map((c) => ({
              value: `${COLLECTION_CHOICE}${c.id}`,
              label: `Collection: ${c.name}`,
            })),
          ]}
          onChange={(e) => set('category', e.target.value)}
        />
        {form.kind !== 'flat_above' &&
          field('buyQuantity', form.kind === 'buy_get' ? 'Pieces bought (N)' : 'Pieces (N)')}
        {form.kind === 'buy_get' && field('freeQuantity', 'Pieces free (M)')}
        {form.kind === 'bundle' && field('bundlePrice', 'Bundle price (₹)', 'decimal')}
        {form.kind === 'percent_from' && field('percentOff', 'Percent off')}
        {form.kind === 'flat_above' && field('amountOff', 'Amount off (₹)', 'decimal')}
        {form.kind === 'flat_above' && field('minSubtotal', 'Least value of the pieces (₹)', 'decimal')}
        <TextField
          label="Starts"
          type="datetime-local"
          value={form.startsAt}
          onChange={(e) => set('startsAt', e.target.value)}
        />
        <TextField
          label="Ends (empty: no end)"
          type="datetime-local"
          value={form.endsAt}
          onChange={(e) => set('endsAt', e.target.value)}
        />
        {field('usesPerShopper', 'Uses per shopper (empty: no limit)')}
        <div className="space-y-2 sm:col-span-2">
          <Checkbox label="On" checked={form.active} onChange={(e) => set('active', e.target.checked)} />
          <Checkbox
            label="Online payment only"
            checked={form.onlineOnly}
            onChange={(e) => set('onlineOnly', e.target.checked)}
          />
          <Checkbox
            label="Stacks with coupons (otherwise the shopper gets whichever saves more)"
            checked={form.stacksWithCoupons}
            onChange={(e) => set('stacksWithCoupons', e.target.checked)}
          />
        </div>
        <p
          className="rounded-md bg-green-50 px-3 py-2 font-medium text-green-900 sm:col-span-2"
          data-testid="offer-example"
          aria-live="polite"
        >
          Example: {example ?? 'fill in the offer to see what it does'}
        </p>
        <div className="sm:col-span-2">
          <ErrorNotice>{error}</ErrorNotice>
        </div>
        <div className="flex gap-3 sm:col-span-2">
          <Button type="submit" disabled={busy}>
            Save offer
          </Button>
          <Button type="button" variant="secondary" onClick={props.onCancel}>
            Cancel
          </Button>
        </div>
      </form>
    </section>
  );
}
