/**
 * The back office's order tools in the browser (docs/product.md section 15): the admin finds
 * orders with the search box and filters, dispatches three orders from a CSV and sees a result
 * per row, downloads a packing slip for one order and for a selection, and exports what matches.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ASHA_ADDRESS, insertBackOfficeOrder } from '../support/back-office-factories';
import { createPhotographedProduct } from '../support/cart-factories';
import { createAdmin, createShopper } from '../support/factories';
import { saveInvoiceSettings } from '../support/invoice-factories';
import { readPdf } from '../support/pdf-text';
import {
  artifactsDir,
  expectAccessible,
  launchBrowser,
  pastThePhonesEdge,
  screenshot,
  signedInContext,
} from './support/browser';
import { screenshotAtWidths } from './support/screens';
import { startTestShop } from './support/shop';

describe('admin order tools', async () => {
  const shop = await startTestShop();
  const db = shop.database.db;
  // Dispatch issues a tax invoice, which needs the shop's invoice settings.
  await saveInvoiceSettings(db);
  const browser = await launchBrowser();
  const product = await createPhotographedProduct(db, {
    name: 'Monsoon Boxy Tee',
    price: 899,
    stock: { M: 20 },
  });
  const shopper = await createShopper(db, { userName: 'kavya_orders' });
  const other = await createShopper(db, { userName: 'arjun_orders' });
  const processed: { id: number; orderId: string }[] = [];
  for (const [i, city] of ['Pune', 'Mysuru', 'Kochi', 'Jaipur'].entries()) {
    processed.push(
      await insertBackOfficeOrder(db, {
        userId: shopper.id,
        createdAt: new Date(Date.now() - (10 - i) * 60_000),
        paymentMethod: i % 2 ? 'online' : 'cod',
        lines: [{ product, size: ['M', 'L', 'XL', 'S'][i], quantity: i + 1 }],
        deliveryAddress: {
          ...ASHA_ADDRESS,
          fullName: `Kavya ${city}`,
          city,
          line1: `${i + 4} Temple Street`,
        },
      }),
    );
  }
  await insertBackOfficeOrder(db, {
    userId: other.id,
    lines: [{ product }],
    status: 'dispatched',
    courier: 'DTDC',
    trackingId: 'DT-OLD-1',
    deliveryAddress: null,
    address: '9 Residency Road, Bengaluru 560025',
  });
  const admin = await createAdmin(db);

  async function adminPage(viewport: 'desktop' | 'mobile' = 'desktop') {
    const context = await signedInContext(browser, shop.url, admin.cookie, viewport);
    return context.newPage();
  }

  it('finds orders, dispatches three from a CSV and downloads packing slips and the export', async () => {
    const page = await adminPage();
    await page.goto('/admin/orders');
    await page.getByRole('heading', { level: 1, name: 'Orders' }).waitFor();
    await page.getByRole('status').filter({ hasText: '5 orders' }).waitFor();
    await expectAccessible(page);
    await screenshotAtWidths(page, 'admin-orders-tools');

    // Search and filter: Kavya's Processed orders paid cash on delivery.
    await page.getByLabel('Search').fill('kavya_orders');
    await page.getByLabel('Status').selectOption('captured');
    await page.getByRole('button', { name: 'Apply' }).click();
    await page.getByRole('status').filter({ hasText: '4 orders match' }).waitFor();
    await page.getByLabel('Payment').selectOption('cod');
    await page.getByRole('button', { name: 'Apply' }).click();
    await page.getByRole('status').filter({ hasText: '2 orders match' }).waitFor();
    expect(new URL(page.url()).searchParams.get('method')).toBe('cod');
    await page.getByLabel('Payment').selectOption('');
    await page.getByRole('button', { name: 'Apply' }).click();
    await page.getByRole('status').filter({ hasText: '4 orders match' }).waitFor();

    // Bulk dispatch: three good rows and one unknown order.
    const [a, b, c, d] = processed.map((order) => order.orderId) as [string, string, string, string];
    const csv = [
      'Order ID,Courier,Tracking ID',
      `${a},Delhivery,DLV-1`,
      `${b},Blue Dart,BD-2`,
      'ORD-NOTREAL,DTDC,X-1',
      `${c},Ekart,EK-3`,
    ].join('\n');
    await page.getByRole('button', { name: 'Bulk dispatch' }).click();
    const dialog = page.getByRole('dialog', { name: 'Bulk dispatch' });
    await dialog.getByRole('button', { name: 'Upload and dispatch' }).click();
    await dialog.getByText('Choose a CSV file of order id, courier and tracking id.').waitFor();
    await dialog
      .getByLabel('CSV file')
      .setInputFiles({ name: 'dispatch.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Upload and dispatch' }).click();
    await dialog.waitFor({ state: 'detached' });
    const results = page.getByRole('region', { name: 'Bulk dispatch results' });
    await results.getByText('dispatch.csv: 3 dispatched, 1 skipped.').waitFor();
    const resultRow = (text: string) => results.getByRole('row').filter({ hasText: text });
    await resultRow(a).getByText('Dispatched').waitFor();
    await resultRow('ORD-NOTREAL').getByText('Line 4: there is no order ORD-NOTREAL.').waitFor();
    // The list reloads: only one of Kavya's orders is still Processed.
    await page.getByRole('status').filter({ hasText: '1 order match' }).waitFor();
    const orders = page.getByRole('region', { name: 'Orders', exact: true });
    await orders.getByRole('row').filter({ hasText: d }).waitFor();
    await expectAccessible(page);
    await screenshot(page, 'admin-orders-bulk-dispatch-1280');

    // One packing slip from the row.
    await page.getByRole('button', { name: 'Clear' }).click();
    await page.getByRole('status').filter({ hasText: '5 orders' }).waitFor();
    const [slip] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: `Packing slip for order ${d}` }).click(),
    ]);
    expect(slip.suggestedFilename()).toBe(`packing-slip-${d}.pdf`);
    const slipFile = path.join(artifactsDir, 'admin-packing-slip.pdf');
    await slip.saveAs(slipFile);
    const { text } = await readPdf(readFileSync(slipFile));
    expect(text).toContain(`Order ID: ${d}`);
    expect(text).toContain('Kavya Jaipur');
    expect(text).toMatch(/Monsoon Boxy Tee\s+\S+\s+S\s+4/);
    expect(text).not.toMatch(/₹|899/);

    // A selection: two orders, one PDF, two pages.
    await page.getByRole('checkbox', { name: `Select order ${a}` }).check();
    await page.getByRole('checkbox', { name: `Select order ${b}` }).check();
    const [slips] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Packing slips (2)' }).click(),
    ]);
    const slipsFile = path.join(artifactsDir, 'admin-packing-slips.pdf');
    await slips.saveAs(slipsFile);
    expect((await readPdf(readFileSync(slipsFile))).pages).toHaveLength(2);

    // The export of what matches: dispatched orders, one row per line.
    await page.getByLabel('Status').selectOption('dispatched');
    await page.getByRole('button', { name: 'Apply' }).click();
    await page.getByRole('status').filter({ hasText: '4 orders match' }).waitFor();
    const [exported] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export CSV' }).click(),
    ]);
    const csvFile = path.join(artifactsDir, 'admin-orders-export.csv');
    await exported.saveAs(csvFile);
    const body = readFileSync(csvFile, 'utf8');
    expect(body.startsWith('\uFEFFOrder ID,')).toBe(true);
    expect(body.trim().split('\r\n')).toHaveLength(5);
    expect(body).toContain(`${a},`);
    expect(body).not.toContain(d);
    await page.context().close();
  });

  it('fits a phone: the filters wrap and only the tables scroll sideways', async () => {
    const page = await adminPage('mobile');
    await page.goto('/admin/orders');
    await page.getByRole('status').filter({ hasText: '5 orders' }).waitFor();
    expect(await pastThePhonesEdge(page)).toEqual([]);
    await expectAccessible(page);
    await screenshot(page, 'admin-orders-tools-phone');
    await page.context().close();
    await browser.close();
  });
});
