import { Writable } from 'node:stream';
import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { outbox } from '#server/db/schema';
import { call, freshIp, latestCodeFor, shopperFields } from '#tests/support/account-factories';
import { createTestApp } from '#tests/support/app';
import { queueMail } from './outbox';
import { claimDueMail, deliverDueMail, MAX_ATTEMPTS, retryDelayMs } from './sender';
import { mailSenderJob } from './sender-job';
import type { MailTransport } from './transport';

const mail = (to: string, subject = 'Hello') => ({
  to,
  subject,
  text: `Text for ${to}`,
  html: `<p>${to}</p>`,
});

describe('the outbox sender with the dev outbox', async () => {
  const logLines: string[] = [];
  const stream = new Writable({
    write(chunk, _enc, done) {
      logLines.push(String(chunk));
      done();
    },
  });
  const { app, database, clock } = await createTestApp({}, { logger: { level: 'info', stream } });
  const db = database.db;

  it('logs each mail with its code, marks it sent and lists it at /dev/outbox', async () => {
    expect(app.deps.mailTransport?.kind).toBe('dev-outbox');
    const { email } = shopperFields();
    await call(app, 'POST', '/api/users/get-otp', { email }, { ip: freshIp() });
    const code = await latestCodeFor(db, email);
    await mailSenderJob.run(app.deps);
    expect(logLines.join('')).toContain(code);
    const [row] = await db.select().from(outbox).where(eq(outbox.toAddress, email));
    expect(row!.sentAt).not.toBeNull();

    const page = await app.inject({ method: 'GET', url: '/dev/outbox' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.body).toContain(email);
    expect(page.body).toContain(code);
  });

  it('escapes what it shows on /dev/outbox', async () => {
    await queueMail(db, mail('x@example.in', '<script>alert(1)</script>'));
    const page = await app.inject({ method: 'GET', url: '/dev/outbox' });
    expect(page.body).not.toContain('<script>alert(1)</script>');
    expect(page.body).toContain('&lt;script&gt;');
  });

  it('backs off from 30 seconds, doubling, up to an hour', () => {
    expect([1, 2, 3, 4].map(retryDelayMs)).toEqual([30_000, 60_000, 120_000, 240_000]);
    expect(retryDelayMs(20)).toBe(60 * 60 * 1000);
  });

  it('never hands one mail to two concurrent senders', async () => {
    const addresses = Array.from({ length: 30 }, (_, i) => `claim${i}.${Date.now()}@example.in`);
    for (const to of addresses) await queueMail(db, mail(to));
    const [a, b] = await Promise.all([claimDueMail(db, clock(), 20), claimDueMail(db, clock(), 20)]);
    const ids = [...a!, ...b!].filter((row) => addresses.includes(row.toAddress)).map((row) => row.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toHaveLength(30);
  });

  it(`gives up after ${MAX_ATTEMPTS} attempts and keeps the last error`, async () => {
    const to = `doomed.${Date.now()}@example.in`;
    await queueMail(db, mail(to));
    const failing: MailTransport = {
      kind: 'smtp',
      send: async () => {
        throw new Error('550 mailbox unavailable');
      },
      close: async () => {},
    };
    for (let i = 0; i < MAX_ATTEMPTS + 2; i++) {
      await deliverDueMail(db, failing, { now: clock, from: 'shop@example.in', limit: 500 });
      clock.advance(60 * 60 * 1000);
    }
    const [row] = await db
      .select()
      .from(outbox)
      .where(inArray(outbox.toAddress, [to]));
    expect(row!.attempts).toBe(MAX_ATTEMPTS);
    expect(row!.sentAt).toBeNull();
    expect(row!.lastError).toBe('550 mailbox unavailable');
  });
});

describe('the dev outbox in production', async () => {
  const { app } = await createTestApp({ NODE_ENV: 'production' });

  it('does not exist: /dev/outbox is a 404', async () => {
    const res = await app.inject({ method: 'GET', url: '/dev/outbox', headers: { accept: 'text/html' } });
    expect(res.statusCode).toBe(404);
  });
});
