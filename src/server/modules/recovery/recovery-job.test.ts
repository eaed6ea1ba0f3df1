/**
 * The cart-recovery job (BUSINESS.md section 13) on a clock the test moves: reminders at 1, 24
 * and 72 hours, none between 21:00 and 09:00 IST, a stop at an order, an emptied cart or an
 * opt-out (a reminder already queued is then not sent), one sequence per shopper in 7 days, and
 * WhatsApp or SMS only with reminder consent.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { cartItems, coupons } from '#server/db/schema';
import { NOTICE_VERSIONS } from '#shared/privacy';
import { RECOVERY_SETTINGS_MESSAGES, recoverySettings } from '#shared/settings/recovery';
import { headersFor, insertOrder } from '#tests/support/admin-factories';
import { createTestApp } from '#tests/support/app';
import { asShopper } from '#tests/support/cart-factories';
import { latestIndianMorning } from '#tests/support/clock';
import { createAdmin, type TestAccount } from '#tests/support/factories';
import { freshMobile } from '#tests/support/mobile-factories';
import {
  cartLeftAt,
  DAY,
  HOUR,
  messagesTo,
  recoveryRunner,
  remindersOf,
  sequencesOf,
} from '#tests/support/recovery-factories';
import { clearCart } from '../cart/remove-items';
import { CONSENT_WITHDRAWN_NOTE } from '../mail/sender';
import { mailSenderJob } from '../mail/sender-job';
import { confirmAge } from '../privacy/ledger';
import { cartRecoveryJob } from './job';
import { recoveryPersonalData } from './personal-data';

describe('cart recovery job', async () => {
  const { app, database, clock } = await createTestApp();
  const db = database.db;
  await app.ready();
  const admin = await createAdmin(db);
  const runAt = recoveryRunner(app, clock);
  /** 10:00 in India, at or before now: sessions made now still hold on the test's clock. */
  const base = latestIndianMorning();
  const at = (ms: number) => new Date(base.getTime() + ms);
  const adult = (shopper: TestAccount) => confirmAge(db, shopper.id, NOTICE_VERSIONS.signUp, base);
  const consentToReminders = async (shopper: TestAccount) => {
    clock.set(new Date());
    const res = await asShopper(app, shopper).put('/api/users/me/consents', {
      purpose: 'reminders',
      granted: true,
      confirmAdult: true,
    });
    expect(res.statusCode).toBe(200);
  };
  /** The sender's turn: queued rows are due on the database's own clock, so the test's catches up. */
  const send = async () => {
    clock.set(new Date(Date.now() + 1000));
    await mailSenderJob.run(app.deps);
  };
  const saveSettings = async (changes: Partial<typeof recoverySettings.defaults>) => {
    clock.set(new Date());
    const res = await app.inject({
      method: 'PUT',
      url: '/api/admins/settings/recovery',
      headers: headersFor(admin),
      payload: { ...recoverySettings.defaults, ...changes },
    });
    expect(res.statusCode).toBe(200);
  };

  it('queues reminders 1, 24 and 72 hours after the cart was left, and no more', async () => {
    const { shopper } = await cartLeftAt(db, base);
    await adult(shopper);
    const count = async () => (await messagesTo(db, shopper.email)).length;
    await runAt(at(HOUR - 60_000));
    expect(await count()).toBe(0);
    await runAt(at(HOUR));
    expect(await count()).toBe(1);
    await runAt(at(24 * HOUR - 60_000));
    expect(await count()).toBe(1);
    await runAt(at(24 * HOUR));
    expect(await count()).toBe(2);
    await runAt(at(72 * HOUR - 60_000));
    expect(await count()).toBe(2);
    await runAt(at(72 * HOUR));
    await runAt(at(100 * HOUR));
    const mails = await messagesTo(db, shopper.email);
    expect(mails).toHaveLength(3);
    expect(mails.every((m) => m.channel === 'email' && m.purpose === 'cart_reminder')).toBe(true);
    expect(mails[0]!.textBody).toMatch(/\/cart\/restore\/[\w-]{43}\n/);
    expect(mails[0]!.textBody).toMatch(/Stop these reminders: .*\/stop/);
    const [sequence] = await sequencesOf(db, shopper);
    expect((await remindersOf(db, sequence!.id)).map((r) => [r.step, r.channel])).toEqual([
      [1, 'email'],
      [2, 'email'],
      [3, 'email'],
    ]);
  });

  it('holds a reminder due between 21:00 and 09:00 IST until 09:00', async () => {
    // Left at 20:30 IST: the first reminder falls due at 21:30.
    const { shopper } = await cartLeftAt(db, at(10.5 * HOUR));
    await adult(shopper);
    await runAt(at(11.5 * HOUR));
    expect(await messagesTo(db, shopper.email)).toHaveLength(0);
    await runAt(at(22 * HOUR + 59 * 60_000)); // 08:59 IST
    expect(await messagesTo(db, shopper.email)).toHaveLength(0);
    await runAt(at(23 * HOUR)); // 09:00 IST
    expect(await messagesTo(db, shopper.email)).toHaveLength(1);
  });

  it('stops at an order, and a reminder queued before it is not sent', async () => {
    const { shopper, product } = await cartLeftAt(db, base);
    await adult(shopper);
    await runAt(at(HOUR));
    await insertOrder(db, { shopper, product, status: 'captured' });
    await send();
    const [mail] = await messagesTo(db, shopper.email);
    expect(mail).toMatchObject({ status: 'failed', sentAt: null, lastError: CONSENT_WITHDRAWN_NOTE });
    await runAt(at(24 * HOUR));
    expect(await messagesTo(db, shopper.email)).toHaveLength(1);
    expect((await sequencesOf(db, shopper))[0]).toMatchObject({ endReason: 'order', nextDueAt: null });
  });

  it('stops at an emptied cart, and starts no second sequence for the shopper within 7 days', async () => {
    const { shopper, product } = await cartLeftAt(db, base);
    await adult(shopper);
    await runAt(at(HOUR));
    await clearCart(db, shopper.id);
    await runAt(at(24 * HOUR));
    expect(await messagesTo(db, shopper.email)).toHaveLength(1);
    expect((await sequencesOf(db, shopper))[0]!.endReason).toBe('emptied');

    // The same shopper fills the cart again a day later.
    await db.insert(cartItems).values({
      userId: shopper.id,
      productId: product.id,
      size: 'L',
      quantity: 1,
      createdAt: at(25 * HOUR),
    });
    await runAt(at(27 * HOUR));
    await runAt(at(6 * DAY));
    expect(await sequencesOf(db, shopper)).toHaveLength(1);
    await runAt(at(7 * DAY + 2 * HOUR));
    expect(await sequencesOf(db, shopper)).toHaveLength(2);
    expect(await messagesTo(db, shopper.email)).toHaveLength(2);
  });

  it('sends WhatsApp (falling back to SMS) only with reminder consent; mail otherwise', async () => {
    const consenting = await cartLeftAt(db, base, { mobile: freshMobile() });
    await consentToReminders(consenting.shopper);
    const silent = await cartLeftAt(db, base, { mobile: freshMobile() });
    await adult(silent.shopper);
    await runAt(at(HOUR));
    const [whatsapp] = await messagesTo(db, consenting.shopper.mobile!);
    expect(whatsapp).toMatchObject({
      channel: 'whatsapp',
      template: 'cart_reminder',
      fallbackChannel: 'sms',
    });
    expect(await messagesTo(db, consenting.shopper.email)).toHaveLength(0);
    expect(await messagesTo(db, silent.shopper.mobile!)).toHaveLength(0);
    expect((await messagesTo(db, silent.shopper.email))[0]!.channel).toBe('email');

    await saveSettings({ whatsapp: false });
    const bySms = await cartLeftAt(db, at(HOUR), { mobile: freshMobile() });
    await consentToReminders(bySms.shopper);
    await runAt(at(2 * HOUR));
    expect((await messagesTo(db, bySms.shopper.mobile!))[0]).toMatchObject({
      channel: 'sms',
      fallbackChannel: null,
    });
    await saveSettings({});
  });

  it('sends nothing to an account that has not confirmed being 18 or older', async () => {
    const { shopper } = await cartLeftAt(db, base);
    await runAt(at(HOUR));
    expect(await messagesTo(db, shopper.email)).toHaveLength(0);
    expect((await sequencesOf(db, shopper))[0]!.endReason).toBe('unreachable');
  });

  it('does not send a queued WhatsApp reminder once the shopper opts out, and stops the sequence', async () => {
    const { shopper } = await cartLeftAt(db, base, { mobile: freshMobile() });
    await consentToReminders(shopper);
    await runAt(at(HOUR));
    clock.set(new Date());
    await asShopper(app, shopper).put('/api/users/me/consents', { purpose: 'reminders', granted: false });
    await send();
    const [whatsapp] = await messagesTo(db, shopper.mobile!);
    expect(whatsapp).toMatchObject({ channel: 'whatsapp', status: 'failed', sentAt: null });
    await send(); // the SMS fallback is checked the same way
    expect((await messagesTo(db, shopper.mobile!)).filter((m) => m.sentAt !== null)).toHaveLength(0);
    await runAt(at(24 * HOUR));
    expect((await sequencesOf(db, shopper))[0]!.endReason).toBe('opt_out');
    expect(await messagesTo(db, shopper.email)).toHaveLength(0);
  });

  it("stops by the mail's one-click link: the queued mail is not sent", async () => {
    const { shopper } = await cartLeftAt(db, base);
    await adult(shopper);
    await runAt(at(HOUR));
    const [mail] = await messagesTo(db, shopper.email);
    const stop = /https?:\/\/[^/\s]+(\/cart\/restore\/[\w-]+\/stop)/.exec(mail!.textBody)![1]!;
    const res = await app.inject({ method: 'GET', url: stop });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('No more cart reminders');
    await send();
    expect((await messagesTo(db, shopper.email))[0]).toMatchObject({ status: 'failed', sentAt: null });
    await runAt(at(24 * HOUR));
    expect(await messagesTo(db, shopper.email)).toHaveLength(1);
    expect((await sequencesOf(db, shopper))[0]!.endReason).toBe('opt_out');
  });

  it('puts a single-use coupon in the last reminder only when the setting is on', async () => {
    await saveSettings({ couponInLast: true, couponPercent: 15 });
    const { shopper } = await cartLeftAt(db, base);
    await adult(shopper);
    for (const hours of [1, 24, 72]) await runAt(at(hours * HOUR));
    const mails = await messagesTo(db, shopper.email);
    expect(mails).toHaveLength(3);
    expect(mails[1]!.textBody).not.toMatch(/BACK-/);
    const code = /(BACK-[A-Z0-9]{8}) for 15% off/.exec(mails[2]!.textBody)![1]!;
    const [coupon] = await db.select().from(coupons).where(eq(coupons.code, code));
    expect(coupon).toMatchObject({ percentOff: 15, totalUses: 1, usesPerShopper: 1 });
    await saveSettings({});
  });

  it("is part of the shopper's data export, and erased with the account", async () => {
    const { shopper } = await cartLeftAt(db, base, { product: { name: 'Export Tee' } });
    await adult(shopper);
    await runAt(at(HOUR));
    const subject = { accountId: shopper.id, email: shopper.email, mobile: null };
    const exported = (await recoveryPersonalData.exportPersonalData(db, subject)) as {
      cartReminders: { items: { name: string }[]; reminders: { channel: string }[] }[];
    };
    expect(exported.cartReminders).toHaveLength(1);
    expect(exported.cartReminders[0]!.items[0]!.name).toBe('Export Tee');
    expect(exported.cartReminders[0]!.reminders.map((r) => r.channel)).toEqual(['email']);
    await db.transaction((tx) => recoveryPersonalData.erasePersonalData(tx, subject, at(HOUR)));
    expect(await sequencesOf(db, shopper)).toEqual([]);
  });

  it('queues each reminder once when two job runs meet', async () => {
    const { shopper } = await cartLeftAt(db, base);
    await adult(shopper);
    clock.set(at(HOUR));
    await Promise.all([
      cartRecoveryJob.run(app.deps),
      cartRecoveryJob.run(app.deps),
      cartRecoveryJob.run(app.deps),
    ]);
    expect(await sequencesOf(db, shopper)).toHaveLength(1);
    expect(await messagesTo(db, shopper.email)).toHaveLength(1);
  });

  it('refuses delays out of order, in words', async () => {
    clock.set(new Date());
    const res = await app.inject({
      method: 'PUT',
      url: '/api/admins/settings/recovery',
      headers: headersFor(admin),
      payload: { ...recoverySettings.defaults, secondHours: 1 },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errorMessage).toBe(RECOVERY_SETTINGS_MESSAGES.order);
  });
});
