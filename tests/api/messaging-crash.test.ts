/**
 * Kills the shop with SIGKILL while the outbox is sending SMS through MSG91 (a fake of it that
 * holds one request open), restarts it on the same data and checks that every message reached
 * the provider exactly once: those sent before the crash are not sent again, the one in flight
 * is taken as sent (a recorded attempt, docs/decisions/026-messaging.md), and the rest go out
 * after the restart. Runs on PGlite, and on PostgreSQL in the PostgreSQL run.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { outbox } from '#server/db/schema';
import { queueMessage } from '#server/modules/mail/outbox';
import { withShopDatabase } from '../support/direct-db';
import { FAKE_MSG91, startFakeMsg91 } from '../support/fake-msg91';
import { startShopProcess } from '../support/process';
import { createPostgresDatabaseUrl } from '../support/test-db';

const MESSAGES = 12;
const BEFORE_CRASH = 4;

async function until(check: () => boolean | Promise<boolean>, timeoutMs: number, what: string) {
  const end = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

describe('the outbox across a crash', async () => {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'shop-outbox-crash-'));
  const databaseUrl = await createPostgresDatabaseUrl();
  const target = { dataDir, databaseUrl };
  const fake = await startFakeMsg91();
  afterAll(async () => {
    await fake.close();
    rmSync(dataDir, { recursive: true, force: true });
  });
  const env: Record<string, string> = {
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : { DATA_DIR: dataDir }),
    MSG91_AUTH_KEY: FAKE_MSG91.authKey,
    MSG91_API_BASE: fake.url,
    MSG91_TEMPLATE_IDS: FAKE_MSG91.templateIds,
    OUTBOX_LEASE_SECONDS: '15',
  };

  it('sends every message exactly once after a SIGKILL mid-send', { timeout: 150_000 }, async () => {
    const numbers = Array.from({ length: MESSAGES }, (_, i) => `90000${String(i).padStart(5, '0')}`);
    await withShopDatabase(target, async (db) => {
      for (const [i, mobile] of numbers.entries()) {
        await queueMessage(db, {
          channel: 'sms',
          to: mobile,
          template: 'sign_in_code',
          params: [String(100000 + i)],
          text: `${100000 + i} is your code`,
        });
      }
    });
    fake.holdAfter(BEFORE_CRASH);
    const first = await startShopProcess(env);
    await until(() => fake.heldCount() === 1, 30_000, 'the fifth SMS to reach MSG91');
    await first.stop('SIGKILL');
    expect(fake.sent).toHaveLength(BEFORE_CRASH + 1);

    const second = await startShopProcess(env);
    try {
      await until(() => fake.sent.length >= MESSAGES, 60_000, 'every SMS after the restart');
      // A little longer: nothing more may arrive.
      await new Promise((r) => setTimeout(r, 4000));
    } finally {
      await second.stop();
    }
    const perNumber = numbers.map((mobile) => fake.sent.filter((sms) => sms.mobile === `91${mobile}`).length);
    expect(perNumber).toEqual(numbers.map(() => 1));

    await withShopDatabase(target, async (db) => {
      const rows = await db.select().from(outbox).where(eq(outbox.channel, 'sms'));
      expect(rows).toHaveLength(MESSAGES);
      expect(rows.every((row) => row.status === 'sent')).toBe(true);
      const inDoubt = rows.filter((row) => row.lastError?.includes('interrupted while sending'));
      expect(inDoubt.map((row) => row.toAddress)).toEqual([numbers[BEFORE_CRASH]]);
    });
  });
});
