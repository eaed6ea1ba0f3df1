/**
 * The one way the web app calls the API: same origin, cookies included, JSON in and out, the
 * API key header on catalogue and admin calls, and the server's errorMessage and code surfaced as ApiError.
 */
import type { ErrorBody, ErrorCode } from '#shared/error-codes';

export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    /** The server's stable error code (src/shared/error-codes.ts): branch on this, never on the message. */
    readonly code?: ErrorCode,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export const NETWORK_ERROR_MESSAGE = 'Network error. Please try again.';

interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  /** Catalogue and admin calls identify the client with the API key header (docs/product.md section 6). */
  withApiKey?: boolean;
  signal?: AbortSignal;
}

export async function api<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  if (options.withApiKey) headers['x-api-key'] = import.meta.env.VITE_API_KEY;
  let response: Response;
  try {
    response = await fetch(path, {
      method: options.method ?? 'GET',
      headers,
      credentials: 'include',
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: options.signal,
    });
  } catch (err) {
    if ((err as Error).name === 'AbortError') throw err;
    throw new ApiError(0, NETWORK_ERROR_MESSAGE);
  }
  const text = await response.text();
  const data = text ? safeJson(text) : undefined;
  if (!response.ok) {
    const body = data as Partial<ErrorBody> | undefined;
    throw new ApiError(response.status, body?.errorMessage ?? '', body?.code);
  }
  return data as T;
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/**
 * Downloads a file answer (a CSV export, a PDF) through the same checks as `api`: the API key
 * header cannot ride on a plain link, so the file is fetched and handed to the browser as a
 * download named by the server's Content-Disposition, else `fallbackName`.
 */
export async function apiDownload(
  path: string,
  fallbackName: string,
  options: RequestOptions = {},
): Promise<void> {
  const headers: Record<string, string> = {};
  if (options.withApiKey) headers['x-api-key'] = import.meta.env.VITE_API_KEY;
  let response: Response;
  try {
    response = await fetch(path, { headers, credentials: 'include', signal: options.signal });
  } catch (err) {
    if ((err as Error).name === 'AbortError') throw err;
    throw new ApiError(0, NETWORK_ERROR_MESSAGE);
  }
  if (!response.ok) {
    const body = safeJson(await response.text()) as Partial<ErrorBody> | undefined;
    throw new ApiError(response.status, body?.errorMessage ?? '', body?.code);
  }
  const named = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1];
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = named ?? fallbackName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
