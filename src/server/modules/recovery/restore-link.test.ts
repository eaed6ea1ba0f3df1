/**
 * The restore link (BUSINESS.md section 13): it opens that cart alone, signed in or not, at today's
 * prices and stock with what changed in words; an expired, malformed or unknown link, or another
 * shopper's, answers a page that says so and offers the shop. Clicks are counted, and an order
 * within 7 days of a click is recovered, in the back office's figures per day.
 */
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { cartItems, productStock, products } from '#server/db/schema';
import { NOTICE_VERSIONS } from '#shared/privacy';
import { RECOVERY_FIGURES_URL, type RecoveryDay } from '#shared/recovery';
import { headersFor, insertOrder } from '#tests/support/admin-factories';
import { createTestApp } from '#tests/support/app';
import { latestIndianMorning } from '#tests/support/clock';
import { createAdmin, createProduct, createShopper } from '#tests/support/factories';
import {
  cartLeftAt,
  DAY,
  HOUR,
  messagesTo,
  recoveryRunner,
  restorePathIn,
  sequencesOf,
} from '#tests/support/recovery-factories';
import { confirmAge } from '../privacy/ledger';

describe('cart restore link', async () => {
  const { app, database, clock } = await createTestApp();
  const db = database.db;
  await app.ready();
  const runAt = recoveryRunner(app, clock);
  const base = latestIndianMorning();
  const at = (ms: number) => new Date(base.getTime() + ms);
  const open = (path: string, cookie?: string) =>
    app.inject({ method: 'GET', url: path, headers: cookie ? { cookie } : {} });

  /** A cart of two lines left at 10:00 IST, its first reminder queued at 11:00: the link in it. */
  async function reminded() {
    const left = await cartLeftAt(db, base, { product: { name: 'Midnight Tee', price: 799 }, quantity: 2 });
    const second = await createProduct(db, { name: 'Sand Hoodie', price: 1999, stock: { L: 3 } });
    await db
      .insert(cartItems)
      .values({ userId: left.shopper.id, productId: second.id, size: 'L', quantity: 1, createdAt: base });
    await confirmAge(db, left.shopper.id, NOTICE_VERSIONS.signUp, base);
    await runAt(at(HOUR));
    const [mail] = await messagesTo(db, left.shopper.email);
    return { ...left, second, path: restorePathIn(mail!.textBody) };
  }

  it('shows the cart to a visitor at today’s prices, says what changed, and counts the click', async () => {
    const { product, second, path, shopper } = await reminded();
    await db.update(products).set({ pricePaise: 69_900 }).where(eq(products.id, product.id));
    await db
      .update(productStock)
      .set({ quantity: 0 })
      .where(and(eq(productStock.productId, second.id), eq(productStock.size, 'L')));
    await db
      .update(productStock)
      .set({ quantity: 1 })
      .where(and(eq(productStock.productId, product.id), eq(productStock.size, 'M')));
    clock.set(at(2 * HOUR));
    const res = await open(path);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('Your cart is waiting');
    expect(res.body).toContain('Midnight Tee now costs ₹699 (it was ₹799).');
    expect(res.body).toContain('Sand Hoodie in size L is sold out.');
    expect(res.body).toContain('Midnight Tee in size M: only 1 left, so your cart holds 1.');
    expect(res.body).toMatch(/Midnight Tee · size M · 1 piece<\/span><strong>₹699<\/strong>/);
    expect(res.body).toContain('Sign in to check out');
    expect((await sequencesOf(db, shopper))[0]!.firstClickAt).toEqual(at(2 * HOUR));
  });

  it('puts back, for the shopper signed in on another device, a line the cart no longer holds', async () => {
    const { shopper, second, path } = await reminded();
    await db
      .delete(cartItems)
      .where(and(eq(cartItems.userId, shopper.id), eq(cartItems.productId, second.id)));
    clock.set(at(2 * HOUR));
    const res = await open(path, shopper.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('Go to your cart');
    const lines = await db.select().from(cartItems).where(eq(cartItems.userId, shopper.id));
    expect(lines.map((l) => [l.productId, l.size, l.quantity]).sort()).toEqual(
      [
        [second.id, 'L', 1],
        [lines.find((l) => l.productId !== second.id)!.productId, 'M', 2],
      ].sort(),
    );
  });

  it('refuses another shopper’s link without showing the cart', async () => {
    const { path } = await reminded();
    const other = await createShopper(db);
    clock.set(at(2 * HOUR));
    const res = await open(path, other.cookie);
    expect(res.statusCode).toBe(403);
    expect(res.body).toContain('This link is for another account');
    expect(res.body).toContain('Go to the shop');
    expect(res.body).not.toContain('Midnight Tee');
    expect(await db.select().from(cartItems).where(eq(cartItems.userId, other.id))).toEqual([]);
  });

  it('answers a page, not an error, for a malformed or unknown link', async () => {
    for (const path of [
      '/cart/restore/abc',
      `/cart/restore/${'x'.repeat(43)}`,
      '/cart/restore/%3Cscript%3E',
    ]) {
      const res = await open(path);
      expect(res.statusCode, path).toBe(404);
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(res.body).toContain('This link does not work');
      expect(res.body).toContain('Go to the shop');
    }
  });

  it('expires with the sequence: after its last day, and at once when an order ends it', async () => {
    const late = await reminded();
    clock.set(at(7 * DAY + HOUR));
    const expired = await open(late.path);
    expect(expired.statusCode).toBe(410);
    expect(expired.body).toContain('This link has expired');
    expect(expired.body).not.toContain('Midnight Tee');

    const ordered = await reminded();
    await insertOrder(db, { shopper: ordered.shopper, product: ordered.product });
    await runAt(at(24 * HOUR));
    clock.set(at(25 * HOUR));
    expect((await open(ordered.path)).statusCode).toBe(410);
  });

  it('counts an order placed within 7 days of a click as recovered, in the figures per day', async () => {
    const admin = await createAdmin(db);
    // The file's other carts are in the same figures: this cart's are what it adds to them.
    const figures = async () => {
      clock.set(new Date());
      const res = await app.inject({ url: `${RECOVERY_FIGURES_URL}?days=3`, headers: headersFor(admin) });
      expect(res.statusCode).toBe(200);
      const days: RecoveryDay[] = res.json().days;
      expect(days).toHaveLength(3);
      return days;
    };
    const before = await figures();
    const { shopper, product, path } = await reminded();
    clock.set(at(2 * HOUR));
    await open(path);
    await open(path);
    await insertOrder(db, { shopper, product });
    const amountPaise = product.pricePaise + 10_000; // the line and the delivery charge
    await runAt(new Date(Date.now() + 1000));
    const [sequence] = await sequencesOf(db, shopper);
    expect(sequence).toMatchObject({ recoveredPaise: amountPaise, endReason: 'order' });

    const after = await figures();
    expect(after.map((d) => d.day)).toEqual(before.map((d) => d.day));
    // Left, reminded by mail and clicked twice on the day of the click (in India); recovered today.
    const clickDay = new Date(at(2 * HOUR).getTime() + 330 * 60_000).toISOString().slice(0, 10);
    const today = after.at(-1)!.day;
    const added = after.map((d, i) => {
      const b = before[i]!;
      return {
        day: d.day,
        cartsLeft: d.cartsLeft - b.cartsLeft,
        reminders: {
          whatsapp: d.reminders.whatsapp - b.reminders.whatsapp,
          sms: d.reminders.sms - b.reminders.sms,
          email: d.reminders.email - b.reminders.email,
        },
        clicks: d.clicks - b.clicks,
        ordersRecovered: d.ordersRecovered - b.ordersRecovered,
        revenueRecoveredPaise: d.revenueRecoveredPaise - b.revenueRecoveredPaise,
      };
    });
    expect(added).toEqual(
      after.map(({ day }) => ({
        day,
        cartsLeft: day === clickDay ? 1 : 0,
        reminders: { whatsapp: 0, sms: 0, email: day === clickDay ? 1 : 0 },
        clicks: day === clickDay ? 2 : 0,
        ordersRecovered: day === today ? 1 : 0,
        revenueRecoveredPaise: day === today ? amountPaise : 0,
      })),
    );

    const bad = await app.inject({ url: `${RECOVERY_FIGURES_URL}?days=0`, headers: headersFor(admin) });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errorMessage).toBe('Days must be a whole number from 1 to 90.');
  });
});
