/**
 * Meta's webhook subscription handshake (docs/decisions/026-messaging.md): the verify token alone
 * answers it, so the webhook can be subscribed before the sending keys are set, and the token is
 * compared in constant time.
 */
import { describe, expect, it } from 'vitest';
import { createTestApp } from '#tests/support/app';

const VERIFY_TOKEN = 'handshake-verify-token-7f3a';
const handshake = (token: string | undefined, mode = 'subscribe') =>
  `/api/messaging/whatsapp/webhook?hub.mode=${mode}${token === undefined ? '' : `&hub.verify_token=${encodeURIComponent(token)}`}&hub.challenge=1158201444`;

describe('the WhatsApp handshake with only the verify token set', async () => {
  // No WHATSAPP_TOKEN, WHATSAPP_PHONE_NUMBER_ID or WHATSAPP_APP_SECRET: messages go to the sandbox.
  const { app } = await createTestApp({ WHATSAPP_VERIFY_TOKEN: VERIFY_TOKEN });

  it('answers the challenge to the verify token', async () => {
    const ok = await app.inject({ url: handshake(VERIFY_TOKEN) });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.body).toBe('1158201444');
  });

  it('refuses any other token, of any length, and any other mode', async () => {
    const wrongSameLength = `${VERIFY_TOKEN.slice(0, -1)}b`;
    for (const url of [
      handshake(wrongSameLength),
      handshake(VERIFY_TOKEN.slice(0, 5)),
      handshake(`${VERIFY_TOKEN}x`),
      handshake(''),
      handshake(undefined),
      handshake(VERIFY_TOKEN, 'unsubscribe'),
    ]) {
      const res = await app.inject({ url });
      expect(res.statusCode, url).toBe(401);
      expect(res.body).not.toContain('1158201444');
    }
  });
});

describe('the WhatsApp handshake with no verify token set', async () => {
  const { app } = await createTestApp();

  it('opens to nobody, an empty token included', async () => {
    for (const token of ['', 'undefined', 'anything']) {
      const res = await app.inject({ url: handshake(token) });
      expect(res.statusCode, token).toBe(401);
    }
  });
});
