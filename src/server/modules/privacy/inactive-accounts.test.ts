/**
 * Inactive accounts (docs/decisions/038-personal-data.md): on a fixed clock, an account unused for
 * the setting's years is told by mail and erased 48 hours later, not sooner; a sign-in in between
 * cancels it; an active account, or one that ordered lately, is left alone.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { erasureRequests, outbox, retentionNotices, users } from '#server/db/schema';
import { privacyRetentionJob } from '#server/modules/privacy/jobs';
import { readSettings, writeSettings } from '#server/modules/settings';
import { insertOrder } from '#tests/support/admin-factories';
import { createTestApp } from '#tests/support/app';
import { createProduct, createShopper, TEST_PASSWORD } from '#tests/support/factories';

const HOUR = 3_600_000;
const YEAR = 365.25 * 24 * HOUR;

describe('inactive accounts', async () => {
  const start = new Date('2030-03-10T04:30:00Z');
  const { app, database, clock } = await createTestApp();
  const db = database.db;
  await app.ready();
  clock.set(start);
  const runJob = () => privacyRetentionJob.run(app.deps);
  const product = await createProduct(db, { stock: { M: 10 } });

  const shopper = async (name: string, lastSeenYearsAgo: number) => {
    const made = await createShopper(db, { firstName: name });
    const seen = new Date(start.getTime() - lastSeenYearsAgo * YEAR);
    await db.update(users).set({ createdAt: seen, lastLoginAt: seen }).where(eq(users.id, made.id));
    return made;
  };
  const gone = await shopper('Gone', 3.2);
  const back = await shopper('Back', 3.5);
  const active = await shopper('Active', 2.5);
  const buyer = await shopper('Buyer', 4);
  const byPhone = await shopper('Phone', 5);
  await db.update(users).set({ email: null, mobile: '9876500123' }).where(eq(users.id, byPhone.id));
  const order = await insertOrder(db, { shopper: buyer, product, status: 'delivered' });
  await db.execute(
    `update orders set created_at = '${new Date(start.getTime() - YEAR).toISOString()}' where id = ${order.id}`,
  );

  const mailsTo = (email: string) => db.select().from(outbox).where(eq(outbox.toAddress, email));
  const row = async (id: number) => (await db.select().from(users).where(eq(users.id, id)))[0]!;

  it('tells the accounts unused for 3 years, once, by mail', async () => {
    await runJob();
    const goneMails = await mailsTo(gone.email);
    expect(goneMails.map((m) => m.subject)).toEqual(['Your Oversized account will be erased in 48 hours']);
    expect(goneMails[0]!.textBody).toContain('3 years');
    expect(goneMails[0]!.textBody).toContain('/users/login');
    expect(await mailsTo(back.email)).toHaveLength(1);
    expect(await mailsTo(active.email)).toHaveLength(0);
    expect(await mailsTo(buyer.email)).toHaveLength(0);
    const [sms] = await mailsTo('9876500123');
    expect(sms).toMatchObject({ channel: 'sms', template: 'account_inactive_erasure' });
    expect(sms!.textBody).toContain('erased in 48 hours');
    const noticed = await db.select().from(retentionNotices);
    expect(noticed.map((n) => n.accountId).sort()).toEqual([gone.id, back.id, byPhone.id].sort());
    expect(noticed[0]!.notifiedAt).toEqual(start);

    clock.advance(HOUR);
    await runJob();
    expect(await mailsTo(gone.email)).toHaveLength(1);
  });

  it('erases after 48 hours, not before, unless the shopper signed in meanwhile', async () => {
    const login = await app.inject({
      method: 'POST',
      url: '/api/users/login',
      payload: { userName: back.userName, password: TEST_PASSWORD },
    });
    expect(login.statusCode, login.body).toBe(200);

    clock.set(new Date(start.getTime() + 47 * HOUR));
    await runJob();
    expect((await row(gone.id)).email).toBe(gone.email);

    clock.set(new Date(start.getTime() + 48 * HOUR));
    await runJob();
    const erased = await row(gone.id);
    expect(erased).toMatchObject({ email: null, firstName: '', userName: `erased-${gone.id}` });
    const [request] = await db.select().from(erasureRequests).where(eq(erasureRequests.accountId, gone.id));
    expect(request).toMatchObject({ state: 'done', reason: 'inactive' });

    expect((await row(back.id)).email).toBe(back.email);
    expect(await db.select().from(retentionNotices)).toEqual([]);
  });

  it('follows the setting: 2 years tells the account unused for 2.5', async () => {
    // The back office's settings form writes through the same function (its own test covers the form).
    await writeSettings(
      db,
      'privacy',
      { ...(await readSettings(db, 'privacy')), inactiveAccountYears: 2 },
      clock(),
    );
    await runJob();
    expect((await mailsTo(active.email)).map((m) => m.textBody)).toEqual([
      expect.stringContaining('2 years'),
    ]);
  });
});
