/**
 * Who is signed in (docs/product.md section 4): the profile from GET /api/users/me, null when signed out.
 * A 401 is an answer (signed out), not an error; any other failure also counts as signed out
 * for the pages (docs/product.md section 8) once the query gives up.
 */
import { useQuery } from '@tanstack/react-query';
import type { CurrentUser } from '#shared/accounts';
import { ApiError, api } from '#web/lib/api';

export const currentUserKey = ['current-user'] as const;

/**
 * True when the page's HTML says it was requested without a shopper session (the server adds
 * the tag, src/server/plugins/web.ts): nobody is signed in, and asking would only earn a 401.
 * Read once, since a login later in this page changes the answer.
 */
function pageSaysSignedOut(): boolean {
  const tag = document.querySelector('meta[name="shopper-session"]');
  tag?.remove();
  return tag?.getAttribute('content') === 'none';
}

export async function fetchCurrentUser(signal?: AbortSignal): Promise<CurrentUser | null> {
  if (pageSaysSignedOut()) return null;
  try {
    return await api<CurrentUser>('/api/users/me', { signal });
  } catch (err) {
    if (err instanceof ApiError && err.status === 401) return null;
    throw err;
  }
}

/**
 * `data` is the profile, `null` when signed out, `undefined` while the first check runs (or after
 * it failed). `refresh: true` asks the server again on mount even if a recent answer is cached.
 */
export function useCurrentUser(options: { refresh?: boolean } = {}) {
  return useQuery({
    queryKey: currentUserKey,
    queryFn: ({ signal }) => fetchCurrentUser(signal),
    refetchOnMount: options.refresh ? 'always' : true,
  });
}
