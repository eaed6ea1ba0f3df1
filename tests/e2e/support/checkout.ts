/**
 * Paying at checkout in browser journeys: choose the way to pay, then press the one button that
 * pays the summary's last line (issue 40 point 7).
 */
import type { Page } from 'playwright-core';

export type Way = 'online' | 'cod' | 'partial';

const WAY_LABELS: Record<Way, RegExp> = {
  online: /^Pay online/,
  cod: /^Cash on delivery/,
  partial: /now, the rest in cash/,
};

/** The radio of a way to pay (its name starts with the label, then its hint). */
export const wayToPay = (page: Page, way: Way) => page.getByRole('radio', { name: WAY_LABELS[way] });

/** The one button that pays: "Pay ₹X online", "Place order: ₹X in cash on delivery", "Pay with store credit". */
export const payButton = (page: Page) =>
  page.getByRole('button', { name: /^(Pay .*online|Place order|Pay with store credit)/ });

/** The summary's last figure: what the chosen way charges. */
export const amountToPay = (page: Page) => page.getByTestId('amount-to-pay');

export async function chooseWayToPay(page: Page, way: Way): Promise<void> {
  await wayToPay(page, way).check();
}

/** Chooses cash on delivery and places the order. */
export async function placeCashOrder(page: Page): Promise<void> {
  await chooseWayToPay(page, 'cod');
  await page.getByRole('button', { name: /^Place order/ }).click();
}

/** Chooses paying online and opens the payment window. */
export async function startPayingOnline(page: Page): Promise<void> {
  await chooseWayToPay(page, 'online');
  await page.getByRole('button', { name: /^Pay .*online$/ }).click();
}
