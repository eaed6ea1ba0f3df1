/** Collections for tests, made through the admin API as the back office makes them. */
import type { App } from '#server/app';
import type { AdminCollectionJson } from '#shared/collections';
import { headersFor } from './admin-factories';
import type { TestAccount } from './factories';

let made = 0;

/** A hand-picked collection of `itemIds` with a fresh slug; override any field. */
export function collectionPayload(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  made++;
  return {
    name: 'Summer tees',
    slug: `summer-tees-${process.pid}-${made}`,
    description: 'Light tees for hot days.',
    coverImage: null,
    featured: false,
    kind: 'hand_picked',
    itemIds: [],
    rule: null,
    ...overrides,
  };
}

export async function createCollectionVia(
  app: App,
  admin: Pick<TestAccount, 'cookie'>,
  overrides: Record<string, unknown> = {},
): Promise<AdminCollectionJson> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/admins/collections',
    headers: headersFor(admin),
    payload: collectionPayload(overrides),
  });
  if (res.statusCode !== 201) throw new Error(`create collection: ${res.statusCode} ${res.body}`);
  return res.json();
}
