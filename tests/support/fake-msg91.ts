/**
 * A local stand-in for MSG91's Flow API (POST /flow on a free port): checks the `authkey` header,
 * the template id against the templates "registered" with it (each with its DLT template id and
 * its number of variables), the number's format and the variables var1..varN, and answers as
 * MSG91 does: {"type":"success","message":<request id>} or {"type":"error","message":<why>}.
 * Tests can make the next calls fail with a 500, stall past the client's deadline, or hold a
 * request open (the crash test kills the shop while one is held).
 */
import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export const FAKE_MSG91 = {
  authKey: 'fake-msg91-authkey',
  templates: {
    'tpl-code': { dlt: '1107160000000000001', vars: 1 },
    'tpl-placed': { dlt: '1107160000000000002', vars: 2 },
    'tpl-restock': { dlt: '1107160000000000003', vars: 4 },
  } as Record<string, { dlt: string; vars: number }>,
  /** MSG91_TEMPLATE_IDS for a shop talking to this fake. */
  templateIds: 'sign_in_code=tpl-code,order_placed=tpl-placed,notify_me_restock=tpl-restock',
};

export interface Msg91Sms {
  requestId: string;
  templateId: string;
  dlt: string;
  mobile: string;
  vars: string[];
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

export async function startFakeMsg91(options: { port?: number } = {}) {
  const sent: Msg91Sms[] = [];
  const requests: { path: string; authorized: boolean }[] = [];
  let failNext = 0;
  let stallNextMs = 0;
  let holdNext = 0;
  let holdAfter = -1;
  const held: ServerResponse[] = [];

  const send = (res: ServerResponse, status: number, body: unknown) => {
    if (res.destroyed) return;
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  };

  const server = createServer(async (req, res) => {
    const path = (req.url ?? '').split('?')[0]!;
    const text = await readBody(req);
    const authorized = req.headers.authkey === FAKE_MSG91.authKey;
    requests.push({ path, authorized });
    if (req.method !== 'POST' || path !== '/flow')
      return send(res, 404, { type: 'error', message: 'Not found' });
    if (!authorized) return send(res, 401, { type: 'error', message: 'Authentication failure', code: '401' });
    if (failNext > 0) {
      failNext -= 1;
      return send(res, 500, { type: 'error', message: 'Internal server error' });
    }
    if (stallNextMs > 0) {
      const ms = stallNextMs;
      stallNextMs = 0;
      await new Promise((r) => setTimeout(r, ms));
    }
    let body: { template_id?: string; recipients?: Record<string, string>[] };
    try {
      body = JSON.parse(text);
    } catch {
      return send(res, 400, { type: 'error', message: 'Invalid JSON' });
    }
    const template = FAKE_MSG91.templates[body.template_id ?? ''];
    if (!template)
      return send(res, 400, { type: 'error', message: 'Template ID Missing or Invalid Template' });
    const recipients = body.recipients ?? [];
    if (recipients.length === 0) return send(res, 400, { type: 'error', message: 'Recipients missing' });
    const accepted: Msg91Sms[] = [];
    for (const recipient of recipients) {
      if (!/^91[6-9]\d{9}$/.test(recipient.mobiles ?? '')) {
        return send(res, 400, { type: 'error', message: 'Mobile number not valid' });
      }
      const vars = Array.from({ length: template.vars }, (_, i) => recipient[`var${i + 1}`]);
      if (vars.some((v) => typeof v !== 'string' || v === '')) {
        return send(res, 400, { type: 'error', message: 'Template variables missing' });
      }
      accepted.push({
        requestId: '',
        templateId: body.template_id!,
        dlt: template.dlt,
        mobile: recipient.mobiles!,
        vars: vars as string[],
      });
    }
    const requestId = randomBytes(12).toString('hex');
    for (const sms of accepted) sent.push({ ...sms, requestId });
    if (holdAfter === 0) {
      holdAfter = -1;
      holdNext += 1;
    } else if (holdAfter > 0) holdAfter -= 1;
    if (holdNext > 0) {
      holdNext -= 1;
      held.push(res);
      return;
    }
    send(res, 200, { type: 'success', message: requestId });
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    sent,
    requests,
    failNext: (n = 1) => {
      failNext = n;
    },
    stallNext: (ms: number) => {
      stallNextMs = ms;
    },
    /** Accepts the next n messages but never answers them (until released). */
    holdNext: (n = 1) => {
      holdNext = n;
    },
    /** Answers the next k messages, then accepts one more without ever answering it. */
    holdAfter: (k: number) => {
      holdAfter = k;
    },
    heldCount: () => held.length,
    async close() {
      for (const res of held) res.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
