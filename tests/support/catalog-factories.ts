/**
 * Catalogue test data: many products at once, in a known newest-first order, and archiving; and
 * for the browser journeys, the seeded catalogue through the API and settled screenshots.
 */
import { eq } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import type { DbOrTx } from '#server/db/client';
import { products } from '#server/db/schema';
import type { RunningShop } from '#server/main';
import { invalidateCatalog } from '#server/modules/catalog/catalog-cache';
import type { ProductJson } from '#shared/catalog';
import { createProduct, type ProductOptions, type TestProduct } from './factories';

/**
 * Creates `count` products one minute apart, the first oldest, and returns them newest first
 * (the order the catalogue lists them in).
 */
export async function createProducts(
  db: DbOrTx,
  count: number,
  options: ProductOptions & { namePrefix?: string; startAt?: Date } = {},
): Promise<TestProduct[]> {
  const start = (options.startAt ?? new Date(Date.now() - 24 * 3600_000)).getTime();
  const created: TestProduct[] = [];
  for (let i = 0; i < count; i++) {
    created.push(
      await createProduct(db, {
        ...options,
        name: options.namePrefix ? `${options.namePrefix} ${i + 1}` : options.name,
        createdAt: new Date(start + i * 60_000),
      }),
    );
  }
  invalidateCatalog();
  return created.reverse();
}

/** What an admin delete does: the product disappears from the shop, its row stays for old orders. */
export async function archiveProduct(db: DbOrTx, itemId: string, at = new Date()): Promise<void> {
  await db.update(products).set({ archivedAt: at }).where(eq(products.itemId, itemId));
  invalidateCatalog();
}

/** For tests that change products behind the catalogue's back (straight SQL). */
export { invalidateCatalog };

export async function fetchProducts(shop: RunningShop, query = ''): Promise<ProductJson[]> {
  const res = await fetch(`${shop.url}/get-items${query}`, {
    headers: { 'x-api-key': shop.app.deps.config.apiKey ?? '' },
  });
  if (!res.ok) throw new Error(`get-items answered ${res.status}`);
  return (await res.json()) as ProductJson[];
}

/** Scrolls through the page so lazy images load, then waits until every image has loaded. */
export async function settleImages(page: Page): Promise<void> {
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight / 2) {
      window.scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    window.scrollTo(0, 0);
  });
  await page.waitForFunction(() => [...document.images].every((img) => img.complete && img.naturalWidth > 0));
}
