/**
 * Consent per purpose (BUSINESS.md section 14): off by default, each choice a ledger row with its
 * notice version and channel; withdrawn in one click, by the mail link or by STOP; and a queued
 * marketing message stops once its consent is withdrawn.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { consentLedger, outbox } from '#server/db/schema';
import { NOTICE_VERSIONS } from '#shared/privacy';
import { createTestApp } from '#tests/support/app';
import { asShopper } from '#tests/support/cart-factories';
import { createShopper } from '#tests/support/factories';
import { freshMobile } from '#tests/support/mobile-factories';
import { CONSENT_WITHDRAWN_NOTE } from '../mail/sender';
import { mailSenderJob } from '../mail/sender-job';
import { hasConsent } from './ledger';
import { queueMarketingMail } from './marketing-mail';

const offerMail = (to: string) => ({
  to,
  subject: 'New hoodies',
  text: 'Hoodies are in.',
  html: '<p>Hoodies are in.</p>',
});

describe('consent per purpose', async () => {
  const { app, database } = await createTestApp({ SMS_INBOUND_TOKEN: 'inbound-secret' });
  const db = database.db;
  await app.ready();
  const ledgerOf = (accountId: number) =>
    db.select().from(consentLedger).where(eq(consentLedger.accountId, accountId)).orderBy(consentLedger.id);

  it('starts with every purpose off and writes a ledger row for each choice', async () => {
    const shopper = await createShopper(db);
    const as = asShopper(app, shopper);
    const first = await as.get('/api/users/me/consents');
    expect(first.json().consents.map((c: { granted: boolean }) => c.granted)).toEqual([false, false, false]);

    const granted = await as.put('/api/users/me/consents', {
      purpose: 'offers',
      granted: true,
      confirmAdult: true,
    });
    expect(granted.statusCode).toBe(200);
    expect(granted.json().consents.find((c: { purpose: string }) => c.purpose === 'offers').granted).toBe(
      true,
    );
    const withdrawn = await as.put('/api/users/me/consents', { purpose: 'offers', granted: false });
    expect(withdrawn.statusCode).toBe(200);

    const rows = await ledgerOf(shopper.id);
    expect(rows.map((r) => [r.purpose, r.action, r.channel, r.noticeVersion])).toEqual([
      ['offers', 'granted', 'profile', NOTICE_VERSIONS.profile],
      ['offers', 'withdrawn', 'profile', 'withdrawal'],
    ]);
    expect(await hasConsent(db, shopper.id, 'offers')).toBe(false);
  });

  it('refuses offers to a shopper who has not confirmed being 18 or older', async () => {
    const shopper = await createShopper(db);
    const res = await asShopper(app, shopper).put('/api/users/me/consents', {
      purpose: 'reminders',
      granted: true,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errorMessage).toMatch(/18 or older/);
    expect(await ledgerOf(shopper.id)).toEqual([]);
  });

  it('does not send a queued offer once the shopper withdraws', async () => {
    const shopper = await createShopper(db);
    const as = asShopper(app, shopper);
    await as.put('/api/users/me/consents', { purpose: 'offers', granted: true, confirmAdult: true });
    expect(
      await queueMarketingMail(
        db,
        { accountId: shopper.id, purpose: 'offers', mail: offerMail(shopper.email) },
        'http://shop.test',
      ),
    ).toBe(true);
    await as.put('/api/users/me/consents', { purpose: 'offers', granted: false });
    await mailSenderJob.run(app.deps);
    const [row] = await db.select().from(outbox).where(eq(outbox.toAddress, shopper.email));
    expect(row!.status).toBe('failed');
    expect(row!.sentAt).toBeNull();
    expect(row!.lastError).toBe(CONSENT_WITHDRAWN_NOTE);
  });

  it('sends an offer that still has its consent, with a link that withdraws it in one click', async () => {
    const shopper = await createShopper(db);
    await asShopper(app, shopper).put('/api/users/me/consents', {
      purpose: 'offers',
      granted: true,
      confirmAdult: true,
    });
    await queueMarketingMail(
      db,
      { accountId: shopper.id, purpose: 'offers', mail: offerMail(shopper.email) },
      'http://shop.test',
    );
    await mailSenderJob.run(app.deps);
    const [row] = await db.select().from(outbox).where(eq(outbox.toAddress, shopper.email));
    expect(row!.status).toBe('sent');
    const link = /http:\/\/shop\.test(\/api\/privacy\/withdraw\?token=[\w-]+)/.exec(row!.textBody)![1]!;
    const click = await app.inject({ method: 'GET', url: link });
    expect(click.statusCode).toBe(200);
    expect(click.body).toContain('Offers and new arrivals');
    expect((await ledgerOf(shopper.id)).at(-1)).toMatchObject({
      purpose: 'offers',
      action: 'withdrawn',
      channel: 'mail_link',
    });
    // Without consent nothing is queued at all.
    expect(
      await queueMarketingMail(
        db,
        { accountId: shopper.id, purpose: 'offers', mail: offerMail(shopper.email) },
        'http://shop.test',
      ),
    ).toBe(false);
    expect((await app.inject({ method: 'GET', url: '/api/privacy/withdraw?token=nope' })).statusCode).toBe(
      404,
    );
  });

  it('withdraws reminders and offers when the shopper texts STOP', async () => {
    const mobile = freshMobile();
    const shopper = await createShopper(db, { mobile });
    await asShopper(app, shopper).put('/api/users/me/consents', {
      purpose: 'reminders',
      granted: true,
      confirmAdult: true,
    });
    expect(await hasConsent(db, shopper.id, 'reminders')).toBe(true);
    const inbound = (token: string) =>
      app.inject({
        method: 'POST',
        url: '/api/privacy/sms/inbound',
        headers: { 'x-inbound-token': token },
        payload: { mobile: `+91${mobile}`, text: ' stop ' },
      });
    expect((await inbound('wrong')).statusCode).toBe(401);
    expect(await hasConsent(db, shopper.id, 'reminders')).toBe(true);
    const res = await inbound('inbound-secret');
    expect(res.json()).toEqual({ acted: true });
    expect(await hasConsent(db, shopper.id, 'reminders')).toBe(false);
    const last = (await ledgerOf(shopper.id)).filter((r) => r.channel === 'sms_stop');
    expect(last.map((r) => [r.purpose, r.action, r.contact])).toEqual([
      ['reminders', 'withdrawn', mobile],
      ['offers', 'withdrawn', mobile],
    ]);
  });

  it('writes the WhatsApp switch to the ledger too', async () => {
    const mobile = freshMobile();
    const shopper = await createShopper(db, { mobile });
    const as = asShopper(app, shopper);
    expect((await as.put('/api/users/me/whatsapp', { optIn: true })).statusCode).toBe(200);
    expect(
      (await as.put('/api/users/me/consents', { purpose: 'whatsapp_orders', granted: false })).statusCode,
    ).toBe(200);
    const rows = await ledgerOf(shopper.id);
    expect(rows.map((r) => [r.purpose, r.action, r.channel, r.contact])).toEqual([
      ['whatsapp_orders', 'granted', 'profile', mobile],
      ['whatsapp_orders', 'withdrawn', 'profile', mobile],
    ]);
  });
});
