/**
 * A personal-data breach in the back office (BUSINESS.md section 14; DPDP Rules 2025, rule 7): the
 * admin records one, sees the affected shoppers, mails them the notice, reads the report to the
 * Data Protection Board with its 72-hour clock and records that it went; on a phone and a laptop.
 * A shopper who gave only a mobile number reads the notice in their account, where the SMS points.
 */

import { eq } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { outbox, users } from '#server/db/schema';
import { createAdmin, createShopper } from '../support/factories';
import { expectAccessible, launchBrowser, signedInContext } from './support/browser';
import { screenshotAtWidths } from './support/screens';
import { startTestShop } from './support/shop';

const HOUR = 3_600_000;

/** A datetime-local value in the browser's own time zone. */
const localInput = (page: Page, at: number) =>
  page.evaluate((ms) => {
    const date = new Date(ms);
    return new Date(ms - date.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
  }, at);

describe('breaches in the back office', async () => {
  const shop = await startTestShop();
  const browser = await launchBrowser();
  const db = shop.database.db;

  it('records a breach, tells the affected shoppers and drafts the report with its clock', async () => {
    await createShopper(db, { firstName: 'Ritu', email: 'ritu.breach@example.in' });
    await createShopper(db, { firstName: 'Dev', email: 'dev.breach@example.in' });
    const meera = await createShopper(db, { firstName: 'Meera' });
    await db.update(users).set({ email: null, mobile: '9876500042' }).where(eq(users.id, meera.id));
    const admin = await createAdmin(db);
    const context = await signedInContext(browser, shop.url, admin.cookie, 'mobile');
    const page = await context.newPage();
    await page.goto('/admin/dashboard');
    await page
      .getByRole('navigation', { name: 'Admin' })
      .getByRole('link', { name: 'Breaches', exact: true })
      .click();
    await page.getByRole('heading', { level: 1, name: 'Breaches' }).waitFor();
    await page.getByText('No breach recorded.').waitFor();

    await page.getByRole('button', { name: 'Record a breach' }).click();
    const form = page.getByRole('form', { name: 'Record a breach' });
    await form.getByRole('button', { name: 'Record the breach' }).click();
    await form.getByText('Please say what happened.').waitFor();
    await screenshotAtWidths(page, 'admin-breach-form');

    await form
      .getByLabel('What happened (nature, extent, where)')
      .fill('A copy of the order list was readable on a test server for a day.');
    await form.getByLabel('Which kinds of personal data').fill('Names, email addresses, delivery addresses');
    await form.getByLabel('What it may mean for the shoppers').fill('Unwanted mail or calls.');
    await form
      .getByLabel('What the shop has done and is doing')
      .fill('The server is closed and every key changed.');
    await form
      .getByLabel('What shoppers can do to protect themselves')
      .fill('Never share a sign-in code; be wary of calls claiming to be from us.');
    const now = Date.now();
    await form.getByLabel('When it happened').fill(await localInput(page, now - 30 * HOUR));
    await form.getByLabel('When the shop learned of it').fill(await localInput(page, now - 20 * HOUR));
    await form
      .getByLabel('And these shoppers (emails or mobile numbers, one a line)')
      .fill('ritu.breach@example.in\ndev.breach@example.in\n9876500042');
    await form.getByRole('button', { name: 'Record the breach' }).click();

    const card = page.getByRole('article', { name: /^Breach B-\d+$/ });
    await card.getByText('Affected shoppers: 3 (0 told)').waitFor();
    // The clock's line (the page's notices have the status role too).
    const clock = card.getByText(/left to report to the Board|Overdue by|Report sent to the Board on/);
    await expect.poll(() => clock.textContent()).toMatch(/^(51|52) h \d+ min left to report to the Board/);
    await card.getByText('ritu.breach@example.in').waitFor();
    await expectAccessible(page);
    await screenshotAtWidths(page, 'admin-breach-recorded');

    await card.getByRole('button', { name: 'Send the notice to those not yet told' }).click();
    await card.getByText('The notice is on its way to 3 shoppers in all.').waitFor();
    await card.getByText('Affected shoppers: 3 (3 told)').waitFor();
    const mails = await db.select().from(outbox).where(eq(outbox.toAddress, 'ritu.breach@example.in'));
    expect(mails.map((m) => m.subject)).toEqual([
      expect.stringMatching(/^Important: a breach of your personal data/),
    ]);

    const report = card.getByLabel('The report');
    expect(await report.inputValue()).toContain('Data Principals affected: 3');
    expect(await report.inputValue()).toContain('3 of 3 sent (by email, or by SMS');
    await screenshotAtWidths(page, 'admin-breach-notified');

    await card.getByRole('button', { name: 'I have sent the report to the Board' }).click();
    await expect.poll(() => clock.textContent()).toMatch(/^Report sent to the Board on /);
    await context.close();

    // The SMS points to the profile's privacy section, where the whole notice reads.
    const [sms] = await db.select().from(outbox).where(eq(outbox.toAddress, '9876500042'));
    const link = new URL(sms!.textBody.split(' ').at(-1)!);
    const shopperContext = await signedInContext(browser, shop.url, meera.cookie, 'mobile');
    const shopperPage = await shopperContext.newPage();
    await shopperPage.goto(`${link.pathname}${link.hash}`);
    const notices = shopperPage.getByRole('region', { name: 'Notices about your data' });
    await notices.getByText('Dear Meera Verma,').waitFor();
    await notices.getByText('A copy of the order list was readable on a test server for a day.').waitFor();
    await expectAccessible(shopperPage);
    await notices.scrollIntoViewIfNeeded();
    await screenshotAtWidths(shopperPage, 'shopper-breach-notice');
    await shopperContext.close();
  });
});
