/**
 * Kills the shop with SIGKILL while the outbox is sending, restarts it on the same data and checks
 * that no message was lost (BUSINESS.md section 9, docs/decisions/026-messaging.md): the send cut
 * off is made again under the same identity, everything else goes out once.
 * - SMS through MSG91 (a fake of it that holds one request open): the SMS in flight reaches MSG91
 *   again after the restart, the others exactly once.
 * - Mail through a real SMTP server that holds its answer to DATA for the first message: the
 *   order confirmation in flight is delivered after the restart, with the Message-ID it had.
 * Runs on PGlite, and on PostgreSQL in the PostgreSQL run.
 */
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { cartItems, outbox } from '#server/db/schema';
import { queueMessage } from '#server/modules/mail/outbox';
import { RESENT_NOTE } from '#server/modules/mail/sender';
import { withShopDatabase } from '../support/direct-db';
import { createProduct, createShopper } from '../support/factories';
import { FAKE_MSG91, startFakeMsg91 } from '../support/fake-msg91';
import { type ShopProcess, startShopProcess } from '../support/process';
import { header, startSmtpSink } from '../support/smtp-sink';
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

/** SIGKILL, then wait until the parent has reaped it: until then PGlite's data-dir lock is still held. */
async function kill(shop: ShopProcess) {
  const exited = once(shop.child, 'exit');
  shop.child.kill('SIGKILL');
  await exited;
}

describe('SMS across a crash', async () => {
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

  it('sends the SMS in flight again and every other once after a SIGKILL mid-send', {
    timeout: 150_000,
  }, async () => {
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
    await kill(first);
    expect(fake.sent).toHaveLength(BEFORE_CRASH + 1);

    const second = await startShopProcess(env);
    try {
      // The held one again (after its lease), and the seven never tried.
      await until(() => fake.sent.length >= MESSAGES + 1, 60_000, 'every SMS after the restart');
      // A little longer: nothing more may arrive.
      await new Promise((r) => setTimeout(r, 4000));
    } finally {
      await second.stop();
    }
    // MSG91 takes no idempotency key: the SMS cut off reaches it twice, a duplicate rather than a loss.
    const perNumber = numbers.map((mobile) => fake.sent.filter((sms) => sms.mobile === `91${mobile}`).length);
    expect(perNumber).toEqual(numbers.map((_, i) => (i === BEFORE_CRASH ? 2 : 1)));

    await withShopDatabase(target, async (db) => {
      const rows = await db.select().from(outbox).where(eq(outbox.channel, 'sms'));
      expect(rows).toHaveLength(MESSAGES);
      expect(rows.every((row) => row.status === 'sent')).toBe(true);
      const resent = rows.filter((row) => row.lastError === RESENT_NOTE);
      expect(resent.map((row) => row.toAddress)).toEqual([numbers[BEFORE_CRASH]]);
    });
  });
});

describe('mail across a crash', async () => {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'shop-mail-crash-'));
  const databaseUrl = await createPostgresDatabaseUrl();
  const target = { dataDir, databaseUrl };
  // The first message's DATA is read and never answered, as by a mail server that stalls.
  const smtp = await startSmtpSink({ holdFirst: 1 });
  afterAll(async () => {
    await smtp.close();
    rmSync(dataDir, { recursive: true, force: true });
  });
  const env: Record<string, string> = {
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : { DATA_DIR: dataDir }),
    SMTP_URL: smtp.url,
    PUBLIC_URL: 'https://shop.example.in',
    OUTBOX_LEASE_SECONDS: '15',
  };

  it('delivers an order confirmation cut off by a SIGKILL, with its first Message-ID', {
    timeout: 150_000,
  }, async () => {
    const shopper = await withShopDatabase(target, async (db) => {
      const product = await createProduct(db, { price: 999, stock: { M: 5 } });
      const shopper = await createShopper(db);
      await db
        .insert(cartItems)
        .values({ userId: shopper.id, productId: product.id, size: 'M', quantity: 1 });
      return shopper;
    });
    const subject = (raw: string) => header(raw, 'Subject');

    const first = await startShopProcess(env);
    const placed = await fetch(`${first.url}/api/cart/place-cod-order`, {
      method: 'POST',
      headers: { cookie: shopper.cookie, 'content-type': 'application/json' },
      body: JSON.stringify({ mobile: '9876543210', address: '14 Park Street, Kolkata 700016' }),
    });
    expect(placed.status).toBe(200);
    const { orderId } = (await placed.json()) as { orderId: string };
    const confirmation = `Your order ${orderId} is placed: please confirm it`;
    await until(() => smtp.held.length === 1, 30_000, 'the confirmation to reach the mail server');
    expect(subject(smtp.held[0]!.raw)).toBe(confirmation);
    await kill(first);
    expect(smtp.messages.filter((m) => subject(m.raw) === confirmation)).toEqual([]);

    const second = await startShopProcess(env);
    try {
      await until(
        () => smtp.messages.some((m) => subject(m.raw) === confirmation),
        60_000,
        'the confirmation after the restart',
      );
    } finally {
      await second.stop();
    }
    const delivered = smtp.messages.filter((m) => subject(m.raw) === confirmation);
    expect(delivered).toHaveLength(1);
    expect(delivered[0]!.to).toEqual([shopper.email]);
    const messageId = header(smtp.held[0]!.raw, 'Message-ID');
    expect(messageId).toMatch(/^<outbox-\d+\.[0-9a-z]+@shop\.example\.in>$/);
    expect(header(delivered[0]!.raw, 'Message-ID')).toBe(messageId);

    await withShopDatabase(target, async (db) => {
      const [row] = await db.select().from(outbox).where(eq(outbox.subject, confirmation));
      expect(row).toMatchObject({ status: 'sent', attempts: 2, lastError: RESENT_NOTE });
    });
  });
});
