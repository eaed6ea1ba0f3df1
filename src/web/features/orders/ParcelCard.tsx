/**
 * The parcel on the shopper's order page (docs/product.md, "Shipping"): the courier, the AWB and
 * the step it has reached; after a failed delivery attempt, the courier's reason and a form to
 * ask for another attempt on a chosen day, with a corrected phone or address line if need be.
 * The failed-delivery mail links here (#delivery).
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import {
  type NdrAnswer,
  ndrAnswerText,
  reattemptDayLabel,
  STAGE_LABELS,
  type TrackingStage,
} from '#shared/shipping';
import { Button } from '#web/components/ui/Button';
import { Select, TextField } from '#web/components/ui/Field';
import { errorText, Notice } from '#web/components/ui/Notice';
import { api } from '#web/lib/api';
import { orderKey } from './orders-api';

interface ParcelJson {
  shipped: boolean;
  courier?: string | null;
  awb?: string | null;
  trackingUrl?: string | null;
  stage?: string | null;
  ndr?: { reason: string | null; requested: NdrAnswer | null; days: string[] } | null;
}

export function ParcelCard({ orderId }: { orderId: string }) {
  const queryClient = useQueryClient();
  const key = ['orders', orderId, 'parcel'] as const;
  const { data } = useQuery({
    queryKey: key,
    queryFn: ({ signal }) =>
      api<ParcelJson>(`/api/users/orders/${encodeURIComponent(orderId)}/shipment`, { signal }),
    refetchOnMount: 'always',
  });
  const [date, setDate] = useState('');
  const [mobile, setMobile] = useState('');
  const [address, setAddress] = useState('');
  const [done, setDone] = useState<string | null>(null);
  // Once the failed delivery has an answer the form closes; "Change the day" opens it again.
  const [changing, setChanging] = useState(false);
  const reattempt = useMutation({
    mutationFn: (body: { date: string; mobile?: string; address?: string }) =>
      api<ParcelJson>(`/api/users/orders/${encodeURIComponent(orderId)}/reattempt`, { method: 'POST', body }),
    onSuccess: (parcel, body) => {
      queryClient.setQueryData(key, parcel);
      void queryClient.invalidateQueries({ queryKey: orderKey(orderId) });
      setChanging(false);
      setDone(`We have asked the courier to deliver on ${reattemptDayLabel(body.date)}.`);
    },
  });
  if (!data?.shipped) return null;
  const ndr = data.ndr;
  const asked = ndr?.requested?.action === 'reattempt' ? ndr.requested.date : undefined;
  const chosen = date || (asked && ndr?.days.includes(asked) ? asked : ndr?.days[0]) || '';
  const formOpen = Boolean(ndr) && (!ndr?.requested || changing);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    reattempt.mutate({
      date: chosen,
      ...(mobile.trim() ? { mobile: mobile.trim() } : {}),
      ...(address.trim() ? { address: address.trim() } : {}),
    });
  };
  return (
    <section
      id="delivery"
      aria-labelledby="parcel-heading"
      className="mt-6 rounded-lg border border-neutral-200 bg-white p-4 sm:p-5"
    >
      <h2 id="parcel-heading" className="text-base font-bold">
        Your parcel
      </h2>
      <p className="mt-2 text-sm">
        {data.courier}, AWB{' '}
        {data.trackingUrl ? (
          <a
            href={data.trackingUrl}
            className="font-medium underline underline-offset-2"
            target="_blank"
            rel="noopener noreferrer"
          >
            {data.awb}
          </a>
        ) : (
          data.awb
        )}
      </p>
      <p className="mt-1 text-sm font-semibold" data-testid="parcel-step">
        {data.stage
          ? STAGE_LABELS[data.stage as TrackingStage]
          : 'Booked with the courier, waiting for pickup'}
      </p>
      <div aria-live="polite" className="empty:hidden mt-3">
        {done && (
          <Notice tone="success" polite>
            {done}
          </Notice>
        )}
      </div>
      {ndr?.requested && !formOpen && (
        <div className="mt-4 rounded-md border border-amber-300 bg-amber-50 p-4 text-sm">
          <p className="font-semibold">The courier could not deliver{ndr.reason ? `: ${ndr.reason}` : ''}.</p>
          <p className="mt-1">
            {ndr.requested.by === 'shopper' ? 'You asked for ' : 'We asked the courier for '}
            {ndrAnswerText(ndr.requested)}.
          </p>
          {ndr.requested.action === 'reattempt' && (
            <Button variant="secondary" size="sm" className="mt-3" onClick={() => setChanging(true)}>
              Change the day
            </Button>
          )}
        </div>
      )}
      {ndr && formOpen && (
        <form
          onSubmit={onSubmit}
          noValidate
          className="mt-4 space-y-3 rounded-md border border-amber-300 bg-amber-50 p-4"
        >
          <p className="text-sm font-semibold">
            The courier could not deliver{ndr.reason ? `: ${ndr.reason}` : ''}.
          </p>
          <Select
            label="Deliver again on"
            value={chosen}
            onChange={(event) => setDate(event.target.value)}
            options={ndr.days.map((day) => ({ value: day, label: reattemptDayLabel(day) }))}
          />
          <TextField
            label="Phone for the courier (optional)"
            inputMode="numeric"
            maxLength={10}
            value={mobile}
            onChange={(event) => setMobile(event.target.value)}
          />
          <TextField
            label="Address correction or landmark (optional)"
            maxLength={300}
            value={address}
            onChange={(event) => setAddress(event.target.value)}
          />
          {reattempt.error && <Notice tone="error">{errorText(reattempt.error)}</Notice>}
          <Button type="submit" disabled={reattempt.isPending}>
            {reattempt.isPending ? 'Sending…' : 'Ask for another attempt'}
          </Button>
        </form>
      )}
    </section>
  );
}
