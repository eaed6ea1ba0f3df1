/**
 * Mobile sign-up checks the browser's proof of a verified number before it hashes anything
 * (docs/decisions/008-limits.md, "Register and reset"): a forged `vmobile` cookie is refused for
 * the price of one indexed read, not an argon2 hash.
 */
import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '#server/db/schema';
import { call, freshIp } from '#tests/support/account-factories';
import { createTestApp } from '#tests/support/app';
import { freshMobile } from '#tests/support/mobile-factories';
import { hashPassword } from './passwords';

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** CPU time (user and system, every thread of the process) that `work` costs, in milliseconds. */
async function cpuMs(work: () => Promise<unknown>): Promise<number> {
  const before = process.cpuUsage();
  await work();
  const spent = process.cpuUsage(before);
  return (spent.user + spent.system) / 1000;
}

describe('mobile sign-up with a forged proof', async () => {
  const { app, database } = await createTestApp();
  const forged = () => `vmobile=${1 + Math.floor(Math.random() * 1e6)}.${'A'.repeat(43)}`;
  const register = (mobile: string) =>
    call(
      app,
      'POST',
      '/api/users/mobile/register',
      { mobile, firstName: 'A', lastName: 'B' },
      {
        ip: freshIp(),
        cookie: forged(),
      },
    );

  it('is refused with the verification message, and no account is made', async () => {
    const mobile = freshMobile();
    const res = await register(mobile);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      errorMessage: 'Please verify your mobile number with the SMS code first.',
      code: 'mobile_not_verified',
    });
    const [row] = await database.db.select({ n: count() }).from(users).where(eq(users.mobile, mobile));
    expect(row!.n).toBe(0);
  });

  it('costs far less CPU than one argon2 hash', async () => {
    // Warm both paths first, then take them in turns so the machine's noise falls on both alike.
    await register(freshMobile());
    await hashPassword('warm-up');
    const requests: number[] = [];
    const hashes: number[] = [];
    for (let i = 0; i < 9; i++) {
      requests.push(await cpuMs(() => register(freshMobile())));
      hashes.push(await cpuMs(() => hashPassword(`password-${i}`)));
    }
    expect(median(requests)).toBeLessThan(median(hashes) / 2);
  });
});
