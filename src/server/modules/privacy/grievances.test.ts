/**
 * Grievances (BUSINESS.md section 14): the Grievance Officer from the settings on the privacy
 * page's data, a complaint from the form becoming a ticket with its 90-day deadline, and the
 * admin's reply mailed to the shopper.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { outbox } from '#server/db/schema';
import { headersFor } from '#tests/support/admin-factories';
import { createTestApp } from '#tests/support/app';
import { createAdmin } from '#tests/support/factories';

describe('grievances', async () => {
  const { app, database, clock } = await createTestApp();
  const db = database.db;
  await app.ready();
  const admin = await createAdmin(db);
  const asAdmin = headersFor(admin);

  it('shows the Grievance Officer saved in the settings', async () => {
    const saved = await app.inject({
      method: 'PUT',
      url: '/api/admins/settings/privacy',
      headers: asAdmin,
      payload: {
        grievanceOfficerName: 'Meera Iyer',
        grievanceOfficerEmail: 'grievance@oversized.in',
        grievanceOfficerPhone: '+91 80 4718 2291',
        gstRetentionYears: 8,
        inactiveAccountYears: 3,
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const notice = await app.inject({ method: 'GET', url: '/api/privacy/notice' });
    expect(notice.json().officer).toEqual({
      name: 'Meera Iyer',
      email: 'grievance@oversized.in',
      phone: '+91 80 4718 2291',
    });
  });

  it('turns a complaint into a ticket due in 90 days, answered by mail', async () => {
    const filed = await app.inject({
      method: 'POST',
      url: '/api/privacy/grievances',
      payload: {
        name: 'Kabir Shah',
        email: 'kabir@example.in',
        message: 'I asked for my data and got no answer.',
      },
    });
    expect(filed.statusCode).toBe(201);
    const ticket = filed.json();
    expect(new Date(ticket.dueAt).getTime() - new Date(ticket.receivedAt).getTime()).toBe(
      90 * 24 * 60 * 60 * 1000,
    );
    expect(ticket.receivedAt).toBe(clock().toISOString());

    const list = await app.inject({ method: 'GET', url: '/api/admins/grievances', headers: asAdmin });
    expect(list.json().grievances.map((g: { id: number }) => g.id)).toContain(ticket.id);
    const visitor = await app.inject({ method: 'GET', url: '/api/admins/grievances', headers: headersFor() });
    expect(visitor.statusCode).toBe(401);

    const reply = (text: string) =>
      app.inject({
        method: 'POST',
        url: `/api/admins/grievances/${ticket.id}/reply`,
        headers: asAdmin,
        payload: { reply: text },
      });
    const answered = await reply('Your data export is attached to your profile now.');
    expect(answered.statusCode).toBe(200);
    expect(answered.json()).toMatchObject({
      status: 'answered',
      reply: 'Your data export is attached to your profile now.',
    });
    expect((await reply('again')).statusCode).toBe(409);

    const mails = await db.select().from(outbox).where(eq(outbox.toAddress, 'kabir@example.in'));
    expect(mails.map((m) => m.subject)).toEqual([
      `Your complaint ${ticket.id} has reached us`,
      `Our answer to your complaint ${ticket.id}`,
    ]);
    expect(mails[1]!.textBody).toContain('Data Protection Board');
  });

  it('refuses a complaint without a way to answer it', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/privacy/grievances',
      payload: { name: 'Kabir', email: 'not-an-email', message: 'Something went wrong here.' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errorMessage).toBe('Please give an email address for our reply.');
  });
});
