/**
 * Reviews through HTTP (docs/product.md, "Reviews"): who may review, once per product, every
 * validation message, hostile photos refused with nothing stored, photos re-encoded without
 * metadata, moderation (admin only), and the product page's summary, order and pages.
 */
import { count, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { adminEvents, images, outbox, reviews } from '#server/db/schema';
import { REVIEW_MESSAGES, type ReviewsPage } from '#shared/reviews';
import { headersFor, insertOrder } from '#tests/support/admin-factories';
import { apiKeyHeader, createTestApp } from '#tests/support/app';
import { createAdmin, createProduct, createShopper, type TestAccount } from '#tests/support/factories';
import {
  dataUrl,
  deliveredOrder,
  htmlPolyglotJpeg,
  jpegPhoto,
  pngBomb,
  pngPhoto,
  webpPhoto,
} from '#tests/support/review-factories';

describe('reviews', async () => {
  const { app, database } = await createTestApp();
  const db = database.db;
  const admin = await createAdmin(db);
  const product = await createProduct(db);
  const reviewUrl = (itemId = product.itemId) => `/api/users/reviews/${itemId}`;
  const review = (overrides: Record<string, unknown> = {}) => ({
    stars: 5,
    fit: 'true',
    size: 'M',
    text: 'Roomy and soft; the drop shoulder sits right.',
    ...overrides,
  });
  const post = (account: TestAccount | undefined, payload: unknown, itemId = product.itemId) =>
    app.inject({
      method: 'POST',
      url: reviewUrl(itemId),
      headers: { ...headersFor(account), 'content-type': 'application/json' },
      payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
    });
  const eligibleShopper = async (size: 'S' | 'M' | 'L' = 'M', of = product) => {
    const shopper = await createShopper(db);
    await deliveredOrder(db, shopper, of, size);
    return shopper;
  };
  const stored = async () => ({
    reviews: (await db.select({ n: count() }).from(reviews))[0]!.n,
    images: (await db.select({ n: count() }).from(images))[0]!.n,
  });
  const publicPage = async (itemId = product.itemId, page = 1) => {
    const res = await app.inject({ url: `/api/reviews/${itemId}?page=${page}`, headers: apiKeyHeader });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as ReviewsPage;
  };
  const approve = (id: number, account: TestAccount | null = admin) =>
    app.inject({
      method: 'PATCH',
      url: `/api/admins/reviews/${id}/approve`,
      headers: headersFor(account ?? undefined),
    });
  const reject = (id: number, reason: unknown, account: TestAccount | null = admin) =>
    app.inject({
      method: 'PATCH',
      url: `/api/admins/reviews/${id}/reject`,
      headers: { ...headersFor(account ?? undefined), 'content-type': 'application/json' },
      payload: JSON.stringify({ reason }),
    });

  describe('who may review', () => {
    it('refuses a shopper without a delivered order of the product (403), storing nothing', async () => {
      const shopper = await createShopper(db);
      // An order still on its way does not count, nor a delivered order of another product.
      await insertOrder(db, { shopper, product, status: 'dispatched' });
      await deliveredOrder(db, shopper, await createProduct(db));
      const before = await stored();
      const res = await post(shopper, review());
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ errorMessage: REVIEW_MESSAGES.notDelivered, code: 'forbidden' });
      expect(await stored()).toEqual(before);
      const state = await app.inject({ url: reviewUrl(), headers: headersFor(shopper) });
      expect(state.json()).toMatchObject({ canReview: false, sizesBought: [], review: null });
    });

    it('refuses a visitor with 401', async () => {
      const res = await post(undefined, review());
      expect(res.statusCode).toBe(401);
    });

    it('takes a review from a shopper who received the product, pending until approved', async () => {
      const shopper = await eligibleShopper();
      expect((await app.inject({ url: reviewUrl(), headers: headersFor(shopper) })).json()).toMatchObject({
        canReview: true,
        sizesBought: ['M'],
      });
      const res = await post(shopper, review());
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json()).toMatchObject({
        message: REVIEW_MESSAGES.submitted,
        canReview: false,
        review: { status: 'pending', stars: 5, fit: 'true', size: 'M', rejectReason: null },
      });
      // Not on the product page until an administrator approves it.
      expect((await publicPage()).summary.count).toBe(0);
    });

    it('refuses a second review of the same product with 409, also when two arrive at once', async () => {
      const shopper = await eligibleShopper();
      const [a, b] = await Promise.all([post(shopper, review()), post(shopper, review({ stars: 1 }))]);
      expect([a.statusCode, b.statusCode].sort()).toEqual([201, 409]);
      const again = await post(shopper, review({ stars: 2 }));
      expect(again.statusCode).toBe(409);
      expect(again.json()).toEqual({ errorMessage: REVIEW_MESSAGES.alreadyReviewed, code: 'conflict' });
      const rows = await db.select().from(reviews).where(eq(reviews.userId, shopper.id));
      expect(rows).toHaveLength(1);
    });

    it('answers 404 for a product that does not exist', async () => {
      const shopper = await eligibleShopper();
      const res = await post(shopper, review(), 'no-such-product');
      expect(res.statusCode).toBe(404);
      expect(res.json().errorMessage).toBe(REVIEW_MESSAGES.productNotFound);
    });
  });

  describe('validation', () => {
    it.each([
      ['no stars', { stars: undefined }, REVIEW_MESSAGES.stars],
      ['0 stars', { stars: 0 }, REVIEW_MESSAGES.stars],
      ['6 stars', { stars: 6 }, REVIEW_MESSAGES.stars],
      ['4.5 stars', { stars: 4.5 }, REVIEW_MESSAGES.stars],
      ['an unknown fit', { fit: 'baggy' }, REVIEW_MESSAGES.fit],
      ['no fit', { fit: undefined }, REVIEW_MESSAGES.fit],
      ['an unknown size', { size: 'XS' }, REVIEW_MESSAGES.size],
      ['1,001 characters', { text: 'a'.repeat(1001) }, REVIEW_MESSAGES.text],
      ['text that is not text', { text: 42 }, REVIEW_MESSAGES.text],
      ['four photos', { photos: ['a', 'b', 'c', 'd'] }, REVIEW_MESSAGES.photoCount],
      ['a size the shopper did not receive', { size: 'XL' }, REVIEW_MESSAGES.sizeNotBought],
    ])('refuses %s with 400 and its message, storing nothing', async (_case, change, message) => {
      const shopper = await eligibleShopper();
      const before = await stored();
      const res = await post(shopper, review(change));
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ errorMessage: message, code: 'validation' });
      expect(await stored()).toEqual(before);
    });

    it('takes exactly 1,000 characters', async () => {
      const shopper = await eligibleShopper();
      expect((await post(shopper, review({ text: 'b'.repeat(1000) }))).statusCode).toBe(201);
    });
  });

  describe('photos', () => {
    it('stores a JPEG, a PNG and a WebP re-encoded as WebP, without EXIF, at most 1600 px', async () => {
      const shopper = await eligibleShopper();
      const photos = [
        dataUrl('image/jpeg', await jpegPhoto(2400, 1800)),
        dataUrl('image/png', await pngPhoto()),
        dataUrl('image/webp', await webpPhoto()),
      ];
      const res = await post(shopper, review({ photos }));
      expect(res.statusCode, res.body).toBe(201);
      const ids = res.json().review.photos as string[];
      expect(ids).toHaveLength(3);
      for (const id of ids) {
        const image = await app.inject({ url: `/images/${id}.webp` });
        expect(image.statusCode).toBe(200);
        expect(image.headers['content-type']).toBe('image/webp');
        const meta = await sharp(image.rawPayload).metadata();
        expect(meta.format).toBe('webp');
        expect(meta.exif).toBeUndefined();
        expect(meta.icc).toBeUndefined();
        expect(Math.max(meta.width!, meta.height!)).toBeLessThanOrEqual(1600);
        expect(image.rawPayload.includes(Buffer.from('SecretCam'))).toBe(false);
      }
      expect(
        (await sharp((await app.inject({ url: `/images/${ids[0]}.webp` })).rawPayload).metadata()).width,
      ).toBe(1600);
    });

    const hostile: Array<[string, () => Promise<string[]> | string[], number, string]> = [
      [
        'a decompression bomb (a 900-megapixel PNG)',
        () => [dataUrl('image/png', pngBomb())],
        400,
        REVIEW_MESSAGES.photoPixels,
      ],
      [
        'an HTML polyglot (a JPEG that is also a page)',
        async () => [dataUrl('image/jpeg', await htmlPolyglotJpeg())],
        400,
        REVIEW_MESSAGES.photoPolyglot,
      ],
      [
        'a page sent as a JPEG',
        () => [dataUrl('image/jpeg', Buffer.from('<!doctype html><html><script>alert(1)</script></html>'))],
        415,
        REVIEW_MESSAGES.photoType,
      ],
      [
        'a GIF',
        () => [dataUrl('image/gif', Buffer.from('GIF89a\x01\x00\x01\x00', 'latin1'))],
        415,
        REVIEW_MESSAGES.photoType,
      ],
      [
        'a PNG sent as a JPEG',
        async () => [dataUrl('image/jpeg', await pngPhoto())],
        415,
        REVIEW_MESSAGES.photoType,
      ],
      ['text that is no data URL', () => ['hello'], 415, REVIEW_MESSAGES.photoType],
      [
        'a truncated JPEG',
        async () => [dataUrl('image/jpeg', (await jpegPhoto()).subarray(0, 600))],
        400,
        REVIEW_MESSAGES.photoUnreadable,
      ],
      [
        'a photo of 6 MB',
        () => [dataUrl('image/jpeg', Buffer.alloc(6 * 1024 * 1024, 0xff))],
        400,
        REVIEW_MESSAGES.photoSize,
      ],
    ];
    it.each(hostile)(
      'refuses %s with its message, storing nothing',
      async (_case, photos, status, message) => {
        const shopper = await eligibleShopper();
        const before = await stored();
        // A good photo first: it is not stored either when a later one is refused.
        const res = await post(
          shopper,
          review({ photos: [dataUrl('image/png', await pngPhoto()), ...(await photos())] }),
        );
        expect(res.statusCode, res.body).toBe(status);
        expect(res.json().errorMessage).toBe(message);
        expect(await stored()).toEqual(before);
        // The shopper may still review (nothing was half-written).
        expect((await app.inject({ url: reviewUrl(), headers: headersFor(shopper) })).json().canReview).toBe(
          true,
        );
      },
    );

    it('refuses a 50 MB photo with 413 and its message, storing nothing', async () => {
      const shopper = await eligibleShopper();
      const before = await stored();
      const res = await post(
        shopper,
        review({ photos: [dataUrl('image/jpeg', Buffer.alloc(50 * 1024 * 1024, 0xff))] }),
      );
      expect(res.statusCode).toBe(413);
      expect(res.json()).toEqual({ errorMessage: REVIEW_MESSAGES.tooLarge, code: 'too_large' });
      expect(await stored()).toEqual(before);
    });
  });

  describe('moderation and the product page', () => {
    it('lets only an administrator list, approve and reject', async () => {
      const shopper = await eligibleShopper();
      const id = (await post(shopper, review())).json().review.id as number;
      for (const account of [null, shopper]) {
        expect((await approve(id, account)).statusCode).toBe(401);
        expect((await reject(id, 'No', account)).statusCode).toBe(401);
        const list = await app.inject({
          url: '/api/admins/reviews',
          headers: headersFor(account ?? undefined),
        });
        expect(list.statusCode).toBe(401);
      }
      const noKey = await app.inject({
        method: 'PATCH',
        url: `/api/admins/reviews/${id}/approve`,
        headers: { cookie: admin.cookie },
      });
      expect(noKey.statusCode).toBe(403);
      expect((await db.select().from(reviews).where(eq(reviews.id, id)))[0]!.status).toBe('pending');
    });

    it('rejects with a reason the shopper sees; a rejected review stays off the page', async () => {
      const shopper = await eligibleShopper();
      const id = (await post(shopper, review({ text: 'Call me on 98xxxxxx' }))).json().review.id as number;
      const empty = await reject(id, '   ');
      expect(empty.statusCode).toBe(400);
      expect(empty.json().errorMessage).toBe(REVIEW_MESSAGES.rejectReason);
      const long = await reject(id, 'x'.repeat(301));
      expect(long.json().errorMessage).toBe(REVIEW_MESSAGES.rejectReason);
      const res = await reject(id, 'Reviews may not carry phone numbers.');
      expect(res.statusCode, res.body).toBe(200);
      const mine = (await app.inject({ url: reviewUrl(), headers: headersFor(shopper) })).json();
      expect(mine.review).toMatchObject({
        status: 'rejected',
        rejectReason: 'Reviews may not carry phone numbers.',
      });
      expect((await publicPage()).reviews.map((r) => r.id)).not.toContain(id);
      // Moderated once: a second decision is refused.
      const again = await approve(id);
      expect(again.statusCode).toBe(409);
      expect(again.json().errorMessage).toBe(REVIEW_MESSAGES.notPending);
      expect((await approve(999_999)).statusCode).toBe(404);
      const events = await db.select().from(adminEvents).where(eq(adminEvents.type, 'review.rejected'));
      expect(events.at(-1)?.data).toMatchObject({ reviewId: id });
    });

    it('mails the author the decision once, also when two administrators act at once', async () => {
      const shopper = await eligibleShopper();
      const id = (await post(shopper, review())).json().review.id as number;
      const second = await createAdmin(db);
      const [a, b] = await Promise.all([approve(id), reject(id, '<b>Spam</b>', second)]);
      expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
      const mails = await db.select().from(outbox).where(eq(outbox.toAddress, shopper.email));
      expect(mails).toHaveLength(1);
      const [row] = await db.select().from(reviews).where(eq(reviews.id, id));
      if (row!.status === 'approved') {
        expect(mails[0]!.subject).toBe(`Your review of ${product.name} is on the shop`);
      } else {
        expect(mails[0]!.subject).toBe(`Your review of ${product.name} was not published`);
        expect(mails[0]!.textBody).toContain('Reason: <b>Spam</b>');
        expect(mails[0]!.htmlBody).toContain('Reason: &lt;b&gt;Spam&lt;/b&gt;');
      }
      expect(mails[0]!.textBody).toContain(`/products/${product.itemId}`);
    });

    it('shows approved reviews: average, count, fit summary, photo reviews first, pages of 10', async () => {
      const shirt = await createProduct(db);
      const ids: number[] = [];
      // 12 reviews: 8 say true to size, 3 small, 1 large; one (the oldest) has a photo.
      const fits = [
        'true',
        'true',
        'true',
        'small',
        'true',
        'small',
        'true',
        'true',
        'large',
        'true',
        'small',
        'true',
      ];
      for (const [i, fit] of fits.entries()) {
        const shopper = await eligibleShopper('M', shirt);
        const photos = i === 0 ? [dataUrl('image/png', await pngPhoto())] : [];
        const res = await post(shopper, review({ fit, stars: (i % 5) + 1, photos }), shirt.itemId);
        expect(res.statusCode, res.body).toBe(201);
        ids.push(res.json().review.id);
      }
      const queue = await app.inject({
        url: '/api/admins/reviews?status=pending',
        headers: headersFor(admin),
      });
      expect(queue.statusCode).toBe(200);
      // Oldest first, ten to a page; earlier tests left theirs in the queue too.
      expect(queue.json().reviews.length).toBe(10);
      expect(queue.json().total).toBeGreaterThanOrEqual(12);
      const lastPage = await app.inject({
        url: `/api/admins/reviews?status=pending&page=${queue.json().pages}`,
        headers: headersFor(admin),
      });
      expect(lastPage.json().reviews.at(-1)).toMatchObject({ productName: shirt.name, status: 'pending' });
      // The page is cached; an approval must show at once all the same.
      expect((await publicPage(shirt.itemId)).summary.count).toBe(0);
      for (const id of ids) expect((await approve(id)).statusCode).toBe(200);
      const first = await publicPage(shirt.itemId);
      const stars = fits.map((_, i) => (i % 5) + 1);
      expect(first.summary).toEqual({
        count: 12,
        average: Math.round((stars.reduce((a, b) => a + b) / 12) * 10) / 10,
        fit: { small: 3, true: 8, large: 1 },
        mostSay: 'true',
      });
      expect(first.pages).toBe(2);
      expect(first.reviews).toHaveLength(10);
      expect(first.reviews[0]!.id).toBe(ids[0]);
      expect(first.reviews[0]!.photos).toHaveLength(1);
      expect(first.reviews[0]!.author).toBe('Asha V.');
      const second = await publicPage(shirt.itemId, 2);
      expect(second.reviews).toHaveLength(2);
      const all = [...first.reviews, ...second.reviews].map((r) => r.id);
      expect(new Set(all).size).toBe(12);
      // Newest first after the photo review.
      expect(first.reviews[1]!.id).toBe(ids[11]);
    });

    it('answers 404 for the reviews of a product that does not exist, 400 for a bad page', async () => {
      const res = await app.inject({ url: '/api/reviews/nothing-here', headers: apiKeyHeader });
      expect(res.statusCode).toBe(404);
      const bad = await app.inject({ url: `/api/reviews/${product.itemId}?page=0`, headers: apiKeyHeader });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().errorMessage).toBe(REVIEW_MESSAGES.page);
    });
  });
});
