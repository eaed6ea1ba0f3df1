/** The dashboard's top offers (BUSINESS.md section 12): the three that brought the most revenue. */
import { formatRupees, paiseToRupees } from '#shared/money';
import { useOfferReport } from './offers-api';

export function TopOffers() {
  const report = useOfferReport();
  const top = (report.data ?? []).filter((row) => row.orders > 0).slice(0, 3);
  return (
    <section
      aria-labelledby="top-offers-heading"
      className="rounded-lg border border-neutral-200 bg-white p-5"
    >
      <h2 id="top-offers-heading" className="text-lg font-bold">
        Top offers
      </h2>
      {top.length === 0 ? (
        <p className="mt-2 text-sm text-neutral-700">No orders with an offer yet.</p>
      ) : (
        <ol className="mt-2 space-y-1 text-sm">
          {top.map((row) => (
            <li key={row.offerId} className="flex justify-between gap-4">
              <span className="font-semibold">{row.name}</span>
              <span>
                {row.orders} {row.orders === 1 ? 'order' : 'orders'} · {row.pieces}{' '}
                {row.pieces === 1 ? 'piece' : 'pieces'} · {formatRupees(paiseToRupees(row.revenuePaise))} (−
                {formatRupees(paiseToRupees(row.discountPaise))})
              </span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
