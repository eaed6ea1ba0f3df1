/**
 * The Owner's staff management through the API (BUSINESS.md section 15): invitations by a
 * one-time link, roles that change what a member may do at their next request, suspension that
 * ends sessions at once, removal, and the rule that the shop keeps an active Owner.
 */
import { desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { adminEvents, outbox } from '#server/db/schema';
import { STAFF_MESSAGES } from '#shared/staff';
import { headersFor } from '#tests/support/admin-factories';
import { createTestApp, TEST_ORIGIN } from '#tests/support/app';
import { createAdmin, type TestAccount } from '#tests/support/factories';
import { SUSPENDED_MESSAGE } from './permission-check';

describe('staff management', async () => {
  const { app, database, clock } = await createTestApp();
  const db = database.db;
  const owner = await createAdmin(db);

  const send = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, as?: TestAccount, body?: unknown) =>
    app.inject({
      method,
      url,
      headers: {
        ...headersFor(as),
        ...(method === 'GET' ? {} : { origin: TEST_ORIGIN }),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
    });
  const login = (userName: string, password: string) =>
    send('POST', '/api/admins/login', undefined, { userName, password });
  const linkTokenFor = async (email: string) => {
    const [mail] = await db.select().from(outbox).where(eq(outbox.toAddress, email)).orderBy(desc(outbox.id));
    return /token=([\w-]+)/.exec(mail!.textBody)![1]!;
  };
  let seq = 0;
  const invite = async (roles: string[]) => {
    const email = `packer${seq++}@oversized.in`;
    const res = await send('POST', '/api/admins/staff', owner, { email, firstName: 'Ravi', roles });
    expect(res.statusCode, res.body).toBe(201);
    return { email, id: res.json().id as number };
  };
  const PASSWORD = 'parcel tape 2026';

  it('invites by email: the one-time link sets the password, then signs in with the invited roles', async () => {
    const { email, id } = await invite(['operations']);
    const [mail] = await db.select().from(outbox).where(eq(outbox.toAddress, email));
    expect(mail!.subject).toBe('Your invitation to the Oversized back office');
    expect(mail!.textBody).toContain('as Operations');
    expect(mail!.textBody).toContain(`${TEST_ORIGIN}/admin/invite?token=`);
    // Before the link is used, no password opens the account.
    expect((await login(email, PASSWORD)).statusCode).toBe(401);
    const token = await linkTokenFor(email);
    const accepted = await send('POST', '/api/admins/invites/accept', undefined, {
      token,
      password: PASSWORD,
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json().message).toBe(STAFF_MESSAGES.passwordSet);
    const again = await send('POST', '/api/admins/invites/accept', undefined, {
      token,
      password: 'another one 99',
    });
    expect(again.statusCode).toBe(404);
    expect(again.json().errorMessage).toBe(STAFF_MESSAGES.inviteInvalid);
    expect((await login(email, PASSWORD)).statusCode).toBe(200);
    const list = (await send('GET', '/api/admins/staff', owner)).json().staff;
    expect(list.find((m: { id: number }) => m.id === id)).toMatchObject({ email, roles: ['operations'] });
    const [event] = await db.select().from(adminEvents).where(eq(adminEvents.type, 'staff.invited'));
    expect(event).toMatchObject({ adminId: owner.id, data: { memberId: id, email } });
  });

  it('refuses an expired link, a taken email, no roles and an unknown role', async () => {
    const { email } = await invite(['support']);
    const token = await linkTokenFor(email);
    clock.advance(73 * 3600 * 1000);
    try {
      const late = await send('POST', '/api/admins/invites/accept', undefined, { token, password: PASSWORD });
      expect(late.statusCode).toBe(404);
    } finally {
      clock.advance(-73 * 3600 * 1000);
    }
    const taken = await send('POST', '/api/admins/staff', owner, { email, roles: ['support'] });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().errorMessage).toBe(STAFF_MESSAGES.emailTaken);
    const none = await send('POST', '/api/admins/staff', owner, { email: 'x@oversized.in', roles: [] });
    expect(none.statusCode).toBe(400);
    expect(none.json().errorMessage).toContain(STAFF_MESSAGES.rolesRequired);
    const unknown = await send('POST', '/api/admins/staff', owner, {
      email: 'y@oversized.in',
      roles: ['boss'],
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errorMessage).toContain(STAFF_MESSAGES.roleUnknown);
    expect(await db.$count(outbox, eq(outbox.toAddress, 'x@oversized.in'))).toBe(0);
  });

  it('only an Owner manages staff', async () => {
    const packer = await createAdmin(db, { roles: ['operations', 'accounts', 'support', 'catalogue'] });
    const res = await send('POST', '/api/admins/staff', packer, {
      email: 'z@oversized.in',
      roles: ['owner'],
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().errorMessage).toContain('managing staff');
  });

  it('a change of roles applies at the member’s next request', async () => {
    const member = await createAdmin(db, { roles: ['operations'] });
    expect((await send('GET', '/api/admins/settings', member)).statusCode).toBe(403);
    const changed = await send('PUT', `/api/admins/staff/${member.id}/roles`, owner, {
      roles: ['catalogue', 'owner'],
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().roles).toEqual(['catalogue', 'owner']);
    expect((await send('GET', '/api/admins/settings', member)).statusCode).toBe(200);
  });

  it("suspension refuses the member's open session at its next request, and their sign-in", async () => {
    const member = await createAdmin(db, { roles: ['support'] });
    expect((await send('GET', '/api/admins/me', member)).statusCode).toBe(200);
    const res = await send('POST', `/api/admins/staff/${member.id}/suspend`, owner);
    expect(res.statusCode, res.body).toBe(200);
    const next = await send('GET', '/api/admins/me', member);
    expect(next.statusCode).toBe(401);
    const refused = await login(member.userName, 'correct horse battery');
    expect(refused.statusCode).toBe(401);
    expect(refused.json().errorMessage).toBe(SUSPENDED_MESSAGE);
    expect((await send('POST', `/api/admins/staff/${member.id}/reinstate`, owner)).statusCode).toBe(200);
    expect((await login(member.userName, 'correct horse battery')).statusCode).toBe(200);
  });

  it('removal signs the member out, stops their sign-in and takes them off the list', async () => {
    const member = await createAdmin(db, { roles: ['catalogue'] });
    expect((await send('DELETE', `/api/admins/staff/${member.id}`, owner)).statusCode).toBe(200);
    expect((await send('GET', '/api/admins/me', member)).statusCode).toBe(401);
    expect((await login(member.userName, 'correct horse battery')).statusCode).toBe(401);
    const list = (await send('GET', '/api/admins/staff', owner)).json().staff;
    expect(list.map((m: { id: number }) => m.id)).not.toContain(member.id);
    expect((await send('DELETE', `/api/admins/staff/${member.id}`, owner)).statusCode).toBe(404);
  });

  it('the last active Owner cannot be demoted, suspended or removed', async () => {
    // Every other Owner made so far steps down, leaving `owner` the only one.
    const others = (await send('GET', '/api/admins/staff', owner)).json().staff as {
      id: number;
      roles: string[];
    }[];
    for (const m of others)
      if (m.id !== owner.id && m.roles.includes('owner'))
        await send('PUT', `/api/admins/staff/${m.id}/roles`, owner, { roles: ['support'] });
    const demote = await send('PUT', `/api/admins/staff/${owner.id}/roles`, owner, { roles: ['accounts'] });
    expect(demote.statusCode).toBe(409);
    expect(demote.json().errorMessage).toBe(STAFF_MESSAGES.lastOwner);
    const self = await send('POST', `/api/admins/staff/${owner.id}/suspend`, owner);
    expect(self.statusCode).toBe(409);
    expect(self.json().errorMessage).toBe(STAFF_MESSAGES.notYourself);
    // A second Owner may demote the first, and then is the last one.
    const second = await createAdmin(db, { roles: ['owner'] });
    expect(
      (await send('PUT', `/api/admins/staff/${owner.id}/roles`, second, { roles: ['accounts'] })).statusCode,
    ).toBe(200);
    const removeLast = await send('DELETE', `/api/admins/staff/${second.id}`, second);
    expect(removeLast.statusCode).toBe(409);
    const demoteLast = await send('PUT', `/api/admins/staff/${second.id}/roles`, second, {
      roles: ['support'],
    });
    expect(demoteLast.json().errorMessage).toBe(STAFF_MESSAGES.lastOwner);
    expect(
      (await send('PUT', `/api/admins/staff/${owner.id}/roles`, second, { roles: ['owner'] })).statusCode,
    ).toBe(200);
  });

  it('the audit log lists every staff action, filtered by person and by action', async () => {
    const member = await createAdmin(db, { roles: ['support'] });
    await send('POST', `/api/admins/staff/${member.id}/suspend`, owner);
    await send('POST', `/api/admins/staff/${member.id}/reinstate`, owner);
    const all = await send('GET', `/api/admins/audit?adminId=${owner.id}`, owner);
    expect(all.statusCode, all.body).toBe(200);
    const types = all.json().events.map((e: { type: string }) => e.type);
    expect(types.slice(0, 2)).toEqual(['staff.reinstated', 'staff.suspended']);
    expect(all.json().events[0]).toMatchObject({
      adminId: owner.id,
      email: owner.email,
      data: { memberId: member.id },
    });
    const suspensions = (await send('GET', '/api/admins/audit?type=staff.suspended', owner)).json().events;
    expect(suspensions.length).toBeGreaterThan(0);
    expect(suspensions.every((e: { type: string }) => e.type === 'staff.suspended')).toBe(true);
    expect((await send('GET', `/api/admins/audit?adminId=${member.id}`, owner)).json().events).toEqual([]);
    const bad = await send('GET', '/api/admins/audit?page=0', owner);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errorMessage).toContain('The page must be 1 or more.');
    // Suspension ended the member's session: a fresh Support member is refused the log.
    const support = await createAdmin(db, { roles: ['support'] });
    expect((await send('GET', '/api/admins/audit', support)).statusCode).toBe(403);
  });
});
