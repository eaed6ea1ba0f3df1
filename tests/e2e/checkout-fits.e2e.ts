/**
 * Checkout's form reads whole on a common laptop and a phone: no placeholder or chosen option is
 * cut off by its box (1366 x 768 and 390 x 844).
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { createPhotographedProduct, putInCart } from '../support/cart-factories';
import { launchBrowser, screenshot } from './support/browser';
import { wayToPay } from './support/checkout';
import { startTestShop } from './support/shop';
import { shopperPage } from './support/shopper';

/** Each text box's placeholder and each select's shown option that is wider than its box. */
function cutTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const context = document.createElement('canvas').getContext('2d')!;
    const cut: string[] = [];
    const controls = document.querySelectorAll<HTMLInputElement | HTMLSelectElement>(
      'main input, main select',
    );
    for (const control of controls) {
      const style = getComputedStyle(control);
      const text =
        control instanceof HTMLSelectElement
          ? (control.selectedOptions[0]?.textContent ?? '')
          : control.value || control.placeholder;
      if (!text || control.type === 'radio' || control.type === 'checkbox') continue;
      context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
      const padding = Number.parseFloat(style.paddingLeft) + Number.parseFloat(style.paddingRight);
      // A select keeps room for its arrow.
      const room = control.clientWidth - padding - (control instanceof HTMLSelectElement ? 20 : 0);
      if (context.measureText(text).width > room) cut.push(text);
    }
    return cut;
  });
}

describe('checkout at a laptop’s and a phone’s size', async () => {
  const shop = await startTestShop();
  const browser = await launchBrowser();
  const db = shop.database.db;
  const product = await createPhotographedProduct(db, { name: 'Fit Check Tee', price: 899, stock: { M: 3 } });

  for (const [viewport, size] of [
    ['desktop', { width: 1366, height: 768 }],
    ['mobile', { width: 390, height: 844 }],
  ] as const) {
    it(`cuts no text in the address form (${size.width} px)`, async () => {
      const { shopper, context, page } = await shopperPage(browser, shop.url, db, viewport);
      await page.setViewportSize(size);
      await putInCart(db, shopper.id, product, 'M', 1);
      await page.goto('/checkout');
      await page.getByLabel('Full name').waitFor();
      await screenshot(page, `checkout-fits-${size.width}`);
      expect(await cutTexts(page)).toEqual([]);
      // The online choice names UPI first, as most shoppers here pay.
      const payOnline = wayToPay(page, 'online');
      expect(await payOnline.getAttribute('aria-describedby')).toBe('pay-way-online-hint');
      expect(await page.locator('#pay-way-online-hint').innerText()).toBe('UPI, cards, netbanking');
      await context.close();
    });
  }
});
