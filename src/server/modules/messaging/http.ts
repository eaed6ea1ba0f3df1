/** One JSON POST to a provider with a deadline: a timeout or a network error is worth a retry. */
import { PROVIDER_TIMEOUT_MS, ProviderUnavailableError } from './provider';

export interface JsonAnswer {
  status: number;
  body: Record<string, unknown>;
}

export async function postJson(
  url: string,
  headers: Record<string, string>,
  body: unknown,
  timeoutMs = PROVIDER_TIMEOUT_MS,
): Promise<JsonAnswer> {
  let res: Response;
  try {
    res = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json', ...headers },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch (err) {
    const name = (err as Error)?.name;
    throw new ProviderUnavailableError(
      name === 'TimeoutError'
        ? `no answer within ${timeoutMs} ms`
        : `could not reach the provider: ${String((err as Error)?.message ?? err)}`,
    );
  }
  const text = await res.text();
  let parsed: Record<string, unknown> = {};
  try {
    parsed = text ? (JSON.parse(text) as Record<string, unknown>) : {};
  } catch {
    parsed = { raw: text.slice(0, 200) };
  }
  return { status: res.status, body: parsed };
}
