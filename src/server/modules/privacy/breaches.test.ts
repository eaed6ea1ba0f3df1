/**
 * Breaches (DPDP Rules 2025, rule 7; docs/decisions/038-personal-data.md): each refusal's message,
 * the affected shoppers from a window and a list, the notice mailed once per shopper however often
 * it is sent, the Board's report draft and its 72-hour clock.
 */
import { eq, like } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { outbox, users } from '#server/db/schema';
import { BREACH_MESSAGES, reportClockText } from '#shared/privacy-breach';
import { headersFor } from '#tests/support/admin-factories';
import { createTestApp } from '#tests/support/app';
import { createAdmin, createShopper } from '#tests/support/factories';

const HOUR = 3_600_000;

describe('breaches', async () => {
  const { app, database, clock } = await createTestApp();
  const db = database.db;
  await app.ready();
  const admin = await createAdmin(db);
  const asAdmin = headersFor(admin);
  const now = clock();
  const at = (hoursAgo: number) => new Date(now.getTime() - hoursAgo * HOUR).toISOString();

  // Two shoppers signed up inside the window, one before it, one mobile-only inside it.
  const setCreated = (id: number, hoursAgo: number) =>
    db
      .update(users)
      .set({ createdAt: new Date(at(hoursAgo)) })
      .where(eq(users.id, id));
  const early = await createShopper(db, { firstName: 'Early' });
  const inWindowA = await createShopper(db, { firstName: 'Ritu' });
  const inWindowB = await createShopper(db, { firstName: 'Dev' });
  const listed = await createShopper(db, { firstName: 'Listed', mobile: '9876512345' });
  const mobileOnly = await createShopper(db, { firstName: 'Mobile' });
  await setCreated(early.id, 500);
  await setCreated(inWindowA.id, 200);
  await setCreated(inWindowB.id, 150);
  await setCreated(listed.id, 20);
  await setCreated(mobileOnly.id, 120);
  await db.update(users).set({ email: null, mobile: '9876500077' }).where(eq(users.id, mobileOnly.id));

  const valid = {
    summary: 'A copy of the order database was left readable on a test server for two days.',
    dataKinds: 'Names, email addresses, delivery addresses',
    consequences: 'Unwanted mail or calls; attempts to trick you into giving a sign-in code.',
    measures: 'We closed the server, changed every key and asked a security firm to check.',
    shopperSteps: 'Never share a sign-in code; be wary of calls claiming to be from us.',
    occurredAt: at(60),
    learnedAt: at(10),
    affected: { from: at(300), before: at(100), contacts: ['9876512345'] },
  };
  const record = (body: object) =>
    app.inject({ method: 'POST', url: '/api/admins/breaches', headers: asAdmin, payload: body });

  it.each([
    ['summary', { summary: ' ' }, BREACH_MESSAGES.summary],
    ['data kinds', { dataKinds: '' }, BREACH_MESSAGES.dataKinds],
    ['consequences', { consequences: '' }, BREACH_MESSAGES.consequences],
    ['measures', { measures: '' }, BREACH_MESSAGES.measures],
    ['shopper steps', { shopperSteps: '' }, BREACH_MESSAGES.shopperSteps],
    ['occurred', { occurredAt: 'yesterday' }, BREACH_MESSAGES.occurredAt],
    ['learned', { learnedAt: '' }, BREACH_MESSAGES.learnedAt],
    [
      'learned before occurred',
      { occurredAt: at(5), learnedAt: at(10) },
      BREACH_MESSAGES.learnedBeforeOccurred,
    ],
    [
      'learned in the future',
      { learnedAt: new Date(now.getTime() + HOUR).toISOString() },
      BREACH_MESSAGES.learnedInFuture,
    ],
    ['no scope', { affected: { contacts: [] } }, BREACH_MESSAGES.noScope],
    ['window backwards', { affected: { from: at(100), before: at(300) } }, BREACH_MESSAGES.windowOrder],
    ['window not a date', { affected: { from: 'last week' } }, BREACH_MESSAGES.window],
    [
      'unknown contact',
      { affected: { contacts: ['nobody@example.in'] } },
      BREACH_MESSAGES.unknownContact('nobody@example.in'),
    ],
    ['too long', { summary: 'x'.repeat(4001) }, 'Each part of the record can be up to 4,000 characters.'],
    [
      'too long a list',
      { affected: { contacts: Array.from({ length: 5001 }, (_, i) => `s${i}@example.in`) } },
      BREACH_MESSAGES.tooManyContacts,
    ],
  ])('refuses a breach with %s, and records nothing', async (_name, change, message) => {
    const res = await record({ ...valid, ...change });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().errorMessage).toBe(message);
    const list = await app.inject({ method: 'GET', url: '/api/admins/breaches', headers: asAdmin });
    expect(list.json().breaches).toEqual([]);
  });

  it('lists the window and the list as affected, tells each once (mail, or SMS to a mobile only), and drafts the report', async () => {
    const res = await record(valid);
    expect(res.statusCode, res.body).toBe(201);
    const breach = res.json();
    const ids = breach.affected
      .map((a: { accountId: number }) => a.accountId)
      .sort((a: number, b: number) => a - b);
    expect(ids).toEqual([inWindowA.id, inWindowB.id, listed.id, mobileOnly.id].sort((a, b) => a - b));
    expect(breach.affectedCount).toBe(4);
    expect(breach.noticesSent).toBe(0);
    expect(breach.reportDueAt).toBe(new Date(new Date(valid.learnedAt).getTime() + 72 * HOUR).toISOString());

    const send = () =>
      app.inject({ method: 'POST', url: `/api/admins/breaches/${breach.id}/notices`, headers: asAdmin });
    const [first, second] = await Promise.all([send(), send()]);
    expect(first.statusCode, first.body).toBe(200);
    expect(second.statusCode, second.body).toBe(200);
    expect((await send()).json().noticesSent).toBe(4);

    const mails = await db
      .select()
      .from(outbox)
      .where(like(outbox.subject, `%reference B-${breach.id})`));
    expect(mails.map((m) => m.toAddress).sort()).toEqual(
      [inWindowA.email, inWindowB.email, listed.email].sort(),
    );
    const ritu = mails.find((m) => m.toAddress === inWindowA.email)!;
    for (const part of [
      'Dear Ritu',
      valid.summary,
      valid.dataKinds,
      valid.consequences,
      valid.measures,
      valid.shopperSteps,
    ])
      expect(ritu.textBody).toContain(part);
    expect(ritu.textBody).toContain('Who can answer your questions');

    const detail = (await send()).json();
    const mobile = detail.affected.find((a: { accountId: number }) => a.accountId === mobileOnly.id);
    expect(mobile).toMatchObject({ email: null, mobile: '9876500077', noticeSentAt: expect.any(String) });
    expect(detail.boardReport).toContain('Data Protection Board of India');
    expect(detail.boardReport).toContain('Data Principals affected: 4');
    expect(detail.boardReport).toContain('4 of 4 sent (by email, or by SMS');

    // The shopper with only a mobile number gets one SMS (however often the notices are sent)
    // pointing to the notice in their account, where it reads in full.
    const texts = await db.select().from(outbox).where(eq(outbox.template, 'breach_notice'));
    expect(texts.map((t) => [t.channel, t.toAddress])).toEqual([['sms', '9876500077']]);
    expect(texts[0]!.textBody).toBe(
      `Oversized: personal data we hold about you was affected by a security breach (ref B-${breach.id}). Read what happened and what you can do, in your account: http://localhost:3000/users/profile#privacy`,
    );
    const inAccount = await app.inject({
      url: '/api/users/me/breach-notices',
      headers: { ...headersFor(), cookie: mobileOnly.cookie },
    });
    expect(inAccount.statusCode, inAccount.body).toBe(200);
    const [notice] = inAccount.json().notices;
    expect(notice).toMatchObject({ reference: `B-${breach.id}`, sentAt: expect.any(String) });
    for (const part of ['Dear Mobile', valid.summary, valid.shopperSteps, 'Who can answer your questions'])
      expect(notice.text).toContain(part);
    // Signed up before the window: not affected, told nothing.
    const none = await app.inject({
      url: '/api/users/me/breach-notices',
      headers: { ...headersFor(), cookie: early.cookie },
    });
    expect(none.json()).toEqual({ notices: [] });

    // The shopper's copy of their data names the breach and when they were told.
    const data = await app.inject({
      method: 'GET',
      url: '/api/users/me/data',
      headers: { ...headersFor(), cookie: inWindowA.cookie },
    });
    expect(data.statusCode, data.body).toBe(200);
    expect(data.json().breachesAffectingYou).toEqual([
      { reference: `B-${breach.id}`, noticeSentAt: expect.any(String) },
    ]);
  });

  it('shows the 72-hour clock counting down, overdue, and stopped by the report', async () => {
    const due = new Date(now.getTime() + 62 * HOUR + 30 * 60_000).toISOString();
    expect(reportClockText(due, null, now)).toBe('62 h 30 min left to report to the Board');
    expect(reportClockText(due, null, new Date(now.getTime() + 65 * HOUR))).toBe(
      'Overdue by 2 h 30 min: report to the Board now',
    );

    const breach = (await record({ ...valid, affected: { all: true, contacts: [] } })).json();
    expect(breach.affectedCount).toBe(5);
    const report = (reportedAt: string) =>
      app.inject({
        method: 'POST',
        url: `/api/admins/breaches/${breach.id}/report`,
        headers: asAdmin,
        payload: { reportedAt },
      });
    const early = await report(at(11));
    expect(early.json().errorMessage).toBe(BREACH_MESSAGES.reportedBeforeLearned);
    const ahead = await report(new Date(now.getTime() + HOUR).toISOString());
    expect(ahead.json().errorMessage).toBe('The report cannot have been sent in the future.');
    expect((await report('soon')).json().errorMessage).toBe('Please give when the report was sent.');
    const done = await report(at(1));
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().reportedAt).toBe(at(1));
    expect(reportClockText(done.json().reportDueAt, done.json().reportedAt, now)).toMatch(
      /^Report sent to the Board on /,
    );
    expect((await report(at(1))).statusCode).toBe(409);
  });

  it('is for admins only', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/admins/breaches', headers: headersFor() });
    expect(res.statusCode).toBe(401);
  });
});
