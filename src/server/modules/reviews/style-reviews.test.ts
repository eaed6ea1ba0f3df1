/**
 * Reviews and the fit summary belong to the style (BUSINESS.md section 11): every colour's page
 * reads the reviews of all the style's colours, each naming the colour and size bought, while a
 * product outside the style sees none of them.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { reviews } from '#server/db/schema';
import type { ReviewsPage } from '#shared/reviews';
import { apiKeyHeader, createTestApp } from '#tests/support/app';
import { createProduct, createShopper } from '#tests/support/factories';
import { deliveredOrder } from '#tests/support/review-factories';
import { createStyle } from '#tests/support/style-factories';

describe("a style's reviews", async () => {
  const { app, database } = await createTestApp();
  const db = database.db;
  const { items } = await createStyle(db, 'Boxy Tee', [
    { colour: 'Olive', hex: '#556b2f', family: 'green', stock: { M: 3 } },
    { colour: 'Black', hex: '#111111', family: 'black', stock: { L: 3 } },
  ]);
  const [olive, black] = items as [(typeof items)[0], (typeof items)[0]];
  const other = await createProduct(db, { stock: { M: 3 } });

  const reviewOf = async (product: typeof olive, size: 'M' | 'L', fit: 'small' | 'true', text: string) => {
    const shopper = await createShopper(db);
    await deliveredOrder(db, shopper, product, size);
    await db.insert(reviews).values({
      itemId: product.itemId,
      userId: shopper.id,
      stars: fit === 'small' ? 3 : 5,
      fit,
      size,
      body: text,
      status: 'approved',
    });
  };
  await reviewOf(olive, 'M', 'true', 'Olive is lovely.');
  await reviewOf(black, 'L', 'small', 'Black runs a touch small.');
  await reviewOf(other, 'M', 'true', 'Another product altogether.');

  const page = async (itemId: string) => {
    const res = await app.inject({ url: `/api/reviews/${itemId}?page=1`, headers: apiKeyHeader });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as ReviewsPage;
  };

  it("shows every colour's reviews and one fit summary on each colour's page, naming the colour bought", async () => {
    for (const item of [olive, black]) {
      const read = await page(item.itemId);
      expect(read.summary).toMatchObject({ count: 2, average: 4, fit: { small: 1, true: 1, large: 0 } });
      expect(read.reviews.map((r) => [r.text, r.colour, r.size]).sort()).toEqual([
        ['Black runs a touch small.', 'Black', 'L'],
        ['Olive is lovely.', 'Olive', 'M'],
      ]);
    }
  });

  it('keeps a product outside any style to its own reviews, without a colour', async () => {
    const read = await page(other.itemId);
    expect(read.summary.count).toBe(1);
    expect(read.reviews).toMatchObject([{ text: 'Another product altogether.', colour: null }]);
    // Sanity: the style's reviews are still stored under their own items.
    expect(await db.$count(reviews, eq(reviews.itemId, olive.itemId))).toBe(1);
  });
});
