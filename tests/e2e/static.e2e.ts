import { describe, expect, it } from 'vitest';
import { expectAccessible, launchBrowser, newContext, screenshot } from './support/browser';
import { startTestShop } from './support/shop';

const PAGES: Array<{ path: string; title: string; says: string[] }> = [
  {
    path: '/refund-policy',
    title: 'Refund Policy',
    says: [
      'within 2 calendar days of delivery',
      'counts from the day your parcel is delivered',
      '5 to 7 business days',
      'original payment method',
      'Customised products',
      'fully rendered',
      'Digital content that has been accessed',
      'Proof of purchase is required',
    ],
  },
  {
    path: '/shipping-delivery',
    title: 'Shipping & Delivery',
    says: ['1 to 2 business days', '3 to 7 business days', 'all over India', '₹100'],
  },
  { path: '/privacy-policy', title: 'Privacy Policy', says: ['We do not sell your personal data'] },
  { path: '/terms-conditions', title: 'Terms & Conditions', says: ['Indian Rupees', 'Refund Policy'] },
  { path: '/contact-us', title: 'Contact Us', says: ['support@oversized.in'] },
  { path: '/about-us', title: 'About Us', says: ['Made in India for the world'] },
];

describe('static pages', async () => {
  const shop = await startTestShop();
  const browser = await launchBrowser();

  it('states the shop policies, each page with its own title, and passes the accessibility check', async () => {
    const context = await newContext(browser, shop.url);
    const page = await context.newPage();
    for (const { path, title, says } of PAGES) {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await page.getByRole('heading', { level: 1, name: title }).waitFor();
      expect(await page.title()).toBe(`${title} | Oversized`);
      const text = await page.locator('article').innerText();
      for (const phrase of says) expect(text, `${path} says "${phrase}"`).toContain(phrase);
      await expectAccessible(page);
    }
    await page.goto('/refund-policy');
    await page.getByRole('heading', { level: 1 }).waitFor();
    await screenshot(page, 'static-refund-desktop');
    await context.close();
  });

  it('reads well on a phone', async () => {
    const context = await newContext(browser, shop.url, 'mobile');
    const page = await context.newPage();
    for (const path of ['/refund-policy', '/contact-us']) {
      await page.goto(path);
      await page.getByRole('heading', { level: 1 }).waitFor();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
      expect(overflow, `${path} scrolls sideways`).toBe(false);
      await expectAccessible(page);
      await screenshot(page, `static-${path.slice(1)}-mobile`);
    }
    await context.close();
  });
});
