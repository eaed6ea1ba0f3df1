/** Razorpay over HTTPS with Basic auth (key id : key secret): Orders, Payments and Refunds APIs. */
import { CURRENCY } from '#shared/constants';
import { type PaymentProvider, PaymentProviderError, type ProviderPayment } from './provider';
import { checkoutSignature, signatureMatches } from './signature';

export interface RazorpayKeys {
  keyId: string;
  keySecret: string;
  apiBase: string;
  /** Milliseconds before a call is abandoned. */
  timeoutMs?: number;
}

interface RazorpayPayment {
  id: string;
  status: string;
  amount: number;
  amount_refunded?: number;
}

export function createRazorpayProvider(keys: RazorpayKeys): PaymentProvider {
  const base = keys.apiBase.replace(/\/+$/, '');
  const auth = `Basic ${Buffer.from(`${keys.keyId}:${keys.keySecret}`).toString('base64')}`;

  async function call<T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
    let response: Response;
    try {
      response = await fetch(`${base}${path}`, {
        method,
        headers: { authorization: auth, accept: 'application/json', 'content-type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(keys.timeoutMs ?? 15_000),
      });
    } catch (err) {
      throw new PaymentProviderError(`Razorpay ${method} ${path} failed: ${(err as Error).message}`);
    }
    const text = await response.text();
    if (!response.ok) {
      // Razorpay explains failures in error.description; never log the key secret.
      const description = safeJson<{ error?: { description?: string } }>(text)?.error?.description;
      throw new PaymentProviderError(
        `Razorpay ${method} ${path} answered ${response.status}: ${description ?? 'no description'}`,
        response.status,
      );
    }
    const data = safeJson<T>(text);
    if (data === undefined) throw new PaymentProviderError(`Razorpay ${method} ${path} answered non-JSON`);
    return data;
  }

  return {
    kind: 'razorpay',
    keyId: keys.keyId,
    async createOrder(amountPaise, receipt) {
      const order = await call<{ id: string }>('POST', '/orders', {
        amount: amountPaise,
        currency: CURRENCY,
        receipt,
      });
      return order.id;
    },
    async fetchOrderPayments(providerOrderId) {
      const list = await call<{ items: RazorpayPayment[] }>(
        'GET',
        `/orders/${encodeURIComponent(providerOrderId)}/payments`,
      );
      return list.items.map(toPayment);
    },
    async refund(paymentId, amountPaise, receipt) {
      const refund = await call<{ id: string }>('POST', `/payments/${encodeURIComponent(paymentId)}/refund`, {
        amount: amountPaise,
        ...(receipt ? { receipt } : {}),
      });
      return { refundId: refund.id };
    },
    verifySignature(providerOrderId, paymentId, signature) {
      return signatureMatches(checkoutSignature(keys.keySecret, providerOrderId, paymentId), signature);
    },
  };
}

function toPayment(p: RazorpayPayment): ProviderPayment {
  return { id: p.id, status: p.status, amountPaise: p.amount, amountRefundedPaise: p.amount_refunded ?? 0 };
}

function safeJson<T>(text: string): T | undefined {
  try {
    return JSON.parse(text) as T;
  } catch {
    return undefined;
  }
}
