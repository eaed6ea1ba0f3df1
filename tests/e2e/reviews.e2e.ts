/**
 * Fit confidence in the browser (docs/product.md, "Fit confidence" and "Reviews"): the admin
 * enters a product's measurements and model, a visitor reads them in the size guide and switches
 * to inches; a shopper with a delivered order reviews with a photo, the admin approves it, and
 * the product page shows it first with the fit summary (and AggregateRating in its HTML); a
 * rejected review's reason reaches its author.
 */
import { describe, expect, it } from 'vitest';
import { createPhotographedProduct } from '../support/cart-factories';
import { createAdmin, createShopper } from '../support/factories';
import { deliveredOrder, jpegPhoto } from '../support/review-factories';
import { ownerSignedIn } from './support/admin';
import { expectAccessible, launchBrowser, newContext } from './support/browser';
import { screenshotAtWidths } from './support/screens';
import { E2E_ADMIN, startTestShop } from './support/shop';
import { shopperPage } from './support/shopper';

describe('measurements and reviews in the browser', async () => {
  const shop = await startTestShop();
  const browser = await launchBrowser();
  const db = shop.database.db;
  const product = await createPhotographedProduct(db, {
    name: 'Bone Heavyweight Tee',
    price: 1099,
    stock: { S: 3, M: 4, L: 4, XL: 2 },
  });

  async function adminPage() {
    const context = await newContext(browser, shop.url);
    const admin = await context.newPage();
    await admin.goto('/admin/login');
    await admin.getByLabel('User name or email').fill(E2E_ADMIN.userName);
    await admin.getByLabel('Password').fill(E2E_ADMIN.password);
    await admin.getByRole('button', { name: 'Login' }).click();
    await ownerSignedIn(admin);
    return { context, admin };
  }

  it('the admin enters measurements; the size guide shows them in cm and inches', async () => {
    const { context, admin } = await adminPage();
    await admin.goto(`/admin/products/${product.itemId}/edit`);
    const section = admin.getByRole('region', { name: 'Garment measurements' });
    const rows = { M: [122, 72, 58, 24], L: [128, 74.5, 60, 25] } as const;
    for (const [size, values] of Object.entries(rows))
      for (const [i, name] of ['Chest', 'Length', 'Shoulder', 'Sleeve'].entries())
        await section.getByLabel(`${name} of ${size} in cm`).fill(String(values[i]));
    await section.getByLabel("Model's height (cm)").fill('183');
    await section.getByLabel('Size the model wears').selectOption('L');
    await expectAccessible(admin);
    await section.getByRole('button', { name: 'Save measurements' }).click();
    await section.getByText('Measurements saved').waitFor();
    await screenshotAtWidths(admin, 'admin-measurements');
    await context.close();

    const visitor = await (await newContext(browser, shop.url, 'mobile')).newPage();
    await visitor.goto(`/products/${product.itemId}`);
    await visitor.getByText('Model is 183 cm (6\'0") and wears L').waitFor();
    await visitor.getByRole('button', { name: 'Size guide' }).click();
    const dialog = visitor.getByRole('dialog', { name: 'Size guide' });
    const table = dialog.getByRole('table');
    await table.getByRole('columnheader', { name: 'Chest (cm)' }).waitFor();
    expect(await table.getByRole('row').nth(2).innerText()).toMatch(/L\s+128\s+74\.5\s+60\s+25/);
    await expectAccessible(visitor);
    await screenshotAtWidths(visitor, 'size-guide-product-cm');
    await dialog.getByRole('button', { name: 'in', exact: true }).click();
    await table.getByRole('columnheader', { name: 'Chest (in)' }).waitFor();
    expect(await dialog.getByRole('button', { name: 'in', exact: true }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    // 128 cm = 50.4 in, to the half inch 50.5; 74.5 cm = 29.3 -> 29.5; 60 -> 23.5; 25 -> 10.
    expect(await table.getByRole('row').nth(2).innerText()).toMatch(/L\s+50\.5\s+29\.5\s+23\.5\s+10/);
    await screenshotAtWidths(visitor, 'size-guide-product-inches');
    await visitor.context().close();
  });

  it('a shopper who received it reviews with a photo; the admin approves; the page shows it', async () => {
    const { shopper, context, page } = await shopperPage(browser, shop.url, db, 'mobile');
    await deliveredOrder(db, shopper, product, 'L');
    // Two earlier approved reviews without photos, so the photo review is seen to come first.
    for (const fit of ['true', 'small'] as const) {
      const other = await createShopper(db, { firstName: 'Kabir' });
      await deliveredOrder(db, other, product, 'M');
      const sent = await shop.app.inject({
        method: 'POST',
        url: `/api/users/reviews/${product.itemId}`,
        headers: { cookie: other.cookie, 'content-type': 'application/json' },
        payload: JSON.stringify({ stars: 4, fit, size: 'M', text: 'Good weight, holds its shape.' }),
      });
      expect(sent.statusCode, sent.body).toBe(201);
    }
    const moderator = await createAdmin(db);
    const apiKeyHeader = { 'x-api-key': String(shop.app.deps.config.apiKey) };
    const queue = await shop.app.inject({
      url: '/api/admins/reviews',
      headers: { ...apiKeyHeader, cookie: moderator.cookie },
    });
    for (const { id } of queue.json().reviews as Array<{ id: number }>) {
      const approved = await shop.app.inject({
        method: 'PATCH',
        url: `/api/admins/reviews/${id}/approve`,
        headers: { ...apiKeyHeader, cookie: moderator.cookie },
      });
      expect(approved.statusCode).toBe(200);
    }
    const { context: adminContext, admin } = await adminPage();
    await admin.goto('/admin/reviews');

    await page.goto(`/products/${product.itemId}`);
    const reviews = page.getByRole('region', { name: 'Reviews' });
    await reviews.getByRole('button', { name: 'Write a review' }).click();
    const form = page.getByRole('dialog', { name: `Review ${product.name}` });
    await form.getByText('4 stars').click();
    await form.getByText('True to size').click();
    await form.getByLabel('Size you bought').selectOption('L');
    await form
      .getByLabel('Your review (optional)')
      .fill('Boxy in the best way. I am 180 cm and L sits just right.');
    await form.getByLabel(/^Photos/).setInputFiles({
      name: 'mirror.jpg',
      mimeType: 'image/jpeg',
      buffer: await jpegPhoto(1200, 1600),
    });
    await form.getByText('1 photo chosen').waitFor();
    await expectAccessible(page);
    await screenshotAtWidths(page, 'review-form');
    await form.getByRole('button', { name: 'Send review' }).click();
    await reviews.getByText('Thank you! Your review will appear once it has been checked.').waitFor();
    expect(await reviews.getByRole('button', { name: 'Write a review' }).count()).toBe(0);

    await admin.reload();
    const card = admin.getByRole('article').filter({ hasText: 'Boxy in the best way' });
    await card.getByRole('img', { name: /upload 1 of 1/ }).waitFor();
    await expectAccessible(admin);
    await screenshotAtWidths(admin, 'admin-review-queue');
    await card.getByRole('button', { name: 'Approve' }).click();
    await admin.getByText('Review approved: it is on the product page.').waitFor();
    await adminContext.close();

    await page.reload();
    await reviews.getByText('Most say: true to size').waitFor();
    await reviews.getByText('3 reviews from shoppers who received their order').waitFor();
    const first = reviews.getByTestId('review').first();
    await first.getByText('Boxy in the best way').waitFor();
    await first.getByRole('img', { name: /Ananya V\.'s review, 1 of 1/ }).waitFor();
    await expectAccessible(page);
    // From the top, so the sticky header sits above the page in the full-page screenshots.
    await page.evaluate(() => window.scrollTo(0, 0));
    await screenshotAtWidths(page, 'product-reviews');
    await context.close();

    // The server-rendered page carries the reviews and the rating, for readers without JavaScript.
    const html = await (await fetch(`${shop.url}/products/${product.itemId}`)).text();
    expect(html).toContain('Boxy in the best way');
    expect(html).toContain('Most say: true to size');
    expect(html).toMatch(
      /"aggregateRating":\{"@type":"AggregateRating","ratingValue":"4\.0","reviewCount":3/,
    );
  });

  it('a rejected review tells its author why', async () => {
    const { shopper, context, page } = await shopperPage(browser, shop.url, db);
    await deliveredOrder(db, shopper, product, 'S');
    await shop.app.inject({
      method: 'POST',
      url: `/api/users/reviews/${product.itemId}`,
      headers: { cookie: shopper.cookie, 'content-type': 'application/json' },
      payload: JSON.stringify({ stars: 1, fit: 'large', size: 'S', text: 'Call 98765 43210 for a deal' }),
    });
    const { context: adminContext, admin } = await adminPage();
    await admin.goto('/admin/reviews');
    const card = admin.getByRole('article').filter({ hasText: 'Call 98765' });
    await card.getByRole('button', { name: 'Reject' }).click();
    const dialog = admin.getByRole('dialog', { name: 'Reject review' });
    await dialog.getByLabel('Reason (the shopper sees it)').fill('Reviews may not carry phone numbers.');
    await dialog.getByRole('button', { name: 'Reject review' }).click();
    await admin.getByText('Review rejected: the shopper sees the reason.').waitFor();
    await adminContext.close();

    await page.goto(`/products/${product.itemId}`);
    await page.getByText('Your review was not published: Reviews may not carry phone numbers.').waitFor();
    expect(await page.getByText('Call 98765').count()).toBe(0);
    await context.close();
  });
});
