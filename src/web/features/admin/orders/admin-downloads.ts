/**
 * Admin downloads (invoice PDFs, the monthly GST export) need the API key header, so they are
 * fetched and handed to the browser as a file rather than followed as links.
 */
import type { ErrorBody } from '#shared/error-codes';
import { ApiError, NETWORK_ERROR_MESSAGE } from '#web/lib/api';

export async function downloadAdminFile(path: string, fallbackName: string): Promise<void> {
  let response: Response;
  try {
    response = await fetch(path, {
      headers: { 'x-api-key': import.meta.env.VITE_API_KEY },
      credentials: 'include',
    });
  } catch {
    throw new ApiError(0, NETWORK_ERROR_MESSAGE);
  }
  if (!response.ok) {
    const body = (await response.json().catch(() => undefined)) as Partial<ErrorBody> | undefined;
    throw new ApiError(response.status, body?.errorMessage ?? '', body?.code);
  }
  const name =
    /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? fallbackName;
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
