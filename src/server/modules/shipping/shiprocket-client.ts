/**
 * The HTTP side of Shiprocket's public REST API (v1/external; docs/decisions/024-shipping-provider.md):
 * a login token kept for 9 of its 10 days and fetched again on a 401, JSON in and out, and errors
 * as ShippingProviderError. Reads are retried once, writes never (a write that timed out is
 * reported as uncertain, and the next attempt finds what it made).
 */
import { ShippingProviderError } from './provider';

export interface ShiprocketKeys {
  email: string;
  password: string;
  apiBase: string;
  /** The pickup address's nickname as set up in Shiprocket's panel. */
  pickupLocation: string;
  timeoutMs?: number;
}

const TOKEN_LIFE_MS = 9 * 24 * 60 * 60 * 1000;

export interface ShiprocketCall {
  method: 'GET' | 'POST';
  path: string;
  body?: unknown;
  /** Reads only: a timeout or a 5xx is tried once more. */
  retry?: boolean;
}

export interface ShiprocketClient {
  /** One API call as the shop's account: the answer's JSON on a 2xx, otherwise a ShippingProviderError. */
  call<T>(request: ShiprocketCall): Promise<T>;
  /** The label PDF that Shiprocket links to from its answer. */
  downloadLabel(url: string): Promise<Buffer>;
}

export function createShiprocketClient(keys: ShiprocketKeys, now: () => Date): ShiprocketClient {
  const base = keys.apiBase.replace(/\/+$/, '');
  let token: { value: string; until: number } | undefined;

  async function send(call: ShiprocketCall, bearer?: string): Promise<{ status: number; text: string }> {
    let response: Response;
    try {
      response = await fetch(`${base}${call.path}`, {
        method: call.method,
        headers: {
          accept: 'application/json',
          ...(call.body === undefined ? {} : { 'content-type': 'application/json' }),
          ...(bearer ? { authorization: `Bearer ${bearer}` } : {}),
        },
        body: call.body === undefined ? undefined : JSON.stringify(call.body),
        signal: AbortSignal.timeout(keys.timeoutMs ?? 10_000),
      });
    } catch (err) {
      throw new ShippingProviderError(
        `Shiprocket ${call.method} ${call.path} failed: ${(err as Error).message}`,
        undefined,
        true,
      );
    }
    return { status: response.status, text: await response.text() };
  }

  async function login(): Promise<string> {
    const { status, text } = await send({
      method: 'POST',
      path: '/auth/login',
      body: { email: keys.email, password: keys.password },
    });
    const data = safeJson<{ token?: string; message?: string }>(text);
    if (status !== 200 || !data?.token)
      throw new ShippingProviderError(
        `Shiprocket login answered ${status}: ${data?.message ?? 'no token'}`,
        status,
      );
    token = { value: data.token, until: now().getTime() + TOKEN_LIFE_MS };
    return data.token;
  }

  const currentToken = async () => (token && token.until > now().getTime() ? token.value : login());

  async function call<T>(request: ShiprocketCall): Promise<T> {
    const attempts = request.retry ? 2 : 1;
    for (let attempt = 1; ; attempt++) {
      try {
        let answer = await send(request, await currentToken());
        // An expired or revoked token: log in again once.
        if (answer.status === 401) {
          token = undefined;
          answer = await send(request, await login());
        }
        const data = safeJson<T & { message?: string }>(answer.text);
        if (answer.status >= 200 && answer.status < 300 && data !== undefined) return data;
        throw new ShippingProviderError(
          `Shiprocket ${request.method} ${request.path} answered ${answer.status}: ${data?.message ?? 'no message'}`,
          answer.status,
          answer.status >= 500 || data === undefined,
        );
      } catch (err) {
        const retriable = err instanceof ShippingProviderError && err.uncertain;
        if (!retriable || attempt >= attempts) throw err;
      }
    }
  }

  async function downloadLabel(url: string): Promise<Buffer> {
    const response = await fetch(url, {
      signal: AbortSignal.timeout(keys.timeoutMs ?? 10_000),
    });
    if (!response.ok)
      throw new ShippingProviderError(`The label download answered ${response.status}`, response.status);
    return Buffer.from(await response.arrayBuffer());
  }

  return { call, downloadLabel };
}

function safeJson<T>(text: string): T | undefined {
  try {
    return JSON.parse(text) as T;
  } catch {
    return undefined;
  }
}
