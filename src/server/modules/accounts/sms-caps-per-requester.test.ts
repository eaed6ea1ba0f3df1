/**
 * The SMS caps everyone shares cannot be spent by one requester (docs/decisions/026-messaging.md,
 * mobile-code-limits.ts): one network address gets 30 codes an hour to numbers without an account,
 * 5 of them in one prefix, far below the prefix's and the shop's hourly caps; and a number that
 * has an account is never refused by those caps, whatever strangers asked for. Counted atomically,
 * in process memory and in Redis.
 */
import { randomBytes } from 'node:crypto';
import { and, count, eq, like } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { outbox } from '#server/db/schema';
import { redisCounters } from '#server/lib/redis-counters';
import { call, freshIp } from '#tests/support/account-factories';
import { createTestApp } from '#tests/support/app';
import { createProduct, createShopper } from '#tests/support/factories';
import { freshMobile, latestSmsCodeFor } from '#tests/support/mobile-factories';
import { redisAvailable, testRedisUrl } from '#tests/support/redis';

const NETWORK = 'Too many codes were requested from your network. Please try again later.';
const BUSY = 'We cannot send more codes by SMS right now. Please try again later, or use your email.';

let prefixes = 0;
/** A prefix no other test here uses. */
const freshPrefix = () => `6${String(1000 + (prefixes++ % 9000)).padStart(4, '0')}`;

const getCode = (app: Parameters<typeof call>[0], mobile: string, ip: string) =>
  call(app, 'POST', '/api/users/mobile/get-code', { mobile }, { ip });

async function smsUnder(db: Parameters<typeof latestSmsCodeFor>[0], prefix: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(outbox)
    .where(and(eq(outbox.channel, 'sms'), like(outbox.toAddress, `${prefix}%`)));
  return Number(row!.n);
}

describe('one address and the shared SMS caps (default caps)', async () => {
  const { app, database, clock } = await createTestApp();
  const db = database.db;
  afterAll(() => app.close());

  it('cannot lock a number series out of SMS sign-in', async () => {
    const prefix = freshPrefix();
    const shopper = `${prefix}43210`;
    await createShopper(db, { mobile: shopper });
    const attacker = freshIp();
    const statuses: number[] = [];
    let refusal: Awaited<ReturnType<typeof getCode>> | undefined;
    for (let i = 0; i < 100; i++) {
      const res = await getCode(app, `${prefix}${String(i).padStart(5, '0')}`, attacker);
      statuses.push(res.statusCode);
      if (res.statusCode === 429) refusal ??= res;
    }
    // The shopper of that series, and someone new to it, still get their codes.
    expect((await getCode(app, shopper, freshIp())).statusCode).toBe(200);
    expect((await getCode(app, `${prefix}55555`, freshIp())).statusCode).toBe(200);
    expect(await latestSmsCodeFor(db, shopper)).toMatch(/^\d{6}$/);

    // The address itself got 5 codes into the series.
    expect(statuses).toEqual([...Array(5).fill(200), ...Array(95).fill(429)]);
    expect(refusal!.json().errorMessage).toBe(NETWORK);
    expect(Number(refusal!.headers['retry-after'])).toBeGreaterThan(3500);
    expect(await smsUnder(db, prefix)).toBe(7);
  });

  it('sends at most 30 codes an hour from one address to numbers it chooses', async () => {
    const attacker = freshIp();
    const statuses: number[] = [];
    for (let i = 0; i < 40; i++)
      statuses.push((await getCode(app, freshMobile(freshPrefix()), attacker)).statusCode);
    expect(statuses).toEqual([...Array(30).fill(200), ...Array(10).fill(429)]);
    // A number with an account is not held to it: its owner may share the address.
    const member = freshMobile(freshPrefix());
    await createShopper(db, { mobile: member });
    expect((await getCode(app, member, attacker)).statusCode).toBe(200);
    clock.advance(60 * 60 * 1000 + 1000);
    expect((await getCode(app, freshMobile(freshPrefix()), attacker)).statusCode).toBe(200);
  });
});

describe('a number with an account and exhausted shared caps', async () => {
  const { app, database } = await createTestApp({
    SMS_CODES_PER_PREFIX_PER_HOUR: '3',
    SMS_CODES_PER_HOUR: '6',
  });
  const db = database.db;
  afterAll(() => app.close());

  it('is never locked out by what strangers asked for', async () => {
    const prefix = freshPrefix();
    const member = `${prefix}12345`;
    await createShopper(db, { mobile: member });
    // Strangers from three addresses use up the prefix's cap.
    for (let i = 0; i < 3; i++)
      expect((await getCode(app, `${prefix}0000${i}`, freshIp())).statusCode).toBe(200);
    const newcomer = await getCode(app, `${prefix}99999`, freshIp());
    expect((await getCode(app, member, freshIp())).statusCode).toBe(200);
    expect(newcomer.statusCode).toBe(429);
    expect(newcomer.json().errorMessage).toBe(BUSY);

    // And then the shop's cap.
    for (let i = 0; i < 3; i++) await getCode(app, freshMobile(freshPrefix()), freshIp());
    expect((await getCode(app, freshMobile(freshPrefix()), freshIp())).json().errorMessage).toBe(BUSY);
    const code = await getCode(app, member, freshIp());
    expect(code.statusCode).toBe(200);
    const signIn = await call(app, 'POST', '/api/users/mobile/sign-in', {
      mobile: member,
      code: await latestSmsCodeFor(db, member),
    });
    expect(signIn.json()).toMatchObject({ signedIn: true });
  });

  it("keeps a number's sign-in codes apart from the notify-me codes strangers ask for it", async () => {
    const member = freshMobile(freshPrefix());
    await createShopper(db, { mobile: member });
    const product = await createProduct(db, { stock: { M: 0 } });
    for (let i = 0; i < 4; i++)
      await call(
        app,
        'POST',
        '/api/notify-me',
        { itemId: product.itemId, size: 'M', contact: member },
        {
          ip: freshIp(),
        },
      );
    expect((await getCode(app, member, freshIp())).statusCode).toBe(200);
  });
});

/** 100 requests from one address at once, to one prefix or to 100: the address's allowances hold exactly. */
async function burstFromOneAddress(counters: 'memory' | 'redis', spread: 'one prefix' | 'many prefixes') {
  const overrides =
    counters === 'redis'
      ? { counters: redisCounters(testRedisUrl(), undefined, `test:${randomBytes(6).toString('hex')}:`) }
      : {};
  const { app, database } = await createTestApp({}, overrides);
  const prefix = freshPrefix();
  const numbers = Array.from({ length: 100 }, (_, i) =>
    spread === 'one prefix'
      ? `${prefix}${String(i).padStart(5, '0')}`
      : `9${String(i).padStart(4, '0')}${prefix}`,
  );
  const ip = freshIp();
  const answers = await Promise.all(numbers.map((mobile) => getCode(app, mobile, ip)));
  const [row] = await database.db.select({ n: count() }).from(outbox).where(eq(outbox.channel, 'sms'));
  await app.close();
  return {
    ok: answers.filter((res) => res.statusCode === 200).length,
    refused: answers.filter((res) => res.statusCode === 429).length,
    sent: Number(row!.n),
  };
}

describe('one address sending 100 code requests at once', () => {
  it('gets 5 codes into one prefix and 30 in all (counters in memory)', async () => {
    expect(await burstFromOneAddress('memory', 'one prefix')).toEqual({ ok: 5, refused: 95, sent: 5 });
    expect(await burstFromOneAddress('memory', 'many prefixes')).toEqual({ ok: 30, refused: 70, sent: 30 });
  }, 60_000);

  it('gets 5 codes into one prefix and 30 in all (counters in Redis)', async (ctx) => {
    if (!(await redisAvailable())) ctx.skip();
    expect(await burstFromOneAddress('redis', 'one prefix')).toEqual({ ok: 5, refused: 95, sent: 5 });
    expect(await burstFromOneAddress('redis', 'many prefixes')).toEqual({ ok: 30, refused: 70, sent: 30 });
  }, 60_000);
});
