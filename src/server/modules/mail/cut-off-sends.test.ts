/**
 * A message is never lost (BUSINESS.md section 9): a mail whose send was cut off (the process
 * died waiting for the mail server) goes again once its lease ends, with the Message-ID of the
 * first attempt; one that still fails after its retries, or is cut off on its last attempt, is
 * `failed` and the back office lists it so on the order's messages. A cut-off send is made here
 * by a transport that never answers; tests/api/messaging-crash.test.ts kills a real process.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { outbox } from '#server/db/schema';
import { createSessionToken } from '#server/plugins/sessions';
import { headersFor } from '#tests/support/admin-factories';
import { createTestApp } from '#tests/support/app';
import { asShopper, DELIVERY, putInCart } from '#tests/support/cart-factories';
import { createAdmin, createProduct, createShopper } from '#tests/support/factories';
import { queueMail } from './outbox';
import { CUT_OFF_NOTE, deliverDueMail, LEASE_MS, MAX_ATTEMPTS, RESENT_NOTE } from './sender';
import { mailSenderJob } from './sender-job';
import type { MailTransport, OutgoingMail } from './transport';

/** A mail server that takes each message and never answers the ones `stall` picks. */
function recordingTransport() {
  const attempts: OutgoingMail[] = [];
  let stalledNow: (() => void) | undefined;
  const control = {
    stall: (_mail: OutgoingMail) => false,
    failWith: undefined as string | undefined,
    /** Resolves once the run has ended or is stuck on a stalled send. */
    settled(run: Promise<void>) {
      return new Promise<void>((resolve, reject) => {
        stalledNow = resolve;
        run.then(resolve, reject);
      });
    },
  };
  const transport: MailTransport = {
    kind: 'smtp',
    async send(mail) {
      attempts.push(mail);
      if (control.stall(mail)) {
        stalledNow?.();
        await new Promise(() => {});
      }
      if (control.failWith) throw new Error(control.failWith);
    },
    async close() {},
  };
  return { transport, control, attempts };
}

describe('mail cut off mid-send', async () => {
  const { transport, control, attempts } = recordingTransport();
  const { app, database, clock } = await createTestApp(
    { PUBLIC_URL: 'https://shop.example.in' },
    { mailTransport: transport },
  );
  const db = database.db;
  const admin = await createAdmin(db);
  const product = await createProduct(db, { stock: { M: 100 } });
  const rowOf = async (subject: string) =>
    (await db.select().from(outbox).where(eq(outbox.subject, subject)))[0]!;
  /** One run of the sender job; a stalled send leaves it waiting for ever, as a process that died. */
  const runSender = () => control.settled(mailSenderJob.run(app.deps));
  const stallOn = (subject: string | undefined) => {
    control.stall = (mail) => mail.subject === subject;
  };

  async function placeOrder() {
    const shopper = await createShopper(db);
    await putInCart(db, shopper.id, product, 'M', 1);
    const res = await asShopper(app, shopper).post('/api/cart/place-cod-order', DELIVERY);
    expect(res.statusCode).toBe(200);
    return res.json().orderId as string;
  }
  const messagesOf = async (orderId: string) => {
    // A session made at the test clock's time: the clock has moved hours past the real one.
    const token = await createSessionToken(db, 'admin', admin.id, clock());
    const res = await app.inject({
      method: 'GET',
      url: `/api/admins/orders/${orderId}/messages`,
      headers: { ...headersFor(), cookie: `aid=${token}` },
    });
    expect(res.statusCode).toBe(200);
    return res.json().messages as {
      channel: string;
      template: string;
      status: string;
      error: string | null;
    }[];
  };

  it('sends it again after its lease, with the Message-ID of the first attempt', async () => {
    const subject = `Cut off ${Date.now()}`;
    await queueMail(db, { to: 'cut.off@example.in', subject, text: 'Hello', html: '<p>Hello</p>' });
    stallOn(subject);
    await runSender();
    const first = attempts.filter((m) => m.subject === subject);
    expect(first).toHaveLength(1);
    expect((await rowOf(subject)).status).toBe('sending');

    // The process that sent it is gone; a new one finds the row still `sending`.
    stallOn(undefined);
    await runSender();
    expect(attempts.filter((m) => m.subject === subject)).toHaveLength(1);
    clock.advance(LEASE_MS);
    await runSender();
    const both = attempts.filter((m) => m.subject === subject);
    expect(both).toHaveLength(2);
    expect(both[1]!.messageId).toBe(first[0]!.messageId);
    expect(first[0]!.messageId).toMatch(/^<outbox-\d+\.[0-9a-z]+@shop\.example\.in>$/);
    expect(await rowOf(subject)).toMatchObject({ status: 'sent', attempts: 2, lastError: RESENT_NOTE });
  });

  it('keeps one Message-ID across retries after errors, and gives each mail its own', async () => {
    const subjects = [`Retried ${Date.now()}`, `Other ${Date.now()}`];
    for (const subject of subjects)
      await queueMail(db, { to: 'retried@example.in', subject, text: 'Hi', html: '<p>Hi</p>' });
    control.failWith = '451 try again later';
    await runSender();
    control.failWith = undefined;
    clock.advance(60_000);
    await runSender();
    const [retried, other] = subjects.map((s) => attempts.filter((m) => m.subject === s));
    expect(retried!.map((m) => m.messageId)).toEqual([retried![0]!.messageId, retried![0]!.messageId]);
    expect(other![0]!.messageId).not.toBe(retried![0]!.messageId);
  });

  it('marks an order confirmation failed after its last retry and lists it so on the order', async () => {
    const orderId = await placeOrder();
    const subject = `Your order ${orderId} is placed: please confirm it`;
    control.failWith = '550 mailbox unavailable';
    for (let i = 0; i < MAX_ATTEMPTS; i++) {
      await runSender();
      clock.advance(60 * 60 * 1000);
    }
    control.failWith = undefined;
    expect(await rowOf(subject)).toMatchObject({ status: 'failed', attempts: MAX_ATTEMPTS });
    const confirmation = (await messagesOf(orderId)).find((m) => m.template === subject);
    expect(confirmation).toMatchObject({
      channel: 'email',
      status: 'failed',
      error: '550 mailbox unavailable',
    });
  });

  it('marks a mail cut off on its last attempt failed, never leaving it sending', async () => {
    const orderId = await placeOrder();
    const subject = `Your order ${orderId} is placed: please confirm it`;
    const row = await rowOf(subject);
    // Its earlier attempts all failed; the last is cut off.
    await db
      .update(outbox)
      .set({ attempts: MAX_ATTEMPTS - 1, lastError: '451 try again later' })
      .where(eq(outbox.id, row.id));
    stallOn(subject);
    await runSender();
    stallOn(undefined);
    expect(await rowOf(subject)).toMatchObject({ status: 'sending', attempts: MAX_ATTEMPTS });
    clock.advance(LEASE_MS);
    await runSender();
    expect(await rowOf(subject)).toMatchObject({ status: 'failed', lastError: CUT_OFF_NOTE });
    const confirmation = (await messagesOf(orderId)).find((m) => m.template === subject);
    expect(confirmation).toMatchObject({ channel: 'email', status: 'failed', error: CUT_OFF_NOTE });
    // Not sent again once failed.
    const tries = attempts.filter((m) => m.subject === subject).length;
    clock.advance(LEASE_MS);
    await runSender();
    expect(attempts.filter((m) => m.subject === subject)).toHaveLength(tries);
  });

  it('names the host it is given in the Message-ID', async () => {
    const subject = `Tool ${Date.now()}`;
    await queueMail(db, { to: 'tool@example.in', subject, text: 'x', html: 'x' });
    await deliverDueMail(db, transport, { now: clock, from: 'shop@example.in', host: 'mail.example.in' });
    expect(attempts.find((m) => m.subject === subject)!.messageId).toMatch(/@mail\.example\.in>$/);
  });
});
