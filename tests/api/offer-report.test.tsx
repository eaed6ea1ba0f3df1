/**
 * The back office's report per offer (BUSINESS.md section 12, "Reporting"): orders, pieces,
 * revenue after the saving and the saving itself, from cash-on-delivery orders placed over HTTP.
 * A cancelled order gives its use back, so the report is net of cancellations; pieces and revenue
 * are the offer's own pieces, not the rest of the order. The dashboard's "Top offers" panel shows
 * the three offers with orders that brought the most revenue, from the same answer.
 *
 * Worked out in paise:
 *   Any 3 tees for ₹999 (₹799, ₹849, ₹899 = 2,54,700): saving 1,54,800 an order. Asha's order and
 *     Meera's (which also has ₹299 socks no offer covers) count: 2 orders, 6 pieces, revenue
 *     2 x 99,900 = 1,99,800, discount 2 x 1,54,800 = 3,09,600. Ravi's, cancelled, does not.
 *   Buy 2 hoodies get 1 free (₹1,499, ₹1,599, ₹1,699): the cheapest is free, saving 1,49,900;
 *     revenue 1,59,900 + 1,69,900 = 3,29,800; 3 pieces.
 *   20% off 2 or more sweatshirts (2 x ₹1,299 = 2,59,800): 20% is ₹519.60, rounded down to the
 *     rupee as percent savings are: saving 51,900, revenue 2,07,900.
 *   ₹200 off a cap above ₹1,000 (₹1,199): saving 20,000, revenue 99,900; 1 piece.
 *   10% off 2 or more shirts: never used, all zeros.
 * Most revenue first: hoodies 3,29,800, sweatshirts 2,07,900, tees 1,99,800, cap 99,900, shirts 0
 * (counting Ravi's cancelled order, the tees would be second with 2,99,700).
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { OfferReportRow } from '#shared/offers';
import { headersFor } from '#tests/support/admin-factories';
import { createTestApp } from '#tests/support/app';
import { asShopper, DELIVERY, putInCart } from '#tests/support/cart-factories';
import { createAdmin, createProduct, createShopper, type TestProduct } from '#tests/support/factories';
import { createOfferVia } from '#tests/support/offer-factories';
import { offersKey } from '#web/features/admin/offers/offers-api';
import { TopOffers } from '#web/features/admin/offers/TopOffers';

/** The panel as the dashboard renders it, holding this report as the back office fetched it. */
function topOffersText(report: OfferReportRow[]): string {
  const client = new QueryClient();
  client.setQueryData([...offersKey, 'report'], report);
  const html = renderToStaticMarkup(
    <QueryClientProvider client={client}>
      <TopOffers />
    </QueryClientProvider>,
  );
  return html
    .replace(/<!-- -->/g, '')
    .replace(/<[^>]+>/g, '\n')
    .split('\n')
    .map((part) => part.trim())
    .filter(Boolean)
    .join(' | ');
}

describe('the report per offer and the dashboard’s top offers', async () => {
  const { app, database } = await createTestApp();
  const db = database.db;
  const admin = await createAdmin(db);
  const product = (name: string, price: number, category = 'overtees') =>
    createProduct(db, { name, price, category, stock: { M: 20 } });
  const tees = [
    await product('Olive Tee', 799),
    await product('Sand Tee', 849),
    await product('Black Tee', 899),
  ];
  const hoodies = [
    await product('Loop Hoodie', 1499, 'hoodies'),
    await product('Zip Hoodie', 1599, 'hoodies'),
    await product('Heavy Hoodie', 1699, 'hoodies'),
  ];
  const sweatshirt = await product('Crew Sweatshirt', 1299, 'sweat shirt');
  const cap = await product('Canvas Cap', 1199);
  const shirt = await product('Linen Shirt', 1499);
  const socks = await product('Plain Socks', 299);
  const items = (...products: TestProduct[]) => ({
    kind: 'items',
    itemIds: products.map((p) => p.itemId),
  });
  const teesOffer = await createOfferVia(app, admin, { selector: items(...tees) });
  const hoodiesOffer = await createOfferVia(app, admin, {
    name: 'Buy 2 hoodies get 1 free',
    kind: 'buy_get',
    selector: items(...hoodies),
    buyQuantity: 2,
    freeQuantity: 1,
  });
  const sweatshirtsOffer = await createOfferVia(app, admin, {
    name: '20% off 2 or more sweatshirts',
    kind: 'percent_from',
    selector: items(sweatshirt),
    buyQuantity: 2,
    percentOff: 20,
  });
  const capOffer = await createOfferVia(app, admin, {
    name: '₹200 off a cap above ₹1,000',
    kind: 'flat_above',
    selector: items(cap),
    amountOffPaise: 20_000,
    minSubtotalPaise: 100_000,
  });
  const shirtsOffer = await createOfferVia(app, admin, {
    name: '10% off 2 or more shirts',
    kind: 'percent_from',
    selector: items(shirt),
    buyQuantity: 2,
    percentOff: 10,
  });

  const report = async () => {
    const res = await app.inject({ url: '/api/admins/offers/report', headers: headersFor(admin) });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as OfferReportRow[];
  };
  /** A new shopper's cash-on-delivery order of these pieces (size M); answers its public id. */
  const codOrder = async (...lines: [TestProduct, number][]) => {
    const shopper = await createShopper(db);
    for (const [p, quantity] of lines) await putInCart(db, shopper.id, p, 'M', quantity);
    const res = await asShopper(app, shopper).post('/api/cart/place-cod-order', DELIVERY);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().orderId as string;
  };
  const row = (
    offer: { id: number; name: string },
    orders: number,
    pieces: number,
    revenue: number,
    discount: number,
  ) => ({
    offerId: offer.id,
    name: offer.name,
    orders,
    pieces,
    revenuePaise: revenue,
    discountPaise: discount,
  });

  it('lists every offer at zero before any order, and the panel says none has orders yet', async () => {
    const empty = await report();
    expect(empty.map((r) => [r.orders, r.pieces, r.revenuePaise, r.discountPaise])).toEqual(
      Array.from({ length: 5 }, () => [0, 0, 0, 0]),
    );
    expect(topOffersText(empty)).toBe('Top offers | No orders with an offer yet.');
  });

  it('counts orders, pieces, revenue and discount per offer, net of a cancelled order', async () => {
    await codOrder([tees[0]!, 1], [tees[1]!, 1], [tees[2]!, 1]); // Asha
    const ravi = await codOrder([tees[0]!, 1], [tees[1]!, 1], [tees[2]!, 1]);
    await codOrder([tees[0]!, 1], [tees[1]!, 1], [tees[2]!, 1], [socks, 1]); // Meera
    await codOrder([hoodies[0]!, 1], [hoodies[1]!, 1], [hoodies[2]!, 1]);
    await codOrder([sweatshirt, 2]);
    await codOrder([cap, 1]);
    // Before Ravi cancels, his order counts with the others: 3 orders, 9 pieces of tees.
    expect((await report()).find((r) => r.offerId === teesOffer.id)).toEqual(
      row(teesOffer, 3, 9, 299_700, 464_400),
    );

    const cancel = await app.inject({
      method: 'PATCH',
      url: '/api/admins/cancel-order',
      headers: headersFor(admin),
      payload: { orderId: ravi },
    });
    expect(cancel.statusCode, cancel.body).toBe(200);

    const figures = await report();
    expect(figures).toEqual([
      row(hoodiesOffer, 1, 3, 329_800, 149_900),
      row(sweatshirtsOffer, 1, 2, 207_900, 51_900),
      row(teesOffer, 2, 6, 199_800, 309_600),
      row(capOffer, 1, 1, 99_900, 20_000),
      row(shirtsOffer, 0, 0, 0, 0),
    ]);

    // The panel: the top three by revenue, in rupees; the cap (fourth) and the unused offer are left out.
    expect(topOffersText(figures)).toBe(
      [
        'Top offers',
        'Buy 2 hoodies get 1 free',
        '1 order · 3 pieces · ₹3,298 (−₹1,499)',
        '20% off 2 or more sweatshirts',
        '1 order · 2 pieces · ₹2,079 (−₹519)',
        'Any 3 tees for ₹999',
        '2 orders · 6 pieces · ₹1,998 (−₹3,096)',
      ].join(' | '),
    );
  });
});
