import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { outbox } from '#server/db/schema';
import {
  call,
  freshIp,
  latestCodeFor,
  logIn,
  shopperFields,
  signUpShopper,
} from '#tests/support/account-factories';
import { createTestApp } from '#tests/support/app';

const NEW_PASSWORD = 'a-brand-new-password';

describe('password reset', async () => {
  const { app, database, clock } = await createTestApp();
  const db = database.db;
  const askReset = (email: string, ip = freshIp()) =>
    call(app, 'POST', '/api/users/get-reset-otp', { email }, { ip });
  const reset = (body: Record<string, unknown>) => call(app, 'PATCH', '/api/users/reset-password', body);
  const me = (cookie: string) => call(app, 'GET', '/api/users/me', undefined, { cookie });

  it('mails a code, sets the new password and revokes every session of that user', async () => {
    const shopper = await signUpShopper(app, db);
    const other = await signUpShopper(app, db);
    const phone = await logIn(app, shopper.userName, shopper.password);
    const laptop = await logIn(app, shopper.email, shopper.password);
    const otherCookie = await logIn(app, other.userName, other.password);

    const asked = await askReset(shopper.email.toUpperCase());
    expect(asked.statusCode).toBe(200);
    expect(asked.json()).toEqual({ message: 'If this email is registered, a code has been sent to it.' });
    const otp = await latestCodeFor(db, shopper.email, 'reset');

    const res = await reset({ email: shopper.email, otp, password: NEW_PASSWORD });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Your password has been reset. Please log in.' });
    expect((await me(phone)).statusCode).toBe(401);
    expect((await me(laptop)).statusCode).toBe(401);
    expect((await me(otherCookie)).statusCode).toBe(200);

    const oldLogin = await call(app, 'POST', '/api/users/login', {
      userName: shopper.userName,
      password: shopper.password,
    });
    expect(oldLogin.statusCode).toBe(401);
    await logIn(app, shopper.userName, NEW_PASSWORD);
    // The code worked once.
    const again = await reset({ email: shopper.email, otp, password: 'yet-another-password' });
    expect(again.statusCode).toBe(400);
    expect(again.json().errorMessage).toBe('This code has already been used. Please request a new one.');
  });

  it('answers an unknown email exactly like a registered one, and mails nothing', async () => {
    const { email } = shopperFields();
    const res = await askReset(email);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'If this email is registered, a code has been sent to it.' });
    expect(await db.select().from(outbox).where(eq(outbox.toAddress, email))).toHaveLength(0);
    const tryIt = await reset({ email, otp: '123456', password: NEW_PASSWORD });
    expect(tryIt.statusCode).toBe(400);
    expect(tryIt.json().errorMessage).toMatch(/^The code is incorrect\./);
  });

  it('refuses wrong, expired and voided codes without changing the password', async () => {
    const shopper = await signUpShopper(app, db);
    await askReset(shopper.email);
    const otp = await latestCodeFor(db, shopper.email, 'reset');
    const wrong = String((Number(otp) + 1) % 1_000_000).padStart(6, '0');
    for (let i = 0; i < 5; i++) await reset({ email: shopper.email, otp: wrong, password: NEW_PASSWORD });
    const voided = await reset({ email: shopper.email, otp, password: NEW_PASSWORD });
    expect(voided.json().errorMessage).toBe('Too many wrong tries. Please request a new code.');

    clock.advance(60 * 1000);
    await askReset(shopper.email);
    const fresh = await latestCodeFor(db, shopper.email, 'reset');
    clock.advance(11 * 60 * 1000);
    const expired = await reset({ email: shopper.email, otp: fresh, password: NEW_PASSWORD });
    expect(expired.json().errorMessage).toBe('This code has expired. Please request a new one.');
    await logIn(app, shopper.userName, shopper.password);
  });

  it('a verification code does not reset a password', async () => {
    const shopper = shopperFields();
    await call(app, 'POST', '/api/users/get-otp', { email: shopper.email }, { ip: freshIp() });
    const otp = await latestCodeFor(db, shopper.email);
    const res = await reset({ email: shopper.email, otp, password: NEW_PASSWORD });
    expect(res.statusCode).toBe(400);
  });

  it('answers each missing field with the message of docs/product.md section 5', async () => {
    const full = { email: 'someone@example.in', otp: '123456', password: NEW_PASSWORD };
    expect((await reset({ ...full, email: '' })).json().errorMessage).toBe("Email can't be empty");
    expect((await reset({ ...full, otp: '' })).json().errorMessage).toBe("OTP can't be empty");
    expect((await reset({ ...full, password: '' })).json().errorMessage).toBe("Password can't be empty");
    expect((await reset({ ...full, password: 'short' })).json().errorMessage).toBe(
      'Password must be at least 8 characters.',
    );
    const empty = await askReset('');
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errorMessage).toBe("Email can't be empty");
  });

  it('limits reset codes like verification codes, whether or not the email is registered', async () => {
    const registered = await signUpShopper(app, db);
    const unknown = shopperFields().email;
    for (const email of [registered.email, unknown]) {
      const ip = freshIp();
      expect((await askReset(email, ip)).statusCode).toBe(200);
      const soon = await askReset(email, ip);
      expect(soon.statusCode).toBe(429);
      expect(soon.headers['retry-after']).toBe('60');
    }
  });
});
