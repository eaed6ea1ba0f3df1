/**
 * Money in = money out, to the paisa, and stock conserved, over random sequences of COD, part-
 * credit, whole-credit, partial-COD (token) and part-credit online orders (paid, or left unpaid
 * until a later checkout releases them), with or without a COD fee, confirmations,
 * "Pay online now" (which drops the fee), cancellations, dispatches, deliveries and returns to
 * origin (docs/product.md section 22). For every order: what came in (the online payment or
 * token, the store credit debited, the cash collected on delivery) less what went back (online
 * refunds, store credit returned) is its amount if delivered, nothing if cancelled or returned
 * to origin, and what was paid ahead while it is still on its way.
 */
import { eq, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { orderEvents, orders, storeCreditEntries } from '#server/db/schema';
import { dispatchOrder, markDelivered } from '#server/modules/orders';
import type { SandboxProvider } from '#server/modules/payments/sandbox-provider';
import { storeCreditBalance } from '#server/modules/store-credit';
import { createTestApp } from '#tests/support/app';
import { asShopper, DELIVERY, orderByPublicId, putInCart, stockOf } from '#tests/support/cart-factories';
import { asAdmin, giveStoreCredit, mailedCodToken, saveCodSettings } from '#tests/support/cod-factories';
import { createAdmin, createProduct, createShopper } from '#tests/support/factories';
import { saveInvoiceSettings } from '#tests/support/invoice-factories';

const STEPS = [
  'cod',
  'codWithCredit',
  'wholeCredit',
  'partial',
  'onlineWithCredit',
  'confirm',
  'payOnline',
  'cancel',
  'dispatch',
  'deliver',
  'rto',
  'receive',
] as const;

describe('money and stock are conserved', async () => {
  const { app, database } = await createTestApp();
  const db = database.db;
  const admin = asAdmin(app, await createAdmin(db));
  const sandbox = app.deps.payments as SandboxProvider;
  await saveInvoiceSettings(db);
  /** Pays in the sandbox's window and sends the proof, as the checkout page does. */
  const payInWindow = (shopper: { cookie: string }, providerOrderId: string) => {
    const proof = sandbox.pay(providerOrderId);
    return asShopper(app, shopper).post('/api/cart/verify-payment', {
      order_id: proof.razorpay_order_id,
      payment_id: proof.razorpay_payment_id,
      signature: proof.razorpay_signature,
      ...DELIVERY,
    });
  };
  const post = (url: string) =>
    app.inject({ method: 'POST', url, headers: { 'content-type': 'application/json' }, payload: '{}' });

  it('over random sequences of orders, confirmations, cancellations, returns to origin and refunds', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.record({ step: fc.constantFrom(...STEPS), pick: fc.nat(7), flag: fc.boolean() }), {
          minLength: 4,
          maxLength: 14,
        }),
        fc.integer({ min: 0, max: 3000 }),
        fc.integer({ min: 199, max: 2999 }),
        fc.constantFrom(0, 49_00),
        async (steps, creditRupees, price, codFeePaise) => {
          await saveCodSettings(db, { codFeePaise, partialCod: 'fixed', partialCodTokenPaise: 100_00 });
          const shopper = await createShopper(db);
          const product = await createProduct(db, { price, stock: { M: 6 } });
          const initialCredit = creditRupees * 100;
          if (initialCredit > 0) await giveStoreCredit(db, shopper.id, initialCredit);
          const placed: string[] = [];
          const pick = (n: number) => placed[n % Math.max(1, placed.length)];
          for (const { step, pick: n, flag } of steps) {
            const target = pick(n);
            let status = 200;
            if (step === 'cod' || step === 'codWithCredit' || step === 'wholeCredit') {
              await asShopper(app, shopper).patch('/api/cart/clear-cart');
              await putInCart(db, shopper.id, product, 'M', flag ? 2 : 1);
              const res =
                step === 'wholeCredit'
                  ? await asShopper(app, shopper).post('/api/cart/place-store-credit-order', DELIVERY)
                  : await asShopper(app, shopper).post('/api/cart/place-cod-order', {
                      ...DELIVERY,
                      useStoreCredit: step === 'codWithCredit',
                    });
              status = res.statusCode;
              if (status === 200) placed.push(res.json().orderId);
            } else if (step === 'partial') {
              await asShopper(app, shopper).patch('/api/cart/clear-cart');
              await putInCart(db, shopper.id, product, 'M', flag ? 2 : 1);
              const created = await asShopper(app, shopper).post('/api/cart/create-order', {
                amount: 100_00,
                partialCod: true,
                ...DELIVERY,
              });
              status = created.statusCode;
              if (status === 200) {
                const res = await payInWindow(shopper, created.json().id);
                status = res.statusCode;
                if (status === 200) placed.push(res.json().orderId);
              }
            } else if (step === 'onlineWithCredit') {
              // Credit pays what it can and the rest is paid online, or left unpaid (flag) for a
              // later checkout to release.
              await asShopper(app, shopper).patch('/api/cart/clear-cart');
              await putInCart(db, shopper.id, product, 'M', 1);
              const quote = (await asShopper(app, shopper).post('/api/cart/quote', {})).json();
              const created = await asShopper(app, shopper).post('/api/cart/create-order', {
                amount: quote.online.totalPaise - quote.storeCreditPaise,
                useStoreCredit: true,
                ...DELIVERY,
              });
              status = created.statusCode;
              if (status === 200 && !flag) {
                const res = await payInWindow(shopper, created.json().id);
                status = res.statusCode;
                if (status === 200) placed.push(res.json().orderId);
              }
            } else if (target) {
              const order = await orderByPublicId(db, target);
              // A paid token is the confirmation: such an order has no link.
              const linked = order.paymentMethod === 'cod' && order.codTokenPaise === 0;
              if (step === 'confirm' && linked)
                status = (await post(`/api/cod/${await mailedCodToken(db, target)}/confirm`)).statusCode;
              if (step === 'payOnline' && linked) {
                const token = await mailedCodToken(db, target);
                const started = await post(`/api/cod/${token}/pay-online`);
                status = started.statusCode;
                if (status === 200) {
                  const proof = sandbox.pay(started.json().id);
                  const res = await app.inject({
                    method: 'POST',
                    url: `/api/cod/${token}/pay-online/verify`,
                    headers: { 'content-type': 'application/json' },
                    payload: JSON.stringify({
                      payment_id: proof.razorpay_payment_id,
                      signature: proof.razorpay_signature,
                    }),
                  });
                  status = res.statusCode;
                }
              }
              if (step === 'cancel')
                status = (await asShopper(app, shopper).post(`/api/users/orders/${target}/cancel`, {}))
                  .statusCode;
              if (step === 'dispatch' && order.status === 'captured')
                await dispatchOrder(db, { orderId: target, trackingId: 'T-1', actor: 'admin:1' });
              if (step === 'deliver' && order.status === 'dispatched')
                await markDelivered(db, { orderIds: [target], actor: 'admin:1', now: new Date() });
              if (step === 'rto')
                status = (await admin('PATCH', `/api/admins/orders/${target}/rto`, {})).statusCode;
              if (step === 'receive')
                status = (
                  await admin('PATCH', `/api/admins/orders/${target}/rto-received`, { restock: flag })
                ).statusCode;
            }
            // Refusals are answers in words; nothing breaks.
            expect([200, 400, 404, 409]).toContain(status);
          }

          const mine = await db.select().from(orders).where(eq(orders.userId, shopper.id));
          const ledger = await db
            .select()
            .from(storeCreditEntries)
            .where(eq(storeCreditEntries.userId, shopper.id));
          let unitsOut = 0;
          for (const order of mine) {
            const events = await db.select().from(orderEvents).where(eq(orderEvents.orderId, order.id));
            const refunded = events
              .filter((e) => e.type === 'refund_requested')
              .reduce((sum, e) => sum + ((e.data as { amountPaise: number }).amountPaise ?? 0), 0);
            const ofOrder = (kind: string) =>
              ledger
                .filter((e) => e.orderId === order.id && e.kind === kind)
                .reduce((sum, e) => sum + e.amountPaise, 0);
            // Online: a prepaid order's payment, or partial COD's token.
            const onlineIn = !order.paymentId
              ? 0
              : order.paymentMethod === 'cod'
                ? order.codTokenPaise
                : order.amountPaise - order.storeCreditPaise;
            const cashIn =
              order.paymentMethod === 'cod' && order.status === 'delivered'
                ? order.amountPaise - order.storeCreditPaise - order.codTokenPaise
                : 0;
            const moneyIn = onlineIn + ofOrder('debit') + cashIn;
            const moneyOut = refunded + ofOrder('credit');
            // Delivered: the whole amount kept; cancelled, back, or a reservation released
            // unpaid: nothing kept; still live: what was paid ahead (online or in credit), the
            // cash waiting for delivery.
            const settled = ['cancelled', 'rto_received', 'failed', 'expired'].includes(order.status);
            const expected =
              order.status === 'delivered'
                ? order.amountPaise
                : settled
                  ? 0
                  : order.storeCreditPaise + onlineIn;
            expect(moneyIn - moneyOut, `${order.orderId} ${order.status}`).toBe(expected);
            expect(ofOrder('debit')).toBe(order.storeCreditPaise);
            // The fee is charged on cash only: never on an order paid online or in store credit.
            if (order.paymentMethod !== 'cod') expect(order.codFeePaise).toBe(0);
            const quantity = order.amountPaise >= 2 * price * 100 ? 2 : 1;
            const last = events.find((e) => e.type === 'rto_received');
            const restocked = (last?.data as { restocked?: boolean } | undefined)?.restocked;
            if (
              // A reservation still waiting for its payment holds its stock too.
              ['pending_payment', 'captured', 'dispatched', 'delivered', 'rto'].includes(order.status) ||
              (order.status === 'rto_received' && !restocked)
            )
              unitsOut += quantity;
          }
          expect(await stockOf(db, product, 'M')).toBe(6 - unitsOut);
          const balance = await storeCreditBalance(db, shopper.id);
          const credits = ledger.filter((e) => e.kind === 'credit').reduce((s, e) => s + e.amountPaise, 0);
          const debits = ledger.filter((e) => e.kind === 'debit').reduce((s, e) => s + e.amountPaise, 0);
          expect(balance).toBe(credits - debits);
          expect(balance).toBeGreaterThanOrEqual(0);
          const [left] = await db
            .select({ n: sql<number>`coalesce(sum(${storeCreditEntries.remainingPaise}), 0)::int` })
            .from(storeCreditEntries)
            .where(eq(storeCreditEntries.userId, shopper.id));
          expect(left!.n).toBe(balance);
        },
      ),
      { numRuns: 30 },
    );
  }, 240_000);
});
