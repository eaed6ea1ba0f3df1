import { afterAll, describe, expect, it } from 'vitest';
import { FAKE_WHATSAPP, signedWebhook, startFakeWhatsApp } from '#tests/support/fake-whatsapp';
import { PermanentSendError } from '../mail/channels';
import { ProviderUnavailableError } from './provider';
import { createWhatsAppCloudProvider } from './whatsapp-cloud-provider';

describe('the WhatsApp Cloud API provider against a fake of the API', async () => {
  const fake = await startFakeWhatsApp();
  afterAll(() => fake.close());
  const provider = (
    overrides: { token?: string; timeoutMs?: number; templateNames?: Record<string, string> } = {},
  ) =>
    createWhatsAppCloudProvider({
      token: overrides.token ?? FAKE_WHATSAPP.token,
      phoneNumberId: FAKE_WHATSAPP.phoneNumberId,
      appSecret: FAKE_WHATSAPP.appSecret,
      apiBase: fake.url,
      language: 'en',
      templateNames: overrides.templateNames ?? {},
      timeoutMs: overrides.timeoutMs,
    });
  const message = {
    to: '9876543210',
    template: 'order_placed',
    params: ['OV-ABC', '₹1,299.00'],
    text: 'Thank you!',
    reference: 'outbox-7',
  };

  it('sends the approved template with its language, body parameters and our reference', async () => {
    const receipt = await provider().send(message);
    const sent = fake.sent.at(-1)!;
    expect(sent).toMatchObject({
      to: '919876543210',
      template: 'order_placed',
      language: 'en',
      params: ['OV-ABC', '₹1,299.00'],
      reference: 'outbox-7',
    });
    expect(receipt.providerMessageId).toBe(sent.id);
    expect(sent.id).toMatch(/^wamid\./);
  });

  it("uses the approved template's own name where configured", async () => {
    await expect(provider({ templateNames: { order_placed: 'missing_name' } }).send(message)).rejects.toThrow(
      /132001/,
    );
  });

  it('treats a bad token as retryable, a rejected template or number as final', async () => {
    await expect(provider({ token: 'wrong' }).send(message)).rejects.toBeInstanceOf(ProviderUnavailableError);
    await expect(provider().send({ ...message, params: ['only one'] })).rejects.toBeInstanceOf(
      PermanentSendError,
    );
    fake.unreachable.add('919811111111');
    await expect(provider().send({ ...message, to: '9811111111' })).rejects.toThrow(/131026/);
  });

  it('retries a server error and a timeout', async () => {
    fake.failNext();
    await expect(provider().send(message)).rejects.toBeInstanceOf(ProviderUnavailableError);
    fake.stallNext(1500);
    await expect(provider({ timeoutMs: 200 }).send(message)).rejects.toThrow(/no answer within 200 ms/);
  });

  it('checks X-Hub-Signature-256 over the raw body', () => {
    const { body, headers } = signedWebhook({ hello: 'world' });
    const p = provider();
    expect(p.verifySignature(Buffer.from(body), headers['x-hub-signature-256'])).toBe(true);
    expect(p.verifySignature(Buffer.from(`${body} `), headers['x-hub-signature-256'])).toBe(false);
    expect(
      p.verifySignature(
        Buffer.from(body),
        signedWebhook({ hello: 'world' }, 'other').headers['x-hub-signature-256'],
      ),
    ).toBe(false);
    expect(p.verifySignature(Buffer.from(body), undefined)).toBe(false);
    expect(p.verifySignature(Buffer.from(body), 'sha256=abc')).toBe(false);
  });
});
