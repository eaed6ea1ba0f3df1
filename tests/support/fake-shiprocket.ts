/**
 * A local stand-in for Shiprocket's REST API (v1/external, node:http on a free port), answering
 * as its documentation does: POST /auth/login gives a token that every other call must send as
 * `Authorization: Bearer`; courier serviceability, orders (create/adhoc and create/return, list by
 * search, cancel), AWB assignment, labels, pickups, tracking by AWB and NDR actions. It checks the
 * fields the docs require (422 with an `errors` map otherwise). Tests add scans, revoke tokens,
 * and make a path fail with a status or never answer.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll } from 'vitest';
import { SHIPROCKET_STATUS_OF } from '#server/modules/shipping/shiprocket-statuses';
import type { TrackingStage } from '#shared/shipping';

export const FAKE_SHIPROCKET = { email: 'api-user@oversized.test', password: 'fake-shiprocket-password' };

export interface FakeShiprocketOrder {
  id: number;
  shipmentId: number;
  body: Record<string, unknown>;
  isReturn: boolean;
  awb: string | null;
  courier: string | null;
  cancelled: boolean;
}

interface Scan {
  date: string;
  status: string;
  activity: string;
  location: string;
  'sr-status': string;
  'sr-status-label': string;
}

const REQUIRED_ADHOC = [
  'order_id',
  'order_date',
  'pickup_location',
  'billing_customer_name',
  'billing_address',
  'billing_city',
  'billing_pincode',
  'billing_state',
  'billing_country',
  'billing_email',
  'billing_phone',
  'shipping_is_billing',
  'order_items',
  'payment_method',
  'sub_total',
  'length',
  'breadth',
  'height',
  'weight',
];
const REQUIRED_RETURN = REQUIRED_ADHOC.filter(
  (field) => field !== 'pickup_location' && field !== 'shipping_is_billing',
).map((field) => field.replace(/^billing_/, 'pickup_'));

/** "2024-11-25 10:00:00" in IST, as Shiprocket writes times. */
export const shiprocketTime = (at: Date) =>
  new Date(at.getTime() + 5.5 * 60 * 60 * 1000).toISOString().slice(0, 19).replace('T', ' ');

export async function startFakeShiprocket(account = FAKE_SHIPROCKET) {
  const tokens = new Set<string>();
  const orders: FakeShiprocketOrder[] = [];
  const scans = new Map<string, Scan[]>();
  const ndrActions: { awb: string; body: Record<string, unknown> }[] = [];
  const pickups: number[][] = [];
  const requests: {
    method: string;
    path: string;
    query: URLSearchParams;
    authorized: boolean;
    body: unknown;
  }[] = [];
  /** Path prefixes that fail once each: a status to answer, or 'timeout' to never answer. */
  const failures: { path: string; status: number | 'timeout' }[] = [];
  /** Serviceability by delivery pincode; unlisted pincodes are served in 3 days with COD. */
  const serviceable = new Map<string, { days: number; cod: boolean } | null>();
  let nextId = 1000;
  let loginCount = 0;

  const send = (res: ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  };
  async function readJson(req: IncomingMessage): Promise<Record<string, unknown>> {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const text = Buffer.concat(chunks).toString('utf8');
    return text ? (JSON.parse(text) as Record<string, unknown>) : {};
  }
  const missingFields = (body: Record<string, unknown>, required: string[]) => {
    const errors: Record<string, string[]> = {};
    for (const field of required) {
      const value = body[field];
      if (value === undefined || value === null || value === '')
        errors[field] = [`The ${field.replace(/_/g, ' ')} field is required.`];
    }
    return errors;
  };

  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://fake');
    const path = url.pathname;
    const body = req.method === 'POST' ? await readJson(req) : {};
    const bearer = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1];
    const authorized = bearer !== undefined && tokens.has(bearer);
    requests.push({ method: req.method ?? '', path, query: url.searchParams, authorized, body });
    const failAt = failures.findIndex((failure) => path.startsWith(failure.path));
    if (failAt >= 0) {
      const [failure] = failures.splice(failAt, 1);
      if (failure!.status === 'timeout') return; // never answers
      return send(res, failure!.status, {
        message: 'Something went wrong at the fake',
        status_code: failure!.status,
      });
    }
    if (req.method === 'POST' && path === '/auth/login') {
      if (body.email !== account.email || body.password !== account.password)
        return send(res, 400, { message: 'Invalid email and password combination', status_code: 400 });
      loginCount += 1;
      const token = `fake-jwt-${loginCount}-${Math.random().toString(36).slice(2)}`;
      tokens.add(token);
      return send(res, 200, { id: 1, email: account.email, first_name: 'API', token });
    }
    if (path.startsWith('/labels/')) {
      res.writeHead(200, { 'content-type': 'application/pdf' });
      return res.end('%PDF-1.4\n% fake label\n');
    }
    if (!authorized) return send(res, 401, { message: 'Token has expired', status_code: 401 });

    if (req.method === 'GET' && path === '/courier/serviceability/') {
      const q = url.searchParams;
      const problems: Record<string, string[]> = {};
      for (const key of ['pickup_postcode', 'delivery_postcode'])
        if (!/^[1-9]\d{5}$/.test(q.get(key) ?? '')) problems[key] = [`The ${key} must be 6 digits.`];
      if (!(Number(q.get('weight')) > 0)) problems.weight = ['The weight field is required.'];
      if (!['0', '1'].includes(q.get('cod') ?? '')) problems.cod = ['The cod field must be 0 or 1.'];
      if (Object.keys(problems).length > 0)
        return send(res, 422, { message: 'Oops! Invalid Data.', errors: problems, status_code: 422 });
      const rule = serviceable.has(q.get('delivery_postcode')!)
        ? serviceable.get(q.get('delivery_postcode')!)
        : { days: 3, cod: true };
      if (!rule) return send(res, 404, { status: 404, message: 'Delivery postcode not serviceable' });
      return send(res, 200, {
        status: 200,
        data: {
          available_courier_companies: [
            {
              courier_company_id: 10,
              courier_name: 'Delhivery Surface',
              cod: rule.cod ? 1 : 0,
              estimated_delivery_days: String(rule.days + 1),
              etd: '',
            },
            {
              courier_company_id: 142,
              courier_name: 'Amazon Surface',
              cod: 0,
              estimated_delivery_days: String(rule.days),
              etd: '',
            },
          ],
          recommended_courier_company_id: 10,
        },
      });
    }
    if (req.method === 'GET' && path === '/orders') {
      const search = url.searchParams.get('search') ?? '';
      const found = orders.filter((order) => String(order.body.order_id) === search);
      return send(res, 200, {
        data: found.map((order) => ({
          id: order.id,
          channel_order_id: order.body.order_id,
          status: order.cancelled ? 'CANCELED' : 'NEW',
          shipments: [{ id: order.shipmentId, awb: order.awb, courier: order.courier }],
        })),
      });
    }
    if (req.method === 'POST' && (path === '/orders/create/adhoc' || path === '/orders/create/return')) {
      const isReturn = path.endsWith('/return');
      const errors = missingFields(body, isReturn ? REQUIRED_RETURN : REQUIRED_ADHOC);
      const person = isReturn ? 'pickup' : 'billing';
      if (body[`${person}_pincode`] && !/^[1-9]\d{5}$/.test(String(body[`${person}_pincode`])))
        errors[`${person}_pincode`] = ['The pincode must be 6 digits.'];
      if (body[`${person}_phone`] && !/^\d{10}$/.test(String(body[`${person}_phone`])))
        errors[`${person}_phone`] = ['The phone must be 10 digits.'];
      if (body.payment_method !== undefined && !['COD', 'Prepaid'].includes(String(body.payment_method)))
        errors.payment_method = ['The payment method must be COD or Prepaid.'];
      if (Array.isArray(body.order_items) && body.order_items.length === 0)
        errors.order_items = ['The order items field is required.'];
      if (Object.keys(errors).length > 0)
        return send(res, 422, { message: 'Oops! Invalid Data.', errors, status_code: 422 });
      const order: FakeShiprocketOrder = {
        id: nextId++,
        shipmentId: nextId++,
        body,
        isReturn,
        awb: null,
        courier: null,
        cancelled: false,
      };
      orders.push(order);
      return send(res, 200, {
        order_id: order.id,
        shipment_id: order.shipmentId,
        status: isReturn ? 'RETURN PENDING' : 'NEW',
        status_code: isReturn ? 21 : 1,
        onboarding_completed_now: 0,
        awb_code: '',
        courier_company_id: '',
        courier_name: '',
      });
    }
    if (req.method === 'POST' && path === '/courier/assign/awb') {
      const order = orders.find((candidate) => candidate.shipmentId === Number(body.shipment_id));
      if (!body.shipment_id)
        return send(res, 422, {
          message: 'Required field missing',
          errors: { shipment_id: ['The shipment id field is required.'] },
          status_code: 422,
        });
      if (!order) return send(res, 400, { message: 'Invalid shipment id', status_code: 400 });
      order.awb ??= `${order.isReturn ? '7' : '1'}90414${String(order.shipmentId).padStart(8, '0')}`;
      order.courier ??= 'Delhivery Surface';
      scans.set(order.awb, scans.get(order.awb) ?? []);
      return send(res, 200, {
        awb_assign_status: 1,
        response: {
          data: {
            courier_company_id: 10,
            awb_code: order.awb,
            cod: order.body.payment_method === 'COD' ? 1 : 0,
            order_id: order.id,
            shipment_id: order.shipmentId,
            courier_name: order.courier,
          },
        },
      });
    }
    if (req.method === 'POST' && path === '/courier/generate/label') {
      const ids = body.shipment_id as number[];
      if (!Array.isArray(ids) || ids.length === 0)
        return send(res, 422, { message: 'The shipment id field is required.', status_code: 422 });
      return send(res, 200, {
        label_created: 1,
        label_url: `${fake.url}/labels/${ids.join('-')}.pdf`,
        response: 'Label has been created and uploaded successfully!',
        not_created: [],
      });
    }
    if (req.method === 'POST' && path === '/courier/generate/pickup') {
      const ids = body.shipment_id as number[];
      if (!Array.isArray(ids) || ids.length === 0)
        return send(res, 422, { message: 'The shipment id field is required.', status_code: 422 });
      pickups.push(ids);
      return send(res, 200, {
        pickup_status: 1,
        response: {
          pickup_scheduled_date: '2024-11-26 12:00:00',
          pickup_token_number: 'Reference No: 1234',
          status: 3,
        },
      });
    }
    if (req.method === 'POST' && path === '/orders/cancel') {
      for (const id of (body.ids as number[]) ?? []) {
        const order = orders.find((candidate) => candidate.id === id);
        if (order) order.cancelled = true;
      }
      return send(res, 200, { status_code: 200, message: 'Order cancelled successfully.' });
    }
    const track = /^\/courier\/track\/awb\/(.+)$/.exec(path);
    if (req.method === 'GET' && track) {
      const awb = decodeURIComponent(track[1]!);
      const list = scans.get(awb);
      if (!list) return send(res, 404, { message: 'AWB not found', status_code: 404 });
      return send(res, 200, {
        tracking_data: {
          track_status: list.length > 0 ? 1 : 0,
          shipment_status: list.length > 0 ? Number(list.at(-1)!['sr-status']) : 6,
          shipment_track: [
            { awb_code: awb, current_status: list.at(-1)?.['sr-status-label'] ?? 'AWB ASSIGNED' },
          ],
          shipment_track_activities: [...list].reverse(),
          track_url: `https://shiprocket.co/tracking/${awb}`,
        },
      });
    }
    const ndr = /^\/ndr\/(.+)\/action$/.exec(path);
    if (req.method === 'POST' && ndr) {
      if (!['re-attempt', 'return', 'fake-attempt'].includes(String(body.action)))
        return send(res, 422, { message: 'The selected action is invalid.', status_code: 422 });
      ndrActions.push({ awb: decodeURIComponent(ndr[1]!), body });
      return send(res, 202, { status: 'Data Updated Sucessfully' });
    }
    return send(res, 404, { message: 'No such endpoint on the fake', status_code: 404 });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  afterAll(() => {
    server.closeAllConnections();
    return new Promise<void>((resolve) => server.close(() => resolve()));
  });

  const fake = {
    url: `http://127.0.0.1:${port}`,
    orders,
    requests,
    failures,
    serviceable,
    ndrActions,
    pickups,
    logins: () => loginCount,
    revokeTokens: () => tokens.clear(),
    /** A courier's scan on the parcel, as Shiprocket would record it. */
    scan(awb: string, stage: TrackingStage, at: Date, activity?: string) {
      const status = SHIPROCKET_STATUS_OF[stage];
      const list = scans.get(awb) ?? [];
      list.push({
        date: shiprocketTime(at),
        status: 'X',
        activity: activity ?? status.label,
        location: 'Bengaluru_Hub (Karnataka)',
        'sr-status': String(status.code),
        'sr-status-label': status.label,
      });
      scans.set(awb, list);
    },
    /** The body Shiprocket posts to the webhook for the parcel's latest scan. */
    webhookBody(awb: string) {
      const order = orders.find((candidate) => candidate.awb === awb);
      const last = scans.get(awb)?.at(-1);
      return {
        awb,
        courier_name: order?.courier ?? 'Delhivery Surface',
        current_status: last?.['sr-status-label'] ?? 'AWB ASSIGNED',
        current_status_id: Number(last?.['sr-status'] ?? 6),
        shipment_status: last?.['sr-status-label'] ?? 'AWB ASSIGNED',
        shipment_status_id: Number(last?.['sr-status'] ?? 6),
        order_id: order ? String(order.body.order_id) : '',
        sr_order_id: order?.id ?? 0,
        scans: scans.get(awb) ?? [],
        is_return: order?.isReturn ? 1 : 0,
      };
    },
  };
  return fake;
}

export type FakeShiprocket = Awaited<ReturnType<typeof startFakeShiprocket>>;

export const SHIPPING_WEBHOOK_TOKEN = 'fake-webhook-token-123';

/** Environment for createTestApp so the shop ships through this fake. */
export function shiprocketEnv(fake: { url: string }, account = FAKE_SHIPROCKET): Record<string, string> {
  return {
    SHIPROCKET_EMAIL: account.email,
    SHIPROCKET_PASSWORD: account.password,
    SHIPROCKET_API_BASE: fake.url,
    SHIPPING_WEBHOOK_TOKEN,
  };
}
