/** Screenshots of one screen at the widths shoppers use: a phone, a laptop and a wide laptop. */
import type { Page } from 'playwright-core';
import { screenshot } from './browser';

export const SCREEN_WIDTHS = [390, 1280, 1366] as const;

/** Saves `<name>-<width>.png` at each width, then puts the page back at its first size. */
export async function screenshotAtWidths(page: Page, name: string): Promise<void> {
  const original = page.viewportSize();
  for (const width of SCREEN_WIDTHS) {
    await page.setViewportSize({ width, height: width < 800 ? 844 : 800 });
    await screenshot(page, `${name}-${width}`);
  }
  if (original) await page.setViewportSize(original);
}
