/**
 * The back office's orders table as an owner reads it (docs/product.md section 15): every heading
 * stands over its own column, with the selection's checkbox column in front, at a laptop's and a
 * phone's width.
 */
import { describe, expect, it } from 'vitest';
import { insertBackOfficeOrder } from '../support/back-office-factories';
import { createPhotographedProduct } from '../support/cart-factories';
import { createAdmin, createShopper } from '../support/factories';
import { expectAccessible, launchBrowser, signedInContext } from './support/browser';
import { screenshotAtWidths } from './support/screens';
import { startTestShop } from './support/shop';

describe('admin orders table', async () => {
  const shop = await startTestShop();
  const db = shop.database.db;
  const browser = await launchBrowser();
  const product = await createPhotographedProduct(db, {
    name: 'Column Check Tee',
    price: 799,
    stock: { M: 5 },
  });
  const shopper = await createShopper(db, { userName: 'meera_columns' });
  const order = await insertBackOfficeOrder(db, {
    userId: shopper.id,
    paymentMethod: 'cod',
    mobile: '9812345670',
    lines: [{ product }],
  });
  const admin = await createAdmin(db);

  for (const viewport of ['desktop', 'mobile'] as const) {
    it(`puts each heading over its own cells (${viewport})`, async () => {
      const context = await signedInContext(browser, shop.url, admin.cookie, viewport);
      const page = await context.newPage();
      await page.goto('/admin/orders');
      const table = page.getByRole('region', { name: 'Orders' }).locator('table');
      const row = table.getByRole('row').filter({ hasText: order.orderId });
      await row.waitFor();

      const headings = await table
        .locator('thead th')
        .evaluateAll((cells) => cells.map((cell) => cell.textContent?.trim() ?? ''));
      const cells = await row
        .locator('th, td')
        .evaluateAll((all) => all.map((cell) => cell.textContent?.trim() ?? ''));
      expect(cells.length).toBe(headings.length);
      const under = (heading: string) => cells[headings.indexOf(heading)];
      expect(headings[0]).toBe('');
      expect(await row.locator('th, td').first().getByRole('checkbox').count()).toBe(1);
      expect(under('Order ID')).toContain(order.orderId);
      // The payment, with whether the shopper has confirmed the cash-on-delivery order yet.
      expect(under('Payment ID')).toBe('Cash on deliveryNot confirmed yet');
      expect(under('User name')).toBe('meera_columns');
      expect(under('Mobile')).toBe('9812345670');
      expect(under('Items')).toContain('Column Check Tee');
      expect(under('Amount')).toContain('₹899');
      expect(under('Status')).toContain('Processed');

      await expectAccessible(page);
      if (viewport === 'desktop') await screenshotAtWidths(page, 'admin-orders-table');
      await context.close();
    });
  }
});
