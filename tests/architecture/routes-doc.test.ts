/** docs/routes.md is the app's route table as it is now: regenerate it with `npm run routes`. */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROUTES_DOC, renderRoutesDoc } from '../../scripts/route-doc';

describe('the URL map', async () => {
  const doc = await renderRoutesDoc();

  it('is up to date (npm run routes)', () => {
    const written = readFileSync(path.resolve(import.meta.dirname, '../..', ROUTES_DOC), 'utf8');
    expect(written, 'docs/routes.md is stale: run npm run routes').toBe(doc);
  });

  it('names every /api/cart route with its callers and the file that declares it', () => {
    const cart = doc.split('\n').filter((line) => line.includes('`/api/cart/'));
    expect(cart.length).toBeGreaterThanOrEqual(6);
    for (const line of cart)
      expect(line).toMatch(/\| (shopper|visitor) \| \[src\/server\/modules\/\w+\/[\w-]+\.ts\]/);
    // The cart's paths span modules: the cart itself, checkout, online payments and orders.
    expect(new Set(cart.map((line) => /modules\/(\w+)\//.exec(line)?.[1]))).toEqual(
      new Set(['cart', 'checkout', 'orders', 'payments']),
    );
  });
});
