/**
 * A local stand-in for the WhatsApp Cloud API (POST /{phone number id}/messages on a free port):
 * checks the Bearer token, the phone number id, the template's name, language and number of body
 * parameters, and answers as Meta does ({messaging_product, contacts, messages:[{id}]} or
 * {error:{message, type, code}}). Its helpers build webhook deliveries signed the way Meta signs
 * them (X-Hub-Signature-256: sha256=<hex HMAC of the raw body under the app secret>).
 */
import { createHmac, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export const FAKE_WHATSAPP = {
  token: 'fake-whatsapp-token',
  phoneNumberId: '109876543210',
  appSecret: 'fake-app-secret',
  verifyToken: 'fake-verify-token',
  /** Approved templates and their number of body parameters. */
  templates: {
    order_placed: 2,
    order_cod_confirmation: 3,
    order_dispatched: 3,
    order_delivered: 1,
    order_refund: 2,
  } as Record<string, number>,
};

export interface WhatsAppSent {
  id: string;
  to: string;
  template: string;
  language: string;
  params: string[];
  reference?: string;
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

const metaError = (res: ServerResponse, status: number, code: number, message: string) => {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify({ error: { message, type: 'OAuthException', code, fbtrace_id: 'AbCdEf' } }));
};

export async function startFakeWhatsApp() {
  const sent: WhatsAppSent[] = [];
  /** Numbers WhatsApp cannot reach (not on WhatsApp): error 131026. */
  const unreachable = new Set<string>();
  let failNext = 0;
  let stallNextMs = 0;

  const server = createServer(async (req, res) => {
    const path = (req.url ?? '').split('?')[0]!;
    const text = await readBody(req);
    if (req.headers.authorization !== `Bearer ${FAKE_WHATSAPP.token}`) {
      return metaError(res, 401, 190, 'Invalid OAuth access token - Cannot parse access token');
    }
    if (req.method !== 'POST' || path !== `/${FAKE_WHATSAPP.phoneNumberId}/messages`) {
      return metaError(res, 400, 100, 'Unsupported post request.');
    }
    if (failNext > 0) {
      failNext -= 1;
      return metaError(res, 500, 131000, 'Something went wrong');
    }
    if (stallNextMs > 0) {
      const ms = stallNextMs;
      stallNextMs = 0;
      await new Promise((r) => setTimeout(r, ms));
    }
    const body = JSON.parse(text) as {
      messaging_product?: string;
      to?: string;
      type?: string;
      template?: {
        name?: string;
        language?: { code?: string };
        components?: { type: string; parameters: { type: string; text: string }[] }[];
      };
      biz_opaque_callback_data?: string;
    };
    if (body.messaging_product !== 'whatsapp' || body.type !== 'template') {
      return metaError(res, 400, 100, 'Invalid parameter');
    }
    const expected = FAKE_WHATSAPP.templates[body.template?.name ?? ''];
    if (expected === undefined) {
      return metaError(res, 404, 132001, '(#132001) Template name does not exist in the translation');
    }
    const params = (body.template?.components ?? []).find((c) => c.type === 'body')?.parameters ?? [];
    if (params.length !== expected || params.some((p) => p.type !== 'text' || !p.text)) {
      return metaError(
        res,
        400,
        132000,
        '(#132000) Number of parameters does not match the expected number of params',
      );
    }
    if (!/^91[6-9]\d{9}$/.test(body.to ?? '')) return metaError(res, 400, 100, 'Invalid parameter: to');
    if (unreachable.has(body.to!)) return metaError(res, 400, 131026, 'Message undeliverable');
    const id = `wamid.${randomBytes(16).toString('base64url')}`;
    sent.push({
      id,
      to: body.to!,
      template: body.template!.name!,
      language: body.template!.language?.code ?? '',
      params: params.map((p) => p.text),
      reference: body.biz_opaque_callback_data,
    });
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(
      JSON.stringify({
        messaging_product: 'whatsapp',
        contacts: [{ input: body.to, wa_id: body.to }],
        messages: [{ id }],
      }),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    sent,
    unreachable,
    failNext: (n = 1) => {
      failNext = n;
    },
    stallNext: (ms: number) => {
      stallNextMs = ms;
    },
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** A webhook delivery as Meta sends it: the raw body and its signature header. */
export function signedWebhook(payload: unknown, secret = FAKE_WHATSAPP.appSecret) {
  const body = JSON.stringify(payload);
  const signature = `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`;
  return { body, headers: { 'content-type': 'application/json', 'x-hub-signature-256': signature } };
}

const envelope = (value: Record<string, unknown>) => ({
  object: 'whatsapp_business_account',
  entry: [
    {
      id: 'WABA-1',
      changes: [
        {
          field: 'messages',
          value: {
            messaging_product: 'whatsapp',
            metadata: { display_phone_number: '919000000000', phone_number_id: FAKE_WHATSAPP.phoneNumberId },
            ...value,
          },
        },
      ],
    },
  ],
});

export function statusEvent(id: string, status: 'sent' | 'delivered' | 'read' | 'failed', recipient: string) {
  return envelope({
    statuses: [
      {
        id,
        status,
        timestamp: String(Math.floor(Date.now() / 1000)),
        recipient_id: recipient,
        ...(status === 'failed' ? { errors: [{ code: 131026, title: 'Message undeliverable' }] } : {}),
      },
    ],
  });
}

export function incomingText(from: string, text: string, id = `wamid.in${randomBytes(8).toString('hex')}`) {
  return envelope({
    contacts: [{ profile: { name: 'Shopper' }, wa_id: from }],
    messages: [
      { from, id, timestamp: String(Math.floor(Date.now() / 1000)), type: 'text', text: { body: text } },
    ],
  });
}
