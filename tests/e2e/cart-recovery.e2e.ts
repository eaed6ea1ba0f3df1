/**
 * A cart left comes back (BUSINESS.md section 13): the reminder is in the dev outbox, its link opens
 * the cart in a fresh browser (no cookies: another device), and after the shopper signs in and
 * pays cash on delivery the order is counted as recovered. The job runs on the shop's clock, set
 * to a morning in India so quiet hours never hold the reminder whatever the hour of the run.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { cartItems, recoverySequences } from '#server/db/schema';
import { confirmAge } from '#server/modules/privacy/ledger';
import { cartRecoveryJob } from '#server/modules/recovery/job';
import { readSettings } from '#server/modules/settings';
import { NOTICE_VERSIONS } from '#shared/privacy';
import { asShopper, createPhotographedProduct, DELIVERY } from '../support/cart-factories';
import { latestIndianMorning } from '../support/clock';
import { createAdmin, createShopper } from '../support/factories';
import { HOUR, restorePathIn } from '../support/recovery-factories';
import { fillNewAddress } from './support/address';
import { expectAccessible, launchBrowser, newContext, screenshot, signedInContext } from './support/browser';
import { placeCashOrder } from './support/checkout';
import { fromNewestMail } from './support/mail';
import { screenshotAtWidths } from './support/screens';
import { startTestShop } from './support/shop';

describe('a cart left comes back', async () => {
  let offsetMs = 0;
  const shop = await startTestShop({}, { clock: () => new Date(Date.now() + offsetMs) });
  const browser = await launchBrowser();
  const db = shop.database.db;

  /** A shopper's cart of one `name` left this morning, and the job's first reminder an hour later. */
  async function cartLeftThisMorning(name: string) {
    const morning = latestIndianMorning();
    const shopper = await createShopper(db, { firstName: 'Ananya' });
    await confirmAge(db, shopper.id, NOTICE_VERSIONS.signUp, morning);
    const product = await createPhotographedProduct(db, { name, price: 899, stock: { M: 3 } });
    await db
      .insert(cartItems)
      .values({ userId: shopper.id, productId: product.id, size: 'M', quantity: 1, createdAt: morning });
    offsetMs = morning.getTime() + HOUR - Date.now();
    await cartRecoveryJob.run(shop.app.deps);
    offsetMs = 0;
    return shopper;
  }

  it.each(['mobile', 'desktop'] as const)('%s: reminder, restore link, recovered order', async (viewport) => {
    const shopper = await cartLeftThisMorning(`Olive Drop Tee ${viewport}`);

    const outbox = await (await newContext(browser, shop.url, viewport)).newPage();
    await outbox.goto('/dev/outbox');
    const reminder = outbox.locator('article', { hasText: shopper.email }).first();
    await reminder.waitFor();
    expect(await reminder.getByRole('heading').textContent()).toBe('Your cart is waiting');
    const link = restorePathIn((await reminder.locator('pre').textContent()) ?? '');
    await outbox.context().close();

    // Another device: a fresh context without the shopper's cookies.
    const context = await newContext(browser, shop.url, viewport);
    const page = await context.newPage();
    await page.goto(link);
    await page.getByRole('heading', { name: 'Your cart is waiting' }).waitFor();
    await page.getByText(`Olive Drop Tee ${viewport} · size M · 1 piece`).waitFor();
    await expectAccessible(page);
    await screenshot(page, `cart-restore-${viewport}`);

    // Signed in on this device (the session a sign-in gives), the link leads to the cart.
    const [name, value] = shopper.cookie.split('=') as [string, string];
    await context.addCookies([{ name, value, url: shop.url }]);
    await page.goto(link);
    await page.getByRole('link', { name: 'Go to your cart' }).click();
    await page.waitForURL('**/users/cart');
    await page.getByText(`Olive Drop Tee ${viewport}`).first().waitFor();
    await page.goto('/checkout');
    await fillNewAddress(page);
    await placeCashOrder(page);
    await page.waitForURL('**/success');

    await cartRecoveryJob.run(shop.app.deps);
    const [sequence] = await db
      .select()
      .from(recoverySequences)
      .where(eq(recoverySequences.accountId, shopper.id));
    expect(sequence).toMatchObject({ endReason: 'order', recoveredPaise: 89_900 + 10_000 });

    // The order ended the sequence: its link now says so and offers the shop.
    const response = await page.goto(link);
    expect(response?.status()).toBe(410);
    await page.getByRole('heading', { name: 'This link has expired' }).waitFor();
    await page.getByRole('link', { name: 'Go to the shop' }).waitFor();
    await screenshot(page, `cart-restore-expired-${viewport}`);
    await context.close();
  });

  it('the back office shows the figures per day and saves the reminders’ settings', async () => {
    const admin = await createAdmin(db);
    const context = await signedInContext(browser, shop.url, admin.cookie, 'desktop');
    const page = await context.newPage();
    // Today's row comes first; its sixth figure is the orders recovered.
    const recoveredToday = async () =>
      Number(
        await page
          .getByRole('region', { name: 'Cart recovery per day' })
          .locator('tbody tr')
          .first()
          .locator('td')
          .nth(5)
          .textContent(),
      );
    await page.goto('/admin/dashboard');
    const before = await recoveredToday();

    // One more cart comes back now (its link clicked, then an order), whatever ran before this.
    const shopper = await cartLeftThisMorning('Olive Drop Tee for the figures');
    const link = restorePathIn(await fromNewestMail(db, shopper.email, /https?:\/\/\S+\/cart\/restore\/\S+/));
    expect((await shop.app.inject({ url: link })).statusCode).toBe(200);
    expect((await asShopper(shop.app, shopper).post('/api/cart/place-cod-order', DELIVERY)).statusCode).toBe(
      200,
    );
    await cartRecoveryJob.run(shop.app.deps);
    await page.reload();
    await expect.poll(recoveredToday).toBe(before + 1);
    await screenshotAtWidths(page, 'admin-cart-recovery');

    await page.goto('/admin/settings');
    const section = page.locator('section', { has: page.getByRole('heading', { name: 'Cart reminders' }) });
    await section.getByLabel('Coupon in the last reminder').selectOption('on');
    await section.getByLabel('Second reminder after (hours)').fill('30');
    await page.getByRole('button', { name: 'Save cart reminders' }).click();
    await expect.poll(async () => (await readSettings(db, 'recovery')).secondHours).toBe(30);
    expect((await readSettings(db, 'recovery')).couponInLast).toBe(true);
    await expectAccessible(page);
    await context.close();
  });
});
