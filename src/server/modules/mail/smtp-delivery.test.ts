/** Delivery through a real SMTP server on a local port, including while that server is down. */
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, describe, expect, it } from 'vitest';
import { outbox } from '#server/db/schema';
import { call, freshIp, shopperFields } from '#tests/support/account-factories';
import { createTestApp } from '#tests/support/app';
import { mailSenderJob } from './sender-job';

interface Received {
  to: string[];
  from: string;
  raw: string;
}

/** A local SMTP server that keeps what it receives and can be stopped and started on one port. */
function localSmtp() {
  const received: Received[] = [];
  let server: SMTPServer | undefined;
  const start = (port = 0) =>
    new Promise<number>((resolve, reject) => {
      server = new SMTPServer({
        authOptional: true,
        disabledCommands: ['STARTTLS'],
        logger: false,
        onData(stream, session, done) {
          let raw = '';
          stream.on('data', (chunk) => {
            raw += chunk;
          });
          stream.on('end', () => {
            received.push({
              to: session.envelope.rcptTo.map((r) => r.address),
              from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
              raw,
            });
            done();
          });
        },
      });
      server.on('error', reject);
      server.listen(port, '127.0.0.1', () => resolve((server!.server.address() as AddressInfo).port));
    });
  const stop = () => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  return { received, start, stop };
}

describe('mail over SMTP', async () => {
  const smtp = localSmtp();
  const port = await smtp.start();
  afterAll(() => smtp.stop());
  const { app, database, clock } = await createTestApp({
    SMTP_URL: `smtp://127.0.0.1:${port}`,
    MAIL_FROM: 'Oversized <hello@oversized.test>',
  });
  const db = database.db;
  const runSender = () => mailSenderJob.run(app.deps);
  const rowFor = async (email: string) =>
    (await db.select().from(outbox).where(eq(outbox.toAddress, email)))[0]!;

  it('uses SMTP when SMTP_URL is set, and has no dev outbox page', async () => {
    expect(app.deps.mailTransport?.kind).toBe('smtp');
    expect((await app.inject({ method: 'GET', url: '/dev/outbox' })).statusCode).toBe(404);
  });

  it('delivers the verification code, in text and HTML, from MAIL_FROM', async () => {
    const { email } = shopperFields();
    expect((await call(app, 'POST', '/api/users/get-otp', { email }, { ip: freshIp() })).statusCode).toBe(
      200,
    );
    await runSender();
    const mail = smtp.received.find((m) => m.to.includes(email));
    expect(mail).toBeDefined();
    expect(mail!.from).toBe('hello@oversized.test');
    expect(mail!.raw).toMatch(/^From: Oversized <hello@oversized\.test>/m);
    expect(mail!.raw).toContain('text/plain');
    expect(mail!.raw).toContain('text/html');
    const code = mail!.raw.match(/verification code: (\d{6})/)?.[1];
    expect(code).toMatch(/^\d{6}$/);
    const checked = await call(app, 'PATCH', '/api/users/validate-otp', { email, password: code });
    expect(checked.statusCode).toBe(200);
    const row = await rowFor(email);
    expect(row.sentAt).not.toBeNull();
    expect(row.attempts).toBe(1);
  });

  it('keeps mail in the outbox while the server is down and delivers it once it is back', async () => {
    await smtp.stop();
    const { email } = shopperFields();
    await call(app, 'POST', '/api/users/get-otp', { email }, { ip: freshIp() });
    await runSender();
    let row = await rowFor(email);
    expect(row.sentAt).toBeNull();
    expect(row.attempts).toBe(1);
    expect(row.lastError).toMatch(/ECONNREFUSED|connect/i);
    expect(row.nextAttemptAt.getTime()).toBe(clock().getTime() + 30_000);

    // Not due yet: nothing is tried.
    await runSender();
    expect((await rowFor(email)).attempts).toBe(1);

    clock.advance(30_000);
    await runSender();
    row = await rowFor(email);
    expect(row.attempts).toBe(2);
    expect(row.nextAttemptAt.getTime()).toBe(clock().getTime() + 60_000);

    await smtp.start(port);
    clock.advance(60_000);
    await runSender();
    row = await rowFor(email);
    expect(row.sentAt).not.toBeNull();
    expect(row.attempts).toBe(3);
    expect(smtp.received.some((m) => m.to.includes(email))).toBe(true);
  });
});
