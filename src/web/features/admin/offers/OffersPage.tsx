/**
 * /admin/offers (BUSINESS.md section 12): each offer with its badge, dates and what it has done
 * (orders, pieces, revenue after the saving, discount given); New offer and Edit open the editor.
 */
import { useState } from 'react';
import { formatRupees, paiseToRupees } from '#shared/money';
import type { OfferJson } from '#shared/offers';
import { Button } from '#web/components/ui/Button';
import { ErrorNotice, errorText, SuccessNotice } from '#web/components/ui/Notice';
import { PageHeading } from '#web/components/ui/PageHeading';
import { Spinner } from '#web/components/ui/Spinner';
import { usePageTitle } from '#web/components/use-page-title';
import { useAdminCollections } from '../collections/collections-api';
import { OfferFormCard } from './OfferFormCard';
import { useOfferReport, useOffers } from './offers-api';

const rupees = (paise: number) => formatRupees(paiseToRupees(paise));
const day = (iso: string) =>
  new Date(iso).toLocaleDateString('en-IN', { day: 'numeric', month: 'short', year: 'numeric' });

/** Which pieces an offer covers, in words. */
function coversText(offer: OfferJson, collectionNames: Map<number, string>): string {
  const { selector } = offer;
  if (selector.kind === 'all') return 'All products';
  if (selector.kind === 'category') return selector.category;
  if (selector.kind === 'items') return `${selector.itemIds.length} items`;
  return `Collection ${collectionNames.get(selector.collectionId) ?? selector.collectionId}`;
}

export function OffersPage() {
  usePageTitle('Offers');
  const { data, error } = useOffers();
  const collections = useAdminCollections().data;
  const collectionNames = new Map((collections ?? []).map((c) => [c.id, c.name]));
  const report = useOfferReport();
  const [editing, setEditing] = useState<'new' | OfferJson | null>(null);
  const [saved, setSaved] = useState('');
  const figures = new Map((report.data ?? []).map((row) => [row.offerId, row]));

  return (
    <section className="mx-auto max-w-7xl px-4 py-8">
      <PageHeading title="Offers">
        {editing === null && <Button onClick={() => setEditing('new')}>New offer</Button>}
      </PageHeading>
      <SuccessNotice>{saved}</SuccessNotice>
      {editing !== null && (
        <OfferFormCard
          key={editing === 'new' ? 'new' : editing.id}
          offer={editing === 'new' ? undefined : editing}
          onCancel={() => setEditing(null)}
          onDone={(offer) => {
            setEditing(null);
            setSaved(`Offer ${offer.name} saved.`);
          }}
        />
      )}
      {error ? (
        <ErrorNotice>{errorText(error)}</ErrorNotice>
      ) : !data ? (
        <Spinner label="Loading the offers" />
      ) : data.length === 0 ? (
        <p className="text-neutral-700">No offers yet. New offer makes the first one.</p>
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full min-w-[48rem] text-left text-sm">
            <thead className="border-b border-neutral-300">
              <tr>
                {['Offer', 'Covers', 'Dates', 'Orders', 'Pieces', 'Revenue', 'Discount', ''].map((h) => (
                  <th key={h} scope="col" className="px-2 py-2 font-semibold">
                    {h}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="divide-y divide-neutral-200">
              {data.map((offer) => {
                const row = figures.get(offer.id);
                return (
                  <tr key={offer.id}>
                    <td className="px-2 py-2">
                      <p className="font-semibold">{offer.name}</p>
                      <p className="text-neutral-700">
                        {offer.badge}
                        {offer.active ? '' : ' · off'}
                        {offer.onlineOnly ? ' · online only' : ''}
                      </p>
                    </td>
                    <td className="px-2 py-2">{coversText(offer, collectionNames)}</td>
                    <td className="px-2 py-2">
                      {day(offer.startsAt)} – {offer.endsAt ? day(offer.endsAt) : 'no end'}
                    </td>
                    <td className="px-2 py-2">{row?.orders ?? 0}</td>
                    <td className="px-2 py-2">{row?.pieces ?? 0}</td>
                    <td className="px-2 py-2">{rupees(row?.revenuePaise ?? 0)}</td>
                    <td className="px-2 py-2">{rupees(row?.discountPaise ?? 0)}</td>
                    <td className="px-2 py-2">
                      <Button variant="secondary" onClick={() => setEditing(offer)}>
                        Edit<span className="sr-only"> {offer.name}</span>
                      </Button>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
