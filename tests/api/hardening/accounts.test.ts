/**
 * Accounts against an attacker: password rules, a verified email bound to the browser that typed
 * the code, codes a stranger cannot void or use up, limits a shared mobile network can live
 * with, and no password hashing for a request that cannot succeed.
 */
import { and, asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { outbox } from '#server/db/schema';
import { hashPassword } from '#server/modules/accounts/passwords';
import {
  call,
  freshIp,
  latestCodeFor,
  logIn,
  shopperFields,
  signUpShopper,
  verifyEmail,
} from '#tests/support/account-factories';
import { createTestApp } from '#tests/support/app';

const MINUTE = 60 * 1000;
const COMMON =
  'This password is one of the most common passwords. Please choose one that is harder to guess.';
const IS_NAME = 'Your password must not be your user name or email.';
const NOT_VERIFIED = 'Please verify your email before signing up.';

describe('accounts under attack', async () => {
  const { app, database, clock } = await createTestApp();
  const db = database.db;
  const register = (body: Record<string, unknown>, cookie?: string) =>
    call(app, 'POST', '/api/users/register', body, { cookie, ip: freshIp() });
  const askReset = (email: string, ip = freshIp()) =>
    call(app, 'POST', '/api/users/get-reset-otp', { email }, { ip });
  const reset = (body: Record<string, unknown>) =>
    call(app, 'PATCH', '/api/users/reset-password', body, { ip: freshIp() });
  /** Every reset code mailed to the address, oldest first. */
  const resetCodesFor = async (email: string) =>
    (
      await db
        .select()
        .from(outbox)
        .where(and(eq(outbox.toAddress, email)))
        .orderBy(asc(outbox.id))
    )
      .filter((mail) => /reset/i.test(mail.subject))
      .map((mail) => mail.textBody.match(/\b(\d{6})\b/)![1]!);

  describe('passwords', () => {
    it('refuses a common password in any case, and the user name or email, saying why', async () => {
      const shopper = shopperFields();
      const cookie = await verifyEmail(app, db, shopper.email);
      for (const [password, message] of [
        ['SunShine', COMMON],
        ['password1', COMMON],
        [shopper.userName.toUpperCase(), IS_NAME],
        [shopper.email, IS_NAME],
      ] as const) {
        const res = await register({ ...shopper, password, confirmPassword: password }, cookie);
        expect(res.statusCode, password).toBe(400);
        expect(res.json().errorMessage, password).toBe(message);
      }
      const short = await register({ ...shopper, password: 'x7$kq2', confirmPassword: 'x7$kq2' }, cookie);
      expect(short.json().errorMessage).toBe('Password must be at least 8 characters.');
      const ok = await register({ ...shopper, confirmPassword: shopper.password }, cookie);
      expect(ok.statusCode).toBe(201);
    });

    it('refuses them on reset too, and the code stays usable for a better password', async () => {
      const shopper = await signUpShopper(app, db);
      expect((await askReset(shopper.email)).statusCode).toBe(200);
      const otp = await latestCodeFor(db, shopper.email);
      for (const [password, message] of [
        ['Football', COMMON],
        [shopper.userName, IS_NAME],
      ]) {
        const res = await reset({ email: shopper.email, otp, password });
        expect(res.statusCode, password).toBe(400);
        expect(res.json().errorMessage, password).toBe(message);
      }
      expect((await reset({ email: shopper.email, otp, password: 'plum-kettle-drums' })).statusCode).toBe(
        200,
      );
      await logIn(app, shopper.userName, 'plum-kettle-drums');
    });
  });

  describe('a verified email', () => {
    it('can be registered only from the browser that typed its code', async () => {
      const victim = shopperFields();
      const victimCookie = await verifyEmail(app, db, victim.email);
      const intruder = shopperFields({ email: victim.email });
      // No proof at all, and a proof made for the intruder's own email.
      const none = await register({ ...intruder, confirmPassword: intruder.password });
      expect(none.statusCode).toBe(400);
      expect(none.json().errorMessage).toBe(NOT_VERIFIED);
      const ownCookie = await verifyEmail(app, db, shopperFields().email);
      const borrowed = await register({ ...intruder, confirmPassword: intruder.password }, ownCookie);
      expect(borrowed.statusCode).toBe(400);
      const forged = await register(
        { ...intruder, confirmPassword: intruder.password },
        `${victimCookie.split('.')[0]}.${'A'.repeat(43)}`,
      );
      expect(forged.statusCode).toBe(400);
      // The victim's own browser still can.
      expect((await register({ ...victim, confirmPassword: victim.password }, victimCookie)).statusCode).toBe(
        201,
      );
    });

    it('is proven by an httpOnly, same-site, short-lived cookie', async () => {
      const { email } = shopperFields();
      await call(app, 'POST', '/api/users/get-otp', { email }, { ip: freshIp() });
      const res = await call(app, 'PATCH', '/api/users/validate-otp', {
        email,
        password: await latestCodeFor(db, email),
      });
      const cookie = res.cookies.find((c) => c.name === 'vmail');
      expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/', maxAge: 30 * 60 });
    });
  });

  describe('reset codes requested by someone else', () => {
    it('do not void the code the owner is typing', async () => {
      const owner = await signUpShopper(app, db);
      expect((await askReset(owner.email)).statusCode).toBe(200);
      const typing = await latestCodeFor(db, owner.email);
      clock.advance(MINUTE);
      for (let i = 0; i < 2; i++) expect((await askReset(owner.email)).statusCode).toBe(200);
      expect(
        (await reset({ email: owner.email, otp: typing, password: 'owner-new-password' })).statusCode,
      ).toBe(200);
    });

    it('cannot lock the owner out: a refused owner has a live code, and can ask again within 10 minutes', async () => {
      const owner = await signUpShopper(app, db);
      for (let i = 0; i < 6; i++) await askReset(owner.email);
      clock.advance(5 * MINUTE);
      const refused = await askReset(owner.email);
      expect(refused.statusCode).toBe(429);
      expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(10 * 60);
      // A code the stranger made us mail is in the owner's inbox and still works.
      const [first] = await resetCodesFor(owner.email);
      expect(
        (await reset({ email: owner.email, otp: first, password: 'owner-new-password' })).statusCode,
      ).toBe(200);
      clock.advance(5 * MINUTE + 1000);
      expect((await askReset(owner.email)).statusCode).toBe(200);
    });
  });

  it('lets hundreds of sign-ups and resets share one mobile network address', {
    timeout: 120_000,
  }, async () => {
    const carrier = freshIp();
    for (let i = 0; i < 150; i++) {
      const res = await call(
        app,
        'POST',
        '/api/users/get-otp',
        { email: shopperFields().email },
        { ip: carrier },
      );
      expect(res.statusCode, `request ${i + 1}`).toBe(200);
      expect((await askReset(shopperFields().email, carrier)).statusCode, `reset ${i + 1}`).toBe(200);
    }
  });

  describe('expensive work', () => {
    it('hashes no password for a register or reset that cannot succeed', { timeout: 60_000 }, async () => {
      // CPU time, not wall time: a busy machine stretches the second but not the first.
      const cpuMs = () => {
        const { user, system } = process.cpuUsage();
        return (user + system) / 1000;
      };
      const shopper = shopperFields();
      const perRequest = async (send: () => Promise<{ statusCode: number }>) => {
        await send();
        const t = cpuMs();
        for (let i = 0; i < 10; i++) expect((await send()).statusCode).toBe(400);
        return (cpuMs() - t) / 10;
      };
      const t = cpuMs();
      for (let i = 0; i < 5; i++) await hashPassword('timing-reference');
      const oneHash = (cpuMs() - t) / 5;
      const unverified = await perRequest(() => register({ ...shopper, confirmPassword: shopper.password }));
      const noCode = await perRequest(() =>
        reset({ email: shopper.email, otp: '123456', password: 'a-good-passphrase' }),
      );
      // The same database work with no password in it: checking a code that was never sent.
      const sameLookup = await perRequest(() =>
        call(app, 'PATCH', '/api/users/validate-otp', { email: shopper.email, password: '123456' }),
      );
      expect(unverified).toBeLessThan(oneHash / 2);
      expect(noCode).toBeLessThan(sameLookup + oneHash / 2);
    });
  });
});
