/**
 * Browser journey of tax invoices (docs/product.md, "Invoices"): the admin fills in the invoice
 * settings, dispatches, downloads the invoice from the orders table and the month's GST export;
 * the shopper downloads the invoice from their orders. The PDFs are kept beside the screenshots
 * for a person to open.
 */
import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createPhotographedProduct, placeCodOrderFor } from '../support/cart-factories';
import { createAdmin, createShopper } from '../support/factories';
import {
  BENGALURU_ADDRESS,
  SHOP_INVOICE_SETTINGS,
  saveInvoiceSettings,
  setOrderAddress,
} from '../support/invoice-factories';
import { readPdf } from '../support/pdf-text';
import { orderWithRefundedReturn } from '../support/return-factories';
import {
  artifactsDir,
  expectAccessible,
  launchBrowser,
  screenshot,
  signedInContext,
} from './support/browser';
import { screenshotAtWidths } from './support/screens';
import { startTestShop } from './support/shop';

describe('tax invoices in the browser', async () => {
  const shop = await startTestShop();
  const browser = await launchBrowser();
  const db = shop.database.db;

  it('the admin fills in the settings, dispatches, and both admin and shopper download the invoice', async () => {
    const admin = await createAdmin(db);
    const shopper = await createShopper(db, { firstName: 'Ravi' });
    const hoodie = await createPhotographedProduct(db, {
      name: 'Charcoal Heavy Hoodie',
      category: 'hoodies',
      price: 2999,
      stock: { L: 4 },
    });
    const orderId = await placeCodOrderFor(shop.app, db, shopper, hoodie, 1, 'L');
    await setOrderAddress(db, orderId, BENGALURU_ADDRESS);

    for (const viewport of ['mobile', 'desktop'] as const) {
      const context = await signedInContext(browser, shop.url, admin.cookie, viewport);
      const page = await context.newPage();
      await page.goto('/admin/settings');
      const section = page.getByRole('region', { name: 'Invoices' });
      await section.getByText(/Orders cannot be dispatched until these are saved/).waitFor();
      // The pincode fills in the city and the state from the directory (issue 40 point 17).
      await section.getByLabel('Pincode').fill(SHOP_INVOICE_SETTINGS.pincode);
      await expect.poll(() => section.getByLabel('City').inputValue()).toBe(SHOP_INVOICE_SETTINGS.city);
      await expect
        .poll(() => section.getByLabel('Registered state').inputValue())
        .toBe(SHOP_INVOICE_SETTINGS.state);
      if (viewport === 'mobile') {
        await section.getByLabel('GSTIN').fill('27AAPFU0939F1ZW');
        await section.getByRole('button', { name: 'Save invoices' }).click();
        await section
          .getByText(/check character does not match/)
          .first()
          .waitFor();
        await expectAccessible(page);
        await screenshot(page, 'invoice-settings-mobile');
      } else {
        const s = SHOP_INVOICE_SETTINGS;
        await section.getByLabel('Legal name').fill(s.legalName);
        await section.getByLabel('Trade name').fill(s.tradeName);
        await section.getByLabel('GSTIN').fill(s.gstin.toLowerCase());
        await section.getByLabel('Registered address line 1').fill(s.addressLine1);
        await section.getByLabel('Registered address line 2').fill(s.addressLine2);
        await section.getByRole('button', { name: 'Save invoices' }).click();
        await section.getByText('Invoices: saved').waitFor();
        expect(await section.getByText(/Orders cannot be dispatched/).count()).toBe(0);
        await screenshot(page, 'invoice-settings-desktop');

        await page.goto('/admin/orders');
        await page.getByLabel(`Tracking ID for order ${orderId}`).fill('BLUEDART-7781');
        await page.getByRole('button', { name: `Dispatch order ${orderId}` }).click();
        const download = page.waitForEvent('download');
        await page.getByRole('button', { name: `Download invoice for order ${orderId}` }).click();
        const pdf = await download;
        expect(pdf.suggestedFilename()).toBe('invoice-OS-2627-000001.pdf');
        const dir = path.join(artifactsDir, 'invoices');
        mkdirSync(dir, { recursive: true });
        const file = path.join(dir, 'admin-download.pdf');
        await pdf.saveAs(file);
        const { text } = await readPdf(readFileSync(file));
        expect(text).toContain('GSTIN: 27AAPFU0939F1ZV');
        expect(text).toContain('Place of supply: Karnataka (code 29)');
        expect(text).toContain('Invoice total: ₹3,099.00');
        expect(text).toContain('Rupees Three Thousand Ninety-Nine Only');

        const zip = page.waitForEvent('download');
        await page.getByLabel('GST export for the month').fill('2026-09');
        await page.getByRole('button', { name: 'Download GSTR-1 CSVs and JSON (zip)' }).click();
        expect((await zip).suggestedFilename()).toBe('gstr1-2026-09.zip');
        await expectAccessible(page);
        await screenshot(page, 'admin-orders-invoice-desktop');
      }
      await context.close();
    }

    const context = await signedInContext(browser, shop.url, shopper.cookie, 'mobile');
    const page = await context.newPage();
    await page.goto('/orders');
    const card = page.getByRole('article', { name: `Order ${orderId}` });
    const download = page.waitForEvent('download');
    await card.getByRole('link', { name: `Download invoice for order ${orderId} (PDF)` }).click();
    const pdf = await download;
    const file = path.join(artifactsDir, 'invoices', 'shopper-download.pdf');
    await pdf.saveAs(file);
    expect(readFileSync(file).subarray(0, 5).toString()).toBe('%PDF-');
    await expectAccessible(page);
    await screenshot(page, 'orders-invoice-mobile');
    await context.close();
  });

  it("the shopper downloads a refund's credit note from the order's page", async () => {
    await saveInvoiceSettings(db);
    const admin = await createAdmin(db);
    const shopper = await createShopper(db, { firstName: 'Ravi' });
    const tee = await createPhotographedProduct(db, {
      name: 'Sand Oversized Tee',
      price: 1000,
      stock: { M: 4 },
    });
    const { orderId } = await orderWithRefundedReturn(shop.app, db, {
      shopper,
      admin,
      product: tee,
      quantity: 2,
      refundPaise: 100_000,
    });

    const context = await signedInContext(browser, shop.url, shopper.cookie, 'mobile');
    const page = await context.newPage();
    await page.goto(`/orders/${orderId}`);
    const link = page.getByRole('link', {
      name: /^Credit note OS\/2627\/C\d{5} for ₹1,000: download \(PDF\)$/,
    });
    await link.waitFor();
    const download = page.waitForEvent('download');
    await link.click();
    const pdf = await download;
    expect(pdf.suggestedFilename()).toMatch(/^credit-note-OS-2627-C\d{5}\.pdf$/);
    const file = path.join(artifactsDir, 'invoices', 'shopper-credit-note.pdf');
    await pdf.saveAs(file);
    const { text } = await readPdf(readFileSync(file));
    expect(text).toContain('Credit Note');
    expect(text).toContain('Credit note total: ₹1,000.00');
    await expectAccessible(page);
    await screenshotAtWidths(page, 'order-credit-note');
    await context.close();

    const adminContext = await signedInContext(browser, shop.url, admin.cookie, 'desktop');
    const adminPage = await adminContext.newPage();
    await adminPage.goto(`/admin/orders?q=${orderId}`);
    const button = adminPage.getByRole('button', {
      name: new RegExp(`^Credit note: OS/2627/C\\d{5} for ₹1,000, order ${orderId}$`),
    });
    const fromAdmin = adminPage.waitForEvent('download');
    await button.click();
    expect((await fromAdmin).suggestedFilename()).toMatch(/^credit-note-OS-2627-C\d{5}\.pdf$/);
    await expectAccessible(adminPage);
    await screenshot(adminPage, 'admin-orders-credit-note-desktop');
    await adminContext.close();
  });
});
