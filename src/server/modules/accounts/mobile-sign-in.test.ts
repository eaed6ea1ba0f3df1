import { count, eq, like } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { mobileCodes, outbox, users } from '#server/db/schema';
import { call, freshIp, sessionCookieFrom } from '#tests/support/account-factories';
import { createTestApp } from '#tests/support/app';
import { createShopper } from '#tests/support/factories';
import { freshMobile, latestSmsCodeFor, signUpWithMobile } from '#tests/support/mobile-factories';

describe('signing up and in with a mobile number and an SMS code', async () => {
  const { app, database, clock } = await createTestApp({ SMS_CODES_PER_PREFIX_PER_HOUR: '20' });
  const db = database.db;

  it('signs a new number up with a name only, then signs it in with a fresh code', async () => {
    const mobile = freshMobile();
    const { cookie, user } = await signUpWithMobile(app, db, mobile);
    expect(user).toMatchObject({ firstName: 'Ravi', lastName: 'Kumar', mobile, email: '' });
    const me = await call(app, 'GET', '/api/users/me', undefined, { cookie });
    expect(me.json().mobile).toBe(mobile);

    const ip = freshIp();
    await call(app, 'POST', '/api/users/mobile/get-code', { mobile: `+91 ${mobile}` }, { ip });
    const code = await latestSmsCodeFor(db, mobile);
    const res = await call(app, 'POST', '/api/users/mobile/sign-in', { mobile, code }, { ip });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ signedIn: true, user: { mobile } });
    expect(sessionCookieFrom(res)).toMatch(/^sid=/);
    // The code was used up.
    const again = await call(app, 'POST', '/api/users/mobile/sign-in', { mobile, code }, { ip });
    expect(again.statusCode).toBe(400);
  });

  it('queues the code as an SMS through the outbox with the sign-in template', async () => {
    const mobile = freshMobile();
    await call(app, 'POST', '/api/users/mobile/get-code', { mobile }, { ip: freshIp() });
    const [row] = await db.select().from(outbox).where(eq(outbox.toAddress, mobile));
    expect(row).toMatchObject({ channel: 'sms', template: 'sign_in_code', status: 'queued' });
    expect(row!.textBody).toContain(row!.params[0]!);
    const [stored] = await db.select().from(mobileCodes).where(eq(mobileCodes.mobile, mobile));
    expect(stored!.codeHash).not.toContain(row!.params[0]!);
  });

  it('refuses sign-up without the browser proof, and for another number than the one verified', async () => {
    const mobile = freshMobile();
    const ip = freshIp();
    await call(app, 'POST', '/api/users/mobile/get-code', { mobile }, { ip });
    const code = await latestSmsCodeFor(db, mobile);
    const verified = await call(app, 'POST', '/api/users/mobile/sign-in', { mobile, code }, { ip });
    const proof = sessionCookieFrom(verified, 'vmobile');
    const body = { mobile, firstName: 'A', lastName: 'B' };
    const bare = await call(app, 'POST', '/api/users/mobile/register', body, { ip });
    expect(bare.statusCode).toBe(400);
    expect(bare.json().code).toBe('mobile_not_verified');
    const other = await call(
      app,
      'POST',
      '/api/users/mobile/register',
      { ...body, mobile: freshMobile() },
      { ip, cookie: proof },
    );
    expect(other.json().code).toBe('mobile_not_verified');
    const [{ n }] = (await db.select({ n: count() }).from(users).where(eq(users.mobile, mobile))) as [
      { n: number },
    ];
    expect(n).toBe(0);
  });

  it('locks a code at its sixth try: five wrong tries void it, even the right code then fails', async () => {
    const mobile = freshMobile();
    const ip = freshIp();
    await call(app, 'POST', '/api/users/mobile/get-code', { mobile }, { ip });
    const code = await latestSmsCodeFor(db, mobile);
    const wrong = code === '000000' ? '111111' : '000000';
    const messages: string[] = [];
    for (let i = 0; i < 5; i++) {
      const res = await call(app, 'POST', '/api/users/mobile/sign-in', { mobile, code: wrong }, { ip });
      expect(res.statusCode).toBe(400);
      messages.push(res.json().errorMessage);
    }
    expect(messages[0]).toMatch(/4 tries left/);
    expect(messages[4]).toMatch(/Too many wrong tries/);
    const sixth = await call(app, 'POST', '/api/users/mobile/sign-in', { mobile, code }, { ip });
    expect(sixth.statusCode).toBe(400);
    expect(sixth.json().errorMessage).toMatch(/Too many wrong tries/);
  });

  it('expires a code after 10 minutes', async () => {
    const mobile = freshMobile();
    const ip = freshIp();
    await call(app, 'POST', '/api/users/mobile/get-code', { mobile }, { ip });
    const code = await latestSmsCodeFor(db, mobile);
    clock.advance(10 * 60 * 1000 + 1);
    const res = await call(app, 'POST', '/api/users/mobile/sign-in', { mobile, code }, { ip });
    expect(res.json().errorMessage).toMatch(/expired/);
  });

  it('sends a number at most 3 codes per 15 minutes, from any address', async () => {
    const mobile = freshMobile();
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) {
      statuses.push(
        (await call(app, 'POST', '/api/users/mobile/get-code', { mobile }, { ip: freshIp() })).statusCode,
      );
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
    clock.advance(15 * 60 * 1000 + 1);
    expect(
      (await call(app, 'POST', '/api/users/mobile/get-code', { mobile }, { ip: freshIp() })).statusCode,
    ).toBe(200);
  });

  it('refuses a number that is not an Indian mobile number with a clear message', async () => {
    const res = await call(app, 'POST', '/api/users/mobile/get-code', { mobile: '12345' }, { ip: freshIp() });
    expect(res.statusCode).toBe(400);
    expect(res.json().errorMessage).toBe('Please enter a valid 10-digit mobile number.');
  });

  it('adds a mobile number to an email account with a code sent to the new number, and keeps numbers unique', async () => {
    const shopper = await createShopper(db);
    const mobile = freshMobile();
    const ip = freshIp();
    const asked = await call(
      app,
      'POST',
      '/api/users/me/mobile/get-code',
      { mobile },
      { ip, cookie: shopper.cookie },
    );
    expect(asked.statusCode).toBe(200);
    const code = await latestSmsCodeFor(db, mobile);
    const saved = await call(
      app,
      'PATCH',
      '/api/users/me/mobile',
      { mobile, code },
      { ip, cookie: shopper.cookie },
    );
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ mobile, email: shopper.email });

    const other = await createShopper(db);
    await call(
      app,
      'POST',
      '/api/users/me/mobile/get-code',
      { mobile },
      { ip: freshIp(), cookie: other.cookie },
    );
    const otherCode = await latestSmsCodeFor(db, mobile);
    const taken = await call(
      app,
      'PATCH',
      '/api/users/me/mobile',
      { mobile, code: otherCode },
      { cookie: other.cookie },
    );
    expect(taken.statusCode).toBe(409);
    expect(taken.json().code).toBe('mobile_taken');
    // Another shopper's code for the number does not work in this account.
    const [row] = await db.select().from(users).where(eq(users.id, other.id));
    expect(row!.mobile).toBeNull();
  });

  it('adds an email to a mobile-only account with a code mailed to it', async () => {
    const { cookie } = await signUpWithMobile(app, db, freshMobile());
    const email = `new.${Date.now()}@example.in`;
    expect(
      (await call(app, 'POST', '/api/users/me/email/get-code', { email }, { cookie, ip: freshIp() }))
        .statusCode,
    ).toBe(200);
    const [mail] = await db.select().from(outbox).where(eq(outbox.toAddress, email));
    const code = mail!.textBody.match(/\b(\d{6})\b/)![1]!;
    const saved = await call(app, 'PATCH', '/api/users/me/email', { email, code }, { cookie });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().email).toBe(email);
  });

  it('gives a mobile-only account a user name of its own', async () => {
    const mobile = freshMobile();
    await signUpWithMobile(app, db, mobile);
    const rows = await db
      .select()
      .from(users)
      .where(like(users.userName, `m${mobile}%`));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.email).toBeNull();
  });
});
