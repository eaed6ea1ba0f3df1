import { afterAll, describe, expect, it } from 'vitest';
import { FAKE_MSG91, startFakeMsg91 } from '#tests/support/fake-msg91';
import { PermanentSendError } from '../mail/channels';
import { createMsg91Provider } from './msg91-provider';
import { ProviderUnavailableError } from './provider';
import { parseTemplateIds } from './templates';

describe('the MSG91 SMS provider against a fake of its Flow API', async () => {
  const fake = await startFakeMsg91();
  afterAll(() => fake.close());
  const provider = (overrides: { authKey?: string; timeoutMs?: number } = {}) =>
    createMsg91Provider({
      authKey: overrides.authKey ?? FAKE_MSG91.authKey,
      apiBase: fake.url,
      templateIds: parseTemplateIds(FAKE_MSG91.templateIds),
      timeoutMs: overrides.timeoutMs,
    });
  const message = {
    to: '9876543210',
    template: 'sign_in_code',
    params: ['042917'],
    text: '042917 is your code',
    reference: 'outbox-1',
  };

  it('sends the DLT-registered template with the number in international form and var1..varN', async () => {
    const receipt = await provider().send(message);
    const sms = fake.sent.at(-1)!;
    expect(sms).toMatchObject({
      templateId: 'tpl-code',
      dlt: '1107160000000000001',
      mobile: '919876543210',
      vars: ['042917'],
    });
    expect(receipt.providerMessageId).toBe(sms.requestId);
  });

  it('sends each parameter in order', async () => {
    await provider().send({ ...message, template: 'order_placed', params: ['OV-1', '₹1,299'] });
    expect(fake.sent.at(-1)!.vars).toEqual(['OV-1', '₹1,299']);
  });

  it('is refused without the right authkey, as retryable (the operator fixes the key)', async () => {
    await expect(provider({ authKey: 'wrong' }).send(message)).rejects.toBeInstanceOf(
      ProviderUnavailableError,
    );
    expect(fake.requests.at(-1)!.authorized).toBe(false);
  });

  it('gives up on a template MSG91 does not know, and on one the shop has no id for', async () => {
    const unknown = createMsg91Provider({
      authKey: FAKE_MSG91.authKey,
      apiBase: fake.url,
      templateIds: { sign_in_code: 'nope' },
    });
    await expect(unknown.send(message)).rejects.toBeInstanceOf(PermanentSendError);
    await expect(provider().send({ ...message, template: 'order_refund' })).rejects.toThrow(
      /no MSG91 template id/,
    );
  });

  it('gives up when a variable is missing', async () => {
    await expect(
      provider().send({ ...message, template: 'order_placed', params: ['OV-1'] }),
    ).rejects.toBeInstanceOf(PermanentSendError);
  });

  it('retries a server error', async () => {
    fake.failNext();
    await expect(provider().send(message)).rejects.toBeInstanceOf(ProviderUnavailableError);
    await expect(provider().send(message)).resolves.toHaveProperty('providerMessageId');
  });

  it('stops waiting at its deadline and reports a retryable timeout', async () => {
    fake.stallNext(1500);
    const started = Date.now();
    await expect(provider({ timeoutMs: 200 }).send(message)).rejects.toThrow(/no answer within 200 ms/);
    expect(Date.now() - started).toBeLessThan(1200);
  });
});
