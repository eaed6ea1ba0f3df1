/**
 * Offers over a collection (BUSINESS.md sections 11 and 12; docs/decisions/040-offers.md): the
 * admin names a collection as the offer's pieces, the cart applies it to the collection's
 * products as they are now, a collection that does not exist is refused in words, and a
 * collection an offer still applies to cannot be deleted.
 */
import { describe, expect, it } from 'vitest';
import { collections, offers } from '#server/db/schema';
import type { CheckoutQuote } from '#shared/coupons';
import { OFFER_FORM_MESSAGES } from '#shared/offers';
import { headersFor } from '#tests/support/admin-factories';
import { createTestApp } from '#tests/support/app';
import { asShopper, putInCart } from '#tests/support/cart-factories';
import { createCollectionVia } from '#tests/support/collection-factories';
import { createAdmin, createProduct, createShopper } from '#tests/support/factories';
import { createOfferVia, offerPayload } from '#tests/support/offer-factories';

describe('an offer over a collection', async () => {
  const { app, database } = await createTestApp();
  const db = database.db;
  const admin = await createAdmin(db);
  const picked = [
    await createProduct(db, { name: 'Rust Tee', price: 799, stock: { M: 20 } }),
    await createProduct(db, { name: 'Sand Hoodie', price: 1499, category: 'hoodies', stock: { M: 20 } }),
  ];
  const outside = await createProduct(db, { name: 'Plain Tee', price: 899, stock: { M: 20 } });
  const collection = await createCollectionVia(app, admin, { itemIds: picked.map((p) => p.itemId) });
  const post = (payload: object) =>
    app.inject({ method: 'POST', url: '/api/admins/offers', headers: headersFor(admin), payload });
  const del = (id: number) =>
    app.inject({ method: 'DELETE', url: `/api/admins/collections/${id}`, headers: headersFor(admin) });

  it('applies "any 2 for ₹1,999" to the collection’s pieces only', async () => {
    const offer = await createOfferVia(app, admin, {
      name: 'Any 2 from the edit for ₹1,999',
      selector: { kind: 'collection', collectionId: collection.id },
      buyQuantity: 2,
      bundlePricePaise: 199_900,
    });
    expect(offer.selector).toEqual({ kind: 'collection', collectionId: collection.id });
    const shopper = await createShopper(db);
    await putInCart(db, shopper.id, picked[0]!, 'M', 1);
    await putInCart(db, shopper.id, outside, 'M', 1);
    const before = (await asShopper(app, shopper).post('/api/cart/quote', {})).json() as CheckoutQuote;
    // The plain tee is not in the collection: one piece of the two, so nothing yet.
    expect(before.offers.savingPaise).toBe(0);
    expect(before.offers.nudges).toEqual([{ offerId: offer.id, message: 'Add 1 more to get 2 for ₹1,999' }]);
    await putInCart(db, shopper.id, picked[1]!, 'M', 1);
    const after = (await asShopper(app, shopper).post('/api/cart/quote', {})).json() as CheckoutQuote;
    // ₹799 + ₹1,499 = ₹2,298 for ₹1,999: ₹299 off.
    expect(after.offers.savingPaise).toBe(29_900);
    expect(after.offers.applied).toEqual([expect.objectContaining({ offerId: offer.id, pieces: 2 })]);
  });

  it.each([
    [
      'a collection that does not exist',
      { kind: 'collection', collectionId: 999_999 },
      OFFER_FORM_MESSAGES.unknownCollection,
    ],
    [
      'a collection id that is not a number',
      { kind: 'collection', collectionId: 'summer' },
      OFFER_FORM_MESSAGES.collection,
    ],
  ])('refuses %s in words and saves nothing', async (_what, selector, message) => {
    const before = await db.$count(offers);
    const res = await post(offerPayload({ selector }));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ errorMessage: message, code: 'validation' });
    expect(await db.$count(offers)).toBe(before);
  });

  it('refuses to delete a collection a live offer applies to, in words, and deletes it once the offer is off', async () => {
    const used = await createCollectionVia(app, admin, { itemIds: [outside.itemId] });
    const offer = await createOfferVia(app, admin, {
      name: 'Plain tees 2 for ₹1,500',
      selector: { kind: 'collection', collectionId: used.id },
      buyQuantity: 2,
      bundlePricePaise: 150_000,
    });
    const before = await db.$count(collections);
    const refused = await del(used.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().errorMessage).toBe(
      'This collection cannot be deleted: the offer "Plain tees 2 for ₹1,500" applies to it. End the offer or choose another collection for it first',
    );
    expect(await db.$count(collections)).toBe(before);
    const off = await app.inject({
      method: 'PUT',
      url: `/api/admins/offers/${offer.id}`,
      headers: headersFor(admin),
      payload: offerPayload({
        name: offer.name,
        selector: offer.selector,
        buyQuantity: 2,
        bundlePricePaise: 150_000,
        active: false,
      }),
    });
    expect(off.statusCode).toBe(200);
    expect((await del(used.id)).statusCode).toBe(204);
    expect(await db.$count(collections)).toBe(before - 1);
  });
});
