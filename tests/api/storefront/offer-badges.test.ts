/**
 * The offers' badges arrive in the pages' HTML (BUSINESS.md section 12): a tee's card and product
 * page say "Any 3 for ₹999" where a live offer covers it, a hoodie's does not, and an offer turned
 * off leaves the next page at once. Uses the built web app, as server-rendered-pages.test.ts does.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { defaultWebDir } from '#server/app';
import { serverEntryPath } from '#server/plugins/server-entry';
import { paths } from '#shared/paths';
import { headersFor } from '#tests/support/admin-factories';
import { apiKeyHeader, createTestApp } from '#tests/support/app';
import { createAdmin, createProduct } from '#tests/support/factories';
import { createOfferVia, offerPayload } from '#tests/support/offer-factories';

const webDir = process.env.E2E_WEB_DIR ? path.resolve(process.env.E2E_WEB_DIR) : defaultWebDir;
if (!existsSync(serverEntryPath(webDir))) throw new Error('Build the web app first: npm run build');

describe('offer badges on cards and product pages', async () => {
  const { app, database } = await createTestApp({}, { webDir });
  const db = database.db;
  const admin = await createAdmin(db);
  const tee = await createProduct(db, { name: 'Badge Tee', category: 'overtees', stock: { M: 3 } });
  const hoodie = await createProduct(db, { name: 'Plain Hoodie', category: 'hoodies', stock: { M: 3 } });
  const base = await app.listen({ port: 0, host: '127.0.0.1' });
  afterAll(() => app.close());
  const html = async (url: string) =>
    (await fetch(base + url, { headers: { accept: 'text/html' } })).text().then((page) =>
      // What a reader sees: the page's inline data (which names every offer) and the tags left out.
      page.replace(/<script[\s\S]*?<\/script>/g, ' ').replace(/<[^>]*>/g, ''),
    );

  it('shows the badge on the covered pieces only, and drops it when the offer is turned off', async () => {
    expect(await html(paths.product(tee.itemId))).not.toContain('Any 3 for ₹999');
    const offer = await createOfferVia(app, admin);

    const live = await app.inject({ url: '/api/offers', headers: apiKeyHeader });
    expect(live.json()).toEqual([
      {
        id: offer.id,
        name: 'Any 3 tees for ₹999',
        badge: 'Any 3 for ₹999',
        selector: { kind: 'category', category: 'overtees' },
        onlineOnly: false,
      },
    ]);
    expect(await html(paths.product(tee.itemId))).toContain('Any 3 for ₹999, applied in the cart');
    expect(await html(paths.product(hoodie.itemId))).not.toContain('Any 3 for ₹999');
    const teeList = await html(`${paths.products}?category=overtees`);
    expect(teeList).toContain('Offer: Any 3 for ₹999');
    expect(await html(`${paths.products}?category=hoodies`)).not.toContain('Any 3 for ₹999');

    const off = await app.inject({
      method: 'PUT',
      url: `/api/admins/offers/${offer.id}`,
      headers: headersFor(admin),
      payload: offerPayload({ active: false }),
    });
    expect(off.statusCode).toBe(200);
    expect(await html(paths.product(tee.itemId))).not.toContain('Any 3 for ₹999');
  });
});
