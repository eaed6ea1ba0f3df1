/**
 * The authorization matrix: every route of the server, called as a visitor, as shopper A, as
 * shopper B and as an administrator. A route added without an entry here fails the first test,
 * so nobody ships an endpoint whose access rule was never decided.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { cartItems, orderItems, orders, savedAddresses } from '#server/db/schema';
import { issueCreditNote } from '#server/modules/invoices';
import { dispatchOrder } from '#server/modules/orders';
import { saveInvoiceSettings } from '#tests/support/invoice-factories';
import { TEST_PAYOUT } from '#tests/support/return-factories';
import { insertOrder } from '../support/admin-factories';
import { apiKeyHeader, createTestApp } from '../support/app';
import { DELIVERY, startOnlineOrder } from '../support/cart-factories';
import { collectionPayload, createCollectionVia } from '../support/collection-factories';
import { couponPayload, createCouponVia } from '../support/coupon-factories';
import { createAdmin, createProduct, createShopper, TEST_PASSWORD } from '../support/factories';
import { createOfferVia, offerPayload } from '../support/offer-factories';

type Role = 'visitor' | 'shopperA' | 'shopperB' | 'admin';
/** Who gets through: a refused role answers 401 (or 403 / 404 where stated). */
type Access = 'public' | 'shopper' | 'admin' | 'owner' | 'provider' | 'dev';

interface Entry {
  access: Access;
  /** A request that shopper A is entitled to make; owner routes target A's resources. */
  request?: () => Promise<{ url?: string; body?: unknown }>;
}

describe('authorization matrix', async () => {
  const { app, database } = await createTestApp();
  const db = database.db;
  const shopperA = await createShopper(db);
  const shopperB = await createShopper(db);
  const admin = await createAdmin(db);
  const product = await createProduct(db, { stock: { M: 50 } });
  await app.ready();

  const capturedOrderOfA = async () =>
    (await insertOrder(db, { shopper: shopperA, product, status: 'captured' })).orderId;
  const deliveredOrderOfA = async () => {
    const order = await insertOrder(db, { shopper: shopperA, product, status: 'delivered' });
    await db.update(orders).set({ deliveredAt: new Date() }).where(eq(orders.id, order.id));
    const [line] = await db.select().from(orderItems).where(eq(orderItems.orderId, order.id));
    return { orderId: order.orderId, lineId: line!.id };
  };
  const returnRequest = { reason: 'too_small', resolution: 'refund', payout: TEST_PAYOUT };
  // Dispatch issues the tax invoice the invoice downloads need.
  await saveInvoiceSettings(db);
  const dispatchedOrderOfA = async () => {
    const orderId = await capturedOrderOfA();
    await dispatchOrder(db, { orderId, trackingId: 'DTDC-1', actor: 'admin:1' });
    return orderId;
  };
  /** A dispatched order of A whose invoice is credited in full (a refund after dispatch). */
  const creditedOrderOfA = async () => {
    const orderId = await dispatchedOrderOfA();
    const [order] = await db.select().from(orders).where(eq(orders.orderId, orderId));
    await db.transaction((tx) => issueCreditNote(tx, { orderId: order!.id, reason: 'Refund' }, new Date()));
    return orderId;
  };
  const memberId = async () => (await createAdmin(db, { roles: ['support'] })).id;
  const ADDRESS = {
    fullName: 'Asha Rao',
    mobile: '9876543210',
    line1: '12 MG Road',
    city: 'Bengaluru',
    state: 'Karnataka',
    pincode: '560001',
  };
  const addressOfA = async () => {
    await db.delete(savedAddresses).where(eq(savedAddresses.userId, shopperA.id));
    const res = await app.inject({
      method: 'POST',
      url: '/api/users/addresses',
      headers: { cookie: shopperA.cookie, 'content-type': 'application/json' },
      payload: JSON.stringify(ADDRESS),
    });
    return res.json().address.id as number;
  };
  const onlineOrderOfA = async () => {
    await db.delete(cartItems).where(eq(cartItems.userId, shopperA.id));
    return (await startOnlineOrder(app, db, shopperA, product)).providerOrderId;
  };

  const breachBody = () => ({
    summary: 'A test server exposed order data.',
    dataKinds: 'Names and email addresses',
    consequences: 'Unwanted mail.',
    measures: 'The server is closed.',
    shopperSteps: 'Be wary of mail claiming to be from us.',
    occurredAt: new Date(Date.now() - 3 * 3_600_000).toISOString(),
    learnedAt: new Date(Date.now() - 2 * 3_600_000).toISOString(),
    affected: { all: true, contacts: [] },
  });
  const breachUrl = async (tail: string) => {
    const made = await app.inject({
      method: 'POST',
      url: '/api/admins/breaches',
      headers: { ...apiKeyHeader, cookie: admin.cookie },
      payload: breachBody(),
    });
    return `/api/admins/breaches/${made.json().id}${tail}`;
  };
  const matrix: Record<string, Entry> = {
    'GET /healthz': { access: 'public' },
    'GET /readyz': { access: 'public' },
    'GET /get-items': { access: 'public' },
    'GET /api/items/search': { access: 'public' },
    'GET /api/items/facets': { access: 'public' },
    'GET /api/size-guide/:category': {
      access: 'public',
      request: async () => ({ url: '/api/size-guide/hoodies' }),
    },
    'GET /api/size-guide/products/:itemId': {
      access: 'public',
      request: async () => ({ url: `/api/size-guide/products/${product.itemId}` }),
    },
    'GET /api/reviews/:itemId': {
      access: 'public',
      request: async () => ({ url: `/api/reviews/${product.itemId}` }),
    },
    // Each shopper reads and writes only their own review (the session names it, not the URL).
    'GET /api/users/reviews/:itemId': { access: 'shopper' },
    'POST /api/users/reviews/:itemId': {
      access: 'shopper',
      // Both shoppers received the product, so a refusal can only be authorization's.
      request: async () => {
        const reviewed = await createProduct(db);
        for (const shopper of [shopperA, shopperB])
          await insertOrder(db, { shopper, product: reviewed, status: 'delivered' });
        return { url: `/api/users/reviews/${reviewed.itemId}`, body: { stars: 4, fit: 'true', size: 'M' } };
      },
    },
    'GET /api/pincodes/:pincode': {
      access: 'public',
      request: async () => ({ url: '/api/pincodes/560001' }),
    },
    'GET /api/items/:id': {
      access: 'public',
      request: async () => ({ url: `/api/items/${product.itemId}` }),
    },
    'GET /products/:productId': { access: 'public' },
    'GET /sitemap.xml': { access: 'public' },
    'GET /api/returns/policy': { access: 'public' },
    'GET /robots.txt': { access: 'public' },
    'GET /images/:file': {
      access: 'public',
      request: async () => ({ url: `/images/${product.imageId}.webp` }),
    },
    'POST /api/users/get-otp': { access: 'public' },
    'PATCH /api/users/validate-otp': { access: 'public' },
    'POST /api/users/register': { access: 'public' },
    'POST /api/users/login': { access: 'public' },
    'POST /api/users/get-reset-otp': { access: 'public' },
    'PATCH /api/users/reset-password': { access: 'public' },
    'POST /api/admins/login': { access: 'public' },
    'POST /api/users/mobile/get-code': {
      access: 'public',
      request: async () => ({ body: { mobile: '9876500001' } }),
    },
    'POST /api/users/mobile/sign-in': {
      access: 'public',
      request: async () => ({ body: { mobile: '9876500002', code: '123456' } }),
    },
    'POST /api/users/mobile/register': {
      access: 'public',
      request: async () => ({ body: { mobile: '9876500003', firstName: 'Asha', lastName: 'Rao' } }),
    },
    // Only WhatsApp's signature (or, for the handshake, its verify token) opens the webhook.
    'GET /api/messaging/whatsapp/webhook': { access: 'provider' },
    'POST /api/messaging/whatsapp/webhook': { access: 'provider' },
    'GET /dev/outbox': { access: 'dev' },
    'GET /sandbox-checkout/sandbox-checkout.js': { access: 'public' },
    'POST /api/payments/razorpay/webhook': { access: 'provider' },
    // Only the courier service's token opens it (src/server/modules/shipping/ship.test.ts); no session does.
    'POST /api/shipping/tracking-updates': { access: 'provider' },
    'GET /api/pincodes/:pincode/delivery-date': {
      access: 'public',
      request: async () => ({ url: '/api/pincodes/560001/delivery-date' }),
    },
    // Open on this machine outside production; its token is tested in tests/api/metrics.test.ts.
    'GET /metrics': { access: 'public' },
    'GET /api/openapi.json': { access: 'public' },
    // The API docs page and its files (@fastify/swagger-ui), outside production only.
    'GET /api/docs': { access: 'dev' },
    'GET /api/docs/json': { access: 'dev' },
    'GET /api/docs/yaml': { access: 'dev' },
    'GET /api/docs/static/swagger-initializer.js': { access: 'dev' },
    'GET /api/docs/static/index.html': { access: 'public' },
    'GET /api/docs/static/*': { access: 'dev', request: async () => ({ url: '/api/docs/static/index.css' }) },

    // Notify me and the wishlist (docs/product.md section 19): asking and a browser list's preview are open to visitors.
    'POST /api/notify-me': {
      access: 'public',
      request: async () => ({ body: { itemId: product.itemId, size: 'XXL', contact: 'matrix@example.in' } }),
    },
    'POST /api/notify-me/confirm': {
      access: 'public',
      request: async () => ({
        body: { itemId: product.itemId, size: 'XXL', contact: 'matrix@example.in', code: '000000' },
      }),
    },
    'POST /api/notify-me/unsubscribe': {
      access: 'public',
      request: async () => ({ body: { token: 'x'.repeat(32) } }),
    },
    'POST /api/wishlist/preview': { access: 'public', request: async () => ({ body: { items: [] } }) },
    'POST /api/events': {
      access: 'public',
      request: async () => ({ body: { events: [{ name: 'page_view', template: 'home', page: '/' }] } }),
    },
    'GET /api/wishlist': { access: 'shopper' },
    'PUT /api/wishlist/:itemId': { access: 'shopper' },
    'DELETE /api/wishlist/:itemId': { access: 'shopper' },
    'POST /api/wishlist/merge': {
      access: 'shopper',
      request: async () => ({ body: { items: [{ itemId: product.itemId, price: 799 }] } }),
    },
    'GET /api/users/me': { access: 'shopper' },
    'GET /api/users/logout': { access: 'shopper' },
    'GET /api/users/orders': { access: 'shopper' },
    'POST /api/users/me/mobile/get-code': {
      access: 'shopper',
      request: async () => ({ body: { mobile: '9876500004' } }),
    },
    'PATCH /api/users/me/mobile': {
      access: 'shopper',
      request: async () => ({ body: { mobile: '9876500005', code: '123456' } }),
    },
    'POST /api/users/me/email/get-code': {
      access: 'shopper',
      request: async () => ({ body: { email: 'new.address@example.in' } }),
    },
    'PATCH /api/users/me/email': {
      access: 'shopper',
      request: async () => ({ body: { email: 'new.address@example.in', code: '123456' } }),
    },
    'GET /api/users/me/whatsapp': { access: 'shopper' },
    'PUT /api/users/me/whatsapp': { access: 'shopper', request: async () => ({ body: { optIn: false } }) },
    'GET /api/users/me/consents': { access: 'shopper' },
    'PUT /api/users/me/consents': {
      access: 'shopper',
      request: async () => ({ body: { purpose: 'offers', granted: false } }),
    },
    'GET /api/users/me/data': { access: 'shopper' },
    'GET /api/users/me/breach-notices': { access: 'shopper' },
    // Each shopper has an open order, so the erasure waits and both accounts stay for the rest.
    'POST /api/users/me/erase': {
      access: 'shopper',
      request: async () => {
        for (const shopper of [shopperA, shopperB])
          await insertOrder(db, { shopper, product, status: 'captured' });
        return { body: {} };
      },
    },
    // The marketing mail's link: its token is the only key (an unknown one answers 404).
    'GET /api/privacy/withdraw': {
      access: 'public',
      request: async () => ({ url: '/api/privacy/withdraw?token=unknown' }),
    },
    'GET /api/privacy/notice': { access: 'public' },
    // A reminder's link and its stop link: the token is the only key (a made-up one is a page saying so).
    'GET /cart/restore/:token': { access: 'public', request: async () => ({ url: '/cart/restore/unknown' }) },
    'GET /cart/restore/:token/stop': {
      access: 'public',
      request: async () => ({ url: '/cart/restore/unknown/stop' }),
    },
    'POST /api/privacy/grievances': {
      access: 'public',
      request: async () => ({
        body: { name: 'Asha', email: 'asha@example.in', message: 'My data was shown wrongly.' },
      }),
    },
    'GET /api/admins/grievances': { access: 'admin' },
    'POST /api/admins/grievances/:id/reply': {
      access: 'admin',
      request: async () => {
        const filed = await app.inject({
          method: 'POST',
          url: '/api/privacy/grievances',
          payload: { name: 'Asha', email: 'asha@example.in', message: 'My data was shown wrongly.' },
        });
        return { url: `/api/admins/grievances/${filed.json().id}/reply`, body: { reply: 'Corrected.' } };
      },
    },
    'GET /api/admins/breaches': { access: 'admin' },
    'POST /api/admins/breaches': {
      access: 'admin',
      request: async () => ({ body: breachBody() }),
    },
    'GET /api/admins/breaches/:id': { access: 'admin', request: async () => ({ url: await breachUrl('') }) },
    'POST /api/admins/breaches/:id/notices': {
      access: 'admin',
      request: async () => ({ url: await breachUrl('/notices') }),
    },
    'POST /api/admins/breaches/:id/report': {
      access: 'admin',
      request: async () => ({
        url: await breachUrl('/report'),
        body: { reportedAt: new Date(Date.now() - 60_000).toISOString() },
      }),
    },
    // Only the SMS gateway's inbound token opens it.
    'POST /api/privacy/sms/inbound': {
      access: 'provider',
      request: async () => ({ body: { mobile: '9876500009', text: 'STOP' } }),
    },
    'POST /api/cart/add-to-cart': {
      access: 'shopper',
      request: async () => ({ body: { itemId: product.itemId, selectedSize: 'M', quantity: 1 } }),
    },
    'GET /api/cart/get-cart-items': { access: 'shopper' },
    // A visitor's cart lives in the browser: anyone may preview it; merging needs the account.
    'POST /api/cart/preview': {
      access: 'public',
      request: async () => ({
        body: { items: [{ itemId: product.itemId, selectedSize: 'M', quantity: 1 }] },
      }),
    },
    'POST /api/cart/merge': {
      access: 'shopper',
      request: async () => ({
        body: { items: [{ itemId: product.itemId, selectedSize: 'M', quantity: 1 }] },
      }),
    },
    'PUT /api/cart/remove-item': {
      access: 'shopper',
      request: async () => ({ body: { itemId: product.itemId } }),
    },
    'PATCH /api/cart/clear-cart': { access: 'shopper' },
    'POST /api/cart/place-cod-order': { access: 'shopper', request: async () => ({ body: DELIVERY }) },
    'POST /api/cart/create-order': { access: 'shopper', request: async () => ({ body: { amount: 100 } }) },
    'POST /api/cart/quote': { access: 'shopper', request: async () => ({ body: {} }) },
    'POST /api/cart/place-store-credit-order': {
      access: 'shopper',
      request: async () => ({ body: DELIVERY }),
    },
    'GET /api/users/store-credit': { access: 'shopper' },
    // The confirmation link needs no login: its token opens that one order (tests in modules/cod).
    'GET /api/cod/:token': { access: 'public' },
    'POST /api/cod/:token/confirm': { access: 'public' },
    'POST /api/cod/:token/pay-online': { access: 'public' },
    'POST /api/cod/:token/pay-online/verify': { access: 'public' },
    'PATCH /api/admins/orders/:orderId/rto': {
      access: 'admin',
      request: async () => ({ url: `/api/admins/orders/${await dispatchedOrderOfA()}/rto`, body: {} }),
    },
    'PATCH /api/admins/orders/:orderId/rto-received': {
      access: 'admin',
      request: async () => ({
        url: `/api/admins/orders/${await dispatchedOrderOfA()}/rto-received`,
        body: { restock: true },
      }),
    },
    // An empty body: a visitor must hear 401 before any word about the body's rules.
    'POST /api/cart/verify-payment': { access: 'shopper' },

    'GET /api/users/addresses': { access: 'shopper' },
    'POST /api/users/addresses': { access: 'shopper', request: async () => ({ body: ADDRESS }) },
    'PUT /api/users/addresses/:id': {
      access: 'owner',
      request: async () => ({ url: `/api/users/addresses/${await addressOfA()}`, body: ADDRESS }),
    },
    'POST /api/users/addresses/:id/default': {
      access: 'owner',
      request: async () => ({ url: `/api/users/addresses/${await addressOfA()}/default`, body: {} }),
    },
    'DELETE /api/users/addresses/:id': {
      access: 'owner',
      request: async () => ({ url: `/api/users/addresses/${await addressOfA()}` }),
    },

    'PUT /api/cart/update-order-service': {
      access: 'owner',
      request: async () => ({
        body: { orderId: await capturedOrderOfA(), newAddress: '9 Residency Road, Bengaluru 560025' },
      }),
    },
    'GET /api/users/orders/:orderId/shipment': {
      access: 'owner',
      request: async () => ({ url: `/api/users/orders/${await capturedOrderOfA()}/shipment` }),
    },
    // A's order has no failed delivery: A gets 409, B 404; only the owner reaches the check.
    'POST /api/users/orders/:orderId/reattempt': {
      access: 'shopper',
      request: async () => ({
        url: `/api/users/orders/${await capturedOrderOfA()}/reattempt`,
        body: { date: '2030-01-01' },
      }),
    },
    'GET /api/users/orders/:orderId': {
      access: 'owner',
      request: async () => ({ url: `/api/users/orders/${await capturedOrderOfA()}` }),
    },
    'POST /api/users/orders/:orderId/cancel': {
      access: 'owner',
      request: async () => ({ url: `/api/users/orders/${await capturedOrderOfA()}/cancel`, body: {} }),
    },
    'POST /api/users/orders/:orderId/confirm-cod': {
      access: 'owner',
      request: async () => ({ url: `/api/users/orders/${await capturedOrderOfA()}/confirm-cod`, body: {} }),
    },
    'POST /api/users/orders/:orderId/returns': {
      access: 'owner',
      request: async () => {
        const { orderId, lineId } = await deliveredOrderOfA();
        return {
          url: `/api/users/orders/${orderId}/returns`,
          body: { ...returnRequest, lines: [{ lineId, quantity: 1 }] },
        };
      },
    },
    'POST /api/cart/abandon-payment': {
      access: 'owner',
      request: async () => ({ body: { order_id: await onlineOrderOfA() } }),
    },
    'GET /api/users/orders/:orderId/invoice': {
      access: 'owner',
      request: async () => ({ url: `/api/users/orders/${await dispatchedOrderOfA()}/invoice` }),
    },
    'GET /api/users/orders/:orderId/credit-notes/:position': {
      access: 'owner',
      request: async () => ({ url: `/api/users/orders/${await creditedOrderOfA()}/credit-notes/1` }),
    },
    'GET /sandbox-checkout/:orderId': {
      access: 'owner',
      request: async () => ({ url: `/sandbox-checkout/${await onlineOrderOfA()}` }),
    },
    'POST /sandbox-checkout/:orderId/pay': {
      access: 'owner',
      request: async () => ({ url: `/sandbox-checkout/${await onlineOrderOfA()}/pay`, body: {} }),
    },
    'POST /sandbox-checkout/:orderId/fail': {
      access: 'owner',
      request: async () => ({ url: `/sandbox-checkout/${await onlineOrderOfA()}/fail`, body: {} }),
    },

    'GET /api/admins/me': { access: 'admin' },
    'GET /api/admins/logout': { access: 'admin' },
    'GET /api/admins/items-list': { access: 'admin' },
    'POST /api/admins/upload': { access: 'admin' },
    'PATCH /api/admins/update-item': { access: 'admin' },
    'DELETE /api/admins/delete-product': { access: 'admin' },
    'GET /api/admins/orders': { access: 'admin' },
    'GET /api/admins/orders/search': { access: 'admin' },
    'GET /api/admins/orders/export': { access: 'admin' },
    'POST /api/admins/orders/bulk-dispatch': {
      access: 'admin',
      request: async () => ({ body: { csv: `${await capturedOrderOfA()},DTDC,D-1` } }),
    },
    'GET /api/admins/orders/packing-slips': {
      access: 'admin',
      request: async () => ({ url: `/api/admins/orders/packing-slips?orderIds=${await capturedOrderOfA()}` }),
    },
    'PATCH /api/admins/dispatch': { access: 'admin' },
    'PATCH /api/admins/cancel-order': { access: 'admin' },
    'GET /api/admins/orders/:orderId/messages': {
      access: 'admin',
      request: async () => ({ url: `/api/admins/orders/${await capturedOrderOfA()}/messages` }),
    },
    'GET /api/admins/orders/:orderId/invoice': {
      access: 'admin',
      request: async () => ({ url: `/api/admins/orders/${await dispatchedOrderOfA()}/invoice` }),
    },
    'GET /api/admins/orders/:orderId/credit-notes/:position': {
      access: 'admin',
      request: async () => ({ url: `/api/admins/orders/${await creditedOrderOfA()}/credit-notes/1` }),
    },
    'GET /api/admins/gst-export': {
      access: 'admin',
      request: async () => ({ url: '/api/admins/gst-export?month=2026-04' }),
    },
    'GET /api/admins/coupons': { access: 'admin' },
    'POST /api/admins/coupons': { access: 'admin', request: async () => ({ body: couponPayload() }) },
    'PUT /api/admins/coupons/:id': {
      access: 'admin',
      request: async () => {
        const coupon = await createCouponVia(app, admin);
        return { url: `/api/admins/coupons/${coupon.id}`, body: couponPayload({ code: coupon.code }) };
      },
    },
    'PUT /api/admins/coupons/:id/paused': {
      access: 'admin',
      request: async () => ({
        url: `/api/admins/coupons/${(await createCouponVia(app, admin)).id}/paused`,
        body: { paused: true },
      }),
    },
    'GET /api/offers': { access: 'public' },
    'GET /api/admins/offers': { access: 'admin' },
    'GET /api/admins/styles': { access: 'admin' },
    'POST /api/admins/styles': { access: 'admin' },
    'POST /api/admins/styles/from-product': { access: 'admin' },
    'GET /api/admins/styles/:styleId': { access: 'admin' },
    'POST /api/admins/styles/:styleId/colours': { access: 'admin' },
    'PUT /api/admins/styles/:styleId/order': { access: 'admin' },
    'POST /api/admins/styles/:styleId/members': { access: 'admin' },
    'GET /api/admins/offers/report': { access: 'admin' },
    'POST /api/admins/offers': { access: 'admin', request: async () => ({ body: offerPayload() }) },
    'PUT /api/admins/offers/:id': {
      access: 'admin',
      request: async () => ({
        url: `/api/admins/offers/${(await createOfferVia(app, admin)).id}`,
        body: offerPayload(),
      }),
    },
    'GET /api/collections': { access: 'public' },
    'GET /api/collections/:slug': {
      access: 'public',
      request: async () => ({
        url: `/api/collections/${(await createCollectionVia(app, admin, { itemIds: [product.itemId] })).slug}`,
      }),
    },
    'GET /api/collections/:slug/items': {
      access: 'public',
      request: async () => ({
        url: `/api/collections/${(await createCollectionVia(app, admin, { itemIds: [product.itemId] })).slug}/items`,
      }),
    },
    'GET /api/collections/:slug/facets': {
      access: 'public',
      request: async () => ({
        url: `/api/collections/${(await createCollectionVia(app, admin, { itemIds: [product.itemId] })).slug}/facets`,
      }),
    },
    'GET /api/admins/collections': { access: 'admin' },
    'GET /api/admins/collections/:id': {
      access: 'admin',
      request: async () => ({
        url: `/api/admins/collections/${(await createCollectionVia(app, admin, { itemIds: [product.itemId] })).id}`,
      }),
    },
    'POST /api/admins/collections': {
      access: 'admin',
      request: async () => ({ body: collectionPayload({ itemIds: [product.itemId] }) }),
    },
    'POST /api/admins/collections/preview': {
      access: 'admin',
      request: async () => ({ body: { kind: 'hand_picked', itemIds: [product.itemId] } }),
    },
    'PUT /api/admins/collections/:id': {
      access: 'admin',
      request: async () => {
        const made = await createCollectionVia(app, admin, { itemIds: [product.itemId] });
        return {
          url: `/api/admins/collections/${made.id}`,
          body: collectionPayload({ slug: made.slug, itemIds: [product.itemId] }),
        };
      },
    },
    'DELETE /api/admins/collections/:id': {
      access: 'admin',
      request: async () => ({
        url: `/api/admins/collections/${(await createCollectionVia(app, admin, { itemIds: [product.itemId] })).id}`,
      }),
    },
    'PATCH /api/admins/deliver': { access: 'admin' },
    'GET /api/admins/returns': { access: 'admin' },
    'PATCH /api/admins/returns/:returnId/approve': { access: 'admin' },
    'PATCH /api/admins/returns/:returnId/reject': { access: 'admin' },
    'PATCH /api/admins/returns/:returnId/receive': { access: 'admin' },
    'PATCH /api/admins/returns/:returnId/pickup': { access: 'admin' },
    'PATCH /api/admins/returns/:returnId/refund': { access: 'admin' },
    'PUT /api/admins/size-guide/:category': {
      access: 'admin',
      request: async () => ({
        url: '/api/admins/size-guide/hoodies',
        body: {
          sizes: Object.fromEntries(
            ['S', 'M', 'L', 'XL', 'XXL', 'XXXL'].map((s, i) => [
              s,
              { chestInches: 44 + i * 2, lengthInches: 27 + i },
            ]),
          ),
        },
      }),
    },
    'PUT /api/admins/products/:itemId/measurements': {
      access: 'admin',
      request: async () => ({
        url: `/api/admins/products/${product.itemId}/measurements`,
        body: { sizes: { M: { chestCm: 120, lengthCm: 72, shoulderCm: 58, sleeveCm: 24 } }, model: null },
      }),
    },
    'GET /api/admins/reviews': { access: 'admin' },
    'PATCH /api/admins/reviews/:reviewId/approve': { access: 'admin' },
    'PATCH /api/admins/reviews/:reviewId/reject': { access: 'admin' },
    'GET /api/admins/settings': { access: 'admin' },
    'GET /api/admins/couriers': { access: 'admin' },
    'POST /api/admins/shipping/ship': {
      access: 'admin',
      request: async () => ({ body: { orderIds: [await capturedOrderOfA()] } }),
    },
    'GET /api/admins/shipping/labels': {
      access: 'admin',
      request: async () => ({ url: `/api/admins/shipping/labels?orderIds=${await capturedOrderOfA()}` }),
    },
    'GET /api/admins/shipping/shipments': { access: 'admin' },
    'GET /api/admins/shipping/ndr': { access: 'admin' },
    'POST /api/admins/shipping/ndr/:orderId': {
      access: 'admin',
      request: async () => ({
        url: `/api/admins/shipping/ndr/${await capturedOrderOfA()}`,
        body: { action: 'return' },
      }),
    },
    'POST /api/admins/shipping/sandbox/:awb/advance': {
      access: 'admin',
      request: async () => ({
        url: '/api/admins/shipping/sandbox/TESTF0000/advance',
        body: { stage: 'in_transit' },
      }),
    },
    'GET /api/admins/items/:itemId': {
      access: 'admin',
      request: async () => ({ url: `/api/admins/items/${product.itemId}` }),
    },
    'GET /api/admins/items/:itemId/stock-history': {
      access: 'admin',
      request: async () => ({ url: `/api/admins/items/${product.itemId}/stock-history` }),
    },
    'GET /api/admins/dashboard': { access: 'admin' },
    'GET /api/admins/analytics': {
      access: 'admin',
      request: async () => ({ url: '/api/admins/analytics?from=2026-11-01&to=2026-11-30' }),
    },
    'GET /api/admins/analytics/speed': {
      access: 'admin',
      request: async () => ({ url: '/api/admins/analytics/speed?from=2026-11-01&to=2026-11-30' }),
    },
    'GET /api/admins/analytics/csv/:report': {
      access: 'admin',
      request: async () => ({ url: '/api/admins/analytics/csv/sources?from=2026-11-01&to=2026-11-30' }),
    },
    'POST /api/admins/analytics/refresh': { access: 'admin', request: async () => ({ body: {} }) },
    'GET /api/admins/recovery/figures': {
      access: 'admin',
      request: async () => ({ url: '/api/admins/recovery/figures?days=7' }),
    },
    'GET /api/admins/cod-panel': { access: 'admin' },
    'POST /api/admins/cod-panel/stop-cod': {
      access: 'admin',
      request: async () => ({ body: { pincode: '110001' } }),
    },
    'GET /api/admins/notify-me': { access: 'admin' },
    // Staff management (BUSINESS.md section 15); each role's access is in staff-permissions.test.ts.
    'GET /api/admins/staff': { access: 'admin' },
    'GET /api/admins/audit': { access: 'admin' },
    'POST /api/admins/staff': {
      access: 'admin',
      request: async () => ({ body: { email: `member${Date.now()}@oversized.in`, roles: ['support'] } }),
    },
    'PUT /api/admins/staff/:id/roles': {
      access: 'admin',
      request: async () => ({
        url: `/api/admins/staff/${await memberId()}/roles`,
        body: { roles: ['catalogue'] },
      }),
    },
    'POST /api/admins/staff/:id/suspend': {
      access: 'admin',
      request: async () => ({ url: `/api/admins/staff/${await memberId()}/suspend` }),
    },
    'POST /api/admins/staff/:id/reinstate': {
      access: 'admin',
      request: async () => ({ url: `/api/admins/staff/${await memberId()}/reinstate` }),
    },
    'DELETE /api/admins/staff/:id': {
      access: 'admin',
      request: async () => ({ url: `/api/admins/staff/${await memberId()}` }),
    },
    // Two-step sign-in: only the sealed pending cookie a right password sets opens it; no session does.
    'POST /api/admins/login/code': {
      access: 'provider',
      request: async () => ({ body: { code: '123456' } }),
    },
    'POST /api/admins/two-step/enrol': { access: 'admin', request: async () => ({ body: {} }) },
    'POST /api/admins/two-step/confirm': {
      access: 'admin',
      request: async () => ({ body: { code: '123456' } }),
    },
    // Passkeys: a member manages their own; at sign-in only the pending cookie opens the calls.
    'GET /api/admins/passkeys': { access: 'admin' },
    'POST /api/admins/passkeys/options': { access: 'admin', request: async () => ({ body: {} }) },
    'POST /api/admins/passkeys': {
      access: 'admin',
      request: async () => ({ body: { name: 'Laptop', response: {} } }),
    },
    'DELETE /api/admins/passkeys/:id': {
      access: 'admin',
      // The password again, so the admin gets past it to the route's own answer (404, no such passkey).
      request: async () => ({ url: '/api/admins/passkeys/1', body: { password: TEST_PASSWORD } }),
    },
    'POST /api/admins/login/passkey/options': { access: 'provider', request: async () => ({ body: {} }) },
    'POST /api/admins/login/passkey': {
      access: 'provider',
      request: async () => ({
        body: {
          response: {
            id: 'AAAA',
            rawId: 'AAAA',
            type: 'public-key',
            response: { clientDataJSON: 'AAAA', authenticatorData: 'AAAA', signature: 'AAAA' },
          },
        },
      }),
    },
    // The one-time link is the credential; a made-up one is refused as not valid (404).
    'POST /api/admins/invites/accept': {
      access: 'public',
      request: async () => ({ body: { token: 'not-a-real-token', password: 'a long password 1' } }),
    },
    'PUT /api/admins/settings/:section': {
      access: 'admin',
      request: async () => ({
        url: '/api/admins/settings/delivery',
        body: {
          deliveryChargePaise: 10000,
          freeDeliveryAbovePaise: null,
          codMaxPaise: 500000,
          blockedPincodes: [],
          noCodPincodes: [],
        },
      }),
    },
  };

  const cookies: Record<Role, string | undefined> = {
    visitor: undefined,
    shopperA: shopperA.cookie,
    shopperB: shopperB.cookie,
    admin: admin.cookie,
  };

  async function callAs(role: Role, method: string, url: string, body: unknown, jar = cookies) {
    const sendsBody = method !== 'GET';
    return app.inject({
      method: method as 'GET',
      url,
      headers: {
        ...apiKeyHeader,
        ...(jar[role] ? { cookie: jar[role] } : {}),
        ...(sendsBody ? { 'content-type': 'application/json' } : {}),
      },
      ...(sendsBody ? { payload: JSON.stringify(body ?? {}) } : {}),
    });
  }

  it('has an entry for every route of the server', () => {
    const routes = app.routeTable.map((r) => `${r.method} ${r.url}`);
    expect(routes.filter((route) => !(route in matrix))).toEqual([]);
    expect(Object.keys(matrix).filter((key) => !routes.includes(key))).toEqual([]);
  });

  async function freshCookies(): Promise<Record<Role, string | undefined>> {
    const [a, b, c] = await Promise.all([createShopper(db), createShopper(db), createAdmin(db)]);
    return { visitor: undefined, shopperA: a.cookie, shopperB: b.cookie, admin: c.cookie };
  }

  const refused = [401, 403];
  const expectations: Record<Access, Record<Role, (status: number) => boolean>> = {
    public: {
      visitor: (s) => !refused.includes(s),
      shopperA: (s) => !refused.includes(s),
      shopperB: (s) => !refused.includes(s),
      admin: (s) => !refused.includes(s),
    },
    shopper: {
      visitor: (s) => s === 401,
      shopperA: (s) => !refused.includes(s),
      shopperB: (s) => !refused.includes(s),
      admin: (s) => s === 401,
    },
    owner: {
      visitor: (s) => s === 401,
      shopperA: (s) => s === 200,
      shopperB: (s) => s === 404,
      admin: (s) => s === 401,
    },
    admin: {
      visitor: (s) => s === 401,
      shopperA: (s) => s === 401,
      shopperB: (s) => s === 401,
      admin: (s) => !refused.includes(s),
    },
    // Only Razorpay's signature opens the webhook; no session does.
    provider: {
      visitor: (s) => s === 401 || s === 404,
      shopperA: (s) => s === 401 || s === 404,
      shopperB: (s) => s === 401 || s === 404,
      admin: (s) => s === 401 || s === 404,
    },
    dev: {
      visitor: (s) => s === 200,
      shopperA: (s) => s === 200,
      shopperB: (s) => s === 200,
      admin: (s) => s === 200,
    },
  };
  // B goes first on owner routes: A's own call may consume the resource (a payment, say).
  const order: Role[] = ['visitor', 'admin', 'shopperB', 'shopperA'];

  for (const route of app.routeTable) {
    const key = `${route.method} ${route.url}`;
    const entry = matrix[key];
    if (!entry) continue;
    it(`${key} (${entry.access})`, async () => {
      const made = entry.request ? await entry.request() : {};
      const url = made.url ?? route.url.replace(/:[^/]+/g, product.itemId);
      // Logout ends the session it is called with: it gets sessions of its own.
      const jar = route.url.endsWith('/logout') ? await freshCookies() : cookies;
      const outcome: Record<string, number> = {};
      for (const role of order)
        outcome[role] = (await callAs(role, route.method, url, made.body, jar)).statusCode;
      for (const role of order) {
        expect(expectations[entry.access][role](outcome[role]!), `${key} as ${role}: ${outcome[role]}`).toBe(
          true,
        );
      }
    });
  }
});
