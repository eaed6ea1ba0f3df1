/**
 * The product page's reviews and measurements arrive rendered (docs/decisions/027-review-photos.md,
 * "The product page's reviews and the page cache"): an approval reaches the next request's HTML
 * (a new ETag, the review, the fit summary and AggregateRating in the JSON-LD), and a product's
 * own measurements are in the page for readers without JavaScript. Uses the built web app.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { defaultWebDir } from '#server/app';
import { serverEntryPath } from '#server/plugins/server-entry';
import { paths } from '#shared/paths';
import { headersFor } from '#tests/support/admin-factories';
import { createTestApp } from '#tests/support/app';
import { createAdmin, createProduct, createShopper } from '#tests/support/factories';
import { deliveredOrder } from '#tests/support/review-factories';

const webDir = process.env.E2E_WEB_DIR ? path.resolve(process.env.E2E_WEB_DIR) : defaultWebDir;
if (!existsSync(serverEntryPath(webDir))) throw new Error('Build the web app first: npm run build');

describe('reviews and measurements in the server-rendered product page', async () => {
  const { app, database } = await createTestApp({}, { webDir });
  const db = database.db;
  const admin = await createAdmin(db);
  const tee = await createProduct(db, { name: 'Moss Drop Tee', stock: { M: 3, L: 3 } });
  const base = await app.listen({ port: 0, host: '127.0.0.1' });
  afterAll(() => app.close());
  const page = async (url: string, headers: Record<string, string> = {}) => {
    const res = await fetch(base + url, { headers: { accept: 'text/html', ...headers } });
    return { status: res.status, etag: res.headers.get('etag'), html: await res.text() };
  };

  it('an approval reaches the next request: the review, the fit summary and AggregateRating', async () => {
    const url = paths.product(tee.itemId);
    const shopper = await createShopper(db, { firstName: 'Meera' });
    await deliveredOrder(db, shopper, tee, 'L');
    const sent = await app.inject({
      method: 'POST',
      url: `/api/users/reviews/${tee.itemId}`,
      headers: { cookie: shopper.cookie, 'content-type': 'application/json' },
      payload: JSON.stringify({ stars: 5, fit: 'large', size: 'L', text: 'Wide and long, size down.' }),
    });
    expect(sent.statusCode, sent.body).toBe(201);
    const before = await page(url);
    expect(before.html).toContain('No reviews yet');
    expect(before.html).not.toContain('aggregateRating');
    // A pending review changes nothing: the same page.
    // A pending review changes nothing: the same page, again and again (the answers it is
    // rendered from keep one order, so it hashes the same).
    for (let i = 0; i < 3; i++) expect((await page(url, { 'if-none-match': before.etag! })).status).toBe(304);

    const approved = await app.inject({
      method: 'PATCH',
      url: `/api/admins/reviews/${sent.json().review.id}/approve`,
      headers: headersFor(admin),
    });
    expect(approved.statusCode).toBe(200);
    const after = await page(url, { 'if-none-match': before.etag! });
    expect(after.status).toBe(200);
    expect(after.html).toContain('Wide and long, size down.');
    expect(after.html).toContain('Most say: runs large');
    expect(after.html).toContain('Meera V.');
    expect(after.html).toMatch(
      /"aggregateRating":\{"@type":"AggregateRating","ratingValue":"5\.0","reviewCount":1,"bestRating":5,"worstRating":1\}/,
    );
  });

  it("carries the product's own measurements in cm and inches, and the model", async () => {
    const saved = await app.inject({
      method: 'PUT',
      url: `/api/admins/products/${tee.itemId}/measurements`,
      headers: headersFor(admin),
      payload: {
        sizes: { M: { chestCm: 121, lengthCm: 71, shoulderCm: 57, sleeveCm: 23 } },
        model: { heightCm: 178, sizeWorn: 'M' },
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const { html } = await page(paths.product(tee.itemId));
    expect(html).toContain('Garment measurements in centimetres');
    expect(html).toContain('Garment measurements in inches');
    expect(html).toContain('Model is 178 cm (5&#x27;10&quot;) and wears M');
  });
});
